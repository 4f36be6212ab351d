// Stripe Checkout: a hosted Checkout Session per attempt, read back on return, refunds
// against its PaymentIntent, and webhooks signed with the endpoint secret (Stripe-Signature).
// Stripe already counts in minor units (JPY is zero-decimal there too), so amounts pass as they are.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Locale } from '../../../../domain/i18n/locale.ts';
import {
  type CaptureOutcome,
  type PaymentProvider,
  type RefundOutcome,
  type StartPaymentInput,
  type WebhookEvent,
  type WebhookRequest,
  WebhookVerificationError,
} from '../provider.ts';
import { ProviderApiError, providerFetch } from './http.ts';

/** Checkout's page language for each shop language. */
const STRIPE_LOCALE: Record<Locale, string> = { 'zh-cn': 'zh', en: 'en' };

export interface StripeOptions {
  /** REST base, e.g. https://api.stripe.com (no trailing slash). */
  apiUrl: string;
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_...). */
  webhookSecret: string;
  fetch?: typeof fetch;
}

/** Pinned so the account's default version can change without changing these shapes. */
export const STRIPE_API_VERSION = '2025-09-30.clover';
/** Stripe's own libraries refuse signatures older than five minutes (replays). */
const SIGNATURE_TOLERANCE_S = 300;

const PaymentIntent = z.object({
  id: z.string(),
  status: z.string(),
  last_payment_error: z.object({ message: z.string().optional() }).nullish(),
});
const Session = z.object({
  id: z.string(),
  url: z.string().nullish(),
  status: z.string().nullable(),
  payment_status: z.string(),
  amount_total: z.number().nullable(),
  currency: z.string().nullable(),
  payment_intent: z.union([z.string(), PaymentIntent]).nullable(),
});
const Refund = z.object({ id: z.string(), status: z.string().nullable(), failure_reason: z.string().nullish() });
const ErrorBody = z.object({
  error: z.object({ type: z.string(), code: z.string().optional(), message: z.string().optional() }),
});
const EventBody = z.object({ id: z.string(), type: z.string(), data: z.object({ object: z.unknown() }) });

export function createStripeProvider(opts: StripeOptions): PaymentProvider {
  const fetchImpl = opts.fetch ?? fetch;

  async function api<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    extra: { form?: Record<string, string>; idempotencyKey?: string } = {},
  ): Promise<T> {
    const label = `${method} ${path}`;
    const res = await providerFetch(fetchImpl, 'Stripe', label, `${opts.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${opts.secretKey}`,
        'stripe-version': STRIPE_API_VERSION,
        ...(extra.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(extra.idempotencyKey ? { 'idempotency-key': extra.idempotencyKey } : {}),
      },
      body: extra.form && new URLSearchParams(extra.form).toString(),
    });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const e = ErrorBody.safeParse(body);
      const detail = e.success ? [e.data.error.type, e.data.error.code, e.data.error.message].filter(Boolean) : [];
      const requestId = res.headers.get('request-id');
      const message = `Stripe ${label} failed: ${res.status} ${detail.join(' ')}${requestId ? ` (${requestId})` : ''}`;
      throw new ProviderApiError(message.trim(), res.status, e.data?.error.type);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`Stripe ${label} returned an unexpected body`, { cause: parsed.error });
    return parsed.data;
  }

  return {
    name: 'stripe',

    async start(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
        throw new Error(`Amount ${input.amount} is not a count of minor units`);
      }
      const paymentId = String(input.paymentId);
      const session = await api(Session, 'POST', '/v1/checkout/sessions', {
        idempotencyKey: `pay-${paymentId}-session`,
        form: {
          mode: 'payment',
          ...lineItems(input),
          success_url: withSessionId(input.returnUrl),
          cancel_url: input.cancelUrl,
          client_reference_id: paymentId,
          'metadata[payment_id]': paymentId,
          'metadata[order_no]': input.orderNo,
          'payment_intent_data[metadata][payment_id]': paymentId,
          locale: STRIPE_LOCALE[input.locale],
        },
      });
      if (!session.url) throw new Error(`Stripe Checkout Session ${session.id} came back without a url`);
      return { providerRef: session.id, redirectUrl: session.url };
    },

    async complete(sessionId) {
      const path = `/v1/checkout/sessions/${encodeURIComponent(sessionId)}?expand[]=payment_intent`;
      return outcomeOf(await api(Session, 'GET', path));
    },

    async refund(input): Promise<RefundOutcome> {
      try {
        const refund = await api(Refund, 'POST', '/v1/refunds', {
          idempotencyKey: `refund-${input.refundId}`,
          form: {
            payment_intent: input.captureRef,
            amount: String(input.amount),
            'metadata[refund_id]': String(input.refundId),
          },
        });
        if (refund.status === 'succeeded') return { status: 'succeeded', refundRef: refund.id };
        if (refund.status === 'pending' || refund.status === 'requires_action') {
          return { status: 'pending', refundRef: refund.id };
        }
        return { status: 'failed', refundRef: refund.id, reason: refund.failure_reason ?? refund.status ?? 'unknown' };
      } catch (err) {
        // A refused refund (already refunded, amount too large) is final; auth, rate and server errors are not.
        if (err instanceof ProviderApiError && err.status === 400 && err.detail === 'invalid_request_error') {
          return { status: 'failed', reason: err.message };
        }
        throw err;
      }
    },

    async verifyWebhook(req: WebhookRequest): Promise<WebhookEvent> {
      verifySignature(req, opts.webhookSecret);
      let payload: unknown;
      try {
        payload = JSON.parse(req.rawBody);
      } catch {
        throw new WebhookVerificationError('Stripe webhook body is not JSON');
      }
      const event = EventBody.safeParse(payload);
      if (!event.success) throw new WebhookVerificationError('Stripe webhook event has an unexpected shape');
      return eventOf(event.data, payload);
    },
  };
}

