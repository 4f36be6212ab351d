// SQL of accounts: customers, their external identities, sessions, email sign-in codes,
// captchas and Google's sign-in states. Emails compare case-insensitively everywhere
// (the unique indexes are on lower(email) and lower(username)).
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Db, Executor } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { captchas, emailCodes, oauthStates, sessions, userIdentities, users } from '../../db/schema.ts';

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

// Customers

/** Accounts that hold the email or the user name already. */
export function selectUsersTaking(db: Executor, email: string, username: string) {
  return db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(sql`${sameEmail(email)} OR lower(${users.username}) = lower(${username})`);
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row.id;
}

/** A new account, or none when the email or name was taken meanwhile (a unique index). */
export async function insertUserUnlessTaken(db: Executor, values: typeof users.$inferInsert): Promise<number | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id ?? null;
}

export async function selectUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, disabled: users.disabled, passwordHash: users.passwordHash })
    .from(users)
    .where(sameEmail(email));
  return row;
}

export async function touchLastLogin(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

export async function updateUserLocale(db: Executor, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/** The customer's chosen currency (issue #40). */
export async function updateUserCurrency(db: Executor, userId: number, currency: string): Promise<void> {
  await db.update(users).set({ currency }).where(eq(users.id, userId));
}

/** The picture from an identity provider, for an account that has none yet. */
export async function setAvatarIfEmpty(db: Executor, userId: number, avatar: string): Promise<void> {
  await db
    .update(users)
    .set({ avatar })
    .where(and(eq(users.id, userId), eq(users.avatar, '')));
}

// External identities

export async function selectLinkedUser(db: Executor, provider: string, subject: string) {
  const [row] = await db
    .select({ id: users.id, disabled: users.disabled })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row;
}

export async function linkIdentity(
  db: Executor,
  identity: { provider: string; subject: string; userId: number; email: string },
): Promise<void> {
  await db.insert(userIdentities).values(identity).onConflictDoNothing();
}

// Sessions

export interface SessionRow {
  sessionId: number;
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  userId: number;
  email: string;
  username: string;
  mobile: string;
  avatar: string;
  sex: number;
  currency: string | null;
  disabled: boolean;
}

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The session of a token hash with its customer. Every signed-in request runs it: prepared once per connection. */
export async function selectSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await queryPrepared<SessionRow>(
    db,
    'session-resolve',
    sql`SELECT s.id AS "sessionId", s.expires_at AS "expiresAt", s.last_seen_at AS "lastSeenAt",
               s.revoked_at AS "revokedAt", u.id AS "userId", u.email, u.username, u.mobile, u.avatar, u.sex,
               u.currency, u.disabled
        FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ${tokenHash}`,
  );
  return row;
}

/** Ends a live session; false when it had ended already (another request got there first). */
export async function revokeSession(db: Executor, sessionId: number): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

export async function revokeUserSessions(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
}

/** Slides a session's expiry. */
export async function touchSession(db: Executor, sessionId: number, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(sessions.id, sessionId));
}

// Email sign-in codes

/** One code request per email at a time: concurrent requests wait on this transaction lock. */
export async function lockEmailCodes(tx: Executor, email: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`email-code:${email}`}))`);
}

export async function selectLastCodeTime(tx: Executor, email: string): Promise<Date | undefined> {
  const [last] = await tx
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(eq(emailCodes.email, email))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return last?.createdAt;
}

/** Codes sent in the last day to the email and from the IP. */
export async function countCodesToday(tx: Executor, email: string, ip: string) {
  const { rows } = await tx.execute<{ by_email: number; by_ip: number }>(sql`
    SELECT count(*) FILTER (WHERE email = ${email})::int AS by_email, count(*) FILTER (WHERE ip = ${ip})::int AS by_ip
    FROM email_codes WHERE created_at > now() - interval '1 day' AND (email = ${email} OR ip = ${ip})`);
  return rows[0];
}

export async function insertEmailCode(tx: Executor, values: typeof emailCodes.$inferInsert): Promise<void> {
  await tx.insert(emailCodes).values(values);
}

/**
 * Counts a try on the email's latest live code, in one statement that refuses a sixth
 * (`maxTries`), and returns the code's hash to compare; none when no try is left.
 */
export async function countCodeTry(db: Executor, email: string, maxTries: number) {
  const { rows } = await db.execute<{ id: number; code_hash: string }>(sql`
    UPDATE email_codes SET attempts = attempts + 1
    WHERE id = (
      SELECT id FROM email_codes
      WHERE email = ${email} AND consumed_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC LIMIT 1
    ) AND attempts < ${maxTries}
    RETURNING id, code_hash`);
  return rows[0];
}

/** Uses a code up; false when another request did. */
export async function consumeEmailCode(db: Executor, id: number): Promise<boolean> {
  const used = await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return used.length === 1;
}

// Captchas

export async function insertCaptcha(db: Executor, values: typeof captchas.$inferInsert): Promise<void> {
  await db.insert(captchas).values(values);
  // Expired rows are of no use: drop a few on the way (cheap, keeps the table small).
  await db.execute(sql`DELETE FROM captchas WHERE id IN (SELECT id FROM captchas WHERE expires_at < now() LIMIT 50)`);
}

const liveCaptcha = (id: string) =>
  and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date()));

export async function selectCaptchaHash(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ answerHash: captchas.answerHash }).from(captchas).where(liveCaptcha(id));
  return row?.answerHash;
}

/** Uses a live captcha up and returns its answer's hash. */
export async function consumeCaptcha(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(liveCaptcha(id))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash;
}

/**
 * Counts one more fetch of a live captcha's audio and returns its sealed digits and the
 * count so far (counted first, then judged by the caller: a burst cannot pass the limit).
 */
export async function countCaptchaAudio(
  db: Executor,
  id: string,
): Promise<{ answerSealed: string | null; audioPlays: number } | undefined> {
  const [row] = await db
    .update(captchas)
    .set({ audioPlays: sql`${captchas.audioPlays} + 1` })
    .where(liveCaptcha(id))
    .returning({ answerSealed: captchas.answerSealed, audioPlays: captchas.audioPlays });
  return row;
}

// Google sign-in states (redirect flow)

export async function insertOauthState(db: Executor, values: typeof oauthStates.$inferInsert): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/** Uses a live state up and returns its PKCE verifier. */
export async function consumeOauthState(db: Executor, state: string): Promise<string | undefined> {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(and(eq(oauthStates.state, state), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, new Date())))
    .returning({ verifier: oauthStates.verifier });
  return row?.verifier;
}
