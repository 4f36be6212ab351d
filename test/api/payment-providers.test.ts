// The PayPal and Stripe adapters against local fakes of their REST APIs: tokens, amounts in
// minor units, approval and capture, retries that create nothing new at the gateway, refunds,
// webhook verification and mapping, and gateway errors turned into clear thrown errors.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PaymentProvider,
  type StartPaymentInput,
  WebhookVerificationError,
} from '../../src/server/modules/payments/provider.ts';
import { createPayPalProvider } from '../../src/server/modules/payments/providers/paypal.ts';
import { createStripeProvider, STRIPE_API_VERSION } from '../../src/server/modules/payments/providers/stripe.ts';
import { startFakePayPal } from '../helpers/fake-paypal.ts';
import { startFakeStripe } from '../helpers/fake-stripe.ts';

let lastPaymentId = 0;
/** A payment attempt with a fresh record id (USD 123.45 unless told otherwise). */
function attempt(overrides: Partial<StartPaymentInput> = {}): StartPaymentInput {
  const paymentId = ++lastPaymentId;
  return {
    paymentId,
    orderNo: `20261122${String(paymentId).padStart(4, '0')}`,
    amount: 12345,
    currency: 'USD',
    description: `Order 20261122${String(paymentId).padStart(4, '0')}`,
    returnUrl: `https://shop.example/pay/return?payment=${paymentId}`,
    cancelUrl: 'https://shop.example/result/fail',
    locale: 'en',
    ...overrides,
  };
}

