// Cancelling an unpaid order (customer, staff, or the payment deadline): one place
// for its effects, under the order's row lock: status 60, stock and coupon use back,
// live payment attempts cancelled. A payment captured later is refunded (payments).
import { sql } from 'drizzle-orm';
import { type Actor, nextStatus } from '../../../domain/order-lifecycle.ts';
import { ORDER_STATUS_NAMES } from '../../../domain/orders.ts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import { shopMetrics } from '../metrics/shop-metrics.ts';
import { queueOrderCancelledMail, type ShopForMail } from './mails.ts';
import { lockOrder, type OrderRow, releaseCoupon, restoreStock, setOrderStatus } from './queries.ts';

/** Cancels a locked, unpaid order; throws a conflict naming its status when the table forbids it. */
export async function cancelUnpaidOrder(
  tx: Executor,
  order: OrderRow,
  actor: Actor,
  lang: 'zh-cn' | 'en' = 'zh-cn',
): Promise<void> {
  const action = actor === 'system' ? 'expire' : 'cancel';
  const next = nextStatus(order.status, action, actor);
  if (next === null) {
    throw conflict('order_status_conflict', {
      status: ORDER_STATUS_NAMES[order.status]?.[lang] ?? String(order.status),
    });
  }
  // The shop's lock order (docs/decisions.md): order, payments, SKUs, goods, coupons.
  await tx.execute(sql`UPDATE payments SET status = 3, updated_at = now() WHERE order_id = ${order.id} AND status = 1`);
  await restoreStock(tx, order.id);
  await releaseCoupon(tx, order.id);
  await setOrderStatus(tx, order.id, next, 'cancelled_at', actor === 'system' ? 'deadline' : actor);
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
      const { rows } = await tx.execute<{ id: number }>(sql`
        SELECT id FROM orders WHERE status = 1 AND pay_deadline <= now()
        ORDER BY pay_deadline LIMIT 1 FOR UPDATE SKIP LOCKED`);
      const id = rows[0]?.id;
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
