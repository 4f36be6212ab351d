// The audit log (issue #7, item 9): every change staff make is written with who did
// it, what, when, and the record before and after, in the same transaction as the
// change, so a change and its entry land together or not at all.
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/client.ts';
import { insertAuditEntry } from './queries.ts';

/** Who acted: taken from the staff session of the request. */
export interface AuditActor {
  staffId: number;
  staffEmail: string;
  ip: string;
}

export interface AuditEntry {
  /** `<entity>.<verb>`, e.g. good.update, order.ship, staff.disable. */
  action: string;
  entity: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
}

/** Keys whose values never reach the log (write-only secrets, password hashes). */
const SECRET_KEY = /secret|password|_key$|^key$|token|hash/i;

/** A copy with secret values replaced by a marker: the log shows that they changed, not what to. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) && v !== '' && v != null ? '••••' : redactSecrets(v),
      ]),
    );
  }
  return value;
}

/** The actor of an admin request (the route already required a staff session). */
export async function auditActor(req: FastifyRequest): Promise<AuditActor> {
  const me = await req.requireStaff();
  return { staffId: me.id, staffEmail: me.email, ip: req.ip };
}

export async function recordAudit(db: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    staffId: actor.staffId,
    staffEmail: actor.staffEmail,
    ip: actor.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined ? '' : String(entry.entityId),
    before: entry.before === undefined ? null : redactSecrets(entry.before),
    after: entry.after === undefined ? null : redactSecrets(entry.after),
  });
}
