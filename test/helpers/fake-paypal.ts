// A local stand-in for PayPal's REST API (OAuth2 client credentials, Orders v2, Payments v2
// refunds, verify-webhook-signature) and its approval page, keeping state in memory.
// It answers with PayPal's documented shapes and codes, honours PayPal-Request-Id (a retried
// POST gets the first 2xx answer again) and lets tests approve, decline and send webhooks.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';

export interface FakePayPalOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** expires_in of issued tokens (PayPal: about 9 hours). */
  tokenTtlSeconds?: number;
}

/** What the buyer does on the approval page; declined and pending show up at capture time. */
export type PayPalApproval = 'approve' | 'decline' | 'pending';
export type PayPalWebhookType =
  | 'PAYMENT.CAPTURE.COMPLETED'
  | 'PAYMENT.CAPTURE.DENIED'
  | 'PAYMENT.CAPTURE.REFUNDED'
  | 'CHECKOUT.ORDER.APPROVED'
  | 'CHECKOUT.ORDER.VOIDED';

interface Money {
  currency_code: string;
  value: string;
}
/** purchase_units[].amount.breakdown: PayPal checks its parts add up to the amount. */
type Breakdown = Partial<
  Record<'item_total' | 'shipping' | 'handling' | 'tax_total' | 'insurance' | 'shipping_discount' | 'discount', Money>
>;
export interface FakePayPalOrder {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  unit: {
    reference_id?: string;
    custom_id?: string;
    invoice_id?: string;
    description?: string;
    amount: Money & { breakdown?: Breakdown };
  };
  returnUrl?: string;
  cancelUrl?: string;
  approval?: PayPalApproval;
  payerId?: string;
  captureId?: string;
}
export interface FakePayPalCapture {
  id: string;
  orderId: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: Money;
}
export interface FakePayPalRefund {
  id: string;
  captureId: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED';
  amount: Money;
}
export interface LoggedPayPalRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  status: number;
}

/** location makes it a redirect (the approval page). */
type Answer = { status: number; body: unknown; location?: string };

const CURRENCIES = new Set(['USD', 'EUR', 'GBP', 'CNY', 'JPY', 'AUD', 'CAD', 'HKD', 'SGD', 'HUF', 'TWD']);
const NO_DECIMALS = new Set(['JPY', 'HUF', 'TWD']);
const VERIFY_FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
  'webhook_event',
];
const RESOURCE_TYPES: Record<PayPalWebhookType, string> = {
  'PAYMENT.CAPTURE.COMPLETED': 'capture',
  'PAYMENT.CAPTURE.DENIED': 'capture',
  'PAYMENT.CAPTURE.REFUNDED': 'refund',
  'CHECKOUT.ORDER.APPROVED': 'checkout-order',
  'CHECKOUT.ORDER.VOIDED': 'checkout-order',
};
const UNPROCESSABLE =
  'The requested action could not be performed, semantically incorrect, or failed business validation.';

