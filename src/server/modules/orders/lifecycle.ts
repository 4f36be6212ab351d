// The one order state machine (issue #19): the only code that writes an order's status.
// A caller locks the order (`lockOrder`) inside its transaction and hands an event to
// `applyOrderEvent`, which asks the life-cycle table (domain/orders/lifecycle.ts), applies
// every effect the transition has and writes the order's event line, all in the
// caller's transaction, so a change and its effects land together or not at all.
//
// Effects take their locks in the shop's one lock order (docs/decisions.md): the order
// (already locked by the caller), its payments, SKUs in id order, goods in id order,
// coupons. What belongs to another record's own life (a payment attempt marked paid, an
// after-sale request decided, a shipment row) is written by its module before or after
// the event; the order's own consequences are written here.
import type { Locale } from '../../../domain/i18n/locale.ts';
import {
  type Actor,
  nextStatus,
  type OrderAction,
  type OrderStatus,
  type TransitionContext,
} from '../../../domain/orders/lifecycle.ts';
import { ORDER_STATUS_NAMES } from '../../../domain/orders/orders.ts';
import { goodsChanged } from '../../db/after-commit.ts';
import type { Executor } from '../../db/client.ts';
import { type AppError, conflict } from '../../errors.ts';
import { notifyRestocked } from '../stock-alerts/service.ts';
import {
  addSales,
  cancelLivePayments,
  insertOrderEvent,
  type OrderRow,
  type OrderStamp,
  releaseCoupon,
  restoreStock,
  writeOrderStatus,
} from './queries.ts';

export { lockOrder, type OrderRow } from './queries.ts';

export interface OrderEvent {
  action: OrderAction;
  actor: Actor;
  /** Who exactly, for the event line: a staff email, a provider's name, a job's name. */
  by?: string;
  /** Facts a guarded row of the table needs beyond the order itself. */
  context?: Omit<TransitionContext, 'shipped'>;
}

/** The answer to an action the life-cycle table refuses: a conflict naming the current status. */
export function statusConflict(status: number, lang: Locale): AppError {
  return conflict('order_status_conflict', { status: ORDER_STATUS_NAMES[status]?.[lang] ?? String(status) });
}

/** The status an event would lead to, or null when the table refuses it (for callers that skip instead of failing). */
export function eventTarget(order: OrderRow, event: OrderEvent): OrderStatus | null {
  return nextStatus(order.status, event.action, event.actor, {
    ...event.context,
    shipped: order.shipped_at !== null,
  });
}

/** The time stamp each action sets (first time only for receipt: a rejected request keeps the first). */
function stampOf(order: OrderRow, action: OrderAction): OrderStamp | undefined {
  switch (action) {
    case 'pay':
      return 'paid_at';
    case 'cancel':
    case 'expire':
      return 'cancelled_at';
    case 'ship':
      return 'shipped_at';
    case 'confirm_receipt':
      return order.received_at === null ? 'received_at' : undefined;
    case 'complete_exchange':
    case 'close_after_sale_window':
      return 'completed_at';
    default:
      return undefined;
  }
}

/**
 * Applies an event to a locked order: checks the table (a refusal is a 409 naming the
 * status, in `lang`), writes the status with its time stamp, applies the transition's
 * effects and the event line. Returns the new status.
 */
export async function applyOrderEvent(
  tx: Executor,
  order: OrderRow,
  event: OrderEvent,
  lang: Locale = 'zh-cn',
): Promise<OrderStatus> {
  const next = eventTarget(order, event);
  if (next === null) throw statusConflict(order.status, lang);
  switch (event.action) {
    case 'cancel':
    case 'expire':
      // An unpaid order: its live attempts end, its stock and coupon use come back.
      await cancelLivePayments(tx, order.id);
      goodsChanged(await restoreStock(tx, order.id));
      await releaseCoupon(tx, order.id);
      // Last in the lock order: SKUs back in stock mail their waiting alerts (issue #41).
      await notifyRestocked(tx, { orderId: order.id });
      break;
    case 'pay':
      goodsChanged(await addSales(tx, order.id));
      break;
    case 'refund':
      // Refunded before it left the warehouse: the goods never went, so they and the coupon come back.
      if (order.shipped_at === null) {
        goodsChanged(await restoreStock(tx, order.id));
        await releaseCoupon(tx, order.id);
        await notifyRestocked(tx, { orderId: order.id });
      }
      break;
    default:
      break;
  }
  const cancelledBy =
    event.action === 'expire' ? 'deadline' : event.action === 'cancel' ? (event.actor as string) : undefined;
  await writeOrderStatus(tx, order.id, next, stampOf(order, event.action), cancelledBy);
  await insertOrderEvent(tx, {
    orderId: order.id,
    action: event.action,
    from: order.status,
    to: next,
    actor: event.actor,
    by: event.by ?? '',
  });
  return next;
}
