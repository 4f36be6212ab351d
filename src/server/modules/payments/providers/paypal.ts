// PayPal Checkout through the Orders v2 REST API: create an order, send the buyer to
// PayPal to approve it, capture it, refund the capture. Webhooks are checked by PayPal's
// own verify-webhook-signature call. Amounts cross this edge as decimal strings.

import { z } from 'zod';
import type { Locale } from '../../../../domain/i18n/locale.ts';
import {
  type CaptureOutcome,
  type ChargeParts,
  type PaymentProvider,
  type RefundOutcome,
  type WebhookEvent,
  type WebhookRequest,
  WebhookVerificationError,
} from '../provider.ts';
import { ProviderApiError, providerFetch } from './http.ts';

/** PayPal's page language for each shop language. */
const PAYPAL_LOCALE: Record<Locale, string> = { 'zh-cn': 'zh-CN', en: 'en-US' };

export interface PayPalOptions {
  /** REST base, e.g. https://api-m.paypal.com (no trailing slash). */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The webhook's id in the PayPal app, part of every signature check. */
  webhookId: string;
  fetch?: typeof fetch;
}

/** Tokens live about 9 hours; renew a minute early so none expires in flight. */
const TOKEN_MARGIN_MS = 60_000;
/** PayPal's currencies without a minor unit; every other one it takes has two decimals. */
const ZERO_DECIMAL = new Set(['JPY', 'HUF', 'TWD']);
/** Capture errors meaning the buyer has not (fully) approved yet: ask again later. */
const AWAITING_BUYER = new Set(['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED']);
/** Capture errors meaning this attempt cannot be paid: the buyer must start over. */
const DECLINED = new Set([
  'INSTRUMENT_DECLINED',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
]);
const TRANSMISSION_HEADERS = [
  'paypal-transmission-id',
  'paypal-transmission-time',
  'paypal-transmission-sig',
  'paypal-cert-url',
  'paypal-auth-algo',
] as const;

const Money = z.object({ currency_code: z.string(), value: z.string() });
const Capture = z.object({ id: z.string(), status: z.string(), amount: Money });
const Order = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).default([]),
  purchase_units: z
    .array(z.object({ payments: z.object({ captures: z.array(Capture).default([]) }).optional() }))
    .default([]),
});
const Refund = z.object({
  id: z.string(),
  status: z.string(),
  status_details: z.object({ reason: z.string() }).optional(),
});
const Token = z.object({ access_token: z.string(), expires_in: z.number() });
const Verification = z.object({ verification_status: z.string() });
const ErrorBody = z.object({
  name: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
  // The OAuth endpoints answer in RFC 6749's shape instead.
  error: z.string().optional(),
  error_description: z.string().optional(),
});
const EventBody = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.looseObject({
    id: z.string().optional(),
    amount: Money.optional(),
    supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }) }).optional(),
  }),
});