export async function startFakePayPal(opts: FakePayPalOptions = {}) {
  const clientId = opts.clientId ?? 'fake-paypal-client';
  const clientSecret = opts.clientSecret ?? 'fake-paypal-secret';
  const webhookId = opts.webhookId ?? 'WH0FAKE0PAYPAL';
  const tokens = new Set<string>();
  const orders = new Map<string, FakePayPalOrder>();
  const captures = new Map<string, FakePayPalCapture>();
  const refunds: FakePayPalRefund[] = [];
  /** "<path> <PayPal-Request-Id>" -> the first successful answer. */
  const replies = new Map<string, Answer>();
  /** Transmissions this fake really sent: transmission id -> headers and parsed event. */
  const transmissions = new Map<string, { headers: Record<string, string>; event: unknown }>();
  const requests: LoggedPayPalRequest[] = [];
  const injectedFailures: number[] = [];
  let nextRefundStatus: FakePayPalRefund['status'] = 'COMPLETED';

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const answer = route(req, url, raw, body);
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body, status: answer.status });
    send(res, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function route(req: IncomingMessage, url: URL, raw: string, body: unknown): Answer {
    const { pathname } = url;
    if (req.method === 'GET' && pathname === '/checkoutnow') return approvalPage(url);
    if (req.method === 'POST' && pathname === '/v1/oauth2/token') return issueToken(req, raw);
    if (!tokens.has(bearer(req))) {
      return { status: 401, body: { error: 'invalid_token', error_description: 'Access Token not found in cache' } };
    }
    const failure = injectedFailures.shift();
    if (failure) return injected(failure);

    const requestId = req.headers['paypal-request-id'];
    const replayKey = typeof requestId === 'string' ? `${pathname} ${requestId}` : undefined;
    const earlier = replayKey && replies.get(replayKey);
    if (req.method === 'POST' && earlier) return earlier;

    const answer = dispatch(req.method ?? '', pathname, body, typeof requestId === 'string');
    if (replayKey && req.method === 'POST' && answer.status < 300) replies.set(replayKey, answer);
    return answer;
  }

  function dispatch(method: string, pathname: string, body: unknown, hasRequestId: boolean): Answer {
    const orderId = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(pathname)?.[1];
    const capturedOrderId = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(pathname)?.[1];
    const refundedCaptureId = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(pathname)?.[1];
    if (method === 'POST' && pathname === '/v2/checkout/orders') return createOrder(body, hasRequestId);
    if (method === 'GET' && orderId) {
      const order = orders.get(orderId);
      return order ? { status: 200, body: orderJson(order) } : notFound();
    }
    if (method === 'POST' && capturedOrderId) return captureOrder(capturedOrderId);
    if (method === 'POST' && refundedCaptureId) return refundCapture(refundedCaptureId, body);
    if (method === 'POST' && pathname === '/v1/notifications/verify-webhook-signature') return verify(body);
    return notFound();
  }

  function issueToken(req: IncomingMessage, raw: string): Answer {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    }
    if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
      return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } };
    }
    const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.add(accessToken);
    const expiresIn = opts.tokenTtlSeconds ?? 32_400;
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: expiresIn,
        nonce: randomUUID(),
      },
    };
  }

  function createOrder(body: unknown, hasRequestId: boolean): Answer {
    const b = (body ?? {}) as {
      intent?: string;
      purchase_units?: FakePayPalOrder['unit'][];
      payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
    };
    if (!b.intent) return invalid('/intent', 'MISSING_REQUIRED_PARAMETER');
    if (b.intent !== 'CAPTURE' && b.intent !== 'AUTHORIZE') return invalid('/intent', 'INVALID_PARAMETER_VALUE');
    const unit = b.purchase_units?.[0];
    if (!unit) return invalid('/purchase_units', 'MISSING_REQUIRED_PARAMETER');
    const amountProblem = checkMoney(unit.amount, '/purchase_units/0/amount');
    if (amountProblem) return amountProblem;
    const breakdownProblem = checkBreakdown(unit.amount);
    if (breakdownProblem) return breakdownProblem;
    // A single-step order (payment_source given) must be idempotent: PayPal insists on the header.
    if (b.payment_source && !hasRequestId) return invalid('/header/PayPal-Request-Id', 'PAYPAL_REQUEST_ID_REQUIRED');
    const context = b.payment_source?.paypal?.experience_context;
    const order: FakePayPalOrder = {
      id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
      status: b.payment_source ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      unit,
      returnUrl: context?.return_url,
      cancelUrl: context?.cancel_url,
    };
    orders.set(order.id, order);
    return { status: 201, body: orderJson(order) };
  }

  function captureOrder(orderId: string): Answer {
    const order = orders.get(orderId);
    if (!order) return notFound();
    if (order.status === 'COMPLETED') {
      return unprocessable(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status !== 'APPROVED') {
      return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    }
    if (order.approval === 'decline') {
      return unprocessable(
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank.',
      );
    }
    const capture: FakePayPalCapture = {
      id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
      orderId,
      status: order.approval === 'pending' ? 'PENDING' : 'COMPLETED',
      amount: order.unit.amount,
    };
    captures.set(capture.id, capture);
    order.captureId = capture.id;
    order.status = 'COMPLETED';
    return { status: 201, body: orderJson(order) };
  }

  function refundCapture(captureId: string, body: unknown): Answer {
    const capture = captures.get(captureId);
    if (!capture) return notFound();
    const requested = (body as { amount?: Money } | undefined)?.amount;
    if (requested) {
      const problem = checkMoney(requested, '/amount');
      if (problem) return problem;
      if (requested.currency_code !== capture.amount.currency_code) {
        return unprocessable('CURRENCY_MISMATCH', 'Currency of capture must be the same as currency of refund.');
      }
    }
    if (capture.status === 'REFUNDED')
      return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
      return unprocessable('REFUND_NOT_ALLOWED', 'Refund cannot be issued against this capture.');
    }
    const remaining = hundredths(capture.amount.value) - refundedHundredths(capture.id);
    const amount = requested ?? { ...capture.amount, value: formatHundredths(remaining, capture.amount.currency_code) };
    if (hundredths(amount.value) > remaining) {
      return unprocessable(
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      );
    }
    const refund: FakePayPalRefund = {
      id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
      captureId,
      status: nextRefundStatus,
      amount,
    };
    refunds.push(refund);
    capture.status =
      refundedHundredths(capture.id) >= hundredths(capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return {
      status: 201,
      body: {
        id: refund.id,
        status: refund.status,
        links: [{ href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' }],
      },
    };
  }

  function verify(body: unknown): Answer {
    const b = (body ?? {}) as Record<string, unknown>;
    const missing = VERIFY_FIELDS.find((field) => !b[field]);
    if (missing) return invalid(`/${missing}`, 'MISSING_REQUIRED_PARAMETER');
    const sent = transmissions.get(String(b.transmission_id));
    const genuine =
      sent !== undefined &&
      b.webhook_id === webhookId &&
      b.transmission_sig === sent.headers['paypal-transmission-sig'] &&
      b.transmission_time === sent.headers['paypal-transmission-time'] &&
      b.cert_url === sent.headers['paypal-cert-url'] &&
      b.auth_algo === sent.headers['paypal-auth-algo'] &&
      isDeepStrictEqual(b.webhook_event, sent.event);
    return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
  }

  /** The buyer on PayPal's page: approve (or cancel) and go back to the shop. */
  function approvalPage(url: URL): Answer {
    const order = orders.get(url.searchParams.get('token') ?? '');
    if (!order || order.status === 'COMPLETED' || order.status === 'VOIDED') {
      return { status: 404, body: 'This checkout session is no longer available.' };
    }
    if (url.searchParams.get('cancel') === '1') {
      return { status: 302, body: '', location: withQuery(order.cancelUrl, { token: order.id }) };
    }
    const approval = (['decline', 'pending'] as const).find((o) => url.searchParams.get(o) === '1') ?? 'approve';
    approve(order.id, approval);
    return {
      status: 302,
      body: '',
      location: withQuery(order.returnUrl, { token: order.id, PayerID: order.payerId ?? '' }),
    };
  }

  function approve(orderId: string, approval: PayPalApproval = 'approve'): void {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake PayPal: no order ${orderId}`);
    order.status = 'APPROVED';
    order.approval = approval;
    order.payerId ??= randomBytes(7).toString('hex').toUpperCase().slice(0, 13);
  }

  function orderJson(order: FakePayPalOrder) {
    const capture = order.captureId ? captures.get(order.captureId) : undefined;
    const self = `${base}/v2/checkout/orders/${order.id}`;
    const awaitingBuyer = order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED';
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      purchase_units: [
        {
          ...order.unit,
          ...(capture && { payments: { captures: [captureJson(capture)] } }),
        },
      ],
      ...(order.payerId && { payer: { payer_id: order.payerId } }),
      links: [
        { href: self, rel: 'self', method: 'GET' },
        ...(awaitingBuyer
          ? [
              {
                href: `${base}/checkoutnow?token=${order.id}`,
                rel: order.status === 'CREATED' ? 'approve' : 'payer-action',
                method: 'GET',
              },
            ]
          : []),
        ...(order.status === 'APPROVED' ? [{ href: `${self}/capture`, rel: 'capture', method: 'POST' }] : []),
      ],
    };
  }

  function captureJson(capture: FakePayPalCapture) {
    return {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      final_capture: true,
      ...(capture.status === 'PENDING' && { status_details: { reason: 'PENDING_REVIEW' } }),
      links: [{ href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' }],
    };
  }

  /** Builds a webhook as PayPal would deliver it; the state change it reports happens here. */
  function buildWebhook(event: { type: PayPalWebhookType; orderId: string }): {
    headers: Record<string, string>;
    body: string;
  } {
    const order = orders.get(event.orderId);
    if (!order) throw new Error(`fake PayPal: no order ${event.orderId}`);
    const capture = order.captureId ? captures.get(order.captureId) : undefined;
    const captureResource = () => {
      if (!capture) throw new Error(`fake PayPal: order ${order.id} has no capture for ${event.type}`);
      return {
        ...captureJson(capture),
        custom_id: order.unit.custom_id,
        invoice_id: order.unit.invoice_id,
        supplementary_data: { related_ids: { order_id: order.id } },
      };
    };
    let resource: unknown;
    switch (event.type) {
      case 'PAYMENT.CAPTURE.COMPLETED':
        if (capture?.status === 'PENDING') capture.status = 'COMPLETED';
        resource = captureResource();
        break;
      case 'PAYMENT.CAPTURE.DENIED':
        if (capture?.status === 'PENDING') capture.status = 'DECLINED';
        resource = captureResource();
        break;
      case 'PAYMENT.CAPTURE.REFUNDED': {
        const refund = refunds.findLast((r) => r.captureId === capture?.id);
        if (!refund) throw new Error(`fake PayPal: order ${order.id} has no refund`);
        resource = { id: refund.id, status: refund.status, amount: refund.amount };
        break;
      }
      case 'CHECKOUT.ORDER.VOIDED':
        order.status = 'VOIDED';
        resource = orderJson(order);
        break;
      default:
        resource = orderJson(order);
    }
    const id = `WH-${randomBytes(12).toString('hex').toUpperCase()}`;
    const payload = {
      id,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: RESOURCE_TYPES[event.type],
      resource_version: '2.0',
      event_type: event.type,
      summary: `Fake ${event.type}`,
      resource,
      links: [{ href: `${base}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' }],
    };
    const body = JSON.stringify(payload);
    const headers = {
      'content-type': 'application/json',
      'paypal-transmission-id': randomUUID(),
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': randomBytes(256).toString('base64'),
      'paypal-cert-url': `${base}/v1/notifications/certs/CERT-fake`,
      'paypal-auth-algo': 'SHA256withRSA',
    };
    transmissions.set(headers['paypal-transmission-id'], { headers, event: JSON.parse(body) });
    return { headers, body };
  }

  return {
    /** The REST base to give the adapter as apiUrl. */
    url: base,
    clientId,
    clientSecret,
    webhookId,
    /** The buyer approves without a browser (same as opening the payer-action link). */
    approve,
    /** PayPal forgets every issued token: the next API call gets 401 invalid_token. */
    expireTokens: () => tokens.clear(),
    /** The next API call (not the token call) fails with this status and PayPal's error shape. */
    failNext: (status: number) => injectedFailures.push(status),
    /** Status of refunds from now on (PayPal holds some refunds as PENDING). */
    setRefundStatus: (status: FakePayPalRefund['status']) => {
      nextRefundStatus = status;
    },
    buildWebhook,
    /** Builds a webhook and POSTs it to the shop, as PayPal's delivery would. */
    sendWebhook: (url: string, event: { type: PayPalWebhookType; orderId: string }) => {
      const { headers, body } = buildWebhook(event);
      return fetch(url, { method: 'POST', headers, body });
    },
    orders: () => [...orders.values()],
    captures: () => [...captures.values()],
    refunds: () => [...refunds],
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function refundedHundredths(captureId: string): number {
    return refunds
      .filter((r) => r.captureId === captureId && r.status !== 'FAILED')
      .reduce((sum, r) => sum + hundredths(r.amount.value), 0);
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => resolve(raw));
  });
}

