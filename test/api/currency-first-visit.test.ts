// Currencies on from the first visit (issue #40, items 1 and 2) through the real app on
// the demo seed: the six currencies with their dated rates; a first visit priced by the
// country a trusted proxy names (only when COUNTRY_HEADER says one is trusted), else the
// browser's language region (en-GB -> GBP), else the shop's; a choice kept in the
// `currency` cookie and on the account, with the precedence of docs/decisions.md.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CURRENCIES, DEMO_RATES_DAY } from '../../src/server/db/seed/currencies.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, newCustomer } from '../helpers/customers.ts';
import { type FakeEcb, startFakeEcb } from '../helpers/fake-ecb.ts';
import { placeOrder } from '../helpers/orders.ts';
import { newStaff } from '../helpers/staff.ts';

type Headers = Record<string, string>;

describe('currencies from the first visit', () => {
  let plain: TestApp;
  let behindCdn: TestApp;
  let ecb: FakeEcb;
  beforeAll(async () => {
    ecb = await startFakeEcb();
    // One after the other, with time to spare: two embedded databases seeding at once on a busy machine.
    plain = await createTestApp();
    behindCdn = await createTestApp({ env: { COUNTRY_HEADER: 'cloudflare', ECB_RATES_URL: ecb.url } });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([plain?.close(), behindCdn?.close(), ecb?.close()]);
  });

  const current = async (t: TestApp, headers: Headers = {}) =>
    (await t.app.inject({ url: '/v1/currencies', headers: { lang: 'en', ...headers } })).json().data.current;

  it('seeds the demo with USD, EUR, GBP, JPY, CAD and AUD at dated reference rates the admin shows', async () => {
    const offered = (await plain.app.inject({ url: '/v1/currencies', headers: { lang: 'en' } })).json().data;
    expect(offered.shop).toBe('CNY');
    expect(offered.list.map((c: { code: string }) => c.code)).toEqual([
      'CNY',
      'USD',
      'EUR',
      'GBP',
      'JPY',
      'CAD',
      'AUD',
    ]);
    // Symbols as an English reader tells them apart among these seven.
    expect(Object.fromEntries(offered.list.map((c: { code: string; symbol: string }) => [c.code, c.symbol]))).toEqual({
      CNY: 'CN¥',
      USD: 'US$',
      EUR: '€',
      GBP: '£',
      JPY: 'JP¥',
      CAD: 'CA$',
      AUD: 'A$',
    });
    const owner = await newStaff(plain, 'owner');
    const admin = (
      await plain.app.inject({ url: '/v1/admin/currencies', headers: { lang: 'en', ...owner.headers } })
    ).json().data;
    expect(admin.list).toHaveLength(DEMO_CURRENCIES.length);
    for (const c of admin.list) {
      const seeded = DEMO_CURRENCIES.find((d) => d.code === c.code)!;
      expect(c).toMatchObject({ rate: seeded.rate, rate_source: 'ecb', enabled: true });
      expect(c.rate_updated_at.slice(0, 10)).toBe(DEMO_RATES_DAY);
    }
  });

  it("keeps the seeded rates while the feed is away, and takes the feed's when it answers", async () => {
    const owner = await newStaff(behindCdn, 'owner');
    const refresh = () =>
      behindCdn.app.inject({
        method: 'POST',
        url: '/v1/admin/currencies/refresh',
        headers: { lang: 'en', ...owner.headers },
      });
    const rates = async () =>
      Object.fromEntries(
        (
          (await behindCdn.database.db.execute(sql`SELECT code, rate::text AS rate FROM shop_currencies`)).rows as {
            code: string;
            rate: string;
          }[]
        ).map((r) => [r.code, Number(r.rate)]),
      );
    ecb.fail(true);
    expect((await refresh()).json().code).toBe(503);
    expect(await rates()).toEqual(Object.fromEntries(DEMO_CURRENCIES.map((c) => [c.code, Number(c.rate)])));
    ecb.fail(false);
    ecb.set({ USD: '1.1600', JPY: '177.50', GBP: '0.8750', CAD: '1.6250', AUD: '1.7800', CNY: '8.2500' }, '2026-11-30');
    const answer = (await refresh()).json().data;
    expect(answer).toMatchObject({ day: '2026-11-30', missing: [] });
    expect([...answer.updated].sort()).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'JPY', 'USD']);
    expect((await rates()).GBP).toBeCloseTo(0.875 / 8.25, 9);
  });

  it('prices a first visit by the browser language region: en-GB lands on GBP, plain en on the shop currency', async () => {
    expect(await current(plain, { 'accept-language': 'en-GB,en;q=0.9' })).toBe('GBP');
    expect(await current(plain, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).toBe('EUR');
    expect(await current(plain, { 'accept-language': 'en-AU' })).toBe('AUD');
    expect(await current(plain, { 'accept-language': 'ja-JP' })).toBe('JPY');
    expect(await current(plain, { 'accept-language': 'en' })).toBe('CNY');
    expect(await current(plain, { 'accept-language': 'zh-CN,zh;q=0.9' })).toBe('CNY');
    expect(await current(plain)).toBe('CNY');
    // A product read by that visitor is in pounds, converted from the yuan price at the seeded rate.
    const [sku] = (
      await plain.database.db.execute(sql`SELECT good_id, price FROM good_skus WHERE price > 0 ORDER BY id LIMIT 1`)
    ).rows as { good_id: number; price: number }[];
    const good = (
      await plain.app.inject({ url: `/v1/good/${sku!.good_id}`, headers: { 'accept-language': 'en-GB' } })
    ).json().data;
    expect(good.currency).toBe('GBP');
    expect(good.good_sku[0].currency).toBe('GBP');
  });

  it('trusts a country header only behind the proxy COUNTRY_HEADER names, and ignores what it cannot price', async () => {
    // Without the setting a browser's own CF-IPCountry is a header like any other.
    expect(await current(plain, { 'cf-ipcountry': 'GB' })).toBe('CNY');
    expect(await current(behindCdn, { 'cf-ipcountry': 'GB' })).toBe('GBP');
    // The country comes before the language region (a Briton reading English in Canada pays in CAD).
    expect(await current(behindCdn, { 'cf-ipcountry': 'CA', 'accept-language': 'en-GB' })).toBe('CAD');
    // Another proxy's header is not trusted by this setting.
    expect(await current(behindCdn, { 'cloudfront-viewer-country': 'GB' })).toBe('CNY');
    // Unknown (XX), Tor (T1), countries without an offered currency, and garbage fall through.
    for (const country of ['XX', 'T1', 'CH', 'gbr', '', '<script>', 'G\u0000B']) {
      expect(await current(behindCdn, { 'cf-ipcountry': country, 'accept-language': 'en-GB' })).toBe('GBP');
    }
    // A choice made in the browser wins over the country.
    expect(await current(behindCdn, { 'cf-ipcountry': 'GB', cookie: 'currency=JPY' })).toBe('JPY');
  });

  it('stores a customer choice on the account, refuses a currency not offered, and prices their visits in it', async () => {
    const c = await newCustomer(plain, 'chooser');
    const put = (currency: unknown, lang = 'en') =>
      plain.app.inject({
        method: 'PUT',
        url: '/v1/user/currency',
        headers: { lang, ...c.headers },
        payload: { currency },
      });
    const ok = await put('eur');
    expect(ok.json()).toMatchObject({ code: 200, data: { currency: 'EUR' } });
    expect(String(ok.headers['set-cookie'])).toMatch(/currency=EUR;.*Path=\/.*SameSite=Lax/i);
    const stored = await plain.database.db.execute(sql`SELECT currency FROM users WHERE id = ${c.userId}`);
    expect(stored.rows[0]).toEqual({ currency: 'EUR' });
    // Refusals in the caller's language: a currency the shop does not offer, garbage, hostile text.
    for (const bad of ['CHF', 'XYZ', '', 'EURO', '<b>', 42, null, 'x'.repeat(10_000)]) {
      expect((await put(bad)).json(), String(bad)).toMatchObject({
        code: 400,
        message: 'The shop does not offer this currency: please choose one from the list',
      });
    }
    expect((await put('CHF', 'zh-cn')).json().message).toBe('本店不提供该币种：请从币种列表中选择');
    // U+0000 is refused by the shop's text guard before the route sees it.
    expect((await put('E\u0000R')).json().code).toBe(400);
    expect((await plain.app.inject({ url: '/v1/user/info', headers: c.headers })).json().data.currency).toBe('EUR');
    // Only a customer has an account to keep it on.
    const visitor = await plain.app.inject({ method: 'PUT', url: '/v1/user/currency', payload: { currency: 'EUR' } });
    expect(visitor.json().code).not.toBe(200);

    // Precedence: this browser's choice (header, cookie), then the account, then the guesses.
    expect(await current(plain, { ...c.headers, 'accept-language': 'en-GB' })).toBe('EUR');
    expect(await current(plain, { ...c.headers, cookie: 'currency=JPY' })).toBe('JPY');
    expect(await current(plain, { ...c.headers, currency: 'AUD' })).toBe('AUD');
    // A cookie naming a currency no longer offered is no choice: the account's applies.
    expect(await current(plain, { ...c.headers, cookie: 'currency=CHF' })).toBe('EUR');
    // The owner stops offering the account's currency: the visit's guess applies again.
    await plain.database.db.execute(sql`UPDATE shop_currencies SET enabled = false WHERE code = 'EUR'`);
    plain.app.deps.currencies.invalidate();
    try {
      expect(await current(plain, { ...c.headers, 'accept-language': 'en-GB' })).toBe('GBP');
    } finally {
      await plain.database.db.execute(sql`UPDATE shop_currencies SET enabled = true WHERE code = 'EUR'`);
      plain.app.deps.currencies.invalidate();
    }
  });

  it("places an app customer's order in the account's currency; the demo gateway names yen in Chinese and JP¥ in English", async () => {
    const c = await newCustomer(plain, 'yen-buyer');
    const buyer = { ...c, addressId: await addAddress(plain, c.userId) };
    await plain.app.inject({
      method: 'PUT',
      url: '/v1/user/currency',
      headers: c.headers,
      payload: { currency: 'JPY' },
    });
    const order = await placeOrder(plain, buyer, { price: 12_800, lang: 'zh-cn' });
    const placed = (await plain.app.inject({ url: `/v1/order/${order.id}`, headers: c.headers })).json().data;
    expect(placed.currency).toBe('JPY');
    const started = await plain.app.inject({
      method: 'POST',
      url: '/v1/pay',
      headers: c.headers,
      payload: { order_id: order.id, provider: 'demo' },
    });
    const url = new URL(started.json().data.redirect_url);
    const page = (lang: string) => plain.app.inject({ url: `${url.pathname}?lang=${lang}` });
    const zh = (await page('zh-cn')).body;
    const amount = placed.total_paid.toLocaleString('en-US');
    expect(zh).toContain(`${amount}日元`);
    expect(zh).not.toMatch(/[¥￥]/);
    expect((await page('en')).body).toContain(`JP¥${amount}`);
  });

  it('at sign-in: a choice made in this browser goes to the account; without one the account sets the cookie', async () => {
    const email = `first-visit-${Date.now()}@example.com`;
    const password = 'correct horse battery';
    const captcha = async () => {
      const { id } = await plain.app.deps.captcha.create('1234');
      return { key: id, dots: '1234' };
    };
    // Signed up in a browser that chose yen as a visitor: the account takes it.
    const signUp = await plain.app.inject({
      method: 'POST',
      url: '/v1/user/registe',
      headers: { lang: 'en', cookie: 'currency=JPY' },
      payload: { username: `Yen${Date.now()}`, email, mobile: '13812345678', password, ...(await captcha()) },
    });
    expect(signUp.json()).toMatchObject({ code: 200, data: { currency: 'JPY' } });

    // Another browser, no choice made: signing in brings the account's currency to its cookie.
    const login = (headers: Headers) =>
      captcha().then((c) =>
        plain.app.inject({
          method: 'POST',
          url: '/v1/user/login',
          headers: { lang: 'en', ...headers },
          payload: { email, password, ...c },
        }),
      );
    const fresh = await login({ 'accept-language': 'en-GB' });
    expect(fresh.json()).toMatchObject({ code: 200, data: { currency: 'JPY' } });
    expect(String(fresh.headers['set-cookie'])).toMatch(/currency=JPY;/);

    // A third browser that chose pounds: its choice is the latest, and the account follows it.
    const chose = await login({ cookie: 'currency=GBP' });
    expect(chose.json()).toMatchObject({ code: 200, data: { currency: 'GBP' } });
    expect(String(chose.headers['set-cookie'])).not.toMatch(/currency=/);
    // A cookie naming a currency the shop does not offer changes nothing.
    const stale = await login({ cookie: 'currency=CHF' });
    expect(stale.json().data.currency).toBe('GBP');
    expect(String(stale.headers['set-cookie'])).toMatch(/currency=GBP;/);
  });

  it('sends no shopper currency to a shared cache without saying what it varies on', async () => {
    // API reads kept for visitors are keyed by the resolved currency: two visitors, two answers.
    const [sku] = (await behindCdn.database.db.execute(sql`SELECT good_id FROM good_skus ORDER BY id LIMIT 1`))
      .rows as { good_id: number }[];
    const read = (headers: Headers) =>
      behindCdn.app.inject({ url: `/v1/good/${sku!.good_id}`, headers: { lang: 'en', ...headers } });
    const first = await read({ 'cf-ipcountry': 'GB' });
    const second = await read({});
    const third = await read({ 'cf-ipcountry': 'JP' });
    expect([first.json().data.currency, second.json().data.currency, third.json().data.currency]).toEqual([
      'GBP',
      'CNY',
      'JPY',
    ]);
    for (const res of [first, second, third]) {
      const cache = String(res.headers['cache-control'] ?? '');
      if (cache.startsWith('public')) expect(String(res.headers.vary).toLowerCase()).toContain('cf-ipcountry');
    }
  });
});
