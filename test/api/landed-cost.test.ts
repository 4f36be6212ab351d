// Landed cost (issue #40 items 3, 4) through the real app: the admin's destinations
// (owners only, audited, hostile input refused in the caller's language, a country in
// one destination only), taxes and duties on the confirm page's preview and on placed
// orders (DDP lines in the total, DDU an estimate only, the collect threshold, another
// currency), PayPal's and Stripe's fakes charged the total with the tax as its own
// line, and rule edits racing placements: a placed order keeps the rates it used.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineCharge } from '../../src/domain/checkout/landed-cost.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { startFakePayPal } from '../helpers/fake-paypal.ts';
import { startFakeStripe } from '../helpers/fake-stripe.ts';
import { insertGood } from '../helpers/goods.ts';
import { payOnDemo } from '../helpers/orders.ts';
import { type Method, newStaff } from '../helpers/staff.ts';

interface Destination {
  id: number;
  countries: string[];
  tax_rate: string;
  duty_terms: string;
}

describe('landed cost', () => {
  let t: TestApp;
  let st: Awaited<ReturnType<typeof startFakeStripe>>;
  let pp: Awaited<ReturnType<typeof startFakePayPal>>;
  let owner: Awaited<ReturnType<typeof newStaff>>;
  let operator: Awaited<ReturnType<typeof newStaff>>;
  let buyer: Customer;
  let de: number;
  let us: number;
  let jp: number;

  beforeAll(async () => {
    [st, pp] = await Promise.all([startFakeStripe(), startFakePayPal()]);
    t = await createTestApp({ env: { STRIPE_API_URL: st.url, PAYPAL_API_URL: pp.url } });
    await t.app.deps.settings.update({
      stripe_secret_key: st.secretKey,
      stripe_webhook_secret: st.webhookSecret,
      paypal_client_id: pp.clientId,
      paypal_client_secret: pp.clientSecret,
      paypal_webhook_id: pp.webhookId,
    });
    owner = await newStaff(t, 'owner');
    operator = await newStaff(t, 'operator');
    buyer = await newCustomer(t, 'landed');
    de = await addAddress(t, buyer.userId, {
      country: 'DE',
      province: 'Berlin',
      city: 'Berlin',
      postalCode: '10115',
      phone: '+4930123456',
    });
    us = await addAddress(t, buyer.userId, { isDefault: false });
    jp = await addAddress(t, buyer.userId, {
      country: 'JP',
      province: 'Tokyo',
      city: 'Chiyoda',
      postalCode: '100-0001',
      phone: '+81312345678',
      isDefault: false,
    });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([st?.close(), pp?.close()]);
  });

  const rows = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows as T[];
  const staff = (who: { headers: object }, method: Method, url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, payload, headers: { lang, ...who.headers } });
  const shopper = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload, headers: { lang: 'en', ...buyer.headers, ...headers } });
  const destinations = async () =>
    (await staff(operator, 'GET', '/v1/admin/tax-destinations')).json().data.list as Destination[];
  const germany = async () => (await destinations()).find((d) => d.countries.includes('DE'))!;
  const body = (over: object = {}) => ({
    name: { 'zh-cn': '德国', en: 'Germany' },
    countries: ['DE'],
    tax_name: { 'zh-cn': '增值税', en: 'VAT' },
    tax_rate: '19',
    prices_include_tax: false,
    collect_threshold: 123_800,
    duty_rate: '0',
    category_duty_rates: {},
    duty_terms: 'ddp',
    ...over,
  });

  describe('admin', () => {
    it('lists the demo destinations (examples) to staff', async () => {
      const list = await destinations();
      expect(list.find((d) => d.countries.includes('DE'))).toMatchObject({ tax_rate: '19', duty_terms: 'ddp' });
      expect(list.find((d) => d.countries.includes('US'))).toMatchObject({ duty_terms: 'ddu' });
      const zh = (await staff(operator, 'GET', '/v1/admin/tax-destinations', undefined, 'zh-cn')).json().data;
      expect(zh.list.find((d: Destination) => d.countries.includes('GB')).country_names).toEqual(['英国']);
      expect(zh.shop_currency).toBe('CNY');
    });

    it('lets owners only change them, audited', async () => {
      const d = await germany();
      const refused = await staff(operator, 'PUT', `/v1/admin/tax-destinations/${d.id}`, body({ tax_rate: '7' }));
      expect(refused.statusCode).toBe(403);
      const ok = await staff(owner, 'PUT', `/v1/admin/tax-destinations/${d.id}`, body({ tax_rate: '19.0' }));
      expect(ok.json().code, ok.body).toBe(200);
      const [audit] = await rows<{ action: string }>(
        sql`SELECT action FROM audit_log WHERE entity = 'tax_destination' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit?.action).toBe('tax_destination.update');
    });

    it('refuses hostile input with a clear message in the caller language', async () => {
      const d = await germany();
      const put = (over: object, lang = 'en') =>
        staff(owner, 'PUT', `/v1/admin/tax-destinations/${d.id}`, body(over), lang);
      for (const rate of ['1e2', '-5', '101', '19.12345', 'NaN', ' ', '0x13']) {
        const res = await put({ tax_rate: rate });
        expect(res.statusCode, rate).toBe(400);
        expect(res.json().message).toMatch(/tax rate|tax_rate/i);
      }
      expect((await put({ duty_rate: '1001' })).statusCode).toBe(400);
      expect((await put({ category_duty_rates: { abc: '5' } })).statusCode).toBe(400);
      expect((await put({ category_duty_rates: { 3: '-1' } })).statusCode).toBe(400);
      expect((await put({ duty_terms: 'cif' })).statusCode).toBe(400);
      expect((await put({ collect_threshold: -1 })).statusCode).toBe(400);
      expect((await put({ collect_threshold: 1.5 })).statusCode).toBe(400);
      expect((await put({ countries: [] })).statusCode).toBe(400);
      const unknown = await put({ countries: ['XX'] }, 'zh-cn');
      expect(unknown.json().message).toBe('未知的国家或地区代码：XX');
      const taken = await put({ countries: ['DE', 'FR'] });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('France already belongs to another destination; a country has one tax rule');
      // Nothing of a refused save stuck.
      expect((await germany()).countries).toEqual(['DE']);
      expect((await staff(owner, 'PUT', '/v1/admin/tax-destinations/999999', body())).statusCode).toBe(404);
    });

    it('adds and removes a destination', async () => {
      const added = await staff(owner, 'POST', '/v1/admin/tax-destinations', {
        ...body({ countries: ['nz'], tax_name: { 'zh-cn': '商品及服务税', en: 'GST' }, tax_rate: '15' }),
        name: { 'zh-cn': '新西兰', en: 'New Zealand' },
      });
      expect(added.json().code, added.body).toBe(200);
      const nz = (added.json().data.list as Destination[]).find((d) => d.countries.includes('NZ'))!;
      expect(nz.tax_rate).toBe('15');
      const removed = await staff(owner, 'DELETE', `/v1/admin/tax-destinations/${nz.id}`);
      expect((removed.json().data.list as Destination[]).some((d) => d.id === nz.id)).toBe(false);
    });
  });

  describe('checkout', () => {
    it('DDP: VAT per line and on shipping, in the total, stored with the rate and never recomputed', async () => {
      const [a, b] = await insertGood(t.database.db, [
        { price: 12_345, stock: 50 },
        { price: 999, stock: 50 },
      ]);
      const items = [
        { sku_id: a!.id, quantity: 2 },
        { sku_id: b!.id, quantity: 3 },
      ];
      const p = (await shopper('POST', '/v2/order/confirm', { items, address_id: de })).json().data;
      const goods = 12_345 * 2 + 999 * 3;
      const vat = lineCharge(12_345 * 2, '19') + lineCharge(999 * 3, '19') + lineCharge(p.shipping_fee, '19');
      expect(p).toMatchObject({
        product_price: goods,
        taxes: vat,
        duties: 0,
        duty_terms: 'ddp',
        taxes_included: false,
        tax_name: 'VAT',
        tax_rate: '19',
        import_estimate: 0,
        total_paid: goods + p.shipping_fee + vat,
      });
      const placed = await shopper('POST', '/v2/order', { items, address_id: de });
      expect(placed.json().data.total_paid, placed.body).toBe(p.total_paid);
      const id = placed.json().data.id as number;
      // The owner changes the rate: the placed order keeps 19%.
      const d = await germany();
      await staff(owner, 'PUT', `/v1/admin/tax-destinations/${d.id}`, body({ tax_rate: '25' }));
      const detail = (await shopper('GET', `/v1/order/${id}`)).json().data;
      expect(detail).toMatchObject({ taxes: vat, tax_rate: '19', total_paid: p.total_paid, duty_terms: 'ddp' });
      const [o] = await rows<{
        total: number;
        items_total: number;
        shipping_fee: number;
        discount: number;
        taxes: number;
        duties: number;
        shop_total: number;
        shop_taxes: number;
      }>(
        sql`SELECT total, items_total, shipping_fee, discount, taxes, duties, shop_total, shop_taxes FROM orders WHERE id = ${id}`,
      );
      // The books: total = items - discount + shipping + taxes + duties.
      expect(o!.total).toBe(o!.items_total - o!.discount + o!.shipping_fee + o!.taxes + o!.duties);
      expect(o!.shop_taxes).toBe(vat);
      const lines = await rows<{ tax: number }>(sql`SELECT tax FROM order_lines WHERE order_id = ${id} ORDER BY id`);
      expect(lines.reduce((s, l) => s + l.tax, 0)).toBe(vat - lineCharge(p.shipping_fee, '19'));
      // The admin's order and CSV show them in the order's and the shop's currency.
      const admin = (await staff(operator, 'GET', `/v1/admin/orders/${id}`)).json().data;
      expect(admin).toMatchObject({
        taxes: vat,
        duty_terms: 'ddp',
        tax_name: 'VAT',
        shop_amounts: { taxes: vat, duties: 0 },
      });
      const csv = await staff(operator, 'GET', `/v1/admin/orders/export.csv?order_no=${admin.order_no}`);
      const [header, line] = csv.rawPayload.subarray(3).toString('utf8').split('\r\n');
      expect(header).toContain('Terms,Taxes,Duties,Taxes (shop currency),Duties (shop currency)');
      expect(line).toContain(`,DDP,${(vat / 100).toFixed(2)},0.00,${(vat / 100).toFixed(2)},0.00`);
      const again = (await shopper('POST', '/v2/order/confirm', { items, address_id: de })).json().data;
      expect(again.tax_rate).toBe('25');
      await staff(owner, 'PUT', `/v1/admin/tax-destinations/${d.id}`, body());
    });

    it('over the collect threshold the parcel ships DDU: no tax line, the estimate shown', async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 130_000, stock: 5 }]);
      const p = (
        await shopper('POST', '/v2/order/confirm', { items: [{ sku_id: sku!.id, quantity: 1 }], address_id: de })
      ).json().data;
      expect(p).toMatchObject({ duty_terms: 'ddu', taxes: 0, duties: 0, total_paid: 130_000 + p.shipping_fee });
      expect(p.import_estimate).toBe(lineCharge(130_000, '19') + lineCharge(p.shipping_fee, '19'));
    });

    it('DDU (US): no tax line, the duty estimate, the total unchanged; the placed mail warns of import charges', async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 5_000, stock: 5 }]);
      const items = [{ sku_id: sku!.id, quantity: 2 }];
      const p = (await shopper('POST', '/v2/order/confirm', { items, address_id: us })).json().data;
      expect(p).toMatchObject({ duty_terms: 'ddu', taxes: 0, duties: 0, import_estimate: lineCharge(10_000, '10') });
      expect(p.total_paid).toBe(10_000 + p.shipping_fee);
      const placed = await shopper('POST', '/v2/order', { items, address_id: us });
      expect(placed.json().code, placed.body).toBe(200);
      const [mail] = await rows<{ text: string }>(
        sql`SELECT text FROM mail_outbox WHERE "to" = ${buyer.email} ORDER BY id DESC LIMIT 1`,
      );
      expect(mail!.text).toContain('the carrier may collect them on delivery. Our estimate: CN¥10.00');
    });

    it('converts the threshold and charges in the shopper currency', async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 10_000, stock: 5 }]);
      const items = [{ sku_id: sku!.id, quantity: 1 }];
      const p = (await shopper('POST', '/v2/order/confirm', { items, address_id: de }, { currency: 'EUR' })).json()
        .data;
      expect(p.currency).toBe('EUR');
      expect(p.duty_terms).toBe('ddp');
      expect(p.taxes).toBe(lineCharge(p.product_price, '19') + lineCharge(p.shipping_fee, '19'));
      expect(p.total_paid).toBe(p.product_price + p.shipping_fee + p.taxes);
    });

    it('charges PayPal the total with the tax as tax_total, Stripe with the tax as its own line', async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 20_000, stock: 5 }]);
      const items = [{ sku_id: sku!.id, quantity: 1 }];
      for (const provider of ['paypal', 'stripe'] as const) {
        const placed = (await shopper('POST', '/v2/order', { items, address_id: de })).json().data;
        const order = (await shopper('GET', `/v1/order/${placed.id}`)).json().data;
        expect(order.taxes).toBeGreaterThan(0);
        const started = await shopper('POST', '/v1/pay', { order_id: placed.id, provider });
        expect(started.json().code, started.body).toBe(200);
        if (provider === 'paypal') {
          const amount = pp.orders().at(-1)!.unit.amount;
          expect(amount.value).toBe((order.total_paid / 100).toFixed(2));
          expect(amount.breakdown?.tax_total?.value).toBe((order.taxes / 100).toFixed(2));
          expect(amount.breakdown?.item_total?.value).toBe((order.product_price / 100).toFixed(2));
        } else {
          const session = st.sessions().at(-1)!;
          expect(session.amount_total).toBe(order.total_paid);
          expect(session.lineItems.map((l) => [l.name, l.unitAmount])).toEqual([
            [`Order ${order.order_no}: goods and shipping`, order.total_paid - order.taxes],
            ['VAT (19%)', order.taxes],
          ]);
        }
      }
    });

    it('refunds a shipped piece with its share of the VAT, the whole order before shipment, never more', async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 4_000, stock: 20 }]);
      const items = [{ sku_id: sku!.id, quantity: 3 }];
      const placeAndPay = async () => {
        const placed = (await shopper('POST', '/v2/order', { items, address_id: de })).json().data;
        await payOnDemo(t, buyer, placed.id);
        return (await shopper('GET', `/v1/order/${placed.id}`)).json().data as {
          id: number;
          total_paid: number;
          taxes: number;
          shipping_fee: number;
        };
      };
      const shipped = await placeAndPay();
      await t.database.db.execute(
        sql`UPDATE orders SET status = 20, shipped_at = now() - interval '2 days' WHERE id = ${shipped.id}`,
      );
      const one = await shopper('POST', `/v1/order/${shipped.id}/after-sale`, {
        type: 20,
        reason: 'damaged',
        lines: [{ sku_id: sku!.id, quantity: 1 }],
      });
      expect(one.json().code, one.body).toBe(200);
      const lineTax = lineCharge(12_000, '19');
      const [request] = await rows<{ refund_amount: number }>(
        sql`SELECT refund_amount FROM after_sales WHERE order_id = ${shipped.id}`,
      );
      expect(request!.refund_amount).toBe(4_000 + Math.round(lineTax / 3));
      expect(request!.refund_amount).toBeLessThanOrEqual(shipped.total_paid);

      const unshipped = await placeAndPay();
      const whole = await shopper('POST', `/v1/order/${unshipped.id}/after-sale`, { type: 10, reason: 'damaged' });
      expect(whole.json().code, whole.body).toBe(200);
      const [all] = await rows<{ refund_amount: number }>(
        sql`SELECT refund_amount FROM after_sales WHERE order_id = ${unshipped.id}`,
      );
      expect(all!.refund_amount).toBe(unshipped.total_paid);
    });

    it('the dashboard shows the taxes and duties collected on paid orders, in the shop currency', async () => {
      const [sum] = await rows<{ taxes: string; duties: string }>(
        sql`SELECT coalesce(sum(shop_taxes), 0) AS taxes, coalesce(sum(shop_duties), 0) AS duties
            FROM orders WHERE paid_at IS NOT NULL`,
      );
      expect(Number(sum!.taxes)).toBeGreaterThan(0);
      const dash = (await staff(operator, 'GET', '/v1/admin/dashboard')).json().data;
      expect(dash.taxes.last_30_days.by_currency).toEqual([
        expect.objectContaining({ currency: 'CNY', amount: Number(sum!.taxes) }),
      ]);
      expect(dash.duties.last_30_days.by_currency[0]?.amount ?? 0).toBe(Number(sum!.duties));
    });

    it('DDU Japan estimates its consumption tax', async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 8_000, stock: 5 }]);
      const p = (
        await shopper('POST', '/v2/order/confirm', { items: [{ sku_id: sku!.id, quantity: 1 }], address_id: jp })
      ).json().data;
      expect(p).toMatchObject({ duty_terms: 'ddu', taxes: 0, tax_name: 'Consumption tax' });
      expect(p.import_estimate).toBe(lineCharge(8_000, '10') + lineCharge(p.shipping_fee, '10'));
    });

    it('rule edits racing placements: each order keeps the rate it was placed with, its taxes from that rate', async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 3_000, stock: 100 }]);
      const d = await germany();
      const items = [{ sku_id: sku!.id, quantity: 1 }];
      const work: Promise<unknown>[] = [];
      for (let i = 0; i < 8; i++) {
        work.push(shopper('POST', '/v2/order', { items, address_id: de }));
        work.push(staff(owner, 'PUT', `/v1/admin/tax-destinations/${d.id}`, body({ tax_rate: String(10 + i) })));
      }
      await Promise.all(work);
      const placed = await rows<{
        total: number;
        items_total: number;
        shipping_fee: number;
        taxes: number;
        landed_cost: { taxRate: string; shippingTax: number };
      }>(
        sql`SELECT total, items_total, shipping_fee, taxes, landed_cost FROM orders o
            WHERE user_id = ${buyer.userId} AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.sku_id = ${sku!.id})`,
      );
      expect(placed.length).toBe(8);
      for (const o of placed) {
        const rate = o.landed_cost.taxRate;
        expect(o.taxes).toBe(lineCharge(o.items_total, rate) + lineCharge(o.shipping_fee, rate));
        expect(o.total).toBe(o.items_total + o.shipping_fee + o.taxes);
      }
      await staff(owner, 'PUT', `/v1/admin/tax-destinations/${d.id}`, body());
    });
  });
});