export function createPayPalProvider(opts: PayPalOptions): PaymentProvider {
  const fetchImpl = opts.fetch ?? fetch;
  let token: { value: string; renewAt: number } | undefined;
  let tokenRequest: Promise<string> | undefined;

  const send = (label: string, url: string, init: RequestInit) => providerFetch(fetchImpl, 'PayPal', label, url, init);

  async function failure(label: string, res: Response): Promise<ProviderApiError> {
    const body = ErrorBody.safeParse(await res.json().catch(() => null));
    const e = body.success ? body.data : {};
    const issue = e.details?.[0]?.issue;
    const what = [e.name ?? e.error, issue, e.error_description].filter(Boolean).join(' ');
    const debug = e.debug_id ? ` (debug_id ${e.debug_id})` : '';
    return new ProviderApiError(`PayPal ${label} failed: ${res.status} ${what}${debug}`.trim(), res.status, issue);
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64');
    const res = await send('authentication', `${opts.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw await failure('authentication', res);
    const t = Token.parse(await res.json());
    token = { value: t.access_token, renewAt: Date.now() + t.expires_in * 1000 - TOKEN_MARGIN_MS };
    return t.access_token;
  }

  /** The cached token, or one fresh request shared by every concurrent caller. */
  function accessToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return Promise.resolve(token.value);
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = undefined;
    });
    return tokenRequest;
  }

  async function api<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    extra: { body?: unknown; requestId?: string } = {},
  ): Promise<T> {
    const label = `${method} ${path}`;
    const attempt = async () =>
      send(label, `${opts.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          ...(extra.requestId ? { 'paypal-request-id': extra.requestId } : {}),
        },
        body: extra.body === undefined ? undefined : JSON.stringify(extra.body),
      });
    let res = await attempt();
    if (res.status === 401) {
      // A token revoked or expired early: PayPal did nothing, so one retry with a new token is safe.
      token = undefined;
      res = await attempt();
    }
    if (!res.ok) throw await failure(label, res);
    const parsed = schema.safeParse(await res.json());
    if (!parsed.success) throw new Error(`PayPal ${label} returned an unexpected body`, { cause: parsed.error });
    return parsed.data;
  }

  const getOrder = (orderId: string) => api(Order, 'GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);

  async function capture(orderId: string, paymentId: number): Promise<CaptureOutcome> {
    try {
      const order = await api(Order, 'POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
        requestId: `pay-${paymentId}-capture`,
      });
      return outcomeOf(order);
    } catch (err) {
      if (!(err instanceof ProviderApiError) || !err.detail) throw err;
      if (AWAITING_BUYER.has(err.detail)) return { status: 'pending' };
      if (err.detail === 'ORDER_ALREADY_CAPTURED') return outcomeOf(await getOrder(orderId));
      if (DECLINED.has(err.detail)) return { status: 'failed', reason: `PayPal declined the payment (${err.detail})` };
      throw err;
    }
  }

  return {
    name: 'paypal',

    async start(input) {
      const order = await api(Order, 'POST', '/v2/checkout/orders', {
        requestId: `pay-${input.paymentId}-create`,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: String(input.paymentId),
              custom_id: String(input.paymentId),
              invoice_id: input.orderNo,
              description: input.description.slice(0, 127),
              amount: {
                currency_code: input.currency,
                value: toPayPalValue(input.amount, input.currency),
                ...(input.breakdown ? { breakdown: paypalBreakdown(input.breakdown, input.currency) } : {}),
              },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                locale: PAYPAL_LOCALE[input.locale],
              },
            },
          },
        },
      });
      const link = order.links.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!link) throw new Error(`PayPal order ${order.id} came back without an approval link`);
      return { providerRef: order.id, redirectUrl: link.href };
    },

    async complete(orderId, paymentId) {
      let order: z.infer<typeof Order>;
      try {
        order = await getOrder(orderId);
      } catch (err) {
        // Unapproved orders disappear after a while; PayPal then knows nothing of them.
        if (err instanceof ProviderApiError && err.status === 404) {
          return { status: 'failed', reason: `PayPal order ${orderId} no longer exists` };
        }
        throw err;
      }
      // Capture only an approved order: polling then never POSTs in vain, and an early
      // error can never be replayed to us later under the same PayPal-Request-Id.
      return order.status === 'APPROVED' ? capture(orderId, paymentId) : outcomeOf(order);
    },

    async refund(input): Promise<RefundOutcome> {
      try {
        const refund = await api(
          Refund,
          'POST',
          `/v2/payments/captures/${encodeURIComponent(input.captureRef)}/refund`,
          {
            requestId: `refund-${input.refundId}`,
            body: { amount: { currency_code: input.currency, value: toPayPalValue(input.amount, input.currency) } },
          },
        );
        if (refund.status === 'COMPLETED') return { status: 'succeeded', refundRef: refund.id };
        if (refund.status === 'PENDING') return { status: 'pending', refundRef: refund.id };
        return { status: 'failed', refundRef: refund.id, reason: refund.status_details?.reason ?? refund.status };
      } catch (err) {
        // 422 is a business refusal (amount exceeded, fully refunded, too old): final, not transient.
        if (err instanceof ProviderApiError && err.status === 422) return { status: 'failed', reason: err.message };
        throw err;
      }
    },

    async verifyWebhook(req: WebhookRequest): Promise<WebhookEvent> {
      const [id, time, sig, certUrl, algo] = TRANSMISSION_HEADERS.map((name) => headerValue(req.headers, name));
      if (!id || !time || !sig || !certUrl || !algo) {
        throw new WebhookVerificationError('PayPal webhook without its transmission headers');
      }
      let payload: unknown;
      try {
        payload = JSON.parse(req.rawBody);
      } catch {
        throw new WebhookVerificationError('PayPal webhook body is not JSON');
      }
      const verification = await api(Verification, 'POST', '/v1/notifications/verify-webhook-signature', {
        body: {
          auth_algo: algo,
          cert_url: certUrl,
          transmission_id: id,
          transmission_sig: sig,
          transmission_time: time,
          webhook_id: opts.webhookId,
          webhook_event: payload,
        },
      }).catch((err) => {
        // PayPal refusing the headers themselves is a forgery too; other failures are ours to retry.
        if (err instanceof ProviderApiError && (err.status === 400 || err.status === 422)) {
          throw new WebhookVerificationError(err.message);
        }
        throw err;
      });
      if (verification.verification_status !== 'SUCCESS') {
        throw new WebhookVerificationError(`PayPal webhook signature ${verification.verification_status}`);
      }
      const event = EventBody.safeParse(payload);
      if (!event.success) throw new WebhookVerificationError('PayPal webhook event has an unexpected shape');
      return eventOf(event.data, payload);
    },
  };
}

