// Staff management by owners on the real PostgreSQL: list, create (argon2id, the new
// member signs in), duplicate emails, rename and role change, password reset, disable
// (sessions end at once) and enable; the shop always keeps an enabled owner (also with
// two owners racing to remove each other), no one disables themselves; every change is
// audited and no password reaches the log.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { newStaff } from '../helpers/staff.ts';

interface Member {
  id: number;
  email: string;
  name: string;
  role: 'owner' | 'operator';
  disabled: boolean;
  last_login_at: string | null;
}

describe('admin team API', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof newStaff>>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    owner = await newStaff(t, 'owner');
  });
  afterAll(() => t?.close());

  type Method = 'GET' | 'POST' | 'PUT';
  const call = (headers: Record<string, string>, method: Method, url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, headers: { ...headers, lang }, ...(payload ? { payload } : {}) });
  const asOwner = (method: Method, url: string, payload?: object, lang = 'en') =>
    call(owner.headers, method, url, payload, lang);
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/v1/admin/login', payload: { email, password } });
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/v1/admin/me', headers });
  const audit = async (entityId: number) =>
    (
      await t.database.db.execute(
        sql`SELECT action, staff_email, before, after FROM audit_log WHERE entity = 'staff' AND entity_id = ${String(entityId)} ORDER BY id`,
      )
    ).rows as { action: string; staff_email: string; before: unknown; after: unknown }[];

  let n = 0;
  async function create(role: 'owner' | 'operator' = 'operator', password = 'initial password 1') {
    n++;
    const email = `member-${n}@shop.test`;
    const res = await asOwner('POST', '/v1/admin/staff', { email, name: `Member ${n}`, role, password });
    expect(res.json().code).toBe(200);
    return { ...(res.json().data as Member), password };
  }

  it('creates a member who can sign in, with an argon2id hash, audited without the password', async () => {
    const res = await asOwner('POST', '/v1/admin/staff', {
      email: '  New.Person@Shop.test ',
      name: ' New Person ',
      role: 'operator',
      password: 'twelve chars!',
    });
    expect(res.json()).toMatchObject({
      code: 200,
      message: 'Staff member created',
      data: {
        email: 'New.Person@Shop.test',
        name: 'New Person',
        role: 'operator',
        disabled: false,
        last_login_at: null,
      },
    });
    const id = res.json().data.id as number;
    const [row] = (await t.database.db.execute(sql`SELECT password_hash FROM staff WHERE id = ${id}`)).rows as {
      password_hash: string;
    }[];
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect((await login('new.person@shop.test', 'twelve chars!')).json().code).toBe(200);
    const list = (await asOwner('GET', '/v1/admin/staff')).json().data;
    const listed = list.list.find((m: Member) => m.id === id);
    expect(listed.last_login_at).not.toBeNull();
    expect(list.total).toBeGreaterThanOrEqual(2);
    const rows = await audit(id);
    expect(rows).toMatchObject([
      { action: 'staff.create', staff_email: owner.email, after: { email: 'New.Person@Shop.test', role: 'operator' } },
    ]);
    expect(JSON.stringify(rows)).not.toContain('twelve chars!');
    expect(JSON.stringify(rows)).not.toContain('argon2');
  });

  it('refuses a duplicate email (any case), a short password, a bad email and a bad role', async () => {
    const m = await create();
    const dup = await asOwner('POST', '/v1/admin/staff', {
      email: m.email.toUpperCase(),
      name: 'Dup',
      role: 'operator',
      password: 'long enough password',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(`The email ${m.email.toUpperCase()} is already used by another staff member`);
    const base = { email: 'x@shop.test', name: 'X', role: 'operator', password: 'long enough password' };
    const bad: [object, string][] = [
      [{ password: 'short-pw-11' }, 'The password needs at least 12 characters'],
      [{ password: 'x'.repeat(129) }, 'The password can have at most 128 characters'],
      [{ email: 'not-an-email' }, 'valid email'],
      [{ role: 'admin' }, 'The role must be owner or operator'],
      [{ name: '  ' }, 'Enter a name'],
    ];
    for (const [patch, message] of bad) {
      const res = await asOwner('POST', '/v1/admin/staff', { ...base, ...patch });
      expect([patch, res.statusCode, res.json().message]).toEqual([patch, 400, expect.stringContaining(message)]);
    }
    const zh = await asOwner('POST', '/v1/admin/staff', { ...base, password: 'short' }, 'zh-cn');
    expect(zh.json().message).toBe('密码至少需要 12 位');
    expect(
      (await asOwner('GET', '/v1/admin/staff?page_size=100')).json().data.list.map((s: Member) => s.email),
    ).not.toContain('x@shop.test');
  });

  it('two creates racing with the same email: one succeeds, the other is 409', async () => {
    const body = { email: 'race@shop.test', name: 'Race', role: 'operator', password: 'long enough password' };
    const codes = (await Promise.all([1, 2, 3].map(() => asOwner('POST', '/v1/admin/staff', body)))).map(
      (r) => r.json().code,
    );
    expect(codes.sort()).toEqual([200, 409, 409]);
  });

  it('renames and changes the role, audited before and after', async () => {
    const m = await create('operator');
    const res = await asOwner('PUT', `/v1/admin/staff/${m.id}`, { name: 'Renamed', role: 'owner' });
    expect(res.json().data).toMatchObject({ name: 'Renamed', role: 'owner' });
    const rows = await audit(m.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'staff.update',
      before: { name: m.name, role: 'operator' },
      after: { name: 'Renamed', role: 'owner' },
    });
    expect((await asOwner('PUT', '/v1/admin/staff/999999', { name: 'x' })).statusCode).toBe(404);
    // Back to operator (another owner stays).
    expect((await asOwner('PUT', `/v1/admin/staff/${m.id}`, { role: 'operator' })).json().code).toBe(200);
  });

  it('resets a password: the old one and the old sessions stop working, the log has no password', async () => {
    const m = await create('operator', 'first password 12');
    const token = (await login(m.email, 'first password 12')).json().data.token as string;
    expect((await me({ 'staff-token': token })).json().code).toBe(200);
    const res = await asOwner('PUT', `/v1/admin/staff/${m.id}/password`, { password: 'second password 12' });
    expect(res.json().message).toContain('Password reset');
    expect((await me({ 'staff-token': token })).json().code).toBe(301);
    expect((await login(m.email, 'first password 12')).json().code).toBe(400);
    expect((await login(m.email, 'second password 12')).json().code).toBe(200);
    const short = await asOwner('PUT', `/v1/admin/staff/${m.id}/password`, { password: 'too short' });
    expect(short.statusCode).toBe(400);
    const rows = await audit(m.id);
    expect(rows.at(-1)!.action).toBe('staff.password');
    expect(JSON.stringify(rows)).not.toContain('second password');
  });

  it('an owner resetting their own password keeps the current session', async () => {
    const o = await newStaff(t, 'owner');
    const other = (await login(o.email, 'correct horse battery')).json().data.token as string;
    await call(o.headers, 'PUT', `/v1/admin/staff/${o.staffId}/password`, { password: 'brand new password' });
    expect((await me(o.headers)).json().code).toBe(200);
    expect((await me({ 'staff-token': other })).json().code).toBe(301);
  });

  it('disabling ends the sessions at once and blocks sign-in; enabling lets them sign in again', async () => {
    const m = await create('operator');
    const token = (await login(m.email, m.password)).json().data.token as string;
    const headers = { 'staff-token': token };
    expect((await call(headers, 'GET', '/v1/admin/audit')).json().code).toBe(403); // operator, but signed in
    const res = await asOwner('PUT', `/v1/admin/staff/${m.id}/disable`);
    expect(res.json()).toMatchObject({ code: 200, data: { disabled: true } });
    expect((await me(headers)).json().code).toBe(301);
    const [open] = (
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM staff_sessions WHERE staff_id = ${m.id} AND revoked_at IS NULL`,
      )
    ).rows as { n: number }[];
    expect(open!.n).toBe(0);
    expect((await login(m.email, m.password)).json().code).toBe(400);
    expect((await asOwner('PUT', `/v1/admin/staff/${m.id}/enable`)).json().data.disabled).toBe(false);
    expect((await login(m.email, m.password)).json().code).toBe(200);
    expect((await audit(m.id)).map((r) => r.action)).toEqual(['staff.create', 'staff.disable', 'staff.enable']);
  });

  it('an owner cannot disable themselves', async () => {
    const res = await asOwner('PUT', `/v1/admin/staff/${owner.staffId}/disable`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot disable your own account');
    expect((await me(owner.headers)).json().code).toBe(200);
  });

  it('the last enabled owner cannot be demoted or disabled', async () => {
    // Leave exactly one enabled owner: disable every other owner.
    const list = (await asOwner('GET', '/v1/admin/staff?page_size=100')).json().data.list as Member[];
    for (const s of list) {
      if (s.role === 'owner' && !s.disabled && s.id !== owner.staffId) {
        expect((await asOwner('PUT', `/v1/admin/staff/${s.id}/disable`)).json().code).toBe(200);
      }
    }
    const demote = await asOwner('PUT', `/v1/admin/staff/${owner.staffId}`, { role: 'operator' }, 'zh-cn');
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toContain('最后一位店主');
    // A second owner, disabled, does not count; once enabled, the first may step down.
    const second = await create('owner');
    await asOwner('PUT', `/v1/admin/staff/${second.id}/disable`);
    const again = await asOwner('PUT', `/v1/admin/staff/${owner.staffId}`, { role: 'operator' });
    expect(again.json().message).toBe(
      'The shop needs at least one enabled owner: the last one cannot be demoted or disabled',
    );
    // The other owner tries to disable the last one.
    await asOwner('PUT', `/v1/admin/staff/${second.id}/enable`);
    const secondToken = (await login(second.email, second.password)).json().data.token as string;
    const stepDown = await call({ 'staff-token': secondToken }, 'PUT', `/v1/admin/staff/${second.id}`, {
      role: 'operator',
    });
    expect(stepDown.json().code).toBe(200);
    const lastByOther = await call({ 'staff-token': secondToken }, 'PUT', `/v1/admin/staff/${owner.staffId}/disable`);
    expect(lastByOther.json().code).toBe(403); // now an operator
    await asOwner('PUT', `/v1/admin/staff/${second.id}`, { role: 'owner' });
  });

  it('two owners disabling each other at the same time leave one enabled owner', async () => {
    const a = await create('owner');
    const aToken = (await login(a.email, a.password)).json().data.token as string;
    // Leave `owner` and `a` as the only enabled owners.
    const list = (await asOwner('GET', '/v1/admin/staff?page_size=100')).json().data.list as Member[];
    for (const s of list) {
      if (s.role === 'owner' && !s.disabled && s.id !== owner.staffId && s.id !== a.id) {
        await asOwner('PUT', `/v1/admin/staff/${s.id}/disable`);
      }
    }
    const [x, y] = await Promise.all([
      asOwner('PUT', `/v1/admin/staff/${a.id}/disable`),
      call({ 'staff-token': aToken }, 'PUT', `/v1/admin/staff/${owner.staffId}/disable`),
    ]);
    const codes = [x.json().code, y.json().code];
    expect(codes).toContain(200);
    const [enabled] = (
      await t.database.db.execute(sql`SELECT count(*)::int AS n FROM staff WHERE role = 'owner' AND NOT disabled`)
    ).rows as { n: number }[];
    expect(enabled!.n).toBe(1);
    // Whichever lost: its answer is the last-owner conflict or its session already ended.
    for (const c of codes) expect([200, 409, 301]).toContain(c);
  });
});
