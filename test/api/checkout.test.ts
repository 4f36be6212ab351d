// Checkout on the real PostgreSQL: the priced preview, placing orders, idempotent
// retries, bad inputs, coupons, and the stock under concurrency (no overselling, no
// deadlocks, also through two server instances on one database).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelExpiredOrders } from '../../src/server/modules/orders/cancel.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { insertGood, setStock, stockOf } from '../helpers/goods.ts';

describe('checkout API', () => {
  let t: TestApp;
  let buyer: Customer;
  let addressId: number;

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await newCustomer(t);
    addressId = await addAddress(t, buyer.userId);
  });
  afterAll(() => t?.close());

  function call(c: Customer, url: string, payload: unknown, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { lang: 'en', ...c.headers, ...headers },
    });
  }
  const confirm = (c: Customer, body: unknown, h?: Record<string, string>) => call(c, '/v2/order/confirm', body, h);
  const place = (c: Customer, body: unknown, h?: Record<string, string>) => call(c, '/v2/order', body, h);
  const rows = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows as T[];

  describe('preview', () => {
    it('prices lines, shipping for the destination and a coupon on the server', async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 12000, stock: 10 }]);
      const res = await confirm(buyer, { items: [{ sku_id: sku!.id, quantity: 2 }], coupon_code: 'welcome10' });
      expect(res.statusCode).toBe(200);
      const p = res.json().data;
      // US: first item 68.00, each further 18.00; 10% off 240.00 = 24.00; 216.00 < 599.00 so shipping is charged.
      expect(p).toMatchObject({
        currency: 'CNY',
        product_price: 24000,
        discount: 2400,
        shipping_fee: 6800 + 1800,
        total_paid: 24000 - 2400 + 8600,
        item_count: 2,
        address_id: addressId,
        coupon: { code: 'WELCOME10', error: null, discount: 2400 },
        pay_minutes: 30,
      });
      expect(p.items[0]).toMatchObject({ sku_id: sku!.id, quantity: 2, price: 12000, total: 24000 });
      expect(p.items[0].options).toEqual([{ axis: 'Size', value: 'Size 0' }]);
    });

    it('ships free above the threshold and leaves free-shipping goods out', async () => {
      const [dear] = await insertGood(t.database.db, [{ price: 60000, stock: 5 }]);
      const [free] = await insertGood(t.database.db, [{ price: 1000, stock: 5 }], { services: [4] });
      expect((await confirm(buyer, { items: [{ sku_id: dear!.id, quantity: 1 }] })).json().data.shipping_fee).toBe(0);
      expect((await confirm(buyer, { items: [{ sku_id: free!.id, quantity: 3 }] })).json().data.shipping_fee).toBe(0);
    });

    it('tells why a coupon does not apply without failing the preview', async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 5000, stock: 5 }]);
      const p = (await confirm(buyer, { items: [{ sku_id: sku!.id, quantity: 1 }], coupon_code: 'WELCOME10' })).json()
        .data;
      expect(p.discount).toBe(0);
      expect(p.coupon.error).toBe('This coupon needs goods worth at least CN¥100.00');
      const zh = await confirm(
        buyer,
        { items: [{ sku_id: sku!.id, quantity: 1 }], coupon_code: 'NOPE' },
        { lang: 'zh-cn' },
      );
      expect(zh.json().data.coupon.error).toBe('优惠码无效');
    });
  });

  describe('bad inputs', () => {
    let skuId: number;
    beforeAll(async () => {
      skuId = (await insertGood(t.database.db, [{ price: 1000, stock: 3 }]))[0]!.id;
    });

    it.each([
      ['quantity 0', 0],
      ['a negative quantity', -1],
      ['a fraction', 1.5],
      ['more than 999', 1000],
    ])('refuses %s with a clear message', async (_name, quantity) => {
      const res = await place(buyer, { items: [{ sku_id: skuId, quantity }], address_id: addressId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The quantity must be a whole number from 1 to 999');
    });

    it('refuses no items, more than in stock, unknown and off-shelf SKUs', async () => {
      expect((await place(buyer, { items: [], address_id: addressId })).json().message).toBe(
        'Please choose what to buy',
      );
      const above = await place(buyer, { items: [{ sku_id: skuId, quantity: 4 }], address_id: addressId });
      expect(above.statusCode).toBe(409);
      expect(above.json().message).toMatch(/^Only 3 left of "Test good \d+"$/);
      const unknown = await place(buyer, { items: [{ sku_id: 99_999_999, quantity: 1 }], address_id: addressId });
      expect(unknown.json()).toMatchObject({ code: 400, message: 'This item is no longer available (SKU 99999999)' });
      const [hidden] = await insertGood(t.database.db, [{ price: 1000, stock: 3 }], { onShelf: false });
      const off = await place(buyer, { items: [{ sku_id: hidden!.id, quantity: 1 }], address_id: addressId });
      expect(off.json().code).toBe(400);
      expect(await stockOf(t.database.db, skuId)).toBe(3);
    });

    it("needs an address, and someone else's address is a 404", async () => {
      const none = await place(buyer, { items: [{ sku_id: skuId, quantity: 1 }] });
      expect(none.json()).toMatchObject({ code: 400, message: 'Please choose a shipping address' });
      const other = await newCustomer(t, 'other');
      const theirs = await addAddress(t, other.userId);
      const res = await place(buyer, { items: [{ sku_id: skuId, quantity: 1 }], address_id: theirs });
      expect(res.statusCode).toBe(404);
      expect((await confirm(buyer, { items: [{ sku_id: skuId, quantity: 1 }], address_id: theirs })).statusCode).toBe(
        404,
      );
    });

    it('ignores a tampered price: the total comes from the database', async () => {
      const res = await place(buyer, {
        items: [{ sku_id: skuId, quantity: 1, price: 1 }],
        address_id: addressId,
        total_paid: 1,
        product_price: 1,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.total_paid).toBe(1000 + 6800);
    });

    it('refuses expired, exhausted and used-up coupons', async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 50000, stock: 20 }]);
      await t.database.db.execute(sql`
        INSERT INTO coupons (code, kind, value, starts_at, ends_at, total_limit, per_customer_limit) VALUES
          ('OLD', 1, 100, now() - interval '2 days', now() - interval '1 day', NULL, NULL),
          ('GONE', 1, 100, now() - interval '1 day', now() + interval '1 day', 0, NULL),
          ('ONCE', 1, 100, now() - interval '1 day', now() + interval '1 day', NULL, 1)`);
      const order = (code: string) =>
        place(buyer, { items: [{ sku_id: sku!.id, quantity: 1 }], address_id: addressId, coupon_code: code });
      expect((await order('OLD')).json()).toMatchObject({ code: 409, message: 'This coupon has expired' });
      expect((await order('GONE')).json()).toMatchObject({ code: 409, message: 'This coupon has run out' });
      expect((await order('ONCE')).json().code).toBe(200);
      expect((await order('ONCE')).json()).toMatchObject({ code: 409, message: 'You have already used this coupon' });
      expect(await stockOf(t.database.db, sku!.id)).toBe(19);
    });

    it('needs a signed-in customer', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/v2/order', payload: { items: [] } });
      expect(res.json().code).toBe(301);
    });
  });

  describe('placing', () => {
    it('stores snapshots, takes stock, and starts the payment clock', async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 2500, stock: 5 }]);
      const res = await place(
        buyer,
        { items: [{ sku_id: sku!.id, quantity: 2 }], address_id: addressId, notes: 'Leave at the door' },
        { client: '3' },
      );
      expect(res.json()).toMatchObject({ code: 200, message: 'Order placed' });
      const o = res.json().data;
      expect(o).toMatchObject({ status: 1, total_paid: 5000 + 6800 + 1800, currency: 'CNY' });
      expect(o.order_no).toMatch(/^\d{18}$/);
      const minutes = (Date.parse(o.pay_deadline) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);
      expect(await stockOf(t.database.db, sku!.id)).toBe(3);
      const [row] = await rows<{
        client: number;
        notes: string;
        address: { city: string; countryName: { en: string } };
      }>(sql`SELECT client, notes, address FROM orders WHERE id = ${o.id}`);
      expect(row).toMatchObject({ client: 3, notes: 'Leave at the door', address: { city: 'San Francisco' } });
      expect(row!.address.countryName.en).toBe('United States');
      // Later catalog edits never change the order.
      await t.database.db.execute(
        sql`UPDATE goods SET name = '{"zh-cn":"改名","en":"Renamed"}' WHERE id = ${sku!.goodId}`,
      );
      const detail = await t.app.inject({ url: `/v1/order/${o.id}`, headers: { lang: 'en', ...buyer.headers } });
      expect(detail.json().data.items[0].name).toMatch(/^Test good/);
      expect(detail.json().data.actions).toEqual(['cancel']);
    });

    it('returns the same order for a retried Idempotency-Key, and refuses it for another body', async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 1000, stock: 10 }]);
      const body = { items: [{ sku_id: sku!.id, quantity: 1 }], address_id: addressId };
      const key = { 'idempotency-key': `retry-${Date.now()}` };
      const attempts = await Promise.all(Array.from({ length: 5 }, () => place(buyer, body, key)));
      const ids = new Set(attempts.map((r) => r.json().data.id));
      expect(ids.size).toBe(1);
      expect(await stockOf(t.database.db, sku!.id)).toBe(9);
      const other = await place(buyer, { ...body, items: [{ sku_id: sku!.id, quantity: 2 }] }, key);
      expect(other.json()).toMatchObject({ code: 409 });
      const bad = await place(buyer, body, { 'idempotency-key': 'x' });
      expect(bad.json().code).toBe(400);
    });
  });

  describe('concurrency', () => {
    const soldOutOrOk = (code: number, message: string) => code === 200 || /sold out|Only \d+ left/.test(message);

    it('200 buyers for 50 units: exactly 50 orders, stock 0, the rest told it sold out', async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 990, stock: 50 }]);
      const buyers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const c = await newCustomer(t, 'rush');
          return { c, address: await addAddress(t, c.userId) };
        }),
      );
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => {
          const b = buyers[i % buyers.length]!;
          return place(b.c, { items: [{ sku_id: sku!.id, quantity: 1 }], address_id: b.address });
        }),
      );
      const ok = results.filter((r) => r.json().code === 200);
      expect(ok).toHaveLength(50);
      for (const r of results) expect(soldOutOrOk(r.json().code, r.json().message)).toBe(true);
      expect(await stockOf(t.database.db, sku!.id)).toBe(0);
      const [count] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM order_lines WHERE sku_id = ${sku!.id}`,
      );
      expect(count!.n).toBe(50);
    });

    it('orders locking the same SKUs in opposite line order never deadlock', async () => {
      const [a, b] = await insertGood(t.database.db, [
        { price: 100, stock: 1000 },
        { price: 200, stock: 1000 },
      ]);
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          place(buyer, {
            items:
              i % 2
                ? [
                    { sku_id: a!.id, quantity: 1 },
                    { sku_id: b!.id, quantity: 2 },
                  ]
                : [
                    { sku_id: b!.id, quantity: 2 },
                    { sku_id: a!.id, quantity: 1 },
                  ],
            address_id: addressId,
          }),
        ),
      );
      expect(results.map((r) => r.json().code)).toEqual(Array(60).fill(200));
      expect(await stockOf(t.database.db, a!.id)).toBe(940);
      expect(await stockOf(t.database.db, b!.id)).toBe(880);
    });

    it('a coupon limited to one use per customer is used once when ten orders race', async () => {
      const racer = await newCustomer(t, 'coupon-racer');
      const address = await addAddress(t, racer.userId);
      const [sku] = await insertGood(t.database.db, [{ price: 20000, stock: 100 }]);
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          place(racer, { items: [{ sku_id: sku!.id, quantity: 1 }], address_id: address, coupon_code: 'WELCOME10' }),
        ),
      );
      expect(results.filter((r) => r.json().code === 200)).toHaveLength(1);
      expect(await stockOf(t.database.db, sku!.id)).toBe(99);
    });
  });

  describe('payment deadline', () => {
    it('cancels unpaid orders once, giving stock and the coupon use back, with two runs racing', async () => {
      const late = await newCustomer(t, 'late');
      const address = await addAddress(t, late.userId);
      const [sku] = await insertGood(t.database.db, [{ price: 20000, stock: 5 }]);
      const res = await place(late, {
        items: [{ sku_id: sku!.id, quantity: 2 }],
        address_id: address,
        coupon_code: 'WELCOME10',
      });
      const orderId = res.json().data.id;
      expect(await stockOf(t.database.db, sku!.id)).toBe(3);
      const [before] = await rows<{ used: number }>(sql`SELECT used FROM coupons WHERE code = 'WELCOME10'`);
      await t.database.db.execute(
        sql`UPDATE orders SET pay_deadline = now() - interval '1 second' WHERE id = ${orderId}`,
      );
      const shop = { title: { 'zh-cn': '测试店', en: 'Test shop' }, origin: 'http://shop.test' };
      await Promise.all([cancelExpiredOrders(t.database.db, 500, shop), cancelExpiredOrders(t.database.db, 500, shop)]);
      await cancelExpiredOrders(t.database.db, 500, shop);
      const [order] = await rows<{ status: number; cancelled_by: string }>(
        sql`SELECT status, cancelled_by FROM orders WHERE id = ${orderId}`,
      );
      expect(order).toEqual({ status: 60, cancelled_by: 'deadline' });
      // One mail tells the customer why, linking the order.
      const mails = await rows<{ subject: string; text: string }>(
        sql`SELECT subject, text FROM mail_outbox WHERE "to" = ${late.email} AND subject LIKE '%取消%' OR "to" = ${late.email} AND subject LIKE '%cancelled%'`,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toMatch(/付款期限|payment deadline/);
      expect(mails[0]!.text).toContain(`/my/order/${orderId}`);
      expect(await stockOf(t.database.db, sku!.id)).toBe(5);
      const [after] = await rows<{ used: number }>(sql`SELECT used FROM coupons WHERE code = 'WELCOME10'`);
      expect(after!.used).toBe(before!.used - 1);
      // The coupon can be used again by the same customer.
      const again = await place(late, {
        items: [{ sku_id: sku!.id, quantity: 2 }],
        address_id: address,
        coupon_code: 'WELCOME10',
      });
      expect(again.json().code).toBe(200);
      await setStock(t.database.db, sku!.id, 5);
    });
  });
});
