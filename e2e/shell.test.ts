// The bilingual storefront shell in a real browser: both languages, the language
// switch and its cookie, the 404 pages, favicon, analytics snippet, phone layout, a11y.
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';

describe('storefront shell', () => {
  const b = useBrowser();

  it('renders the home page in Chinese by default, with the seeded settings', async () => {
    const { page, consoleErrors } = await openPage(b.browser);
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    expect(await page.title()).toBe('优品海购');
    expect(await page.locator('header nav a[aria-current="page"]').innerText()).toBe('首页');
    await page.waitForFunction(() => Array.isArray((window as { dataLayer?: unknown[] }).dataLayer));
    expect(await page.locator('head [data-analytics-snippet]').count()).toBe(1);
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toBe('/favicon.webp');
    expect(await page.getAttribute('link[rel="icon"]', 'type')).toBe('image/webp');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${baseUrl}/`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('renders English under /en', async () => {
    const { page, consoleErrors } = await openPage(b.browser, { locale: 'en-US' });
    await page.goto('/en');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.title()).toBe('Youpin Global');
    expect(await page.locator('header nav a[aria-current="page"]').innerText()).toBe('Home');
    expect(await page.getAttribute('link[hreflang="zh-CN"]', 'href')).toBe(`${baseUrl}/`);
    expect(consoleErrors).toEqual([]);
  });

  it('switches to Chinese as a plain link from an English page (before scripts run, or without them)', async () => {
    const cookie = 'i18n_redirected=en';
    // Typed or from elsewhere: the remembered English.
    const bare = await fetch(`${baseUrl}/`, { headers: { cookie }, redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([302, '/en']);
    const foreign = await fetch(`${baseUrl}/`, {
      headers: { cookie, referer: 'https://elsewhere.example/en/faq' },
      redirect: 'manual',
    });
    expect(foreign.status).toBe(302);
    // The switch on one of this shop's English pages: the Chinese page, and the cookie follows.
    const switched = await fetch(`${baseUrl}/`, {
      headers: { cookie, referer: `${baseUrl}/en/faq` },
      redirect: 'manual',
    });
    expect(switched.status).toBe(200);
    expect(switched.headers.getSetCookie().join(';')).toContain('i18n_redirected=zh-cn');
  });

  it('switches language, sets the cookie and the prefix, and remembers the choice', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser);
    await page.goto('/faq');
    await page.getByTestId('lang-switch').click();
    await page.waitForURL(`${baseUrl}/en/faq`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Frequently Asked Questions');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'en', sameSite: 'Lax', path: '/' });
    // About 365 days.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

    await page.goto('/');
    expect(page.url()).toBe(`${baseUrl}/en`);

    await page.getByTestId('lang-switch').click();
    await page.waitForURL(`${baseUrl}/`);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value)
      .toBe('zh-cn');
    await expect.poll(() => page.locator('header nav a[aria-current="page"]').innerText()).toBe('首页');
    expect(consoleErrors).toEqual([]);
  });

  it('highlights the tab of the current route after client navigation', async () => {
    const { page, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    await page.goto('/en');
    await page.locator('header nav').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(`${baseUrl}/en/faq`);
    await expect.poll(() => page.locator('header nav a[aria-current="page"]').innerText()).toBe('FAQ');
    expect(await page.title()).toBe('Frequently Asked Questions - Youpin Global');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('answers an unknown path with HTTP 404 and the not-found page inside the layout', async () => {
    const { page } = await openPage(b.browser);
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    expect(await page.getByTestId('error-code').innerText()).toBe('404');
    expect(await page.getByTestId('error-message').innerText()).toBe('页面未找到：/no/such/page');
    expect(await page.locator('header').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('shows the code and message given to /404, in the page language for the transport text', async () => {
    const { page } = await openPage(b.browser, { locale: 'en-US' });
    const res = await page.goto('/en/404?code=404&message=Order%20gone');
    expect(res?.status()).toBe(404);
    expect(await page.getByTestId('error-message').innerText()).toBe('Order gone');
    await page.goto('/404?code=404&message=request%20404');
    expect(await page.getByTestId('error-message').innerText()).toBe('页面未找到');
    await page.goto('/en/404');
    expect(await page.getByTestId('error-message').innerText()).toBe('Page Not Found');
  });

  it('never puts a visitor-specific token in a page, so pages can be shared from cache', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${baseUrl}/faq`);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('csrf_token='));
      const token = cookie!.split(';')[0].split('=')[1];
      expect(await res.text()).not.toContain(token);
      tokens.push(token);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it('compresses pages for clients that accept it (brotli, else gzip), the same bytes inside', async () => {
    const raw = (encoding?: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        get(`${baseUrl}/product/1`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const html = plain.body.toString();
    expect(html).toContain('<html');

    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);

    const gz = await raw('br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(html);

    expect((await raw('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('serves the favicon as webp and the sitemap as XML', async () => {
    const icon = await fetch(`${baseUrl}/favicon.webp`);
    expect(icon.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await icon.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseUrl}/en/our-story</loc>`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('uses a menu drawer on phones and offers back-to-top after scrolling', async () => {
    const { page, consoleErrors } = await openPage(b.browser, { viewport: PHONE });
    await page.goto('/faq');
    await hydrated(page);
    const menu = page.getByRole('button', { name: '菜单' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await page.locator('header nav').first().isVisible()).toBe(false);
    await menu.click();
    await page.locator('#mobile-nav').getByRole('link', { name: '联系我们' }).click();
    await page.waitForURL(`${baseUrl}/contact-us`);
    await expect.poll(() => page.locator('#mobile-nav').count()).toBe(0);

    await page.goto('/faq');
    await hydrated(page);
    const backToTop = page.getByRole('button', { name: '回到顶部' });
    expect(await backToTop.count()).toBe(0);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => backToTop.isVisible()).toBe(true);
    const box = await backToTop.boundingBox();
    expect(Math.round(PHONE.width - (box!.x + box!.width))).toBe(80);
    expect(Math.round(PHONE.height - (box!.y + box!.height))).toBe(80);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
