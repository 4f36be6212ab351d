// Sessions (PRODUCT: accounts). `access_token` is a random opaque token of which only a
// SHA-256 hash is stored; `access_sign` is the server's HMAC of the token, so a token
// without its sign (or with a forged one) is refused before any lookup. Expiry slides
// with use; a session close to its end is rotated: a new token goes out in the
// Refresh-Token header and in the cookies, and the old one stops working.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { insertSession, revokeSession, revokeUserSessions, selectSession, touchSession } from './queries.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Rotate when less than this is left. */
export const ROTATE_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
/** Slide the expiry at most this often (saves a write per request). */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export interface IssuedToken {
  token: string;
  sign: string;
  expiresAt: Date;
}

export interface SessionUser {
  sessionId: number;
  userId: number;
  email: string;
  username: string;
  mobile: string;
  avatar: string;
  sex: number;
  /** The currency the customer chose (issue #40); null: none chosen. */
  currency: string | null;
}

export type Resolved =
  | { ok: true; user: SessionUser; rotated?: IssuedToken }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'revoked' | 'disabled' };

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessionService(db: Db, secret: string) {
  const signOf = (token: string) => createHmac('sha256', secret).update(`session:${token}`).digest('base64url');

  async function issue(userId: number, meta: { client: number; ip: string; userAgent: string }): Promise<IssuedToken> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await insertSession(db, {
      userId,
      tokenHash: tokenHash(token),
      expiresAt,
      client: meta.client,
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 300),
    });
    return { token, sign: signOf(token), expiresAt };
  }

  return {
    issue,
    signOf,

    async resolve(
      token: string | undefined,
      sign: string | undefined,
      meta: { client: number; ip: string; userAgent: string },
    ): Promise<Resolved> {
      if (!token) return { ok: false, reason: 'missing' };
      const expected = signOf(token);
      if (!sign || sign.length !== expected.length || !timingSafeEqual(Buffer.from(sign), Buffer.from(expected))) {
        return { ok: false, reason: 'invalid' };
      }
      const row = await selectSession(db, tokenHash(token));
      if (!row) return { ok: false, reason: 'invalid' };
      if (row.revokedAt) return { ok: false, reason: 'revoked' };
      if (row.disabled) return { ok: false, reason: 'disabled' };
      const now = Date.now();
      if (row.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' };
      const user: SessionUser = {
        sessionId: row.sessionId,
        userId: row.userId,
        email: row.email,
        username: row.username,
        mobile: row.mobile,
        avatar: row.avatar,
        sex: row.sex,
        currency: row.currency,
      };
      if (row.expiresAt.getTime() - now < ROTATE_WITHIN_MS) {
        // Only the first of several concurrent requests rotates; the others keep going.
        if (await revokeSession(db, row.sessionId)) {
          const rotated = await issue(row.userId, meta);
          return { ok: true, user, rotated };
        }
        return { ok: true, user };
      }
      if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await touchSession(db, row.sessionId, new Date(now + SESSION_TTL_MS));
      }
      return { ok: true, user };
    },

    async revoke(sessionId: number) {
      await revokeSession(db, sessionId);
    },

    /** Signs the user out everywhere. */
    async revokeAll(userId: number) {
      await revokeUserSessions(db, userId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