function outcomeOf(order: z.infer<typeof Order>): CaptureOutcome {
  const capture = order.purchase_units[0]?.payments?.captures[0];
  if (!capture) {
    return order.status === 'VOIDED' ? { status: 'failed', reason: 'PayPal order was voided' } : { status: 'pending' };
  }
  switch (capture.status) {
    // Refunds later on do not undo the fact that this attempt was paid.
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED':
    case 'REFUNDED':
      return {
        status: 'paid',
        captureRef: capture.id,
        amount: fromPayPalValue(capture.amount.value, capture.amount.currency_code),
        currency: capture.amount.currency_code,
      };
    case 'PENDING':
      return { status: 'pending' };
    default:
      return { status: 'failed', reason: `PayPal capture ${capture.status}` };
  }
}

function eventOf(event: z.infer<typeof EventBody>, payload: unknown): WebhookEvent {
  const { resource } = event;
  const base = { eventId: event.id, type: event.event_type, payload };
  const orderOfCapture = resource.supplementary_data?.related_ids.order_id;
  const money = resource.amount && {
    amount: fromPayPalValue(resource.amount.value, resource.amount.currency_code),
    currency: resource.amount.currency_code,
  };
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
      return { ...base, kind: 'paid', providerRef: orderOfCapture, captureRef: resource.id, ...money };
    case 'PAYMENT.CAPTURE.DENIED':
      return { ...base, kind: 'failed', providerRef: orderOfCapture, captureRef: resource.id, ...money };
    case 'CHECKOUT.ORDER.APPROVED':
      return { ...base, kind: 'other', providerRef: resource.id };
    case 'CHECKOUT.ORDER.VOIDED':
      return { ...base, kind: 'failed', providerRef: resource.id };
    default:
      return { ...base, kind: 'other' };
  }
}

function headerValue(headers: WebhookRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function decimalsOf(currency: string): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

/** 12345 USD -> "123.45"; 1200 JPY -> "1200". */
function toPayPalValue(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`Amount ${minor} is not a count of minor units`);
  const decimals = decimalsOf(currency);
  if (decimals === 0) return String(minor);
  const digits = String(minor).padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** "123.45" USD -> 12345; "1200" JPY -> 1200. */
function fromPayPalValue(value: string, currency: string): number {
  const decimals = decimalsOf(currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match || (match[2] ?? '').length > decimals) {
    throw new Error(`PayPal sent an amount "${value}" that is not valid for ${currency}`);
  }
  return Number(match[1] + (match[2] ?? '').padEnd(decimals, '0'));
}

/**
 * The purchase unit's breakdown (issue #40): PayPal shows taxes as tax_total and checks
 * that item_total + tax_total + shipping + handling - discount equals the amount; duties
 * travel as handling (PayPal has no field of their own).
 */
function paypalBreakdown(parts: ChargeParts, currency: string) {
  const money = (minor: number) => ({ currency_code: currency, value: toPayPalValue(minor, currency) });
  return {
    item_total: money(parts.items),
    shipping: money(parts.shipping),
    tax_total: money(parts.taxes),
    ...(parts.duties > 0 ? { handling: money(parts.duties) } : {}),
    ...(parts.discount > 0 ? { discount: money(parts.discount) } : {}),
  };
}
