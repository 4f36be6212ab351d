import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX, safeReturnPath } from './return-path.ts';

const SHOP = 'https://shop.example';
// biome-ignore lint/suspicious/noControlCharactersInRegex: the property is that none gets through
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** What every answer of the guard must be: a path that stays on the shop, a valid header. */
function expectOnShop(result: string | undefined) {
  if (result === undefined) return;
  expect(result.startsWith('/')).toBe(true);
  expect(result.startsWith('//')).toBe(false);
  expect(result.startsWith('/\\')).toBe(false);
  expect(result).not.toMatch(CONTROL);
  expect(result).not.toContain('\\');
  // ASCII only: a Location header cannot throw.
  expect(result).toMatch(/^[\x21-\x7e]*$/);
  expect(new URL(result, SHOP).origin).toBe(SHOP);
  // A browser reading it with any base stays there too.
  expect(new URL(result, 'http://other.invalid/a/b').origin).toBe('http://other.invalid');
  // Guarding it again changes nothing.
  expect(safeReturnPath(result)).toBe(result);
}

const control = fc.constantFrom(
  ...[0, 9, 10, 13, 11, 12, 27, 31, 127, 0x85, 0x9b, 0xa0, 0x2028, 0x2029, 0xfeff, 0x3000].map((c) =>
    String.fromCharCode(c),
  ),
);
const encoded = fc.constantFrom(
  '%09',
  '%0a',
  '%0A',
  '%0d',
  '%0D',
  '%00',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%252f',
  '%252F',
  '%255c',
  '%2e',
  '%2e%2e',
  '%C2%85',
  '%20',
  '%7f',
);
const prefix = fc.constantFrom(
  '/',
  '//',
  '/\\',
  '\\\\',
  '\\/',
  '/%09/',
  '/%0a',
  '/%0d',
  'https:',
  'https://',
  'http:/',
  '//%2f',
  '/./',
  '/../',
  '/.//',
  '/..//',
  '/./\\/',
  '/.%2e//',
  '/%2e%2e//',
  'javascript:',
  'data:',
  '///',
  ' /',
  '\t/',
  '/\t/',
  '/\n/',
);
const host = fc.constantFrom(
  'evil.example',
  'evil.example/',
  'evil.example:443',
  'user@evil.example',
  '127.0.0.1',
  '[::1]',
  'xn--e1afmkfd',
  '',
);
const piece = fc.oneof(prefix, host, encoded, control, fc.constantFrom('/', '\\', '.', '..', '@', ':', '?', '#', '%'));

describe('safeReturnPath', () => {
  it('never answers anything but a path on the shop, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => expectOnShop(safeReturnPath(s))),
      {
        numRuns: 2000,
      },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => expectOnShop(safeReturnPath(`/${s}`))),
      {
        numRuns: 2000,
      },
    );
  });

  it('never leads off the shop for hostile mixes of prefixes, hosts, encodings and control characters', () => {
    fc.assert(
      fc.property(prefix, host, fc.array(piece, { maxLength: 6 }), (p, h, rest) => {
        const value = p + h + rest.join('');
        expectOnShop(safeReturnPath(value));
        expectOnShop(safeReturnPath(value, '/admin'));
        // Read the way a query parameter is: decoded once more.
        let decoded: string | undefined;
        try {
          decoded = decodeURIComponent(value);
        } catch {}
        if (decoded !== undefined) expectOnShop(safeReturnPath(decoded));
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses the known tricks', () => {
    for (const value of [
      '/\t/evil.example/',
      '/\nevil',
      '/\revil',
      '/\r\nSet-Cookie: a=b',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%09/evil.example/',
      '/%0aevil',
      '/%2fevil.example',
      '/%5cevil.example',
      '/%252fevil.example',
      '/./\\/evil.example',
      '/..//evil.example',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/a/\\evil',
      '/\u00a0/evil.example',
      '/\u2028x',
      '/\u0085x',
      'https://evil.example',
      'https:evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
      `/${'a'.repeat(RETURN_PATH_MAX)}`,
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeUndefined();
    }
  });

  it('keeps ordinary shop paths with their queries, normalised', () => {
    for (const path of [
      '/',
      '/my/order?page=2',
      '/en/goods/12',
      '/en/my/order/42?tab=after-sale#top',
      '/%E4%B8%AD%E6%96%87?keyword=%E6%89%8B%E6%9C%BA',
      '/search?keyword=AC%2FDC',
      '/order/confirm_order?sku_id=1&quantity=2',
    ]) {
      expect(safeReturnPath(path)).toBe(path);
    }
    expect(safeReturnPath('/搜索?keyword=手机')).toBe('/%E6%90%9C%E7%B4%A2?keyword=%E6%89%8B%E6%9C%BA');
    expect(safeReturnPath('/en/./goods/../cart')).toBe('/en/cart');
  });

  it('keeps a part of the shop when asked to (the admin area)', () => {
    expect(safeReturnPath('/admin', '/admin')).toBe('/admin');
    expect(safeReturnPath('/admin/orders?page=2', '/admin')).toBe('/admin/orders?page=2');
    expect(safeReturnPath('/administrator', '/admin')).toBeUndefined();
    expect(safeReturnPath('/admin/../evil', '/admin')).toBeUndefined();
    expect(safeReturnPath('/my/order', '/admin')).toBeUndefined();
    expect(safeReturnPath('//evil.example/admin', '/admin')).toBeUndefined();
  });
});
