// Mail goes through an outbox table: written in the same transaction as what causes
// it, then sent over SMTP (nodemailer). The server is the one of the SMTP settings
// (admin area) when `smtp_host` is set, else SMTP_URL; the transport is rebuilt when
// those change. Without either, mail is printed to the server log and kept with
// status 'logged'. Failed sends are retried with growing waits by
// `deliverDue`, which several instances may run at once (FOR UPDATE SKIP LOCKED); after
// 8 failures a mail is parked ('failed') with its last error, for owners to see and
// send again (admin area, Mail). Sign-in codes go first (priority).
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Settings } from '../../../domain/site/settings.ts';
import type { Db, Executor } from '../../db/client.ts';
import { claimDueMail, claimMail, insertMail, type OutboxRow, updateMail } from './queries.ts';
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

/**
 * Pooled SMTP connections, as many as mails in flight: a backlog reuses them instead of
 * opening a connection (and a TLS handshake) per mail.
 */
function pooled(target: string | Exclude<ReturnType<typeof transportTarget>, string | undefined>) {
  if (typeof target !== 'string') return { ...target, pool: true, maxConnections: SEND_CONCURRENCY };
  const url = new URL(target);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(SEND_CONCURRENCY));
  return url.toString();
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
      // Loaded with the first mail sent over SMTP: 5 MiB of heap that a process without a
      // mail server never needs (docs/benchmarks.md, "Memory per process").
      const { default: nodemailer } = await import('nodemailer');
      // Looked at again after the wait: a mail sent meanwhile may have made it already.
      if (current?.key !== key) {
        current?.transport.close();
        current = { key, transport: nodemailer.createTransport(pooled(target)) };
      }
    }
    return { transport: current.transport, from };
  }

  async function deliver(mail: OutboxRow): Promise<void> {
    const { transport, from } = await resolve();
    if (!transport) {
      opts.logger?.info(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'mail (no SMTP server set: logged only)',
      );
      await updateMail(db, mail.id, { status: 'logged', sentAt: new Date() });
      return;
    }
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      await updateMail(db, mail.id, { status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 });
    } catch (err) {
      const attempts = mail.attempts + 1;
      const parked = attempts >= MAX_ATTEMPTS;
      opts.logger?.warn({ err, mailId: mail.id, attempts, parked }, 'mail delivery failed');
      await updateMail(db, mail.id, {
        attempts,
        lastError: String((err as Error).message).slice(0, 500),
        status: parked ? 'failed' : 'pending',
        nextAttemptAt: new Date(Date.now() + 60_000 * 2 ** (attempts - 1)),
      });
    }
  }

  /** Sends one mail now if it is still due and nobody else took it. */
  async function send(id: number): Promise<void> {
    const [mail] = await claimMail(db, id);
    if (mail) await deliver(mail);
  }

  return {
    /** Adds a mail to the outbox (inside the caller's transaction); returns its id. */
    async enqueue(exec: Executor, mail: Mail): Promise<number> {
      return insertMail(exec, mail);
    },
    send,
    /** Whether mail leaves the shop now (an SMTP server is set), rather than only the log. */
    async delivers(): Promise<boolean> {
      const s = opts.settings ? await opts.settings.get() : undefined;
      return !!transportTarget(s, opts.smtpUrl);
    },
    /** Sends what is due, codes first; safe to run in several instances at once. */
    async deliverDue(limit = 20): Promise<number> {
      const queue = await claimDueMail(db, limit);
      const count = queue.length;
      // Several at once: an SMTP round trip is mostly waiting (a serial outbox fell behind).
      const worker = async () => {
        for (let mail = queue.shift(); mail !== undefined; mail = queue.shift()) await deliver(mail);
      };
      await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, count) }, worker));
      return count;
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
