// The shape every order job shares (like the payment-deadline job): one order per
// transaction, claimed with FOR UPDATE SKIP LOCKED so several instances split the
// work instead of waiting for each other, then judged again under the lock by the
// life-cycle table, so a rerun or a concurrent run changes nothing more.
import { type Actor, nextStatus, ORDER_STATUS, type OrderAction } from '../../domain/orders/lifecycle.ts';
import type { Db, Executor } from '../db/client.ts';
import { lockOrder, type OrderRow } from '../modules/orders/queries.ts';

/** Statuses from which `actor` may take `action`: the jobs' candidates come from the table, not a copy of it. */
export function statusesAllowing(action: OrderAction, actor: Actor, shipped: boolean): number[] {
  return Object.values(ORDER_STATUS).filter((s) => nextStatus(s, action, actor, { shipped }) !== null);
}

/**
 * Applies `apply` to due orders, one transaction each, until none is left or `limit`
 * were looked at. `claim(tx, seen)` locks one due order not in `seen` (FOR UPDATE SKIP
 * LOCKED, orders/queries.ts) and gives its id; `apply` returns whether it changed the order.
 * A failing order does not stop the others; the failures are thrown together at the end.
 */
export async function forEachClaimedOrder(
  db: Db,
  claim: (tx: Executor, seen: number[]) => Promise<number | undefined>,
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
        const id = await claim(tx, seen);
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
