// Mail goes through an outbox table: written in the same transaction as what causes
// it, then sent over SMTP (nodemailer). The server is the one of the SMTP settings
// (admin area) when `smtp_host` is set, else SMTP_URL; the transport is rebuilt when
// those change. Without either, mail is printed to the server log and kept with
// status 'logged'. Failed sends are retried with growing waits by
// `deliverDue`, which several instances may run at once (FOR UPDATE SKIP LOCKED).
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Settings } from '../../../domain/settings.ts';
import type { Db, Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { Mail } from './templates.ts';

const MAX_ATTEMPTS = 8;
/** Mails sent at the same time by one instance. */
const SEND_CONCURRENCY = 8;

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  logger?: FastifyBaseLogger;
  /** The shop's settings (SMTP server and From address edited in the admin area). */
  settings?: { get(): Promise<Settings> };
}

type SmtpSettings = Pick<Settings, 'smtp_host' | 'smtp_port' | 'smtp_secure' | 'smtp_user' | 'smtp_password'>;

/** The transport options of the SMTP settings, or SMTP_URL when no host is set. */
function transportTarget(s: SmtpSettings | undefined, smtpUrl: string | undefined) {
  if (s?.smtp_host) {
    return {
      host: s.smtp_host,
      port: s.smtp_port,
      secure: s.smtp_secure,
      ...(s.smtp_user ? { auth: { user: s.smtp_user, pass: s.smtp_password } } : {}),
    };
  }
  return smtpUrl;
}

export function createMailer(db: Db, opts: MailerOptions) {
  let current: { key: string; transport: Transporter } | undefined;

  /** The transport and From address for the settings now in force (rebuilt when they change). */
  async function resolve(): Promise<{ transport?: Transporter; from: string }> {
    const s = opts.settings ? await opts.settings.get() : undefined;
    const from = s?.smtp_from || opts.from;
    const target = transportTarget(s, opts.smtpUrl);
    if (!target) {
      current?.transport.close();
      current = undefined;
      return { from };
    }
    const key = JSON.stringify(target);
    if (current?.key !== key) {
      current?.transport.close();
      current = { key, transport: nodemailer.createTransport(target) };
    }
    return { transport: current.transport, from };
  }

  async function send(id: number): Promise<void> {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!mail || mail.status !== 'pending') return;
    const { transport, from } = await resolve();
    if (!transport) {
      opts.logger?.info(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'mail (no SMTP server set: logged only)',
      );
      await db.update(mailOutbox).set({ status: 'logged', sentAt: new Date() }).where(eq(mailOutbox.id, id));
      return;
    }
    try {
      await transport.sendMail({
        from,
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
      // Several at once: an SMTP round trip is mostly waiting (a serial outbox fell behind).
      const queue = [...due];
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) await send(id);
      };
      await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, worker));
      return due.length;
    },
    /**
     * Drains the outbox batch after batch until nothing is due, `stop()` says so or
     * `budgetMs` passed (the job starts it again on its next tick): a backlog is worked
     * off continuously instead of one batch per tick.
     */
    async drain(stop: () => boolean, budgetMs = 25_000, batch = 100): Promise<number> {
      const end = Date.now() + budgetMs;
      let total = 0;
      while (!stop() && Date.now() < end) {
        const n = await this.deliverDue(batch);
        total += n;
        if (n < batch) break;
      }
      return total;
    },
    close() {
      current?.transport.close();
      current = undefined;
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
