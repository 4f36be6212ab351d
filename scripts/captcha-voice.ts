// Regenerates the spoken digits of the audio captcha (issue #37 item 2):
// src/server/modules/accounts/captcha-voice/<lang>-<digit>.raw, mono 16-bit little-endian
// PCM at 8000 Hz, silence trimmed, peak-normalised. Made once with eSpeak NG (Debian's
// `espeak-ng` package; its voices `en` and `cmn-latn-pinyin`, which reads the characters in Mandarin: plain `cmn` reads them as pinyin with English numbers) and committed: the server mixes them
// at request time and needs nothing installed. Run after `apt-get install espeak-ng`:
//   node scripts/captcha-voice.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../src/server/modules/accounts/captcha-voice/', import.meta.url));
const RATE = 8000;

const WORDS = {
  en: {
    voice: 'en',
    speed: 150,
    digits: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  },
  'zh-cn': { voice: 'cmn-latn-pinyin', speed: 140, digits: [...'零一二三四五六七八九'] },
} as const;

/** The samples of a mono 16-bit WAV file as eSpeak NG writes it, and its rate. */
function readWav(file: string): { samples: Float32Array; rate: number } {
  const buf = readFileSync(file);
  let at = 12;
  let rate = 0;
  while (at + 8 <= buf.length) {
    const id = buf.toString('ascii', at, at + 4);
    const size = buf.readUInt32LE(at + 4);
    if (id === 'fmt ') rate = buf.readUInt32LE(at + 12);
    if (id === 'data') {
      // eSpeak NG writes a streaming header: the data size may be 0 or too large.
      const end = size > 0 && at + 8 + size <= buf.length ? at + 8 + size : buf.length;
      const samples = new Float32Array((end - at - 8) >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = buf.readInt16LE(at + 8 + i * 2) / 32768;
      return { samples, rate };
    }
    at += 8 + size + (size & 1);
  }
  throw new Error(`${file}: no data chunk`);
}

/** Low-pass (a windowed sinc at 3.4 kHz) and resample to RATE. */
function resample(input: Float32Array, from: number): Float32Array {
  const cutoff = 3400 / from;
  const taps = 31;
  const kernel = Array.from({ length: taps }, (_, i) => {
    const n = i - (taps - 1) / 2;
    const sinc = n === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * n) / (Math.PI * n);
    return sinc * (0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (taps - 1)));
  });
  const filtered = new Float32Array(input.length);
  for (let i = 0; i < input.length; i++) {
    let sum = 0;
    for (let k = 0; k < taps; k++) {
      const j = i + k - (taps - 1) / 2;
      if (j >= 0 && j < input.length) sum += input[j] * kernel[k];
    }
    filtered[i] = sum;
  }
  const out = new Float32Array(Math.floor((input.length * RATE) / from));
  for (let i = 0; i < out.length; i++) {
    const pos = (i * from) / RATE;
    const j = Math.floor(pos);
    const f = pos - j;
    out[i] = filtered[j] * (1 - f) + (filtered[j + 1] ?? 0) * f;
  }
  return out;
}

/** Without the silence before and after (20 ms of margin), peak at 0.9. */
function trimAndNormalise(samples: Float32Array): Float32Array {
  const peak = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0);
  const quiet = peak * 0.03;
  let start = samples.findIndex((s) => Math.abs(s) > quiet);
  let end = samples.findLastIndex((s) => Math.abs(s) > quiet);
  const margin = RATE / 50;
  start = Math.max(0, start - margin);
  end = Math.min(samples.length, end + margin);
  return samples.slice(start, end).map((s) => (s / peak) * 0.9);
}

const work = mkdtempSync(join(tmpdir(), 'captcha-voice-'));
try {
  let total = 0;
  for (const [lang, { voice, speed, digits }] of Object.entries(WORDS)) {
    digits.forEach((word, digit) => {
      const wav = join(work, `${lang}-${digit}.wav`);
      execFileSync('espeak-ng', ['-v', voice, '-s', String(speed), '-w', wav, word]);
      const { samples, rate } = readWav(wav);
      const voiced = trimAndNormalise(resample(samples, rate));
      const pcm = Buffer.alloc(voiced.length * 2);
      voiced.forEach((s, i) => {
        pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2);
      });
      writeFileSync(join(OUT, `${lang}-${digit}.raw`), pcm);
      total += pcm.length;
      console.log(`${lang}-${digit}.raw ${word} ${(voiced.length / RATE).toFixed(2)} s`);
    });
  }
  console.log(`${(total / 1024).toFixed(0)} KiB in all`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
