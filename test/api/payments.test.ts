// Payments through the real app and PostgreSQL, against the demo gateway and local
// fakes of PayPal and Stripe: starting (idempotent), the buyer's return, webhooks
// applied once, late captures refunded, and who may see what.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/domain/money/money.ts';
import { cancelExpiredOrders } from '../../src/server/modules/orders/cancel.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { startFakePayPal } from '../helpers/fake-paypal.ts';
import { startFakeStripe } from '../helpers/fake-stripe.ts';
import { insertGood } from '../helpers/goods.ts';
import { TEST_BACKEND } from '../helpers/pg.ts';

describe('payments API', () => {
  let t: TestApp;
  let pp: Awaited<ReturnType<typeof startFakePayPal>>;
  let st: Awaited<ReturnType<typeof startFakeStripe>>;
  let buyer: Customer;
  let addressId: number;

  beforeAll(async () => {
    [pp, st] = await Promise.all([startFakePayPal(), startFakeStripe()]);
    t = await createTestApp({ env: { PAYPAL_API_URL: pp.url, STRIPE_API_URL: st.url } });
    await t.app.deps.settings.update({
      paypal_client_id: pp.clientId,
      paypal_client_secret: pp.clientSecret,
      paypal_webhook_id: pp.webhookId,
      stripe_secret_key: st.secretKey,
      stripe_webhook_secret: st.webhookSecret,
    });
    buyer = await newCustomer(t);
    addressId = await addAddress(t, buyer.userId);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([pp?.close(), st?.close()]);
  });

  const rows = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows as T[];
  const api = (c: Customer, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { lang: 'en', ...c.headers } });

  async function newOrder(c = buyer, address = addressId, price = 12345): Promise<{ id: number; total: number }> {
    const [sku] = await insertGood(t.database.db, [{ price, stock: 10 }]);
    const res = await api(c, 'POST', '/v2/order', { items: [{ sku_id: sku!.id, quantity: 1 }], address_id: address });
    expect(res.json().code).toBe(200);
    return { id: res.json().data.id, total: res.json().data.total_paid };
  }
  const pay = (orderId: number, provider: string, c = buyer) =>
    api(c, 'POST', '/v1/pay', { order_id: orderId, provider });
  const status = async (paymentId: number, c = buyer) => (await api(c, 'GET', `/v1/pay/PayStatus/${paymentId}`)).json();
  const orderStatus = async (id: number) =>
    (await rows<{ status: number }>(sql`SELECT status FROM orders WHERE id = ${id}`))[0]?.status;

  it('lists the providers on offer', async () => {
    expect((await api(buyer, 'GET', '/v1/pay/methods')).json().data.sort()).toEqual(['demo', 'paypal', 'stripe']);
  });

  describe('demo gateway', () => {
    it('pays on its hosted page and the order waits for shipment', async () => {
      const order = await newOrder();
      const started = (await pay(order.id, 'demo')).json().data;
      expect(started.redirect_url).toMatch(/^http:\/\/shop\.test\/pay\/demo\/demo_[\w-]+\?lang=en$/);
      // A retried start reuses the attempt.
      expect((await pay(order.id, 'demo')).json().data).toEqual(started);
      const path = new URL(started.redirect_url);
      const page = await t.app.inject({ url: path.pathname + path.search });
      expect(page.statusCode).toBe(200);
      // In the shop's one money format, in the page's language: CN¥ on English (issue #37).
      expect(page.body).toContain(formatPrice(order.total, { unit: 'CNY', lang: 'en' }));
      expect(page.body).toContain('CN¥');
      expect((await status(started.payment_id)).data).toMatchObject({ status: 1, order_status: 1 });
      const done = await t.app.inject({
        method: 'POST',
        url: path.pathname + path.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=pay',
      });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(
        `http://shop.test/en/order/pay?order_id=${order.id}&payment_id=${started.payment_id}&return=1`,
      );
      expect((await status(started.payment_id)).data).toMatchObject({ status: 2, order_status: 10 });
      // The page now says the payment ended; pressing Pay again changes nothing.
      expect((await t.app.inject({ url: path.pathname })).body).toContain('已结束');
      // The purchase event is claimed once.
      expect((await api(buyer, 'POST', `/v1/pay/purchase/${order.id}`)).json().data).toEqual({ first: true });
      expect((await api(buyer, 'POST', `/v1/pay/purchase/${order.id}`)).json().data).toEqual({ first: false });
      // A paid order cannot be paid again.
      const again = await pay(order.id, 'demo');
      expect(again.json()).toMatchObject({
        code: 409,
        message: 'The order is pending shipment; this action is not possible',
      });
    });

    it("announces the paid mail only when it leaves the shop, to the order's own customer", async () => {
      const order = await newOrder();
      const mail = (c = buyer) => api(c, 'GET', `/v1/pay/mail/${order.id}`);
      expect((await mail()).json().data).toEqual({ email: null }); // not paid yet
      const started = (await pay(order.id, 'demo')).json().data;
      const path = new URL(started.redirect_url);
      await t.app.inject({
        method: 'POST',
        url: path.pathname + path.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=pay',
      });
      // No SMTP server in the test app: the mail is only logged, so nothing is claimed.
      expect((await mail()).json().data).toEqual({ email: null });
      await t.app.deps.settings.update({ smtp_host: '127.0.0.1', smtp_port: 9 });
      try {
        // As if it had been waiting for the server all along.
        await t.database.db.execute(
          sql`UPDATE mail_outbox SET status = 'pending' WHERE "to" = ${buyer.email} AND status = 'logged'`,
        );
        expect((await mail()).json().data).toEqual({ email: `${buyer.email[0]}***@example.com` });
        const other = await newCustomer(t);
        expect((await mail(other)).json().code).toBe(404);
      } finally {
        await t.app.deps.settings.update({ smtp_host: '' });
      }
    });

    it('10 concurrent starts for one order hand out one live payment link', async () => {
      const order = await newOrder();
      const answers = await Promise.all(Array.from({ length: 10 }, () => pay(order.id, 'demo')));
      const links = new Set<string>();
      for (const a of answers) {
        expect(a.json().code).toBe(200);
        links.add(a.json().data.redirect_url);
      }
      expect(links.size).toBe(1);
      const url = new URL([...links][0]!);
      expect((await t.app.inject({ url: url.pathname + url.search })).statusCode).toBe(200);
    });

    it('a failed attempt leaves the order payable with a new attempt', async () => {
      const order = await newOrder();
      const first = (await pay(order.id, 'demo')).json().data;
      const path = new URL(first.redirect_url);
      const failed = await t.app.inject({
        method: 'POST',
        url: path.pathname + path.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=fail',
      });
      expect(failed.headers.location).toContain('/en/result/fail?');
      expect((await status(first.payment_id)).data).toMatchObject({ status: 3, order_status: 1 });
      const second = (await pay(order.id, 'demo')).json().data;
      expect(second.payment_id).not.toBe(first.payment_id);
    });

    it("keeps other customers' payments and orders out of reach", async () => {
      const order = await newOrder();
      const started = (await pay(order.id, 'demo')).json().data;
      const stranger = await newCustomer(t, 'stranger');
      expect((await status(started.payment_id, stranger)).code).toBe(404);
      expect((await pay(order.id, 'demo', stranger)).json().code).toBe(404);
      expect((await api(stranger, 'GET', `/v1/order/${order.id}`)).json().code).toBe(404);
      expect((await pay(order.id, 'bitcoin')).json().code).toBe(400);
    });
  });

  describe('PayPal', () => {
    it('creates one PayPal order, captures after approval, in major units', async () => {
      const order = await newOrder();
      const started = (await pay(order.id, 'paypal')).json().data;
      await pay(order.id, 'paypal');
      expect(pp.orders().filter((o) => o.unit.custom_id === String(started.payment_id))).toHaveLength(1);
      expect((await status(started.payment_id)).data.status).toBe(1);
      const approval = await fetch(started.redirect_url, { redirect: 'manual' });
      expect(approval.status).toBe(302);
      expect(approval.headers.get('location')).toContain(`/en/order/pay?order_id=${order.id}`);
      expect((await status(started.payment_id)).data).toMatchObject({ status: 2, order_status: 10 });
      const capture = pp.captures().at(-1);
      expect(capture?.amount).toEqual({ currency_code: 'CNY', value: (order.total / 100).toFixed(2) });
    });

    it('applies a capture webhook delivered five times once, and rejects a forged one', async () => {
      const order = await newOrder();
      const started = (await pay(order.id, 'paypal')).json().data;
      const paypalOrderId = new URL(started.redirect_url).searchParams.get('token')!;
      pp.approve(paypalOrderId, 'pending');
      expect((await status(started.payment_id)).data.status).toBe(1); // capture pending at PayPal
      const hook = pp.buildWebhook({ type: 'PAYMENT.CAPTURE.COMPLETED', orderId: paypalOrderId });
      const deliver = (body = hook.body) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/pay/notify/paypal',
          headers: { ...hook.headers, lang: 'en' },
          payload: body,
        });
      const results = await Promise.all(Array.from({ length: 5 }, () => deliver()));
      expect(results.map((r) => r.json().code)).toEqual([200, 200, 200, 200, 200]);
      expect(results.filter((r) => r.json().data.result === 'applied')).toHaveLength(1);
      expect(await orderStatus(order.id)).toBe(10);
      const forged = await deliver(hook.body.replace('COMPLETED', 'COMPLETED '));
      expect(forged.json()).toMatchObject({ code: 400, message: 'Webhook signature verification failed' });
    });
  });

  describe('Stripe', () => {
    it('pays through Checkout, applies a signed webhook once, and refuses a bad signature', async () => {
      const order = await newOrder();
      const started = (await pay(order.id, 'stripe')).json().data;
      const sessionId = st.sessions().at(-1)!.id;
      expect(st.sessions().at(-1)).toMatchObject({ amount_total: order.total, currency: 'cny' });
      st.pay(sessionId, 'paid');
      const hook = st.buildWebhook({ type: 'checkout.session.completed', sessionId });
      const deliver = (headers = hook.headers) =>
        t.app.inject({ method: 'POST', url: '/v1/pay/notify/stripe', headers, payload: hook.body });
      const results = await Promise.all(Array.from({ length: 5 }, () => deliver()));
      expect(results.filter((r) => r.json().data?.result === 'applied')).toHaveLength(1);
      expect((await status(started.payment_id)).data).toMatchObject({ status: 2, order_status: 10 });
      const [events] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM payment_events WHERE provider = 'stripe' AND payment_id IS NULL`,
      );
      expect(events!.n).toBeGreaterThanOrEqual(1);
      const bad = await deliver({ ...hook.headers, 'stripe-signature': 't=1,v1=00' });
      expect(bad.json().code).toBe(400);
    });

    it('refunds a capture that arrives after the order was cancelled, and tells staff', async () => {
      const order = await newOrder();
      await pay(order.id, 'stripe');
      const sessionId = st.sessions().at(-1)!.id;
      await t.database.db.execute(
        sql`UPDATE orders SET pay_deadline = now() - interval '1 second' WHERE id = ${order.id}`,
      );
      await cancelExpiredOrders(t.database.db);
      expect(await orderStatus(order.id)).toBe(60);
      st.pay(sessionId, 'paid');
      const hook = st.buildWebhook({ type: 'checkout.session.completed', sessionId });
      await t.app.inject({ method: 'POST', url: '/v1/pay/notify/stripe', headers: hook.headers, payload: hook.body });
      expect(await orderStatus(order.id)).toBe(60);
      const [refund] = await rows<{ status: string; amount: number; reason: string }>(
        sql`SELECT status, amount, reason FROM refunds WHERE order_id = ${order.id}`,
      );
      expect(refund).toEqual({ status: 'succeeded', amount: order.total, reason: 'late_capture' });
      expect(st.refunds().filter((r) => r.amount === order.total)).toHaveLength(1);
      const [notice] = await rows<{ kind: string }>(sql`SELECT kind FROM staff_notices WHERE order_id = ${order.id}`);
      expect(notice?.kind).toBe('late_capture');
    });
  });
});

describe('payments in production', () => {
  it('refuses the demo gateway unless enabled', async () => {
    // In production `auto` leaves it out on a server; the embedded shop offers it under
    // `auto` (README), so there it is switched off by name.
    const off: Record<string, string> = TEST_BACKEND === 'embedded' ? { PAYMENT_DEMO: 'off' } : {};
    const t = await createTestApp({ seed: false, env: { NODE_ENV: 'production', SECRET: 'x'.repeat(40), ...off } });
    try {
      const buyer = await newCustomer(t);
      expect((await t.app.inject({ url: '/v1/pay/methods', headers: buyer.headers })).json().data).toEqual([]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/pay',
        headers: { lang: 'en', ...buyer.headers },
        payload: { order_id: 1, provider: 'demo' },
      });
      expect(res.json()).toMatchObject({ code: 400, message: 'This payment method is not available' });
      expect((await t.app.inject({ url: '/pay/demo/demo_x' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
