// The admin dashboard on the real PostgreSQL with real orders: customers place orders
// through checkout and pay through the demo provider, one is refunded through the
// after-sale flow, one waits for an after-sale decision; some orders are moved back in
// time around the shop's day boundaries. The numbers asserted are worked out here by hand.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type DashboardView, SHOP_TIME_ZONE, startOfDay } from '../../src/domain/admin/dashboard.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, newCustomer } from '../helpers/customers.ts';
import { insertGood } from '../helpers/goods.ts';
import { payOnDemo } from '../helpers/orders.ts';
import { newStaff } from '../helpers/staff.ts';

describe('admin dashboard API', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  let customer: Awaited<ReturnType<typeof newCustomer>> & { addressId: number };
  let data: DashboardView;
  /** Orders by role, with their totals as stored. */
  const o: Record<string, { id: number; total: number; order_no: string }> = {};
  let goodA: number;
  let goodB: number;
  let goodC: number;
  let lowSku: number;

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}, lang = 'en') =>
    t.app.inject({ method, url, payload, headers: { lang, ...headers } });

  async function place(items: { sku_id: number; quantity: number }[], pay = true) {
    const placed = await call('POST', '/v2/order', { items, address_id: customer.addressId }, customer.headers);
    expect(placed.json().code, JSON.stringify(placed.json())).toBe(200);
    const id = placed.json().data.id as number;
    if (pay) {
      await payOnDemo(t, customer, id);
    }
    const { rows } = await db().execute<{ total: number; order_no: string; status: number }>(
      sql`SELECT total, order_no, status FROM orders WHERE id = ${id}`,
    );
    expect(rows[0]!.status).toBe(pay ? 10 : 1);
    return { id, total: rows[0]!.total, order_no: rows[0]!.order_no };
  }
  /** Moves an order's placing (and payment) to another instant. */
  const moveTo = (id: number, at: Date) =>
    db().execute(sql`UPDATE orders SET created_at = ${at}, paid_at = CASE WHEN paid_at IS NULL THEN NULL ELSE ${at}::timestamptz END
                     WHERE id = ${id}`);
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await newStaff(t, 'operator')).headers;
    const c = await newCustomer(t, 'dash');
    customer = { ...c, addressId: await addAddress(t, c.userId) };
    // Plenty of stock everywhere, so the low-stock list holds only what this test sets.
    await db().execute(sql`UPDATE good_skus SET stock = 100`);

    const [a] = await insertGood(db(), [{ price: 10_000, stock: 50 }]);
    const [b] = await insertGood(db(), [{ price: 2_500, stock: 50 }]);
    const [cc, low] = await insertGood(db(), [
      { price: 999, stock: 50 },
      { price: 1_999, stock: 3 },
    ]);
    goodA = a!.goodId;
    goodB = b!.goodId;
    goodC = cc!.goodId;
    lowSku = low!.id;

    // Today: A×3, B×1 (later refunded), C×1 (waits for an after-sale decision), and an unpaid one.
    o.today1 = await place([{ sku_id: a!.id, quantity: 3 }]);
    o.refunded = await place([{ sku_id: b!.id, quantity: 1 }]);
    o.pending = await place([{ sku_id: cc!.id, quantity: 1 }]);
    o.unpaid = await place([{ sku_id: a!.id, quantity: 5 }], false);
    // Just after today's midnight (shop time): today; one minute before: yesterday.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date());
    const midnight = startOfDay(today, SHOP_TIME_ZONE);
    o.afterMidnight = await place([{ sku_id: b!.id, quantity: 2 }]);
    await moveTo(o.afterMidnight.id, new Date(midnight.getTime() + 60_000));
    o.beforeMidnight = await place([{ sku_id: b!.id, quantity: 4 }]);
    await moveTo(o.beforeMidnight.id, new Date(midnight.getTime() - 60_000));
    // Within 7 days, within 30 days, older than 30 days.
    o.days5 = await place([{ sku_id: cc!.id, quantity: 2 }]);
    await moveTo(o.days5.id, daysAgo(5));
    o.days20 = await place([{ sku_id: a!.id, quantity: 1 }]);
    await moveTo(o.days20.id, daysAgo(20));
    o.days40 = await place([{ sku_id: a!.id, quantity: 9 }]);
    await moveTo(o.days40.id, daysAgo(40));
    // One order in another currency, 3 days ago (sums stay per currency).
    o.usd = await place([{ sku_id: cc!.id, quantity: 1 }]);
    await moveTo(o.usd.id, daysAgo(3));
    // An order from when the shop's own currency was USD: its books are in USD (issue #21 keeps them per shop currency).
    await db().execute(
      sql`UPDATE orders SET currency = 'USD', total = 1234, shop_currency = 'USD', shop_total = 1234 WHERE id = ${o.usd.id}`,
    );
    o.usd.total = 1234;

    // Refund only of the B order, approved by staff: refunded at once through the demo provider.
    const refund = await call(
      'POST',
      `/v1/order/${o.refunded.id}/after-sale`,
      { type: 10, reason: 'damaged' },
      customer.headers,
    );
    expect(refund.json().code).toBe(200);
    const approved = await call('PUT', `/v1/admin/after-sales/${refund.json().data.id}/approve`, undefined, staff);
    expect(approved.json().data.refund.status).toBe('succeeded');
    // The C order's request waits for a decision.
    const waiting = await call(
      'POST',
      `/v1/order/${o.pending.id}/after-sale`,
      { type: 10, reason: 'damaged' },
      customer.headers,
    );
    expect(waiting.json().code).toBe(200);
    // Two orders move on: one shipped, one received.
    await db().execute(sql`UPDATE orders SET status = 20, shipped_at = now() WHERE id = ${o.days5.id}`);
    await db().execute(
      sql`UPDATE orders SET status = 30, shipped_at = now(), received_at = now() WHERE id = ${o.days20.id}`,
    );
    // A staff notice nobody has read, one that was read.
    await db().execute(
      sql`INSERT INTO staff_notices (kind, order_id, message) VALUES ('late_capture', ${o.today1.id}, 'x')`,
    );
    await db().execute(sql`INSERT INTO staff_notices (kind, message, read_at) VALUES ('refund_failed', 'y', now())`);

    const res = await call('GET', '/v1/admin/dashboard', undefined, staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    data = res.json().data;
  });
  afterAll(() => t?.close());

  it('counts gross sales of paid orders per day in the shop time zone, per currency', () => {
    const cny = (...keys: string[]) => keys.reduce((s, k) => s + o[k]!.total, 0);
    expect(data.time_zone).toBe('Asia/Shanghai');
    expect(data.currency).toBe('CNY');
    // Today: three placed now (the refunded one included: gross) and the one just after midnight.
    const today = ['today1', 'refunded', 'pending', 'afterMidnight'];
    expect(data.sales.today).toEqual({
      count: 4,
      by_currency: [{ currency: 'CNY', amount: cny(...today), count: 4 }],
    });
    const week = [...today, 'beforeMidnight', 'days5'];
    expect(data.sales.last_7_days).toEqual({
      count: 7,
      by_currency: [
        { currency: 'CNY', amount: cny(...week), count: 6 },
        { currency: 'USD', amount: 1234, count: 1 },
      ],
    });
    expect(data.sales.last_30_days).toEqual({
      count: 8,
      by_currency: [
        { currency: 'CNY', amount: cny(...week, 'days20'), count: 7 },
        { currency: 'USD', amount: 1234, count: 1 },
      ],
    });
  });

  it('shows refunds apart, by the day they were made', () => {
    const refund = { currency: 'CNY', amount: o.refunded!.total, count: 1 };
    expect(data.refunds.today).toEqual({ count: 1, by_currency: [refund] });
    expect(data.refunds.last_30_days).toEqual({ count: 1, by_currency: [refund] });
  });

  it('has a 30-day series with every day, zeros included', () => {
    const { days, currencies } = data.series;
    expect(currencies).toEqual(['CNY', 'USD']);
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.date).toBe(data.today);
    expect(days[0]!.date).toBe(addDays(data.today, -29));
    for (const [i, d] of days.entries()) if (i > 0) expect(d.date).toBe(addDays(days[i - 1]!.date, 1));
    expect(days.at(-1)!.orders).toBe(4);
    expect(days.at(-2)).toMatchObject({ orders: 1, amounts: { CNY: o.beforeMidnight!.total, USD: 0 } });
    expect(days.reduce((s, d) => s + d.amounts.CNY!, 0)).toBe(data.sales.last_30_days.by_currency[0]!.amount);
    expect(days.reduce((s, d) => s + d.orders, 0)).toBe(8);
    expect(days.filter((d) => d.orders === 0).length).toBeGreaterThanOrEqual(30 - 6);
  });

  it('counts orders by status with their names', () => {
    const count = (status: number) => data.statuses.find((s) => s.status === status)?.count;
    expect(data.statuses.map((s) => s.status)).toEqual([1, 10, 20, 30, 40, 41, 42, 50, 51, 52, 60, 70, 71]);
    expect(count(1)).toBe(1);
    // today1, afterMidnight, beforeMidnight, days40, usd
    expect(count(10)).toBe(5);
    expect(count(20)).toBe(1);
    expect(count(30)).toBe(1);
    expect(count(40)).toBe(1);
    expect(count(41)).toBe(1);
    expect(count(60)).toBe(0);
    expect(data.statuses.find((s) => s.status === 10)!.name).toBe('pending shipment');
  });

  it('ranks the goods sold in the last 30 days by quantity', () => {
    // B: 1 + 2 + 4 = 7; C: 1 + 2 + 1 (USD) = 4; A: 3 + 1 = 4 (the 40-day-old 9 and the unpaid 5 do not count).
    expect(data.top_goods.map((g) => [g.good_id, g.quantity, g.orders])).toEqual([
      [goodB, 7, 3],
      [goodA, 4, 2],
      [goodC, 4, 3],
    ]);
    const c = data.top_goods.find((g) => g.good_id === goodC)!;
    expect(c.amounts.map((x) => x.currency).sort()).toEqual(['CNY', 'USD']);
    expect(data.top_goods[0]!.name).toMatch(/^Test good/);
    expect(data.top_goods[0]!.image).toMatch(/^\/uploads\//);
  });

  it('lists what needs attention', () => {
    const { to_ship, after_sales, low_stock, notices } = data.attention;
    expect(to_ship.count).toBe(5);
    expect(to_ship.oldest).toHaveLength(5);
    // Longest waiting since payment first.
    expect(to_ship.oldest.map((x) => x.id)).toEqual(
      ['days40', 'usd', 'beforeMidnight', 'afterMidnight', 'today1'].map((k) => o[k]!.id),
    );
    expect(to_ship.oldest[4]).toMatchObject({ order_no: o.today1!.order_no, currency: 'CNY', total: o.today1!.total });
    expect(to_ship.oldest[1]).toMatchObject({ currency: 'USD', total: 1234 });
    expect(after_sales.count).toBe(1);
    expect(after_sales.oldest[0]).toMatchObject({ order_id: o.pending!.id, type: 10 });
    expect(low_stock.count).toBe(1);
    expect(low_stock.skus).toEqual([
      {
        sku_id: lowSku,
        good_id: goodC,
        good_name: expect.stringMatching(/^Test good/),
        code: expect.any(String),
        stock: 3,
      },
    ]);
    expect(notices.count).toBe(1);
    expect(notices.latest[0]).toMatchObject({ kind: 'late_capture', order_id: o.today1!.id });
  });

  it('leaves low stock of goods off the shelf out, and answers in Chinese', async () => {
    await db().execute(sql`UPDATE goods SET on_shelf = false WHERE id = ${goodC}`);
    const res = await call('GET', '/v1/admin/dashboard', undefined, staff, 'zh-cn');
    const zh = res.json().data as DashboardView;
    expect(zh.attention.low_stock.count).toBe(0);
    expect(zh.statuses.find((s) => s.status === 10)!.name).toBe('待发货');
    expect(zh.top_goods[0]!.name).toMatch(/^测试商品/);
  });

  it('needs a staff session', async () => {
    expect((await call('GET', '/v1/admin/dashboard')).statusCode).toBe(401);
    expect((await call('GET', '/v1/admin/dashboard', undefined, customer.headers)).statusCode).toBe(403);
  });
});
