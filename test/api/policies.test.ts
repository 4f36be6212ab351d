// The shop's policies and what the storefront may claim about shipping and paying: the
// four policy pages exist on every install (migration, not seed) and are edited like the
// other content pages; the rates table and the payment methods come from the data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_PAGES } from '../../src/domain/site/content-pages.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { newStaff } from '../helpers/staff.ts';

describe('policies and derived statements', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof newStaff>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await newStaff(t, 'owner');
  });
  afterAll(() => t?.close());

  const get = (url: string, lang = 'en') => t.app.inject({ url, headers: { lang } });
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...owner.headers, lang: 'en' }, ...(payload ? { payload } : {}) });

  it('has the four policies in both languages on a fresh install, without the demo seed', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      for (const { slug } of POLICY_PAGES) {
        const zh = (await bare.app.inject({ url: `/v1/page/${slug}` })).json();
        const en = (await bare.app.inject({ url: `/v1/page/${slug}`, headers: { lang: 'en' } })).json();
        expect(zh.code).toBe(200);
        expect(en.data.title).not.toBe(zh.data.title);
        expect(en.data.body.length).toBeGreaterThan(200);
      }
    } finally {
      await bare.close();
    }
  });

  it('lets owners edit a policy like any content page; the storefront answers the new text', async () => {
    const list = (await admin('GET', '/v1/admin/pages')).json().data as { slug: string }[];
    expect(list.map((p) => p.slug)).toEqual(expect.arrayContaining(POLICY_PAGES.map((p) => p.slug)));
    const saved = await admin('PUT', '/v1/admin/pages/refund-policy', {
      title: { 'zh-cn': '退款政策', en: 'Returns and refunds' },
      body: { 'zh-cn': '三十天内可退。', en: 'Return within 30 days.' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/v1/page/refund-policy')).json().data).toMatchObject({
      title: 'Returns and refunds',
      body: 'Return within 30 days.',
    });
  });

  it('answers the rates for every destination the shop ships to, as checkout charges them', async () => {
    const rates = (await get('/v1/shipping/rates')).json().data;
    const config = (await get('/v1/config')).json().data;
    expect(rates.country_count).toBe(config.country_list.length);
    const listed = rates.groups.flatMap((g: { countries: { id: string }[] }) => g.countries.map((c) => c.id));
    expect(listed.sort()).toEqual(config.country_list.map((c: { id: string }) => c.id).sort());
    // The demo rules: mainland China alone, Hong Kong with Macao and Taiwan.
    expect(rates.groups[0]).toEqual({
      countries: [{ id: 'CN', name: 'China' }],
      first_fee: 800,
      additional_fee: 200,
      free_threshold: 9900,
    });
    const hk = rates.groups.find((g: { countries: { id: string }[] }) => g.countries.some((c) => c.id === 'HK'));
    expect(hk.countries.map((c: { id: string }) => c.id)).toEqual(['HK', 'MO', 'TW']);
    expect((await get('/v1/shipping/rates', 'zh-cn')).json().data.groups[0].countries[0].name).toBe('中国');
  });

  it('follows a staff change to the rules at once', async () => {
    const rules = (await admin('GET', '/v1/admin/shipping-rules')).json().data.list as {
      id: number;
      country: string;
    }[];
    const cn = rules.find((r) => r.country === 'CN')!;
    const changed = await admin('PUT', `/v1/admin/shipping-rules/${cn.id}`, {
      country: 'CN',
      first_fee: 0,
      additional_fee: 0,
      free_threshold: null,
    });
    expect(changed.statusCode).toBe(200);
    const rates = (await get('/v1/shipping/rates')).json().data;
    expect(rates.groups[0]).toMatchObject({ countries: [{ id: 'CN' }], first_fee: 0, additional_fee: 0 });
  });

  it('names the payment methods the shop offers now, and follows the settings', async () => {
    const before = (await get('/v1/config')).json().data.payment_methods as string[];
    expect(before).toEqual(await t.app.deps.payments.methods());
    expect(before).not.toContain('paypal');
    await t.app.deps.settings.update({ paypal_client_id: 'client', paypal_client_secret: 'secret' });
    expect((await get('/v1/config')).json().data.payment_methods).toContain('paypal');
  });
});
