// Sessions (issue #17, item 6): a new token at every sign-in (the one the browser
// brought ends), new staff sessions after a role change, `__Host-` cookie names under
// https that still pass the anti-forgery check, and a revoked session refused by
// every instance at once.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { newStaff } from '../helpers/staff.ts';

let n = 0;

function cookiesOf(res: { cookies: { name: string; value: string }[] }) {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

async function registered(t: TestApp) {
  n++;
  const user = { username: `rotor${n}`, email: `rotor${n}-${Date.now()}@example.com`, mobile: '13812345678' };
  const { id } = await t.app.deps.captcha.create('1234');
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/user/registe',
    payload: { ...user, password: 'correct horse battery', key: id, dots: '1234' },
  });
  expect(res.json().code).toBe(200);
  return { email: user.email, cookies: cookiesOf(res) };
}

async function passwordLogin(t: TestApp, email: string, headers: Record<string, string> = {}) {
  const { id } = await t.app.deps.captcha.create('1234');
  return t.app.inject({
    method: 'POST',
    url: '/v1/user/login',
    headers,
    payload: { email, password: 'correct horse battery', key: id, dots: '1234' },
  });
}

describe('sessions over http', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let otherClose: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const database =
      t.database.kind === 'postgres'
        ? await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolMax: 3 })
        : t.database;
    other = await buildApp({ config: t.config, database });
    otherClose = async () => {
      await other.close();
      if (database !== t.database) await database.close();
    };
  });
  afterAll(async () => {
    await otherClose?.();
    await t?.close();
  });

  it('gives a new token at sign-in and ends the session the browser brought', async () => {
    const user = await registered(t);
    const before = { token: user.cookies.access_token as string, sign: user.cookies.access_sign as string };
    expect((await t.app.inject({ url: '/v1/user/info', headers: before })).json().code).toBe(200);
    const res = await passwordLogin(t, user.email, before);
    expect(res.json().code).toBe(200);
    const after = cookiesOf(res);
    expect(after.access_token).toMatch(/^[\w-]{43}$/);
    expect(after.access_token).not.toBe(before.token);
    expect((await t.app.inject({ url: '/v1/user/info', headers: before })).json().code).toBe(302);
    const fresh = { token: after.access_token as string, sign: after.access_sign as string };
    expect((await t.app.inject({ url: '/v1/user/info', headers: fresh })).json().code).toBe(200);
  });

  it('refuses a session signed out on one instance on every other at once', async () => {
    const user = await registered(t);
    const headers = { token: user.cookies.access_token as string, sign: user.cookies.access_sign as string };
    expect((await other.inject({ url: '/v1/user/info', headers })).json().code).toBe(200);
    await t.app.inject({ method: 'POST', url: '/v1/user/logout/all', headers });
    expect((await other.inject({ url: '/v1/user/info', headers })).json().code).toBe(302);
  });

  it('ends a staff session brought to a staff sign-in, and every session of a member whose role changes', async () => {
    const owner = await newStaff(t, 'owner');
    const member = await newStaff(t, 'operator');
    // Signing in again with the old token in hand: the old one ends.
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/login',
      headers: member.headers,
      payload: { email: member.email, password: 'correct horse battery' },
    });
    expect(login.json().code).toBe(200);
    expect((await t.app.inject({ url: '/v1/admin/me', headers: member.headers })).json().code).toBe(301);
    const current = { 'staff-token': login.json().data.token as string };
    expect((await other.inject({ url: '/v1/admin/me', headers: current })).json().code).toBe(200);
    // Promoted to owner: the member signs in again to use it, on every instance.
    const promote = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/staff/${member.staffId}`,
      headers: owner.headers,
      payload: { role: 'owner' },
    });
    expect(promote.json().code).toBe(200);
    expect((await other.inject({ url: '/v1/admin/me', headers: current })).json().code).toBe(301);
    // The owner who made the change keeps the session doing it.
    expect((await t.app.inject({ url: '/v1/admin/me', headers: owner.headers })).json().code).toBe(200);
  });
});

describe('cookies under https', () => {
  let t: TestApp;
  const origin = 'https://shop.test';
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { PUBLIC_URL: origin } });
  });
  afterAll(() => t?.close());

  it('names the shop cookies __Host-, Secure, path /, no domain, and the anti-forgery check reads them', async () => {
    const first = await t.app.inject({ url: '/v1/csrf' });
    const csrf = first.cookies.find((c) => c.name === '__Host-csrf_token');
    expect(csrf).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(csrf?.domain).toBeUndefined();
    expect(first.cookies.find((c) => c.name === 'csrf_token')).toBeUndefined();

    const s = await newStaff(t, 'owner');
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/login',
      payload: { email: s.email, password: 'correct horse battery' },
    });
    const admin = login.cookies.find((c) => c.name === '__Host-admin_token');
    expect(admin).toMatchObject({ secure: true, path: '/', httpOnly: true });
    const cookies = { '__Host-admin_token': admin?.value as string, '__Host-csrf_token': csrf?.value as string };
    expect((await t.app.inject({ url: '/v1/admin/me', cookies })).json().code).toBe(200);
    // A cookie-authenticated write: refused without the token, accepted with it.
    const write = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/v1/admin/logout', cookies, headers: { origin, ...headers } });
    expect((await write({})).statusCode).toBe(403);
    expect((await write({ 'x-csrf-token': csrf?.value as string })).json().code).toBe(200);
  });
});
