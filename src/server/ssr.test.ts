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

  it('keeps a product page with its related row until the good or a good the row shows changes (issue #41)', () => {
    // The transport adds a read of each good the related answer showed.
    expect(pageLifetime(['/v1/good/12', '/v1/good/12/related', '/v1/good/7', '/v1/good/9'])).toEqual({
      tags: ['good:12', 'good:12', 'good:7', 'good:9'],
      ttlMs: 10 * 60_000,
    });
    // Several goods' related row (the cart, an empty search) is a listing: kept briefly.
    expect(pageLifetime(['/v1/good/related?ids=1,2']).ttlMs).toBe(2000);
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
