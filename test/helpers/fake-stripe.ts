// A local stand-in for Stripe's REST API (Checkout Sessions, refunds) and its hosted
// Checkout page, keeping state in memory. Like Stripe it takes form-encoded bodies with
// Bearer auth, answers {error: {type, code, message, param}}, replays a repeated
// Idempotency-Key (and refuses one reused with other parameters), and signs webhooks
// with the endpoint secret.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
}

/** What happens on the Checkout page: paid at once, a delayed method still processing, or one that failed. */
export type StripeCheckoutOutcome = 'paid' | 'pending' | 'decline';
export type StripeWebhookType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

export interface FakeStripeSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  locale: string | null;
  payment_intent: string | null;
  productName: string;
  /** Every line item as received (issue #40: taxes and duties as their own lines). */
  lineItems: { name: string; unitAmount: number; quantity: number }[];
  paymentIntentMetadata: Record<string, string>;
  created: number;
}
export interface FakeStripePaymentIntent {
  id: string;
  status: 'processing' | 'succeeded' | 'requires_payment_method';
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  last_payment_error: { code: string; message: string } | null;
}
export interface FakeStripeRefund {
  id: string;
  payment_intent: string;
  amount: number;
  currency: string;
  status: 'succeeded' | 'pending' | 'requires_action' | 'failed' | 'canceled';
  metadata: Record<string, string>;
}
export interface LoggedStripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form body as Stripe's flat parameter names, e.g. line_items[0][price_data][currency]. */
  params: Record<string, string>;
  status: number;
}

/** location makes it a redirect (the Checkout page). */
type Answer = { status: number; body: unknown; location?: string; replayed?: boolean };

const INTENT_STATUS = {
  paid: 'succeeded',
  pending: 'processing',
  decline: 'requires_payment_method',
} as const satisfies Record<StripeCheckoutOutcome, FakeStripePaymentIntent['status']>;
const LOCALES = new Set(['auto', 'zh', 'zh-HK', 'zh-TW', 'en', 'en-GB', 'ja', 'fr', 'de', 'es']);
const API_VERSION = /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/;

