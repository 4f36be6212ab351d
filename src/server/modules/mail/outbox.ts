// Mail goes through an outbox table: written in the same transaction as what causes
// it, then sent over SMTP (nodemailer). Without SMTP_URL it is printed to the server
// log and kept with status 'logged'. Failed sends are retried with growing waits by
// `deliverDue`, which several instances may run at once (FOR UPDATE SKIP LOCKED).
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { Mail } from './templates.ts';

const MAX_ATTEMPTS = 8;

export function createMailer(db: Db, opts: { smtpUrl?: string; from: string; logger?: FastifyBaseLogger }) {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;

  async function send(id: number): Promise<void> {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!mail || mail.status !== 'pending') return;
    if (!transport) {
      opts.logger?.info(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'mail (no SMTP_URL: logged only)',
      );
      await db.update(mailOutbox).set({ status: 'logged', sentAt: new Date() }).where(eq(mailOutbox.id, id));
      return;
    }
    try {
      await transport.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 })
        .where(eq(mailOutbox.id, id));
    } catch (err) {
      const attempts = mail.attempts + 1;
      opts.logger?.warn({ err, mailId: id, attempts }, 'mail delivery failed');
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: String((err as Error).message).slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + 60_000 * 2 ** (attempts - 1)),
        })
        .where(eq(mailOutbox.id, id));
    }
  }

  return {
    /** Adds a mail to the outbox (inside the caller's transaction); returns its id. */
    async enqueue(exec: Executor, mail: Mail): Promise<number> {
      const [row] = await exec.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      return row.id;
    },
    send,
    /** Sends what is due; safe to run in several instances at once. */
    async deliverDue(limit = 20): Promise<number> {
      const due = await db.transaction(async (tx) => {
        const rows = await tx.execute<{ id: number }>(
          sql`SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
              ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
        );
        if (rows.rows.length) {
          // Claim them for a minute so another instance does not send them meanwhile.
          await tx.execute(
            sql`UPDATE mail_outbox SET next_attempt_at = now() + interval '1 minute'
                WHERE id = ANY(${`{${rows.rows.map((r) => r.id).join(',')}}`}::int[])`,
          );
        }
        return rows.rows.map((r) => r.id);
      });
      for (const id of due) await send(id);
      return due.length;
    },
    close() {
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
