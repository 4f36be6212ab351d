// Email sign-in codes (PRODUCT: accounts): 6 digits, stored as a keyed hash, valid 10
// minutes, 5 tries, no resend within 60 s (enforced here, not only by the button),
// at most 10 a day per email and 30 per IP. Mail goes through the outbox.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ApiCode } from '../../../domain/api/codes.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { CODE_RESEND_SECONDS } from '../../../domain/site/constants.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../mail/outbox.ts';
import { signInCodeMail } from '../mail/templates.ts';
import {
  consumeEmailCode,
  countCodesToday,
  countCodeTry,
  insertEmailCode,
  lockEmailCodes,
  selectLastCodeTime,
} from './queries.ts';

const VALID_MS = 10 * 60 * 1000;
const MAX_TRIES = 5;
const DAILY_PER_EMAIL = 10;
const DAILY_PER_IP = 30;

export function createEmailCodeService(db: Db, mailer: Mailer, secret: string) {
  const hash = (email: string, code: string) =>
    createHmac('sha256', secret).update(`email-code:${email}:${code}`).digest('base64url');

  return {
    /** Creates a code and mails it; returns the outbox id (sent right after the commit). */
    async send(
      rawEmail: string,
      ip: string,
      shop: string,
      lang: Locale,
      code = String(randomInt(1_000_000)).padStart(6, '0'),
    ) {
      const email = rawEmail.trim().toLowerCase();
      const mailId = await db.transaction(async (tx) => {
        // One code request per email at a time: concurrent requests wait here.
        await lockEmailCodes(tx, email);
        const last = await selectLastCodeTime(tx, email);
        const wait = last ? Math.ceil((last.getTime() + CODE_RESEND_SECONDS * 1000 - Date.now()) / 1000) : 0;
        if (wait > 0)
          throw new AppError(ApiCode.tooManyRequests, 'code_resend_wait', { seconds: wait }, { data: { wait } });
        const today = await countCodesToday(tx, email, ip);
        if (today.by_email >= DAILY_PER_EMAIL || today.by_ip >= DAILY_PER_IP) {
          throw new AppError(ApiCode.tooManyRequests, 'code_daily_limit');
        }
        await insertEmailCode(tx, {
          email,
          codeHash: hash(email, code),
          ip,
          expiresAt: new Date(Date.now() + VALID_MS),
        });
        return mailer.enqueue(tx, signInCodeMail(email, code, shop, lang));
      });
      await mailer.send(mailId);
      return mailId;
    },

    /**
     * Uses up the latest code of the email when right. The try is counted before the
     * code is compared, in one statement that refuses a sixth: however many checks
     * arrive at once, a code is compared at most 5 times.
     */
    async verify(rawEmail: string, code: string): Promise<boolean> {
      const email = rawEmail.trim().toLowerCase();
      const row = await countCodeTry(db, email, MAX_TRIES);
      if (!row) return false;
      const expected = hash(email, code.trim());
      const right =
        expected.length === row.code_hash.length && timingSafeEqual(Buffer.from(expected), Buffer.from(row.code_hash));
      if (!right) return false;
      // Only one request can use a code up.
      return consumeEmailCode(db, row.id);
    },
  };
}

export type EmailCodeService = ReturnType<typeof createEmailCodeService>;
