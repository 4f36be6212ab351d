// Captchas (PRODUCT: accounts): kept server-side 5 minutes, usable once. `check`
// answers whether a value is right without using the captcha up; `consume` uses it up
// whatever the answer, so each wrong try needs a fresh picture. CAPTCHA=off disables
// the check for local development and automated checks of other flows.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema.ts';
import { captchaImage, randomDigits } from './captcha-image.ts';

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
      await db.insert(captchas).values({ id, answerHash: hash(id, answer), expiresAt: new Date(Date.now() + TTL_MS) });
      // Expired rows are of no use: drop a few on the way (cheap, keeps the table small).
      await db.execute(
        sql`DELETE FROM captchas WHERE id IN (SELECT id FROM captchas WHERE expires_at < now() LIMIT 50)`,
      );
      return { id, image: await captchaImage(answer) };
    },

    /** Whether the answer is right; the captcha stays usable. */
    async check(id: string, answer: string): Promise<boolean> {
      const [row] = await db
        .select({ answerHash: captchas.answerHash })
        .from(captchas)
        .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())));
      return !!row && same(row.answerHash, hash(id, answer));
    },

    /** Uses the captcha up and says whether the answer was right (always true when disabled). */
    async consume(id: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!opts.enabled) return true;
      if (!id || !answer) return false;
      const [row] = await db
        .update(captchas)
        .set({ usedAt: new Date() })
        .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
        .returning({ answerHash: captchas.answerHash });
      return !!row && same(row.answerHash, hash(id, answer));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
