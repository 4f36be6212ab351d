// Migrations and the demo seed: repeatable, safe when several instances start at once,
// and the same on embedded PGlite as on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { seedDemo } from '../../src/server/db/seed/index.ts';
import { createTestDatabase, postgresUnavailable, type TestDatabase } from '../helpers/pg.ts';

const skip = await postgresUnavailable();

describe.skipIf(skip)('migrations and seed on PostgreSQL', () => {
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
      expect(rows[0].n).toBe(4);
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
});
