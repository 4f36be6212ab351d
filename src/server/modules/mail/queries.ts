// SQL of the mail outbox.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { Mail } from './templates.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Claims due mail in one statement (pushing its next attempt a minute ahead), so the
 * send right after a request and any number of draining instances never send one mail
 * twice. Higher priority first, then oldest.
 */
async function claimWhere(db: Executor, where: SQL, limit: number): Promise<OutboxRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    UPDATE mail_outbox SET next_attempt_at = now() + interval '1 minute'
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE status = 'pending' AND next_attempt_at <= now() AND ${where}
      ORDER BY priority DESC, id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, "to", subject, text, html, headers, attempts`);
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts) }) as unknown as OutboxRow);
}

/** Claims one mail if it is still due and nobody else took it. */
export const claimMail = (db: Executor, id: number) => claimWhere(db, sql`id = ${id}`, 1);

/** Claims up to `limit` due mails. */
export const claimDueMail = (db: Executor, limit: number) => claimWhere(db, sql`true`, limit);

export async function insertMail(exec: Executor, mail: Mail): Promise<number> {
  const [row] = await exec.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row.id;
}

export async function updateMail(
  db: Executor,
  id: number,
  changes: Partial<Pick<OutboxRow, 'status' | 'sentAt' | 'attempts' | 'lastError' | 'nextAttemptAt'>>,
): Promise<void> {
  await db.update(mailOutbox).set(changes).where(eq(mailOutbox.id, id));
}
