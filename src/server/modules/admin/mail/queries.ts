// The mail outbox as owners see it: parked mail (failed 8 times, with the last error)
// and mail still waiting, newest first; and sending a parked mail again.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminPage, OutboxMailView } from '../../../../domain/admin/admin.ts';
import type { Db } from '../../../db/client.ts';
import { mailOutbox } from '../../../db/schema.ts';
import { type AdminPaging, offsetOf } from '../schemas.ts';

export const MAIL_FILTERS = ['failed', 'pending'] as const;
export type MailFilter = (typeof MAIL_FILTERS)[number];

export async function listOutbox(db: Db, f: AdminPaging & { status: MailFilter }): Promise<AdminPage<OutboxMailView>> {
  const cond: SQL | undefined = eq(mailOutbox.status, f.status);
  const [rows, [total]] = await Promise.all([
    db.select().from(mailOutbox).where(cond).orderBy(desc(mailOutbox.id)).limit(f.page_size).offset(offsetOf(f)),
    db.select({ n: count() }).from(mailOutbox).where(cond),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      last_error: r.lastError,
      created_at: r.createdAt.toISOString(),
      next_attempt_at: r.nextAttemptAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: f.page,
    page_size: f.page_size,
  };
}

/** A parked mail goes back in the queue with a fresh count; false when it is not parked. */
export async function requeue(db: Db, id: number): Promise<{ to: string; subject: string } | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ to: mailOutbox.to, subject: mailOutbox.subject });
  return row;
}
