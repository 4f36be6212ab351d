// Staff accounts and their sessions. Passwords are argon2id; sessions are random
// tokens of which only a SHA-256 hash is stored, 12 hours sliding, revoked at logout
// and when the account is disabled.
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { StaffRole, StaffView } from '../../../domain/admin/staff.ts';
import type { Db, Executor } from '../../db/client.ts';
import {
  countStaff,
  insertStaff,
  insertStaffSession,
  revokeStaffSession,
  revokeStaffSessions,
  selectStaffByEmail,
  selectStaffSession,
  touchStaffSession,
  updateStaff,
} from './queries.ts';

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

    /** Replaces the password (argon2id). */
    async setPassword(exec: Executor, staffId: number, password: string): Promise<void> {
      await updateStaff(exec, staffId, { passwordHash: await hashStaffPassword(password) });
    },

    /** Ends every open session of a staff member (but `exceptSessionId`, the caller's own). */
    async revokeAll(exec: Executor, staffId: number, exceptSessionId?: number): Promise<void> {
      await revokeStaffSessions(exec, staffId, exceptSessionId);
    },

    count: (): Promise<number> => countStaff(db),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
