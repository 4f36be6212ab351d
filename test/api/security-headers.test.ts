// Security headers and cache rules of API answers (issue #17, items 2 and 3), for a
// shop whose public URL is https: HSTS and upgrade-insecure-requests appear, answers
// to a caller with a credential are never kept by a cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { newCustomer } from '../helpers/customers.ts';
import { newStaff } from '../helpers/staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.test' } });
});
afterAll(() => t?.close());

describe('security headers under https', () => {
  it('sends HSTS and the base policy on every answer, errors included', async () => {
    for (const url of ['/v1/config', '/v1/good/1', '/v1/nothing-here', '/healthz', '/v1/openapi.json']) {
      const res = await t.app.inject({ url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy'], url).toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/cart',
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('cache rules of API answers', () => {
  it('makes every answer to a signed-in customer or staff member private', async () => {
    const c = await newCustomer(t);
    for (const url of ['/v1/user/info', '/v1/cart', '/v1/useraddress/list', '/v1/order/list', '/v1/good/1']) {
      const res = await t.app.inject({ url, headers: c.headers });
      expect([url, res.headers['cache-control']]).toEqual([url, 'private, no-store']);
    }
    const s = await newStaff(t);
    for (const url of ['/v1/admin/me', '/v1/admin/orders', '/v1/admin/settings']) {
      const res = await t.app.inject({ url, headers: s.headers });
      expect([url, res.headers['cache-control']]).toEqual([url, 'private, no-store']);
    }
  });

  it('keeps public answers public, but never one that sets a cookie', async () => {
    const areas = await t.app.inject({ url: '/v1/area/all', cookies: { csrf_token: 'x'.repeat(43) } });
    expect(areas.headers['cache-control']).toMatch(/^public/);
    const first = await t.app.inject({ url: '/v1/config' });
    expect(first.headers['set-cookie']).toBeDefined();
    expect(first.headers['cache-control']).toBe('private, no-store');
  });
});
