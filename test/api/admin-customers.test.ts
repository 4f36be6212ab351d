// Admin customers: search and filters, the detail with orders, money spent and
// addresses (never a password hash), and disable / enable: the customer's tokens stop
// working at once, password and email-code sign-in are refused with a clear message,
// and enabling lets them sign in again. Every change leaves an audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, newCustomer } from '../helpers/customers.ts';
import { insertGood } from '../helpers/goods.ts';
import { newStaff } from '../helpers/staff.ts';

describe('admin customers API', () => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof newStaff>>;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    operator = await newStaff(t, 'operator');
  });
  afterAll(() => t?.close());

  const staff = (method: 'GET' | 'PUT', url: string, lang = 'en') =>
    t.app.inject({ method, url, headers: { lang, ...operator.headers }, ...(method === 'PUT' ? { payload: {} } : {}) });

  async function captcha() {
    const { id } = await t.app.deps.captcha.create('1234');
    return { key: id, dots: '1234' };
  }

  /** A customer who registered with a password from the app (client 1: tokens in the body). */
  async function register(over: { username?: string; mobile?: string } = {}) {
    n++;
    const body = {
      username: over.username ?? `shopper${n}x${Date.now() % 100_000}`,
      email: `Client${n}-${Date.now()}@Example.com`,
      mobile: over.mobile ?? `1381234${String(n).padStart(4, '0')}`,
      password: 'correct horse battery',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/registe',
      headers: { lang: 'en', client: '1' },
      payload: { ...body, ...(await captcha()) },
    });
    expect(res.json().code).toBe(200);
    const d = res.json().data;
    return {
      ...body,
      id: d.uid as number,
      headers: { token: d.access_token as string, sign: d.access_sign as string },
    };
  }

  const passwordLogin = async (email: string, password: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { lang },
      payload: { email, password, ...(await captcha()) },
    });

  async function codeLogin(email: string, lang = 'en') {
    await t.database.pool.query("UPDATE email_codes SET created_at = created_at - interval '2 minutes'");
    await t.app.deps.emailCodes.send(email, '10.0.0.9', 'Shop', 'en', '246810');
    return t.app.inject({
      method: 'POST',
      url: '/v1/user/loginByCode',
      headers: { lang },
      payload: { email, code: '246810' },
    });
  }

  const userInfo = (headers: Record<string, string>) => t.app.inject({ url: '/v1/user/info', headers });

  describe('list', () => {
    it('searches email, username and mobile whatever the case, filters disabled, pages', async () => {
      const a = await register({ username: 'MarigoldFan', mobile: '13900001111' });
      const b = await register({ username: 'tulip_lover', mobile: '13900002222' });
      const byName = (await staff('GET', '/v1/admin/customers?q=marigold')).json().data;
      expect(byName.list.map((c: { id: number }) => c.id)).toEqual([a.id]);
      const byEmail = (await staff('GET', `/v1/admin/customers?q=${encodeURIComponent(b.email.toUpperCase())}`)).json()
        .data;
      expect(byEmail.list.map((c: { id: number }) => c.id)).toEqual([b.id]);
      const byMobile = (await staff('GET', '/v1/admin/customers?q=0000222')).json().data;
      expect(byMobile.list.map((c: { id: number }) => c.id)).toEqual([b.id]);
      const byId = (await staff('GET', `/v1/admin/customers?q=${a.id}`)).json().data;
      expect(byId.list.map((c: { id: number }) => c.id)).toContain(a.id);
      // A LIKE wildcard is taken literally.
      expect((await staff('GET', '/v1/admin/customers?q=%25')).json().data.total).toBe(0);

      const row = byName.list[0];
      expect(row).toMatchObject({
        id: a.id,
        username: 'MarigoldFan',
        email: a.email,
        mobile: '13900001111',
        disabled: false,
        order_count: 0,
        spent: [],
      });
      expect(row.last_login_at).toMatch(/^\d{4}-/);
      expect(JSON.stringify(byName)).not.toMatch(/password|argon2/);

      const page = (await staff('GET', '/v1/admin/customers?page=1&page_size=1')).json().data;
      expect(page).toMatchObject({ page: 1, page_size: 1 });
      expect(page.list).toHaveLength(1);
      expect(page.total).toBeGreaterThanOrEqual(2);

      await staff('PUT', `/v1/admin/customers/${a.id}/disable`);
      const disabled = (await staff('GET', '/v1/admin/customers?disabled=true')).json().data;
      expect(disabled.list.map((c: { id: number }) => c.id)).toEqual([a.id]);
      const active = (await staff('GET', '/v1/admin/customers?disabled=false')).json().data;
      expect(active.list.map((c: { id: number }) => c.id)).not.toContain(a.id);
      expect(active.list.map((c: { id: number }) => c.id)).toContain(b.id);
    });

    it('refuses bad filters and paging with a clear 400', async () => {
      const bad = await staff('GET', '/v1/admin/customers?disabled=maybe');
      expect(bad.json()).toMatchObject({ code: 400, message: 'The filter is not valid' });
      expect((await staff('GET', '/v1/admin/customers?page=0')).json().code).toBe(400);
      expect((await staff('GET', '/v1/admin/customers?page_size=1000')).json().code).toBe(400);
      expect((await staff('GET', `/v1/admin/customers?q=${'x'.repeat(101)}`)).json().code).toBe(400);
    });
  });

  describe('detail', () => {
    it('shows orders with money spent less refunds, addresses and sign-in methods, never the hash', async () => {
      const c = await register();
      await addAddress(t, c.id, { country: 'JP', province: 'Tokyo', city: 'Shibuya', isDefault: true });
      const addressId = await addAddress(t, c.id, { isDefault: false });
      const [sku] = await insertGood(t.database.db, [{ price: 10000, stock: 10 }]);
      const place = () =>
        t.app.inject({
          method: 'POST',
          url: '/v2/order',
          headers: { lang: 'en', ...c.headers },
          payload: { items: [{ sku_id: sku!.id, quantity: 1 }], address_id: addressId },
        });
      expect((await place()).json().code).toBe(200);
      expect((await place()).json().code).toBe(200);
      const { rows } = await t.database.pool.query(
        'UPDATE orders SET paid_at = now(), status = 10 WHERE user_id = $1 AND id = (SELECT min(id) FROM orders WHERE user_id = $1) RETURNING id, total, currency',
        [c.id],
      );
      const order = rows[0];
      expect(order).toBeTruthy();
      const pay = await t.database.pool.query(
        `INSERT INTO payments (order_id, provider, status, amount, currency, paid_at) VALUES ($1, 'demo', 2, $2, $3, now()) RETURNING id`,
        [order.id, order.total, order.currency],
      );
      await t.database.pool.query(
        `INSERT INTO refunds (payment_id, order_id, amount, currency, reason, status) VALUES
           ($1, $2, 1500, $3, 'staff', 'succeeded'), ($1, $2, 999, $3, 'staff', 'failed')`,
        [pay.rows[0].id, order.id, order.currency],
      );

      const res = await staff('GET', `/v1/admin/customers/${c.id}`);
      expect(res.statusCode).toBe(200);
      const d = res.json().data;
      expect(d).toMatchObject({
        id: c.id,
        email: c.email,
        has_password: true,
        identities: [],
        active_sessions: 1,
        order_count: 2,
        spent: [{ currency: order.currency, amount: order.total - 1500 }],
        disabled: false,
      });
      expect(d.recent_orders).toHaveLength(2);
      expect(d.recent_orders[1]).toMatchObject({ id: order.id, status: 10, total: order.total });
      expect(d.recent_orders[1].paid_at).toMatch(/^\d{4}-/);
      expect(d.recent_orders[0].paid_at).toBeNull();
      expect(d.addresses).toHaveLength(2);
      expect(d.addresses[0]).toMatchObject({ country: 'JP', country_name: 'Japan', is_default: true });
      const zh = (await staff('GET', `/v1/admin/customers/${c.id}`, 'zh-cn')).json().data;
      expect(zh.addresses[0].country_name).toBe('日本');
      expect(res.body).not.toMatch(/password_hash|argon2/);
    });

    it('answers 404 for an unknown customer and 400 for a bad id', async () => {
      expect((await staff('GET', '/v1/admin/customers/999999')).json()).toMatchObject({
        code: 404,
        message: 'Customer not found',
      });
      expect((await staff('GET', '/v1/admin/customers/abc')).json().code).toBe(400);
      expect((await staff('PUT', '/v1/admin/customers/999999/disable')).json().code).toBe(404);
      expect((await staff('PUT', '/v1/admin/customers/0/enable')).json().code).toBe(400);
    });
  });

  describe('disable and enable', () => {
    it('ends every session at once and refuses every sign-in until enabled again', async () => {
      const c = await register();
      const second = await t.app.deps.sessions.issue(c.id, { client: 4, ip: '127.0.0.1', userAgent: 'test' });
      expect((await userInfo(c.headers)).json().code).toBe(200);
      expect((await userInfo({ token: second.token, sign: second.sign })).json().code).toBe(200);

      const off = await staff('PUT', `/v1/admin/customers/${c.id}/disable`);
      expect(off.json()).toMatchObject({
        code: 200,
        message: 'The account is disabled and signed out everywhere',
        data: { id: c.id, disabled: true, active_sessions: 0 },
      });
      // The very next request with either old token is refused (302: the storefront logs out).
      const refused = await userInfo(c.headers);
      expect(refused.json().code).toBe(302);
      expect((await userInfo({ token: second.token, sign: second.sign })).json().code).toBe(302);
      const { rows } = await t.database.pool.query(
        'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
        [c.id],
      );
      expect(rows[0].n).toBe(0);
      // A session issued after (e.g. a rotation racing the disable) is refused too.
      const late = await t.app.deps.sessions.issue(c.id, { client: 4, ip: '127.0.0.1', userAgent: 'test' });
      expect((await userInfo({ token: late.token, sign: late.sign })).json().code).toBe(302);

      const pw = await passwordLogin(c.email, c.password);
      expect(pw.json()).toMatchObject({ code: 403, message: 'This account has been disabled, please contact us' });
      expect(pw.cookies.find((k) => k.name === 'access_token')).toBeUndefined();
      expect((await passwordLogin(c.email, c.password, 'zh-cn')).json().message).toBe('该账号已被停用，请联系客服');
      const code = await codeLogin(c.email);
      expect(code.json()).toMatchObject({ code: 403, message: 'This account has been disabled, please contact us' });
      // Disabling twice changes nothing and logs nothing more.
      expect((await staff('PUT', `/v1/admin/customers/${c.id}/disable`)).json().code).toBe(200);

      const on = await staff('PUT', `/v1/admin/customers/${c.id}/enable`, 'zh-cn');
      expect(on.json()).toMatchObject({
        code: 200,
        message: '已启用该账号，顾客可以重新登录',
        data: { disabled: false },
      });
      // Old sessions stay ended; signing in works again, both ways.
      expect((await userInfo(c.headers)).json().code).toBe(302);
      const again = await passwordLogin(c.email, c.password);
      expect(again.json()).toMatchObject({ code: 200, data: { uid: c.id } });
      expect((await codeLogin(c.email)).json()).toMatchObject({ code: 200, data: { uid: c.id } });

      const audit = await t.database.pool.query(
        `SELECT action, staff_id, staff_email, before, after FROM audit_log
         WHERE entity = 'customer' AND entity_id = $1 ORDER BY id`,
        [String(c.id)],
      );
      expect(audit.rows).toEqual([
        {
          action: 'customer.disable',
          staff_id: operator.staffId,
          staff_email: operator.email,
          before: { email: c.email, disabled: false },
          after: { email: c.email, disabled: true, sessions_ended: 2 },
        },
        {
          action: 'customer.enable',
          staff_id: operator.staffId,
          staff_email: operator.email,
          before: { email: c.email, disabled: true },
          after: { email: c.email, disabled: false },
        },
      ]);
    });

    it('also ends the session of a customer who signed up with an email code', async () => {
      const c = await newCustomer(t, 'cookie');
      await staff('PUT', `/v1/admin/customers/${c.userId}/disable`);
      const res = await userInfo(c.headers);
      expect(res.json()).toMatchObject({ code: 302 });
    });
  });
});
