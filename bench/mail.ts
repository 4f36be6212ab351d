// The outbox benchmark (issue #16, item 5): 10,000 queued mails drained by two mailers
// (two instances) into a local SMTP listener, and a sign-in code requested in the
// middle of that backlog: how long until it arrives. Target: all in under 2 minutes,
// the code within 2 s.
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { createMailer } from '../src/server/modules/mail/outbox.ts';
import { signInCodeMail } from '../src/server/modules/mail/templates.ts';
import { createTestDatabase } from '../test/helpers/pg.ts';
import { startSmtp } from '../test/helpers/smtp.ts';

export async function benchMail(count = 10_000): Promise<string[]> {
  const testDb = await createTestDatabase('shop_bench_mail');
  const database = await openDatabase({ databaseUrl: testDb.url, dataDir: '/tmp', poolMax: 10 });
  let codeArrived: number | undefined;
  const smtp = await startSmtp({
    onMail: (m) => {
      if (m.to.includes('code@example.com')) codeArrived = performance.now();
    },
  });
  try {
    await runMigrations(database);
    await database.pool.query(
      `INSERT INTO mail_outbox ("to", subject, text, html)
       SELECT 'shopper' || g || '@example.com', 'Your order ' || g, 'Thank you for order ' || g, '<p>Order ' || g || '</p>'
       FROM generate_series(1, $1) g`,
      [count],
    );
    const from = 'Shop <shop@example.com>';
    const a = createMailer(database.db, { smtpUrl: smtp.url, from });
    const b = createMailer(database.db, { smtpUrl: smtp.url, from });
    const start = performance.now();
    const draining = Promise.all([a, b].map((m) => m.drain(() => false, 10 * 60_000, 100)));
    // A shopper asks for a sign-in code while the backlog is being worked off.
    await new Promise((r) => setTimeout(r, 2000));
    const asked = performance.now();
    const codeId = await a.enqueue(database.db, signInCodeMail('code@example.com', '246810', 'Shop', 'en'));
    await a.send(codeId);
    const [sentA, sentB] = await draining;
    const seconds = (performance.now() - start) / 1000;
    const { rows } = await database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent'",
    );
    a.close();
    b.close();
    const codeMs = codeArrived === undefined ? Number.NaN : codeArrived - asked;
    return [
      `mail  ${count.toLocaleString('en')} queued mails, two mailers -> local SMTP: ${seconds.toFixed(1)} s ` +
        `(${Math.round(count / seconds)} mails/s; sent ${rows[0]?.n}, by mailer ${sentA} + ${sentB})`,
      `mail  a sign-in code asked for 2 s into that backlog arrived after ${Math.round(codeMs)} ms`,
    ];
  } finally {
    await smtp.close();
    await database.close();
    await testDb.drop();
  }
}
