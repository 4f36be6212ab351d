// Site settings (SPEC 1 and 3): the spec's field names and defaults, both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '../../src/domain/site/settings.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('settings on an empty database (spec defaults)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('GET /config has the global config fields with client 4 and currency CNY', async () => {
    const res = await t.app.inject({ url: '/v1/config', headers: { lang: 'en' } });
    const data = res.json().data;
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'logo',
        'title',
        'keyword',
        'desc',
        'analysis_code',
        'client',
        'currency',
        'country_list',
      ]),
    );
    expect(data.client).toBe(4);
    expect(data.currency).toBe('CNY');
    expect(data.analysis_code).toBe('');
    expect(data.country_list).toContainEqual({ id: 'US', name: 'United States' });
  });

  it('GET /siteManage has the site config fields', async () => {
    const data = (await t.app.inject({ url: '/v1/siteManage' })).json().data;
    expect(data).toMatchObject({
      seo_image: SETTINGS_DEFAULTS.seo_image,
      seo_title: '官网',
      client_id: 4,
      currency: 'CNY',
      analysis_code: '',
    });
    expect(data.country_list).toContainEqual({ id: 'JP', name: '日本' });
    expect(data).toHaveProperty('seo_keyword');
    expect(data).toHaveProperty('seo_description');
  });

  it('GET /sys/conf has title, keyword and desc', async () => {
    const data = (await t.app.inject({ url: '/v1/sys/conf' })).json().data;
    expect(Object.keys(data).sort()).toEqual(['desc', 'keyword', 'title']);
  });

  it('reflects an update at once and ignores invalid stored values', async () => {
    const { settings } = t.app.deps;
    await settings.update({ currency: 'USD', seo_title: { 'zh-cn': '新店', en: 'New Shop' } });
    const data = (await t.app.inject({ url: '/v1/config', headers: { lang: 'en' } })).json().data;
    expect(data).toMatchObject({ currency: 'USD', title: 'New Shop' });
    // A row written by hand with a wrong shape falls back to the default instead of breaking pages.
    await t.database.pool.query(`UPDATE settings SET value = '"XYZ"' WHERE key = 'currency'`);
    await settings.update({});
    expect((await t.app.inject({ url: '/v1/config' })).json().data.currency).toBe('CNY');
  });

  it('refuses invalid updates', async () => {
    await expect(t.app.deps.settings.update({ currency: 'BTC' as never })).rejects.toThrow();
  });
});

describe('settings of the seeded demo shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('has the demo title, description and analytics snippet in both languages', async () => {
    const zh = (await t.app.inject({ url: '/v1/config' })).json().data;
    expect(zh.title).toBe('优品海购');
    expect(zh.analysis_code).toContain('gtag(');
    const en = (await t.app.inject({ url: '/v1/config', headers: { lang: 'en' } })).json().data;
    expect(en.title).toBe('Youpin Global');
    expect(en.desc).toMatch(/curated goods/);
  });

  it('serves the static pages in both languages and 404 for unknown ones', async () => {
    for (const slug of ['videos', 'our-story', 'faq', 'contact-us']) {
      const zh = (await t.app.inject({ url: `/v1/page/${slug}` })).json();
      const en = (await t.app.inject({ url: `/v1/page/${slug}`, headers: { lang: 'en' } })).json();
      expect(zh.code).toBe(200);
      expect(zh.data.title).not.toBe(en.data.title);
      expect(en.data.body.length).toBeGreaterThan(100);
    }
    const missing = await t.app.inject({ url: '/v1/page/unknown-page', headers: { lang: 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: 'Not found', data: null });
  });
});