function send(res: ServerResponse, answer: Answer): void {
  res.statusCode = answer.status;
  res.setHeader('paypal-debug-id', debugId());
  if (answer.location) res.setHeader('location', answer.location);
  if (typeof answer.body === 'string') return void res.end(answer.body);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(answer.body));
}

/** PayPal's amount rules: a known currency and a value with the currency's decimals. */
function checkMoney(money: Money | undefined, field: string): Answer | undefined {
  if (!money?.currency_code) return invalid(`${field}/currency_code`, 'MISSING_REQUIRED_PARAMETER');
  if (!money.value) return invalid(`${field}/value`, 'MISSING_REQUIRED_PARAMETER');
  if (!/^\d{1,10}(\.\d+)?$/.test(money.value)) return invalid(`${field}/value`, 'INVALID_PARAMETER_SYNTAX');
  if (!CURRENCIES.has(money.currency_code))
    return unprocessable('CURRENCY_NOT_SUPPORTED', 'Currency code is not supported.');
  const decimals = money.value.split('.')[1]?.length ?? 0;
  if (NO_DECIMALS.has(money.currency_code) && decimals > 0) {
    return unprocessable('DECIMALS_NOT_SUPPORTED', 'Currency does not support decimals.');
  }
  if (decimals > 2)
    return unprocessable(
      'DECIMAL_PRECISION',
      'If the currency supports decimals, only two decimal place precision is supported.',
    );
  return undefined;
}

