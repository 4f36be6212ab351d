// After-sale service on the real PostgreSQL: eligibility by order status and window,
// applying for each type, one open request per order (racing applies), withdrawing a
// pending request, who may reach what (customers: 404 for others', 301 signed out;
// staff routes: 403 for customers, 301 signed out), the staff's decisions and their
// refusals, refunds through the demo provider created and sent once (also with five
// calls racing, and retried after a failure), stock coming back, and the mails.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AfterSaleView, StaffAfterSaleView } from '../../src/domain/after-sales/after-sales.ts';
import { formatPrice } from '../../src/domain/money/money.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { startFakeStripe } from '../helpers/fake-stripe.ts';
import { insertGood, stockOf } from '../helpers/goods.ts';
import { newStaff } from '../helpers/staff.ts';

const IMAGE = (n: number) => `/uploads/u/2026/03/${n.toString(16).padStart(32, '0')}.webp`;

describe('after-sales API', () => {
  let t: TestApp;
  let st: Awaited<ReturnType<typeof startFakeStripe>>;
  let staffHeaders: Record<string, string>;

  beforeAll(async () => {
    st = await startFakeStripe();
    t = await createTestApp({ env: { STRIPE_API_URL: st.url } });
    await t.app.deps.settings.update({ stripe_secret_key: st.secretKey, stripe_webhook_secret: st.webhookSecret });
    staffHeaders = (await newStaff(t, 'operator')).headers;
  });
  afterAll(async () => {
    await t?.close();
    await st?.close();
  });

  const rows = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows as T[];
  type Method = 'GET' | 'POST' | 'PUT';
  const api = (c: Customer | null, method: Method, url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, payload, headers: { lang, ...c?.headers } });
  const staff = (method: Method, url: string, payload?: object, headers: Record<string, string> = staffHeaders) =>
    t.app.inject({ method, url, payload, headers: { lang: 'en', ...headers } });

  async function shopper(tag = 'buyer') {
    const c = await newCustomer(t, tag);
    return { ...c, addressId: await addAddress(t, c.userId) };
  }
  type Shopper = Awaited<ReturnType<typeof shopper>>;

  /**
   * A paid order of two lines: 2 × ¥200 and 1 × ¥100 (¥500 of goods, SAVE30 takes ¥30
   * off), through checkout and the demo gateway. Stock of each SKU starts at 10.
   */
  async function paidOrder(c: Shopper, opts: { coupon?: boolean; lang?: string; provider?: 'demo' | 'stripe' } = {}) {
    const [a, b] = await insertGood(t.database.db, [
      { price: 20_000, stock: 10 },
      { price: 10_000, stock: 10 },
    ]);
    const placed = await api(
      c,
      'POST',
      '/v2/order',
      {
        items: [
          { sku_id: a!.id, quantity: 2 },
          { sku_id: b!.id, quantity: 1 },
        ],
        address_id: c.addressId,
        coupon_code: opts.coupon === false ? '' : 'SAVE30',
      },
      opts.lang,
    );
    expect(placed.json().code).toBe(200);
    const id = placed.json().data.id as number;
    const started = await api(c, 'POST', '/v1/pay', { order_id: id, provider: opts.provider ?? 'demo' });
    if (opts.provider === 'stripe') {
      const sessionId = st.sessions().at(-1)!.id;
      st.pay(sessionId, 'paid');
      const hook = st.buildWebhook({ type: 'checkout.session.completed', sessionId });
      await t.app.inject({ method: 'POST', url: '/v1/pay/notify/stripe', headers: hook.headers, payload: hook.body });
    } else {
      const page = new URL(started.json().data.redirect_url);
      await t.app.inject({
        method: 'POST',
        url: page.pathname + page.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=pay',
      });
    }
    expect(await orderStatus(id)).toBe(10);
    const [order] = await rows<{ total: number; items_total: number; discount: number; order_no: string }>(
      sql`SELECT total, items_total, discount, order_no FROM orders WHERE id = ${id}`,
    );
    return { id, a: a!.id, b: b!.id, ...order! };
  }
  type PaidOrder = Awaited<ReturnType<typeof paidOrder>>;

  const ship = (id: number) =>
    t.database.db.execute(sql`UPDATE orders SET status = 20, shipped_at = now() - interval '2 days' WHERE id = ${id}`);
  const receive = (id: number, daysAgo = 1) =>
    t.database.db.execute(sql`
      UPDATE orders SET status = 30, shipped_at = coalesce(shipped_at, now() - interval '20 days'),
        received_at = now() - make_interval(days => ${daysAgo}) WHERE id = ${id}`);
  const orderStatus = async (id: number) =>
    (await rows<{ status: number }>(sql`SELECT status FROM orders WHERE id = ${id}`))[0]?.status;
  const couponUsed = async () =>
    (await rows<{ used: number }>(sql`SELECT used FROM coupons WHERE code = 'SAVE30'`))[0]?.used;
  const refundRows = (orderId: number) =>
    rows<{ id: number; amount: number; status: string; reason: string }>(
      sql`SELECT id, amount, status, reason FROM refunds WHERE order_id = ${orderId} ORDER BY id`,
    );
  const mailsTo = (email: string) =>
    rows<{ subject: string; text: string; html: string }>(
      sql`SELECT subject, text, html FROM mail_outbox WHERE "to" = ${email} ORDER BY id`,
    );

  const apply = (c: Customer, orderId: number, body: object, lang = 'en') =>
    api(c, 'POST', `/v1/order/${orderId}/after-sale`, { reason: 'damaged', ...body }, lang);
  async function applied(c: Customer, orderId: number, body: object): Promise<AfterSaleView> {
    const res = await apply(c, orderId, body);
    expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
    return res.json().data;
  }
  const act = async (id: number, action: string, payload?: object) =>
    (await staff('PUT', `/v1/admin/after-sales/${id}/${action}`, payload)).json();

  /** Counts the demo provider's refund calls (and lets a test make one fail). */
  async function demoRefunds() {
    const demo = await t.app.deps.paymentRegistry.get('demo');
    if (!demo) throw new Error('demo provider missing');
    return vi.spyOn(demo, 'refund');
  }

  describe('eligibility', () => {
    let c: Shopper;
    beforeAll(async () => {
      c = await shopper('eligible');
    });

    it('refuses an unpaid order naming its status', async () => {
      const placed = await api(c, 'POST', '/v2/order', {
        items: [{ sku_id: (await insertGood(t.database.db, [{ price: 500, stock: 5 }]))[0]!.id, quantity: 1 }],
        address_id: c.addressId,
      });
      const res = (await apply(c, placed.json().data.id, { type: 10 })).json();
      expect(res).toMatchObject({ code: 409, message: 'The order is pending payment; this action is not possible' });
      const options = (await api(c, 'GET', `/v1/order/${placed.json().data.id}/after-sale`)).json().data;
      expect(options.allowed_types).toEqual([]);
      expect(options.unavailable_reason).toBe('After-sale service is not available while the order is pending payment');
    });

    it('allows only a whole refund before shipment', async () => {
      const o = await paidOrder(c);
      const options = (await api(c, 'GET', `/v1/order/${o.id}/after-sale`)).json().data;
      expect(options).toMatchObject({
        allowed_types: [10],
        unavailable_reason: null,
        refundable: o.total,
        order: { id: o.id, status: 10, shipped: false, total_paid: o.total },
      });
      expect(options.reasons.map((r: { code: string }) => r.code)).toEqual([
        'wrong_item',
        'damaged',
        'not_as_described',
        'changed_mind',
        'size_not_fit',
        'other',
      ]);
      expect((await apply(c, o.id, { type: 20 })).json()).toMatchObject({
        code: 409,
        message: 'The order is pending shipment; refund and return cannot be requested now',
      });
      expect((await apply(c, o.id, { type: 10, lines: [{ sku_id: o.a, quantity: 1 }] })).json()).toMatchObject({
        code: 400,
        message: 'The order has not shipped yet: only the whole order can be refunded',
      });
      expect(await orderStatus(o.id)).toBe(10);
    });

    it('allows every type once shipped and within 7 days of receipt, none after', async () => {
      const shipped = await paidOrder(c);
      await ship(shipped.id);
      const recent = await paidOrder(c);
      await receive(recent.id, 6);
      const old = await paidOrder(c);
      await receive(old.id, 8);
      for (const id of [shipped.id, recent.id]) {
        expect((await api(c, 'GET', `/v1/order/${id}/after-sale`)).json().data.allowed_types).toEqual([10, 20, 30]);
      }
      const closed = (await api(c, 'GET', `/v1/order/${old.id}/after-sale`)).json().data;
      expect(closed.allowed_types).toEqual([]);
      expect(closed.unavailable_reason).toBe(
        'The after-sale period has ended (requests are possible for 7 days after receipt)',
      );
      expect(Date.parse(closed.window_ends_at)).toBeLessThan(Date.now());
      expect((await apply(c, old.id, { type: 20 })).json().code).toBe(409);
      expect(await orderStatus(old.id)).toBe(30);
    });

    it('validates the request', async () => {
      const o = await paidOrder(c);
      await receive(o.id);
      const bad = async (body: object) => (await apply(c, o.id, { type: 20, ...body })).json();
      expect(await bad({ images: ['https://elsewhere.test/a.webp'] })).toMatchObject({
        code: 400,
        message: 'Invalid image address: please upload the image first',
      });
      expect(await bad({ images: Array.from({ length: 10 }, (_, i) => IMAGE(i)) })).toMatchObject({
        message: 'At most 9 images',
      });
      expect(await bad({ reason: 'other' })).toMatchObject({
        message: 'Please describe the problem when the reason is "Other"',
      });
      expect(await bad({ reason: 'bored' })).toMatchObject({ message: 'Please choose a reason' });
      expect(await bad({ description: 'x'.repeat(501) })).toMatchObject({ code: 400 });
      expect(await bad({ lines: [{ sku_id: 999_999, quantity: 1 }] })).toMatchObject({
        message: 'Item 999999 is not part of this order',
      });
      expect(await bad({ lines: [{ sku_id: o.a, quantity: 3 }] })).toMatchObject({
        message: `The quantity of item ${o.a} must be between 1 and the quantity ordered`,
      });
      expect(await bad({ type: 40 })).toMatchObject({ code: 400 });
      expect(await orderStatus(o.id)).toBe(30);
      expect((await api(c, 'GET', '/v1/order/afterSaleList')).json().data.total).toBe(0);
    });
  });

  describe('applying', () => {
    it('type 10 before shipment: the whole order, shipping included (10 -> 40)', async () => {
      const c = await shopper();
      const o = await paidOrder(c);
      const r = await applied(c, o.id, { type: 10, reason: 'changed_mind' });
      expect(r).toMatchObject({
        order_id: o.id,
        order_no: o.order_no,
        type: 10,
        type_name: 'refund only',
        status: 1,
        status_name: 'pending',
        result: null,
        reason: 'changed_mind',
        reason_name: 'Changed my mind',
        refund_amount: o.total,
        currency: 'CNY',
        actions: ['cancel'],
      });
      expect(r.lines.map((l) => [l.sku_id, l.quantity])).toEqual([
        [o.a, 2],
        [o.b, 1],
      ]);
      expect(await orderStatus(o.id)).toBe(40);
    });

    it('type 20 after receipt: chosen pieces less their share of the discount, with images (30 -> 40)', async () => {
      const c = await shopper();
      const o = await paidOrder(c);
      await receive(o.id);
      const r = await applied(c, o.id, {
        type: 20,
        description: 'The left one has a crack.',
        images: [IMAGE(1), IMAGE(2)],
        lines: [{ sku_id: o.a, quantity: 1 }],
      });
      // ¥200 of ¥500 goods carries 2/5 of the ¥30 discount: ¥188 back, shipping stays paid.
      expect(r).toMatchObject({ type: 20, refund_amount: 18_800, images: [IMAGE(1), IMAGE(2)] });
      expect(r.lines).toEqual([
        {
          sku_id: o.a,
          good_id: expect.any(Number),
          name: expect.stringMatching(/^Test good \d+$/),
          options: [{ axis: 'Size', value: 'Size 0' }],
          image: expect.any(String),
          price: 20_000,
          quantity: 1,
        },
      ]);
      expect(await orderStatus(o.id)).toBe(40);
      const zh = (await api(c, 'GET', `/v1/order/after-sale/${r.id}`, undefined, 'zh-cn')).json().data;
      expect(zh).toMatchObject({ type_name: '退货退款', status_name: '待处理', reason_name: '商品破损或有质量问题' });
    });

    it('type 30 while on its way (20 -> 50), refunding nothing', async () => {
      const c = await shopper();
      const o = await paidOrder(c);
      await ship(o.id);
      const r = await applied(c, o.id, { type: 30, reason: 'size_not_fit', lines: [{ sku_id: o.b, quantity: 1 }] });
      expect(r).toMatchObject({ type: 30, refund_amount: 0 });
      expect(await orderStatus(o.id)).toBe(50);
    });

    it('keeps one open request per order: of five racing applies one wins', async () => {
      const c = await shopper();
      const o = await paidOrder(c);
      await receive(o.id);
      const answers = await Promise.all(
        [10, 20, 30, 20, 10].map((type) => apply(c, o.id, { type }).then((r) => r.json())),
      );
      expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
      const losers = answers.filter((a) => a.code !== 200);
      expect(losers).toHaveLength(4);
      for (const l of losers)
        expect(l).toMatchObject({ code: 409, message: 'This order already has an open after-sale request' });
      expect(await rows(sql`SELECT id FROM after_sales WHERE order_id = ${o.id}`)).toHaveLength(1);
    });
  });

  describe('cancelling a pending request', () => {
    it('cancels (status 2) and puts the order back where it was; only while pending', async () => {
      const c = await shopper();
      const o = await paidOrder(c);
      await receive(o.id);
      const r = await applied(c, o.id, { type: 20 });
      const cancelled = (await api(c, 'PUT', `/v1/order/after-sale/${r.id}/cancel`)).json();
      expect(cancelled).toMatchObject({
        code: 200,
        message: 'After-sale request cancelled',
        data: { id: r.id, status: 2, status_name: 'cancelled', actions: [] },
      });
      expect(await orderStatus(o.id)).toBe(30);
      expect((await api(c, 'PUT', `/v1/order/after-sale/${r.id}/cancel`)).json()).toMatchObject({
        code: 409,
        message: 'The after-sale request is cancelled; this action is not possible',
      });
      // The window still counts from the first receipt, and a new request is possible.
      const again = await applied(c, o.id, { type: 30 });
      expect(await act(again.id, 'approve')).toMatchObject({ code: 200 });
      expect((await api(c, 'PUT', `/v1/order/after-sale/${again.id}/cancel`)).json()).toMatchObject({
        code: 409,
        message: 'The after-sale request is in progress; this action is not possible',
      });
      expect(await orderStatus(o.id)).toBe(51);
    });

    it('puts an unshipped order back to pending shipment', async () => {
      const c = await shopper();
      const o = await paidOrder(c);
      const r = await applied(c, o.id, { type: 10 });
      await api(c, 'PUT', `/v1/order/after-sale/${r.id}/cancel`);
      expect(await orderStatus(o.id)).toBe(10);
    });
  });

  describe('access', () => {
    let owner: Shopper;
    let stranger: Shopper;
    let o: PaidOrder;
    let r: AfterSaleView;
    beforeAll(async () => {
      owner = await shopper('owner');
      stranger = await shopper('stranger');
      o = await paidOrder(owner);
      await receive(o.id);
      r = await applied(owner, o.id, { type: 20 });
    });

    const customerRoutes = (orderId: number, id: number): [Method, string, object?][] => [
      ['GET', `/v1/order/${orderId}/after-sale`],
      ['POST', `/v1/order/${orderId}/after-sale`, { type: 20, reason: 'damaged' }],
      ['GET', `/v1/order/after-sale/${id}`],
      ['PUT', `/v1/order/after-sale/${id}/cancel`],
      ['PUT', `/v1/order/after-sale/${id}/return`, { carrier: 'dhl', tracking_no: 'JD0001234' }],
    ];

    it("answers 404 for another customer's order or request, exactly like an unknown one", async () => {
      for (const [method, url, body] of customerRoutes(o.id, r.id)) {
        const theirs = (await api(stranger, method, url, body)).json();
        expect(theirs, `${method} ${url}`).toMatchObject({ code: 404, message: 'Not found' });
      }
      for (const [method, url, body] of customerRoutes(2_000_000_000, 2_000_000_000)) {
        expect((await api(stranger, method, url, body)).json(), `${method} ${url}`).toMatchObject({ code: 404 });
      }
      expect((await api(stranger, 'GET', '/v1/order/afterSaleList')).json().data).toMatchObject({ list: [], total: 0 });
      expect(await orderStatus(o.id)).toBe(40);
      expect((await api(owner, 'GET', `/v1/order/after-sale/${r.id}`)).json().data.status).toBe(1);
    });

    it('answers 301 to a caller who is not signed in, before validating anything', async () => {
      for (const [method, url] of [...customerRoutes(o.id, r.id), ['GET', '/v1/order/afterSaleList'] as const]) {
        const res = await api(null, method as Method, url, { nonsense: true });
        expect(res.json(), `${method} ${url}`).toMatchObject({ code: 301 });
      }
      expect((await api(null, 'POST', '/v1/order/abc/after-sale', {})).json().code).toBe(301);
    });

    it('keeps staff routes from customers (403) and from callers without a session (301)', async () => {
      const staffRoutes: [Method, string, object?][] = [
        ['GET', '/v1/admin/after-sales'],
        ['GET', `/v1/admin/after-sales/${r.id}`],
        ['PUT', `/v1/admin/after-sales/${r.id}/approve`],
        ['PUT', `/v1/admin/after-sales/${r.id}/reject`, { reason: 'no' }],
        ['PUT', `/v1/admin/after-sales/${r.id}/receive`],
        ['PUT', `/v1/admin/after-sales/${r.id}/refund`],
        ['PUT', `/v1/admin/after-sales/${r.id}/complete`],
      ];
      for (const [method, url, body] of staffRoutes) {
        expect((await api(owner, method, url, body)).json(), `${method} ${url}`).toMatchObject({ code: 403 });
        expect((await api(null, method, url, body)).json(), `${method} ${url}`).toMatchObject({ code: 301 });
      }
      expect(await orderStatus(o.id)).toBe(40);
      const seen = (await staff('GET', `/v1/admin/after-sales/${r.id}`)).json().data as StaffAfterSaleView;
      expect(seen).toMatchObject({ id: r.id, status: 1, customer_email: owner.email, order_status: 40 });
      expect(seen.actions).toEqual(['approve', 'reject']);
      expect((await staff('GET', '/v1/admin/after-sales/2000000000')).json().code).toBe(404);
    });
  });

  describe('staff decisions', () => {
    it('refund only before shipment: approving refunds at once, stock and coupon back, two mails', async () => {
      const c = await shopper('instant');
      const o = await paidOrder(c, { lang: 'en' });
      const stockBefore = [await stockOf(t.database.db, o.a), await stockOf(t.database.db, o.b)];
      const usedBefore = await couponUsed();
      const r = await applied(c, o.id, { type: 10 });
      const calls = await demoRefunds();
      const res = await act(r.id, 'approve');
      expect(res).toMatchObject({
        code: 200,
        data: { status: 4, result: 'approved', refund: { status: 'succeeded', amount: o.total }, actions: [] },
      });
      expect(calls).toHaveBeenCalledTimes(1);
      calls.mockRestore();
      expect(await orderStatus(o.id)).toBe(41);
      expect(await refundRows(o.id)).toEqual([
        { id: expect.any(Number), amount: o.total, status: 'succeeded', reason: 'after_sale' },
      ]);
      expect([await stockOf(t.database.db, o.a), await stockOf(t.database.db, o.b)]).toEqual([
        stockBefore[0]! + 2,
        stockBefore[1]! + 1,
      ]);
      expect(await couponUsed()).toBe(usedBefore! - 1);
      const mails = (await mailsTo(c.email)).slice(-2);
      expect(mails.map((m) => m.subject)).toEqual([
        expect.stringContaining(`your request for order ${o.order_no} was approved`),
        expect.stringContaining(`refunded for order ${o.order_no}`),
      ]);
      expect(mails[1]!.text).toContain(formatPrice(o.total, { unit: 'CNY', lang: 'en' }));
      expect(mails[1]!.text).toContain(`/en/my/order/${o.id}/after-sale`);
      // A retried refund call answers the same refund and sends nothing.
      const again = await demoRefunds();
      expect(await act(r.id, 'refund')).toMatchObject({ code: 200, data: { refund: { status: 'succeeded' } } });
      expect(again).not.toHaveBeenCalled();
      again.mockRestore();
      expect(await refundRows(o.id)).toHaveLength(1);
    });

    it('refund and return: approve, the parcel, receive (stock back), refund', async () => {
      const c = await shopper('returner');
      const o = await paidOrder(c);
      await receive(o.id);
      const r = await applied(c, o.id, { type: 20, lines: [{ sku_id: o.a, quantity: 1 }] });
      const stockA = await stockOf(t.database.db, o.a);

      expect(await act(r.id, 'approve')).toMatchObject({
        data: { status: 3, result: 'approved', actions: ['reject', 'receive'] },
      });
      expect(await orderStatus(o.id)).toBe(40);
      const decided = (await mailsTo(c.email)).at(-1)!;
      expect(decided.text).toContain('enter the carrier and tracking number');
      expect(await act(r.id, 'refund')).toMatchObject({
        code: 409,
        message: 'The returned goods have not arrived yet',
      });
      expect(await act(r.id, 'approve')).toMatchObject({
        code: 409,
        message: 'The after-sale request is in progress; this action is not possible',
      });

      const mine = (await api(c, 'GET', `/v1/order/after-sale/${r.id}`)).json().data;
      expect(mine.actions).toEqual(['return']);
      expect(
        (await api(c, 'PUT', `/v1/order/after-sale/${r.id}/return`, { carrier: 'pigeon', tracking_no: 'X' })).json(),
      ).toMatchObject({ code: 400, message: 'Please choose one of the supported carriers' });
      const parcel = await api(c, 'PUT', `/v1/order/after-sale/${r.id}/return`, {
        carrier: 'shunfeng',
        tracking_no: 'SF1234567890',
      });
      expect(parcel.json()).toMatchObject({
        code: 200,
        data: { return_carrier: 'shunfeng', return_carrier_name: 'SF Express', return_tracking_no: 'SF1234567890' },
      });

      expect(await act(r.id, 'receive')).toMatchObject({ code: 200, data: { actions: ['refund'] } });
      expect(await stockOf(t.database.db, o.a)).toBe(stockA + 1);
      expect(await act(r.id, 'receive')).toMatchObject({
        code: 409,
        message: 'The returned goods were received already',
      });
      expect(await stockOf(t.database.db, o.a)).toBe(stockA + 1);
      expect(
        (
          await api(c, 'PUT', `/v1/order/after-sale/${r.id}/return`, { carrier: 'dhl', tracking_no: 'DHL12345' })
        ).json(),
      ).toMatchObject({ code: 409, message: 'The returned goods were received already' });

      const refunded = await act(r.id, 'refund');
      expect(refunded).toMatchObject({
        code: 200,
        message: 'Refunded',
        data: { status: 4, refund: { status: 'succeeded', amount: 18_800 } },
      });
      expect(await orderStatus(o.id)).toBe(41);
      expect(await refundRows(o.id)).toEqual([expect.objectContaining({ amount: 18_800, status: 'succeeded' })]);
      // Shipped goods: only the returned piece came back, nothing else.
      expect(await stockOf(t.database.db, o.a)).toBe(stockA + 1);

      // The order reads as partially refunded: which pieces, how much, what stays paid.
      const order = (await api(c, 'GET', `/v1/order/${o.id}`)).json().data;
      expect(order).toMatchObject({
        status: 41,
        status_name: 'partially refunded',
        refund: {
          amount: 18_800,
          net_paid: order.total_paid - 18_800,
          partial: true,
          lines: [{ sku_id: o.a, quantity: 1 }],
        },
      });
      const card = (await api(c, 'GET', '/v1/order/list?tab=all'))
        .json()
        .data.list.find((x: { id: number }) => x.id === o.id);
      expect(card).toMatchObject({ status_name: 'partially refunded', refunded_amount: 18_800 });
      const zh = (await api(c, 'GET', `/v1/order/${o.id}`, undefined, 'zh-cn')).json().data;
      expect(zh.status_name).toBe('部分退款');
      // And so does the mail: a partial refund, with what stays paid.
      const mail = (await mailsTo(c.email)).at(-1)!;
      expect(mail.subject).toContain('refunded for part of order');
      expect(mail.text).toContain('Partial refund issued');
      expect(mail.text).toMatch(/Net paid/);
    });

    it('five racing refund calls refund once: one refund row, one provider call', async () => {
      const c = await shopper('racer');
      const o = await paidOrder(c);
      await ship(o.id);
      const r = await applied(c, o.id, { type: 10 });
      await act(r.id, 'approve');
      expect(await orderStatus(o.id)).toBe(40);
      const calls = await demoRefunds();
      const answers = await Promise.all(Array.from({ length: 5 }, () => act(r.id, 'refund')));
      expect(answers.map((a) => a.code)).toEqual([200, 200, 200, 200, 200]);
      expect(calls).toHaveBeenCalledTimes(1);
      calls.mockRestore();
      const refunds = await refundRows(o.id);
      expect(refunds).toEqual([expect.objectContaining({ status: 'succeeded', amount: o.items_total - o.discount })]);
      for (const a of answers) expect(a.data.refund_id).toBe(refunds[0]!.id);
      expect(await orderStatus(o.id)).toBe(41);
      const refundMails = (await mailsTo(c.email)).filter((m) => m.subject.includes('refunded for order'));
      expect(refundMails).toHaveLength(1);
    });

    it('a failed provider refund keeps the request in progress and is retried with the same refund', async () => {
      const c = await shopper('unlucky');
      const o = await paidOrder(c);
      await ship(o.id);
      const r = await applied(c, o.id, { type: 10 });
      await act(r.id, 'approve');
      const calls = await demoRefunds();
      calls.mockResolvedValueOnce({ status: 'failed', reason: 'capture too old' });
      const failed = await staff('PUT', `/v1/admin/after-sales/${r.id}/refund`);
      expect(failed.json()).toMatchObject({
        code: 503,
        message: 'The refund failed: capture too old. The request stays in progress; please try the refund again',
      });
      const seen = (await staff('GET', `/v1/admin/after-sales/${r.id}`)).json().data;
      expect(seen).toMatchObject({ status: 3, refund: { status: 'failed' }, refund_failure: 'capture too old' });
      expect(seen.actions).toContain('refund');
      expect(await orderStatus(o.id)).toBe(40);

      expect(await act(r.id, 'refund')).toMatchObject({
        code: 200,
        data: { status: 4, refund: { status: 'succeeded' } },
      });
      expect(calls).toHaveBeenCalledTimes(2);
      expect(calls.mock.calls[0]![0].refundId).toBe(calls.mock.calls[1]![0].refundId);
      calls.mockRestore();
      expect(await refundRows(o.id)).toHaveLength(1);
      expect(await orderStatus(o.id)).toBe(41);
    });

    it('refunds through the original provider (Stripe): a transient failure is retried with the same key, pending moves on', async () => {
      const c = await shopper('stripe');
      const o = await paidOrder(c, { provider: 'stripe' });
      await receive(o.id);
      const r = await applied(c, o.id, { type: 20, lines: [{ sku_id: o.a, quantity: 1 }] });
      await act(r.id, 'approve');
      await act(r.id, 'receive');
      st.failNext(500);
      expect((await act(r.id, 'refund')).code).toBe(503);
      expect(await orderStatus(o.id)).toBe(40);
      st.setRefundStatus('pending');
      try {
        expect(await act(r.id, 'refund')).toMatchObject({
          code: 200,
          message: 'Refund on its way',
          data: { status: 4, refund: { status: 'pending', amount: 18_800 } },
        });
      } finally {
        st.setRefundStatus('succeeded');
      }
      expect(await orderStatus(o.id)).toBe(41);
      const [refund] = await refundRows(o.id);
      // Both attempts carried the key derived from the one refund row.
      const sent = st.requests.filter(
        (q) => q.path === '/v1/refunds' && q.params['metadata[refund_id]'] === String(refund!.id),
      );
      expect(sent.map((q) => q.headers['idempotency-key'])).toEqual([`refund-${refund!.id}`, `refund-${refund!.id}`]);
      expect(st.refunds().filter((x) => x.metadata.refund_id === String(refund!.id))).toEqual([
        expect.objectContaining({ amount: 18_800, status: 'pending' }),
      ]);
    });

    it('exchange: approve (50 -> 51), receive, complete (51 -> 71); refusals name the status', async () => {
      const c = await shopper('exchanger');
      const o = await paidOrder(c);
      await receive(o.id);
      const r = await applied(c, o.id, { type: 30, reason: 'size_not_fit', lines: [{ sku_id: o.b, quantity: 1 }] });
      const stockB = await stockOf(t.database.db, o.b);
      expect(await act(r.id, 'refund')).toMatchObject({
        code: 409,
        message: 'This action does not apply to this type of request',
      });
      expect(await act(r.id, 'approve')).toMatchObject({ data: { status: 3, order_status: 51 } });
      expect(await orderStatus(o.id)).toBe(51);
      expect(await act(r.id, 'reject', { reason: 'Too late' })).toMatchObject({
        code: 409,
        message: 'The order is exchange approved; this action is not possible',
      });
      expect(await act(r.id, 'complete')).toMatchObject({
        code: 409,
        message: 'The returned goods have not arrived yet',
      });
      await act(r.id, 'receive');
      expect(await stockOf(t.database.db, o.b)).toBe(stockB + 1);
      expect(await act(r.id, 'complete')).toMatchObject({
        code: 200,
        data: { status: 4, order_status: 71, actions: [] },
      });
      expect(await orderStatus(o.id)).toBe(71);
      expect(await act(r.id, 'complete')).toMatchObject({
        code: 409,
        message: 'The after-sale request is completed; this action is not possible',
      });
      expect(await refundRows(o.id)).toEqual([]);
    });

    it('reject needs a reason: 40 -> 42 with the reason shown and mailed in the customer language', async () => {
      const c = await shopper('declined');
      const o = await paidOrder(c, { lang: 'zh-cn' });
      await receive(o.id);
      const r = await applied(c, o.id, { type: 20 });
      expect(await act(r.id, 'reject', { reason: '  ' })).toMatchObject({
        code: 400,
        message: 'Please give the reason for the rejection (at most 500 characters)',
      });
      expect(await act(r.id, 'reject', { reason: 'Worn after delivery' })).toMatchObject({
        code: 200,
        data: { status: 4, result: 'rejected', staff_reason: 'Worn after delivery', order_status: 42 },
      });
      expect(await orderStatus(o.id)).toBe(42);
      const mine = (await api(c, 'GET', `/v1/order/after-sale/${r.id}`, undefined, 'zh-cn')).json().data;
      expect(mine).toMatchObject({ status_name: '已完成', result_name: '已拒绝', staff_reason: 'Worn after delivery' });
      const mail = (await mailsTo(c.email)).at(-1)!;
      expect(mail.subject).toContain(`订单 ${o.order_no} 的售后申请未通过`);
      expect(mail.text).toContain('原因：Worn after delivery');
      expect(mail.html).toContain('<html lang="zh-CN">');
      expect(await act(r.id, 'approve')).toMatchObject({
        code: 409,
        message: 'The after-sale request is completed; this action is not possible',
      });
      // The order goes on where it was: the customer confirms receipt again (42 -> 30).
      expect((await api(c, 'PUT', `/v1/order/confirm/${o.id}`)).json().code).toBe(200);
      expect(await orderStatus(o.id)).toBe(30);
    });

    it('refund only of shipped goods: approve, then refund; nothing returns to stock', async () => {
      const c = await shopper('kept');
      const o = await paidOrder(c);
      await ship(o.id);
      const r = await applied(c, o.id, { type: 10, lines: [{ sku_id: o.b, quantity: 1 }] });
      const stock = [await stockOf(t.database.db, o.a), await stockOf(t.database.db, o.b)];
      expect(await act(r.id, 'approve')).toMatchObject({
        data: { status: 3, refund: null, actions: ['reject', 'refund'] },
      });
      expect(await refundRows(o.id)).toEqual([]);
      // ¥100 of ¥500 goods carries 1/5 of the ¥30 discount.
      expect(await act(r.id, 'refund')).toMatchObject({ data: { status: 4, refund: { amount: 9_400 } } });
      expect([await stockOf(t.database.db, o.a), await stockOf(t.database.db, o.b)]).toEqual(stock);
    });
  });

  describe('lists', () => {
    it("pages the customer's requests newest first and staff's by status and type", async () => {
      const c = await shopper('lists');
      const made: AfterSaleView[] = [];
      for (const type of [10, 20, 30]) {
        const o = await paidOrder(c, { coupon: false });
        if (type !== 10) await receive(o.id);
        made.push(await applied(c, o.id, { type, images: [IMAGE(type)] }));
      }
      const first = (await api(c, 'GET', '/v1/order/afterSaleList?page_size=2')).json();
      expect(first.data).toMatchObject({ total: 3, page: 1, page_size: 2 });
      expect(first.data.list.map((r: AfterSaleView) => r.id)).toEqual([made[2]!.id, made[1]!.id]);
      const second = (await api(c, 'GET', '/v1/order/afterSaleList?page=2&page_size=2')).json().data;
      expect(second.list.map((r: AfterSaleView) => r.id)).toEqual([made[0]!.id]);
      expect(second.list[0]).toMatchObject({ order_no: expect.any(String), images: [IMAGE(10)], type: 10 });
      expect(second.list[0].lines[0]).toMatchObject({ name: expect.any(String), image: expect.any(String) });
      expect((await api(c, 'GET', '/v1/order/afterSaleList?page_size=51')).json().code).toBe(400);

      await act(made[1]!.id, 'approve');
      const inProgress = (await staff('GET', '/v1/admin/after-sales?status=3&type=20&page_size=50')).json().data;
      expect(inProgress.list.map((r: StaffAfterSaleView) => r.id)).toContain(made[1]!.id);
      for (const r of inProgress.list as StaffAfterSaleView[]) expect([r.status, r.type]).toEqual([3, 20]);
      const exchanges = (await staff('GET', '/v1/admin/after-sales?type=30&page_size=50')).json().data;
      expect(exchanges.list.every((r: StaffAfterSaleView) => r.type === 30)).toBe(true);
      expect(exchanges.list.map((r: StaffAfterSaleView) => r.id)).toContain(made[2]!.id);
      expect((await staff('GET', '/v1/admin/after-sales?type=40')).json().code).toBe(400);
    });
  });
});
