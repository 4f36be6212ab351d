// Staff sign-in and the guard of every admin route: no session 401, a customer 403,
// an operator 403 on owner-only routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { newCustomer } from '../helpers/customers.ts';
import { newStaff } from '../helpers/staff.ts';

describe('staff', () => {
  let t: TestApp;
  const adminRoutes: { method: string; url: string; ownerOnly: boolean }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.app.ready();
    // Every admin route, from the OpenAPI document (each has a summary there).
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/v1/admin/') || path === '/v1/admin/login' || path === '/v1/admin/logout') continue;
      for (const [method, op] of Object.entries(ops)) {
        const ownerOnly = ((op as { tags?: string[] }).tags ?? []).includes('owner only');
        adminRoutes.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1'), ownerOnly });
      }
    }
  });
  afterAll(() => t?.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/v1/admin/login', headers: { lang: 'en' }, payload: { email, password } });

  it('signs in with an HttpOnly, SameSite=Strict cookie and says nothing about unknown emails', async () => {
    const s = await newStaff(t, 'owner');
    const ok = await login(s.email.toUpperCase(), 'correct horse battery');
    expect(ok.json()).toMatchObject({ code: 200, data: { staff: { email: s.email, role: 'owner' } } });
    const cookie = ok.cookies.find((c) => c.name === 'admin_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const me = await t.app.inject({ url: '/v1/admin/me', cookies: { admin_token: cookie!.value } });
    expect(me.json().data).toMatchObject({ id: s.staffId, role: 'owner' });
    const wrong = await login(s.email, 'nope');
    const unknown = await login('nobody@example.com', 'nope');
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Incorrect email or password');
  });

  it('throttles repeated failures', async () => {
    const s = await newStaff(t);
    for (let i = 0; i < 5; i++) expect((await login(s.email, 'wrong')).json().code).toBe(400);
    const res = await login(s.email, 'correct horse battery');
    expect(res.json().code).toBe(429);
  });

  it('logs out: the token stops working', async () => {
    const s = await newStaff(t);
    expect((await t.app.inject({ url: '/v1/admin/me', headers: s.headers })).json().code).toBe(200);
    await t.app.inject({ method: 'POST', url: '/v1/admin/logout', headers: s.headers });
    expect((await t.app.inject({ url: '/v1/admin/me', headers: s.headers })).json().code).toBe(301);
  });

  it('guards every admin route: 401 without a session, 403 for a customer', async () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
    const customer = await newCustomer(t);
    for (const r of adminRoutes) {
      const anonymous = await t.app.inject({ method: r.method as 'GET', url: r.url, payload: {} });
      expect([r, anonymous.json().code]).toEqual([r, 301]);
      const asCustomer = await t.app.inject({
        method: r.method as 'GET',
        url: r.url,
        headers: customer.headers,
        payload: {},
      });
      expect([r, asCustomer.json().code]).toEqual([r, 403]);
    }
  });

  it('owner-only routes (tagged "owner only") answer 403 to an operator; the others let an operator through', async () => {
    const operator = await newStaff(t, 'operator');
    const ownerOnly = adminRoutes.filter((r) => r.ownerOnly);
    expect(ownerOnly.length).toBeGreaterThan(0);
    for (const r of adminRoutes) {
      const res = await t.app.inject({ method: r.method as 'GET', url: r.url, headers: operator.headers, payload: {} });
      // A download (e.g. a CSV export) is not an envelope: its HTTP status tells.
      const json = String(res.headers['content-type']).startsWith('application/json');
      const code = json ? res.json().code : res.statusCode;
      if (r.ownerOnly) expect([r, code]).toEqual([r, 403]);
      else expect([r, code === 403 || code === 301]).toEqual([r, false]);
    }
  });
});
