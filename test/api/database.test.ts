// Migrations and the demo seed: repeatable, safe when several instances start at once,
// and the same on embedded PGlite as on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../src/domain/site/content-pages.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { queryPrepared } from '../../src/server/db/prepared.ts';
import { seedDemo } from '../../src/server/db/seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/pg.ts';

describe('migrations and seed on PostgreSQL', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.drop());

  it('applies migrations and seeds exactly once when three instances start together', async () => {
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: testDb.url, dataDir: '/nonexistent' })),
    );
    try {
      await Promise.all(instances.map((d) => runMigrations(d)));
      const seeded = await Promise.all(instances.map((d) => seedDemo(d)));
      // Each part seeded by exactly one instance.
      expect(seeded.flat().sort()).toEqual(['checkout', 'shop']);
      const { rows } = await instances[0].pool.query('SELECT count(*)::int AS n FROM pages');
      expect(rows[0].n).toBe(CONTENT_PAGES.length); // the demo's four and the migration's four policies
      await runMigrations(instances[1]);
      expect(await seedDemo(instances[2])).toEqual([]);
      const goods = await instances[0].pool.query('SELECT count(*)::int AS n FROM goods');
      expect(goods.rows[0].n).toBeGreaterThanOrEqual(40);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
    }
  }, 180_000);
});

describe('embedded PGlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pglite-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('migrates, seeds and keeps data across restarts through the same driver', async () => {
    const first = await openDatabase({ dataDir: dir });
    expect(first.kind).toBe('pglite');
    await runMigrations(first);
    expect(await seedDemo(first)).toEqual(['shop', 'checkout']);
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    try {
      await runMigrations(second);
      expect(await seedDemo(second)).toEqual([]);
      const { rows } = await second.pool.query("SELECT title->>'en' AS title FROM pages WHERE slug = 'faq'");
      expect(rows[0].title).toBe('Frequently Asked Questions');
    } finally {
      await second.close();
    }
  }, 180_000);

  it('a recycled client finds a clean session: prepared statements, settings and locks of the last one are gone', async () => {
    const db = await openDatabase({ dataDir: dir, idleTimeoutMs: 20 });
    try {
      const probe = () => queryPrepared<{ n: number }>(db.db, 'probe', sql`SELECT ${1}::int + 1 AS n`);
      expect((await probe())[0]?.n).toBe(2);
      await db.pool.query("SET application_name = 'left-behind'");
      await db.pool.query('SELECT pg_advisory_lock(4242)');
      const recycled = () => new Promise((r) => setTimeout(r, 200));
      await recycled();
      expect(db.pool.totalCount).toBe(0);
      // The new client prepares the same name again: no "already exists".
      expect((await probe())[0]?.n).toBe(2);
      const { rows } = await db.pool.query(
        "SELECT current_setting('application_name') AS app, pg_try_advisory_lock(4242) AS free",
      );
      expect(rows[0]).toEqual({ app: '', free: true });
      // Many requests at once through the one client, across recycling.
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 10 === 0 ? recycled() : probe())));
      expect(results.filter(Array.isArray)).toHaveLength(45);
      await recycled();
      expect((await probe())[0]?.n).toBe(2);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('a client that goes inside a transaction, ended or broken, leaves nothing of it for the next', async () => {
    const db = await openDatabase({ dataDir: dir });
    try {
      await db.pool.query('CREATE TABLE IF NOT EXISTS left_open (n int)');
      const openAndLeave = async (n: number, leave: (c: import('pg').PoolClient) => void) => {
        const client = await db.pool.connect();
        await client.query('BEGIN');
        await client.query('INSERT INTO left_open VALUES ($1)', [n]);
        leave(client);
      };
      // Released as broken: the pool ends the client (Terminate, then the stream's end).
      await openAndLeave(1, (c) => c.release(new Error('broken')));
      // Cut without a word (as a crash in the driver would), then given back as broken.
      await openAndLeave(2, (c) => {
        (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        c.release(new Error('cut'));
      });
      await new Promise((r) => setTimeout(r, 50));
      const { rows } = await db.pool.query('SELECT count(*)::int AS n FROM left_open');
      expect(rows[0]).toEqual({ n: 0 });
      // The session is outside any transaction: a BEGIN here starts a new one, and commits.
      const client = await db.pool.connect();
      await client.query('BEGIN');
      await client.query('INSERT INTO left_open VALUES (3)');
      await client.query('COMMIT');
      client.release();
      expect((await db.pool.query('SELECT array_agg(n) AS ns FROM left_open')).rows[0]).toEqual({ ns: [3] });
    } finally {
      await db.close();
    }
  }, 60_000);
});
