// Refunding a request through the provider of the order's payment, in two steps.
// 1. Inside the decision's transaction (order and request locked): the refund row is
//    created once per request and linked to it; racing or retried calls find it. Only
//    the call that created it, or that reclaims a failed (or long-unanswered) one, sends.
// 2. After commit: the payments service sends it (the provider's idempotency key comes
//    from the refund row) and records the answer; then, under the locks again, a refund
//    that succeeded or is pending at the provider moves the order to "refunded" (the
//    life-cycle table decides), completes the request, gives stock and coupon back when
//    nothing had shipped, and queues the mail. A failed one leaves the request in
//    progress and answers why, so staff can try again.

import { AFTER_SALE_STATUS } from '../../../domain/after-sales/after-sales.ts';
import { ApiCode } from '../../../domain/api/codes.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, conflict } from '../../errors.ts';
import { applyOrderEvent } from '../orders/lifecycle.ts';
import type { OrderRow } from '../orders/service.ts';
import { type PaymentsService, recordRefund } from '../payments/service.ts';
import { lockRequest } from './locks.ts';
import { type MailSource, mailContext, queueRefundMail } from './mail.ts';
import {
  type AfterSaleRow,
  claimRefundResend,
  selectPaidPayment,
  selectRefundStates,
  updateAfterSale,
} from './queries.ts';

export interface RefundPlan {
  requestId: number;
  refundId: number;
  /** Whether this call sends it to the provider (exactly one call does). */
  send: boolean;
}

export interface RefundDeps {
  db: Db;
  payments: Pick<PaymentsService, 'runRefund'>;
  mail: MailSource;
}

/** Step 1, under the order's and the request's locks. */
export async function planRefund(tx: Executor, order: OrderRow, r: AfterSaleRow): Promise<RefundPlan> {
  if (r.refundId !== null) {
    return { requestId: r.id, refundId: r.refundId, send: await claimRefundResend(tx, r.refundId) };
  }
  const payment = await selectPaidPayment(tx, order.id);
  if (!payment) throw conflict('after_sale_no_payment');
  const amount = Math.min(r.refundAmount, payment.refundable);
  if (amount <= 0) throw conflict('after_sale_nothing_to_refund');
  const refundId = await recordRefund(tx, {
    paymentId: payment.id,
    orderId: order.id,
    amount,
    currency: payment.currency,
    reason: 'after_sale',
  });
  await updateAfterSale(tx, r.id, { refundId, refundAmount: amount });
  return { requestId: r.id, refundId, send: true };
}

/** Step 2, after the plan's transaction committed. Throws when the provider refused or failed. */
export async function settleRefund(
  deps: RefundDeps,
  plan: RefundPlan,
  staffEmail: string,
  lang: Locale,
): Promise<void> {
  if (plan.send) await deps.payments.runRefund(plan.refundId);
  const mail = await mailContext(deps.mail);
  const failure = await deps.db.transaction(async (tx) => {
    const locked = await lockRequest(tx, plan.requestId);
    if (!locked || locked.request.status !== AFTER_SALE_STATUS.inProgress) return null; // settled meanwhile
    const { order, request } = locked;
    const refund = (await selectRefundStates(tx, [plan.refundId])).get(plan.refundId);
    if (!refund) throw new Error(`refund ${plan.refundId} of after-sale ${request.id} is missing`);
    if (refund.status === 'failed') return refund.failure ?? 'unknown';
    // Still on its way to the provider (another call is sending it): that call settles.
    if (refund.status === 'pending' && refund.providerRef === null) return null;
    await applyOrderEvent(tx, order, { action: 'refund', actor: 'staff', by: staffEmail }, lang);
    await updateAfterSale(tx, request.id, { status: AFTER_SALE_STATUS.completed, completedAt: new Date() });
    await queueRefundMail(tx, request, mail, { amount: refund.amount, pending: refund.status === 'pending' });
    return null;
  });
  if (failure !== null) throw new AppError(ApiCode.unavailable, 'after_sale_refund_failed', { reason: failure });
}
