// The guard against a pooled query inside a transaction (src/server/db/transaction-guard.ts):
// on the embedded database such a query waits forever for its own transaction, on a
// server it starves the pool under load. Both backends refuse it at once instead.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PooledQueryInTransaction } from '../../src/server/db/transaction-guard.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/** Rejects with the guard's error (drizzle wraps it as the cause of its query error). */
async function refused(p: Promise<unknown>) {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  let cause = err as { cause?: unknown } | undefined;
  while (cause && !(cause instanceof PooledQueryInTransaction)) cause = cause.cause as typeof cause;
  expect(cause).toBeInstanceOf(PooledQueryInTransaction);
}

describe('no pooled query inside a transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('refuses a query through the pool, and a checkout, from inside a transaction', async () => {
    const { db, pool } = t.database;
    await refused(db.transaction(async () => db.execute(sql`SELECT 1`)));
    await refused(db.transaction(async () => pool.query('SELECT 1')));
    await refused(db.transaction(async () => db.transaction(async () => 1)));
    // The transaction's own queries, and queries after it, are fine.
    expect(await db.transaction(async (tx) => (await tx.execute(sql`SELECT 2 AS n`)).rows[0])).toEqual({ n: 2 });
    expect((await db.execute(sql`SELECT 3 AS n`)).rows[0]).toEqual({ n: 3 });
  });

  it('refuses a settings read inside a transaction even when the settings are cached', async () => {
    await t.app.deps.settings.get(); // cached now
    await refused(t.database.db.transaction(async () => t.app.deps.settings.get()));
    expect((await t.app.deps.settings.get()).currency).toBeTruthy();
  });

  it('lets work started in a transaction query the pool once the transaction has ended', async () => {
    const { db } = t.database;
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      later = new Promise((r) => setTimeout(r, 50)).then(() => db.execute(sql`SELECT 4 AS n`));
    });
    expect(((await later) as { rows: unknown[] }).rows[0]).toEqual({ n: 4 });
  });

  it('keeps the pool usable when many requests break the rule at once', async () => {
    const { db } = t.database;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => db.transaction(async () => db.execute(sql`SELECT 1`))),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect((await db.execute(sql`SELECT 5 AS n`)).rows[0]).toEqual({ n: 5 });
  });
});
