// Scheduled jobs on two machines: two independent server processes on one database both
// run every job (payment deadline, automatic receipt, after-sale window, mail). Each due
// item is handled exactly once: every late order cancelled once with its stock back
// once, every shipped order received once, every received order completed once, every
// mail delivered once over SMTP. Server only: the embedded database is one process's.
import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, newCustomer } from '../helpers/customers.ts';
import { insertGood, stockOf } from '../helpers/goods.ts';
import { freePort, ready, startServer, until } from '../helpers/server-process.ts';
import { startSmtp } from '../helpers/smtp.ts';

const LATE = 12;
const SHIPPED = 4;
const RECEIVED = 4;

describe('jobs on two machines', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  let output = '';

  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    for (const s of servers) if (s.exitCode === null) s.kill('SIGKILL');
    await smtp?.close();
    await t?.close();
  });

  const rows = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows as unknown as T[];

  it('handles each due item exactly once while both run the jobs', async () => {
    const [sku] = await insertGood(t.database.db, [{ price: 1000, stock: 100 }]);
    const orderIds: number[] = [];
    for (let i = 0; i < LATE + SHIPPED + RECEIVED; i++) {
      const buyer = await newCustomer(t, `jobs-${i}`);
      const address = await addAddress(t, buyer.userId);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/order',
        headers: { lang: 'en', ...buyer.headers },
        payload: { items: [{ sku_id: sku!.id, quantity: 2 }], address_id: address },
      });
      expect(res.json().code).toBe(200);
      orderIds.push(res.json().data.id);
    }
    const late = orderIds.slice(0, LATE);
    const shipped = orderIds.slice(LATE, LATE + SHIPPED);
    const received = orderIds.slice(LATE + SHIPPED);
    const list = (ids: number[]) => sql.raw(`'{${ids.join(',')}}'::int[]`);
    await t.database.db.execute(
      sql`UPDATE orders SET pay_deadline = now() - interval '1 second' WHERE id = ANY(${list(late)})`,
    );
    await t.database.db.execute(
      sql`UPDATE orders SET status = 20, paid_at = now() - interval '20 days', shipped_at = now() - interval '16 days'
          WHERE id = ANY(${list(shipped)})`,
    );
    await t.database.db.execute(
      sql`UPDATE orders SET status = 30, paid_at = now() - interval '30 days', shipped_at = now() - interval '20 days',
          received_at = now() - interval '8 days' WHERE id = ANY(${list(received)})`,
    );
    expect(await stockOf(t.database.db, sku!.id)).toBe(100 - 2 * orderIds.length);

    // Two machines, started together: both run every job within a second of starting.
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      bases.push(`http://127.0.0.1:${port}`);
      const server = startServer(port, t.config.databaseUrl!, { WEB_CONCURRENCY: '1', SMTP_URL: smtp.url });
      server.stdout?.on('data', (d) => {
        output += d;
      });
      servers.push(server);
    }

    const statuses = async (ids: number[]) =>
      (await rows<{ status: number }>(sql`SELECT status FROM orders WHERE id = ANY(${list(ids)})`)).map(
        (r) => r.status,
      );
    await until(async () => (await statuses(late)).every((s) => s === 60), 60_000);
    await until(async () => (await statuses(shipped)).every((s) => s === 30), 30_000);
    await until(async () => (await statuses(received)).every((s) => s === 70), 30_000);
    const pending = async () =>
      (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'`))[0]!.n;
    await until(async () => (await pending()) === 0, 30_000);

    // Stock came back once per cancelled order, not twice.
    expect(await stockOf(t.database.db, sku!.id)).toBe(100 - 2 * (SHIPPED + RECEIVED));
    // One cancellation mail per late order, and every mail of the outbox delivered once.
    const cancelMails = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM mail_outbox WHERE subject ILIKE '%cancel%' OR subject LIKE '%取消%'`,
    );
    expect(cancelMails[0]!.n).toBe(LATE);
    const sent = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent'`);
    await until(() => smtp.inbox.length >= sent[0]!.n, 5000);
    expect(smtp.inbox).toHaveLength(sent[0]!.n);
    // Both machines are up and serving; neither failed a job.
    for (const base of bases) await ready(base);
    expect(output).not.toMatch(/job failed/);
  }, 150_000);
});
