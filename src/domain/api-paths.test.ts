import { describe, expect, it } from 'vitest';
import { routePath } from './api-paths.ts';

describe('routePath', () => {
  it('fills and encodes every parameter', () => {
    expect(routePath('/order/:id/express', { id: 12 })).toBe('/order/12/express');
    expect(routePath('/page/:slug', { slug: 'a b' })).toBe('/page/a%20b');
    expect(routePath('/admin/groups/:id/goods/:good_id', { id: 1, good_id: 2 })).toBe('/admin/groups/1/goods/2');
  });
});
