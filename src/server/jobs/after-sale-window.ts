// Orders completed (-> 70) when their after-sale window closes, AFTER_SALE_WINDOW_DAYS
// after receipt (PRODUCT: from 30, 42 and 52). Orders with an after-sale request in
// progress (40, 50, 51) are not in the table's list and wait for staff.
import { sql } from 'drizzle-orm';
import { AFTER_SALE_WINDOW_DAYS } from '../../domain/order-timings.ts';
import type { Db } from '../db/client.ts';
import { intArray } from '../db/sql-arrays.ts';
import { applyOrderEvent, eventTarget } from '../modules/orders/lifecycle.ts';
import { forEachClaimedOrder, statusesAllowing } from './claim-orders.ts';

export function completeOrdersPastAfterSale(db: Db, limit?: number): Promise<number> {
  const statuses = statusesAllowing('close_after_sale_window', 'system', true);
  return forEachClaimedOrder(
    db,
    (notSeen) => sql`
      SELECT id FROM orders
      WHERE status = ANY(${intArray(statuses)})
        AND received_at <= now() - make_interval(days => ${AFTER_SALE_WINDOW_DAYS}) AND ${notSeen}
      ORDER BY received_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    async (tx, order) => {
      const close = { action: 'close_after_sale_window', actor: 'system', by: 'after-sale-window' } as const;
      if (eventTarget(order, close) === null || order.received_at === null) return false;
      await applyOrderEvent(tx, order, close);
      return true;
    },
    limit,
  );
}
