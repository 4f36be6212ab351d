// Payments: starting an attempt with a provider, learning its outcome (buyer's
// return, polling, webhooks, the demo page), and the order's move to "pending
// shipment". Every outcome goes through `applyOutcome`, under the payment's and the
// order's row locks, so a webhook delivered five times pays once; money captured for
// an order that was cancelled meanwhile is refunded automatically and logged.
import type { FastifyBaseLogger } from 'fastify';
import { ApiCode } from '../../../domain/api/codes.ts';
import { chargeBreakdown } from '../../../domain/checkout/landed-cost.ts';
import { type Locale, localizePath, pickText } from '../../../domain/i18n/locale.ts';
import { ORDER_STATUS, PAY_STATUS } from '../../../domain/orders/lifecycle.ts';
import { ORDER_STATUS_NAMES, type PayStatusView, type StartedPaymentView } from '../../../domain/orders/orders.ts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { apiMessage } from '../../i18n/api-messages.ts';
import { shopMetrics } from '../metrics/shop-metrics.ts';
import { applyOrderEvent, eventTarget } from '../orders/lifecycle.ts';
import { queueOrderPaidMail } from '../orders/mails.ts';
import type { OrderRow } from '../orders/service.ts';
import { findCustomerOrder, findOrder, lockOrderForUpdate } from '../orders/service.ts';
import type { SettingsService } from '../settings/service.ts';
import type { ChargeParts, WebhookEvent } from './provider.ts';
import {
  cancelOtherAttempts,
  claimPurchaseTracking,
  insertRefund,
  insertStaffNotice,
  markPaymentFailed,
  markPaymentPaid,
  type PaymentRow,
  recordEvent,
  selectOrderPayments,
  selectPayment,
  selectPaymentByRef,
  selectRefund,
  setPaymentStarted,
  setRefundOutcome,
  upsertPendingPayment,
} from './queries.ts';
import type { ProviderRegistry } from './registry.ts';

/** The order's charge in parts for the gateway (issue #40), when it has taxes or duties to show as lines. */
function chargeParts(order: OrderRow, locale: Locale): ChargeParts | undefined {
  if (order.taxes === 0 && order.duties === 0) return undefined;
  const parts = chargeBreakdown({
    itemsTotal: order.items_total,
    shippingFee: order.shipping_fee,
    discount: order.discount,
    taxes: order.taxes,
    duties: order.duties,
    taxesIncluded: order.taxes_included,
    total: order.total,
  });
  const rule = order.landed_cost;
  return {
    ...parts,
    taxLabel: rule
      ? apiMessage(locale, 'pay_tax_line', { name: pickText(rule.taxName, locale), rate: rule.taxRate })
      : apiMessage(locale, 'pay_duties_line'),
    dutiesLabel: apiMessage(locale, 'pay_duties_line'),
    goodsLabel: apiMessage(locale, 'pay_goods_line', { no: order.order_no }),
  };
}

export interface PaymentsOptions {
  publicUrl: string;
  settings: SettingsService;
  logger?: FastifyBaseLogger;
}

/** What a provider told us about an attempt. */
export type Outcome =
  | { kind: 'paid'; captureRef: string; amount?: number; currency?: string }
  | { kind: 'failed'; reason: string };

/** The payment attempts of these orders, oldest first (the customer's and the staff's order views). */
export function paymentsOfOrders(db: Executor, orderIds: readonly number[]): Promise<PaymentRow[]> {
  return selectOrderPayments(db, orderIds);
}

/**
 * Records a refund of a captured payment inside the caller's transaction (under the
 * order's lock); `runRefund` sends it to the provider once that transaction committed.
 */
export function recordRefund(
  tx: Executor,
  r: { paymentId: number; orderId: number; amount: number; currency: string; reason: string },
): Promise<number> {
  return insertRefund(tx, r);
}

