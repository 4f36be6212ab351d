// A customer's recently viewed goods (issue #41 item 2): one row per good, the newest
// RECENTLY_VIEWED_MAX kept. Changes of one customer's list take turns (a
// transaction-scoped advisory lock, as the cart's do), so two views at once never leave
// more than the cap.
import { sql } from 'drizzle-orm';
import { RECENTLY_VIEWED_MAX } from '../../../domain/catalog/recently-viewed.ts';
import type { Db, Executor } from '../../db/client.ts';
import { intArray } from '../../db/sql-arrays.ts';

/** The customer's goods, newest first. */
export async function selectViewed(db: Executor, userId: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT good_id AS id FROM recently_viewed WHERE user_id = ${userId}
        ORDER BY viewed_at DESC, good_id DESC LIMIT ${RECENTLY_VIEWED_MAX}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Puts these goods (newest first) before the customer's others, each once; ids of goods
 * that do not exist are left out. Keeps the newest RECENTLY_VIEWED_MAX.
 */
export async function addViewed(db: Db, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('recently-viewed'), ${userId})`);
    // The first id the newest: each next one a microsecond older than the one before.
    await tx.execute(
      sql`INSERT INTO recently_viewed (user_id, good_id, viewed_at)
          SELECT ${userId}, u.id, now() - make_interval(secs => u.n / 1e6)
          FROM unnest(${intArray(ids)}) WITH ORDINALITY AS u(id, n)
          WHERE EXISTS (SELECT 1 FROM goods g WHERE g.id = u.id)
          ON CONFLICT (user_id, good_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at`,
    );
    await tx.execute(
      sql`DELETE FROM recently_viewed WHERE user_id = ${userId} AND good_id NOT IN (
            SELECT good_id FROM recently_viewed WHERE user_id = ${userId}
            ORDER BY viewed_at DESC, good_id DESC LIMIT ${RECENTLY_VIEWED_MAX})`,
    );
  });
}

export async function deleteViewed(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`DELETE FROM recently_viewed WHERE user_id = ${userId}`);
}
