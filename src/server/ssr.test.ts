import { describe, expect, it } from 'vitest';
import { pageLifetime, STORED_PATH } from './ssr.ts';

describe('which pages are kept, and where', () => {
  it('keeps until a change the pages that read only goods and what staff change, briefly the others', () => {
    expect(pageLifetime(['/v1/config', '/v1/good/12', '/v1/goodGroup/list/1'])).toEqual({
      tags: ['good:12'],
      ttlMs: 10 * 60_000,
    });
    expect(pageLifetime(['/v1/good/12', '/v1/good/list?page_size=20']).ttlMs).toBe(2000);
  });

  it('stores a page under its one plain address only (hostile spellings would each be a file)', () => {
    for (const path of ['/product/12', '/en/product/12', '/page/about-us', '/product/10']) {
      expect(STORED_PATH.test(path), path).toBe(true);
    }
    for (const path of [
      '/product/012',
      '/product/12/',
      '/PRODUCT/12',
      '/product/12?sku=3',
      '/product/12?',
      '/product/%31%32',
      '//product/12',
      '/',
      '/product/12#x',
    ]) {
      expect(STORED_PATH.test(path), path).toBe(false);
    }
  });
});
