// Shopping in one's own currency (issue #21) through the real app: the admin's
// currencies and rates (typed, or read from a local fake of the ECB feed), the
// shopper's choice by header, cookie or language, orders charged at a rate locked at
// placement (a changed rate is refused until confirmed), payment and refund in that
// currency, webhooks in another currency refused, and the books in the shop currency.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertMinor } from '../../src/domain/money/currency.ts';
import { formatPrice } from '../../src/domain/money/money.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { type FakeEcb, startFakeEcb } from '../helpers/fake-ecb.ts';
import { startFakePayPal } from '../helpers/fake-paypal.ts';
import { startFakeStripe } from '../helpers/fake-stripe.ts';
import { insertGood } from '../helpers/goods.ts';
import { payOnDemo } from '../helpers/orders.ts';
import { newStaff } from '../helpers/staff.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('shopper currencies', () => {
  let t: TestApp;
  let ecb: FakeEcb;
  let st: Awaited<ReturnType<typeof startFakeStripe>>;
  let pp: Awaited<ReturnType<typeof startFakePayPal>>;
  let owner: Awaited<ReturnType<typeof newStaff>>;
  let operator: Awaited<ReturnType<typeof newStaff>>;
  let buyer: Customer & { addressId: number };

  beforeAll(async () => {
    [ecb, st, pp] = await Promise.all([startFakeEcb(), startFakeStripe(), startFakePayPal()]);
    t = await createTestApp({ env: { ECB_RATES_URL: ecb.url, STRIPE_API_URL: st.url, PAYPAL_API_URL: pp.url } });
    await t.app.deps.settings.update({
      stripe_secret_key: st.secretKey,
      stripe_webhook_secret: st.webhookSecret,
      paypal_client_id: pp.clientId,
      paypal_client_secret: pp.clientSecret,
      paypal_webhook_id: pp.webhookId,
    });
    // From a shop that offers no currency of its own (the demo's six are tested in
    // currency-first-visit.test.ts): each step here enables what it needs.
    await t.database.db.execute(sql`DELETE FROM shop_currencies`);
    t.app.deps.currencies.invalidate();
    owner = await newStaff(t, 'owner');
    operator = await newStaff(t, 'operator');
    const c = await newCustomer(t, 'currency');
    buyer = { ...c, addressId: await addAddress(t, c.userId) };
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([ecb?.close(), st?.close(), pp?.close()]);
  });

  const rows = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows as T[];
  const staff = (who: { headers: object }, method: Method, url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, payload, headers: { lang, ...who.headers } });
  const shopper = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload, headers: { lang: 'en', currency: 'USD', ...buyer.headers, ...headers } });
  const setCurrency = async (code: string, body: object) => {
    const res = await staff(owner, 'PUT', `/v1/admin/currencies/${code}`, body);
    expect(res.json().code, JSON.stringify(res.json())).toBe(200);
    return res.json().data;
  };

  describe('admin', () => {
    it('lets owners enable any ISO currency with a rate and a rounding rule, and refuses nonsense', async () => {
      const data = await setCurrency('USD', { rate: '0.1400', rounding_step: 1, rounding_ending: '' });
      expect(data.shop).toBe('CNY');
      expect(data.list).toEqual([
        expect.objectContaining({ code: 'USD', rate: '0.14', rate_source: 'manual', symbol: '$', name: 'US Dollar' }),
      ]);
      await setCurrency('JPY', { rate: '20', rounding_step: 1, rounding_ending: '9', sort: 2 });
      await setCurrency('CHF', { rate: '0.12', enabled: false });
      expect(
        (await staff(owner, 'GET', '/v1/admin/currencies')).json().data.list.map((c: { code: string }) => c.code),
      ).toEqual(['CHF', 'USD', 'JPY']); // by place in the switch, then code

      const refuse = async (code: string, body: object, lang = 'en') =>
        (await staff(owner, 'PUT', `/v1/admin/currencies/${code}`, body, lang)).json();
      expect(await refuse('XYZ', { rate: '1' })).toMatchObject({
        code: 400,
        message: 'The currency must be a three-letter ISO 4217 code in capitals (e.g. USD)',
      });
      expect(await refuse('CNY', { rate: '1' })).toMatchObject({
        code: 400,
        message: 'CNY is the shop currency and needs no rate',
      });
      expect(await refuse('EUR', { rate: '-1' })).toMatchObject({ code: 400 });
      expect(await refuse('EUR', { rate: '0.13', rounding_step: 0 }, 'zh-cn')).toMatchObject({
        code: 400,
        message: '取整规则无效：步长需为 1 到 1000000 的整数，尾数最多 6 位数字',
      });
      // Operators may look but not change the shop's currencies.
      expect((await staff(operator, 'GET', '/v1/admin/currencies')).json().code).toBe(200);
      expect((await staff(operator, 'PUT', '/v1/admin/currencies/EUR', { rate: '0.13' })).json().code).toBe(403);
    });

    it('reads the ECB daily rates from the configured feed and crosses them into the shop currency', async () => {
      await setCurrency('EUR', { rate: '0.1', rate_source: 'ecb' });
      await setCurrency('GBP', { rate: '0.1', rate_source: 'ecb' });
      await setCurrency('CHF', { rate: '0.12', rate_source: 'ecb', enabled: false });
      ecb.set({ USD: '1.0500', GBP: '0.8400', CNY: '7.5000' }, '2026-11-24');
      const res = await staff(owner, 'POST', '/v1/admin/currencies/refresh');
      expect(res.json().code, res.body).toBe(200);
      // USD is typed by hand: the feed leaves it alone. CHF is not in this feed: it keeps its rate.
      expect(res.json().data).toMatchObject({ day: '2026-11-24', updated: ['EUR', 'GBP'], missing: ['CHF'] });
      const list = res.json().data.list as { code: string; rate: string }[];
      expect(Object.fromEntries(list.map((c) => [c.code, c.rate]))).toEqual({
        USD: '0.14',
        EUR: '0.1333333333', // 1 / 7.5
        GBP: '0.112', // 0.84 / 7.5
        CHF: '0.12',
        JPY: '20',
      });
      // The job's run with the same feed changes nothing; an outage is a clear error.
      expect((await staff(owner, 'POST', '/v1/admin/currencies/refresh')).json().data.updated).toEqual([]);
      ecb.fail(true);
      expect((await staff(owner, 'POST', '/v1/admin/currencies/refresh')).json()).toMatchObject({
        code: 503,
        message: 'Could not read the ECB reference rates: HTTP 500',
      });
      ecb.fail(false);
    });
  });

  describe('the shopper chooses', () => {
    let good: { id: number; skus: { id: number; price: number }[] };

    beforeAll(async () => {
      const skus = await insertGood(t.database.db, [
        { price: 12_800, stock: 50 },
        { price: 19_900, stock: 50 },
      ]);
      const [row] = await rows<{ good_id: number }>(sql`SELECT good_id FROM good_skus WHERE id = ${skus[0]!.id}`);
      good = { id: row!.good_id, skus: skus.map((s) => ({ id: s.id, price: s.price })) };
    });

    it('prices the catalog in the currency of the header, else the cookie, else the language region', async () => {
      const read = async (headers: Record<string, string>) =>
        (await t.app.inject({ url: `/v1/good/${good.id}`, headers: { lang: 'en', ...headers } })).json().data;
      const usd = await read({ currency: 'USD' });
      expect(usd.currency).toBe('USD');
      expect(usd.good_sku.map((s: { price: number }) => s.price)).toEqual([1792, 2786]); // 128 × 0.14, 199 × 0.14
      expect(usd.good_sku.every((s: { currency: string }) => s.currency === 'USD')).toBe(true);
      expect(usd.price).toBe(1792);
      expect((await read({ cookie: 'currency=USD' })).currency).toBe('USD');
      // JPY rounds to its charm ending 9: 2560 -> 2569.
      expect((await read({ currency: 'JPY' })).good_sku[0].price).toBe(2569);
      expect((await read({ 'accept-language': 'en-GB,en;q=0.8' })).currency).toBe('GBP');
      // Not offered (CHF is disabled), unknown, or nothing to tell from: the shop currency.
      expect((await read({ currency: 'CHF' })).currency).toBe('CNY');
      expect((await read({ currency: 'XXX', 'accept-language': 'en' })).good_sku[0].price).toBe(12_800);
      const list = await t.app.inject({ url: `/v1/good/GetldList?ids=${good.id}`, headers: { currency: 'USD' } });
      expect(list.json().data[0]).toMatchObject({ price: 1792, price_max: 2786, currency: 'USD' });

      const offered = (await t.app.inject({ url: '/v1/currencies', headers: { lang: 'en', currency: 'JPY' } })).json();
      expect(offered.data.current).toBe('JPY');
      expect(offered.data.list.map((c: { code: string }) => c.code)).toEqual(['CNY', 'EUR', 'GBP', 'USD', 'JPY']);
      expect(offered.data.list[0]).toEqual({ code: 'CNY', symbol: 'CN¥', name: 'Chinese Yuan' });
      const zh = (await t.app.inject({ url: '/v1/currencies', headers: { lang: 'zh-cn' } })).json().data;
      expect(zh.list[0]).toEqual({ code: 'CNY', symbol: '￥', name: '人民币' });
    });

    it('takes a fixed SKU price per currency over the conversion', async () => {
      const put = await staff(operator, 'PUT', `/v1/admin/goods/${good.id}/prices`, {
        list: [{ sku_id: good.skus[1]!.id, currency: 'USD', price: 2500 }],
      });
      expect(put.json().data.list).toEqual([{ sku_id: good.skus[1]!.id, currency: 'USD', price: 2500 }]);
      const bad = await staff(operator, 'PUT', `/v1/admin/goods/${good.id}/prices`, {
        list: [{ sku_id: good.skus[1]!.id, currency: 'CHF', price: 2500 }],
      });
      expect(bad.json()).toMatchObject({ code: 400, message: expect.stringContaining('enabled currency') });
      const usd = (await t.app.inject({ url: `/v1/good/${good.id}`, headers: { currency: 'USD' } })).json().data;
      expect(usd.good_sku.map((s: { price: number }) => s.price)).toEqual([1792, 2500]);
      expect([usd.price, usd.price_max]).toEqual([1792, 2500]);
      const cart = await shopper('GET', `/v1/cart/preview?items=${good.skus[0]!.id}:2,${good.skus[1]!.id}:1`);
      expect(cart.json().data).toMatchObject({ currency: 'USD', subtotal: 2 * 1792 + 2500 });
    });

    it('charges in the chosen currency at the rate locked on the order, and refuses a rate that moved', async () => {
      const items = [
        { sku_id: good.skus[0]!.id, quantity: 2 },
        { sku_id: good.skus[1]!.id, quantity: 1 },
      ];
      const preview = (await shopper('POST', '/v2/order/confirm', { items, address_id: buyer.addressId })).json().data;
      expect(preview).toMatchObject({ currency: 'USD', rate: '0.14', shop_currency: 'CNY', product_price: 6084 });
      expect(preview.items.map((l: { price: number }) => l.price)).toEqual([1792, 2500]);
      expect(preview.total_paid).toBe(preview.product_price - preview.discount + preview.shipping_fee);

      // The owner moves the rate between confirm and place: placing refuses, in both languages.
      await setCurrency('USD', { rate: '0.15' });
      const place = (headers: Record<string, string> = {}, rate = preview.rate) =>
        shopper('POST', '/v2/order', { items, address_id: buyer.addressId, rate }, headers);
      const refused = await place();
      expect(refused.json()).toMatchObject({
        code: 409,
        message: 'The exchange rate has just changed; please check the new total and submit again',
        data: { currency: 'USD', rate: '0.15' },
      });
      expect((await place({ lang: 'zh-cn' })).json().message).toBe('汇率刚刚有变动，请确认按新汇率计算的金额后再提交');
      const again = (await shopper('POST', '/v2/order/confirm', { items, address_id: buyer.addressId })).json().data;
      expect(again.rate).toBe('0.15');
      expect(again.items[0].price).toBe(1920);

      const placed = await place({ 'idempotency-key': `usd-${Date.now()}` }, again.rate);
      expect(placed.json().code, placed.body).toBe(200);
      expect(placed.json().data).toMatchObject({ currency: 'USD', rate: '0.15', total_paid: again.total_paid });
      const orderId = placed.json().data.id as number;
      const [stored] = await rows<Record<string, unknown>>(sql`
        SELECT currency, trim_scale(rate)::text AS rate, items_total, shop_currency, shop_items_total, shop_total, total
        FROM orders WHERE id = ${orderId}`);
      const shopItems = convertMinor(again.product_price, { from: 'USD', to: 'CNY', rate: '0.15', inverse: true });
      expect(stored).toMatchObject({
        currency: 'USD',
        rate: '0.15',
        shop_currency: 'CNY',
        shop_items_total: shopItems,
      });
      const [lines] = await rows<{ prices: number[] }>(
        sql`SELECT array_agg(price ORDER BY sku_id) AS prices FROM order_lines WHERE order_id = ${orderId}`,
      );
      expect(lines!.prices).toEqual([1920, 2500]);

      // Paid through the demo gateway in USD.
      await payOnDemo(t, buyer, orderId);
      const [payment] = await rows<{ currency: string; amount: number; status: number }>(
        sql`SELECT currency, amount, status FROM payments WHERE order_id = ${orderId}`,
      );
      expect(payment).toEqual({ currency: 'USD', amount: again.total_paid, status: 2 });

      // The rate moves again: the order keeps its currency, total and rate.
      await setCurrency('USD', { rate: '0.2' });
      const mine = (await shopper('GET', `/v1/order/${orderId}`, undefined, { currency: 'CNY' })).json().data;
      expect(mine).toMatchObject({ currency: 'USD', total_paid: again.total_paid, status: 10 });
      const detail = (await staff(operator, 'GET', `/v1/admin/orders/${orderId}`)).json().data;
      expect(detail).toMatchObject({
        currency: 'USD',
        total_paid: again.total_paid,
        rate: '0.15',
        shop_currency: 'CNY',
        shop_amounts: { product_price: shopItems, total_paid: stored!.shop_total },
      });

      // A refund goes back in USD (after-sale refund before shipment: the whole order).
      const applied = await shopper('POST', `/v1/order/${orderId}/after-sale`, { type: 10, reason: 'damaged' });
      expect(applied.json().code, applied.body).toBe(200);
      const requestId = applied.json().data.id as number;
      expect((await staff(operator, 'PUT', `/v1/admin/after-sales/${requestId}/approve`)).json().code).toBe(200);
      const refunded = await staff(operator, 'PUT', `/v1/admin/after-sales/${requestId}/refund`);
      expect(refunded.json().code, refunded.body).toBe(200);
      const [refund] = await rows<{ currency: string; amount: number; status: string }>(
        sql`SELECT currency, amount, status FROM refunds WHERE order_id = ${orderId}`,
      );
      expect(refund).toEqual({ currency: 'USD', amount: again.total_paid, status: 'succeeded' });

      // The books: the dashboard sums in CNY only.
      const dash = (await staff(operator, 'GET', '/v1/admin/dashboard')).json().data;
      expect(JSON.stringify(dash)).not.toContain('"currency":"USD"');
      expect(JSON.stringify(dash)).toContain('"currency":"CNY"');
      const csv = await staff(operator, 'GET', `/v1/admin/orders/export.csv?order_no=${detail.order_no}`);
      const line = csv.rawPayload.subarray(3).toString('utf8').split('\r\n')[1]!;
      expect(line).toContain(`,USD,`);
      // Then the landed cost (issue #40): a US address ships DDU, nothing collected.
      expect(line.endsWith(`,0.15,CNY,${(Number(stored!.shop_total) / 100).toFixed(2)},DDU,0.00,0.00,0.00,0.00`)).toBe(
        true,
      );
    });

    it('sends the mail in the order currency, with yuan and yen told apart in English', async () => {
      const [mail] = await rows<{ text: string }>(
        sql`SELECT text FROM mail_outbox WHERE "to" = ${buyer.email} ORDER BY id LIMIT 1`,
      );
      // Mail is read days later, whatever the shop then offers: a shared symbol always says whose.
      expect(mail!.text).toContain('× 2  US$38.40');
      expect(mail!.text).toMatch(/Total: US\$\d+\.\d\d/); // the placed mail: not paid yet
    });

    it('captures PayPal in the order currency, in its own minor units (yen have none)', async () => {
      const items = [{ sku_id: good.skus[0]!.id, quantity: 1 }];
      const placed = await shopper(
        'POST',
        '/v2/order',
        { items, address_id: buyer.addressId, rate: '20' },
        { currency: 'JPY' },
      );
      expect(placed.json().data, placed.body).toMatchObject({ currency: 'JPY', rate: '20' });
      const order = placed.json().data as { id: number; total_paid: number };
      const started = (await shopper('POST', '/v1/pay', { order_id: order.id, provider: 'paypal' })).json().data;
      const approval = await fetch(started.redirect_url, { redirect: 'manual' });
      expect(approval.status).toBe(302);
      const paid = (await shopper('GET', `/v1/pay/PayStatus/${started.payment_id}`)).json().data;
      expect(paid).toMatchObject({ status: 2, order_status: 10 });
      expect(pp.captures().at(-1)?.amount).toEqual({ currency_code: 'JPY', value: String(order.total_paid) });
    });

    it('charges Stripe in the order currency and refuses a webhook in another one', async () => {
      await setCurrency('USD', { rate: '0.14' });
      const items = [{ sku_id: good.skus[0]!.id, quantity: 1 }];
      const placed = await shopper('POST', '/v2/order', { items, address_id: buyer.addressId, rate: '0.14' });
      expect(placed.json().code, placed.body).toBe(200);
      const order = placed.json().data as { id: number; total_paid: number };
      const started = await shopper('POST', '/v1/pay', { order_id: order.id, provider: 'stripe' });
      expect(started.json().code, started.body).toBe(200);
      const session = st.sessions().at(-1)!;
      expect(session).toMatchObject({ amount_total: order.total_paid, currency: 'usd' });
      st.pay(session.id, 'paid');
      // What arrives says the same amount in yuan: not this order's charge.
      session.currency = 'cny';
      const hook = st.buildWebhook({ type: 'checkout.session.completed', sessionId: session.id });
      await t.app.inject({ method: 'POST', url: '/v1/pay/notify/stripe', headers: hook.headers, payload: hook.body });
      const [o] = await rows<{ status: number }>(sql`SELECT status FROM orders WHERE id = ${order.id}`);
      expect(o!.status).toBe(1);
      const [refund] = await rows<{ reason: string; currency: string }>(
        sql`SELECT reason, currency FROM refunds WHERE order_id = ${order.id}`,
      );
      expect(refund).toEqual({ reason: 'amount_mismatch', currency: 'USD' });
    });
  });

  it('shows prices in English with CN¥ and JP¥', () => {
    expect(formatPrice(12_800, { unit: 'CNY', lang: 'en' })).toBe('CN¥128.00');
  });
});
