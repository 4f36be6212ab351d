// Captchas (PRODUCT: accounts): kept server-side 5 minutes, usable once. `check`
// answers whether a value is right without using the captcha up; `consume` uses it up
// whatever the answer, so each wrong try needs a fresh picture. CAPTCHA=off disables
// the check for local development and automated checks of other flows.
// The digits are also kept sealed (AES-256-GCM, a key derived from the captcha secret,
// the id as associated data) so `audio` can speak them (issue #37 item 2): the picture
// and the audio are two ways to the one answer, checked and used up by `consume`.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { CAPTCHA_AUDIO_PLAYS } from '../../../domain/accounts/captcha-audio.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Db } from '../../db/client.ts';
import { captchaAudio } from './captcha-audio.ts';
import { captchaImage, randomDigits } from './captcha-image.ts';
import { consumeCaptcha, countCaptchaAudio, insertCaptcha, selectCaptchaHash } from './queries.ts';

const TTL_MS = 5 * 60 * 1000;

export function createCaptchaService(db: Db, opts: { secret: string; enabled: boolean }) {
  const hash = (id: string, answer: string) =>
    createHmac('sha256', opts.secret).update(`captcha:${id}:${answer.trim()}`).digest('base64url');
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  const sealKey = Buffer.from(hkdfSync('sha256', opts.secret, '', 'captcha audio answer', 32));
  /** base64url of IV (12 bytes), tag (16) and the sealed digits. */
  const seal = (id: string, answer: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', sealKey, iv).setAAD(Buffer.from(id));
    const sealed = Buffer.concat([cipher.update(answer, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  };
  const unseal = (id: string, value: string): string | undefined => {
    try {
      const raw = Buffer.from(value, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12))
        .setAAD(Buffer.from(id))
        .setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return undefined; // sealed under another secret (rotated): as good as unknown
    }
  };

  return {
    enabled: opts.enabled,

    /** A new captcha; the answer is random (tests pass one to know it). */
    async create(answer = randomDigits()): Promise<{ id: string; image: string }> {
      const id = randomUUID();
      await insertCaptcha(db, {
        id,
        answerHash: hash(id, answer),
        answerSealed: seal(id, answer),
        expiresAt: new Date(Date.now() + TTL_MS),
      });
      return { id, image: await captchaImage(answer) };
    },

    /**
     * The digits of a live, unused captcha spoken in `lang` (a WAV file, mixed anew each
     * time); 'unknown' for an unknown, used or expired one; 'played-out' once it was
     * fetched CAPTCHA_AUDIO_PLAYS times. The captcha stays usable.
     */
    async audio(id: string, lang: Locale): Promise<Buffer | 'unknown' | 'played-out'> {
      const row = await countCaptchaAudio(db, id);
      const answer = row?.answerSealed ? unseal(id, row.answerSealed) : undefined;
      if (!row || !answer) return 'unknown';
      if (row.audioPlays > CAPTCHA_AUDIO_PLAYS) return 'played-out';
      return captchaAudio(answer, lang);
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
