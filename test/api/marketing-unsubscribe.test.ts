// Marketing mail's unsubscribe link (issue #41 item 5, RFC 8058): the outbox sends the
// List-Unsubscribe headers to a real SMTP listener; the link's one-click POST (as a
// mailbox provider sends it, no cookies, no anti-forgery token) and the page's button
// withdraw the consent; GET changes nothing; both idempotent; a bad link is a 404 in the
// caller's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/server/modules/mail/outbox.ts';
import { listUnsubscribeHeaders } from '../../src/server/modules/marketing/unsubscribe.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { newCustomer } from '../helpers/customers.ts';
import { startSmtp } from '../helpers/smtp.ts';

describe('unsubscribe links of marketing mail', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const consentOf = async (userId: number) =>
    (
      await t.database.pool.query('SELECT marketing_consent, marketing_consent_source FROM users WHERE id = $1', [
        userId,
      ])
    ).rows[0];
  const consent = (userId: number) =>
    t.database.pool.query(
      `UPDATE users SET marketing_consent = true, marketing_consent_at = now(), marketing_consent_source = 'account' WHERE id = $1`,
      [userId],
    );
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

  it('sends the List-Unsubscribe headers with the mail', async () => {
    const { db } = t.database;
    const mailer = createMailer(db, { smtpUrl: smtp.url, from: 'Shop <shop@example.com>' });
    const url = t.app.deps.unsubscribeLinks.unsubscribeUrl(
      'https://shop.example.com',
      { kind: 'marketing', userId: 1 },
      'en',
    );
    const id = await mailer.enqueue(db, {
      to: 'headers@example.com',
      subject: 'Offer',
      text: 'x',
      html: 'x',
      headers: listUnsubscribeHeaders(url),
    });
    await mailer.send(id);
    mailer.close();
    const mail = smtp.inbox.find((m) => m.to.includes('headers@example.com'));
    const head = mail?.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ') ?? '';
    expect(head).toContain(`List-Unsubscribe: <${url}>`);
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Mail without headers (transactional) carries none.
    const plain = await mailer.enqueue(db, { to: 'plain@example.com', subject: 'Code', text: 'x', html: 'x' });
    const again = createMailer(db, { smtpUrl: smtp.url, from: 'Shop <shop@example.com>' });
    await again.send(plain);
    again.close();
    expect(smtp.inbox.find((m) => m.to.includes('plain@example.com'))?.raw).not.toContain('List-Unsubscribe');
  });

  it('one-click POST withdraws the consent without cookies, twice is the same', async () => {
    const c = await newCustomer(t);
    await consent(c.userId);
    const url = t.app.deps.unsubscribeLinks.unsubscribeUrl(
      t.app.deps.config.publicUrl,
      { kind: 'marketing', userId: c.userId },
      'en',
    );
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: pathOf(url),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('You are unsubscribed');
      expect(await consentOf(c.userId)).toEqual({ marketing_consent: false, marketing_consent_source: 'unsubscribe' });
    }
  });

  it('GET shows the page in the mail’s language and changes nothing; its button unsubscribes', async () => {
    const c = await newCustomer(t);
    await consent(c.userId);
    const url = t.app.deps.unsubscribeLinks.unsubscribeUrl(
      t.app.deps.config.publicUrl,
      { kind: 'marketing', userId: c.userId },
      'zh-cn',
    );
    const page = await t.app.inject({ url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="zh-CN"');
    expect(page.body).toContain('退订');
    expect(page.body).toContain('method="post"');
    expect(await consentOf(c.userId)).toMatchObject({ marketing_consent: true });
    // The button posts the form (a browser signed in to the shop sends its cookies: no token needed).
    const done = await t.app.inject({
      method: 'POST',
      url: pathOf(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'access_token=x' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('已退订');
    expect(await consentOf(c.userId)).toMatchObject({ marketing_consent: false });
  });

  it('the API: GET says what the link stops, POST unsubscribes, idempotent', async () => {
    const c = await newCustomer(t);
    await consent(c.userId);
    const token = t.app.deps.unsubscribeLinks.token({ kind: 'marketing', userId: c.userId });
    const look = await t.app.inject({ url: `/v1/unsubscribe/${token}` });
    expect(look.json()).toMatchObject({ code: 200, data: { kind: 'marketing' } });
    expect(await consentOf(c.userId)).toMatchObject({ marketing_consent: true });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: `/v1/unsubscribe/${token}` });
      expect(res.json()).toMatchObject({ code: 200, data: { kind: 'marketing' } });
    }
    expect(await consentOf(c.userId)).toMatchObject({ marketing_consent: false });
    const alerts = t.app.deps.unsubscribeLinks.token({ kind: 'stock-alerts', email: c.email });
    const res = await t.app.inject({ method: 'POST', url: `/v1/unsubscribe/${alerts}` });
    expect(res.json()).toMatchObject({ code: 200, data: { kind: 'stock-alerts' } });
  });

  it('a bad signature is a 404 in the caller’s language, on the API and the page', async () => {
    const c = await newCustomer(t);
    await consent(c.userId);
    const token = t.app.deps.unsubscribeLinks.token({ kind: 'marketing', userId: c.userId });
    const forged = token.replace(`m.${c.userId}.`, `m.${c.userId + 1}.`);
    const api = await t.app.inject({ method: 'POST', url: `/v1/unsubscribe/${forged}`, headers: { lang: 'en' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404, message: 'This unsubscribe link is not valid or was damaged' });
    const zh = await t.app.inject({ url: `/v1/unsubscribe/${forged}`, headers: { lang: 'zh-cn' } });
    expect(zh.json().message).toBe('退订链接无效或已损坏');
    const page = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe/${forged}?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This unsubscribe link is not valid');
    expect(await consentOf(c.userId)).toMatchObject({ marketing_consent: true });
  });
});