/** Amounts as whole hundredths, enough for this fake's sums (JPY values stay exact too). */
/** As PayPal: each part is money in the amount's currency, and they add up to the amount (AMOUNT_MISMATCH). */
function checkBreakdown(amount: Money & { breakdown?: Breakdown }): Answer | undefined {
  const b = amount.breakdown;
  if (!b) return undefined;
  let sum = 0;
  for (const [name, part] of Object.entries(b) as [keyof Breakdown, Money][]) {
    const field = `/purchase_units/0/amount/breakdown/${name}`;
    const problem = checkMoney(part, field);
    if (problem) return problem;
    if (part.currency_code !== amount.currency_code)
      return unprocessable('CURRENCY_MISMATCH', `${field} currency differs.`);
    const sign = name === 'discount' || name === 'shipping_discount' ? -1 : 1;
    sum += sign * hundredths(part.value);
  }
  if (sum !== hundredths(amount.value)) {
    return unprocessable(
      'AMOUNT_MISMATCH',
      'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
    );
  }
  return undefined;
}

function hundredths(value: string): number {
  return Math.round(Number(value) * 100);
}

function formatHundredths(amount: number, currency: string): string {
  return NO_DECIMALS.has(currency) ? String(amount / 100) : (amount / 100).toFixed(2);
}