/** Lets the return page name the session: Stripe fills in {CHECKOUT_SESSION_ID} itself. */
function withSessionId(returnUrl: string): string {
  const [url, fragment] = returnUrl.split('#', 2);
  const joined = `${url}${url.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}

function outcomeOf(session: z.infer<typeof Session>): CaptureOutcome {
  const intent = session.payment_intent;
  if (session.payment_status === 'paid' && intent && session.amount_total !== null && session.currency) {
    return {
      status: 'paid',
      captureRef: typeof intent === 'string' ? intent : intent.id,
      amount: session.amount_total,
      currency: session.currency.toUpperCase(),
    };
  }
  if (session.status === 'expired') return { status: 'failed', reason: 'Stripe Checkout Session expired' };
  // A completed session with a delayed method (bank debit) whose payment then failed.
  if (session.status === 'complete' && typeof intent === 'object' && intent) {
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
      return { status: 'failed', reason: intent.last_payment_error?.message ?? `Stripe payment ${intent.status}` };
    }
  }
  return { status: 'pending' };
}

function eventOf(event: z.infer<typeof EventBody>, payload: unknown): WebhookEvent {
  const base = { eventId: event.id, type: event.type, payload };
  if (!event.type.startsWith('checkout.session.')) return { ...base, kind: 'other' };
  const session = Session.safeParse(event.data.object);
  if (!session.success) throw new WebhookVerificationError('Stripe webhook session has an unexpected shape');
  const s = session.data;
  const about = { ...base, providerRef: s.id };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const outcome = outcomeOf(s);
      return outcome.status === 'paid' ? { ...about, kind: 'paid', ...outcome } : { ...about, kind: 'other' };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { ...about, kind: 'failed' };
    default:
      return { ...about, kind: 'other' };
  }
}

/** Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">[,v1=...]. */
function verifySignature(req: WebhookRequest, secret: string): void {
  const raw = req.headers['stripe-signature'];
  const header = Array.isArray(raw) ? raw[0] : raw;
  if (!header) throw new WebhookVerificationError('Stripe webhook without a Stripe-Signature header');
  const pairs = header.split(',').map((part) => part.trim().split('=', 2) as [string, string?]);
  const timestamp = pairs.find(([k]) => k === 't')?.[1];
  const signatures = pairs.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v as string);
  if (!timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) {
    throw new WebhookVerificationError('Stripe-Signature header is malformed');
  }
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_S) {
    throw new WebhookVerificationError('Stripe webhook timestamp is outside the tolerance');
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${req.rawBody}`).digest();
  const matches = signatures.some((sig) => {
    const given = Buffer.from(sig, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('Stripe webhook signature does not match');
}

/**
 * The session's line items: one for the whole amount, or (issue #40) the goods and
 * shipping, the tax and the duties each as its own line. A tax rate object would make
 * Stripe compute the tax again with its own rounding; the shop's amounts are sent as
 * they are, so the session's total is exactly the order's.
 */
function lineItems(input: StartPaymentInput): Record<string, string> {
  const b = input.breakdown;
  const lines = b
    ? [
        { name: b.goodsLabel, amount: input.amount - b.taxes - b.duties },
        { name: b.taxLabel, amount: b.taxes },
        { name: b.dutiesLabel, amount: b.duties },
      ].filter((l) => l.amount > 0)
    : [{ name: input.description, amount: input.amount }];
  const form: Record<string, string> = {};
  lines.forEach((l, i) => {
    form[`line_items[${i}][price_data][currency]`] = input.currency.toLowerCase();
    form[`line_items[${i}][price_data][unit_amount]`] = String(l.amount);
    form[`line_items[${i}][price_data][product_data][name]`] = l.name;
    form[`line_items[${i}][quantity]`] = '1';
  });
  return form;
}
