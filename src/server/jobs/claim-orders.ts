// The shape every order job shares (like the payment-deadline job): one order per
// transaction, claimed with FOR UPDATE SKIP LOCKED so several instances split the
// work instead of waiting for each other, then judged again under the lock by the
// life-cycle table, so a rerun or a concurrent run changes nothing more.
import { type SQL, sql } from 'drizzle-orm';
import { type Actor, nextStatus, ORDER_STATUS, type OrderAction } from '../../domain/order-lifecycle.ts';
import type { Db, Executor } from '../db/client.ts';
import { intArray } from '../db/sql-arrays.ts';
import { lockOrder, type OrderRow } from '../modules/orders/queries.ts';

/** Statuses from which `actor` may take `action`: the jobs' candidates come from the table, not a copy of it. */
export function statusesAllowing(action: OrderAction, actor: Actor, shipped: boolean): number[] {
  return Object.values(ORDER_STATUS).filter((s) => nextStatus(s, action, actor, { shipped }) !== null);
}

/**
 * Applies `apply` to due orders, one transaction each, until none is left or `limit`
 * were looked at. `claim(notSeen)` selects the id of one due order (with `notSeen` in
 * its WHERE) FOR UPDATE SKIP LOCKED; `apply` returns whether it changed the order.
 * A failing order does not stop the others; the failures are thrown together at the end.
 */
export async function forEachClaimedOrder(
  db: Db,
  claim: (notSeen: SQL) => SQL,
  apply: (tx: Executor, order: OrderRow) => Promise<boolean>,
  limit = 500,
): Promise<number> {
  const seen: number[] = [];
  const failures: unknown[] = [];
  let changed = 0;
  while (seen.length < limit) {
    const before = seen.length;
    try {
      const outcome = await db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ id: number }>(claim(sql`id <> ALL(${intArray(seen)})`));
        const id = rows[0]?.id;
        if (id === undefined) return 'none';
        seen.push(id);
        const order = await lockOrder(tx, id);
        return order && (await apply(tx, order)) ? 'changed' : 'unchanged';
      });
      if (outcome === 'none') break;
      if (outcome === 'changed') changed++;
    } catch (err) {
      failures.push(err);
      if (seen.length === before) break; // the claim itself failed (database unreachable): try next run
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} order job step(s) failed`);
  return changed;
}
