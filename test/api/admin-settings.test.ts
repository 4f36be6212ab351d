// Owner settings on the real PostgreSQL: secrets are write-only (never answered, kept
// when omitted or sent masked, cleared with ''), validation messages, the audit row
// without secrets, the storefront seeing a change at once, the payment registry and the
// mailer picking new credentials without a restart (a real SMTP listener), and the
// static content pages.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContentPage, AdminSettingsView } from '../../src/domain/site/settings.ts';
import { SECRET_MASK } from '../../src/domain/site/settings.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { decodedText, startSmtp } from '../helpers/smtp.ts';
import { newStaff } from '../helpers/staff.ts';

describe('admin settings API', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof newStaff>>;
  let fallback: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    fallback = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: fallback.url, MAIL_FROM: 'Config <config@shop.test>' } });
    owner = await newStaff(t, 'owner');
  });
  afterAll(async () => {
    await t?.close();
    await fallback?.close();
  });

  type Method = 'GET' | 'PUT';
  const call = (method: Method, url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, headers: { ...owner.headers, lang }, ...(payload ? { payload } : {}) });
  const put = (payload: object, lang = 'en') => call('PUT', '/v1/admin/settings', payload, lang);
  const auditRows = async (action: string) =>
    (
      await t.database.db.execute(
        sql`SELECT staff_email, entity, entity_id, before, after FROM audit_log WHERE action = ${action} ORDER BY id`,
      )
    ).rows as { staff_email: string; entity: string; entity_id: string; before: unknown; after: unknown }[];

  it('answers every value but never a secret, only whether it is set', async () => {
    await t.app.deps.settings.update({ stripe_secret_key: 'sk_test_hidden', kuaidi100_customer: 'CUST-HIDDEN' });
    const res = await call('GET', '/v1/admin/settings');
    expect(res.json().code).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.body;
    expect(body).not.toContain('sk_test_hidden');
    expect(body).not.toContain('CUST-HIDDEN');
    const data = res.json().data as AdminSettingsView;
    expect(data.secrets).toMatchObject({ stripe_secret_key: true, kuaidi100_customer: true, smtp_password: false });
    expect(data.values).not.toHaveProperty('stripe_secret_key');
    expect(data.values).not.toHaveProperty('smtp_password');
    expect(data.values).toMatchObject({ currency: 'CNY', smtp_port: 587, smtp_host: '', abandoned_cart_minutes: 240 });
    expect(data.options.currencies).toContain('USD');
    expect(data.options.countries).toContainEqual({ code: 'US', name: 'United States' });
    expect(data.mail).toEqual({ fallback: 'smtp_url', default_from: 'Config <config@shop.test>' });
    // The server's own HMAC key in the same table never shows either.
    expect(body).not.toContain('server_secret');
  });

  it('keeps a secret that is omitted or sent masked, replaces it when given, clears it with ""', async () => {
    const before = await t.app.deps.settings.get();
    expect((await put({ currency: 'CNY', stripe_secret_key: SECRET_MASK })).json().code).toBe(200);
    expect((await t.app.deps.settings.get()).stripe_secret_key).toBe(before.stripe_secret_key);
    const replaced = await put({ stripe_secret_key: '  sk_test_new  ' });
    expect(replaced.json().data.secrets.stripe_secret_key).toBe(true);
    expect(replaced.body).not.toContain('sk_test_new');
    expect((await t.app.deps.settings.get()).stripe_secret_key).toBe('sk_test_new');
    const cleared = await put({ stripe_secret_key: '', kuaidi100_customer: '' });
    expect(cleared.json().data.secrets).toMatchObject({ stripe_secret_key: false, kuaidi100_customer: false });
    expect((await t.app.deps.settings.get()).stripe_secret_key).toBe('');
  });

  it('writes an audit row with the changed keys before and after, secrets only masked', async () => {
    await put({ google_client_secret: 'g-secret-value', kuaidi100_customer: 'CUST-2', smtp_password: 'pw-value-1' });
    await put({ seo_title: { 'zh-cn': '新名字', en: 'New name' }, google_client_secret: 'g-secret-value-2' });
    const rows = await auditRows('settings.update');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const all = JSON.stringify(rows);
    for (const secret of ['g-secret-value', 'CUST-2', 'CUST-HIDDEN', 'pw-value-1', 'sk_test_new', 'sk_test_hidden']) {
      expect(all).not.toContain(secret);
    }
    const last = rows.at(-1)!;
    expect(last).toMatchObject({
      staff_email: owner.email,
      entity: 'settings',
      after: { seo_title: { 'zh-cn': '新名字', en: 'New name' }, google_client_secret: SECRET_MASK },
    });
    expect(Object.keys(last.after as object).sort()).toEqual(['google_client_secret', 'seo_title']);
    expect((last.before as { seo_title: { en: string } }).seo_title.en).not.toBe('New name');
    // The audit API shows the same masked values.
    const api = (await call('GET', '/v1/admin/audit?entity=settings')).json().data;
    expect(JSON.stringify(api)).not.toContain('g-secret-value');
    // Saving the same values again changes nothing and writes no row.
    const n = rows.length;
    await put({ seo_title: { 'zh-cn': '新名字', en: 'New name' } });
    expect((await auditRows('settings.update')).length).toBe(n);
  });

  it('shows a change on the storefront at once', async () => {
    await call('GET', '/v1/config');
    await put({
      seo_title: { 'zh-cn': '即时店', en: 'Instant Shop' },
      currency: 'USD',
      country_list: ['us', 'CA', 'US'],
    });
    const config = (await t.app.inject({ url: '/v1/config', headers: { lang: 'en' } })).json().data;
    expect(config).toMatchObject({ title: 'Instant Shop', currency: 'USD' });
    expect(config.country_list.map((c: { id: string }) => c.id)).toEqual(['US', 'CA']);
    await put({ currency: 'CNY' });
  });

  it('refuses bad values with a clear message in the caller language, changing nothing', async () => {
    const cases: [object, string, string][] = [
      [{ seo_image: 'https://evil.example/logo.png' }, 'The logo must be an uploaded image', 'Logo 必须是上传的图片'],
      [{ seo_image: '/uploads/../secret' }, 'The logo must be an uploaded image', 'Logo'],
      [{ currency: 'BTC' }, 'The currency must be one of', '币种必须是'],
      [{ country_list: [] }, 'The country list needs 1 to 250', '国家/地区列表'],
      [{ country_list: ['US', 'XX'] }, 'The country list needs 1 to 250', '国家/地区列表'],
      [{ country_list: ['USA'] }, 'The country list needs 1 to 250', '国家/地区列表'],
      [{ analysis_code: 'x'.repeat(20_001) }, 'at most 20,000 characters', '20000'],
      [{ seo_title: { 'zh-cn': ' ', en: 'x' } }, 'Enter the site title in Chinese', '请填写中文网站标题'],
      [{ smtp_from: 'not an address' }, 'The From address must be an email', '发件地址'],
      [{ smtp_from: 'Shop <no-reply@>' }, 'The From address must be an email', '发件地址'],
      [{ smtp_host: 'bad host!' }, 'The SMTP server must be a host name', 'SMTP 服务器'],
      [{ smtp_port: 70_000 }, 'The SMTP port must be between 1 and 65535', 'SMTP 端口'],
      [{ abandoned_cart_minutes: -1 }, 'The cart reminder wait must be', '购物车提醒时间'],
      [{ abandoned_cart_minutes: 43_201 }, 'The cart reminder wait must be', '购物车提醒时间'],
      [{ abandoned_cart_minutes: 1.5 }, 'The cart reminder wait must be', '购物车提醒时间'],
      [{ stripe_secret_key: 'sk test' }, 'A secret cannot contain spaces', '密钥中不能包含空格'],
      [{ client_id: 9 }, 'The default client must be', '默认客户端'],
    ];
    const n = (await auditRows('settings.update')).length;
    for (const [payload, en, zh] of cases) {
      const res = await put(payload);
      expect([payload, res.statusCode, res.json().code]).toEqual([payload, 400, 400]);
      expect([payload, res.json().message]).toEqual([payload, expect.stringContaining(en)]);
      expect((await put(payload, 'zh-cn')).json().message).toContain(zh);
    }
    // Unknown keys and wrong types are 400 too, never 500.
    expect((await put({ server_secret: 'x' })).statusCode).toBe(400);
    expect((await put({ paypal_sandbox: 'yes' })).statusCode).toBe(400);
    expect((await put({ seo_title: 'plain' })).statusCode).toBe(400);
    expect((await auditRows('settings.update')).length).toBe(n);
    expect((await t.app.deps.settings.get()).currency).toBe('CNY');
  });

  it('accepts a logo uploaded or from /brand/ and a From address with a name', async () => {
    const res = await put({
      seo_image: '/uploads/u/2026/03/abc.webp',
      smtp_from: 'Youpin Global <hello@shop.test>',
      analysis_code: '<script>/* ga */</script>',
    });
    expect(res.json().data.values).toMatchObject({
      seo_image: '/uploads/u/2026/03/abc.webp',
      smtp_from: 'Youpin Global <hello@shop.test>',
    });
    expect((await put({ seo_image: '/brand/logo.svg', smtp_from: '' })).json().code).toBe(200);
  });

  it('saves the cart reminder wait (issue #41), 0 turning reminders off', async () => {
    expect((await put({ abandoned_cart_minutes: 30 })).json().data.values.abandoned_cart_minutes).toBe(30);
    expect((await t.app.deps.settings.get()).abandoned_cart_minutes).toBe(30);
    expect((await put({ abandoned_cart_minutes: 0 })).json().data.values.abandoned_cart_minutes).toBe(0);
    expect((await put({ abandoned_cart_minutes: 240 })).json().code).toBe(200);
  });

  it('offers a payment provider as soon as its credentials are saved, and drops it when cleared', async () => {
    const names = async () => [...(await t.app.deps.paymentRegistry.available()).keys()];
    await put({ stripe_secret_key: '' });
    expect(await names()).not.toContain('stripe');
    await put({ stripe_secret_key: 'sk_test_live_now', stripe_webhook_secret: 'whsec_1' });
    expect(await names()).toContain('stripe');
    await put({ stripe_secret_key: '' });
    expect(await names()).not.toContain('stripe');
  });

  it('sends mail through the SMTP settings, rebuilt when they change, else through SMTP_URL', async () => {
    const a = await startSmtp();
    const b = await startSmtp();
    try {
      const { mailer } = t.app.deps;
      const sendTo = async (to: string) => {
        const id = await mailer.enqueue(t.database.db, { to, subject: 'Hello', text: `mail to ${to}`, html: '' });
        await mailer.send(id);
      };
      const portOf = (url: string) => Number(new URL(url).port);

      await put({
        smtp_host: '127.0.0.1',
        smtp_port: portOf(a.url),
        smtp_secure: false,
        smtp_from: 'Shop A <a@shop.test>',
      });
      await sendTo('one@example.com');
      expect(a.inbox.map((m) => m.to)).toEqual([['one@example.com']]);
      expect(a.inbox[0]!.raw).toContain('a@shop.test');
      expect(decodedText(a.inbox[0]!.raw)).toContain('mail to one@example.com');

      await put({ smtp_port: portOf(b.url), smtp_from: '' });
      await sendTo('two@example.com');
      expect(b.inbox.map((m) => m.to)).toEqual([['two@example.com']]);
      expect(b.inbox[0]!.raw).toContain('config@shop.test');
      expect(a.inbox).toHaveLength(1);

      await put({ smtp_host: '' });
      await sendTo('three@example.com');
      expect(fallback.inbox.some((m) => m.to.includes('three@example.com'))).toBe(true);
      expect(b.inbox).toHaveLength(1);
    } finally {
      await put({ smtp_host: '' });
      await a.close();
      await b.close();
    }
  });

  describe('content pages', () => {
    it('lists the content pages and the policies in both languages', async () => {
      const list = (await call('GET', '/v1/admin/pages')).json().data as AdminContentPage[];
      expect(list.map((p) => p.slug)).toEqual([
        'videos',
        'our-story',
        'faq',
        'contact-us',
        'shipping-policy',
        'refund-policy',
        'privacy-policy',
        'terms-of-service',
      ]);
      const story = list.find((p) => p.slug === 'our-story')!;
      expect(story.title).toEqual({ 'zh-cn': '品牌故事', en: 'Our Story' });
      expect(story.body.en.length).toBeGreaterThan(10);
    });

    it('saves a page, audits it and the storefront answers the new text at once', async () => {
      await t.app.inject({ url: '/v1/page/faq', headers: { lang: 'en' } });
      const res = await call('PUT', '/v1/admin/pages/faq', {
        title: { 'zh-cn': '常见问题（新）', en: 'FAQ (new)' },
        body: { 'zh-cn': '## 问\n答', en: '## Q\n- **A**: yes' },
      });
      expect(res.json()).toMatchObject({ code: 200, message: 'Page saved', data: { slug: 'faq' } });
      const page = (await t.app.inject({ url: '/v1/page/faq', headers: { lang: 'en' } })).json().data;
      expect(page).toMatchObject({ title: 'FAQ (new)', body: '## Q\n- **A**: yes' });
      const [row] = (await auditRows('page.update')).filter((r) => r.entity_id === 'faq');
      expect(row).toMatchObject({ entity: 'page', after: { title: { en: 'FAQ (new)' } } });
      expect((row!.before as { title: { en: string } }).title.en).not.toBe('FAQ (new)');
    });

    it('creates a page that the database did not have yet', async () => {
      await t.database.db.execute(sql`DELETE FROM pages WHERE slug = 'videos'`);
      const empty = ((await call('GET', '/v1/admin/pages')).json().data as AdminContentPage[])[0]!;
      expect(empty).toMatchObject({ slug: 'videos', updated_at: null, title: { 'zh-cn': '', en: '' } });
      expect((await t.app.inject({ url: '/v1/page/videos' })).statusCode).toBe(404);
      await call('PUT', '/v1/admin/pages/videos', { title: { 'zh-cn': '视频' }, body: { 'zh-cn': '看看' } });
      expect((await t.app.inject({ url: '/v1/page/videos' })).json().data).toMatchObject({ title: '视频' });
    });

    it('refuses an unknown page, a missing Chinese title and oversized content', async () => {
      const body = { title: { 'zh-cn': 'x', en: 'x' }, body: { 'zh-cn': 'x', en: 'x' } };
      expect((await call('PUT', '/v1/admin/pages/admin', body)).statusCode).toBe(400);
      const noTitle = await call('PUT', '/v1/admin/pages/faq', { ...body, title: { 'zh-cn': '', en: 'x' } });
      expect(noTitle.json().message).toBe('Enter the page title in Chinese');
      const long = await call('PUT', '/v1/admin/pages/faq', { ...body, body: { 'zh-cn': 'x'.repeat(50_001), en: '' } });
      expect(long.json().message).toContain('at most 50,000 characters');
    });
  });

  it('is for owners only', async () => {
    const operator = await newStaff(t, 'operator');
    for (const [method, url] of [
      ['GET', '/v1/admin/settings'],
      ['PUT', '/v1/admin/settings'],
      ['GET', '/v1/admin/pages'],
      ['PUT', '/v1/admin/pages/faq'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: operator.headers, payload: {} });
      expect([url, res.json().code]).toEqual([url, 403]);
    }
  });
});
