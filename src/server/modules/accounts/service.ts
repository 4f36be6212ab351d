// Accounts: registration and password sign-in (argon2id). Sign-in errors never tell
// whether an email is registered: an unknown email costs the same hash verification.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { ApiCode } from '../../../domain/api-codes.ts';
import type { Locale } from '../../../domain/locale.ts';
import type { Db } from '../../db/client.ts';
import { userIdentities, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** A real argon2id hash of a random password: compared against when the email is unknown. */
const DUMMY_HASH = hash(`dummy-${Math.random()}`);

export interface NewUser {
  username: string;
  email: string;
  mobile: string;
  password: string;
  avatar: string;
  sex: number;
}

export function createAccountService(db: Db) {
  return {
    async register(input: NewUser, locale: Locale = 'zh-cn'): Promise<number> {
      const taken = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(
          sql`lower(${users.email}) = lower(${input.email}) OR lower(${users.username}) = lower(${input.username})`,
        );
      if (taken.some((u) => u.email.toLowerCase() === input.email.toLowerCase())) {
        throw new AppError(ApiCode.conflict, 'email_taken');
      }
      if (taken.length) throw new AppError(ApiCode.conflict, 'username_taken');
      const passwordHash = await hash(input.password);
      try {
        const [row] = await db
          .insert(users)
          .values({ ...input, passwordHash, locale, lastLoginAt: new Date() })
          .returning({ id: users.id });
        return row.id;
      } catch (err) {
        // Two registrations racing for the same email or name: the unique index decides.
        const constraint = (err as { cause?: { constraint?: string }; constraint?: string }).cause?.constraint;
        if (constraint === 'users_email_lower') throw new AppError(ApiCode.conflict, 'email_taken');
        if (constraint === 'users_username_lower') throw new AppError(ApiCode.conflict, 'username_taken');
        throw err;
      }
    },

    /** The account of an email proven by a code: found, or created on first sign-in. */
    async findOrCreateByEmail(rawEmail: string, locale: Locale = 'zh-cn'): Promise<number> {
      const email = rawEmail.trim();
      const [found] = await db
        .select({ id: users.id, disabled: users.disabled })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      if (found) {
        if (found.disabled) throw new AppError(ApiCode.forbidden, 'account_disabled');
        await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, found.id));
        return found.id;
      }
      const base = (email.split('@')[0].replace(/[^\p{L}\p{N}_.-]/gu, '') || 'shopper').slice(0, 24);
      for (let i = 0; i < 5; i++) {
        const username = `${base}-${randomBytes(3).toString('hex')}`;
        const [row] = await db
          .insert(users)
          .values({ email, username, locale, lastLoginAt: new Date() })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (row) return row.id;
        // The email was registered meanwhile by a concurrent request: use that account.
        const [again] = await db
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`);
        if (again) return again.id;
      }
      throw new Error('could not pick a free username');
    },

    /**
     * The account of a verified external identity: the one linked to it, else the one
     * with the same (verified) email, now linked, else a new one.
     */
    async signInWithIdentity(
      provider: string,
      profile: { sub: string; email: string; name: string; picture: string },
      locale: Locale = 'zh-cn',
    ) {
      const [linked] = await db
        .select({ id: users.id, disabled: users.disabled })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, profile.sub)));
      let userId = linked?.id;
      if (linked?.disabled) throw new AppError(ApiCode.forbidden, 'account_disabled');
      if (!userId) {
        userId = await this.findOrCreateByEmail(profile.email, locale);
        await db
          .insert(userIdentities)
          .values({ provider, subject: profile.sub, userId, email: profile.email })
          .onConflictDoNothing();
        if (profile.picture) {
          await db
            .update(users)
            .set({ avatar: profile.picture })
            .where(and(eq(users.id, userId), eq(users.avatar, '')));
        }
      }
      return userId;
    },

    /** The customer's language from now on (the storefront's language switch sets it). */
    async setLocale(userId: number, locale: Locale): Promise<void> {
      await db.update(users).set({ locale }).where(eq(users.id, userId));
    },

    /** The user id for a right email and password; a generic failure otherwise. */
    async verifyPassword(email: string, password: string): Promise<number> {
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, disabled: users.disabled })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      const ok = await verify(user?.passwordHash ?? (await DUMMY_HASH), password).catch(() => false);
      if (!user || !user.passwordHash || !ok) throw new AppError(ApiCode.badRequest, 'login_failed');
      if (user.disabled) throw new AppError(ApiCode.forbidden, 'account_disabled');
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      return user.id;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
