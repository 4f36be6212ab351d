// A job one instance runs for all (db/run-once.ts, issue #41), on both databases: of
// callers at once (two instances on PostgreSQL; two callers of the one embedded
// database) exactly one runs it; it is not run again until due by age or by a change
// heard since; the claim holds no transaction while the work runs (the work itself uses
// the database, which on the embedded one has a single connection); a failed run leaves
// the job due; a lease left by a killed run blocks others until it expires, then is taken
// over (its expiry set in the past here, never waited for).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { runOnce } from '../../src/server/db/run-once.ts';
import { createBackendDatabase, TEST_BACKEND, type TestDatabase } from '../helpers/pg.ts';

describe('runOnce', () => {
  let testDb: TestDatabase;
  let first: Database;
  let second: Database;
  const HOUR = 3_600_000;

  beforeAll(async () => {
    testDb = await createBackendDatabase('shop_run_once');
    const open = () =>
      openDatabase({ databaseUrl: testDb.url || undefined, dataDir: testDb.dataDir ?? '/nonexistent' });
    first = await open();
    await runMigrations(first);
    // The embedded database belongs to one process: its two callers share it.
    second = TEST_BACKEND === 'postgres' ? await open() : first;
  }, 120_000);
  afterAll(async () => {
    if (second !== first) await second?.close();
    await first?.close();
    await testDb?.drop();
  });

  const row = async (name: string) =>
    (
      await first.db.execute<{ last: string | null; until: string | null }>(
        sql`SELECT last_run_at::text AS last, claimed_until::text AS until FROM job_runs WHERE name = ${name}`,
      )
    ).rows[0];

  it('runs once when called at once from two instances; then not until due by age or a change heard since', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      // The work uses the database: the claim holds no transaction (nor the one connection).
      await first.db.execute(sql`SELECT pg_sleep(0.05)`);
      await second.db.execute(sql`SELECT 1`);
    };
    const callers = [first, second, first, second].map((d) => runOnce(d.db, 'test once', { everyMs: HOUR }, work));
    expect((await Promise.all(callers)).filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    const stamped = await row('test once');
    expect(stamped?.last).not.toBeNull();
    expect(stamped?.until).toBeNull(); // the lease released
    // Current and nothing heard since: nobody runs it.
    expect(await runOnce(second.db, 'test once', { everyMs: HOUR }, work)).toBe(false);
    // A change heard before the run began changes nothing; one heard after it makes it due.
    expect(await runOnce(second.db, 'test once', { everyMs: HOUR, changedAt: new Date(Date.now() - HOUR) }, work)).toBe(
      false,
    );
    expect(await runOnce(second.db, 'test once', { everyMs: HOUR, changedAt: new Date(Date.now() + 1000) }, work)).toBe(
      true,
    );
    // Due by age.
    await first.db.execute(sql`UPDATE job_runs SET last_run_at = now() - interval '2 hours' WHERE name = 'test once'`);
    expect(await runOnce(first.db, 'test once', { everyMs: HOUR }, work)).toBe(true);
    expect(runs).toBe(3);
  });

  it('a failed run releases its lease unstamped: the job stays due', async () => {
    const failing = async () => {
      throw new Error('boom');
    };
    await expect(runOnce(first.db, 'test failing', { everyMs: HOUR }, failing)).rejects.toThrow('boom');
    expect(await row('test failing')).toEqual({ last: null, until: null });
    expect(await runOnce(second.db, 'test failing', { everyMs: HOUR }, async () => undefined)).toBe(true);
  });

  it('a lease left by a killed run blocks the job until it expires, then another instance takes it over', async () => {
    // A run that never ended: its lease still current.
    await first.db.execute(
      sql`INSERT INTO job_runs (name, last_run_at, claimed_until)
          VALUES ('test killed', now() - interval '2 hours', now() + interval '4 minutes')`,
    );
    let runs = 0;
    const work = async () => {
      runs += 1;
    };
    // Due (a change heard a minute ago, after its last run): only the lease holds it back. Not a
    // change in the future: a run stamped before that moment would leave the job due, and a
    // caller that came after the winner finished would run it again.
    const due = { everyMs: HOUR, changedAt: new Date(Date.now() - 60_000) };
    expect(await runOnce(first.db, 'test killed', due, work)).toBe(false);
    expect(await runOnce(second.db, 'test killed', due, work)).toBe(false);
    expect(runs).toBe(0);
    // The lease ran out: the next caller takes it over, once.
    await first.db.execute(
      sql`UPDATE job_runs SET claimed_until = now() - interval '1 second' WHERE name = 'test killed'`,
    );
    const callers = [first, second, first].map((d) => runOnce(d.db, 'test killed', due, work));
    expect((await Promise.all(callers)).filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    const after = await row('test killed');
    expect(after?.until).toBeNull();
    expect(new Date(after!.last!).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a run that outlived its lease leaves the lease of the run that took over alone', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const begun = new Promise<void>((r) => {
      started = r;
    });
    const slow = runOnce(first.db, 'test outlived', { everyMs: HOUR }, async () => {
      // Meanwhile its lease expires and another instance takes the job over.
      await first.db.execute(
        sql`UPDATE job_runs SET claimed_until = now() - interval '1 second' WHERE name = 'test outlived'`,
      );
      started();
      await new Promise<void>((r) => {
        release = r;
      });
    });
    await begun;
    expect(await runOnce(second.db, 'test outlived', { everyMs: 0, leaseMs: HOUR }, async () => undefined)).toBe(true);
    // The second run finished and released its own lease; hold a third one to see the slow run leave it alone.
    await second.db.execute(
      sql`UPDATE job_runs SET claimed_until = now() + interval '1 hour' WHERE name = 'test outlived'`,
    );
    const held = (await row('test outlived'))?.until;
    release();
    expect(await slow).toBe(true);
    expect((await row('test outlived'))?.until).toBe(held);
  });
});
