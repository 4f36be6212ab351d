// Security headers and cache rules on what the running shop answers (issue #17, items
// 2 and 3): pages, API answers, static files, the admin area, unknown paths; a page's
// nonce names its inline scripts; a signed-in page or answer is never kept by a cache.
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

function expectSecurityHeaders(path: string, h: Headers) {
  const csp = h.get('content-security-policy') ?? '';
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(csp, path).toContain("object-src 'none'");
  expect(csp, path).not.toContain('unsafe-eval');
  expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(h.get('x-content-type-options'), path).toBe('nosniff');
  expect(h.get('x-frame-options'), path).toBe('DENY');
  expect(h.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
  expect(h.get('permissions-policy'), path).toContain('camera=()');
  // The shop under test is served over http: no HSTS (test/api/security-headers.test.ts: https).
  expect(h.get('strict-transport-security'), path).toBeNull();
}

describe('security headers', () => {
  it('come with every kind of answer', async () => {
    const home = await fetch(`${baseUrl}/`);
    const asset = (await home.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const paths = [
      '/',
      '/en/product/1',
      '/no-such-page',
      '/v1/config',
      '/v1/good/1',
      '/v1/no-such-call',
      asset,
      '/admin',
      '/robots.txt',
      '/sitemap.xml',
    ];
    for (const path of paths) {
      const res = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      await res.arrayBuffer();
      expectSecurityHeaders(path as string, res.headers);
    }
  });

  it('give each rendered page a nonce that its inline scripts carry', async () => {
    const res = await fetch(`${baseUrl}/en/product/2`);
    const html = await res.text();
    const nonce = res.headers.get('content-security-policy')?.match(/'nonce-([\w+/=]+)'/)?.[1];
    expect(nonce).toMatch(/^[\w+/]{22}==$/);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attrs] of inline) expect(attrs).toContain(`nonce="${nonce}"`);
  });
});

describe('caching', () => {
  const b = useBrowser();

  it('lets a shared cache keep a visitor page, never one that sets a cookie or is signed in', async () => {
    const first = await fetch(`${baseUrl}/en`);
    expect(first.headers.get('set-cookie')).toContain('csrf_token=');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const again = await fetch(`${baseUrl}/en/product/1`, { headers: { cookie } });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(again.headers.get('cache-control')).toMatch(/^public/);
    expect(again.headers.get('vary')).toMatch(/Cookie/);

    const { context } = await openPage(b.browser);
    await signIn(context, newEmail('cache'));
    for (const path of ['/en', '/en/product/1', '/en/my/order', '/v1/user/info', '/v1/cart', '/v1/useraddress/list']) {
      const res = await context.request.get(path, { maxRedirects: 0 });
      expect([path, res.headers()['cache-control']]).toEqual([path, 'private, no-store']);
    }
  });
});