export function createPaymentsService(db: Db, registry: ProviderRegistry, opts: PaymentsOptions) {
  const log = opts.logger;

  function pageUrl(path: string, locale: Locale, query: Record<string, string | number>): string {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return `${opts.publicUrl}${localizePath(path, locale)}?${qs}`;
  }

  /** Read before a transaction starts: inside one, a settings read would take a second connection. */
  async function shopMail() {
    return { title: (await opts.settings.get()).seo_title, origin: opts.publicUrl };
  }
  type ShopMail = Awaited<ReturnType<typeof shopMail>>;

  /**
   * Applies an outcome once. Returns the refund to run when the money arrived for an
   * order that can no longer take it (cancelled, or already paid by another attempt),
   * and the outcome to count once the transaction committed (none when it changed nothing).
   */
  async function applyOutcome(
    tx: Executor,
    provider: string,
    providerRef: string,
    outcome: Outcome,
    shop: ShopMail,
  ): Promise<{ refundId?: number; counted?: 'succeeded' | 'failed' }> {
    const found = await selectPaymentByRef(tx, provider, providerRef);
    if (!found) {
      log?.warn({ provider, providerRef }, 'payment outcome for an unknown attempt');
      return { refundId: undefined };
    }
    // The shop's lock order (docs/decisions.md): the order, then its payments, then stock rows.
    const order = await lockOrderForUpdate(tx, found.order_id);
    const payment = await selectPaymentByRef(tx, provider, providerRef, true);
    if (!order || !payment) return { refundId: undefined };
    if (outcome.kind === 'failed') {
      await markPaymentFailed(tx, payment.id, outcome.reason);
      return { refundId: undefined, counted: payment.status === PAY_STATUS.pending ? 'failed' : undefined };
    }
    if (payment.status === PAY_STATUS.paid) return { refundId: undefined };
    await markPaymentPaid(tx, payment.id, outcome.captureRef);
    const amountOk =
      (outcome.amount === undefined || outcome.amount === payment.amount) &&
      (outcome.currency === undefined || outcome.currency.toUpperCase() === payment.currency);
    const pay = { action: 'pay', actor: 'provider', by: provider } as const;
    if (eventTarget(order, pay) !== null && amountOk) {
      await cancelOtherAttempts(tx, order.id, payment.id);
      await applyOrderEvent(tx, order, pay);
      await queueOrderPaidMail(tx, order.id, shop);
      return { refundId: undefined, counted: 'succeeded' };
    }
    // Late capture (the order was cancelled or paid already) or a wrong amount: give it back.
    const reason = amountOk ? 'late_capture' : 'amount_mismatch';
    const refundId = await insertRefund(tx, {
      paymentId: payment.id,
      orderId: order.id,
      amount: outcome.amount ?? payment.amount,
      currency: payment.currency,
      reason,
    });
    await insertStaffNotice(tx, {
      kind: reason,
      orderId: order.id,
      message: `Payment ${payment.id} (${provider}) was captured while order ${order.order_no} was in status ${order.status}; refund ${refundId} started automatically.`,
      data: { paymentId: payment.id, refundId, orderStatus: order.status, amount: outcome.amount ?? payment.amount },
    });
    log?.warn(
      { orderId: order.id, paymentId: payment.id, refundId, reason },
      'captured payment refunded automatically',
    );
    return { refundId, counted: 'succeeded' };
  }

  /** Sends a refund to the provider of the original payment; the outcome is kept on the refund row. */
  async function runRefund(refundId: number): Promise<void> {
    const r = await selectRefund(db, refundId);
    if (!r || r.status === 'succeeded') return;
    const provider = await registry.get(r.provider);
    try {
      if (!provider || !r.capture_ref) throw new Error(`provider ${r.provider} unavailable or no capture`);
      const out = await provider.refund({
        refundId: r.id,
        captureRef: r.capture_ref,
        amount: r.amount,
        currency: r.currency,
      });
      await setRefundOutcome(db, r.id, { status: out.status, providerRef: out.refundRef, failure: out.reason });
      if (out.status === 'failed') throw new Error(out.reason ?? 'refund failed');
      shopMetrics.refunds.inc({ outcome: out.status });
    } catch (err) {
      shopMetrics.refunds.inc({ outcome: 'failed' });
      const message = err instanceof Error ? err.message : String(err);
      await setRefundOutcome(db, r.id, { status: 'failed', failure: message });
      await insertStaffNotice(db, {
        kind: 'refund_failed',
        orderId: r.order_id,
        message: `Refund ${r.id} failed: ${message}`,
      });
      log?.error({ refundId: r.id, err: message }, 'refund failed');
    }
  }

  async function apply(provider: string, providerRef: string, outcome: Outcome): Promise<void> {
    const shop = await shopMail();
    const { refundId, counted } = await db.transaction((tx) => applyOutcome(tx, provider, providerRef, outcome, shop));
    if (counted) shopMetrics.payments.inc({ provider, outcome: counted });
    if (refundId !== undefined) await runRefund(refundId);
  }

  return {
    async methods() {
      return [...(await registry.available()).keys()];
    },

    async start(userId: number, orderId: number, providerName: string, locale: Locale): Promise<StartedPaymentView> {
      const provider = await registry.get(providerName);
      if (!provider) throw badRequest('pay_provider_unavailable');
      const order = await findCustomerOrder(db, userId, orderId);
      if (!order) throw notFound();
      if (order.status !== ORDER_STATUS.pendingPayment) {
        throw conflict('order_status_conflict', { status: ORDER_STATUS_NAMES[order.status]?.[locale] ?? order.status });
      }
      if (new Date(order.pay_deadline) <= new Date()) throw conflict('pay_deadline_passed');
      const payment = await upsertPendingPayment(db, {
        orderId: order.id,
        provider: provider.name,
        amount: order.total,
        currency: order.currency,
      });
      if (payment.redirect_url) {
        return { payment_id: payment.id, provider: payment.provider, redirect_url: payment.redirect_url };
      }
      let started: Awaited<ReturnType<typeof provider.start>>;
      try {
        started = await provider.start({
          paymentId: payment.id,
          orderNo: order.order_no,
          amount: order.total,
          currency: order.currency,
          description: apiMessage(locale, 'pay_order_description', { no: order.order_no }),
          returnUrl: pageUrl('/order/pay', locale, { order_id: order.id, payment_id: payment.id, return: 1 }),
          cancelUrl: pageUrl('/result/fail', locale, { order_id: order.id, payment_id: payment.id }),
          locale,
          breakdown: chargeParts(order, locale),
        });
      } catch (err) {
        log?.error({ err, paymentId: payment.id, provider: provider.name }, 'starting a payment failed');
        throw new AppError(ApiCode.unavailable, 'pay_start_failed');
      }
      if (await setPaymentStarted(db, payment.id, started.providerRef, started.redirectUrl)) {
        return { payment_id: payment.id, provider: provider.name, redirect_url: started.redirectUrl };
      }
      // A concurrent start for the same attempt won: hand out its link (the only live one).
      const winner = await selectPayment(db, payment.id);
      if (winner?.status === PAY_STATUS.pending && winner.redirect_url) {
        return { payment_id: winner.id, provider: winner.provider, redirect_url: winner.redirect_url };
      }
      throw conflict(); // the attempt ended meanwhile (paid or failed): the caller reloads the order
    },

    /** SPEC: GET /pay/PayStatus/{id}. A pending attempt asks its provider first (PayPal captures here). */
    async status(userId: number, paymentId: number): Promise<PayStatusView> {
      let payment = await selectPayment(db, paymentId);
      const order = payment && (await findCustomerOrder(db, userId, payment.order_id));
      if (!payment || !order) throw notFound();
      if (payment.status === PAY_STATUS.pending && payment.provider_ref) {
        const provider = await registry.get(payment.provider);
        const outcome =
          provider &&
          (await provider.complete(payment.provider_ref, payment.id).catch((err) => {
            log?.warn({ err, paymentId }, 'asking the provider for a payment status failed');
            return { status: 'pending' as const };
          }));
        if (outcome?.status === 'paid') {
          await apply(payment.provider, payment.provider_ref, {
            kind: 'paid',
            captureRef: outcome.captureRef,
            amount: outcome.amount,
            currency: outcome.currency,
          });
        } else if (outcome?.status === 'failed') {
          await apply(payment.provider, payment.provider_ref, { kind: 'failed', reason: outcome.reason });
        }
        payment = (await selectPayment(db, paymentId)) ?? payment;
      }
      const fresh = (await findCustomerOrder(db, userId, payment.order_id)) ?? order;
      return {
        payment_id: payment.id,
        order_id: fresh.id,
        order_no: fresh.order_no,
        status: payment.status,
        order_status: fresh.status,
        provider: payment.provider,
      };
    },

    /** A verified webhook: recorded once; its outcome applied in the same transaction. */
    async webhook(provider: string, event: WebhookEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
      let outcome: Outcome | undefined;
      if (event.kind === 'paid' && event.captureRef) {
        outcome = { kind: 'paid', captureRef: event.captureRef, amount: event.amount, currency: event.currency };
      } else if (event.kind === 'failed') {
        outcome = { kind: 'failed', reason: event.type };
      }
      const shop = await shopMail();
      const result = await db.transaction(async (tx) => {
        const fresh = await recordEvent(tx, {
          provider,
          eventId: event.eventId,
          type: event.type,
          payload: event.payload,
        });
        if (!fresh) return { state: 'duplicate' as const };
        if (!outcome || !event.providerRef) return { state: 'ignored' as const };
        return { state: 'applied' as const, ...(await applyOutcome(tx, provider, event.providerRef, outcome, shop)) };
      });
      if (result.state === 'applied' && result.counted) shopMetrics.payments.inc({ provider, outcome: result.counted });
      if (result.state === 'applied' && result.refundId !== undefined) await runRefund(result.refundId);
      // An approval (PayPal CHECKOUT.ORDER.APPROVED) without a capture yet: capture now.
      if (result.state === 'ignored' && event.kind === 'other' && event.providerRef) {
        const payment = await selectPaymentByRef(db, provider, event.providerRef);
        const p = await registry.get(provider);
        if (payment && p && payment.status === PAY_STATUS.pending) {
          const out = await p.complete(event.providerRef, payment.id);
          if (out.status === 'paid') {
            await apply(provider, event.providerRef, {
              kind: 'paid',
              captureRef: out.captureRef,
              amount: out.amount,
              currency: out.currency,
            });
          }
        }
      }
      return result.state;
    },

    /** The demo gateway's Pay and Fail buttons: the same path as a provider's webhook. */
    async demoDecision(
      token: string,
      decision: 'pay' | 'fail',
    ): Promise<{ orderId: number; paymentId: number } | undefined> {
      const payment = await selectPaymentByRef(db, 'demo', token);
      if (!payment) return undefined;
      await this.webhook('demo', {
        eventId: `${token}:${decision}`,
        kind: decision === 'pay' ? 'paid' : 'failed',
        type: decision === 'pay' ? 'demo.paid' : 'demo.failed',
        providerRef: token,
        captureRef: `${token}_capture`,
        amount: payment.amount,
        currency: payment.currency,
        payload: { decision },
      });
      return { orderId: payment.order_id, paymentId: payment.id };
    },

    /** What the demo gateway's page shows for an attempt. */
    async demoCheckout(token: string) {
      const payment = await selectPaymentByRef(db, 'demo', token);
      if (!payment) return undefined;
      const order = await findOrder(db, payment.order_id);
      return {
        paymentId: payment.id,
        orderId: payment.order_id,
        orderNo: order?.order_no ?? '',
        amount: payment.amount,
        currency: payment.currency,
        open: payment.status === PAY_STATUS.pending,
      };
    },

    /** True the first time for a paid order: the storefront fires `purchase` only then. */
    claimPurchase(userId: number, orderId: number) {
      return claimPurchaseTracking(db, orderId, userId);
    },

    pageUrl,
    runRefund,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
