// Orders completed (-> 70) when their after-sale window closes, AFTER_SALE_WINDOW_DAYS
// after receipt (PRODUCT: from 30, 42 and 52). Orders with an after-sale request in
// progress (40, 50, 51) are not in the table's list and wait for staff.
import { AFTER_SALE_WINDOW_DAYS } from '../../domain/orders/timings.ts';
import type { Db } from '../db/client.ts';
import { applyOrderEvent, eventTarget } from '../modules/orders/lifecycle.ts';
import { claimReceivedOrder } from '../modules/orders/queries.ts';
import { forEachClaimedOrder, statusesAllowing } from './claim-orders.ts';

export function completeOrdersPastAfterSale(db: Db, limit?: number): Promise<number> {
  const statuses = statusesAllowing('close_after_sale_window', 'system', true);
  return forEachClaimedOrder(
    db,
    (tx, seen) => claimReceivedOrder(tx, statuses, AFTER_SALE_WINDOW_DAYS, seen),
    async (tx, order) => {
      const close = { action: 'close_after_sale_window', actor: 'system', by: 'after-sale-window' } as const;
      if (eventTarget(order, close) === null || order.received_at === null) return false;
      await applyOrderEvent(tx, order, close);
      return true;
    },
    limit,
  );
}
