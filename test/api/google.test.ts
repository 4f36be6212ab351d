// Google sign-in against a local fake of Google's endpoints: credential checks
// (signature, audience, issuer, expiry, verified email), linking by email, and the
// redirect flow with state and PKCE ending in a one-time code.
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { startFakeGoogle } from '../helpers/fake-google.ts';

const CLIENT_ID = 'shop-test.apps.googleusercontent.com';

describe('Google sign-in', () => {
  let t: TestApp;
  let g: Awaited<ReturnType<typeof startFakeGoogle>>;

  beforeAll(async () => {
    g = await startFakeGoogle(CLIENT_ID);
    t = await createTestApp({ seed: false, env: g.env });
    await t.app.deps.settings.update({ google_client_id: CLIENT_ID, google_client_secret: 'secret' });
  });
  afterAll(async () => {
    await t?.close();
    await g?.close();
  });

  const platform = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/login/platform',
      headers: { lang: 'en' },
      payload: { platform: 3, ...body },
    });

  it('signs in (and signs up) with a valid credential, then finds the same account again', async () => {
    const credential = await g.idToken({
      sub: 'g-1',
      email: 'gina@example.com',
      name: 'Gina',
      picture: 'https://x/p.png',
    });
    const first = await platform({ credential });
    expect(first.json()).toMatchObject({ code: 200, message: 'Login successful', data: { email: 'gina@example.com' } });
    expect(first.cookies.some((c) => c.name === 'access_token')).toBe(true);
    const again = await platform({ credential: await g.idToken({ sub: 'g-1', email: 'gina@example.com' }) });
    expect(again.json().data.uid).toBe(first.json().data.uid);
  });

  it('links to an existing account with the same email', async () => {
    const { id } = await t.app.deps.captcha.create('1111');
    const reg = await t.app.inject({
      method: 'POST',
      url: '/v1/user/registe',
      payload: {
        username: 'linker',
        email: 'Linker@Example.com',
        mobile: '13900000000',
        password: 'password123',
        dots: '1111',
        key: id,
      },
    });
    const res = await platform({ credential: await g.idToken({ sub: 'g-2', email: 'linker@example.com' }) });
    expect(res.json().data.uid).toBe(reg.json().data.uid);
  });

  it('refuses a wrong audience, a foreign issuer, an expired token, a foreign key and an unverified email', async () => {
    const other = await generateKeyPair('RS256');
    const bad = [
      await g.idToken({ sub: 'x', email: 'a@x.com' }, { audience: 'someone-else' }),
      await g.idToken({ sub: 'x', email: 'a@x.com' }, { issuer: 'https://evil.example' }),
      await g.idToken({ sub: 'x', email: 'a@x.com' }, { expiresIn: '-1m' }),
      await g.idToken({ sub: 'x', email: 'a@x.com' }, { key: other.privateKey }),
      await g.idToken({ sub: 'x', email: 'a@x.com', email_verified: false }),
      'not-a-jwt',
    ];
    for (const credential of bad) {
      const res = await platform({ credential });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Google sign-in failed, please try again');
    }
  });

  it('runs the redirect flow with state and PKCE; the state works once', async () => {
    const start = await platform({});
    const authUrl = new URL(start.json().data.auth_url);
    expect(authUrl.origin + authUrl.pathname).toBe(g.env.GOOGLE_AUTH_URL);
    const params = authUrl.searchParams;
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('redirect_uri')).toBe('http://shop.test/token_url');
    expect(params.get('code_challenge_method')).toBe('S256');
    const state = params.get('state')!;
    const code = g.approve(params.get('code_challenge')!, await g.idToken({ sub: 'g-3', email: 'rita@example.com' }));

    const done = await platform({ code, state });
    expect(done.json()).toMatchObject({ code: 200, data: { email: 'rita@example.com' } });
    const replay = await platform({ code, state });
    expect(replay.statusCode).toBe(400);
  });

  it('refuses an unknown state and a code the provider rejects', async () => {
    expect((await platform({ code: 'abc', state: 'unknown' })).statusCode).toBe(400);
    const start = await platform({});
    const state = new URL(start.json().data.auth_url).searchParams.get('state')!;
    const forged = g.approve('some-other-challenge', await g.idToken({ sub: 'g-4', email: 'x@example.com' }));
    expect((await platform({ code: forged, state })).statusCode).toBe(400);
  });

  it('refuses other platforms, and Google when the shop has no client id', async () => {
    expect((await platform({ platform: 7 })).json().message).toBe('This sign-in method is not supported');
    await t.app.deps.settings.update({ google_client_id: '' });
    expect((await platform({})).json().message).toBe('Google sign-in is not enabled for this shop');
    await t.app.deps.settings.update({ google_client_id: CLIENT_ID });
  });
});
