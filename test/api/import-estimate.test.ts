// The import estimate (issue #40): what a destination adds to goods before an address is
// chosen, for the duties notice of the product and cart pages. The same figures as the
// confirm page for an address in that country; the destination asked for, else the
// customer's default address, else a trusted proxy's country, else the browser's
// language region; nothing for a plain language or a country the shop does not ship to;
// bad input refused in the caller's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES } from '../../src/domain/checkout/limits.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { insertGood } from '../helpers/goods.ts';

describe('GET /v2/order/import-estimate', () => {
  let t: TestApp;
  let buyer: Customer;
  let us: number;
  let de: number;
  let sku: number;
  let cheap: number;
  let soldOut: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { COUNTRY_HEADER: 'cloudflare' } });
    buyer = await newCustomer(t, 'estimate');
    us = await addAddress(t, buyer.userId, { isDefault: false });
    de = await addAddress(t, buyer.userId, {
      country: 'DE',
      province: 'Berlin',
      city: 'Berlin',
      postalCode: '10115',
      phone: '+4930123456',
      isDefault: true,
    });
    const goods = await insertGood(t.database.db, [
      { price: 24_900, stock: 20 },
      { price: 990, stock: 20 },
      { price: 5_000, stock: 0 },
    ]);
    [sku, cheap, soldOut] = goods.map((g) => g!.id) as [number, number, number];
  });
  afterAll(async () => {
    await t?.close();
  });

  const estimate = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/v2/order/import-estimate?${query}`, headers: { lang: 'en', ...headers } });
  /** The confirm page's preview, in the currency the same browser language picks. */
  const confirm = (items: object[], address_id: number, acceptLanguage: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/order/confirm',
      payload: { items, address_id },
      headers: { lang: 'en', 'accept-language': acceptLanguage, ...buyer.headers },
    });

  it("gives a US visitor (en-US) the confirm page's DDU estimate, and no tax line", async () => {
    const res = await estimate(`items=${sku}:2,${cheap}`, { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const e = res.json().data;
    const p = (
      await confirm(
        [
          { sku_id: sku, quantity: 2 },
          { sku_id: cheap, quantity: 1 },
        ],
        us,
        'en-US,en;q=0.9',
      )
    ).json().data;
    expect(e).toMatchObject({ country: 'US', country_name: 'United States', duty_terms: 'ddu', taxes: 0, duties: 0 });
    expect(e.import_estimate).toBeGreaterThan(0);
    expect(e).toMatchObject({
      import_estimate: p.import_estimate,
      shipping_fee: p.shipping_fee,
      currency: p.currency,
    });
  });

  it('takes the signed-in customer default address (Germany: VAT collected at checkout)', async () => {
    const res = await estimate(`items=${sku}`, { ...buyer.headers, 'accept-language': 'en-US' });
    const e = res.json().data;
    const p = (await confirm([{ sku_id: sku, quantity: 1 }], de, 'en-US')).json().data;
    expect(e).toMatchObject({ country: 'DE', duty_terms: 'ddp', tax_name: 'VAT', import_estimate: 0 });
    expect(e.taxes).toBeGreaterThan(0);
    expect(e).toMatchObject({ taxes: p.taxes, duties: p.duties, taxes_included: p.taxes_included });
  });

  it('prefers the country asked for, then the trusted proxy header, to the language region', async () => {
    expect((await estimate(`items=${sku}&country=de`, { 'accept-language': 'en-US' })).json().data.country).toBe('DE');
    const proxied = await estimate(`items=${sku}`, { 'cf-ipcountry': 'GB', 'accept-language': 'en-US' });
    expect(proxied.json().data).toMatchObject({ country: 'GB', country_name: 'United Kingdom' });
    const zh = await estimate(`items=${sku}`, { 'cf-ipcountry': 'JP', lang: 'zh-cn' });
    expect(zh.json().data).toMatchObject({ country: 'JP', country_name: '日本', duty_terms: 'ddu' });
  });

  it('adds nothing when no destination is known or shipped to', async () => {
    for (const headers of [{ 'accept-language': 'en' }, { 'accept-language': 'fr-AQ' }, {}] as Record<
      string,
      string
    >[]) {
      const e = (await estimate(`items=${sku}`, headers)).json().data;
      expect(e, JSON.stringify(headers)).toMatchObject({
        country: null,
        country_name: '',
        duty_terms: 'ddp',
        taxes: 0,
        duties: 0,
        import_estimate: 0,
      });
    }
  });

  it('refuses bad input in the caller language', async () => {
    for (const query of [
      '',
      'items=',
      'items=abc',
      `items=${sku}:0`,
      `items=${sku}:1000`,
      `items=${sku}&country=USA`,
    ]) {
      const res = await estimate(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe(400);
    }
    const zh = await estimate(`items=${sku}:0`, { lang: 'zh-cn' });
    expect(zh.json().message).toMatch(/[\u4e00-\u9fff]/);
    const gone = await estimate(`items=${soldOut}`);
    expect(gone.statusCode).toBe(409);
    expect((await estimate('items=999999')).statusCode).toBe(400);
  });

  it('names the limit when asked for more lines than an order holds, as confirm does', async () => {
    const lines = Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({ sku_id: i + 1, quantity: 1 }));
    const tooMany = await estimate(`items=${lines.map((l) => `${l.sku_id}:1`).join(',')}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      `An order holds at most ${MAX_ORDER_LINES} different items: please order the rest separately`,
    );
    const zh = await t.app.inject({
      method: 'POST',
      url: '/v2/order/confirm',
      payload: { items: lines, address_id: de },
      headers: { lang: 'zh-cn', ...buyer.headers },
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).toBe(`一个订单最多 ${MAX_ORDER_LINES} 种商品，请分开下单`);
  });
});
