// The audio alternative of the digit captcha (issue #37 item 2, WCAG 1.1.1): the same
// digits spoken in the page's language, mixed at request time from the committed
// samples in ./captcha-voice (eSpeak NG, see scripts/captcha-voice.ts) into a WAV file.
// Every mix differs: each digit is resampled (speed and pitch) by up to ±12 %, at its own
// volume, after a gap of 250-700 ms; under it runs a babble of other digits, reversed and
// overlapping at a lower volume, and noise. A person hears the digits in front; a plain
// speech-to-text run hears words, non-words and gaps it cannot tell apart reliably.
// Mono 16-bit PCM at 8000 Hz: a 4-digit code is about 4-5 s and 70 KB.
import { readFileSync } from 'node:fs';
import type { Locale } from '../../../domain/i18n/locale.ts';

export const AUDIO_RATE = 8000;

type Voice = Float32Array[];
const voices = new Map<Locale, Voice>();

/** The ten spoken digits of a language (read once, then kept). */
export function voice(lang: Locale): Voice {
  let digits = voices.get(lang);
  if (!digits) {
    digits = Array.from({ length: 10 }, (_, d) => {
      const raw = readFileSync(new URL(`./captcha-voice/${lang}-${d}.raw`, import.meta.url));
      const samples = new Float32Array(raw.length >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = raw.readInt16LE(i * 2) / 32768;
      return samples;
    });
    voices.set(lang, digits);
  }
  return digits;
}

/** A source of numbers in [0, 1): Math.random by default (the answer itself comes from crypto). */
export type Random = () => number;

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const ms = (n: number) => Math.round((n * AUDIO_RATE) / 1000);

/** The samples played `factor` times as fast (higher and shorter above 1), linearly interpolated. */
export function resample(samples: Float32Array, factor: number): Float32Array {
  const out = new Float32Array(Math.max(1, Math.floor(samples.length / factor)));
  for (let i = 0; i < out.length; i++) {
    const pos = i * factor;
    const j = Math.floor(pos);
    const f = pos - j;
    out[i] = (samples[j] ?? 0) * (1 - f) + (samples[j + 1] ?? 0) * f;
  }
  return out;
}

/** Adds `samples` at `at`, times `gain`, with 10 ms fades so no edge clicks. */
function addInto(track: Float32Array, samples: Float32Array, at: number, gain: number): void {
  const fade = Math.min(ms(10), samples.length >> 1);
  for (let i = 0; i < samples.length && at + i < track.length; i++) {
    if (at + i < 0) continue;
    const edge = Math.min(1, i / fade, (samples.length - 1 - i) / fade);
    track[at + i] += samples[i] * gain * edge;
  }
}

/** A 44-byte RIFF/WAVE header and the samples as 16-bit little-endian PCM. */
export function wavFile(samples: Float32Array, rate = AUDIO_RATE): Buffer {
  const data = samples.length * 2;
  const out = Buffer.alloc(44 + data);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + data, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28); // bytes per second
  out.writeUInt16LE(2, 32); // bytes per frame
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(data, 40);
  for (let i = 0; i < samples.length; i++) {
    out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i])) * 32767), 44 + i * 2);
  }
  return out;
}

/** Where each spoken digit starts and ends in a mix, in samples (for tests). */
export interface Placement {
  digit: string;
  start: number;
  end: number;
  /** How much faster than the sample it is spoken (below 1: slower and lower). */
  factor: number;
}

/** The mixed samples of `answer` spoken in `lang`, and where each digit is. */
export function mixCaptcha(
  answer: string,
  lang: Locale,
  random: Random = Math.random,
): { samples: Float32Array; placements: Placement[] } {
  const digits = voice(lang);
  // The foreground: lead-in, then per digit a gap and the digit changed in speed, pitch and volume.
  const spoken: { samples: Float32Array; at: number; gain: number; digit: string; factor: number }[] = [];
  let at = ms(between(random, 300, 600));
  for (const [i, digit] of [...answer].entries()) {
    if (i > 0) at += ms(between(random, 250, 700));
    const factor = between(random, 0.88, 1.12);
    const samples = resample(digits[Number(digit)], factor);
    spoken.push({ samples, at, gain: between(random, 0.65, 1), digit, factor });
    at += samples.length;
  }
  const track = new Float32Array(at + ms(between(random, 300, 600)));
  for (const s of spoken) addInto(track, s.samples, s.at, s.gain);

  // The babble: other digits of both languages, mostly reversed (speech-like sounds that
  // are no digit), overlapping, quieter than the foreground, over the whole length.
  const pool = [...digits, ...voice(lang === 'en' ? 'zh-cn' : 'en')];
  const streams = 3;
  for (let s = 0; s < streams; s++) {
    let pos = -ms(between(random, 0, 300));
    while (pos < track.length) {
      const source = pool[Math.floor(random() * pool.length)];
      const turned = random() < 0.75 ? source.slice().reverse() : source;
      const sample = resample(turned, between(random, 0.8, 1.2));
      addInto(track, sample, pos, between(random, 0.15, 0.3));
      pos += Math.round(sample.length * between(random, 0.6, 1.1));
    }
  }

  // Noise: white noise through a one-pole low-pass (rumble and hiss), its level drifting.
  let low = 0;
  let level = between(random, 0.03, 0.06);
  for (let i = 0; i < track.length; i++) {
    low += 0.3 * (random() * 2 - 1 - low);
    if (i % ms(100) === 0) level = Math.min(0.08, Math.max(0.02, level + between(random, -0.01, 0.01)));
    track[i] += low * level * 2 + (random() * 2 - 1) * level * 0.5;
  }

  // Loud but never clipped.
  const peak = track.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  if (peak > 0) for (let i = 0; i < track.length; i++) track[i] *= 0.95 / peak;
  return {
    samples: track,
    placements: spoken.map((s) => ({ digit: s.digit, start: s.at, end: s.at + s.samples.length, factor: s.factor })),
  };
}

/** The captcha's digits spoken in `lang`, as a WAV file (audio/wav). */
export function captchaAudio(answer: string, lang: Locale, random: Random = Math.random): Buffer {
  return wavFile(mixCaptcha(answer, lang, random).samples);
}
