// Receipt confirmed by the system AUTO_RECEIPT_DAYS after shipping (PRODUCT: 20 -> 30,
// and 42/52 on a shipped order going on where it was). An order already received once
// (back from a rejected after-sale request) waits for its after-sale window instead.
import { sql } from 'drizzle-orm';
import { AUTO_RECEIPT_DAYS } from '../../domain/order-timings.ts';
import type { Db } from '../db/client.ts';
import { intArray } from '../db/sql-arrays.ts';
import { confirmReceipt } from '../modules/orders/receipt.ts';
import { forEachClaimedOrder, statusesAllowing } from './claim-orders.ts';

export function confirmOverdueReceipts(db: Db, limit?: number): Promise<number> {
  const statuses = statusesAllowing('confirm_receipt', 'system', true);
  return forEachClaimedOrder(
    db,
    (notSeen) => sql`
      SELECT id FROM orders
      WHERE status = ANY(${intArray(statuses)}) AND received_at IS NULL
        AND shipped_at <= now() - make_interval(days => ${AUTO_RECEIPT_DAYS}) AND ${notSeen}
      ORDER BY shipped_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    async (tx, order) => {
      const due = order.shipped_at !== null && order.received_at === null && statuses.includes(order.status);
      if (due) await confirmReceipt(tx, order, 'system');
      return due;
    },
    limit,
  );
}
