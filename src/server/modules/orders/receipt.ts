// Confirming receipt (customer, or the system 15 days after shipping), under the
// order's row lock: the executor checks the table and stamps received_at once (an
// order that comes back from a rejected after-sale request keeps its first receipt,
// so its after-sale window is not extended).
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Actor } from '../../../domain/orders/lifecycle.ts';
import type { Executor } from '../../db/client.ts';
import { applyOrderEvent } from './lifecycle.ts';
import type { OrderRow } from './queries.ts';

/** Moves a locked order to "received"; throws a conflict naming its status when the table forbids it. */
export async function confirmReceipt(tx: Executor, order: OrderRow, actor: Actor, lang: Locale = 'zh-cn') {
  await applyOrderEvent(
    tx,
    order,
    { action: 'confirm_receipt', actor, by: actor === 'system' ? 'auto-receipt' : '' },
    lang,
  );
}
