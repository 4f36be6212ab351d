// SQL of staff accounts and their sessions, for the staff service (the owners' team
// pages go through it). Emails compare case-insensitively (the unique index is on lower(email)).
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema.ts';

export type StaffRow = typeof staff.$inferSelect;

const TEAM_LOCK = 7_700_002; // pg_advisory_xact_lock key: one staff change at a time

export async function insertStaff(db: Executor, values: typeof staff.$inferInsert): Promise<number> {
  const [row] = await db.insert(staff).values(values).returning({ id: staff.id });
  return row!.id;
}

export async function selectStaffByEmail(db: Executor, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(sql`lower(${staff.email}) = lower(${email})`);
  return row;
}

export async function selectStaff(db: Executor, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

/** One page of accounts, enabled first, and how many there are. */
export async function selectStaffPage(db: Executor, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(staff).orderBy(asc(staff.disabled), asc(staff.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(staff),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countStaff(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(staff);
  return row?.n ?? 0;
}

/**
 * Serialises staff changes (the team lock), then locks the member's row: rules that
 * count owners hold under it.
 */
export async function lockStaffMember(tx: Executor, id: number): Promise<StaffRow | undefined> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TEAM_LOCK})`);
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  return row;
}

/** The ids of enabled owners. */
export async function selectEnabledOwnerIds(tx: Executor): Promise<number[]> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.disabled, false)));
  return rows.map((r) => r.id);
}

export async function updateStaff(
  tx: Executor,
  id: number,
  changes: Partial<Pick<StaffRow, 'name' | 'role' | 'disabled' | 'passwordHash' | 'lastLoginAt'>>,
): Promise<StaffRow> {
  const [row] = await tx.update(staff).set(changes).where(eq(staff.id, id)).returning();
  return row!;
}

// Sessions

export async function insertStaffSession(db: Executor, values: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(values);
}

/** The session of a token hash with its staff member. */
export async function selectStaffSession(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      expiresAt: staffSessions.expiresAt,
      lastSeenAt: staffSessions.lastSeenAt,
      revokedAt: staffSessions.revokedAt,
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      disabled: staff.disabled,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash));
  return row;
}

/** Slides a session's expiry. */
export async function touchStaffSession(db: Executor, sessionId: number, now: number, expiresAt: Date) {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: new Date(now), expiresAt })
    .where(eq(staffSessions.id, sessionId));
}

export async function revokeStaffSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every open session of a staff member but `exceptSessionId`. */
export async function revokeStaffSessions(db: Executor, staffId: number, exceptSessionId?: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(staffSessions.id, exceptSessionId),
      ),
    );
}
