// The audio captcha's mixer: a valid WAV of a plausible length, never the same twice,
// and the right digits audible in front in both languages.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../domain/i18n/locale.ts';
import { AUDIO_RATE, captchaAudio, mixCaptcha, resample, voice } from './captcha-audio.ts';

/** A repeatable source of numbers (mulberry32), so a failure can be replayed. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The normalised correlation of two equally long signals (1: the same shape). */
function correlation(a: Float32Array, b: Float32Array): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    ab += a[i] * b[i];
    aa += a[i] * a[i];
    bb += b[i] * b[i];
  }
  return ab / Math.sqrt(aa * bb);
}

describe('audio captcha', () => {
  it('writes a valid mono 16-bit PCM WAV of a plausible length', () => {
    const wav = captchaAudio('4821', 'en');
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(AUDIO_RATE);
    expect(wav.readUInt32LE(28)).toBe(AUDIO_RATE * 2);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    // Four digits of 0.3-0.6 s, three gaps of 250-700 ms, lead-in and tail: about 2.5-6 s.
    const seconds = (wav.length - 44) / 2 / AUDIO_RATE;
    expect(seconds).toBeGreaterThan(2.5);
    expect(seconds).toBeLessThan(6.5);
    expect(wav.length).toBeLessThan(110_000);
  });

  it('never mixes the same digits the same way twice', () => {
    const a = captchaAudio('1234', 'zh-cn');
    const b = captchaAudio('1234', 'zh-cn');
    expect(a.equals(b)).toBe(false);
    const first = mixCaptcha('5555', 'en').placements;
    const second = mixCaptcha('5555', 'en').placements;
    expect(first.map((p) => p.start)).not.toEqual(second.map((p) => p.start));
  });

  it('has ten spoken digits in each language', () => {
    for (const lang of LOCALES) {
      const digits = voice(lang);
      expect(digits).toHaveLength(10);
      for (const d of digits) {
        expect(d.length / AUDIO_RATE).toBeGreaterThan(0.2);
        expect(d.length / AUDIO_RATE).toBeLessThan(0.8);
      }
    }
    // The languages' recordings differ (zh-cn is not English again).
    expect(correlation(voice('en')[3], voice('zh-cn')[3])).toBeLessThan(0.5);
  });

  for (const lang of LOCALES) {
    it(`speaks each digit in front, in order, with gaps of 250-700 ms (${lang})`, () => {
      const answer = '0123456789';
      const { samples, placements } = mixCaptcha(answer, lang, seeded(lang.length * 7919));
      expect(placements.map((p) => p.digit).join('')).toBe(answer);
      for (const [i, p] of placements.entries()) {
        if (i > 0) {
          const gap = ((p.start - placements[i - 1].end) / AUDIO_RATE) * 1000;
          expect(gap).toBeGreaterThanOrEqual(250);
          expect(gap).toBeLessThanOrEqual(700);
        }
        expect(p.factor).toBeGreaterThanOrEqual(0.88);
        expect(p.factor).toBeLessThanOrEqual(1.12);
        // The window holds this digit (as spoken: resampled), clearly more than any other.
        const window = samples.slice(p.start, p.end);
        const scores = voice(lang).map((d) => correlation(window, resample(d, p.factor)));
        const own = scores[Number(p.digit)];
        expect(own).toBeGreaterThan(0.6);
        for (const [d, score] of scores.entries()) if (d !== Number(p.digit)) expect(score).toBeLessThan(own);
      }
    });
  }
});
