// Reading the audit log: newest first, filtered by staff, entity, action and time.
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { AdminPage, AuditEntryView } from '../../../../domain/admin/admin.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { prefixPattern } from '../../../db/like-patterns.ts';
import { auditLog } from '../../../db/schema.ts';
import { type AdminPaging, offsetOf } from '../schemas.ts';

export interface AuditFilter extends AdminPaging {
  staff_id?: number;
  entity?: string;
  entity_id?: string;
  /** A prefix: `order.` matches every order action. */
  action?: string;
  from?: string;
  to?: string;
}

export async function listAudit(db: Db, f: AuditFilter): Promise<AdminPage<AuditEntryView>> {
  const where: SQL[] = [];
  if (f.staff_id) where.push(eq(auditLog.staffId, f.staff_id));
  if (f.entity) where.push(eq(auditLog.entity, f.entity));
  if (f.entity_id) where.push(eq(auditLog.entityId, f.entity_id));
  if (f.action) where.push(like(auditLog.action, prefixPattern(f.action)));
  if (f.from) where.push(gte(auditLog.createdAt, new Date(f.from)));
  if (f.to) where.push(lt(auditLog.createdAt, new Date(f.to)));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(cond).orderBy(desc(auditLog.id)).limit(f.page_size).offset(offsetOf(f)),
    db.select({ n: count() }).from(auditLog).where(cond),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      staff_id: r.staffId,
      staff_email: r.staffEmail,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before,
      after: r.after,
      ip: r.ip,
      created_at: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: f.page,
    page_size: f.page_size,
  };
}

export async function insertAuditEntry(db: Executor, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}
