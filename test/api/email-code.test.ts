// Email sign-in codes through a real SMTP listener: captcha first, 60 s resend rule,
// daily caps, wrong / expired / sixth-try codes, sign-up on first sign-in, throttling,
// and the outbox when SMTP is missing or down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { decodedText, startSmtp } from '../helpers/smtp.ts';

describe('email codes', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let n = 0;
  const email = () => `code${++n}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function sendCode(to: string, lang = 'en', ip = '10.0.0.1') {
    const { id } = await t.app.deps.captcha.create('2468');
    return t.app.inject({
      method: 'POST',
      url: '/v1/user/sendCode',
      headers: { lang },
      remoteAddress: ip,
      payload: { email: to, dots: '2468', key: id },
    });
  }
  const loginByCode = (to: string, code: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/loginByCode',
      headers: { lang: 'en' },
      remoteAddress: ip,
      payload: { email: to, code },
    });

  it('mails a 6-digit code, in the caller language, and signs up a new email with it', async () => {
    const to = email();
    const res = await sendCode(to, 'zh-cn');
    expect(res.json()).toMatchObject({ code: 200, message: '验证码已发送，请查收邮件', data: { wait: 60 } });
    const mail = smtp.inbox.at(-1)!;
    expect(mail.to).toEqual([to]);
    expect(mail.raw).toContain('Subject: =?UTF-8?');
    const code = smtp.lastCode(to)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(decodedText(mail.raw)).toContain(`您的登录验证码是 ${code}，10 分钟内有效。`);
    const { rows } = await t.database.pool.query('SELECT code_hash FROM email_codes WHERE email = $1', [to]);
    expect(rows[0].code_hash).not.toContain(code);

    const login = await loginByCode(to, code);
    expect(login.json()).toMatchObject({ code: 200, message: 'Login successful', data: { email: to } });
    expect(login.json().data.uid).toBeGreaterThan(0);
    // A code works once.
    expect((await loginByCode(to, code)).json().message).toBe('The verification code is wrong or has expired');
  });

  it("adds the visitor's cart cookie to the customer's cart at sign-in and clears the cookie", async () => {
    const { rows } = await t.database.pool.query('SELECT id FROM good_skus WHERE stock > 5 ORDER BY id LIMIT 2');
    const [a, b] = rows.map((r) => r.id as number);
    const to = email();
    await sendCode(to);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/user/loginByCode',
      headers: { lang: 'en' },
      remoteAddress: '10.0.0.1',
      cookies: { cart: `${a}.2_${b}.1.0_999999999.1_junk` },
      payload: { email: to, code: smtp.lastCode(to)! },
    });
    expect(login.json().code).toBe(200);
    const cleared = login.cookies.find((c) => c.name === 'cart');
    expect(cleared?.value).toBe('');
    const uid = login.json().data.uid;
    const held = await t.database.pool.query(
      'SELECT sku_id, quantity, selected FROM cart_lines WHERE user_id = $1 ORDER BY sku_id',
      [uid],
    );
    expect(held.rows).toEqual([
      { sku_id: a, quantity: 2, selected: true },
      { sku_id: b, quantity: 1, selected: false },
    ]);
  });

  it('needs an email and a captcha', async () => {
    const noEmail = await t.app.inject({
      method: 'POST',
      url: '/v1/user/sendCode',
      headers: { lang: 'en' },
      payload: {},
    });
    expect(noEmail.json()).toMatchObject({ code: 400, message: 'Please enter your email' });
    const noCaptcha = await t.app.inject({
      method: 'POST',
      url: '/v1/user/sendCode',
      headers: { lang: 'en' },
      payload: { email: email() },
    });
    expect(noCaptcha.json().message).toBe('Please complete the captcha');
  });

  it('refuses a resend within 60 s, on the server', async () => {
    const to = email();
    expect((await sendCode(to)).statusCode).toBe(200);
    const again = await sendCode(to);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^A code was just sent; try again in (59|60) s$/);
  });

  it('caps codes per email and per IP a day', async () => {
    const to = email();
    await t.database.pool.query(
      `INSERT INTO email_codes (email, code_hash, ip, expires_at, created_at)
       SELECT $1, 'x', '10.9.9.9', now(), now() - interval '2 hours' FROM generate_series(1, 10)`,
      [to],
    );
    expect((await sendCode(to, 'en', '10.0.0.7')).json().message).toBe(
      'Too many codes today; please try again tomorrow',
    );
    await t.database.pool.query(
      `INSERT INTO email_codes (email, code_hash, ip, expires_at, created_at)
       SELECT 'other' || g || '@x.com', 'x', '10.8.8.8', now(), now() - interval '2 hours' FROM generate_series(1, 30) g`,
    );
    expect((await sendCode(email(), 'en', '10.8.8.8')).statusCode).toBe(429);
  });

  it('refuses wrong and expired codes, and the right one after five wrong tries', async () => {
    const to = email();
    await sendCode(to, 'en', '10.0.1.1');
    const code = smtp.lastCode(to)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await loginByCode(to, wrong, '10.0.1.1')).statusCode).toBe(400);
    // The account's throttle shuts first; once it opens again, the code itself is dead.
    const throttled = await loginByCode(to, code, '10.0.1.2');
    expect(throttled.statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, Number(throttled.headers['retry-after']) * 1000 + 100));
    expect((await loginByCode(to, code, '10.0.1.2')).json().message).toBe(
      'The verification code is wrong or has expired',
    );

    const late = email();
    await sendCode(late, 'en', '10.0.2.1');
    await t.database.pool.query("UPDATE email_codes SET expires_at = now() - interval '1 second' WHERE email = $1", [
      late,
    ]);
    expect((await loginByCode(late, smtp.lastCode(late)!, '10.0.2.1')).statusCode).toBe(400);
  });

  it('slows down repeated failures per account with a wait in the message', async () => {
    const to = email();
    for (let i = 0; i < 5; i++) expect((await loginByCode(to, '123456', '10.0.3.1')).statusCode).toBe(400);
    const blocked = await loginByCode(to, '123456', '10.0.3.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many requests, try again in \d+ s$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles password sign-in the same way', async () => {
    const login = async () => {
      const { id } = await t.app.deps.captcha.create('1357');
      return t.app.inject({
        method: 'POST',
        url: '/v1/user/login',
        headers: { lang: 'en' },
        remoteAddress: '10.0.4.1',
        payload: { email: 'victim@example.com', password: 'guess-guess', dots: '1357', key: id },
      });
    };
    for (let i = 0; i < 5; i++) expect((await login()).statusCode).toBe(400);
    expect((await login()).statusCode).toBe(429);
  });
});

describe('mail outbox', () => {
  it('logs mail when no SMTP server is configured and keeps it in the outbox', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const { id } = await t.app.deps.captcha.create('9999');
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/user/sendCode',
        payload: { email: 'nosmtp@example.com', dots: '9999', key: id },
      });
      expect(res.statusCode).toBe(200);
      const { rows } = await t.database.pool.query(
        'SELECT status, "to" FROM mail_outbox WHERE "to" = \'nosmtp@example.com\'',
      );
      expect(rows).toEqual([{ status: 'logged', to: 'nosmtp@example.com' }]);
    } finally {
      await t.close();
    }
  });

  it('retries mail from the outbox once the SMTP server is back', async () => {
    const smtp = await startSmtp();
    const url = smtp.url;
    await smtp.close(); // down at first
    const t = await createTestApp({ seed: false, env: { SMTP_URL: url } });
    try {
      const { id } = await t.app.deps.captcha.create('8888');
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/user/sendCode',
        payload: { email: 'later@example.com', dots: '8888', key: id },
      });
      expect(res.statusCode).toBe(200); // the code is stored; the mail waits in the outbox
      const pending = await t.database.pool.query(
        'SELECT status, attempts FROM mail_outbox WHERE "to" = \'later@example.com\'',
      );
      expect(pending.rows[0]).toMatchObject({ status: 'pending', attempts: 1 });
      expect(await t.app.deps.mailer.deliverDue()).toBe(0); // not due yet
      await t.database.pool.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE "to" = \'later@example.com\'');
      // Still down: counted, rescheduled.
      await t.app.deps.mailer.deliverDue();
      const again = await t.database.pool.query('SELECT attempts FROM mail_outbox WHERE "to" = \'later@example.com\'');
      expect(again.rows[0].attempts).toBe(2);
    } finally {
      await t.close();
    }
  });
});
