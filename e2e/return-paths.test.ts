// Redirects stay on the shop (issue #38): every page that takes a return path from the
// request (sign-in's `redirect`, the currency form's `back`, the bare home page's way to
// /en with its query) answers a redirect to a path on this shop, never another site and
// never a 500 (a Location header with CR or LF throws). Plain requests against the e2e
// server: no browser needed.
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';
import { lastCodeFor, newEmail } from './sign-in.ts';

const HOSTILE = [
  '/\t/evil.example/',
  '/\nevil.example',
  '/\revil.example',
  '/\r\nSet-Cookie: hijack=1',
  '//evil.example/',
  '/\\evil.example/',
  '\\\\evil.example/',
  '/%09/evil.example/',
  '/%0aevil.example',
  '/%2f/evil.example/',
  '/%252f/evil.example/',
  '/./\\/evil.example/',
  '/..//evil.example/',
  'https://evil.example/',
  '/\u00a0/evil.example/',
];

/** A redirect to a path on this shop (one leading slash, printable ASCII only): `expected`. */
function expectOnShop(res: Response, expected: string) {
  expect([302, 303]).toContain(res.status);
  const location = res.headers.get('location') ?? '';
  expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  expect(new URL(location, baseUrl).origin).toBe(new URL(baseUrl).origin);
  expect(location).toBe(expected);
}

/** A customer's session cookies, signed in by an emailed code through the API. */
async function signedInCookie(): Promise<string> {
  const email = newEmail('return-path');
  // From an address of its own (the e2e server trusts its proxy): codes are limited per address and day.
  const byte = () => Math.floor(Math.random() * 254) + 1;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` };
  const sent = await fetch(`${baseUrl}/v1/user/sendCode`, { method: 'POST', headers, body: JSON.stringify({ email }) });
  expect(sent.status).toBe(200);
  await expect.poll(() => lastCodeFor(email), { timeout: 15_000 }).toMatch(/^\d{6}$/);
  const res = await fetch(`${baseUrl}/v1/user/loginByCode`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, code: lastCodeFor(email) }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('return paths stay on the shop', () => {
  it("signed-in GET /login?redirect=… goes to the shop's own path or home, never elsewhere, never a 500", async () => {
    const cookie = await signedInCookie();
    const get = (path: string) => fetch(`${baseUrl}${path}`, { headers: { cookie }, redirect: 'manual' });
    const login = (query: string) => get(`/login?${query}`);
    // Signed in: a page of the shop answers (no 302 home, no 500).
    expect((await get('/my/order')).status).toBe(200);
    // The cases, as typed in the address bar.
    for (const query of [
      'redirect=/%09/evil.example/',
      'redirect=/%0aevil',
      'redirect=/%0devil',
      'redirect=/%0d%0aevil',
    ]) {
      expectOnShop(await login(query), '/');
    }
    for (const value of HOSTILE) {
      expectOnShop(await login(`redirect=${encodeURIComponent(value)}`), '/');
      expectOnShop(await get(`/en/login?redirect=${encodeURIComponent(value)}`), '/en');
    }
    // An ordinary way back is kept, normalised.
    expectOnShop(await login(`redirect=${encodeURIComponent('/my/order?page=2')}`), '/my/order?page=2');
    expectOnShop(
      await login(`redirect=${encodeURIComponent('/搜索?keyword=手机')}`),
      '/%E6%90%9C%E7%B4%A2?keyword=%E6%89%8B%E6%9C%BA',
    );
  });

  it("the currency form's `back` field", async () => {
    const post = (back: string) =>
      fetch(`${baseUrl}/currency`, {
        method: 'POST',
        headers: { origin: baseUrl },
        body: new URLSearchParams({ currency: 'USD', back }),
        redirect: 'manual',
      });
    for (const back of [...HOSTILE, '/%09/evil.example/', '/%0aevil']) expectOnShop(await post(back), '/');
    expectOnShop(await post('/en/goods/12?sku=3'), '/en/goods/12?sku=3');
  });

  it('the bare home page sends an English shopper to /en with the query only when it is safe', async () => {
    const cookie = 'i18n_redirected=en';
    // (Raw control or non-ASCII bytes in the request line never get here: the HTTP parser answers 400.)
    const home = (query: string) => fetch(`${baseUrl}/?${query}`, { headers: { cookie }, redirect: 'manual' });
    for (const [query, location] of [
      ['keyword=%0d%0aSet-Cookie:%20x=1', '/en?keyword=%0d%0aSet-Cookie:%20x=1'],
      ['x=//evil.example', '/en?x=//evil.example'],
      ['page=2', '/en?page=2'],
      // A backslash (sent as is: no URL encodes it in a query) is refused: the bare /en.
      ['x=\\evil.example', '/en'],
    ]) {
      const res = await home(query!);
      expect([res.status, res.headers.get('location')]).toEqual([302, location]);
    }
  });
});
