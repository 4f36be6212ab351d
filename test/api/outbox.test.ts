// The mail outbox under a backlog: drained batch after batch, by two mailers (two
// instances) at once, each mail sent exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/server/modules/mail/outbox.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { postgresUnavailable } from '../helpers/pg.ts';
import { type ReceivedMail, startSmtp } from '../helpers/smtp.ts';

const skip = await postgresUnavailable();

describe.skipIf(skip)('mail outbox', () => {
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
});
