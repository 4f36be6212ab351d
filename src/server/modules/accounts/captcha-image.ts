// Draws a digit captcha as a PNG. Digits are stroked paths (no font needed on the
// server), each rotated, shifted and coloured at random over noise curves and dots.
import { randomInt } from 'node:crypto';
import { CAPTCHA_IMAGE } from '../../../domain/site/constants.ts';
import { loadSharp } from '../../lib/sharp.ts';

/** Digit outlines in a 10 x 16 box. */
const GLYPHS: Record<string, string> = {
  '0': 'M5 1C9 1 9 15 5 15C1 15 1 1 5 1Z',
  '1': 'M3 4L6 1V15M3 15H9',
  '2': 'M1 4C2 0 9 0 9 5C9 9 1 11 1 15H9',
  '3': 'M1 2H9L5 7C10 7 10 15 5 15C3 15 1 14 1 13',
  '4': 'M7 15V1L1 11H10',
  '5': 'M9 1H2L1 7C5 5 9 7 9 11C9 15 3 16 1 13',
  '6': 'M8 1C3 2 1 6 1 11C1 16 9 16 9 11C9 7 3 7 1 10',
  '7': 'M1 1H9L4 15',
  '8': 'M5 8C1 8 1 1 5 1C9 1 9 8 5 8C0 8 0 15 5 15C10 15 10 8 5 8Z',
  '9': 'M9 6C9 1 1 1 1 5C1 9 9 9 9 5V9C9 13 6 15 2 15',
};

const WIDTH = CAPTCHA_IMAGE.width;
const HEIGHT = CAPTCHA_IMAGE.height;
const INK = ['#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#0f172a', '#9f1239'];

const pick = <T>(list: readonly T[]) => list[randomInt(list.length)];
const between = (min: number, max: number) => min + randomInt(max - min + 1);

export function randomDigits(length = 4): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

export function captchaSvg(answer: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff7ed"/>`];
  for (let i = 0; i < 4; i++) {
    const y = () => between(5, HEIGHT - 5);
    parts.push(
      `<path d="M0 ${y()}C${between(30, 70)} ${y()} ${between(90, 130)} ${y()} ${WIDTH} ${y()}" stroke="${pick(INK)}" stroke-opacity="0.45" stroke-width="${between(1, 2)}" fill="none"/>`,
    );
  }
  const step = WIDTH / (answer.length + 1);
  [...answer].forEach((digit, i) => {
    const x = step * (i + 1) - 12 + between(-4, 4);
    const y = between(6, 14);
    const angle = between(-22, 22);
    const scale = (between(22, 28) / 10).toFixed(1);
    parts.push(
      `<path d="${GLYPHS[digit]}" transform="translate(${x} ${y}) rotate(${angle} 12 19) scale(${scale})" stroke="${pick(INK)}" stroke-width="${(between(12, 16) / 10 / Number(scale) + 0.5).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 40; i++) {
    parts.push(
      `<circle cx="${between(0, WIDTH)}" cy="${between(0, HEIGHT)}" r="1" fill="${pick(INK)}" fill-opacity="0.5"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

/** A data URL of the captcha picture (SPEC 3: data.data is a base64 image). */
export async function captchaImage(answer: string): Promise<string> {
  // Drawn at twice its CSS size: the dialog shows it up to 300 px wide (SPEC 9).
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(captchaSvg(answer)), { density: 72 * CAPTCHA_IMAGE.scale })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
