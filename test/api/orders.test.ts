// "My orders" on the real PostgreSQL: the list per tab with paging and counts, the
// detail, cancelling and confirming receipt under the row lock (conflicts naming the
// status, ten cancels racing, cancel racing the demo payment), who may see what, the
// two day-counting jobs, and the placed / paid mails in the outbox.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeOrdersPastAfterSale } from '../../src/server/jobs/after-sale-window.ts';
import { confirmOverdueReceipts } from '../../src/server/jobs/auto-receipt.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { insertGood, stockOf } from '../helpers/goods.ts';
import { startDemoPayment as startDemoPaymentFor } from '../helpers/orders.ts';

describe('orders API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const rows = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows as T[];
  const api = (c: Customer | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, payload, headers: { lang, ...c?.headers } });

  /** A customer with an address in the US. */
  async function shopper(tag = 'buyer') {
    const c = await newCustomer(t, tag);
    return { ...c, addressId: await addAddress(t, c.userId) };
  }
  type Shopper = Awaited<ReturnType<typeof shopper>>;

  /** Places an order of `quantity` pieces of a new SKU (stock 10) through the API. */
  async function placeOrder(
    c: Shopper,
    opts: { quantity?: number; price?: number; coupon?: string; lang?: string } = {},
  ) {
    const [sku] = await insertGood(t.database.db, [{ price: opts.price ?? 12000, stock: 10 }]);
    const res = await api(
      c,
      'POST',
      '/v2/order',
      {
        items: [{ sku_id: sku!.id, quantity: opts.quantity ?? 1 }],
        address_id: c.addressId,
        coupon_code: opts.coupon ?? '',
      },
      opts.lang,
    );
    expect(res.json().code).toBe(200);
    return { id: res.json().data.id as number, orderNo: res.json().data.order_no as string, skuId: sku!.id };
  }

  const setStatus = (id: number, status: number, extra = sql``) =>
    t.database.db.execute(sql`UPDATE orders SET status = ${status} ${extra} WHERE id = ${id}`);
  const statusOf = async (id: number) =>
    (await rows<{ status: number }>(sql`SELECT status FROM orders WHERE id = ${id}`))[0]?.status;
  const list = (c: Customer, query: string) => api(c, 'GET', `/v1/order/list?${query}`);
  const cancel = (c: Customer, id: number, lang = 'en') => api(c, 'PUT', `/v1/order/cancel/${id}`, undefined, lang);
  const confirm = (c: Customer, id: number) => api(c, 'PUT', `/v1/order/confirm/${id}`);

  const startDemoPayment = (c: Customer, orderId: number) => startDemoPaymentFor(t, c.headers, orderId);

  describe('list and counts', () => {
    let c: Shopper;
    const ids: Record<string, number[]> = {};

    beforeAll(async () => {
      c = await shopper('lister');
      // 12 pending payment, 2 pending shipment, 1 pending receipt, 1 in each of 40 and 71, 1 received, 1 cancelled.
      const plan = [...Array(12).fill(1), 10, 10, 20, 40, 71, 30, 60];
      for (const status of plan) {
        const { id } = await placeOrder(c);
        if (status !== 1) await setStatus(id, status);
        ids[status] = [...(ids[status] ?? []), id];
      }
    });

    it('counts the orders of every tab in one answer', async () => {
      const res = await api(c, 'GET', '/v1/order/countByStatus');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.json().data).toEqual({
        all: 19,
        pending_payment: 12,
        pending_shipment: 2,
        pending_receipt: 1,
        after_sales: 2,
      });
    });

    it('pages the whole list newest first, with totals', async () => {
      const first = (await list(c, 'page=1')).json().data;
      expect(first).toMatchObject({ total: 19, page: 1, page_size: 10 });
      expect(first.list).toHaveLength(10);
      const second = (await list(c, 'page=2')).json().data;
      expect(second.list).toHaveLength(9);
      const all = [...first.list, ...second.list].map((o: { id: number }) => o.id);
      expect(all).toEqual([...all].sort((a, b) => b - a));
      expect(new Set(all).size).toBe(19);
      expect((await list(c, 'page=3')).json().data).toMatchObject({ list: [], total: 19, page: 3 });
    });

    it('shows each tab its statuses only', async () => {
      const tab = async (name: string, size = 50) => {
        const data = (await list(c, `tab=${name}&page_size=${size}`)).json().data;
        return { total: data.total, ids: data.list.map((o: { id: number }) => o.id).sort() };
      };
      const sorted = (...groups: (number[] | undefined)[]) => groups.flatMap((g) => g ?? []).sort();
      expect(await tab('pending_payment')).toEqual({ total: 12, ids: sorted(ids[1]) });
      expect(await tab('pending_shipment')).toEqual({ total: 2, ids: sorted(ids[10]) });
      expect(await tab('pending_receipt')).toEqual({ total: 1, ids: sorted(ids[20]) });
      expect(await tab('after_sales')).toEqual({ total: 2, ids: sorted(ids[40], ids[71]) });
      const paged = (await list(c, 'tab=pending_payment&page=2&page_size=5')).json().data;
      expect(paged).toMatchObject({ total: 12, page: 2, page_size: 5 });
      expect(paged.list.map((o: { id: number }) => o.id)).toEqual([...ids[1]!].sort((a, b) => b - a).slice(5, 10));
    });

    it('gives each card its first lines, counts and the customer actions', async () => {
      const [sku1, sku2, sku3, sku4] = await insertGood(t.database.db, [
        { price: 1000, stock: 9 },
        { price: 2000, stock: 9 },
        { price: 3000, stock: 9 },
        { price: 4000, stock: 9 },
      ]);
      const placed = await api(c, 'POST', '/v2/order', {
        items: [sku1, sku2, sku3, sku4].map((s, i) => ({ sku_id: s!.id, quantity: i + 1 })),
        address_id: c.addressId,
      });
      const card = (await list(c, 'page_size=1')).json().data.list[0];
      expect(card).toMatchObject({
        id: placed.json().data.id,
        status: 1,
        status_name: 'pending payment',
        item_count: 10,
        line_count: 4,
        total_paid: placed.json().data.total_paid,
        currency: 'CNY',
        actions: ['cancel'],
      });
      expect(card.lines).toHaveLength(3);
      expect(card.lines[0]).toEqual({
        sku_id: sku1!.id,
        good_id: sku1!.goodId,
        name: expect.stringMatching(/^Test good \d+$/),
        options: [{ axis: 'Size', value: 'Size 0' }],
        image: expect.any(String),
        quantity: 1,
      });
      expect(Date.parse(card.created_at)).not.toBeNaN();
      expect(Date.parse(card.pay_deadline)).toBeGreaterThan(Date.now());
      const zh = (await api(c, 'GET', '/v1/order/list?page_size=1', undefined, 'zh-cn')).json().data.list[0];
      expect(zh.status_name).toBe('待付款');
      expect(zh.lines[0].name).toMatch(/^测试商品 \d+$/);
      await cancel(c, card.id);
    });

    it('reads a page with at most two statements on orders, whatever its size', async () => {
      const seen: string[] = [];
      const pool = t.database.pool;
      const original = pool.query.bind(pool);
      pool.query = ((...args: Parameters<typeof pool.query>) => {
        const q = args[0] as string | { text: string };
        seen.push(typeof q === 'string' ? q : q.text);
        return original(...args);
      }) as typeof pool.query;
      try {
        expect((await list(c, 'page_size=50')).json().data.list.length).toBe(20);
      } finally {
        pool.query = original as typeof pool.query;
      }
      expect(seen.filter((q) => /\border(s|_lines)\b/.test(q))).toHaveLength(2);
    });

    it('refuses a bad query with a message naming the field', async () => {
      expect((await list(c, 'page_size=51')).json().code).toBe(400);
      expect((await list(c, 'page=0')).json().code).toBe(400);
      const bad = (await list(c, 'tab=shipped')).json();
      expect(bad.code).toBe(400);
      expect(bad.message).toContain('tab');
    });
  });

  describe('detail', () => {
    it('shows the order with masked phone, dates and actions', async () => {
      const c = await shopper('detail');
      const { id, orderNo } = await placeOrder(c);
      const d = (await api(c, 'GET', `/v1/order/${id}`)).json().data;
      expect(d).toMatchObject({
        id,
        order_no: orderNo,
        status: 1,
        status_name: 'pending payment',
        actions: ['cancel'],
        paid_at: null,
        shipped_at: null,
        received_at: null,
        completed_at: null,
        address: { contact: 'Alex Doe', phone: '+14155550100', phone_masked: '+1 415***0100', postal_code: '94105' },
      });
      await setStatus(id, 20, sql`, shipped_at = now()`);
      const shipped = (await api(c, 'GET', `/v1/order/${id}`)).json().data;
      expect(shipped.actions.sort()).toEqual(['apply_exchange', 'apply_refund', 'apply_return', 'confirm_receipt']);
      expect(Date.parse(shipped.shipped_at)).not.toBeNaN();
    });
  });

  describe('cancel', () => {
    it('cancels once: stock and coupon use back, open payment attempts cancelled', async () => {
      const c = await shopper('canceller');
      const { id, skuId } = await placeOrder(c, { quantity: 3, coupon: 'WELCOME10' });
      await startDemoPayment(c, id);
      const couponUsed = async () =>
        (await rows<{ used: number }>(sql`SELECT used FROM coupons WHERE code = 'WELCOME10'`))[0]!.used;
      const usedBefore = await couponUsed();
      expect(await stockOf(t.database.db, skuId)).toBe(7);

      const res = await cancel(c, id);
      expect(res.json()).toMatchObject({
        code: 200,
        message: 'Canceled Successfully',
        data: { id, status: 60, status_name: 'order cancelled', actions: [] },
      });
      expect(Date.parse(res.json().data.cancelled_at)).not.toBeNaN();
      expect((await cancel(c, (await placeOrder(c)).id, 'zh-cn')).json().message).toBe('取消成功');
      expect(await stockOf(t.database.db, skuId)).toBe(10);
      expect(await couponUsed()).toBe(usedBefore - 1);
      expect(await rows(sql`SELECT 1 FROM coupon_uses WHERE order_id = ${id}`)).toEqual([]);
      expect(await rows(sql`SELECT status FROM payments WHERE order_id = ${id}`)).toEqual([{ status: 3 }]);
      const [who] = await rows<{ cancelled_by: string }>(sql`SELECT cancelled_by FROM orders WHERE id = ${id}`);
      expect(who?.cancelled_by).toBe('customer');

      // Twice: a conflict naming the status, nothing given back twice.
      const again = await cancel(c, id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 409,
        message: 'The order is order cancelled; this action is not possible',
      });
      expect((await cancel(c, id, 'zh-cn')).json().message).toBe('订单当前状态为“已取消”，不能进行此操作');
      expect(await stockOf(t.database.db, skuId)).toBe(10);
      expect(await couponUsed()).toBe(usedBefore - 1);
    });

    it('refuses to cancel a paid order', async () => {
      const c = await shopper('paid-canceller');
      const { id, skuId } = await placeOrder(c);
      expect((await (await startDemoPayment(c, id))()).statusCode).toBe(303);
      expect(await statusOf(id)).toBe(10);
      expect((await cancel(c, id)).json()).toMatchObject({
        code: 409,
        message: 'The order is pending shipment; this action is not possible',
      });
      expect(await statusOf(id)).toBe(10);
      expect(await stockOf(t.database.db, skuId)).toBe(9);
    });

    it('lets exactly one of ten concurrent cancels through, stock back once', async () => {
      const c = await shopper('racer');
      const { id, skuId } = await placeOrder(c, { quantity: 4 });
      const results = await Promise.all(Array.from({ length: 10 }, () => cancel(c, id)));
      const codes = results.map((r) => r.json().code).sort();
      expect(codes).toEqual([200, ...Array(9).fill(409)]);
      expect(await stockOf(t.database.db, skuId)).toBe(10);
    });

    it('pay first, then cancel: the cancel is refused', async () => {
      const c = await shopper('pay-then-cancel');
      const { id } = await placeOrder(c);
      const pressPay = await startDemoPayment(c, id);
      await pressPay();
      expect((await cancel(c, id)).json().code).toBe(409);
      expect(await statusOf(id)).toBe(10);
      expect(await rows(sql`SELECT 1 FROM refunds WHERE order_id = ${id}`)).toEqual([]);
    });

    it('cancel first, then pay: the late capture is refunded automatically', async () => {
      const c = await shopper('cancel-then-pay');
      const { id } = await placeOrder(c);
      const pressPay = await startDemoPayment(c, id);
      expect((await cancel(c, id)).json().code).toBe(200);
      await pressPay();
      expect(await statusOf(id)).toBe(60);
      const refunds = await rows<{ reason: string; status: string }>(
        sql`SELECT reason, status FROM refunds WHERE order_id = ${id}`,
      );
      expect(refunds).toEqual([{ reason: 'late_capture', status: 'succeeded' }]);
      const [notice] = await rows<{ kind: string }>(sql`SELECT kind FROM staff_notices WHERE order_id = ${id}`);
      expect(notice?.kind).toBe('late_capture');
    });
  });

  describe('confirm receipt', () => {
    it('moves a shipped order to received once and stamps the time', async () => {
      const c = await shopper('receiver');
      const { id } = await placeOrder(c);
      await setStatus(id, 20, sql`, shipped_at = now() - interval '2 days'`);
      const res = await confirm(c, id);
      expect(res.json()).toMatchObject({ code: 200, message: 'Receipt confirmed', data: { status: 30 } });
      expect(Date.parse(res.json().data.received_at)).toBeGreaterThan(Date.now() - 60_000);
      expect((await confirm(c, id)).json()).toMatchObject({
        code: 409,
        message: 'The order is received; this action is not possible',
      });
    });

    it('is refused before shipping', async () => {
      const c = await shopper('early-receiver');
      const unpaid = await placeOrder(c);
      expect((await confirm(c, unpaid.id)).json()).toMatchObject({
        code: 409,
        message: 'The order is pending payment; this action is not possible',
      });
      const paid = await placeOrder(c);
      await setStatus(paid.id, 10);
      expect((await confirm(c, paid.id)).json().code).toBe(409);
      expect(await statusOf(paid.id)).toBe(10);
    });

    it('after a rejected refund on a shipped order, receipt is confirmed; unshipped it is refused', async () => {
      const c = await shopper('rejected');
      const shipped = await placeOrder(c);
      await setStatus(shipped.id, 42, sql`, shipped_at = now()`);
      expect((await confirm(c, shipped.id)).json().data.status).toBe(30);
      const unshipped = await placeOrder(c);
      await setStatus(unshipped.id, 42);
      expect((await confirm(c, unshipped.id)).json().code).toBe(409);
    });
  });

  describe('access', () => {
    it("answers 404 for another customer's order, exactly like an unknown one", async () => {
      const owner = await shopper('owner');
      const stranger = await shopper('stranger');
      const { id } = await placeOrder(owner);
      await placeOrder(stranger);
      for (const [method, url] of [
        ['GET', `/v1/order/${id}`],
        ['PUT', `/v1/order/cancel/${id}`],
        ['PUT', `/v1/order/confirm/${id}`],
      ] as const) {
        const theirs = await api(stranger, method, url);
        const unknown = await api(stranger, method, url.replace(String(id), '2147483000'));
        expect(theirs.statusCode).toBe(404);
        expect(theirs.json()).toEqual(unknown.json());
      }
      const strangersList = (await list(stranger, 'page_size=50')).json().data;
      expect(strangersList.total).toBe(1);
      expect(strangersList.list.map((o: { id: number }) => o.id)).not.toContain(id);
      expect((await api(stranger, 'GET', '/v1/order/countByStatus')).json().data.all).toBe(1);
      expect(await statusOf(id)).toBe(1);
    });

    it('answers 301 to a caller who is not signed in, before judging the request', async () => {
      for (const [method, url] of [
        ['GET', '/v1/order/list?page=0'],
        ['GET', '/v1/order/countByStatus'],
        ['GET', '/v1/order/abc'],
        ['PUT', '/v1/order/cancel/abc'],
        ['PUT', '/v1/order/confirm/1'],
      ] as const) {
        const res = await api(null, method, url);
        expect(res.json(), url).toMatchObject({ code: 301, message: 'Please log in first' });
      }
    });
  });

  describe('jobs', () => {
    const shippedDaysAgo = (days: number) =>
      sql`, shipped_at = now() - make_interval(days => ${days}), received_at = NULL`;
    const receivedDaysAgo = (days: number) =>
      sql`, shipped_at = now() - interval '30 days', received_at = now() - make_interval(days => ${days})`;

    it('confirms receipt 15 days after shipping, once, also with runs racing', async () => {
      const c = await shopper('auto-receipt');
      const due = await placeOrder(c);
      await setStatus(due.id, 20, shippedDaysAgo(16));
      const early = await placeOrder(c);
      await setStatus(early.id, 20, shippedDaysAgo(14));
      const rejectedShipped = await placeOrder(c);
      await setStatus(rejectedShipped.id, 52, shippedDaysAgo(20));
      const rejectedUnshipped = await placeOrder(c);
      await setStatus(rejectedUnshipped.id, 42);
      const receivedBefore = await placeOrder(c);
      await setStatus(receivedBefore.id, 42, receivedDaysAgo(1));
      const refunding = await placeOrder(c);
      await setStatus(refunding.id, 40, shippedDaysAgo(20));

      const runs = await Promise.all([
        confirmOverdueReceipts(t.database.db),
        confirmOverdueReceipts(t.database.db),
        confirmOverdueReceipts(t.database.db),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
      expect(await confirmOverdueReceipts(t.database.db)).toBe(0);
      expect(await statusOf(due.id)).toBe(30);
      expect(await statusOf(rejectedShipped.id)).toBe(30);
      expect(await statusOf(early.id)).toBe(20);
      expect(await statusOf(rejectedUnshipped.id)).toBe(42);
      expect(await statusOf(receivedBefore.id)).toBe(42);
      expect(await statusOf(refunding.id)).toBe(40);
      const [stamp] = await rows<{ fresh: boolean }>(
        sql`SELECT received_at > now() - interval '1 minute' AS fresh FROM orders WHERE id = ${due.id}`,
      );
      expect(stamp?.fresh).toBe(true);
    });

    it('completes orders 7 days after receipt, once, also with runs racing', async () => {
      const c = await shopper('after-sale-window');
      const due = await placeOrder(c);
      await setStatus(due.id, 30, receivedDaysAgo(8));
      const open = await placeOrder(c);
      await setStatus(open.id, 30, receivedDaysAgo(6));
      const rejected = await placeOrder(c);
      await setStatus(rejected.id, 52, receivedDaysAgo(9));
      const exchanging = await placeOrder(c);
      await setStatus(exchanging.id, 50, receivedDaysAgo(9));
      const shippedOnly = await placeOrder(c);
      await setStatus(shippedOnly.id, 20, shippedDaysAgo(9));

      const runs = await Promise.all([
        completeOrdersPastAfterSale(t.database.db),
        completeOrdersPastAfterSale(t.database.db),
        completeOrdersPastAfterSale(t.database.db),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
      expect(await completeOrdersPastAfterSale(t.database.db)).toBe(0);
      expect(await statusOf(due.id)).toBe(70);
      expect(await statusOf(rejected.id)).toBe(70);
      expect(await statusOf(open.id)).toBe(30);
      expect(await statusOf(exchanging.id)).toBe(50);
      expect(await statusOf(shippedOnly.id)).toBe(20);
      const [done] = await rows<{ completed: boolean }>(
        sql`SELECT completed_at IS NOT NULL AS completed FROM orders WHERE id = ${due.id}`,
      );
      expect(done?.completed).toBe(true);
    });
  });

  describe('mail', () => {
    const mailsTo = (email: string) =>
      rows<{ subject: string; text: string; html: string }>(
        sql`SELECT subject, text, html FROM mail_outbox WHERE "to" = ${email} ORDER BY id`,
      );

    const shopName = async (lang: 'en' | 'zh-cn') => (await t.app.deps.settings.get()).seo_title[lang];

    it('queues the placed mail in the language of the order, the paid one in the same', async () => {
      const c = await shopper('mail-en');
      const shop = await shopName('en');
      const { id, orderNo } = await placeOrder(c, { lang: 'en' });
      const [placed] = await mailsTo(c.email);
      expect(placed?.subject).toBe(`${shop}: order ${orderNo} placed, awaiting payment`);
      expect(placed?.text).toContain(`Pay now: http://shop.test/en/order/pay?order_id=${id}`);
      expect(placed?.text).toMatch(/Please pay by .+ UTC \(within 30 minutes\)/);
      expect(placed?.text).toContain('Total: CN¥'); // yuan named apart from yen in English (issue #21); not paid yet (#37)
      expect(placed?.html).toMatch(/^<!doctype html><html lang="en">/);

      await (await startDemoPayment(c, id))();
      const [, paid] = await mailsTo(c.email);
      expect(paid?.subject).toBe(`${shop}: payment received for order ${orderNo}`);
      expect(paid?.text).toContain(`View order: http://shop.test/en/my/order/${id}`);
    });

    it('writes in Chinese for a Chinese order', async () => {
      const c = await shopper('mail-zh');
      const shop = await shopName('zh-cn');
      const { id, orderNo } = await placeOrder(c, { lang: 'zh-cn' });
      await (await startDemoPayment(c, id))();
      const [placed, paid] = await mailsTo(c.email);
      expect(placed?.subject).toBe(`【${shop}】订单 ${orderNo} 已提交，请尽快支付`);
      expect(placed?.text).toContain(`立即支付：http://shop.test/order/pay?order_id=${id}`);
      expect(placed?.text).toMatch(/测试商品 \d+（尺码：尺码0） × 1/);
      expect(placed?.text).toMatch(/请在 \d{4}年\d+月\d+日 \d\d:\d\d（北京时间）前（30 分钟内）完成支付/);
      expect(placed?.html).toMatch(/^<!doctype html><html lang="zh-CN">/);
      expect(paid?.subject).toBe(`【${shop}】订单 ${orderNo} 支付成功`);
      expect(paid?.text).toContain(`http://shop.test/my/order/${id}`);
    });

    it('mails once when five orders race for the last piece (a rolled-back order mails nothing)', async () => {
      const c = await shopper('mail-race');
      const [sku] = await insertGood(t.database.db, [{ price: 1000, stock: 1 }]);
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          api(c, 'POST', '/v2/order', { items: [{ sku_id: sku!.id, quantity: 1 }], address_id: c.addressId }),
        ),
      );
      expect(results.filter((r) => r.json().code === 200)).toHaveLength(1);
      expect(await mailsTo(c.email)).toHaveLength(1);
    });
  });
});
