// Accounts: registration and password sign-in (argon2id). Sign-in errors never tell
// whether an email is registered: an unknown email costs the same hash verification.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ApiCode } from '../../../domain/api/codes.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Db } from '../../db/client.ts';
import { pgError } from '../../db/pg-errors.ts';
import { AppError } from '../../errors.ts';
import {
  insertUser,
  insertUserUnlessTaken,
  linkIdentity,
  selectLinkedUser,
  selectUserByEmail,
  selectUsersTaking,
  setAvatarIfEmpty,
  touchLastLogin,
  updateUserCurrency,
  updateUserLocale,
} from './queries.ts';

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
      const taken = await selectUsersTaking(db, input.email, input.username);
      if (taken.some((u) => u.email.toLowerCase() === input.email.toLowerCase())) {
        throw new AppError(ApiCode.conflict, 'email_taken');
      }
      if (taken.length) throw new AppError(ApiCode.conflict, 'username_taken');
      const passwordHash = await hash(input.password);
      try {
        return await insertUser(db, { ...input, passwordHash, locale, lastLoginAt: new Date() });
      } catch (err) {
        // Two registrations racing for the same email or name: the unique index decides.
        const { constraint } = pgError(err);
        if (constraint === 'users_email_lower') throw new AppError(ApiCode.conflict, 'email_taken');
        if (constraint === 'users_username_lower') throw new AppError(ApiCode.conflict, 'username_taken');
        throw err;
      }
    },

    /** The account of an email proven by a code: found, or created on first sign-in. */
    async findOrCreateByEmail(rawEmail: string, locale: Locale = 'zh-cn'): Promise<number> {
      const email = rawEmail.trim();
      const found = await selectUserByEmail(db, email);
      if (found) {
        if (found.disabled) throw new AppError(ApiCode.forbidden, 'account_disabled');
        await touchLastLogin(db, found.id);
        return found.id;
      }
      const base = (email.split('@')[0].replace(/[^\p{L}\p{N}_.-]/gu, '') || 'shopper').slice(0, 24);
      for (let i = 0; i < 5; i++) {
        const username = `${base}-${randomBytes(3).toString('hex')}`;
        const id = await insertUserUnlessTaken(db, { email, username, locale, lastLoginAt: new Date() });
        if (id) return id;
        // The email was registered meanwhile by a concurrent request: use that account.
        const again = await selectUserByEmail(db, email);
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
      const linked = await selectLinkedUser(db, provider, profile.sub);
      let userId = linked?.id;
      if (linked?.disabled) throw new AppError(ApiCode.forbidden, 'account_disabled');
      if (!userId) {
        userId = await this.findOrCreateByEmail(profile.email, locale);
        await linkIdentity(db, { provider, subject: profile.sub, userId, email: profile.email });
        if (profile.picture) await setAvatarIfEmpty(db, userId, profile.picture);
      }
      return userId;
    },

    /** The customer's language from now on (the storefront's language switch sets it). */
    async setLocale(userId: number, locale: Locale): Promise<void> {
      await updateUserLocale(db, userId, locale);
    },

    /** The customer's currency from now on (the storefront's currency switch sets it). */
    async setCurrency(userId: number, currency: string): Promise<void> {
      await updateUserCurrency(db, userId, currency);
    },

    /** The user id for a right email and password; a generic failure otherwise. */
    async verifyPassword(email: string, password: string): Promise<number> {
      const user = await selectUserByEmail(db, email);
      const ok = await verify(user?.passwordHash ?? (await DUMMY_HASH), password).catch(() => false);
      if (!user || !user.passwordHash || !ok) throw new AppError(ApiCode.badRequest, 'login_failed');
      if (user.disabled) throw new AppError(ApiCode.forbidden, 'account_disabled');
      await touchLastLogin(db, user.id);
      return user.id;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
