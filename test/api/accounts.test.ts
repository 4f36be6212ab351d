// Captcha, registration, password sign-in, sessions (cookies and headers, forged
// signs, expiry, rotation, revocation) and enumeration-safe errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('accounts API', () => {
  let t: TestApp;
  let n = 0;
  const origin = 'http://shop.test';

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  async function captcha(answer = '1234') {
    const { id } = await t.app.deps.captcha.create(answer);
    return { key: id, dots: answer };
  }

  function newUser() {
    n++;
    return {
      username: `shopper${n}`,
      email: `Shopper${n}@Example.com`,
      mobile: '13812345678',
      password: 'correct horse battery',
    };
  }

  async function register(body: Record<string, unknown>, headers: Record<string, string> = { lang: 'en' }) {
    return t.app.inject({
      method: 'POST',
      url: '/v1/user/registe',
      headers,
      payload: { ...body, ...(await captcha()) },
    });
  }

  function cookiesOf(res: { cookies: { name: string; value: string }[] }) {
    return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  }

  describe('captcha', () => {
    it('gives a PNG image and an id, and checks answers without using them up', async () => {
      const res = await t.app.inject({ url: '/v1/captcha' });
      expect(res.json().data.data).toMatch(/^data:image\/png;base64,/);
      expect(res.json().data.id).toMatch(/^[\w-]{36}$/);
      const c = await captcha('4321');
      const check = (value: string) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/captcha',
          payload: { captcha_type: 'digit', verify_value: value, key: c.key },
        });
      expect((await check('0000')).json().data).toEqual({ valid: false });
      expect((await check('4321')).json().data).toEqual({ valid: true });
      expect((await check('4321')).json().data).toEqual({ valid: true });
    });

    it("checks SPEC 7's payload without a key against the last captcha given to this browser", async () => {
      const given = await t.app.inject({ url: '/v1/captcha' });
      const cookie = given.cookies.find((c) => c.name === 'captcha_key');
      expect(cookie).toMatchObject({ value: given.json().data.id, httpOnly: true });
      const specPayload = (value: string, cookies: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/captcha',
          headers: { lang: 'en' },
          cookies,
          payload: { captcha_type: 'digit', verify_value: value },
        });
      const known = await captcha('8642');
      expect((await specPayload('8642', { captcha_key: known.key })).json().data).toEqual({ valid: true });
      expect((await specPayload('1111', { captcha_key: known.key })).json().data).toEqual({ valid: false });
      const none = await specPayload('8642', {});
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('Get a captcha first (GET /captcha) from this browser, or send its id as key');
    });
  });

  describe('register', () => {
    it('creates the account, signs in with HttpOnly cookies and answers the user', async () => {
      const u = newUser();
      const res = await register({ ...u, sex: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: 200,
        message: 'Registered successfully',
        data: { username: u.username, email: u.email, mobile: u.mobile, sex: 2 },
      });
      expect(res.json().data.uid).toBeGreaterThan(0);
      expect(res.json().data.access_token).toBeUndefined(); // browsers: cookies only
      const token = res.cookies.find((c) => c.name === 'access_token');
      expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const [{ password_hash }] = (
        await t.database.pool.query('SELECT password_hash FROM users WHERE id = $1', [res.json().data.uid])
      ).rows;
      expect(password_hash).toMatch(/^\$argon2id\$/);
    });

    it('hands apps their tokens in the body', async () => {
      const res = await register(newUser(), { lang: 'en', client: '1' });
      expect(res.json().data.access_token).toMatch(/^[\w-]{43}$/);
      expect(res.json().data.access_sign).toBeTruthy();
    });

    it('refuses a taken email (any case) or username with a clear message', async () => {
      const u = newUser();
      expect((await register(u)).statusCode).toBe(200);
      const sameEmail = await register({ ...newUser(), email: u.email.toUpperCase() });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json().message).toBe('This email is already registered, please log in');
      const sameName = await register({ ...newUser(), username: u.username.toUpperCase() });
      expect(sameName.json().message).toBe('This username is already taken');
    });

    it('validates every field with the spec messages, in both languages', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ email: '' }, 'Please enter your email address', '请输入邮箱地址'],
        [{ email: 'not-an-email' }, 'Please enter a valid email address', '请输入有效的邮箱地址'],
        [{ mobile: '12345' }, 'Please enter a valid mobile number', '请输入正确的手机号'],
        [{ mobile: '+1 202 555 0' }, 'Please enter a valid mobile number', '请输入正确的手机号'],
        [{ password: 'short' }, 'The password needs at least 8 characters', '密码至少需要 8 位'],
        [{ username: 'x' }, 'The username needs 2 to 32 characters', '用户名需为 2 到 32 个字符'],
      ];
      for (const [patch, en, zh] of cases) {
        const resEn = await register({ ...newUser(), ...patch });
        expect(resEn.statusCode, JSON.stringify(patch)).toBe(400);
        expect(resEn.json().message).toBe(en);
        const resZh = await register({ ...newUser(), ...patch }, { lang: 'zh-cn' });
        expect(resZh.json().message).toBe(zh);
      }
      // International numbers in E.164 form are welcome.
      expect((await register({ ...newUser(), mobile: '+12025550143' })).statusCode).toBe(200);
    });

    it('takes mobiles as people type them: +CC, or national with the country picked (issue #37)', async () => {
      const accepted: [Record<string, unknown>, string][] = [
        [{ mobile: '+44 7400 123456' }, '+447400123456'],
        [{ mobile: '07400 123456', mobile_country: 'GB' }, '+447400123456'],
        [{ mobile: '(07400) 123-456', mobile_country: 'gb' }, '+447400123456'],
        [{ mobile: '+44 7400 123456', mobile_country: 'US' }, '+447400123456'],
        [{ mobile: '(202) 555-0143', mobile_country: 'US' }, '+12025550143'],
        // Mainland numbers follow the spec's rule and are kept as 11 digits, as before.
        [{ mobile: '138 1234 5678' }, '13812345678'],
        [{ mobile: '138-1234-5678', mobile_country: 'CN' }, '13812345678'],
        [{ mobile: '+86 138 1234 5678', mobile_country: 'GB' }, '13812345678'],
        [{ mobile: '13812345678', mobile_country: 'US' }, '13812345678'],
      ];
      for (const [patch, stored] of accepted) {
        const res = await register({ ...newUser(), ...patch });
        expect(res.statusCode, `${JSON.stringify(patch)} ${res.body}`).toBe(200);
        expect(res.json().data.mobile, JSON.stringify(patch)).toBe(stored);
      }
      const refused: Record<string, unknown>[] = [
        { mobile: '07400 123456' }, // a national number needs its country
        { mobile: '07400 123456', mobile_country: 'US' },
        { mobile: '12812345678', mobile_country: 'CN' },
        { mobile: '+86 10 6552 9988' }, // a landline is no mobile
        { mobile: '13812345678', mobile_country: 'G1' },
      ];
      for (const patch of refused) {
        const en = await register({ ...newUser(), ...patch });
        expect(en.statusCode, JSON.stringify(patch)).toBe(400);
        expect(en.json().message, JSON.stringify(patch)).toBe('Please enter a valid mobile number');
        const zh = await register({ ...newUser(), ...patch }, { lang: 'zh-cn' });
        expect(zh.json().message, JSON.stringify(patch)).toBe('请输入正确的手机号');
      }
    });

    it('needs a right, fresh, unused captcha', async () => {
      const u = newUser();
      const none = await t.app.inject({ method: 'POST', url: '/v1/user/registe', headers: { lang: 'en' }, payload: u });
      expect(none.json()).toMatchObject({ code: 400, message: 'Please complete the captcha' });
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/v1/user/registe',
        headers: { lang: 'en' },
        payload: { ...u, ...(await captcha('1111')), dots: '2222' },
      });
      expect(wrong.json().message).toBe('The captcha is wrong or has expired, please try again');
      const used = await captcha('5555');
      expect(
        (await t.app.inject({ method: 'POST', url: '/v1/user/registe', payload: { ...u, ...used } })).statusCode,
      ).toBe(200);
      const reused = await t.app.inject({
        method: 'POST',
        url: '/v1/user/registe',
        payload: { ...newUser(), ...used },
      });
      expect(reused.statusCode).toBe(400);
      const old = await captcha('7777');
      await t.database.pool.query("UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = $1", [
        old.key,
      ]);
      const expired = await t.app.inject({
        method: 'POST',
        url: '/v1/user/registe',
        payload: { ...newUser(), ...old },
      });
      expect(expired.statusCode).toBe(400);
    });
  });

  describe('login and sessions', () => {
    let user: ReturnType<typeof newUser>;
    beforeAll(async () => {
      user = newUser();
      await register(user);
    });

    const login = async (email: string, password: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/user/login',
        headers: { lang: 'en' },
        payload: { email, password, ...(await captcha()), ...extra },
      });

    it('signs in with any case of the email and answers Login successful', async () => {
      const res = await login(user.email.toLowerCase(), user.password);
      expect(res.json()).toMatchObject({ code: 200, message: 'Login successful', data: { username: user.username } });
      const me = await t.app.inject({ url: '/v1/user/info', cookies: cookiesOf(res) });
      expect(me.json().data).toMatchObject({ username: user.username, email: user.email });
    });

    it('never tells whether the email exists', async () => {
      const wrongPassword = await login(user.email, 'wrong password!');
      const unknownEmail = await login('nobody@example.com', 'wrong password!');
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json()).toEqual(unknownEmail.json());
      expect(wrongPassword.json().message).toBe('Incorrect email or password');
    });

    it('accepts token and sign headers (apps) and refuses a forged sign', async () => {
      const res = await login(user.email, user.password, {});
      const { access_token, access_sign } = cookiesOf(res);
      const ok = await t.app.inject({ url: '/v1/user/info', headers: { token: access_token, sign: access_sign } });
      expect(ok.statusCode).toBe(200);
      const forged = await t.app.inject({
        url: '/v1/user/info',
        headers: { token: access_token, sign: 'x'.repeat(43), lang: 'en' },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ code: 301, message: 'Please log in first' });
      const noSign = await t.app.inject({ url: '/v1/user/info', headers: { token: access_token } });
      expect(noSign.json().code).toBe(301);
      const anonymous = await t.app.inject({ url: '/v1/user/info' });
      expect(anonymous.json().code).toBe(301);
    });

    it('refuses expired sessions (301) and revoked ones (302)', async () => {
      const a = cookiesOf(await login(user.email, user.password));
      await t.database.pool.query(
        "UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE revoked_at IS NULL AND id = (SELECT max(id) FROM sessions)",
      );
      expect((await t.app.inject({ url: '/v1/user/info', cookies: a })).json().code).toBe(301);

      const b = cookiesOf(await login(user.email, user.password));
      const out = await t.app.inject({
        method: 'POST',
        url: '/v1/user/logout',
        cookies: { ...b, csrf_token: 'c'.repeat(43) },
        headers: { origin, 'x-csrf-token': 'c'.repeat(43), lang: 'en' },
      });
      expect(out.json()).toMatchObject({ code: 200, message: 'Logged out' });
      expect(out.cookies.find((c) => c.name === 'access_token')?.value).toBe('');
      const after = await t.app.inject({ url: '/v1/user/info', cookies: b });
      expect(after.json().code).toBe(302);
    });

    it('signs out everywhere', async () => {
      const a = cookiesOf(await login(user.email, user.password));
      const b = cookiesOf(await login(user.email, user.password));
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/user/logout/all',
        cookies: { ...a, csrf_token: 'd'.repeat(43) },
        headers: { origin, 'x-csrf-token': 'd'.repeat(43) },
      });
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/v1/user/info', cookies: a })).json().code).toBe(302);
      expect((await t.app.inject({ url: '/v1/user/info', cookies: b })).json().code).toBe(302);
    });

    it('needs the anti-forgery token for cookie-authenticated writes', async () => {
      const a = cookiesOf(await login(user.email, user.password));
      const res = await t.app.inject({ method: 'POST', url: '/v1/user/logout', cookies: a, headers: { origin } });
      expect(res.statusCode).toBe(403);
    });

    it('rotates a session close to its end through Refresh-Token', async () => {
      const a = cookiesOf(await login(user.email, user.password));
      await t.database.pool.query(
        "UPDATE sessions SET expires_at = now() + interval '1 day' WHERE id = (SELECT max(id) FROM sessions)",
      );
      const res = await t.app.inject({ url: '/v1/user/info', cookies: a });
      expect(res.statusCode).toBe(200);
      const fresh = res.headers['refresh-token'] as string;
      expect(fresh).toMatch(/^[\w-]{43}$/);
      expect(cookiesOf(res).access_token).toBe(fresh);
      // The old token stops working; the new one works.
      expect((await t.app.inject({ url: '/v1/user/info', cookies: a })).json().code).toBe(302);
      expect((await t.app.inject({ url: '/v1/user/info', cookies: cookiesOf(res) })).statusCode).toBe(200);
    });

    it('keeps a disabled account out and ends its sessions', async () => {
      const u = newUser();
      const reg = await register(u);
      await t.database.pool.query('UPDATE users SET disabled = true WHERE id = $1', [reg.json().data.uid]);
      expect((await t.app.inject({ url: '/v1/user/info', cookies: cookiesOf(reg) })).json().code).toBe(302);
      const res = await login(u.email, u.password);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This account has been disabled, please contact us');
    });
  });
});

describe('captcha request limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('answers 429 in the envelope after 30 pictures a minute from one address', async () => {
    const get = () => t.app.inject({ url: '/v1/captcha', headers: { lang: 'en' }, remoteAddress: '10.1.2.3' });
    const results = [];
    for (let i = 0; i < 31; i++) results.push(await get());
    const limited = results.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(1);
    expect(results.at(-1)?.statusCode).toBe(429);
    expect(limited[0].json()).toMatchObject({ code: 429, data: null });
    expect(limited[0].json().message).toMatch(/^Too many requests, try again in \d+ s$/);
    // Another address is not affected.
    const other = await t.app.inject({ url: '/v1/captcha', remoteAddress: '10.1.2.4' });
    expect(other.statusCode).toBe(200);
  });
});
