// Captchas (PRODUCT: accounts): kept server-side 5 minutes, usable once. `check`
// answers whether a value is right without using the captcha up; `consume` uses it up
// whatever the answer, so each wrong try needs a fresh picture. CAPTCHA=off disables
// the check for local development and automated checks of other flows.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { captchaImage, randomDigits } from './captcha-image.ts';
import { consumeCaptcha, insertCaptcha, selectCaptchaHash } from './queries.ts';

const TTL_MS = 5 * 60 * 1000;

export function createCaptchaService(db: Db, opts: { secret: string; enabled: boolean }) {
  const hash = (id: string, answer: string) =>
    createHmac('sha256', opts.secret).update(`captcha:${id}:${answer.trim()}`).digest('base64url');
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    enabled: opts.enabled,

    /** A new captcha; the answer is random (tests pass one to know it). */
    async create(answer = randomDigits()): Promise<{ id: string; image: string }> {
      const id = randomUUID();
      await insertCaptcha(db, { id, answerHash: hash(id, answer), expiresAt: new Date(Date.now() + TTL_MS) });
      return { id, image: await captchaImage(answer) };
    },

    /** Whether the answer is right; the captcha stays usable. */
    async check(id: string, answer: string): Promise<boolean> {
      const answerHash = await selectCaptchaHash(db, id);
      return !!answerHash && same(answerHash, hash(id, answer));
    },

    /** Uses the captcha up and says whether the answer was right (always true when disabled). */
    async consume(id: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!opts.enabled) return true;
      if (!id || !answer) return false;
      const answerHash = await consumeCaptcha(db, id);
      return !!answerHash && same(answerHash, hash(id, answer));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
