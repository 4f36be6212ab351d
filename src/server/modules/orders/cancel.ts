// Cancelling an unpaid order (customer, staff, or the payment deadline): the executor
// applies its effects under the order's row lock (status 60, stock and coupon use back,
// live payment attempts cancelled). A payment captured later is refunded (payments).
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Actor } from '../../../domain/orders/lifecycle.ts';
import type { Db, Executor } from '../../db/client.ts';
import { shopMetrics } from '../metrics/shop-metrics.ts';
import { applyOrderEvent } from './lifecycle.ts';
import { queueOrderCancelledMail, type ShopForMail } from './mails.ts';
import { claimExpiredUnpaidOrder, lockOrder, type OrderRow } from './queries.ts';

/** Cancels a locked, unpaid order; throws a conflict naming its status when the table forbids it. */
export async function cancelUnpaidOrder(
  tx: Executor,
  order: OrderRow,
  actor: Actor,
  lang: Locale = 'zh-cn',
  by?: string,
): Promise<void> {
  const action = actor === 'system' ? 'expire' : 'cancel';
  await applyOrderEvent(tx, order, { action, actor, by: by ?? (actor === 'system' ? 'payment-deadline' : '') }, lang);
}

/**
 * The payment-deadline job: cancels unpaid orders whose deadline passed, one order
 * per transaction (so stock rows are never locked across orders), the customer told
 * by mail when the shop is given. `SKIP LOCKED` lets
 * several instances share the work; an order being paid right now (locked) is left
 * for the next run; checking the status under the lock makes reruns no-ops.
 */
export async function cancelExpiredOrders(db: Db, limit = 500, mailShop?: ShopForMail): Promise<number> {
  let cancelled = 0;
  while (cancelled < limit) {
    const done = await db.transaction(async (tx) => {
      const id = await claimExpiredUnpaidOrder(tx);
      if (id === undefined) return 'none';
      const order = await lockOrder(tx, id);
      if (!order) return 'gone';
      await cancelUnpaidOrder(tx, order, 'system');
      if (mailShop) await queueOrderCancelledMail(tx, order.id, mailShop, 'deadline');
      return 'cancelled';
    });
    if (done === 'none') break;
    if (done === 'cancelled') shopMetrics.ordersCancelled.inc({ by: 'deadline' });
    cancelled++;
  }
  return cancelled;
}
