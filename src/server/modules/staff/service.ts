// Staff accounts and their sessions. Passwords are argon2id; sessions are random
// tokens of which only a SHA-256 hash is stored, 12 hours sliding, revoked at logout
// and when the account is disabled.
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { StaffRole, StaffView } from '../../../domain/admin/staff.ts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import {
  countStaff,
  insertStaff,
  insertStaffSession,
  lockStaffMember,
  revokeStaffSession,
  revokeStaffSessions,
  type StaffRow,
  selectEnabledOwnerIds,
  selectStaff,
  selectStaffByEmail,
  selectStaffPage,
  selectStaffSession,
  touchStaffSession,
  updateStaff,
} from './queries.ts';

export type { StaffRow };

export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 5 * 60 * 1000;
const DUMMY_HASH = hash(`dummy-${Math.random()}`);

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface StaffSession extends StaffView {
  sessionId: number;
}

/** An argon2id hash of a staff password (the library's default algorithm and costs). */
export const hashStaffPassword = (password: string): Promise<string> => hash(password);

export function createStaffService(db: Db) {
  return {
    /** Creates an account; `exec` lets an admin route do it inside its audited transaction. */
    async create(
      input: { email: string; name: string; password: string; role: StaffRole },
      exec: Executor = db,
    ): Promise<number> {
      return insertStaff(exec, {
        email: input.email.trim(),
        name: input.name,
        role: input.role,
        passwordHash: await hashStaffPassword(input.password),
      });
    },

    /** The staff member for these credentials, or undefined (same work whether or not the email exists). */
    async verifyPassword(email: string, password: string): Promise<StaffView | undefined> {
      const row = await selectStaffByEmail(db, email.trim());
      const ok = await verify(row?.passwordHash ?? (await DUMMY_HASH), password).catch(() => false);
      if (!row || !ok || row.disabled) return undefined;
      await updateStaff(db, row.id, { lastLoginAt: new Date() });
      return { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole };
    },

    async issue(staffId: number, meta: { ip: string; userAgent: string }): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + STAFF_SESSION_TTL_MS);
      await insertStaffSession(db, {
        staffId,
        tokenHash: tokenHash(token),
        expiresAt,
        ip: meta.ip.slice(0, 64),
        userAgent: meta.userAgent.slice(0, 300),
      });
      return { token, expiresAt };
    },

    async resolve(token: string | undefined): Promise<StaffSession | undefined> {
      if (!token || token.length > 100) return undefined;
      const row = await selectStaffSession(db, tokenHash(token));
      const now = Date.now();
      if (!row || row.revokedAt || row.disabled || row.expiresAt.getTime() <= now) return undefined;
      if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await touchStaffSession(db, row.sessionId, now, new Date(now + STAFF_SESSION_TTL_MS));
      }
      return { sessionId: row.sessionId, id: row.id, email: row.email, name: row.name, role: row.role as StaffRole };
    },

    async revoke(sessionId: number) {
      await revokeStaffSession(db, sessionId);
    },

    count: (): Promise<number> => countStaff(db),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

// The owners' team screens (admin/team): the accounts, and the changes to them, each
// made inside the caller's transaction (which records its audit entry) under the team
// lock. The shop always keeps one enabled owner; an owner cannot disable their own
// account; a new role, a new password or a disabled account ends the member's sessions.

/** One page of accounts, enabled first, and how many there are. */
export function staffPage(db: Executor, limit: number, offset: number): Promise<{ rows: StaffRow[]; total: number }> {
  return selectStaffPage(db, limit, offset);
}

/** The account of an email (compared case-insensitively), or undefined. */
export function staffByEmail(db: Executor, email: string): Promise<StaffRow | undefined> {
  return selectStaffByEmail(db, email);
}

export function staffMember(db: Executor, id: number): Promise<StaffRow | undefined> {
  return selectStaff(db, id);
}

/** The owner making a change, and the session they make it with (which a change to them keeps). */
export interface TeamActor {
  id: number;
  sessionId: number;
}

/** Serialises staff changes (then the member's row), so rules that count owners hold; 404 when there is none. */
async function lockMember(tx: Executor, id: number): Promise<StaffRow> {
  const row = await lockStaffMember(tx, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Refuses a change that would leave no enabled owner. Runs under the team lock
 * (lockMember), so two owners demoting or disabling each other at once cannot both pass.
 */
async function keepAnOwner(tx: Executor, member: StaffRow): Promise<void> {
  const owners = await selectEnabledOwnerIds(tx);
  if (owners.length <= 1 && owners.includes(member.id)) throw conflict('admin_team_last_owner');
}

/**
 * Renames a member or changes their role. Answers the account before and after, or
 * only before when nothing changes. A new role means new sessions: the member signs in
 * again (an owner changing their own role keeps the session doing it).
 */
export async function changeMember(
  tx: Executor,
  id: number,
  patch: { name?: string; role?: StaffRole },
  by: TeamActor,
): Promise<{ before: StaffRow; after?: StaffRow }> {
  const before = await lockMember(tx, id);
  const next = { name: patch.name ?? before.name, role: patch.role ?? before.role };
  if (next.name === before.name && next.role === before.role) return { before };
  if (before.role === 'owner' && next.role !== 'owner') await keepAnOwner(tx, before);
  const after = await updateStaff(tx, before.id, next);
  if (next.role !== before.role) {
    await revokeStaffSessions(tx, before.id, before.id === by.id ? by.sessionId : undefined);
  }
  return { before, after };
}

/**
 * Replaces a member's password (argon2id) and ends their sessions: whoever knew the old
 * password is signed out (an owner resetting their own keeps this session). Answers the account.
 */
export async function resetPassword(tx: Executor, id: number, password: string, by: TeamActor): Promise<StaffRow> {
  const row = await lockMember(tx, id);
  await updateStaff(tx, row.id, { passwordHash: await hashStaffPassword(password) });
  await revokeStaffSessions(tx, row.id, row.id === by.id ? by.sessionId : undefined);
  return row;
}

/**
 * Disables (ending every session at once) or enables a member; not the last enabled
 * owner, not oneself. Answers the account before and after, or only before when it is
 * already so.
 */
export async function setMemberDisabled(
  tx: Executor,
  id: number,
  disabled: boolean,
  by: TeamActor,
): Promise<{ before: StaffRow; after?: StaffRow }> {
  const before = await lockMember(tx, id);
  if (before.disabled === disabled) return { before };
  if (disabled) {
    if (before.id === by.id) throw conflict('admin_team_disable_self');
    if (before.role === 'owner') await keepAnOwner(tx, before);
  }
  const after = await updateStaff(tx, before.id, { disabled });
  if (disabled) await revokeStaffSessions(tx, before.id);
  return { before, after };
}
