// Every action on a request runs under two row locks, always taken in the same order:
// the order's first (it serialises everything that changes the order, the customer's
// and staff's after-sale actions included), then the request's. And the conflicts a
// refused action answers, naming the status that refuses it.
import {
  AFTER_SALE_STATUS_NAMES,
  type AfterSaleRefusal,
  type AfterSaleStatus,
} from '../../../domain/after-sales/after-sales.ts';
import { type Locale, pickText } from '../../../domain/i18n/locale.ts';
import type { Executor } from '../../db/client.ts';
import { type AppError, conflict } from '../../errors.ts';
import { statusConflict } from '../orders/lifecycle.ts';
import { lockOrderForUpdate, type OrderRow } from '../orders/service.ts';
import { type AfterSaleRow, lockAfterSale, selectAfterSale } from './queries.ts';

/**
 * Locks a request and its order. With `userId`, another customer's request is as
 * absent as an unknown one (and nothing of theirs gets locked).
 */
export async function lockRequest(
  tx: Executor,
  id: number,
  userId?: number,
): Promise<{ order: OrderRow; request: AfterSaleRow } | undefined> {
  const found = await selectAfterSale(tx, id);
  if (!found || (userId !== undefined && found.userId !== userId)) return undefined;
  const order = await lockOrderForUpdate(tx, found.orderId);
  const request = await lockAfterSale(tx, id);
  return order && request ? { order, request } : undefined;
}

export function requestStatusConflict(status: number, lang: Locale): AppError {
  return conflict('after_sale_status_conflict', {
    status: pickText(AFTER_SALE_STATUS_NAMES[status as AfterSaleStatus], lang) || String(status),
  });
}

export function refusalError(refusal: AfterSaleRefusal, lang: Locale): AppError {
  switch (refusal.key) {
    case 'after_sale_status_conflict':
      return requestStatusConflict(refusal.status, lang);
    case 'order_status_conflict':
      return statusConflict(refusal.status, lang);
    default:
      return conflict(refusal.key);
  }
}