export async function startFakeStripe(opts: FakeStripeOptions = {}) {
  const secretKey = opts.secretKey ?? 'sk_test_fake_stripe_key_0000';
  const webhookSecret = opts.webhookSecret ?? 'whsec_fake_stripe_secret';
  const sessions = new Map<string, FakeStripeSession>();
  const intents = new Map<string, FakeStripePaymentIntent>();
  const refunds: FakeStripeRefund[] = [];
  /** Idempotency-Key -> the request it was first used with and Stripe's answer to it. */
  const replies = new Map<string, { request: string; answer: Answer }>();
  const requests: LoggedStripeRequest[] = [];
  const injectedFailures: number[] = [];
  let nextRefundStatus: FakeStripeRefund['status'] = 'succeeded';

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const raw = await readBody(req);
    const params = Object.fromEntries(new URLSearchParams(raw));
    const answer = route(req, url, raw, params);
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      headers: req.headers,
      params,
      status: answer.status,
    });
    send(res, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function route(req: IncomingMessage, url: URL, raw: string, params: Record<string, string>): Answer {
    const method = req.method ?? '';
    const page = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && page) return checkoutPage(page[1], url.searchParams);
    const authProblem = checkAuth(req.headers.authorization);
    if (authProblem) return authProblem;
    const version = req.headers['stripe-version'];
    if (typeof version === 'string' && !API_VERSION.test(version)) {
      return stripeError(400, { type: 'invalid_request_error', message: `Invalid Stripe API version: ${version}` });
    }
    if (method === 'POST' && raw && !req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return stripeError(400, {
        type: 'invalid_request_error',
        message: 'Invalid request (check that your POST content type is application/x-www-form-urlencoded).',
      });
    }
    const failure = injectedFailures.shift();
    if (failure) return injected(failure);

    const key = req.headers['idempotency-key'];
    if (method !== 'POST' || typeof key !== 'string') return dispatch(method, url, params);
    const request = `${method} ${url.pathname} ${raw}`;
    const earlier = replies.get(key);
    if (earlier && earlier.request !== request) {
      return stripeError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    if (earlier) return { ...earlier.answer, replayed: true };
    const answer = dispatch(method, url, params);
    // Like Stripe: a request refused before it ran (validation, auth) saves no result.
    if (answer.status < 300) replies.set(key, { request, answer });
    return answer;
  }

  function dispatch(method: string, url: URL, params: Record<string, string>): Answer {
    const sessionId = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)?.[1];
    const expiredSessionId = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname)?.[1];
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') return createSession(params);
    if (method === 'GET' && sessionId) {
      const session = sessions.get(sessionId);
      if (!session) return noSuch('checkout.session', sessionId);
      return {
        status: 200,
        body: sessionJson(session, url.searchParams.getAll('expand[]').includes('payment_intent')),
      };
    }
    if (method === 'POST' && expiredSessionId) {
      const session = sessions.get(expiredSessionId);
      if (!session) return noSuch('checkout.session', expiredSessionId);
      if (session.status !== 'open') {
        return stripeError(400, {
          type: 'invalid_request_error',
          message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
        });
      }
      session.status = 'expired';
      return { status: 200, body: sessionJson(session, false) };
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') return createRefund(params);
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${url.pathname}).`,
    });
  }

  function createSession(p: Record<string, string>): Answer {
    const required = [
      'mode',
      'line_items[0][price_data][currency]',
      'line_items[0][price_data][unit_amount]',
      'line_items[0][price_data][product_data][name]',
      'line_items[0][quantity]',
      'success_url',
    ];
    const missing = required.find((name) => !p[name]);
    if (missing) return paramError(missing, 'parameter_missing', `Missing required param: ${missing}.`);
    if (p.mode !== 'payment') return paramError('mode', 'parameter_invalid_string', `Invalid mode: ${p.mode}`);
    const currency = p['line_items[0][price_data][currency]'];
    if (!/^[a-z]{3}$/.test(currency)) {
      return paramError('line_items[0][price_data][currency]', 'invalid_currency', `Invalid currency: ${currency}.`);
    }
    const lineItems: FakeStripeSession['lineItems'] = [];
    for (let i = 0; p[`line_items[${i}][quantity]`] !== undefined; i++) {
      const at = (field: string) => `line_items[${i}]${field}`;
      for (const name of [at('[price_data][unit_amount]'), at('[quantity]')]) {
        if (!/^\d+$/.test(p[name] ?? ''))
          return paramError(name, 'parameter_invalid_integer', `Invalid integer: ${p[name]}`);
      }
      if (!p[at('[price_data][product_data][name]')]) {
        return paramError(at('[price_data][product_data][name]'), 'parameter_missing', 'Missing required param.');
      }
      // Stripe refuses a session whose line items are in different currencies.
      if (p[at('[price_data][currency]')] !== currency) {
        return paramError(
          at('[price_data][currency]'),
          'parameter_invalid_string',
          'Line items must share a currency.',
        );
      }
      lineItems.push({
        name: p[at('[price_data][product_data][name]')] ?? '',
        unitAmount: Number(p[at('[price_data][unit_amount]')]),
        quantity: Number(p[at('[quantity]')]),
      });
    }
    if (p.locale && !LOCALES.has(p.locale))
      return paramError('locale', 'parameter_invalid_string', `Invalid locale: ${p.locale}`);
    const session: FakeStripeSession = {
      id: `cs_test_${randomBytes(24).toString('base64url')}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: lineItems.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0),
      currency,
      client_reference_id: p.client_reference_id ?? null,
      metadata: nested(p, 'metadata'),
      success_url: p.success_url,
      cancel_url: p.cancel_url ?? null,
      locale: p.locale ?? null,
      payment_intent: null,
      productName: p['line_items[0][price_data][product_data][name]'],
      lineItems,
      paymentIntentMetadata: nested(p, 'payment_intent_data[metadata]'),
      created: Math.floor(Date.now() / 1000),
    };
    sessions.set(session.id, session);
    return { status: 200, body: sessionJson(session, false) };
  }

  function createRefund(p: Record<string, string>): Answer {
    if (!p.payment_intent && !p.charge) {
      return paramError(
        'payment_intent',
        'parameter_missing',
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    }
    const intent = intents.get(p.payment_intent);
    if (!intent) return noSuch('payment_intent', p.payment_intent, 'payment_intent');
    if (p.amount !== undefined && !/^[1-9]\d*$/.test(p.amount)) {
      return paramError('amount', 'parameter_invalid_integer', `Invalid positive integer: ${p.amount}`);
    }
    if (intent.status !== 'succeeded') {
      return paramError(
        'payment_intent',
        'payment_intent_unexpected_state',
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      );
    }
    const remaining =
      intent.amount -
      refunds
        .filter((r) => r.payment_intent === intent.id && r.status !== 'failed' && r.status !== 'canceled')
        .reduce((sum, r) => sum + r.amount, 0);
    if (remaining === 0)
      return paramError(
        'payment_intent',
        'charge_already_refunded',
        `Charge for ${intent.id} has already been refunded.`,
      );
    const amount = p.amount === undefined ? remaining : Number(p.amount);
    if (amount > remaining) {
      return paramError(
        'amount',
        'amount_too_large',
        `Refund amount (${amount} ${intent.currency}) is greater than unrefunded amount on charge (${remaining} ${intent.currency})`,
      );
    }
    const refund: FakeStripeRefund = {
      id: `re_${randomBytes(12).toString('base64url')}`,
      payment_intent: intent.id,
      amount,
      currency: intent.currency,
      status: nextRefundStatus,
      metadata: nested(p, 'metadata'),
    };
    refunds.push(refund);
    return { status: 200, body: { object: 'refund', created: Math.floor(Date.now() / 1000), reason: null, ...refund } };
  }

  /** The buyer on Stripe's Checkout page: pay (or go back) and return to the shop. */
  function checkoutPage(sessionId: string, query: URLSearchParams): Answer {
    const session = sessions.get(sessionId);
    if (session?.status !== 'open') return { status: 404, body: 'This Checkout Session is no longer active.' };
    if (query.get('cancel') === '1') return { status: 302, body: '', location: session.cancel_url ?? base };
    pay(session.id, (['decline', 'pending'] as const).find((o) => query.get(o) === '1') ?? 'paid');
    return { status: 302, body: '', location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
  }

  function pay(sessionId: string, outcome: StripeCheckoutOutcome = 'paid'): void {
    const session = sessions.get(sessionId);
    if (session?.status !== 'open') throw new Error(`fake Stripe: no open session ${sessionId}`);
    const intent: FakeStripePaymentIntent = {
      id: `pi_${randomBytes(12).toString('base64url')}`,
      status: INTENT_STATUS[outcome],
      amount: session.amount_total,
      currency: session.currency,
      metadata: session.paymentIntentMetadata,
      last_payment_error: null,
    };
    if (outcome === 'decline') failIntent(intent);
    intents.set(intent.id, intent);
    session.status = 'complete';
    session.payment_status = outcome === 'paid' ? 'paid' : 'unpaid';
    session.payment_intent = intent.id;
  }

  function failIntent(intent: FakeStripePaymentIntent): void {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      code: 'payment_method_provider_decline',
      message: 'The payment was declined by the bank.',
    };
  }

  function expireSession(sessionId: string): void {
    const session = sessions.get(sessionId);
    if (session?.status !== 'open') throw new Error(`fake Stripe: no open session ${sessionId}`);
    session.status = 'expired';
  }

  function sessionJson(s: FakeStripeSession, expandIntent: boolean) {
    const intent = s.payment_intent ? intents.get(s.payment_intent) : undefined;
    return {
      id: s.id,
      object: 'checkout.session',
      amount_subtotal: s.amount_total,
      amount_total: s.amount_total,
      cancel_url: s.cancel_url,
      client_reference_id: s.client_reference_id,
      created: s.created,
      currency: s.currency,
      expires_at: s.created + 24 * 3600,
      livemode: false,
      locale: s.locale,
      metadata: s.metadata,
      mode: 'payment',
      payment_intent: expandIntent && intent ? { object: 'payment_intent', ...intent } : s.payment_intent,
      payment_status: s.payment_status,
      status: s.status,
      success_url: s.success_url,
      url: s.status === 'open' ? `${base}/c/pay/${s.id}` : null,
    };
  }

  /** Builds a webhook as Stripe would deliver it; the state change it reports happens here. */
  function buildWebhook(event: { type: StripeWebhookType; sessionId: string }): {
    headers: Record<string, string>;
    body: string;
  } {
    const session = sessions.get(event.sessionId);
    if (!session) throw new Error(`fake Stripe: no session ${event.sessionId}`);
    const intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
    if (event.type === 'checkout.session.async_payment_succeeded' && intent?.status === 'processing') {
      intent.status = 'succeeded';
      session.payment_status = 'paid';
    }
    if (event.type === 'checkout.session.async_payment_failed' && intent?.status === 'processing') failIntent(intent);
    if (event.type === 'checkout.session.expired' && session.status === 'open') session.status = 'expired';
    const body = JSON.stringify({
      id: `evt_${randomBytes(12).toString('base64url')}`,
      object: 'event',
      api_version: '2025-09-30.clover',
      created: Math.floor(Date.now() / 1000),
      data: { object: sessionJson(session, false) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: event.type,
    });
    return { headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': sign(body) }, body };
  }

  /** The Stripe-Signature header for this body, signed now or at the given unix time. */
  function sign(body: string, timestamp = Math.floor(Date.now() / 1000)): string {
    const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  function checkAuth(authorization: string | undefined): Answer | undefined {
    const given = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
    if (!given) {
      return stripeError(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    }
    if (given !== secretKey) {
      const masked = `${given.slice(0, 8)}${'*'.repeat(Math.max(given.length - 12, 0))}${given.slice(-4)}`;
      return stripeError(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${masked}` });
    }
    return undefined;
  }

  return {
    /** The REST base to give the adapter as apiUrl (the Checkout page lives here too). */
    url: base,
    secretKey,
    webhookSecret,
    /** The buyer pays without a browser (same as opening the session's url). */
    pay,
    /** Ends an open session as Stripe does after 24 hours. */
    expireSession,
    /** The next API call fails with this status and Stripe's error shape. */
    failNext: (status: number) => injectedFailures.push(status),
    /** Status of refunds from now on. */
    setRefundStatus: (status: FakeStripeRefund['status']) => {
      nextRefundStatus = status;
    },
    buildWebhook,
    sign,
    /** Builds a webhook and POSTs it to the shop, as Stripe's delivery would. */
    sendWebhook: (url: string, event: { type: StripeWebhookType; sessionId: string }) => {
      const { headers, body } = buildWebhook(event);
      return fetch(url, { method: 'POST', headers, body });
    },
    sessions: () => [...sessions.values()],
    paymentIntents: () => [...intents.values()],
    refunds: () => [...refunds],
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Stripe's nested form keys one level down: metadata[order_no]=X -> { order_no: X }. */
function nested(params: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const m = key.startsWith(`${prefix}[`) && /^\[([^\]]+)\]$/.exec(key.slice(prefix.length));
    if (m) out[m[1]] = value;
  }
  return out;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function send(res: ServerResponse, answer: Answer): void {
  res.statusCode = answer.status;
  res.setHeader('request-id', `req_${randomBytes(7).toString('base64url')}`);
  if (answer.replayed) res.setHeader('idempotent-replayed', 'true');
  if (answer.location) res.setHeader('location', answer.location);
  if (typeof answer.body === 'string') return void res.end(answer.body);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(answer.body));
}

function stripeError(status: number, error: { type: string; code?: string; message: string; param?: string }): Answer {
  const docs = error.code ? { doc_url: `https://stripe.com/docs/error-codes/${error.code.replaceAll('_', '-')}` } : {};
  return { status, body: { error: { ...error, ...docs } } };
}

function paramError(param: string, code: string, message: string): Answer {
  return stripeError(400, { type: 'invalid_request_error', code, param, message });
}

function noSuch(kind: string, id: string, param?: string): Answer {
  return stripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
}

function injected(status: number): Answer {
  if (status >= 500) return stripeError(status, { type: 'api_error', message: 'An unknown error occurred' });
  if (status === 429)
    return stripeError(status, { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests.' });
  return stripeError(status, { type: 'invalid_request_error', message: 'The request was refused.' });
}
