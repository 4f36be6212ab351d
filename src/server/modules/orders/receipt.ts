// Confirming receipt (customer, or the system 15 days after shipping), under the
// order's row lock: the life-cycle table decides, received_at is stamped once (an
// order that comes back from a rejected after-sale request keeps its first receipt,
// so its after-sale window is not extended).
import type { Locale } from '../../../domain/locale.ts';
import { type Actor, nextStatus } from '../../../domain/order-lifecycle.ts';
import { ORDER_STATUS_NAMES } from '../../../domain/orders.ts';
import type { Executor } from '../../db/client.ts';
import { type AppError, conflict } from '../../errors.ts';
import { type OrderRow, setOrderStatus } from './queries.ts';

/** The answer to an action the life-cycle table refuses: a conflict naming the current status. */
export function statusConflict(status: number, lang: Locale): AppError {
  return conflict('order_status_conflict', { status: ORDER_STATUS_NAMES[status]?.[lang] ?? String(status) });
}

/** Moves a locked order to "received"; throws a conflict naming its status when the table forbids it. */
export async function confirmReceipt(tx: Executor, order: OrderRow, actor: Actor, lang: Locale = 'zh-cn') {
  const next = nextStatus(order.status, 'confirm_receipt', actor, { shipped: order.shipped_at !== null });
  if (next === null) throw statusConflict(order.status, lang);
  await setOrderStatus(tx, order.id, next, order.received_at === null ? 'received_at' : undefined);
}