/** The buyer opens the gateway's page; it sends them back to the shop. */
async function visit(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

/** Starts, lets the buyer approve on the gateway's page and completes: the gateway's refs. */
async function payThrough(provider: PaymentProvider, input: StartPaymentInput) {
  const { providerRef, redirectUrl } = await provider.start(input);
  await visit(redirectUrl);
  const outcome = await provider.complete(providerRef, input.paymentId);
  if (outcome.status !== 'paid') throw new Error(`expected paid, got ${outcome.status}`);
  return { providerRef, captureRef: outcome.captureRef };
}

/** Stands in for the shop's webhook route: verifies and answers with the event (or 400). */
async function startWebhookReceiver(provider: PaymentProvider) {
  const server = createServer(async (req, res) => {
    let rawBody = '';
    for await (const chunk of req) rawBody += chunk;
    try {
      res.end(JSON.stringify(await provider.verifyWebhook({ headers: req.headers, rawBody })));
    } catch (err) {
      res.statusCode = err instanceof WebhookVerificationError ? 400 : 500;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local address nothing listens on. */
async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('PayPal adapter', () => {
  let fake: Awaited<ReturnType<typeof startFakePayPal>>;
  let paypal: PaymentProvider;
  const connect = (extra: Partial<Parameters<typeof createPayPalProvider>[0]> = {}) =>
    createPayPalProvider({
      apiUrl: fake.url,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      webhookId: fake.webhookId,
      ...extra,
    });
  const logged = (path: string) => fake.requests.filter((r) => r.path === path);
  const paid = async (input: StartPaymentInput) => {
    const { providerRef, captureRef } = await payThrough(paypal, input);
    return { orderId: providerRef, captureRef };
  };

  beforeAll(async () => {
    fake = await startFakePayPal();
    paypal = connect();
  });
  afterAll(() => fake?.close());

  it('asks for one token and reuses it until shortly before it expires', async () => {
    const fresh = connect();
    const before = logged('/v1/oauth2/token').length;
    await Promise.all([fresh.start(attempt()), fresh.start(attempt())]);
    await fresh.start(attempt());
    expect(logged('/v1/oauth2/token').length - before).toBe(1);

    const shortLived = await startFakePayPal({ tokenTtlSeconds: 30 });
    const renewing = createPayPalProvider({
      apiUrl: shortLived.url,
      clientId: shortLived.clientId,
      clientSecret: shortLived.clientSecret,
      webhookId: shortLived.webhookId,
    });
    await renewing.start(attempt());
    await renewing.start(attempt());
    expect(shortLived.requests.filter((r) => r.path === '/v1/oauth2/token')).toHaveLength(2);
    await shortLived.close();
  });

  it('gets a new token once when PayPal answers 401, then repeats the call', async () => {
    await paypal.start(attempt());
    const before = logged('/v1/oauth2/token').length;
    fake.expireTokens();
    const started = await paypal.start(attempt());
    expect(logged('/v1/oauth2/token').length - before).toBe(1);
    const creates = logged('/v2/checkout/orders').slice(-2);
    expect(creates.map((r) => r.status)).toEqual([401, 201]);
    expect(fake.orders().filter((o) => o.id === started.providerRef)).toHaveLength(1);
  });

  it('creates an order in decimal units, sends the buyer to approve it and captures it as paid', async () => {
    const input = attempt({ amount: 12345, currency: 'USD', locale: 'zh-cn' });
    const started = await paypal.start(input);
    const create = logged('/v2/checkout/orders').at(-1);
    expect(create?.headers['paypal-request-id']).toBe(`pay-${input.paymentId}-create`);
    expect(create?.headers.authorization).toMatch(/^Bearer /);
    expect(create?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: String(input.paymentId),
          custom_id: String(input.paymentId),
          invoice_id: input.orderNo,
          amount: { currency_code: 'USD', value: '123.45' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            user_action: 'PAY_NOW',
            locale: 'zh-CN',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });
    expect(started.redirectUrl).toBe(`${fake.url}/checkoutnow?token=${started.providerRef}`);

    const back = await visit(started.redirectUrl);
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/pay/return');
    expect(back.searchParams.get('payment')).toBe(String(input.paymentId));
    expect(back.searchParams.get('token')).toBe(started.providerRef);
    expect(back.searchParams.get('PayerID')).toMatch(/^\w+$/);

    const outcome = await paypal.complete(started.providerRef, input.paymentId);
    const capture = fake.captures().find((c) => c.orderId === started.providerRef);
    expect(outcome).toEqual({ status: 'paid', captureRef: capture?.id, amount: 12345, currency: 'USD' });
    const captureCall = logged(`/v2/checkout/orders/${started.providerRef}/capture`).at(-1);
    expect(captureCall?.headers['paypal-request-id']).toBe(`pay-${input.paymentId}-capture`);
  });

  it('sends JPY without decimals and reads them back as minor units', async () => {
    const input = attempt({ amount: 1200, currency: 'JPY' });
    const { orderId } = await paid(input);
    expect(fake.orders().find((o) => o.id === orderId)?.unit.amount).toEqual({ currency_code: 'JPY', value: '1200' });
    expect(await paypal.complete(orderId, input.paymentId)).toMatchObject({ amount: 1200, currency: 'JPY' });
  });

  it('reports pending before the buyer approves, without trying to capture', async () => {
    const input = attempt();
    const started = await paypal.start(input);
    expect(await paypal.complete(started.providerRef, input.paymentId)).toEqual({ status: 'pending' });
    expect(logged(`/v2/checkout/orders/${started.providerRef}/capture`)).toHaveLength(0);
  });

  it('creates nothing new when start, complete or refund is retried for the same record', async () => {
    const input = attempt();
    const first = await paypal.start(input);
    const again = await paypal.start(input);
    expect(again).toEqual(first);
    expect(fake.orders().filter((o) => o.unit.custom_id === String(input.paymentId))).toHaveLength(1);

    await visit(first.redirectUrl);
    const captured = await paypal.complete(first.providerRef, input.paymentId);
    expect(await paypal.complete(first.providerRef, input.paymentId)).toEqual(captured);
    expect(fake.captures().filter((c) => c.orderId === first.providerRef)).toHaveLength(1);

    if (captured.status !== 'paid') throw new Error('not paid');
    const refund = { refundId: 900 + input.paymentId, captureRef: captured.captureRef, amount: 100, currency: 'USD' };
    const refunded = await paypal.refund(refund);
    expect(await paypal.refund(refund)).toEqual(refunded);
    expect(fake.refunds().filter((r) => r.captureId === captured.captureRef)).toHaveLength(1);
    expect(logged(`/v2/payments/captures/${captured.captureRef}/refund`)[0].headers['paypal-request-id']).toBe(
      `refund-${refund.refundId}`,
    );
  });

  it('reads the capture back when another call captured the order first', async () => {
    const input = attempt();
    const started = await paypal.start(input);
    await visit(started.redirectUrl);
    let overtaken = false;
    const racing = connect({
      fetch: async (url, init) => {
        if (String(url).endsWith('/capture') && !overtaken) {
          overtaken = true;
          await paypal.complete(started.providerRef, 999_000 + input.paymentId);
        }
        return fetch(url, init);
      },
    });
    expect(await racing.complete(started.providerRef, input.paymentId)).toMatchObject({
      status: 'paid',
      amount: 12345,
    });
    expect(logged(`/v2/checkout/orders/${started.providerRef}/capture`).map((r) => r.status)).toEqual([201, 422]);
  });

  it('refunds part, then the rest, and refuses more than was captured', async () => {
    const input = attempt({ amount: 12345 });
    const { captureRef } = await paid(input);
    const refund = (refundId: number, amount: number) =>
      paypal.refund({ refundId, captureRef, amount, currency: 'USD' });
    expect(await refund(5001 + input.paymentId * 10, 2345)).toMatchObject({ status: 'succeeded' });
    expect(fake.refunds().at(-1)?.amount).toEqual({ currency_code: 'USD', value: '23.45' });
    expect(await refund(5002 + input.paymentId * 10, 10000)).toMatchObject({ status: 'succeeded' });
    expect(fake.captures().find((c) => c.id === captureRef)?.status).toBe('REFUNDED');
    const more = await refund(5003 + input.paymentId * 10, 1);
    expect(more).toMatchObject({ status: 'failed', reason: expect.stringMatching(/CAPTURE_FULLY_REFUNDED/) });
  });

  it('maps a refund PayPal holds as pending', async () => {
    const input = attempt();
    const { captureRef } = await paid(input);
    fake.setRefundStatus('PENDING');
    const outcome = await paypal.refund({
      refundId: 7000 + input.paymentId,
      captureRef,
      amount: 12345,
      currency: 'USD',
    });
    fake.setRefundStatus('COMPLETED');
    expect(outcome).toMatchObject({ status: 'pending', refundRef: expect.any(String) });
  });

  it('fails the attempt when the funding source is declined at capture', async () => {
    const input = attempt();
    const started = await paypal.start(input);
    await visit(`${started.redirectUrl}&decline=1`);
    expect(await paypal.complete(started.providerRef, input.paymentId)).toEqual({
      status: 'failed',
      reason: 'PayPal declined the payment (INSTRUMENT_DECLINED)',
    });
  });

  it('keeps a pending capture pending until PayPal reports it completed', async () => {
    const input = attempt();
    const started = await paypal.start(input);
    fake.approve(started.providerRef, 'pending');
    expect(await paypal.complete(started.providerRef, input.paymentId)).toEqual({ status: 'pending' });
    const receiver = await startWebhookReceiver(paypal);
    const res = await fake.sendWebhook(receiver.url, {
      type: 'PAYMENT.CAPTURE.COMPLETED',
      orderId: started.providerRef,
    });
    await receiver.close();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      kind: 'paid',
      type: 'PAYMENT.CAPTURE.COMPLETED',
      providerRef: started.providerRef,
      amount: 12345,
      currency: 'USD',
      eventId: expect.stringMatching(/^WH-/),
    });
    expect(await paypal.complete(started.providerRef, input.paymentId)).toMatchObject({ status: 'paid' });
  });

  it('fails an order PayPal no longer knows', async () => {
    expect(await paypal.complete('NO0SUCH0ORDER', 1)).toMatchObject({ status: 'failed' });
  });

  it('verifies genuine webhooks through PayPal and maps each event', async () => {
    const input = attempt();
    const { orderId, captureRef } = await paid(input);
    const verify = (type: Parameters<typeof fake.buildWebhook>[0]['type']) => {
      const { headers, body } = fake.buildWebhook({ type, orderId });
      return paypal.verifyWebhook({ headers, rawBody: body });
    };
    expect(await verify('PAYMENT.CAPTURE.COMPLETED')).toMatchObject({
      kind: 'paid',
      providerRef: orderId,
      captureRef,
      amount: 12345,
      currency: 'USD',
    });
    expect(await verify('CHECKOUT.ORDER.APPROVED')).toMatchObject({ kind: 'other', providerRef: orderId });
    await paypal.refund({ refundId: 8000 + input.paymentId, captureRef, amount: 45, currency: 'USD' });
    const refunded = await verify('PAYMENT.CAPTURE.REFUNDED');
    expect(refunded.kind).toBe('other');
    expect(refunded.providerRef).toBeUndefined();

    const denied = attempt();
    const pending = await paypal.start(denied);
    fake.approve(pending.providerRef, 'pending');
    await paypal.complete(pending.providerRef, denied.paymentId);
    const deniedEvent = fake.buildWebhook({ type: 'PAYMENT.CAPTURE.DENIED', orderId: pending.providerRef });
    expect(await paypal.verifyWebhook({ headers: deniedEvent.headers, rawBody: deniedEvent.body })).toMatchObject({
      kind: 'failed',
      providerRef: pending.providerRef,
    });
    const voided = await paypal.start(attempt());
    const voidedEvent = fake.buildWebhook({ type: 'CHECKOUT.ORDER.VOIDED', orderId: voided.providerRef });
    expect(await paypal.verifyWebhook({ headers: voidedEvent.headers, rawBody: voidedEvent.body })).toMatchObject({
      kind: 'failed',
      providerRef: voided.providerRef,
    });
    expect(await paypal.complete(voided.providerRef, 1)).toMatchObject({ status: 'failed' });
  });

  it('accepts the same delivery twice with the same event id (the service applies it once)', async () => {
    const { orderId } = await paid(attempt());
    const { headers, body } = fake.buildWebhook({ type: 'PAYMENT.CAPTURE.COMPLETED', orderId });
    const first = await paypal.verifyWebhook({ headers, rawBody: body });
    const second = await paypal.verifyWebhook({ headers, rawBody: body });
    expect(second.eventId).toBe(first.eventId);
  });

  it('rejects tampered bodies, wrong signatures, missing headers and non-JSON bodies', async () => {
    const { orderId } = await paid(attempt());
    const genuine = fake.buildWebhook({ type: 'PAYMENT.CAPTURE.COMPLETED', orderId });
    const reject = (headers: Record<string, string>, rawBody: string) =>
      expect(paypal.verifyWebhook({ headers, rawBody })).rejects.toBeInstanceOf(WebhookVerificationError);
    await reject(genuine.headers, genuine.body.replace('"123.45"', '"1.00"'));
    await reject({ ...genuine.headers, 'paypal-transmission-sig': 'forged' }, genuine.body);
    await reject({ ...genuine.headers, 'paypal-transmission-id': crypto.randomUUID() }, genuine.body);
    const { 'paypal-cert-url': _, ...withoutCert } = genuine.headers;
    await reject(withoutCert, genuine.body);
    await reject(genuine.headers, 'not json');
  });

  it('turns PayPal errors into clear thrown errors without leaking secrets', async () => {
    fake.failNext(500);
    await expect(paypal.start(attempt())).rejects.toThrow(
      /^PayPal POST \/v2\/checkout\/orders failed: 500 INTERNAL_SERVER_ERROR \(debug_id \w+\)$/,
    );
    await expect(paypal.start(attempt({ currency: 'XXX' }))).rejects.toThrow(
      /422 UNPROCESSABLE_ENTITY CURRENCY_NOT_SUPPORTED \(debug_id \w+\)/,
    );
    const secret = 'very-secret-client-secret';
    const wrong = connect({ clientSecret: secret }).start(attempt());
    await expect(wrong).rejects.toThrow(
      'PayPal authentication failed: 401 invalid_client Client Authentication failed',
    );
    await expect(wrong).rejects.not.toThrow(secret);
    const closed = connect({ apiUrl: await unreachableUrl() }).start(attempt());
    await expect(closed).rejects.toThrow('PayPal authentication failed: ECONNREFUSED');
  });
});

describe('Stripe adapter', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let stripe: PaymentProvider;
  const connect = (extra: Partial<Parameters<typeof createStripeProvider>[0]> = {}) =>
    createStripeProvider({ apiUrl: fake.url, secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, ...extra });
  const logged = (path: string) => fake.requests.filter((r) => r.path === path);
  const paid = async (input: StartPaymentInput) => {
    const { providerRef, captureRef } = await payThrough(stripe, input);
    return { sessionId: providerRef, captureRef };
  };

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = connect();
  });
  afterAll(() => fake?.close());

  it('creates a form-encoded Checkout Session in minor units and reads it back as paid', async () => {
    const input = attempt({ amount: 12345, currency: 'USD', locale: 'zh-cn' });
    const started = await stripe.start(input);
    const create = logged('/v1/checkout/sessions').at(-1);
    expect(create?.headers).toMatchObject({
      authorization: `Bearer ${fake.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
      'idempotency-key': `pay-${input.paymentId}-session`,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(create?.params).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '12345',
      'line_items[0][price_data][product_data][name]': input.description,
      'line_items[0][quantity]': '1',
      success_url: `${input.returnUrl}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: input.cancelUrl,
      client_reference_id: String(input.paymentId),
      'metadata[payment_id]': String(input.paymentId),
      'metadata[order_no]': input.orderNo,
      'payment_intent_data[metadata][payment_id]': String(input.paymentId),
      locale: 'zh',
    });
    expect(started.redirectUrl).toBe(`${fake.url}/c/pay/${started.providerRef}`);

    const back = await visit(started.redirectUrl);
    expect(back.searchParams.get('payment')).toBe(String(input.paymentId));
    expect(back.searchParams.get('session_id')).toBe(started.providerRef);
    const outcome = await stripe.complete(started.providerRef, input.paymentId);
    const intent = fake.paymentIntents().find((pi) => pi.metadata.payment_id === String(input.paymentId));
    expect(outcome).toEqual({ status: 'paid', captureRef: intent?.id, amount: 12345, currency: 'USD' });
  });

  it('passes JPY as whole yen (zero-decimal in Stripe too)', async () => {
    const input = attempt({ amount: 1200, currency: 'JPY' });
    const { sessionId } = await paid(input);
    expect(logged('/v1/checkout/sessions').at(-1)?.params['line_items[0][price_data][unit_amount]']).toBe('1200');
    expect(await stripe.complete(sessionId, input.paymentId)).toMatchObject({ amount: 1200, currency: 'JPY' });
  });

  it('reports pending before payment, failed once the session expires or the payment fails', async () => {
    const open = await stripe.start(attempt());
    expect(await stripe.complete(open.providerRef, 0)).toEqual({ status: 'pending' });
    fake.expireSession(open.providerRef);
    expect(await stripe.complete(open.providerRef, 0)).toEqual({
      status: 'failed',
      reason: 'Stripe Checkout Session expired',
    });

    const declined = await stripe.start(attempt());
    await visit(`${declined.redirectUrl}?decline=1`);
    expect(await stripe.complete(declined.providerRef, 0)).toEqual({
      status: 'failed',
      reason: 'The payment was declined by the bank.',
    });

    const delayed = await stripe.start(attempt());
    await visit(`${delayed.redirectUrl}?pending=1`);
    expect(await stripe.complete(delayed.providerRef, 0)).toEqual({ status: 'pending' });
  });

  it('creates nothing new when start or refund is retried, and refuses a key reused for other parameters', async () => {
    const input = attempt();
    const first = await stripe.start(input);
    expect(await stripe.start(input)).toEqual(first);
    expect(fake.sessions().filter((s) => s.client_reference_id === String(input.paymentId))).toHaveLength(1);
    await expect(stripe.start({ ...input, amount: 999 })).rejects.toThrow(/400 idempotency_error Keys for idempotent/);

    await visit(first.redirectUrl);
    const outcome = await stripe.complete(first.providerRef, input.paymentId);
    if (outcome.status !== 'paid') throw new Error('not paid');
    const refund = { refundId: 900 + input.paymentId, captureRef: outcome.captureRef, amount: 345, currency: 'USD' };
    const refunded = await stripe.refund(refund);
    expect(await stripe.refund(refund)).toEqual(refunded);
    expect(fake.refunds().filter((r) => r.payment_intent === outcome.captureRef)).toHaveLength(1);
    expect(logged('/v1/refunds').at(-1)?.headers['idempotency-key']).toBe(`refund-${refund.refundId}`);
  });

  it('refunds part, then the rest, and refuses more than was paid', async () => {
    const input = attempt({ amount: 12345 });
    const { captureRef } = await paid(input);
    const refund = (refundId: number, amount: number) =>
      stripe.refund({ refundId, captureRef, amount, currency: 'USD' });
    expect(await refund(5001 + input.paymentId * 10, 2345)).toMatchObject({ status: 'succeeded' });
    expect(logged('/v1/refunds').at(-1)?.params).toMatchObject({ payment_intent: captureRef, amount: '2345' });
    expect(await refund(5002 + input.paymentId * 10, 10000)).toMatchObject({ status: 'succeeded' });
    expect(await refund(5003 + input.paymentId * 10, 1)).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/charge_already_refunded/),
    });
  });

  it('maps the refund statuses Stripe can answer with', async () => {
    const input = attempt();
    const { captureRef } = await paid(input);
    const outcomes = [];
    for (const [i, status] of (['pending', 'requires_action', 'failed'] as const).entries()) {
      fake.setRefundStatus(status);
      outcomes.push(
        (await stripe.refund({ refundId: 7000 + input.paymentId * 10 + i, captureRef, amount: 1, currency: 'USD' }))
          .status,
      );
    }
    fake.setRefundStatus('succeeded');
    expect(outcomes).toEqual(['pending', 'pending', 'failed']);
  });

  it('verifies signed webhooks and maps each event', async () => {
    const input = attempt();
    const { sessionId, captureRef } = await paid(input);
    const receiver = await startWebhookReceiver(stripe);
    const res = await fake.sendWebhook(receiver.url, { type: 'checkout.session.completed', sessionId });
    await receiver.close();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      kind: 'paid',
      type: 'checkout.session.completed',
      providerRef: sessionId,
      captureRef,
      amount: 12345,
      currency: 'USD',
      eventId: expect.stringMatching(/^evt_/),
    });

    const verify = (type: Parameters<typeof fake.buildWebhook>[0]['type'], id: string) => {
      const { headers, body } = fake.buildWebhook({ type, sessionId: id });
      return stripe.verifyWebhook({ headers, rawBody: body });
    };
    const delayed = await stripe.start(attempt());
    await visit(`${delayed.redirectUrl}?pending=1`);
    expect(await verify('checkout.session.completed', delayed.providerRef)).toMatchObject({
      kind: 'other',
      providerRef: delayed.providerRef,
    });
    expect(await verify('checkout.session.async_payment_succeeded', delayed.providerRef)).toMatchObject({
      kind: 'paid',
      providerRef: delayed.providerRef,
    });
    const failing = await stripe.start(attempt());
    await visit(`${failing.redirectUrl}?pending=1`);
    expect(await verify('checkout.session.async_payment_failed', failing.providerRef)).toMatchObject({
      kind: 'failed',
      providerRef: failing.providerRef,
    });
    expect(await stripe.complete(failing.providerRef, 0)).toMatchObject({ status: 'failed' });
    const abandoned = await stripe.start(attempt());
    expect(await verify('checkout.session.expired', abandoned.providerRef)).toMatchObject({
      kind: 'failed',
      providerRef: abandoned.providerRef,
    });
  });

  it('accepts any of several v1 signatures (secret rotation)', async () => {
    const { sessionId } = await paid(attempt());
    const { headers, body } = fake.buildWebhook({ type: 'checkout.session.completed', sessionId });
    const rotated = headers['stripe-signature'].replace(',v1=', `,v1=${'0'.repeat(64)},v1=`);
    await expect(
      stripe.verifyWebhook({ headers: { 'stripe-signature': rotated }, rawBody: body }),
    ).resolves.toMatchObject({ kind: 'paid' });
  });

  it('rejects tampered bodies, wrong secrets, stale timestamps and missing headers', async () => {
    const { sessionId } = await paid(attempt());
    const { body, headers } = fake.buildWebhook({ type: 'checkout.session.completed', sessionId });
    const reject = (signature: string | undefined, rawBody: string) =>
      expect(stripe.verifyWebhook({ headers: { 'stripe-signature': signature }, rawBody })).rejects.toBeInstanceOf(
        WebhookVerificationError,
      );
    await reject(headers['stripe-signature'], body.replace('"amount_total":12345', '"amount_total":1'));
    const otherSecret = connect({ webhookSecret: 'whsec_someone_else' });
    await expect(otherSecret.verifyWebhook({ headers, rawBody: body })).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
    await reject(fake.sign(body, Math.floor(Date.now() / 1000) - 301), body);
    await reject(undefined, body);
    await reject('v1=abc', body);
  });

  it('turns Stripe errors into clear thrown errors', async () => {
    fake.failNext(500);
    await expect(stripe.start(attempt())).rejects.toThrow(
      /^Stripe POST \/v1\/checkout\/sessions failed: 500 api_error An unknown error occurred \(req_[\w-]+\)$/,
    );
    await expect(stripe.start(attempt({ currency: 'US' }))).rejects.toThrow(
      /400 invalid_request_error invalid_currency Invalid currency: us\./,
    );
    const wrong = connect({ secretKey: 'sk_test_wrong_key_that_is_secret_9876' }).start(attempt());
    await expect(wrong).rejects.toThrow(/401 invalid_request_error Invalid API Key provided: sk_test_\*+9876/);
    await expect(wrong).rejects.not.toThrow('wrong_key_that_is_secret');
    const closed = connect({ apiUrl: await unreachableUrl() }).start(attempt());
    await expect(closed).rejects.toThrow('Stripe POST /v1/checkout/sessions failed: ECONNREFUSED');
  });
});