function withQuery(url: string | undefined, params: Record<string, string>): string {
  const target = new URL(url ?? 'about:blank');
  for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
  return target.toString();
}

function bearer(req: IncomingMessage): string {
  return req.headers.authorization?.replace(/^Bearer /, '') ?? '';
}

function debugId(): string {
  return randomBytes(7).toString('hex');
}

function invalid(field: string, issue: string): Answer {
  return {
    status: 400,
    body: {
      name: 'INVALID_REQUEST',
      message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
      debug_id: debugId(),
      details: [{ field, location: 'body', issue, description: `${issue} at ${field}` }],
    },
  };
}

function unprocessable(issue: string, description: string): Answer {
  return {
    status: 422,
    body: {
      name: 'UNPROCESSABLE_ENTITY',
      message: UNPROCESSABLE,
      debug_id: debugId(),
      details: [{ issue, description }],
    },
  };
}

function notFound(): Answer {
  return {
    status: 404,
    body: {
      name: 'RESOURCE_NOT_FOUND',
      message: 'The specified resource does not exist.',
      debug_id: debugId(),
      details: [
        {
          issue: 'INVALID_RESOURCE_ID',
          description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
        },
      ],
    },
  };
}

function injected(status: number): Answer {
  const names: Record<number, string> = {
    400: 'INVALID_REQUEST',
    403: 'NOT_AUTHORIZED',
    422: 'UNPROCESSABLE_ENTITY',
    429: 'RATE_LIMIT_REACHED',
    503: 'SERVICE_UNAVAILABLE',
  };
  return {
    status,
    body: {
      name: names[status] ?? 'INTERNAL_SERVER_ERROR',
      message: 'An internal server error has occurred.',
      debug_id: debugId(),
    },
  };
}
