// The mail outbox under a backlog: drained batch after batch, by two mailers (two
// instances) at once, each mail sent exactly once; sign-in codes first; the send right
// after a request racing a drain still sends once; mail that keeps failing is parked
// with its reason, shown to owners and sent again on request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/server/modules/mail/outbox.ts';
import { signInCodeMail } from '../../src/server/modules/mail/templates.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type ReceivedMail, startSmtp } from '../helpers/smtp.ts';
import { newStaff } from '../helpers/staff.ts';

describe('mail outbox', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const received: ReceivedMail[] = [];

  beforeAll(async () => {
    smtp = await startSmtp({ onMail: (m) => received.push(m) });
    t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('two mailers drain a backlog of 300 together, sending each mail once', async () => {
    const { db } = t.database;
    const first = createMailer(db, { smtpUrl: smtp.url, from: 'Shop <shop@example.com>' });
    const second = createMailer(db, { smtpUrl: smtp.url, from: 'Shop <shop@example.com>' });
    for (let i = 0; i < 300; i++) {
      await first.enqueue(db, {
        to: `backlog-${i}@example.com`,
        subject: `Mail ${i}`,
        text: `Mail ${i}`,
        html: `<p>${i}</p>`,
      });
    }
    const [a, b] = await Promise.all([first.drain(() => false, 60_000, 50), second.drain(() => false, 60_000, 50)]);
    expect(a + b).toBe(300);
    const { rows } = await t.database.pool.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status`,
    );
    expect(rows).toEqual([{ status: 'sent', n: 300 }]);
    const to = received.flatMap((m) => m.to).filter((addr) => addr.startsWith('backlog-'));
    expect(to).toHaveLength(300);
    expect(new Set(to).size).toBe(300);
    first.close();
    second.close();
  });

  it('sends sign-in codes before a backlog of other mail', async () => {
    const { db } = t.database;
    const mailer = createMailer(db, { smtpUrl: smtp.url, from: 'Shop <shop@example.com>' });
    for (let i = 0; i < 30; i++) {
      await mailer.enqueue(db, { to: `later-${i}@example.com`, subject: 'Order', text: 'x', html: 'x' });
    }
    await mailer.enqueue(db, signInCodeMail('code-first@example.com', '123456', 'Shop', 'en'));
    const order: string[] = [];
    const seen = received.length;
    await mailer.deliverDue(1);
    order.push(...received.slice(seen).flatMap((m) => m.to));
    expect(order).toEqual(['code-first@example.com']);
    await mailer.drain(() => false, 30_000, 50);
    mailer.close();
  });

  it('sends a mail once when the send after its request meets a drain', async () => {
    const { db } = t.database;
    const mailer = createMailer(db, { smtpUrl: smtp.url, from: 'Shop <shop@example.com>' });
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      ids.push(await mailer.enqueue(db, { to: `race-${i}@example.com`, subject: 'Race', text: 'x', html: 'x' }));
    }
    await Promise.all([...ids.map((id) => mailer.send(id)), mailer.drain(() => false, 30_000, 10)]);
    const to = received.flatMap((m) => m.to).filter((addr) => addr.startsWith('race-'));
    expect(to).toHaveLength(40);
    expect(new Set(to).size).toBe(40);
    mailer.close();
  });

  it('parks a mail that keeps failing, with its reason, for owners to send again', async () => {
    const { db } = t.database;
    // Nothing listens on port 1: every attempt fails at once.
    const broken = createMailer(db, { smtpUrl: 'smtp://127.0.0.1:1', from: 'Shop <shop@example.com>' });
    const id = await broken.enqueue(db, { to: 'parked@example.com', subject: 'Parked', text: 'x', html: 'x' });
    for (let attempt = 0; attempt < 8; attempt++) {
      await t.database.pool.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [id]);
      await broken.send(id);
    }
    broken.close();
    const owner = await newStaff(t, 'owner');
    const list = await t.app.inject({ url: '/v1/admin/mail?status=failed', headers: { ...owner.headers, lang: 'en' } });
    const parked = list.json().data.list.find((m: { id: number }) => m.id === id);
    expect(parked).toMatchObject({ to: 'parked@example.com', status: 'failed', attempts: 8 });
    expect(parked.last_error).toMatch(/ECONNREFUSED|connect/);
    // An operator does not see the outbox; the owner sends it again (the app's SMTP works).
    const operator = await newStaff(t, 'operator');
    expect((await t.app.inject({ url: '/v1/admin/mail', headers: operator.headers })).json().code).toBe(403);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/mail/${id}/retry`,
      headers: { ...owner.headers, lang: 'en' },
    });
    expect(retry.json()).toMatchObject({ code: 200, message: 'The mail is queued to be sent again' });
    const { rows } = await t.database.pool.query('SELECT status FROM mail_outbox WHERE id = $1', [id]);
    expect(rows).toEqual([{ status: 'sent' }]);
    expect(received.some((m) => m.to.includes('parked@example.com'))).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: `/v1/admin/mail/${id}/retry`, headers: owner.headers });
    expect(again.json().code).toBe(404);
  });
});
