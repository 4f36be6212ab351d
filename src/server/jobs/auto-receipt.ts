// Receipt confirmed by the system AUTO_RECEIPT_DAYS after shipping (PRODUCT: 20 -> 30,
// and 42/52 on a shipped order going on where it was). An order already received once
// (back from a rejected after-sale request) waits for its after-sale window instead.
import { AUTO_RECEIPT_DAYS } from '../../domain/orders/timings.ts';
import type { Db } from '../db/client.ts';
import { claimUnreceivedOrder } from '../modules/orders/queries.ts';
import { confirmReceipt } from '../modules/orders/receipt.ts';
import { forEachClaimedOrder, statusesAllowing } from './claim-orders.ts';

export function confirmOverdueReceipts(db: Db, limit?: number): Promise<number> {
  const statuses = statusesAllowing('confirm_receipt', 'system', true);
  return forEachClaimedOrder(
    db,
    (tx, seen) => claimUnreceivedOrder(tx, statuses, AUTO_RECEIPT_DAYS, seen),
    async (tx, order) => {
      const due = order.shipped_at !== null && order.received_at === null && statuses.includes(order.status);
      if (due) await confirmReceipt(tx, order, 'system');
      return due;
    },
    limit,
  );
}
