import { describe, expect, it } from 'vitest';
import { routePath } from './paths.ts';

describe('routePath', () => {
  it('fills every parameter', () => {
    expect(routePath('/order/:id/express', { id: 12 })).toBe('/order/12/express');
    expect(routePath('/page/:slug', { slug: 'faq' })).toBe('/page/faq');
    expect(routePath('/admin/groups/:id/goods/:good_id', { id: 1, good_id: 2 })).toBe('/admin/groups/1/goods/2');
  });
});
