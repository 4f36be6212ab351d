// Product pictures for the demo catalog, drawn as SVG: a softly lit backdrop, a floor
// shadow and the object with gradients for volume. Everything is drawn on an 800×800
// canvas (the viewBox) and scaled to the requested size. One drawing function per
// template; unknown templates fall back to a generic package. A template name ending
// in '-closeup' draws the same object enlarged (a detail shot).
import type { ArtSpec } from './catalog-types.ts';

const FONT = 'Noto Sans CJK SC, Noto Sans SC, sans-serif';

// ---------------------------------------------------------------------------
// Colours

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3) h = [...h].map((ch) => ch + ch).join('');
  const n = Number.parseInt(h.slice(0, 6), 16);
  if (!/^[0-9a-f]{6}$/i.test(h.slice(0, 6)) || Number.isNaN(n)) return [128, 128, 128];
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Blends colour a towards b by t (0..1). */
function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Perceived brightness 0..1. */
function luma(c: string): number {
  const [r, g, b] = parseHex(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** The preferred ink when it stands out on the ground, else a dark or light neutral. */
function inkOn(ground: string, preferred: string): string {
  if (Math.abs(luma(ground) - luma(preferred)) > 0.3) return preferred;
  return luma(ground) > 0.55 ? darken(ground, 0.72) : lighten(ground, 0.9);
}

// ---------------------------------------------------------------------------
// Document context: collects <defs> and hands out ids unique within one SVG.

interface Ctx {
  defs: string[];
  next: number;
}

function uid(ctx: Ctx, prefix: string): string {
  ctx.next += 1;
  return `${prefix}${ctx.next}`;
}

type Stop = [offset: number, color: string, opacity?: number];

function stopsSvg(stops: Stop[]): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
}

/** Linear gradient in bounding-box units; returns the url() to use as a fill. */
function linear(ctx: Ctx, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = uid(ctx, 'lg');
  ctx.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(ctx: Ctx, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  const id = uid(ctx, 'rg');
  ctx.defs.push(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" ` +
      `fy="${fy}">${stopsSvg(stops)}</radialGradient>`,
  );
  return `url(#${id})`;
}

function blur(ctx: Ctx, sd: number): string {
  const id = uid(ctx, 'bl');
  ctx.defs.push(
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
  );
  return `url(#${id})`;
}

function clip(ctx: Ctx, shape: string): string {
  const id = uid(ctx, 'cp');
  ctx.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
  return `url(#${id})`;
}

function pattern(ctx: Ctx, w: number, h: number, content: string, transform = ''): string {
  const id = uid(ctx, 'pt');
  const t = transform ? ` patternTransform="${transform}"` : '';
  ctx.defs.push(
    `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${t}>${content}</pattern>`,
  );
  return `url(#${id})`;
}

// Shading gradients.

/** Coloured cylinder shading (left to right). */
function cyl(ctx: Ctx, c: string): string {
  return linear(
    ctx,
    [
      [0, darken(c, 0.34)],
      [0.1, darken(c, 0.14)],
      [0.3, lighten(c, 0.1)],
      [0.4, lighten(c, 0.24)],
      [0.52, c],
      [0.82, darken(c, 0.12)],
      [1, darken(c, 0.4)],
    ],
    0,
    0,
    1,
    0,
  );
}

/** Black/white overlay that turns a flat shape into a cylinder. */
function cylOverlay(ctx: Ctx, strength = 1): string {
  const k = strength;
  return linear(
    ctx,
    [
      [0, '#000000', 0.3 * k],
      [0.14, '#000000', 0.06 * k],
      [0.3, '#ffffff', 0.16 * k],
      [0.38, '#ffffff', 0.3 * k],
      [0.48, '#ffffff', 0.04 * k],
      [0.78, '#000000', 0.08 * k],
      [1, '#000000', 0.34 * k],
    ],
    0,
    0,
    1,
    0,
  );
}

/** Soft pillow-like overlay: lighter centre, darker rim. */
function softOverlay(ctx: Ctx, strength = 1): string {
  return radial(
    ctx,
    [
      [0, '#ffffff', 0.14 * strength],
      [0.55, '#ffffff', 0],
      [1, '#000000', 0.22 * strength],
    ],
    0.42,
    0.38,
    0.75,
  );
}

/** Ball-like fill with a highlight at the upper left. */
function sphere(ctx: Ctx, c: string, cx = 0.36, cy = 0.3, r = 0.8): string {
  return radial(
    ctx,
    [
      [0, lighten(c, 0.32)],
      [0.45, c],
      [1, darken(c, 0.38)],
    ],
    cx,
    cy,
    r,
  );
}

function vertical(ctx: Ctx, top: string, bottom: string): string {
  return linear(ctx, [
    [0, top],
    [1, bottom],
  ]);
}

/** Soft contact shadow on the floor. */
function shadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, opacity = 0.3): string {
  const g = radial(ctx, [
    [0, '#000000', opacity],
    [0.55, '#000000', opacity * 0.45],
    [1, '#000000', 0],
  ]);
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${g}"/>`;
}

/** Blurred drop shadow of a shape (for flat lays). */
function dropShadow(ctx: Ctx, shape: string, dx = 6, dy = 14, sd = 14, opacity = 0.22): string {
  return `<g transform="translate(${dx} ${dy})" opacity="${opacity}" filter="${blur(ctx, sd)}">${shape}</g>`;
}

/** A hairline outline that keeps light objects readable on light backdrops. */
function edge(c: string, width = 2, opacity = 0.4): string {
  return `stroke="${darken(c, 0.35)}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linejoin="round"`;
}

// ---------------------------------------------------------------------------
// Text

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function isWide(ch: string): boolean {
  return /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch);
}

/** Approximate width of a text in em. */
function textEm(s: string): number {
  let w = 0;
  for (const ch of s) w += isWide(ch) ? 1 : /[A-Z0-9%]/.test(ch) ? 0.66 : ch === ' ' ? 0.3 : 0.54;
  return Math.max(w, 0.5);
}

interface TextOpts {
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  spacing?: number;
}

/** One line of text centred vertically on y, shrunk to fit maxWidth. */
function text(s: string, x: number, y: number, maxWidth: number, maxSize: number, fill: string, o: TextOpts = {}) {
  const spacing = o.spacing ?? 0;
  const size = Math.min(maxSize, maxWidth / (textEm(s) + spacing * [...s].length));
  const ls = spacing ? ` letter-spacing="${(spacing * size).toFixed(1)}"` : '';
  const op = o.opacity === undefined ? '' : ` opacity="${o.opacity}"`;
  return (
    `<text x="${x}" y="${(y + size * 0.36).toFixed(1)}" font-family="${FONT}" font-size="${size.toFixed(1)}" ` +
    `font-weight="${o.weight ?? 700}" text-anchor="${o.anchor ?? 'middle'}" ` +
    `fill="${fill}"${ls}${op}>${escapeXml(s)}</text>`
  );
}

/** Vertical text (one character per line) for CJK labels; other labels stay horizontal. */
function verticalText(s: string, x: number, y: number, maxHeight: number, maxSize: number, fill: string) {
  const chars = [...s];
  if (!chars.every(isWide)) return text(s, x, y, maxHeight * 0.5, maxSize * 0.6, fill);
  const size = Math.min(maxSize, maxHeight / (chars.length * 1.1));
  const top = y - (chars.length * size * 1.1) / 2 + size * 0.55;
  return chars.map((ch, i) => text(ch, x, top + i * size * 1.1, size, size, fill)).join('');
}

// ---------------------------------------------------------------------------
// Small shared pieces

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A five-petal blossom. */
function blossom(cx: number, cy: number, r: number, petal: string, heart: string, opacity = 1): string {
  let s = `<g opacity="${opacity}">`;
  for (let i = 0; i < 5; i++) {
    const a = (i * 72 - 90) * (Math.PI / 180);
    s +=
      `<circle cx="${r1(cx + Math.cos(a) * r * 0.55)}" cy="${r1(cy + Math.sin(a) * r * 0.55)}" ` +
      `r="${r1(r * 0.5)}" fill="${petal}"/>`;
  }
  return `${s}<circle cx="${cx}" cy="${cy}" r="${r1(r * 0.28)}" fill="${heart}"/></g>`;
}

/** A hanger hook above a garment. */
function hangerHook(ctx: Ctx, top = 70, neckY = 190): string {
  const metal = linear(
    ctx,
    [
      [0, '#8e9297'],
      [0.5, '#e4e6e9'],
      [1, '#7c8086'],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    `<path ` +
    `d="M400,${neckY} V${top + 62} C400,${top + 40} 428,${top + 36} 428,${top + 18} ` +
    `C428,${top + 4} 415,${top - 6} 400,${top - 6} ` +
    `C386,${top - 6} 375,${top + 3} 374,${top + 16}" fill="none" stroke="${metal}" stroke-width="6" ` +
    `stroke-linecap="round"/>`
  );
}

/** A rounded seal stamp with one or two characters. */
function seal(x: number, y: number, size: number, color: string, ch: string): string {
  return (
    `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${size * 0.12}" ` +
    `fill="${color}"/>` +
    text(ch, x, y, size * 0.8, size * 0.66, '#fff7ee', { weight: 700 })
  );
}

// ---------------------------------------------------------------------------
// Templates. Each receives the palette (at least four colours) and the label.

type Draw = (ctx: Ctx, c: string[], label: string | undefined) => string;

// colors: body, label band, accent line/ink
const teaTin: Draw = (ctx, [body, band, accent], label) => {
  const L = 272;
  const R = 528;
  const rx = 128;
  const ry = 22;
  const lidTop = 226;
  const lidBot = 298;
  const bot = 622;
  let s = shadow(ctx, 400, bot + 10, 185, 34);
  s += `<path d="M${L},${lidBot} V${bot} A${rx},${ry} 0 0 0 ${R},${bot} V${lidBot} Z" fill="${cyl(ctx, body)}"/>`;
  s += `<path d="M${L},382 A${rx},${ry} 0 0 0 ${R},382 V548 A${rx},${ry} 0 0 1 ${L},548 Z" fill="${cyl(ctx, band)}"/>`;
  for (const y of [370, 560]) {
    s += `<path d="M${L},${y} A${rx},${ry} 0 0 0 ${R},${y}" fill="none" stroke="${accent}" stroke-width="3"/>`;
  }
  s +=
    `<path d="M${L + 1},${bot - 16} A${rx},${ry} 0 0 0 ${R - 1},${bot - 16}" fill="none" ` +
    `stroke="${darken(body, 0.4)}" stroke-opacity=".3" stroke-width="2"/>`;
  // lid casts a thin shadow on the body
  s +=
    `<path d="M${L},${lidBot + 4} A${rx},${ry} 0 0 0 ${R},${lidBot + 4}" fill="none" stroke="#000" ` +
    `stroke-opacity=".3" stroke-width="6" filter="${blur(ctx, 3)}"/>`;
  const lrx = rx + 5;
  const lidCol = darken(body, 0.05);
  s +=
    `<path d="M${400 - lrx},${lidTop} V${lidBot} A${lrx},${ry} 0 0 0 ${400 + lrx},${lidBot} V${lidTop} Z" ` +
    `fill="${cyl(ctx, lidCol)}"/>`;
  s +=
    `<path d="M${400 - lrx},${lidBot - 10} A${lrx},${ry} 0 0 0 ${400 + lrx},${lidBot - 10}" fill="none" ` +
    `stroke="${accent}" stroke-opacity=".8" stroke-width="2.5"/>`;
  const top = linear(
    ctx,
    [
      [0, lighten(lidCol, 0.38)],
      [1, lighten(lidCol, 0.04)],
    ],
    0,
    0,
    1,
    1,
  );
  s += `<ellipse cx="400" cy="${lidTop}" rx="${lrx}" ry="${ry}" fill="${top}"/>`;
  s +=
    `<ellipse cx="400" cy="${lidTop + 1}" rx="${lrx - 20}" ry="${ry - 5}" fill="none" ` +
    `stroke="${darken(lidCol, 0.25)}" stroke-opacity=".35" stroke-width="2"/>`;
  if (label) {
    const ink = inkOn(band, accent);
    s += text(label, 400, 455, 190, 70, ink, { weight: 700 });
    s += `<path d="M350,512 H450" stroke="${ink}" stroke-opacity=".6" stroke-width="2"/>`;
    s += text('YOUPIN · TEA', 400, 530, 120, 13, ink, { weight: 500, opacity: 0.75, spacing: 0.2 });
  }
  // a soft specular streak
  s +=
    `<rect x="318" y="${lidBot + 12}" width="16" height="${bot - lidBot - 30}" rx="8" fill="#ffffff" ` +
    `opacity=".16" filter="${blur(ctx, 4)}"/>`;
  return s;
};

// colors: bag, label panel, contents seen through the window
const pouch: Draw = (ctx, [bag, panel, contents], label) => {
  const outline = 'M292,196 H508 L526,596 C527,618 514,632 494,632 H306 C286,632 273,618 274,596 Z';
  let s = shadow(ctx, 400, 632, 180, 28);
  s += `<path d="${outline}" fill="${bag}" ${edge(bag, 2, 0.3)}/>`;
  s += `<path d="${outline}" fill="${cylOverlay(ctx, 0.8)}"/>`;
  // zipper and crimped top seal
  s += `<rect x="292" y="196" width="216" height="36" fill="${darken(bag, 0.08)}"/>`;
  s +=
    `<rect x="292" y="196" width="216" height="36" ` +
    `fill="${pattern(ctx, 6, 36, `<rect width="3" height="36" fill="#000" opacity=".12"/>`)}"/>`;
  s += `<path d="M293,250 H507" stroke="${darken(bag, 0.25)}" stroke-opacity=".45" stroke-width="3"/>`;
  s += `<path d="M293,256 H507" stroke="#ffffff" stroke-opacity=".25" stroke-width="2"/>`;
  s += `<path d="M292,212 l10,6 l-10,6" fill="${lighten(bag, 0.3)}" opacity=".8"/>`;
  // label panel
  const pw = 170;
  s += `<rect x="${400 - pw / 2}" y="300" width="${pw}" height="170" rx="14" fill="${panel}"/>`;
  s +=
    `<rect x="${400 - pw / 2 + 8}" y="308" width="${pw - 16}" height="154" rx="9" fill="none" ` +
    `stroke="${inkOn(panel, bag)}" stroke-opacity=".5" stroke-width="1.5"/>`;
  if (label) {
    const ink = inkOn(panel, bag);
    s += text(label, 400, 370, 140, 56, ink);
    s += `<path d="M370,412 H430" stroke="${ink}" stroke-opacity=".5" stroke-width="2"/>`;
    s += text('YOUPIN', 400, 432, 90, 14, ink, { weight: 500, spacing: 0.25, opacity: 0.75 });
  }
  // window showing the contents
  const win = '<rect x="345" y="500" width="110" height="80" rx="40"/>';
  const rnd = rng(7);
  let bits = '';
  for (let i = 0; i < 70; i++) {
    const x = 340 + rnd() * 120;
    const y = 495 + rnd() * 90;
    const col = mix(contents, i % 3 ? '#000000' : '#ffffff', 0.12 + rnd() * 0.2);
    bits +=
      `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(6 + rnd() * 6)}" ry="${r1(3 + rnd() * 3)}" ` +
      `transform="rotate(${Math.round(rnd() * 180)} ${r1(x)} ${r1(y)})" fill="${col}"/>`;
  }
  s += `<g clip-path="${clip(ctx, win)}"><rect x="340" y="495" width="120" height="90" fill="${contents}"/>${bits}</g>`;
  s += `<rect x="345" y="500" width="110" height="80" rx="40" fill="${linear(ctx, [
    [0, '#ffffff', 0.35],
    [0.5, '#ffffff', 0],
  ])}" stroke="${darken(bag, 0.3)}" stroke-opacity=".4" stroke-width="2"/>`;
  // crease highlights
  s +=
    `<path d="M312,270 C318,400 312,520 316,610" stroke="#ffffff" stroke-opacity=".2" stroke-width="10" ` +
    `fill="none" filter="${blur(ctx, 4)}"/>`;
  return s;
};

// colors: wrapping paper, print ink, seal
const teaCake: Draw = (ctx, [paper, ink, sealCol], label) => {
  const cx = 400;
  const cy = 452;
  const rx = 238;
  const ry = 104;
  const h = 48;
  let s = shadow(ctx, cx, cy + h + 30, 270, 56, 0.32);
  s +=
    `<path ` +
    `d="M${cx - rx},${cy} V${cy + h} A${rx},${ry} 0 0 0 ${cx + rx},${cy + h} V${cy} ` +
    `A${rx},${ry} 0 0 1 ${cx - rx},${cy} Z" ` +
    `fill="${cyl(ctx, darken(paper, 0.06))}"/>`;
  // crinkles on the side
  for (let i = 0; i < 22; i++) {
    const t = (i + 0.5) / 22;
    const x = cx - rx + t * rx * 2;
    const yEdge = cy + ry * Math.sqrt(Math.max(0, 1 - ((x - cx) / rx) ** 2));
    s +=
      `<path d="M${r1(x)},${r1(yEdge + 4)} l${i % 2 ? 3 : -3},${h - 8}" stroke="${darken(paper, 0.3)}" ` +
      `stroke-opacity=".18" stroke-width="2"/>`;
  }
  const top = radial(
    ctx,
    [
      [0, lighten(paper, 0.2)],
      [0.7, paper],
      [1, darken(paper, 0.1)],
    ],
    0.45,
    0.4,
    0.7,
  );
  s += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${top}" ${edge(paper, 1.5, 0.3)}/>`;
  // pleats gathered at the centre
  const rnd = rng(11);
  for (let i = 0; i < 26; i++) {
    const a = (i / 26) * Math.PI * 2 + rnd() * 0.1;
    const len = 0.25 + rnd() * 0.22;
    const x2 = cx + Math.cos(a) * rx * len;
    const y2 = cy + Math.sin(a) * ry * len;
    s +=
      `<path d="M${cx},${cy} L${r1(x2)},${r1(y2)}" stroke="${i % 2 ? darken(paper, 0.25) : '#ffffff'}" ` +
      `stroke-opacity="${i % 2 ? 0.22 : 0.55}" stroke-width="${r1(2 + rnd() * 3)}" stroke-linecap="round"/>`;
  }
  s += `<ellipse cx="${cx}" cy="${cy}" rx="24" ry="10" fill="${darken(paper, 0.25)}" opacity=".5"/>`;
  // printed ring and text
  s +=
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx - 40}" ry="${ry - 18}" fill="none" stroke="${ink}" ` +
    `stroke-opacity=".55" stroke-width="3" stroke-dasharray="14 8"/>`;
  s +=
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx - 52}" ry="${ry - 24}" fill="none" stroke="${ink}" ` +
    `stroke-opacity=".4" stroke-width="1.5"/>`;
  if (label) s += text(label, cx, cy - 50, 170, 36, ink, { weight: 700, opacity: 0.85 });
  s += text('YOUPIN', cx, cy + 52, 120, 16, ink, { weight: 500, spacing: 0.3, opacity: 0.7 });
  s += seal(cx + 120, cy + 20, 30, sealCol, '茶');
  return s;
};

// colors: clay/glaze, lid knob accent
function teapotShape(ctx: Ctx, body: string, accent: string, label?: string): string {
  let s = shadow(ctx, 400, 608, 220, 32);
  // handle
  const hcol = darken(body, 0.08);
  s +=
    `<path d="M526,424 C612,396 646,452 634,502 C624,546 584,560 536,546" fill="none" ` +
    `stroke="${darken(hcol, 0.2)}" stroke-width="28" stroke-linecap="round"/>`;
  s +=
    `<path d="M526,424 C612,396 646,452 634,502 C624,546 584,560 536,546" fill="none" stroke="${hcol}" ` +
    `stroke-width="20" stroke-linecap="round"/>`;
  s +=
    `<path d="M560,414 C612,408 632,450 626,490" fill="none" stroke="#ffffff" stroke-opacity=".25" ` +
    `stroke-width="5" stroke-linecap="round"/>`;
  // spout
  s +=
    `<path ` +
    `d="M282,528 C226,518 196,462 174,386 L156,368 C168,360 182,362 190,370 C212,414 236,440 276,446 Z" ` +
    `fill="${linear(
      ctx,
      [
        [0, lighten(body, 0.18)],
        [0.6, body],
        [1, darken(body, 0.3)],
      ],
      0,
      0,
      1,
      1,
    )}" ${edge(body, 1.5, 0.3)}/>`;
  // foot
  s += `<path d="M318,588 H482 V600 A82,12 0 0 1 318,600 Z" fill="${darken(body, 0.3)}"/>`;
  // body
  const bodyPath =
    'M252,482 C252,394 318,354 400,354 C482,354 548,394 548,482 C548,562 488,604 400,604 C312,604 252,562 252,482 Z';
  s += `<path d="${bodyPath}" fill="${sphere(ctx, body, 0.36, 0.3, 0.78)}" ${edge(body, 1.5, 0.3)}/>`;
  s +=
    `<path d="M270,436 A132,26 0 0 0 530,436" fill="none" stroke="${darken(body, 0.3)}" stroke-opacity=".35" ` +
    `stroke-width="2"/>`;
  // lid
  s += `<ellipse cx="400" cy="364" rx="94" ry="19" fill="${darken(body, 0.35)}"/>`;
  s +=
    `<path d="M314,364 C320,334 360,322 400,322 C440,322 480,334 486,364 A86,15 0 0 1 314,364 Z" ` +
    `fill="${sphere(ctx, body, 0.4, 0.2, 0.9)}"/>`;
  s +=
    `<path d="M384,326 C382,306 388,296 400,296 C412,296 418,306 416,326 Z" ` +
    `fill="${sphere(ctx, accent, 0.35, 0.3, 0.8)}"/>`;
  s += `<ellipse cx="400" cy="297" rx="13" ry="5" fill="${lighten(accent, 0.2)}"/>`;
  // highlight
  s +=
    `<ellipse cx="330" cy="420" rx="46" ry="20" transform="rotate(-28 330 420)" fill="#ffffff" opacity=".28" ` +
    `filter="${blur(ctx, 6)}"/>`;
  if (label) s += verticalText(label, 440, 486, 104, 24, darken(body, 0.38));
  return s;
}

const teapot: Draw = (ctx, c, label) => teapotShape(ctx, c[0], c[1], label);

// colors: iron, handle
const kettle: Draw = (ctx, [iron, handle]) => {
  let s = shadow(ctx, 400, 612, 200, 30);
  const bodyPath =
    'M262,480 C262,392 320,350 400,350 C480,350 538,392 538,480 C538,566 480,606 400,606 C320,606 262,566 262,480 Z';
  // spout
  s +=
    `<path ` +
    `d="M280,470 C250,462 228,440 206,410 L196,396 C204,388 214,390 220,396 C238,420 256,432 284,436 Z" ` +
    `fill="${darken(iron, 0.05)}"/>`;
  s += `<path d="${bodyPath}" fill="${sphere(ctx, iron, 0.38, 0.3, 0.8)}"/>`;
  // hobnail texture
  let dots = '';
  for (let row = 0; row < 8; row++) {
    const y = 396 + row * 25;
    for (let col = -6; col <= 6; col++) {
      const x = 400 + col * 25 + (row % 2 ? 12 : 0);
      dots +=
        `<circle cx="${x}" cy="${y}" r="6.5" fill="${lighten(iron, 0.16)}"/><circle cx="${x + 1.5}" ` +
        `cy="${y + 2}" r="5" fill="${darken(iron, 0.05)}"/>`;
    }
  }
  s +=
    `<g clip-path="${clip(ctx, `<path d="${bodyPath}"/>`)}">${dots}<path d="${bodyPath}" ` +
    `fill="${cylOverlay(ctx, 0.8)}"/></g>`;
  s += `<path d="M282,420 A120,24 0 0 0 518,420" fill="none" stroke="${darken(iron, 0.4)}" stroke-width="3"/>`;
  // lid
  s += `<ellipse cx="400" cy="360" rx="82" ry="17" fill="${darken(iron, 0.35)}"/>`;
  s += `<ellipse cx="400" cy="356" rx="76" ry="14" fill="${sphere(ctx, iron, 0.4, 0.3, 0.8)}"/>`;
  s += `<ellipse cx="400" cy="346" rx="14" ry="8" fill="${lighten(iron, 0.2)}"/>`;
  // overhead handle with lugs
  const grad = linear(
    ctx,
    [
      [0, lighten(handle, 0.25)],
      [1, darken(handle, 0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  s +=
    `<path d="M318,376 C312,200 488,200 482,376" fill="none" stroke="${darken(handle, 0.3)}" ` +
    `stroke-width="18" stroke-linecap="round"/>`;
  s +=
    `<path d="M318,376 C312,200 488,200 482,376" fill="none" stroke="${grad}" stroke-width="12" ` +
    `stroke-linecap="round"/>`;
  s += `<circle cx="318" cy="382" r="13" fill="none" stroke="${darken(iron, 0.2)}" stroke-width="7"/>`;
  s += `<circle cx="482" cy="382" r="13" fill="none" stroke="${darken(iron, 0.2)}" stroke-width="7"/>`;
  s +=
    `<ellipse cx="336" cy="420" rx="40" ry="16" transform="rotate(-28 336 420)" fill="#ffffff" opacity=".2" ` +
    `filter="${blur(ctx, 6)}"/>`;
  return s;
};

// colors: glaze, rim accent
const gaiwan: Draw = (ctx, [glaze, rim]) => {
  let s = shadow(ctx, 400, 620, 230, 34);
  // saucer
  s += `<path d="M205,586 A195,42 0 0 0 595,586 L586,600 A186,40 0 0 1 214,600 Z" fill="${darken(glaze, 0.12)}"/>`;
  s += `<ellipse cx="400" cy="586" rx="195" ry="42" fill="${radial(
    ctx,
    [
      [0, darken(glaze, 0.1)],
      [0.7, glaze],
      [1, lighten(glaze, 0.2)],
    ],
    0.5,
    0.5,
    0.5,
  )}" ${edge(glaze, 1.5, 0.35)}/>`;
  s += `<ellipse cx="400" cy="586" rx="195" ry="42" fill="none" stroke="${rim}" stroke-width="3" stroke-opacity=".8"/>`;
  // bowl
  s += `<ellipse cx="400" cy="592" rx="62" ry="12" fill="#000" opacity=".18" filter="${blur(ctx, 4)}"/>`;
  const bowl = 'M250,432 C258,524 322,584 400,586 C478,584 542,524 550,432 A150,30 0 0 1 250,432 Z';
  s +=
    `<path d="${bowl}" fill="${glaze}" ${edge(glaze, 1.5, 0.35)}/><path d="${bowl}" ` +
    `fill="${cylOverlay(ctx, 0.7)}"/>`;
  s += `<ellipse cx="400" cy="432" rx="150" ry="30" fill="${darken(glaze, 0.28)}"/>`;
  // lid resting inside the mouth
  const lid = 'M262,438 C282,372 330,350 400,350 C470,350 518,372 538,438 A138,24 0 0 1 262,438 Z';
  s += `<path d="${lid}" fill="${sphere(ctx, glaze, 0.38, 0.25, 0.85)}" ${edge(glaze, 1.5, 0.35)}/>`;
  s += `<path d="M262,438 A138,24 0 0 0 538,438" fill="none" stroke="${rim}" stroke-width="3.5"/>`;
  s += `<path d="M370,352 L374,330 H426 L430,352 Z" fill="${darken(glaze, 0.08)}"/>`;
  s += `<ellipse cx="400" cy="330" rx="27" ry="8" fill="${darken(glaze, 0.2)}" stroke="${rim}" stroke-width="2.5"/>`;
  s +=
    `<ellipse cx="340" cy="390" rx="34" ry="12" transform="rotate(-22 340 390)" fill="#fff" opacity=".45" ` +
    `filter="${blur(ctx, 5)}"/>`;
  return s;
};

/** One small teacup: foot, body, inside with tea. */
function smallCup(ctx: Ctx, cx: number, base: number, w: number, glaze: string, rim: string, tea: string): string {
  const h = w * 0.62;
  const top = base - h;
  const rx = w / 2;
  const ry = w * 0.13;
  let s = shadow(ctx, cx, base + 4, rx * 1.15, ry * 1.2, 0.28);
  s +=
    `<path ` +
    `d="M${cx - w * 0.2},${base - h * 0.14} H${cx + w * 0.2} L${cx + w * 0.19},${base} H${cx - w * 0.19} Z" ` +
    `fill="${darken(glaze, 0.18)}"/>`;
  const body =
    `M${cx - rx},${top} ` +
    `C${cx - rx},${top + h * 0.62} ${cx - w * 0.3},${base - h * 0.12} ${cx - w * 0.2},${base - h * 0.13} ` +
    `H${cx + w * 0.2} C${cx + w * 0.3},${base - h * 0.12} ${cx + rx},${top + h * 0.62} ${cx + rx},${top} ` +
    `A${rx},${ry} 0 0 1 ${cx - rx},${top} Z`;
  s +=
    `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" ` +
    `fill="${vertical(ctx, darken(glaze, 0.22), lighten(glaze, 0.1))}"/>`;
  s += `<ellipse cx="${cx}" cy="${top + ry * 0.35}" rx="${rx * 0.84}" ry="${ry * 0.66}" fill="${radial(
    ctx,
    [
      [0, lighten(tea, 0.2)],
      [1, tea],
    ],
    0.5,
    0.4,
    0.6,
  )}"/>`;
  s +=
    `<path d="${body}" fill="${glaze}" ${edge(glaze, 1.5, 0.35)}/><path d="${body}" ` +
    `fill="${cylOverlay(ctx, 0.75)}"/>`;
  s += `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="none" stroke="${rim}" stroke-width="3"/>`;
  return s;
}

// colors: glaze, rim, tea
const cup: Draw = (ctx, [glaze, rim, tea]) =>
  smallCup(ctx, 500, 520, 190, glaze, rim, tea) + smallCup(ctx, 340, 600, 230, glaze, rim, tea);

// colors: glaze, stripe/print, bare clay foot
const mug: Draw = (ctx, [glaze, print, clay], label) => {
  const L = 282;
  const R = 502;
  const cx = (L + R) / 2;
  const rx = 110;
  const ry = 22;
  const top = 296;
  const bot = 596;
  let s = shadow(ctx, cx + 30, bot + 8, 200, 30);
  const hcol = darken(glaze, 0.06);
  s +=
    `<path d="M496,350 C600,334 614,520 496,528" fill="none" stroke="${darken(hcol, 0.22)}" ` +
    `stroke-width="30" stroke-linecap="round"/>`;
  s +=
    `<path d="M496,350 C600,334 614,520 496,528" fill="none" stroke="${hcol}" stroke-width="22" ` +
    `stroke-linecap="round"/>`;
  s +=
    `<path d="M536,356 C580,372 584,440 570,480" fill="none" stroke="#fff" stroke-opacity=".3" ` +
    `stroke-width="5" stroke-linecap="round"/>`;
  const body = `M${L},${top} V${bot} A${rx},${ry} 0 0 0 ${R},${bot} V${top} A${rx},${ry} 0 0 1 ${L},${top} Z`;
  s += `<path d="${body}" fill="${glaze}" ${edge(glaze, 1.5, 0.35)}/>`;
  // unglazed foot with a wavy glaze line
  let wave = `M${L},${bot - 34}`;
  for (let i = 0; i < 11; i++) wave += ` q10,${i % 2 ? 8 : -6} 20,0`;
  s += `<g clip-path="${clip(ctx, `<path d="${body}"/>`)}"><path d="${wave} V${bot + 40} H${L} Z" fill="${clay}"/>`;
  s += `<path d="M${L},340 A${rx},${ry} 0 0 0 ${R},340" fill="none" stroke="${print}" stroke-width="8"/>`;
  s += `<path d="M${L},356 A${rx},${ry} 0 0 0 ${R},356" fill="none" stroke="${print}" stroke-width="3"/></g>`;
  s += `<path d="${body}" fill="${cylOverlay(ctx)}"/>`;
  s +=
    `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" ` +
    `fill="${vertical(ctx, darken(glaze, 0.3), lighten(glaze, 0.05))}"/>`;
  s +=
    `<ellipse cx="${cx}" cy="${top}" rx="${rx - 1}" ry="${ry - 1}" fill="none" ` +
    `stroke="${lighten(glaze, 0.4)}" stroke-width="3"/>`;
  if (label) s += text(label, cx - 4, 450, 150, 54, inkOn(glaze, print), { weight: 700 });
  return s;
};

// colors: bottle, cap, steel ring
const tumbler: Draw = (ctx, [bottle, cap, steel], label) => {
  let s = shadow(ctx, 400, 640, 130, 22);
  const body = 'M328,282 H472 V612 C472,628 460,638 444,638 H356 C340,638 328,628 328,612 Z';
  s += `<path d="${body}" fill="${cyl(ctx, bottle)}"/>`;
  s += `<rect x="326" y="262" width="148" height="26" rx="4" fill="${cyl(ctx, steel)}"/>`;
  s +=
    `<path d="M334,170 C334,160 342,154 352,154 H448 C458,154 466,160 466,170 V264 H334 Z" ` +
    `fill="${cyl(ctx, cap)}"/>`;
  let ridges = '';
  for (let x = 346; x <= 456; x += 10)
    ridges += `<path d="M${x},176 V252" stroke="#000" stroke-opacity=".1" stroke-width="3"/>`;
  s += ridges;
  s += `<ellipse cx="400" cy="158" rx="60" ry="7" fill="${lighten(cap, 0.25)}" opacity=".6"/>`;
  if (label) s += verticalText(label, 400, 470, 200, 30, inkOn(bottle, lighten(bottle, 0.85)));
  s += `<rect x="356" y="300" width="12" height="310" rx="6" fill="#fff" opacity=".22" filter="${blur(ctx, 3)}"/>`;
  return s;
};

// colors: porcelain, cobalt pattern
const vase: Draw = (ctx, [porcelain, cobalt]) => {
  const outline =
    'M370,196 C330,206 244,240 246,330 C248,428 310,520 316,616 L318,636 ' +
    'H482 L484,616 C490,520 552,428 554,330 C556,240 470,206 430,196 Z';
  let s = shadow(ctx, 400, 638, 150, 24);
  s += `<path d="${outline}" fill="${porcelain}" ${edge(porcelain, 1.5, 0.35)}/>`;
  let p = '';
  // shoulder band of ruyi lappets
  for (let x = 232; x < 570; x += 48) {
    p += `<path d="M${x},238 Q${x + 24},318 ${x + 48},238 Z" fill="${cobalt}" opacity=".9"/>`;
    p += `<circle cx="${x + 24}" cy="268" r="7" fill="${porcelain}"/>`;
  }
  p += `<path d="M240,300 C320,316 480,316 560,300" stroke="${cobalt}" stroke-width="3" fill="none"/>`;
  // main scroll with lotus flowers
  p +=
    `<path d="M236,420 C300,352 340,492 400,430 C460,368 500,508 566,420" stroke="${cobalt}" ` +
    `stroke-width="5" fill="none"/>`;
  for (const [x, y, a] of [
    [300, 396, -40],
    [360, 470, 30],
    [440, 396, -30],
    [510, 470, 40],
    [276, 450, 20],
    [530, 396, -20],
  ]) {
    p +=
      `<ellipse cx="${x}" cy="${y}" rx="18" ry="7" transform="rotate(${a} ${x} ${y})" fill="${cobalt}" ` +
      `opacity=".85"/>`;
  }
  for (const [x, y] of [
    [330, 430],
    [470, 440],
    [400, 520],
  ]) {
    for (let i = 0; i < 8; i++) {
      const a = i * 45;
      p +=
        `<ellipse cx="${x}" cy="${y - 18}" rx="9" ry="18" transform="rotate(${a} ${x} ${y})" ` +
        `fill="${cobalt}" opacity=".8"/>`;
    }
    p += `<circle cx="${x}" cy="${y}" r="12" fill="${porcelain}"/><circle cx="${x}" cy="${y}" r="6" fill="${cobalt}"/>`;
  }
  // lotus-petal panels at the foot
  p += `<path d="M280,566 C360,578 440,578 520,566" stroke="${cobalt}" stroke-width="3" fill="none"/>`;
  for (let x = 300; x < 500; x += 34) {
    p +=
      `<path d="M${x},640 V606 Q${x + 17},572 ${x + 34},606 V640" stroke="${cobalt}" stroke-width="3" ` +
      `fill="${lighten(cobalt, 0.7)}"/>`;
  }
  s += `<g clip-path="${clip(ctx, `<path d="${outline}"/>`)}">${p}</g>`;
  s += `<path d="${outline}" fill="${cylOverlay(ctx, 0.9)}"/>`;
  // lip
  s += `<path d="M366,178 H434 L430,198 H370 Z" fill="${cyl(ctx, porcelain)}"/>`;
  s +=
    `<ellipse cx="400" cy="178" rx="34" ry="8" fill="${darken(porcelain, 0.3)}" ` +
    `stroke="${lighten(porcelain, 0.3)}" stroke-width="3"/>`;
  s += `<path d="M372,196 H428" stroke="${cobalt}" stroke-width="4"/>`;
  return s;
};

// colors: glaze, pattern band, contents (drawn when different from the glaze)
const bowl: Draw = (ctx, [glaze, band, contents]) => {
  let s = shadow(ctx, 400, 620, 210, 32);
  s += `<path d="M326,592 H474 L470,622 A70,10 0 0 1 330,622 Z" fill="${darken(glaze, 0.15)}"/>`;
  const inside = radial(
    ctx,
    [
      [0, lighten(glaze, 0.1)],
      [0.8, darken(glaze, 0.12)],
      [1, darken(glaze, 0.2)],
    ],
    0.5,
    0.62,
    0.6,
  );
  s += `<ellipse cx="400" cy="420" rx="210" ry="52" fill="${inside}"/>`;
  if (contents.toLowerCase() !== glaze.toLowerCase()) {
    // a heaped serving: small grains for light food (rice), bigger chunks for dark food
    const heapPath = 'M206,446 C226,372 330,352 400,352 C470,352 574,372 594,446 Z';
    const light = luma(contents) > 0.75;
    const rnd = rng(5);
    let heap = `<path d="${heapPath}" fill="${radial(
      ctx,
      [
        [0, lighten(contents, 0.2)],
        [0.7, contents],
        [1, darken(contents, 0.2)],
      ],
      0.45,
      0.3,
      0.7,
    )}"/>`;
    for (let i = 0; i < (light ? 260 : 110); i++) {
      const x = 215 + rnd() * 370;
      const y = 352 + rnd() * 96;
      const rx = light ? 5 + rnd() * 2 : 10 + rnd() * 8;
      const ry = light ? 2.4 + rnd() : 4 + rnd() * 3;
      const col = light
        ? lighten(contents, 0.3 + rnd() * 0.5)
        : mix(contents, i % 2 ? '#000' : '#fff', 0.08 + rnd() * 0.2);
      heap +=
        `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" ` +
        `transform="rotate(${Math.round(rnd() * 180)} ${r1(x)} ${r1(y)})" fill="${col}" ` +
        `stroke="${darken(contents, light ? 0.12 : 0.25)}" stroke-width=".6"/>`;
    }
    heap += `<path d="${heapPath}" fill="${radial(
      ctx,
      [
        [0, '#fff', 0.25],
        [0.6, '#fff', 0],
        [1, '#000', 0.15],
      ],
      0.42,
      0.25,
      0.75,
    )}"/>`;
    s += `<g clip-path="${clip(ctx, `<path d="${heapPath}"/>`)}">${heap}</g>`;
  }
  const body = 'M190,420 C196,528 290,598 400,600 C510,598 604,528 610,420 A210,52 0 0 1 190,420 Z';
  s += `<path d="${body}" fill="${glaze}" ${edge(glaze, 1.5, 0.35)}/>`;
  let p = `<path d="M180,462 A220,56 0 0 0 620,462" fill="none" stroke="${band}" stroke-width="16"/>`;
  p += `<path d="M180,486 A220,56 0 0 0 620,486" fill="none" stroke="${band}" stroke-width="2.5"/>`;
  p += `<path d="M250,560 C320,596 480,596 550,560" fill="none" stroke="${band}" stroke-width="2.5"/>`;
  for (let i = 0; i < 5; i++) {
    const x = 262 + i * 69;
    const y = 522 + Math.abs(i - 2) * -10 + 12;
    p += blossom(x, y, 16, band, glaze, 0.85);
  }
  s += `<g clip-path="${clip(ctx, `<path d="${body}"/>`)}">${p}</g>`;
  s += `<path d="${body}" fill="${cylOverlay(ctx, 0.8)}"/>`;
  s += `<ellipse cx="400" cy="420" rx="210" ry="52" fill="none" stroke="${lighten(glaze, 0.5)}" stroke-width="3"/>`;
  return s;
};

// ---- garments

const TEE =
  'M340,175 C360,208 440,208 460,175 L548,200 C582,212 622,246 662,292 L604,354 L552,318 L556,640 ' +
  'C450,650 350,650 244,640 L248,318 L196,354 L138,292 C178,246 218,212 252,200 Z';

/** Fold shadows and highlights for flat-lay clothes. */
function folds(ctx: Ctx, paths: string[]): string {
  const f = blur(ctx, 9);
  return paths
    .map(
      (d, i) =>
        `<path d="${d}" fill="none" stroke="${i % 2 ? '#000' : '#fff'}" stroke-opacity="${i % 2 ? 0.08 : 0.14}" ` +
        `stroke-width="20" stroke-linecap="round" filter="${f}"/>`,
    )
    .join('');
}

// colors: fabric, print, print accent
const tshirt: Draw = (ctx, [fabric, print, accent], label) => {
  let s = dropShadow(ctx, `<path d="${TEE}" fill="#000"/>`);
  s += `<path d="M340,175 C370,162 430,162 460,175 C440,206 360,206 340,175 Z" fill="${darken(fabric, 0.28)}"/>`;
  s += `<path d="${TEE}" fill="${fabric}" ${edge(fabric, 2, 0.35)}/>`;
  s += `<path d="${TEE}" fill="${softOverlay(ctx)}"/>`;
  s += `<g clip-path="${clip(ctx, `<path d="${TEE}"/>`)}">${folds(ctx, [
    'M310,260 C330,380 300,500 330,630',
    'M460,330 C450,420 480,520 462,630',
  ])}</g>`;
  const seam = `stroke="${darken(fabric, 0.3)}" stroke-opacity=".35" stroke-width="2" fill="none"`;
  s += `<path d="M548,202 C544,250 550,292 552,318" ${seam}/><path d="M252,202 C256,250 250,292 248,318" ${seam}/>`;
  s +=
    `<path d="M650,281 L593,341 M150,281 L207,341 M246,624 C350,633 450,633 554,624" ${seam} ` +
    `stroke-dasharray="6 5"/>`;
  // ribbed collar
  s += `<path d="M336,176 C358,216 442,216 464,176" fill="none" stroke="${darken(fabric, 0.12)}" stroke-width="13"/>`;
  s +=
    `<path d="M336,176 C358,216 442,216 464,176" fill="none" stroke="${darken(fabric, 0.3)}" ` +
    `stroke-opacity=".35" stroke-width="11" stroke-dasharray="1.5 4"/>`;
  s += `<path d="M344,172 C372,166 428,166 456,172" fill="none" stroke="${darken(fabric, 0.15)}" stroke-width="6"/>`;
  if (label) {
    // chest print: sun over mountains and a word mark
    s += `<circle cx="436" cy="322" r="26" fill="${accent}"/>`;
    s += `<path d="M318,410 L368,340 L398,376 L440,318 L492,410 Z" fill="${print}"/>`;
    s +=
      `<path d="M368,340 L380,357 L372,352 L362,360 Z M440,318 L452,336 L444,332 L434,340 Z" ` +
      `fill="${lighten(print, 0.7)}"/>`;
    s += text(label, 405, 444, 180, 30, print, { weight: 700, spacing: 0.08 });
  }
  return s;
};

const LONG_SLEEVE =
  'M345,180 C365,212 435,212 455,180 L546,205 C602,224 632,300 650,420 L668,560 L612,578 L590,440 L552,332 ' +
  'L554,646 L246,646 L248,332 L210,440 L188,578 L132,560 L150,420 C168,300 198,224 254,205 Z';

function ribBands(ctx: Ctx, fabric: string): string {
  const rib = pattern(ctx, 7, 40, `<rect width="3" height="40" fill="#000" opacity=".13"/>`);
  let s = '';
  for (const d of [
    'M246,606 L554,606 L554,646 L246,646 Z',
    'M664,528 L608,546 L612,578 L668,560 Z',
    'M136,528 L192,546 L188,578 L132,560 Z',
  ]) {
    s += `<path d="${d}" fill="${darken(fabric, 0.06)}"/><path d="${d}" fill="${rib}"/>`;
  }
  return s;
}

// colors: fabric, drawstrings
const hoodie: Draw = (ctx, [fabric, strings]) => {
  const lining = darken(fabric, 0.25);
  const hood = 'M316,212 C296,140 338,92 400,92 C462,92 504,140 484,212 Z';
  let s = dropShadow(ctx, `<path d="${LONG_SLEEVE}" fill="#000"/><path d="${hood}" fill="#000"/>`);
  s += `<path d="${hood}" fill="${darken(fabric, 0.08)}" ${edge(fabric, 2, 0.35)}/>`;
  s += `<path d="M342,196 C336,146 362,118 400,118 C438,118 464,146 458,196 Z" fill="${lining}"/>`;
  s +=
    `<path d="M342,196 C336,146 362,118 400,118 C438,118 464,146 458,196" fill="none" ` +
    `stroke="${darken(lining, 0.25)}" stroke-opacity=".5" stroke-width="3"/>`;
  s += `<path d="${LONG_SLEEVE}" fill="${fabric}" ${edge(fabric, 2, 0.35)}/>`;
  s += `<path d="${LONG_SLEEVE}" fill="${softOverlay(ctx)}"/>`;
  s += ribBands(ctx, fabric);
  s += `<g clip-path="${clip(ctx, `<path d="${LONG_SLEEVE}"/>`)}">${folds(ctx, [
    'M300,260 C320,380 296,480 320,600',
    'M470,300 C458,400 486,500 470,600',
    'M600,300 C620,380 630,460 640,540',
    'M190,320 C180,400 176,470 168,540',
  ])}</g>`;
  // hood edges crossing at the neck
  s += `<path d="M345,180 C350,212 380,232 404,236" fill="none" stroke="${darken(fabric, 0.15)}" stroke-width="12"/>`;
  s += `<path d="M455,180 C450,212 420,232 396,236" fill="none" stroke="${darken(fabric, 0.1)}" stroke-width="12"/>`;
  // drawstrings
  for (const [x1, x2] of [
    [384, 374],
    [416, 428],
  ]) {
    s +=
      `<circle cx="${x1}" cy="222" r="5" fill="${darken(fabric, 0.35)}" stroke="${lighten(fabric, 0.3)}" ` +
      `stroke-width="1.5"/>`;
    s +=
      `<path d="M${x1},222 C${x1 - 2},270 ${x2 + 4},300 ${x2},336" fill="none" stroke="${strings}" ` +
      `stroke-width="6" stroke-linecap="round"/>`;
    s += `<rect x="${x2 - 4}" y="336" width="8" height="18" rx="3" fill="${darken(strings, 0.25)}"/>`;
  }
  // kangaroo pocket
  const pocket = 'M300,468 H500 C508,520 520,566 536,604 H264 C280,566 292,520 300,468 Z';
  s += `<path d="${pocket}" fill="${darken(fabric, 0.03)}" ${edge(fabric, 2, 0.4)}/>`;
  s +=
    `<path d="M302,478 H498" stroke="${darken(fabric, 0.3)}" stroke-opacity=".35" stroke-width="2" ` +
    `stroke-dasharray="5 5"/>`;
  s +=
    `<path d="M300,468 C292,520 280,566 264,604 M500,468 C508,520 520,566 536,604" fill="none" ` +
    `stroke="${darken(fabric, 0.35)}" stroke-opacity=".5" stroke-width="3"/>`;
  return s;
};

// colors: yarn, accent stripe
const sweater: Draw = (ctx, [yarn, stripe]) => {
  let s = dropShadow(ctx, `<path d="${LONG_SLEEVE}" fill="#000"/>`);
  s += `<path d="M345,180 C375,168 425,168 455,180 C440,214 360,214 345,180 Z" fill="${darken(yarn, 0.3)}"/>`;
  s += `<path d="${LONG_SLEEVE}" fill="${yarn}" ${edge(yarn, 2, 0.35)}/>`;
  const knit = pattern(
    ctx,
    16,
    14,
    `<path d="M1,2 L8,11 L15,2" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="2.2"/>` +
      `<path d="M1,0 L8,9 L15,0" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="1.4"/>`,
  );
  const cable = pattern(
    ctx,
    70,
    40,
    `<path d="M20,0 C20,12 40,8 40,20 C40,32 20,28 20,40 M40,0 C40,12 20,8 20,20 C20,32 40,28 40,40" fill="none" ` +
      `stroke="#000" stroke-opacity=".16" stroke-width="5"/>`,
  );
  s +=
    `<g clip-path="${clip(ctx, `<path d="${LONG_SLEEVE}"/>`)}"><rect x="100" y="150" width="600" ` +
    `height="520" fill="${knit}"/>`;
  s += `<rect x="300" y="230" width="210" height="380" fill="${cable}"/>`;
  s += `<path d="M248,560 H552 M248,572 H552" stroke="${stripe}" stroke-width="8"/>`;
  s += `<path d="M196,520 L140,502 M604,520 L660,502" stroke="${stripe}" stroke-width="8"/></g>`;
  s += `<path d="${LONG_SLEEVE}" fill="${softOverlay(ctx)}"/>`;
  s += ribBands(ctx, yarn);
  s += `<path d="M340,181 C360,222 440,222 460,181" fill="none" stroke="${darken(yarn, 0.08)}" stroke-width="16"/>`;
  s +=
    `<path d="M340,181 C360,222 440,222 460,181" fill="none" stroke="#000" stroke-opacity=".15" ` +
    `stroke-width="14" stroke-dasharray="2 5"/>`;
  return s;
};

const SHIRT =
  'M364,190 L258,222 C232,236 222,262 218,300 L194,590 L256,598 L274,338 L278,646 C300,672 350,682 400,682 ' +
  'C450,682 500,672 522,646 L526,338 L544,598 L606,590 L582,300 C578,262 568,236 542,222 L436,190 Z';

function shirtBase(ctx: Ctx, fabric: string): string {
  let s = hangerHook(ctx);
  s += dropShadow(ctx, `<path d="${SHIRT}" fill="#000"/>`, 8, 12, 12, 0.18);
  s += `<path d="${SHIRT}" fill="${fabric}" ${edge(fabric, 2, 0.35)}/>`;
  s += `<path d="${SHIRT}" fill="${softOverlay(ctx, 0.9)}"/>`;
  s += `<g clip-path="${clip(ctx, `<path d="${SHIRT}"/>`)}">${folds(ctx, [
    'M320,300 C330,420 310,540 326,660',
    'M470,320 C460,440 482,540 468,660',
    'M236,320 C232,420 226,500 222,580',
    'M566,320 C570,420 574,500 578,580',
  ])}</g>`;
  const seam = `stroke="${darken(fabric, 0.35)}" stroke-opacity=".4" stroke-width="2" fill="none"`;
  s +=
    `<path ` +
    `d="M256,598 L274,338 M544,598 L526,338 M258,222 C262,260 268,300 274,338 M542,222 ` +
    `C538,260 532,300 526,338" ${seam}/>`;
  // cuffs
  for (const d of ['M197,560 L258,568 L256,598 L194,590 Z', 'M603,560 L542,568 L544,598 L606,590 Z']) {
    s += `<path d="${d}" fill="${darken(fabric, 0.05)}" ${edge(fabric, 1.5, 0.4)}/>`;
  }
  return s;
}

// colors: fabric, buttons
const shirt: Draw = (ctx, [fabric, buttons]) => {
  let s = shirtBase(ctx, fabric);
  s +=
    `<path d="M364,188 C380,198 420,198 436,188 C425,210 410,225 400,236 C390,225 375,210 364,188 Z" ` +
    `fill="${darken(fabric, 0.3)}"/>`;
  // placket and buttons
  s += `<path d="M390,236 H410 V680 H390 Z" fill="${darken(fabric, 0.03)}" ${edge(fabric, 1.5, 0.35)}/>`;
  for (const y of [262, 332, 402, 472, 542, 612]) {
    s += `<circle cx="400" cy="${y}" r="6.5" fill="${buttons}" stroke="${darken(buttons, 0.3)}" stroke-width="1"/>`;
    s +=
      `<circle cx="398" cy="${y}" r="1.2" fill="${darken(buttons, 0.45)}"/><circle cx="402" cy="${y}" ` +
      `r="1.2" fill="${darken(buttons, 0.45)}"/>`;
  }
  // chest pocket
  s += `<path d="M440,300 H500 V362 L470,374 L440,362 Z" fill="${darken(fabric, 0.02)}" ${edge(fabric, 1.5, 0.45)}/>`;
  s +=
    `<path d="M440,310 H500" stroke="${darken(fabric, 0.35)}" stroke-opacity=".35" stroke-width="1.5" ` +
    `stroke-dasharray="4 3"/>`;
  // collar
  for (const d of [
    'M364,186 C374,210 390,225 400,236 L364,272 C352,252 344,228 338,204 Z',
    'M436,186 C426,210 410,225 400,236 L436,272 C448,252 456,228 462,204 Z',
  ]) {
    s += `<path d="${d}" fill="${lighten(fabric, 0.04)}" ${edge(fabric, 2, 0.45)}/>`;
  }
  s +=
    `<path d="M364,272 L400,236 L436,272" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="6" ` +
    `filter="${blur(ctx, 3)}"/>`;
  for (const x of [222, 578]) s += `<circle cx="${x}" cy="584" r="4.5" fill="${buttons}"/>`;
  return s;
};

// colors: fabric, knot buttons and piping
const mandarinShirt: Draw = (ctx, [fabric, knots]) => {
  let s = shirtBase(ctx, fabric);
  s += `<path d="M400,226 V680" stroke="${darken(fabric, 0.35)}" stroke-opacity=".45" stroke-width="2.5"/>`;
  s +=
    `<path d="M360,188 C380,198 420,198 440,188 L444,214 C422,230 378,230 356,214 Z" ` +
    `fill="${lighten(fabric, 0.03)}" ${edge(fabric, 2, 0.45)}/>`;
  s += `<path d="M358,214 C378,228 422,228 442,214" fill="none" stroke="${knots}" stroke-width="3"/>`;
  s +=
    `<path d="M356,214 C380,232 420,232 444,214" fill="none" stroke="#000" stroke-opacity=".15" ` +
    `stroke-width="5" filter="${blur(ctx, 3)}"/>`;
  // frog closures
  for (const y of [262, 322, 382, 442, 502]) {
    s +=
      `<path ` +
      `d="M400,${y} C392,${y - 10} 376,${y - 10} 374,${y} C376,${y + 10} 392,${y + 10} 400,${y} ` +
      `C408,${y - 10} 424,${y - 10} 426,${y} C424,${y + 10} 408,${y + 10} 400,${y}" ` +
      `fill="none" stroke="${knots}" stroke-width="3.5"/>`;
    s += `<circle cx="400" cy="${y}" r="5" fill="${knots}" stroke="${darken(knots, 0.3)}" stroke-width="1"/>`;
  }
  return s;
};

const DRESS =
  'M360,198 L400,268 L440,198 L482,205 C500,215 512,236 522,262 L498,282 C490,322 478,362 470,402 ' +
  'C522,482 562,600 590,706 C480,732 320,732 210,706 C238,600 278,482 330,402 C322,362 310,322 302,282 L278,262 ' +
  'C288,236 300,215 318,205 Z';

// colors: fabric (the belt is self-fabric)
const dress: Draw = (ctx, [fabric]) => {
  const belt = darken(fabric, 0.1);
  let s = hangerHook(ctx, 70, 205);
  s += dropShadow(ctx, `<path d="${DRESS}" fill="#000"/>`, 8, 12, 12, 0.18);
  s += `<path d="M360,198 C380,190 420,190 440,198 L400,268 Z" fill="${darken(fabric, 0.3)}"/>`;
  s += `<path d="${DRESS}" fill="${fabric}" ${edge(fabric, 2, 0.35)}/>`;
  const inner = folds(ctx, [
    'M350,430 C320,520 290,610 270,700',
    'M380,440 C370,540 360,620 350,710',
    'M420,440 C432,540 440,620 450,710',
    'M450,430 C480,520 510,610 530,700',
  ]);
  s += `<g clip-path="${clip(ctx, `<path d="${DRESS}"/>`)}">${inner}</g>`;
  s += `<path d="${DRESS}" fill="${softOverlay(ctx, 0.9)}"/>`;
  // waist tie with a bow
  s += `<path d="M330,398 C380,408 420,408 470,398 L474,420 C420,430 380,430 326,420 Z" fill="${belt}"/>`;
  s += `<path d="M436,414 C452,440 462,480 456,520 L472,516 C478,478 466,440 446,412 Z" fill="${darken(belt, 0.12)}"/>`;
  s += `<path d="M432,414 C420,446 414,476 420,506 L404,502 C400,470 410,440 424,412 Z" fill="${darken(belt, 0.05)}"/>`;
  s += `<ellipse cx="434" cy="412" rx="26" ry="13" transform="rotate(-12 434 412)" fill="${belt}"/>`;
  s += `<ellipse cx="434" cy="413" rx="8" ry="10" fill="${darken(belt, 0.18)}"/>`;
  s += `<path d="M360,198 L400,268 L440,198" fill="none" stroke="${darken(fabric, 0.2)}" stroke-width="4"/>`;
  return s;
};

const QIPAO =
  'M368,196 C372,186 428,186 432,196 L488,214 C504,222 514,240 520,262 L496,276 C506,318 512,352 482,420 ' +
  'C514,470 522,520 506,580 L488,712 C430,722 370,722 312,712 L294,580 C278,520 286,470 318,420 ' +
  'C288,352 294,318 304,276 L280,262 C286,240 296,222 312,214 Z';

// colors: silk, piping and buttons, embroidered flowers
const qipao: Draw = (ctx, [silk, piping, flowers]) => {
  let s = hangerHook(ctx, 66, 190);
  s += dropShadow(ctx, `<path d="${QIPAO}" fill="#000"/>`, 8, 12, 12, 0.18);
  s += `<path d="${QIPAO}" fill="${silk}" ${edge(silk, 2, 0.35)}/>`;
  let inner = '';
  const rnd = rng(21);
  for (let i = 0; i < 16; i++) {
    const x = 300 + (i % 4) * 62 + rnd() * 30;
    const y = 300 + Math.floor(i / 4) * 105 + rnd() * 40;
    inner += blossom(r1(x), r1(y), 13, flowers, lighten(flowers, 0.6), 0.75);
    inner +=
      `<path d="M${r1(x + 8)},${r1(y + 8)} q14,8 22,22" stroke="${darken(flowers, 0.2)}" ` +
      `stroke-width="2" fill="none" opacity=".5"/>`;
  }
  inner += `<rect x="260" y="180" width="280" height="560" fill="${linear(
    ctx,
    [
      [0, '#fff', 0],
      [0.35, '#fff', 0.22],
      [0.45, '#fff', 0],
      [0.7, '#000', 0.08],
      [1, '#000', 0.22],
    ],
    0,
    0,
    1,
    0.2,
  )}"/>`;
  inner += folds(ctx, ['M340,460 C330,560 326,640 330,712', 'M460,460 C470,560 474,640 470,712']);
  s += `<g clip-path="${clip(ctx, `<path d="${QIPAO}"/>`)}">${inner}</g>`;
  // piping along the opening, hem, sleeves and side slit
  const pipe = `fill="none" stroke="${piping}" stroke-width="4" stroke-linecap="round"`;
  s += `<path d="M400,214 C430,216 456,222 472,236 C484,248 492,262 496,276" ${pipe}/>`;
  s += `<path d="M312,712 C370,722 430,722 488,712 M280,262 L304,276 M496,276 L520,262 M480,606 L488,712" ${pipe}/>`;
  // stand collar
  s +=
    `<path d="M364,180 C378,172 422,172 436,180 L438,212 C420,222 380,222 362,212 Z" fill="${silk}" ` +
    `stroke="${piping}" stroke-width="3.5"/>`;
  // frog buttons
  for (const [x, y] of [
    [412, 206],
    [456, 228],
    [492, 262],
  ]) {
    s +=
      `<path d="M${x - 12},${y} h24 M${x - 12},${y} c-8,-8 -16,0 -8,6 M${x + 12},${y} c8,-8 16,0 8,6" ` +
      `fill="none" stroke="${piping}" stroke-width="3"/>`;
    s += `<circle cx="${x}" cy="${y}" r="4" fill="${piping}"/>`;
  }
  return s;
};

// colors: silk ground, border, motif accent
const scarf: Draw = (ctx, [ground, border, accent]) => {
  const shape = 'M170,170 H630 V500 L500,630 H170 Z';
  let s = dropShadow(ctx, `<path d="${shape}" fill="#000" transform="rotate(-7 400 400)"/>`, 6, 12, 12, 0.2);
  let g = `<path d="${shape}" fill="${border}"/>`;
  g += `<rect x="206" y="206" width="388" height="388" fill="${ground}"/>`;
  let motifs = '';
  for (let i = 0; i < 14; i++) {
    const t = 188 + i * 33.5;
    motifs += `<rect x="${t - 6}" y="182" width="12" height="12" transform="rotate(45 ${t} 188)" fill="${accent}"/>`;
    motifs += `<rect x="182" y="${t - 6}" width="12" height="12" transform="rotate(45 188 ${t})" fill="${accent}"/>`;
    if (t < 480)
      motifs += `<rect x="606" y="${t - 6}" width="12" height="12" transform="rotate(45 612 ${t})" fill="${accent}"/>`;
    if (t < 480)
      motifs += `<rect x="${t - 6}" y="606" width="12" height="12" transform="rotate(45 ${t} 612)" fill="${accent}"/>`;
  }
  g += motifs;
  g += `<rect x="222" y="222" width="356" height="356" fill="none" stroke="${accent}" stroke-width="2.5"/>`;
  // corner fans and central medallion
  for (const [x, y, a] of [
    [222, 222, 0],
    [578, 222, 90],
    [578, 578, 180],
    [222, 578, 270],
  ]) {
    g +=
      `<path d="M${x},${y} m0,0 l60,0 a60,60 0 0 1 -60,60 Z" transform="rotate(${a} ${x} ${y})" ` +
      `fill="${border}" opacity=".85"/>`;
    g += `<path d="M${x},${y} l30,0 a30,30 0 0 1 -30,30 Z" transform="rotate(${a} ${x} ${y})" fill="${accent}"/>`;
  }
  g += `<circle cx="400" cy="400" r="96" fill="${border}"/>`;
  for (let i = 0; i < 12; i++) {
    g += `<ellipse cx="400" cy="330" rx="14" ry="26" transform="rotate(${i * 30} 400 400)" fill="${accent}"/>`;
  }
  g += `<circle cx="400" cy="400" r="52" fill="${ground}"/>`;
  g += blossom(400, 400, 34, border, accent);
  // sheen
  g += `<path d="${shape}" fill="${linear(
    ctx,
    [
      [0, '#fff', 0],
      [0.3, '#fff', 0.28],
      [0.42, '#fff', 0],
      [0.62, '#000', 0.1],
      [0.78, '#fff', 0.16],
      [1, '#000', 0.12],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  g += folds(ctx, ['M200,420 C300,380 420,460 600,380', 'M220,300 C320,260 440,340 600,280']);
  // folded corner shows the reverse side
  g += `<path d="M630,500 L500,630 L496,504 Z" fill="#000" opacity=".25" filter="${blur(ctx, 6)}"/>`;
  g += `<path d="M630,500 L500,630 L500,500 Z" fill="${linear(
    ctx,
    [
      [0, lighten(border, 0.3)],
      [1, lighten(border, 0.08)],
    ],
    1,
    0,
    0,
    1,
  )}" ${edge(border, 1.5, 0.35)}/>`;
  s += `<g transform="rotate(-7 400 400)">${g}</g>`;
  return s;
};

// colors: silk, piping, strap
const eyeMask: Draw = (ctx, [silk, piping, strap]) => {
  const shape =
    'M170,404 C166,310 290,290 400,332 C510,290 634,310 630,404 C628,484 540,504 472,472 C444,458 424,452 400,462 ' +
    'C376,452 356,458 328,472 C260,504 172,484 170,404 Z';
  let s = shadow(ctx, 400, 560, 280, 40, 0.22);
  s += `<path d="M80,382 C200,370 600,370 720,382 L720,410 C600,398 200,398 80,410 Z" fill="${strap}"/>`;
  s += `<path d="M80,382 C200,370 600,370 720,382 L720,410 C600,398 200,398 80,410 Z" fill="${pattern(
    ctx,
    8,
    30,
    `<rect width="3" height="30" fill="#000" opacity=".15"/>`,
  )}"/>`;
  s += `<path d="${shape}" fill="${silk}" stroke="${piping}" stroke-width="7"/>`;
  s += `<path d="${shape}" fill="${softOverlay(ctx, 1.1)}"/>`;
  s += `<path d="${shape}" fill="${linear(
    ctx,
    [
      [0, '#fff', 0],
      [0.35, '#fff', 0.3],
      [0.5, '#fff', 0],
      [0.7, '#fff', 0.12],
      [1, '#fff', 0],
    ],
    0,
    0,
    1,
    0.4,
  )}"/>`;
  s +=
    `<path d="M230,380 C270,396 320,398 356,386 M570,380 C530,396 480,398 444,386" fill="none" ` +
    `stroke="${darken(silk, 0.3)}" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>`;
  return s;
};

// colors: silk face, bamboo frame and handle, painted flowers
const fan: Draw = (ctx, [face, frame, flowers0]) => {
  const flowers = inkOn(face, flowers0);
  let s = shadow(ctx, 400, 730, 140, 20, 0.25);
  s += `<circle cx="404" cy="346" r="210" fill="#000" opacity=".15" filter="${blur(ctx, 14)}"/>`;
  s += `<circle cx="400" cy="330" r="200" fill="${radial(
    ctx,
    [
      [0, lighten(face, 0.25)],
      [0.8, face],
      [1, darken(face, 0.08)],
    ],
    0.45,
    0.4,
    0.6,
  )}"/>`;
  // painted branch with blossoms
  let p =
    `<path d="M230,470 C290,430 320,380 380,350 C430,326 470,280 520,250" fill="none" stroke="#5b4330" ` +
    `stroke-width="7" stroke-linecap="round"/>`;
  p +=
    `<path d="M330,392 C340,350 360,320 370,290 M450,304 C480,300 510,310 540,330" fill="none" ` +
    `stroke="#5b4330" stroke-width="4" stroke-linecap="round"/>`;
  for (const [x, y, r] of [
    [370, 290, 15],
    [400, 340, 18],
    [500, 258, 16],
    [540, 330, 14],
    [300, 420, 17],
    [448, 300, 13],
    [262, 452, 12],
  ]) {
    p += blossom(x, y, r, flowers, '#e9c46a');
  }
  p +=
    `<circle cx="332" cy="252" r="3" fill="${flowers}"/><circle cx="560" cy="290" r="4" fill="${flowers}" ` +
    `opacity=".7"/>`;
  p += text('暗香', 520, 420, 30, 24, '#3a3a3a', { weight: 500, opacity: 0.8 });
  p += seal(520, 464, 20, '#b23a32', '印');
  s += `<g clip-path="${clip(ctx, '<circle cx="400" cy="330" r="198"/>')}">${p}</g>`;
  // frame and handle
  s += `<circle cx="400" cy="330" r="200" fill="none" stroke="${darken(frame, 0.2)}" stroke-width="14"/>`;
  s += `<circle cx="400" cy="330" r="200" fill="none" stroke="${frame}" stroke-width="9"/>`;
  s += `<path d="M400,130 V530" stroke="${frame}" stroke-opacity=".25" stroke-width="5"/>`;
  s += `<rect x="391" y="526" width="18" height="176" rx="6" fill="${cyl(ctx, frame)}"/>`;
  s += `<rect x="386" y="520" width="28" height="22" rx="5" fill="${darken(frame, 0.25)}"/>`;
  s += `<rect x="388" y="698" width="24" height="14" rx="5" fill="${darken(frame, 0.3)}"/>`;
  // tassel
  s += `<path d="M400,712 C404,728 420,734 428,722" fill="none" stroke="${flowers}" stroke-width="3"/>`;
  s +=
    `<path d="M428,722 L422,780 M428,722 L428,782 M428,722 L434,780 M428,722 L440,776 M428,722 L416,776" ` +
    `stroke="${flowers}" stroke-width="2.5"/>`;
  s += `<circle cx="428" cy="722" r="7" fill="${darken(flowers, 0.2)}"/>`;
  return s;
};

// colors: canvas, straps/print, print accent
const toteBag: Draw = (ctx, [canvas, strap, accent], label) => {
  const ink = inkOn(canvas, strap);
  const body = 'M236,322 H564 L582,648 C583,658 576,666 566,666 H234 C224,666 217,658 218,648 Z';
  let s = shadow(ctx, 400, 672, 230, 30);
  s += `<path d="M332,324 C326,168 474,168 468,324" fill="none" stroke="${darken(strap, 0.3)}" stroke-width="22"/>`;
  s += `<path d="${body}" fill="${canvas}" ${edge(canvas, 2, 0.35)}/>`;
  s += `<path d="${body}" fill="${pattern(
    ctx,
    6,
    6,
    '<path d="M0,0 H6 M0,3 H6" stroke="#000" stroke-opacity=".045" stroke-width="1"/>' +
      '<path d="M0,0 V6 M3,0 V6" stroke="#fff" stroke-opacity=".07" stroke-width="1"/>',
  )}"/>`;
  s += `<path d="${body}" fill="${cylOverlay(ctx, 0.55)}"/>`;
  s +=
    `<path d="M237,356 H563" stroke="${darken(canvas, 0.3)}" stroke-opacity=".4" stroke-width="2" ` +
    `stroke-dasharray="6 5"/>`;
  s += `<path d="M236,322 H564 L566,346 H234 Z" fill="#000" opacity=".06"/>`;
  // print
  s += `<circle cx="400" cy="470" r="62" fill="none" stroke="${ink}" stroke-width="4"/>`;
  s += `<path d="M352,490 C370,462 388,462 400,478 C414,452 434,446 450,474 L460,490 Z" fill="${ink}"/>`;
  s += `<circle cx="424" cy="444" r="12" fill="${accent}"/>`;
  if (label) s += text(label, 400, 572, 220, 30, ink, { weight: 700, spacing: 0.12 });
  // front strap, sewn on with boxed crosses
  s += `<path d="M312,376 C304,140 496,140 488,376" fill="none" stroke="${darken(strap, 0.12)}" stroke-width="26"/>`;
  s += `<path d="M312,376 C304,140 496,140 488,376" fill="none" stroke="${strap}" stroke-width="20"/>`;
  s +=
    `<path d="M312,376 C304,140 496,140 488,376" fill="none" stroke="${lighten(strap, 0.35)}" ` +
    `stroke-opacity=".6" stroke-width="16" stroke-dasharray="4 4"/>`;
  for (const x of [312, 488]) {
    s +=
      `<path d="M${x - 9},338 h18 v28 h-18 Z M${x - 9},338 l18,28 M${x + 9},338 l-18,28" fill="none" ` +
      `stroke="${lighten(strap, 0.45)}" stroke-width="1.5"/>`;
  }
  return s;
};

// colors: oiled paper, painted pattern, bamboo
const umbrella: Draw = (ctx, [paper, paint0, bamboo]) => {
  const paint = inkOn(paper, paint0);
  const ends = [150, 220, 300, 400, 500, 580, 650];
  let edgeD = '';
  for (let i = ends.length - 1; i > 0; i--)
    edgeD += ` Q${(ends[i] + ends[i - 1]) / 2},${i === 3 || i === 4 ? 416 : 406} ${ends[i - 1]},390`;
  const canopy = `M150,390 C180,250 290,168 400,160 C510,168 620,250 650,390${edgeD} Z`;
  let s = shadow(ctx, 400, 730, 180, 24);
  // shaft, stretchers and handle
  s += `<rect x="394" y="160" width="12" height="556" rx="6" fill="${cyl(ctx, bamboo)}"/>`;
  s +=
    `<path d="M400,470 L220,395 M400,470 L300,400 M400,470 L500,400 M400,470 L580,395" ` +
    `stroke="${darken(bamboo, 0.1)}" stroke-width="3"/>`;
  s += `<rect x="392" y="462" width="16" height="26" rx="4" fill="${darken(bamboo, 0.25)}"/>`;
  s += `<rect x="393" y="620" width="14" height="96" rx="6" fill="${darken(bamboo, 0.35)}"/>`;
  for (let y = 628; y < 712; y += 8) s += `<path d="M393,${y} h14" stroke="${lighten(bamboo, 0.2)}" stroke-width="2"/>`;
  // canopy
  s += `<path d="${canopy}" fill="${paper}"/>`;
  let p = '';
  p +=
    `<path d="M180,360 C250,310 300,280 360,290 M420,220 C480,200 540,230 600,300" fill="none" ` +
    `stroke="#5b4330" stroke-width="5" stroke-linecap="round"/>`;
  for (const [x, y, r] of [
    [240, 326, 18],
    [300, 290, 22],
    [350, 300, 14],
    [470, 206, 20],
    [530, 236, 16],
    [590, 296, 20],
    [210, 350, 12],
  ]) {
    p += blossom(x, y, r, paint, '#f2d16b');
  }
  for (let i = 0; i < ends.length; i++) {
    p +=
      `<path d="M400,160 Q${400 + (ends[i] - 400) * 0.55},${200} ${ends[i]},390" fill="none" ` +
      `stroke="${darken(paper, 0.35)}" stroke-opacity=".45" stroke-width="2"/>`;
  }
  p +=
    `<path d="M150,390 C180,250 290,168 400,160 C510,168 620,250 650,390" fill="none" ` +
    `stroke="${darken(paper, 0.2)}" stroke-width="0"/>`;
  s += `<g clip-path="${clip(ctx, `<path d="${canopy}"/>`)}">${p}</g>`;
  s += `<path d="${canopy}" fill="${radial(
    ctx,
    [
      [0, '#fff', 0.3],
      [0.5, '#fff', 0],
      [1, '#000', 0.22],
    ],
    0.4,
    0.2,
    0.9,
  )}" ${edge(paper, 2, 0.4)}/>`;
  s += `<path d="M150,390${edgeD}" fill="none" stroke="${paint}" stroke-width="5"/>`;
  s += `<ellipse cx="400" cy="152" rx="11" ry="14" fill="${darken(bamboo, 0.3)}"/>`;
  return s;
};

// colors: ceramic base, linen shade, trim
const lamp: Draw = (ctx, [base, shade, trim]) => {
  let s = shadow(ctx, 400, 646, 150, 24);
  s += `<circle cx="400" cy="300" r="240" fill="${radial(ctx, [
    [0, '#ffe9b0', 0.55],
    [1, '#ffe9b0', 0],
  ])}"/>`;
  const jar =
    'M346,644 C302,622 290,568 298,522 C306,472 348,444 370,434 ' +
    'L430,434 C452,444 494,472 502,522 C510,568 498,622 454,644 Z';
  s += `<rect x="392" y="394" width="16" height="44" fill="${cyl(ctx, trim)}"/>`;
  s += `<path d="${jar}" fill="${sphere(ctx, base, 0.38, 0.3, 0.8)}" ${edge(base, 1.5, 0.3)}/>`;
  s +=
    `<path d="M300,540 C360,556 440,556 500,540 M304,556 C360,572 440,572 496,556" fill="none" ` +
    `stroke="${trim}" stroke-width="3" opacity=".8"/>`;
  s += `<ellipse cx="400" cy="436" rx="32" ry="7" fill="${darken(base, 0.2)}"/>`;
  s +=
    `<ellipse cx="350" cy="500" rx="22" ry="40" transform="rotate(20 350 500)" fill="#fff" opacity=".3" ` +
    `filter="${blur(ctx, 6)}"/>`;
  // warm light spilling under the shade
  s += `<ellipse cx="400" cy="420" rx="150" ry="26" fill="#ffd98a" opacity=".35" filter="${blur(ctx, 10)}"/>`;
  const drum = 'M290,180 A110,16 0 0 0 510,180 L562,396 A162,24 0 0 1 238,396 Z';
  s += `<ellipse cx="400" cy="180" rx="110" ry="16" fill="${darken(shade, 0.3)}"/>`;
  s += `<path d="${drum}" fill="${linear(ctx, [
    [0, darken(shade, 0.05)],
    [0.7, lighten(shade, 0.12)],
    [1, lighten(mix(shade, '#ffd98a', 0.4), 0.2)],
  ])}"/>`;
  s += `<path d="${drum}" fill="${cylOverlay(ctx, 0.55)}"/>`;
  s += `<path d="${drum}" fill="${pattern(ctx, 5, 5, `<path d="M0,0 L5,5" stroke="#000" stroke-opacity=".05"/>`)}"/>`;
  s += `<path d="M290,180 A110,16 0 0 0 510,180" fill="none" stroke="${trim}" stroke-width="4"/>`;
  s += `<path d="M238,396 A162,24 0 0 0 562,396" fill="none" stroke="${trim}" stroke-width="5"/>`;
  return s;
};

// colors: vessel, wax, label paper
const candle: Draw = (ctx, [vessel, wax, paper], label) => {
  const L = 292;
  const R = 508;
  const rx = 108;
  const ry = 22;
  const top = 380;
  const bot = 620;
  let s = shadow(ctx, 400, bot + 8, 180, 28);
  s += `<circle cx="400" cy="320" r="130" fill="${radial(ctx, [
    [0, '#ffd27a', 0.5],
    [1, '#ffd27a', 0],
  ])}"/>`;
  const body = `M${L},${top} V${bot} A${rx},${ry} 0 0 0 ${R},${bot} V${top} A${rx},${ry} 0 0 1 ${L},${top} Z`;
  s += `<path d="${body}" fill="${cyl(ctx, vessel)}"/>`;
  // inside: wall, then the wax pool lower down
  const mouth = `<ellipse cx="400" cy="${top}" rx="${rx - 4}" ry="${ry - 3}"/>`;
  s +=
    `<g clip-path="${clip(ctx, mouth)}"><ellipse cx="400" cy="${top}" rx="${rx}" ry="${ry}" ` +
    `fill="${darken(vessel, 0.3)}"/>`;
  s += `<ellipse cx="400" cy="${top + 14}" rx="${rx - 4}" ry="${ry - 3}" fill="${radial(
    ctx,
    [
      [0, lighten(wax, 0.4)],
      [1, wax],
    ],
    0.5,
    0.4,
    0.6,
  )}"/></g>`;
  s +=
    `<ellipse cx="400" cy="${top}" rx="${rx}" ry="${ry}" fill="none" stroke="${lighten(vessel, 0.3)}" ` +
    `stroke-width="4"/>`;
  // wick and flame
  s += `<path d="M400,396 C398,388 402,380 400,372" stroke="#2b2520" stroke-width="3" fill="none"/>`;
  s += `<path d="M400,292 C414,320 422,348 400,374 C378,348 386,320 400,292 Z" fill="${radial(
    ctx,
    [
      [0, '#ffffff'],
      [0.35, '#fff3b0'],
      [0.75, '#ffb13b'],
      [1, '#f07a1a'],
    ],
    0.5,
    0.75,
    0.7,
  )}"/>`;
  s += `<path d="M400,340 C404,348 406,358 400,368 C394,358 396,348 400,340 Z" fill="#6fa8ff" opacity=".5"/>`;
  // paper label
  s +=
    `<path d="M324,456 A${rx},${ry} 0 0 0 476,456 V556 A${rx},${ry} 0 0 1 324,556 Z" ` +
    `fill="${paper}" ${edge(paper, 1.5, 0.3)}/>`;
  if (label) {
    const ink = inkOn(paper, vessel);
    s += text(label, 400, 500, 120, 34, ink, { weight: 700 });
    s += text('SCENTED CANDLE', 400, 546, 110, 11, ink, { weight: 500, spacing: 0.12, opacity: 0.7 });
  }
  s += `<path d="${body}" fill="${cylOverlay(ctx, 0.35)}"/>`;
  return s;
};

// colors: cover fabric, brocade pattern, tassels
const cushion: Draw = (ctx, [cover, brocade, tassel]) => {
  const shape = 'M212,216 Q400,248 588,216 Q562,400 588,588 Q400,556 212,588 Q238,400 212,216 Z';
  let s = shadow(ctx, 400, 612, 250, 34, 0.28);
  s += `<path d="${shape}" fill="${cover}"/>`;
  const motif =
    `<path d="M36,8 L58,36 L36,64 L14,36 Z" fill="none" stroke="${brocade}" stroke-width="3"/>` +
    `<circle cx="36" cy="36" r="7" fill="${brocade}"/><circle cx="0" cy="0" r="5" fill="${brocade}"/>` +
    `<circle cx="72" cy="0" r="5" fill="${brocade}"/><circle cx="0" cy="72" r="5" fill="${brocade}"/><circle ` +
    `cx="72" cy="72" r="5" fill="${brocade}"/>`;
  s +=
    `<g clip-path="${clip(ctx, `<path d="${shape}"/>`)}"><rect x="190" y="190" width="420" height="420" ` +
    `fill="${pattern(ctx, 72, 72, motif, 'translate(364 364)')}" opacity=".8"/>`;
  s += `<circle cx="400" cy="402" r="76" fill="${cover}" stroke="${brocade}" stroke-width="5"/>`;
  s += blossom(400, 402, 40, brocade, tassel);
  s += `</g>`;
  s += `<path d="${shape}" fill="${radial(
    ctx,
    [
      [0, '#fff', 0.22],
      [0.5, '#fff', 0.04],
      [0.85, '#000', 0.12],
      [1, '#000', 0.3],
    ],
    0.45,
    0.42,
    0.62,
  )}"/>`;
  s +=
    `<path ` +
    `d="M232,236 Q300,290 330,300 M568,236 Q500,290 470,300 M232,568 Q300,510 330,500 M568,568 Q500,510 470,500" ` +
    `fill="none" stroke="#000" stroke-opacity=".14" stroke-width="8" filter="${blur(ctx, 4)}"/>`;
  s += `<path d="${shape}" fill="none" stroke="${darken(brocade, 0.1)}" stroke-width="7"/>`;
  for (const [x, y, dx] of [
    [212, 216, -1],
    [588, 216, 1],
    [212, 588, -1],
    [588, 588, 1],
  ]) {
    s += `<path d="M${x},${y} l${dx * 14},${y > 400 ? 20 : -4} " stroke="${tassel}" stroke-width="4" fill="none"/>`;
    s += `<path d="M${x + dx * 14},${y + (y > 400 ? 20 : -4)} l${dx * 6},28 l${dx * 10},-4 Z" fill="${tassel}"/>`;
  }
  return s;
};

// colors: wood, end band, ceramic rest
const chopsticks: Draw = (ctx, [wood, band, rest]) => {
  let s = shadow(ctx, 420, 610, 300, 50, 0.16);
  const g = linear(
    ctx,
    [
      [0, lighten(wood, 0.3)],
      [0.5, wood],
      [1, darken(wood, 0.3)],
    ],
    0,
    0,
    0,
    1,
  );
  const sh = blur(ctx, 4);
  const stick = (x1: number, y1: number, x2: number, y2: number) => {
    const len = Math.hypot(x2 - x1, y2 - y1);
    const a = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
    const d =
      `M0,-9 L${r1(len - 6)},-3.5 C${r1(len - 2)},-3.5 ${r1(len)},-2 ${r1(len)},0 ` +
      `C${r1(len)},2 ${r1(len - 2)},3.5 ${r1(len - 6)},3.5 L0,9 Z`;
    let t = `<g transform="translate(${x1} ${y1}) rotate(${r1(a)})">`;
    t += `<path d="${d}" fill="#000" opacity=".22" transform="translate(4 12)" filter="${sh}"/>`;
    t += `<path d="${d}" fill="${g}"/>`;
    t += `<path d="M14,-8.8 H58 V8.6 H14 Z" fill="${band}"/><path d="M64,-8.5 H70 V8.4 H64 Z" fill="${band}"/>`;
    return `${t}<path d="M0,-9 V9" stroke="${darken(wood, 0.35)}" stroke-width="2"/></g>`;
  };
  // three pairs fanned out, the tips resting on one ceramic rest
  const pairs: [number, number, number, number][] = [
    [160, 290, 612, 528],
    [130, 406, 618, 554],
    [160, 524, 614, 580],
  ];
  s += `<ellipse cx="628" cy="604" rx="80" ry="20" fill="#000" opacity=".22" filter="${blur(ctx, 5)}"/>`;
  s +=
    `<path d="M552,584 C566,552 690,552 704,584 C708,614 548,614 552,584 Z" ` +
    `fill="${sphere(ctx, rest, 0.4, 0.2, 0.9)}" ${edge(rest, 1.5, 0.4)}/>`;
  s +=
    `<path d="M572,574 C600,588 656,588 684,574" fill="none" stroke="${darken(rest, 0.25)}" ` +
    `stroke-opacity=".45" stroke-width="2"/>`;
  for (const [x1, y1, x2, y2] of pairs) {
    s += stick(x1, y1 - 12, x2, y2 - 6) + stick(x1 + 4, y1 + 12, x2 + 4, y2 + 4);
  }
  return s;
};

// colors: bamboo, rim binding, lining shadow
const basket: Draw = (ctx, [bamboo, rim, inside]) => {
  const body =
    'M200,360 C206,470 220,560 240,620 C300,648 500,648 560,620 C580,560 594,470 600,360 A200,50 0 0 1 200,360 Z';
  let s = shadow(ctx, 400, 636, 220, 30);
  s += `<ellipse cx="400" cy="360" rx="200" ry="50" fill="${darken(inside, 0.15)}"/>`;
  s += `<ellipse cx="400" cy="366" rx="186" ry="42" fill="${pattern(
    ctx,
    18,
    18,
    `<rect width="18" height="18" fill="${darken(bamboo, 0.35)}"/>` +
      `<rect width="9" height="9" fill="${darken(bamboo, 0.2)}"/>` +
      `<rect x="9" y="9" width="9" height="9" fill="${darken(bamboo, 0.2)}"/>`,
  )}"/>`;
  s += `<path d="${body}" fill="${bamboo}"/>`;
  let weave = '';
  for (let i = 0; i < 16; i++) {
    const y = 384 + i * 16;
    const rx = 200 - (i / 16) * 38;
    weave +=
      `<path d="M${400 - rx},${y} A${rx},50 0 0 0 ${400 + rx},${y}" fill="none" ` +
      `stroke="${darken(bamboo, 0.22)}" stroke-width="11" stroke-dasharray="22 20" ` +
      `stroke-dashoffset="${i % 2 ? 21 : 0}"/>`;
    weave +=
      `<path d="M${400 - rx},${y + 7} A${rx},50 0 0 0 ${400 + rx},${y + 7}" fill="none" ` +
      `stroke="${darken(bamboo, 0.4)}" stroke-opacity=".35" stroke-width="1.5"/>`;
  }
  s += `<g clip-path="${clip(ctx, `<path d="${body}"/>`)}">${weave}</g>`;
  s += `<path d="${body}" fill="${cylOverlay(ctx, 0.8)}"/>`;
  s += `<ellipse cx="400" cy="360" rx="200" ry="50" fill="none" stroke="${darken(rim, 0.2)}" stroke-width="20"/>`;
  s += `<ellipse cx="400" cy="360" rx="200" ry="50" fill="none" stroke="${rim}" stroke-width="14"/>`;
  s +=
    `<ellipse cx="400" cy="360" rx="200" ry="50" fill="none" stroke="${lighten(rim, 0.3)}" stroke-width="10" ` +
    `stroke-dasharray="3 6"/>`;
  for (const x of [198, 602]) {
    s +=
      `<path d="M${x},372 C${x + (x < 400 ? -40 : 40)},372 ${x + (x < 400 ? -40 : 40)},420 ${x},420" ` +
      `fill="none" stroke="${rim}" stroke-width="10" stroke-linecap="round"/>`;
  }
  return s;
};

// colors: cover, second book, title strip
const notebook: Draw = (ctx, [cover, second, strip], label) => {
  const book = (x: number, y: number, rot: number, col: string, front: boolean) => {
    let b = `<g transform="rotate(${rot} 400 420)">`;
    b +=
      `<rect x="${x + 8}" y="${y + 8}" width="300" height="420" rx="6" fill="#000" opacity=".25" ` +
      `filter="${blur(ctx, 10)}"/>`;
    b += `<rect x="${x + 6}" y="${y + 6}" width="300" height="420" rx="4" fill="#f3ead8"/>`;
    b +=
      `<path d="M${x + 306},${y + 20} V${y + 420} M${x + 20},${y + 426} H${x + 300}" stroke="#d8ccb3" ` +
      `stroke-width="2"/>`;
    b += `<rect x="${x}" y="${y}" width="300" height="420" rx="4" fill="${col}"/>`;
    b += `<rect x="${x}" y="${y}" width="300" height="420" rx="4" fill="${pattern(
      ctx,
      4,
      4,
      `<path d="M0,0 H4" stroke="#000" stroke-opacity=".06"/><path d="M0,0 V4" stroke="#fff" stroke-opacity=".05"/>`,
    )}"/>`;
    b += `<rect x="${x}" y="${y}" width="300" height="420" rx="4" fill="${linear(
      ctx,
      [
        [0, '#000', 0.15],
        [0.12, '#000', 0],
        [0.6, '#fff', 0.08],
        [1, '#000', 0.08],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    // thread binding
    for (let i = 0; i < 6; i++) {
      const hy = y + 34 + i * 70;
      b += `<circle cx="${x + 26}" cy="${hy}" r="3" fill="${darken(col, 0.5)}"/>`;
      b += `<path d="M${x},${hy} H${x + 26}" stroke="#f4efe4" stroke-width="3"/>`;
      if (i < 5) b += `<path d="M${x + 26},${hy} V${hy + 70}" stroke="#f4efe4" stroke-width="3"/>`;
    }
    if (front) {
      b += `<rect x="${x + 200}" y="${y + 30}" width="56" height="210" fill="${strip}" ${edge(strip, 1.5, 0.3)}/>`;
      b +=
        `<rect x="${x + 206}" y="${y + 36}" width="44" height="198" fill="none" ` +
        `stroke="${darken(strip, 0.4)}" stroke-opacity=".4"/>`;
      if (label) b += verticalText(label, x + 228, y + 135, 170, 34, darken(strip, 0.75));
    }
    return `${b}</g>`;
  };
  return book(272, 196, 8, second, false) + book(250, 210, -4, cover, true);
};

// colors: bamboo handles, rack wood, brush hair
const brushSet: Draw = (ctx, [bamboo, wood, hair]) => {
  let s = shadow(ctx, 400, 656, 250, 26);
  s += `<rect x="196" y="628" width="408" height="24" rx="6" fill="${cyl(ctx, darken(wood, 0.1))}"/>`;
  s +=
    `<rect x="216" y="200" width="16" height="430" fill="${cyl(ctx, wood)}"/><rect x="568" y="200" ` +
    `width="16" height="430" fill="${cyl(ctx, wood)}"/>`;
  s +=
    `<path d="M188,196 C200,182 600,182 612,196 L604,214 H196 Z" ` +
    `fill="${vertical(ctx, lighten(wood, 0.15), darken(wood, 0.2))}"/>`;
  const brushes: [number, number, number, string][] = [
    [282, 260, 16, hair],
    [340, 320, 20, darken(hair, 0.55)],
    [400, 280, 18, lighten(hair, 0.1)],
    [460, 340, 24, darken(hair, 0.25)],
    [518, 240, 14, darken(hair, 0.6)],
  ];
  for (const [x, len, w, h] of brushes) {
    const top = 240;
    s +=
      `<path d="M${x},214 C${x - 10},224 ${x - 10},236 ${x},${top} C${x + 10},236 ${x + 10},224 ${x},214" ` +
      `fill="none" stroke="#7a2e24" stroke-width="2.5"/>`;
    s += `<rect x="${x - w / 2}" y="${top}" width="${w}" height="${len}" rx="${w / 2}" fill="${cyl(ctx, bamboo)}"/>`;
    for (let y = top + 60; y < top + len - 20; y += 80) {
      s += `<path d="M${x - w / 2},${y} H${x + w / 2}" stroke="${darken(bamboo, 0.3)}" stroke-width="2"/>`;
    }
    const fy = top + len;
    s += `<rect x="${x - w / 2 - 1}" y="${fy - 4}" width="${w + 2}" height="14" rx="3" fill="${cyl(ctx, '#3a2a22')}"/>`;
    const hl = w * 4;
    s +=
      `<path ` +
      `d="M${x - w / 2},${fy + 10} ` +
      `C${x - w / 2 - 2},${fy + hl * 0.5} ${x - 2},${fy + hl * 0.85} ${x},${fy + hl} ` +
      `C${x + 2},${fy + hl * 0.85} ${x + w / 2 + 2},${fy + hl * 0.5} ${x + w / 2},${fy + 10} Z" ` +
      `fill="${linear(
        ctx,
        [
          [0, lighten(h, 0.2)],
          [0.5, h],
          [1, darken(h, 0.3)],
        ],
        0,
        0,
        1,
        0,
      )}"/>`;
  }
  return s;
};

// colors: barrel, trim (clip, rings, nib)
const pen: Draw = (ctx, [barrel, trim], label) => {
  const round = (col: string) =>
    linear(
      ctx,
      [
        [0, lighten(col, 0.3)],
        [0.35, col],
        [0.7, darken(col, 0.2)],
        [1, darken(col, 0.45)],
      ],
      0,
      0,
      0,
      1,
    );
  let s = '';
  let pen1 =
    `<path d="M170,384 H470 V432 H170 C160,432 150,422 150,408 C150,394 160,384 170,384 Z" ` +
    `fill="${round(barrel)}"/>`;
  pen1 += `<path d="M470,386 L540,394 V422 L470,430 Z" fill="${round('#1f1f22')}"/>`;
  pen1 += `<rect x="466" y="384" width="8" height="48" fill="${round(trim)}"/>`;
  pen1 += `<path d="M538,396 C580,398 610,404 632,408 C610,412 580,418 538,420 Z" fill="${round(trim)}"/>`;
  pen1 +=
    `<path d="M560,408 H632" stroke="#4a3a20" stroke-width="1.5"/><circle cx="560" cy="408" r="3" ` +
    `fill="#4a3a20"/>`;
  if (label) pen1 += text(label, 320, 408, 140, 16, lighten(barrel, 0.6), { weight: 500, spacing: 0.3, opacity: 0.8 });
  let cap =
    `<path d="M230,300 H470 V356 H230 C216,356 206,342 206,328 C206,314 216,300 230,300 Z" ` +
    `fill="${round(barrel)}"/>`;
  cap += `<rect x="446" y="300" width="12" height="56" fill="${round(trim)}"/>`;
  cap += `<path d="M232,296 H392 C402,296 404,306 396,308 H244 C236,308 230,302 232,296 Z" fill="${round(trim)}"/>`;
  cap += `<circle cx="214" cy="328" r="8" fill="${round(trim)}"/>`;
  const sh = blur(ctx, 6);
  s += `<g transform="translate(400 400) scale(1.15) translate(-400 -400) rotate(-24 400 400) translate(0 40)">`;
  s +=
    `<g transform="translate(6 22)" opacity=".3" filter="${sh}"><path d="M150,384 H630 V432 H150 Z"/><path ` +
    `d="M206,300 H470 V356 H206 Z"/></g>`;
  s += `${cap}${pen1}</g>`;
  return s;
};

// colors: brass, tassel, gift envelope
const bookmark: Draw = (ctx, [brass, tassel, envelope]) => {
  // kraft gift envelope behind
  let s = `<g transform="translate(24 0) rotate(6 400 400)">`;
  s +=
    `<rect x="250" y="170" width="300" height="470" rx="6" fill="#000" opacity=".18" ` +
    `transform="translate(8 14)" filter="${blur(ctx, 12)}"/>`;
  s +=
    `<rect x="250" y="170" width="300" height="470" rx="6" ` +
    `fill="${vertical(ctx, lighten(envelope, 0.1), darken(envelope, 0.06))}" ${edge(envelope, 1.5, 0.3)}/>`;
  s +=
    `<path d="M250,176 L400,300 L550,176" fill="none" stroke="${darken(envelope, 0.2)}" stroke-opacity=".5" ` +
    `stroke-width="2"/>`;
  s += `</g>`;
  const metal = linear(
    ctx,
    [
      [0, darken(brass, 0.25)],
      [0.25, lighten(brass, 0.35)],
      [0.5, brass],
      [0.75, lighten(brass, 0.22)],
      [1, darken(brass, 0.3)],
    ],
    0,
    0,
    1,
    0.3,
  );
  // lattice cut-outs (a moon window with a plum branch, bars, a diamond)
  const maskId = uid(ctx, 'mk');
  let holes = '<circle cx="400" cy="190" r="9"/><circle cx="400" cy="300" r="54"/>';
  for (let i = 0; i < 4; i++) holes += `<rect x="${357 + i * 22}" y="384" width="14" height="104" rx="3"/>`;
  holes += '<path d="M400,522 L428,550 L400,578 L372,550 Z"/>';
  ctx.defs.push(
    `<mask id="${maskId}" maskUnits="userSpaceOnUse" x="0" y="0" width="800" height="800">` +
      `<rect x="0" y="0" width="800" height="800" fill="#fff"/><g fill="#000">${holes}</g>` +
      `<path d="M356,326 C378,296 410,282 446,286 M392,262 C402,284 398,312 382,334" stroke="#fff" ` +
      `stroke-width="6" fill="none"/>` +
      `<g fill="#fff"><circle cx="372" cy="312" r="8"/><circle cx="420" cy="282" r="9"/><circle cx="394" ` +
      `cy="266" r="7"/><circle cx="430" cy="310" r="6"/></g></mask>`,
  );
  const plate = 'M348,200 C348,176 370,158 400,158 C430,158 452,176 452,200 V618 L400,650 L348,618 Z';
  s += `<g transform="rotate(-14 400 400)">`;
  s += `<path d="${plate}" fill="#000" opacity=".26" transform="translate(10 16)" filter="${blur(ctx, 8)}"/>`;
  s += `<path d="${plate}" fill="${metal}" mask="url(#${maskId})" stroke="${darken(brass, 0.35)}" stroke-width="1.5"/>`;
  s +=
    `<path d="M358,206 V612 L400,638 L442,612 V206" fill="none" stroke="${lighten(brass, 0.45)}" ` +
    `stroke-opacity=".5" stroke-width="1.5" mask="url(#${maskId})"/>`;
  // silk tassel through the top hole
  s +=
    `<path d="M400,190 C396,116 500,92 548,150" fill="none" stroke="${tassel}" stroke-width="4" ` +
    `stroke-linecap="round"/>`;
  s +=
    `<g transform="translate(290 -24) rotate(-34 258 174)"><circle cx="258" cy="174" r="10" ` +
    `fill="${darken(tassel, 0.15)}"/>`;
  s += `<rect x="249" y="182" width="18" height="8" rx="2" fill="${brass}"/>`;
  s +=
    `<path d="M250,190 C246,230 248,262 252,292 H266 C270,262 272,230 266,190 Z" ` +
    `fill="${vertical(ctx, tassel, darken(tassel, 0.28))}"/>`;
  s +=
    `<path d="M254,200 V288 M259,200 V290 M264,200 V288" stroke="#000" stroke-opacity=".15" ` +
    `stroke-width="1.2"/></g>`;
  s += `</g>`;
  return s;
};

// colors: box, ribbon, print accent
const snackBox: Draw = (ctx, [box, ribbon, accent], label) => {
  const W = 320;
  const H = 250;
  const D = 92;
  const P = (u: number, v: number, h: number) => `${r1(226 + u + v * 0.76)},${r1(626 - h - v * 0.64)}`;
  const poly = (pts: string[], fill: string, extra = '') => `<path d="M${pts.join(' L')} Z" fill="${fill}" ${extra}/>`;
  let s = shadow(ctx, 420, 628, 270, 40, 0.3);
  // faces
  s += poly(
    [P(0, 0, 0), P(W, 0, 0), P(W, 0, H), P(0, 0, H)],
    vertical(ctx, box, darken(box, 0.1)),
    edge(box, 1.5, 0.3),
  );
  s += poly([P(W, 0, 0), P(W, D, 0), P(W, D, H), P(W, 0, H)], darken(box, 0.22));
  s += poly([P(0, 0, H), P(W, 0, H), P(W, D, H), P(0, D, H)], lighten(box, 0.14));
  // lid seam
  s +=
    `<path d="M${P(0, 0, H - 52)} L${P(W, 0, H - 52)} L${P(W, D, H - 52)}" fill="none" stroke="#000" ` +
    `stroke-opacity=".25" stroke-width="3"/>`;
  s += `<path d="M${P(0, 0, H - 55)} L${P(W, 0, H - 55)}" stroke="#fff" stroke-opacity=".15" stroke-width="2"/>`;
  // cloud pattern on the front
  let clouds = '';
  for (const [u, h] of [
    [40, 40],
    [120, 150],
    [270, 60],
    [250, 170],
  ]) {
    const [x, y] = P(u, 0, h).split(',').map(Number);
    clouds +=
      `<path d="M${x - 22},${y} a11,11 0 0 1 14,-12 a13,13 0 0 1 22,2 a9,9 0 0 1 8,10 Z" fill="none" ` +
      `stroke="${accent}" stroke-opacity=".45" stroke-width="2.5"/>`;
  }
  s += clouds;
  // ribbon near the left edge
  const u0 = 56;
  const u1 = 92;
  s += poly([P(u0, 0, 0), P(u1, 0, 0), P(u1, 0, H), P(u0, 0, H)], ribbon);
  s += poly([P(u0, 0, H), P(u1, 0, H), P(u1, D, H), P(u0, D, H)], lighten(ribbon, 0.12));
  s += poly([P(W, D * 0.4, 0), P(W, D * 0.62, 0), P(W, D * 0.62, H), P(W, D * 0.4, H)], darken(ribbon, 0.2));
  s += poly([P(0, D * 0.4, H), P(W, D * 0.4, H), P(W, D * 0.62, H), P(0, D * 0.62, H)], lighten(ribbon, 0.12));
  // bow
  const [bx, by] = P(74, D * 0.5, H)
    .split(',')
    .map(Number);
  s +=
    `<ellipse cx="${bx - 30}" cy="${by - 10}" rx="34" ry="17" transform="rotate(-20 ${bx - 30} ${by - 10})" ` +
    `fill="${ribbon}" stroke="${darken(ribbon, 0.25)}" stroke-width="2"/>`;
  s +=
    `<ellipse cx="${bx + 30}" cy="${by - 12}" rx="34" ry="17" transform="rotate(18 ${bx + 30} ${by - 12})" ` +
    `fill="${lighten(ribbon, 0.05)}" stroke="${darken(ribbon, 0.25)}" stroke-width="2"/>`;
  s +=
    `<path ` +
    `d="M${bx - 6},${by} L${bx - 34},${by + 40} L${bx - 18},${by + 36} Z M${bx + 6},${by} ` +
    `L${bx + 30},${by + 42} L${bx + 16},${by + 36} Z" ` +
    `fill="${darken(ribbon, 0.12)}"/>`;
  s += `<ellipse cx="${bx}" cy="${by - 4}" rx="12" ry="10" fill="${darken(ribbon, 0.1)}"/>`;
  // round label medallion on the front
  const [mx, my] = P(210, 0, 98).split(',').map(Number);
  s += `<circle cx="${mx}" cy="${my}" r="66" fill="${accent}"/>`;
  s += `<circle cx="${mx}" cy="${my}" r="58" fill="none" stroke="${box}" stroke-width="2"/>`;
  if (label) s += text(label, mx, my - 4, 92, 44, inkOn(accent, box), { weight: 700 });
  s += text('YOUPIN', mx, my + 34, 60, 11, inkOn(accent, box), { weight: 500, spacing: 0.3, opacity: 0.8 });
  return s;
};

// colors: contents, lid, label paper
const jar: Draw = (ctx, [contents, lidCol, paper], label) => {
  let s = shadow(ctx, 400, 636, 160, 26);
  const glass =
    'M296,330 C290,330 284,338 284,348 V606 C284,624 298,636 316,636 ' +
    'H484 C502,636 516,624 516,606 V348 C516,338 510,330 504,330 Z';
  const fill = 'M288,372 H512 V606 C512,622 500,632 484,632 H316 C300,632 288,622 288,606 Z';
  s += `<path d="${glass}" fill="#ffffff" opacity=".35"/>`;
  s += `<path d="${fill}" fill="${linear(
    ctx,
    [
      [0, darken(contents, 0.25)],
      [0.35, lighten(contents, 0.18)],
      [0.55, contents],
      [1, darken(contents, 0.35)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  s += `<ellipse cx="400" cy="372" rx="112" ry="12" fill="${lighten(contents, 0.25)}"/>`;
  s += `<path d="${glass}" fill="none" stroke="#ffffff" stroke-opacity=".8" stroke-width="3"/>`;
  s += `<path d="${glass}" fill="none" stroke="${darken(contents, 0.5)}" stroke-opacity=".25" stroke-width="1.5"/>`;
  // label
  s += `<path d="M312,440 A96,14 0 0 0 488,440 V572 A96,14 0 0 1 312,572 Z" fill="${paper}" ${edge(paper, 1.5, 0.3)}/>`;
  s +=
    `<path d="M322,462 A90,13 0 0 0 478,462 M322,556 A90,13 0 0 0 478,556" fill="none" stroke="${lidCol}" ` +
    `stroke-width="2"/>`;
  if (label) s += text(label, 400, 510, 140, 44, inkOn(paper, lidCol), { weight: 700 });
  // glass highlights
  s += `<rect x="300" y="350" width="12" height="268" rx="6" fill="#fff" opacity=".45" filter="${blur(ctx, 2)}"/>`;
  s += `<rect x="490" y="360" width="6" height="240" rx="3" fill="#fff" opacity=".3"/>`;
  // lid
  s += `<rect x="292" y="312" width="216" height="24" rx="6" fill="${darken(lidCol, 0.2)}"/>`;
  s +=
    `<path d="M286,270 C286,262 292,256 300,256 H500 C508,256 514,262 514,270 V318 H286 Z" ` +
    `fill="${cyl(ctx, lidCol)}"/>`;
  let ridges = '';
  for (let x = 296; x <= 504; x += 8)
    ridges += `<path d="M${x},262 V316" stroke="#000" stroke-opacity=".12" stroke-width="2.5"/>`;
  s += ridges;
  return s;
};

// colors: leaves, dish
const teaLeaves: Draw = (ctx, [leaf, dish]) => {
  let s = shadow(ctx, 400, 560, 280, 50, 0.26);
  s += `<ellipse cx="400" cy="528" rx="262" ry="74" fill="${darken(dish, 0.12)}"/>`;
  s += `<ellipse cx="400" cy="520" rx="262" ry="74" fill="${radial(
    ctx,
    [
      [0, darken(dish, 0.08)],
      [0.75, dish],
      [1, lighten(dish, 0.2)],
    ],
    0.5,
    0.5,
    0.5,
  )}" ${edge(dish, 1.5, 0.3)}/>`;
  s +=
    `<ellipse cx="400" cy="520" rx="228" ry="60" fill="none" stroke="${darken(dish, 0.15)}" ` +
    `stroke-opacity=".4" stroke-width="2"/>`;
  const rnd = rng(3);
  const leaves: { x: number; y: number; a: number; l: number; c: string }[] = [];
  for (let i = 0; i < 340; i++) {
    const dx = (rnd() * 2 - 1) * 200;
    const k = Math.sqrt(Math.max(0, 1 - (dx / 210) ** 2));
    const y = 538 - k * 150 * rnd() ** 0.7 - 6;
    leaves.push({
      x: 400 + dx,
      y,
      a: rnd() * 180,
      l: 18 + rnd() * 16,
      c: mix(leaf, rnd() > 0.5 ? '#ffffff' : '#000000', rnd() * 0.3),
    });
  }
  leaves.sort((p, q) => p.y - q.y);
  for (const p of leaves) {
    s += `<g transform="translate(${r1(p.x)} ${r1(p.y)}) rotate(${Math.round(p.a)})">`;
    s +=
      `<path d="M-${r1(p.l)},0 Q0,-6 ${r1(p.l)},0 Q0,6 -${r1(p.l)},0 Z" fill="${p.c}" ` +
      `stroke="${darken(p.c, 0.3)}" stroke-width=".8"/>`;
    s +=
      `<path d="M-${r1(p.l * 0.8)},0 H${r1(p.l * 0.8)}" stroke="${lighten(p.c, 0.3)}" stroke-width="1" ` +
      `opacity=".6"/></g>`;
  }
  return s;
};

// colors: tea liquor, leaves, coaster
const teaLiquor: Draw = (ctx, [liquor, leaf, coaster]) => {
  let s = shadow(ctx, 400, 632, 190, 30);
  s += `<path d="M232,610 A168,30 0 0 0 568,610 V626 A168,30 0 0 1 232,626 Z" fill="${darken(coaster, 0.2)}"/>`;
  s += `<ellipse cx="400" cy="610" rx="168" ry="30" fill="${vertical(ctx, lighten(coaster, 0.12), coaster)}"/>`;
  for (let i = 1; i < 4; i++)
    s +=
      `<ellipse cx="400" cy="610" rx="${168 - i * 36}" ry="${30 - i * 6.5}" fill="none" ` +
      `stroke="${darken(coaster, 0.18)}" stroke-opacity=".5"/>`;
  const glass = 'M300,270 L316,596 C318,608 330,614 344,614 H456 C470,614 482,608 484,596 L500,270 Z';
  const liquid = 'M304,350 L317,592 C319,604 330,608 344,608 H456 C470,608 481,604 483,592 L496,350 Z';
  s += `<path d="${glass}" fill="#ffffff" opacity=".3"/>`;
  s += `<path d="${liquid}" fill="${linear(
    ctx,
    [
      [0, lighten(liquor, 0.25), 0.85],
      [1, darken(liquor, 0.15), 0.95],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  let leaves = '';
  for (const [x, y, a, l] of [
    [350, 480, -70, 34],
    [380, 520, -95, 40],
    [420, 470, -80, 30],
    [452, 530, -100, 38],
    [400, 560, -85, 28],
    [340, 560, -60, 26],
    [460, 420, -110, 24],
  ]) {
    leaves +=
      `<g transform="translate(${x} ${y}) rotate(${a})"><path ` +
      `d="M-${l},0 Q0,-10 ${l},0 Q0,10 -${l},0 Z" fill="${leaf}" opacity=".9"/>`;
    leaves += `<path d="M-${l},0 H${l}" stroke="${lighten(leaf, 0.3)}" stroke-width="1.2"/></g>`;
  }
  s += `<g clip-path="${clip(ctx, `<path d="${liquid}"/>`)}">${leaves}</g>`;
  s += `<ellipse cx="400" cy="350" rx="96" ry="14" fill="${lighten(liquor, 0.3)}" opacity=".9"/>`;
  s += `<ellipse cx="400" cy="600" rx="78" ry="10" fill="#fff" opacity=".35"/>`;
  s +=
    `<ellipse cx="400" cy="270" rx="100" ry="16" fill="#fff" fill-opacity=".15" stroke="#fff" ` +
    `stroke-opacity=".9" stroke-width="3"/>`;
  s += `<path d="${glass}" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="3"/>`;
  s += `<path d="${glass}" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="1"/>`;
  s +=
    `<path d="M318,290 L330,580" stroke="#fff" stroke-opacity=".7" stroke-width="9" stroke-linecap="round" ` +
    `filter="${blur(ctx, 2)}"/>`;
  s += `<path d="M482,300 L474,560" stroke="#fff" stroke-opacity=".45" stroke-width="4" stroke-linecap="round"/>`;
  // steam
  const st = blur(ctx, 5);
  for (const [x, h] of [
    [372, 110],
    [420, 140],
  ]) {
    s +=
      `<path d="M${x},250 C${x - 24},${250 - h * 0.3} ${x + 24},${250 - h * 0.6} ${x},${250 - h}" ` +
      `fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="10" stroke-linecap="round" filter="${st}"/>`;
  }
  return s;
};

// colors: fabric, tag
const folded: Draw = (ctx, [fabric, tag], label) => {
  let s = shadow(ctx, 400, 654, 290, 36, 0.3);
  // the garment underneath peeks out
  s += `<rect x="196" y="330" width="408" height="316" rx="18" fill="${darken(fabric, 0.16)}"/>`;
  s += `<rect x="196" y="616" width="408" height="30" rx="12" fill="${darken(fabric, 0.26)}"/>`;
  const top =
    'M214,268 H586 C598,268 606,278 606,290 V586 C606,598 598,606 586,606 ' +
    'H214 C202,606 194,598 194,586 V290 C194,278 202,268 214,268 Z';
  s +=
    `<path d="M194,580 H606 V608 C606,618 598,626 588,626 H212 C202,626 194,618 194,608 Z" ` +
    `fill="${darken(fabric, 0.18)}"/>`;
  s += `<path d="${top}" fill="${fabric}" ${edge(fabric, 2, 0.35)}/>`;
  s += `<path d="${top}" fill="${softOverlay(ctx, 0.8)}"/>`;
  // sleeves folded behind, shoulder seams, and a fold across the middle
  s +=
    `<path d="M250,272 L236,604 M550,272 L564,604" stroke="#000" stroke-opacity=".1" stroke-width="12" ` +
    `filter="${blur(ctx, 5)}"/>`;
  s +=
    `<path d="M250,272 L238,604 M550,272 L562,604" stroke="${darken(fabric, 0.3)}" stroke-opacity=".3" ` +
    `stroke-width="2"/>`;
  s += `<path d="M196,470 H604" stroke="#000" stroke-opacity=".08" stroke-width="16" filter="${blur(ctx, 6)}"/>`;
  s += `<path d="M196,478 H604" stroke="#fff" stroke-opacity=".22" stroke-width="5" filter="${blur(ctx, 2)}"/>`;
  s +=
    `<path d="M198,596 H602" stroke="${darken(fabric, 0.3)}" stroke-opacity=".35" stroke-width="2" ` +
    `stroke-dasharray="6 5"/>`;
  // collar with the inside of the back neck
  s += `<path d="M326,270 C340,336 460,336 474,270 Z" fill="${darken(fabric, 0.28)}"/>`;
  s += `<path d="M320,270 C336,344 464,344 480,270" fill="none" stroke="${darken(fabric, 0.1)}" stroke-width="15"/>`;
  s +=
    `<path d="M320,270 C336,344 464,344 480,270" fill="none" stroke="#000" stroke-opacity=".2" ` +
    `stroke-width="13" stroke-dasharray="1.5 4"/>`;
  s += `<rect x="380" y="274" width="40" height="26" rx="2" fill="${tag}" ${edge(tag, 1, 0.3)}/>`;
  if (label) s += text(label, 400, 287, 30, 14, inkOn(tag, fabric), { weight: 700 });
  return s;
};

// colors: fabric, woven label, label ink
const fabricSwatch: Draw = (ctx, [fabric, tag, ink], label) => {
  const shape = 'M90,150 C250,120 550,180 710,140 L720,650 C560,690 380,630 220,676 C170,690 120,680 80,660 Z';
  let s = dropShadow(ctx, `<path d="${shape}" fill="#000"/>`, 6, 14, 16, 0.22);
  s += `<path d="${shape}" fill="${fabric}"/>`;
  const stops: Stop[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    stops.push([t, i % 2 ? '#ffffff' : '#000000', i % 2 ? 0.12 + (i % 3) * 0.04 : 0.1 + (i % 4) * 0.04]);
  }
  s += `<path d="${shape}" fill="${linear(ctx, stops, 0, 0, 1, 0.25)}"/>`;
  s += `<path d="${shape}" fill="${pattern(
    ctx,
    5,
    5,
    `<path d="M0,1 H5" stroke="#000" stroke-opacity=".06"/><path d="M1,0 V5" stroke="#fff" stroke-opacity=".06"/>`,
  )}"/>`;
  s += `<path d="${shape}" fill="none" ${edge(fabric, 2, 0.3)}/>`;
  // woven label sewn at the corner
  s +=
    `<rect x="500" y="540" width="150" height="56" rx="3" fill="${tag}" ` +
    `transform="rotate(-4 575 568)" ${edge(tag, 1.5, 0.3)}/>`;
  s +=
    `<path d="M508,548 V588 M642,544 V584" stroke="${darken(tag, 0.3)}" stroke-width="2" ` +
    `stroke-dasharray="4 3" transform="rotate(-4 575 568)"/>`;
  if (label) {
    const mark = text(label, 575, 568, 118, 26, inkOn(tag, ink), { weight: 700, spacing: 0.05 });
    s += `<g transform="rotate(-4 575 568)">${mark}</g>`;
  }
  return s;
};

// colors: pastry, plate, filling / pattern
const pastries: Draw = (ctx, [pastry, plate, pattern2], label) => {
  let s = shadow(ctx, 400, 590, 300, 60, 0.24);
  s += `<ellipse cx="400" cy="560" rx="280" ry="86" fill="${darken(plate, 0.12)}"/>`;
  s += `<ellipse cx="400" cy="552" rx="280" ry="86" fill="${radial(
    ctx,
    [
      [0, darken(plate, 0.06)],
      [0.75, plate],
      [1, lighten(plate, 0.2)],
    ],
    0.5,
    0.5,
    0.5,
  )}" ${edge(plate, 1.5, 0.3)}/>`;
  s +=
    `<ellipse cx="400" cy="552" rx="240" ry="70" fill="none" stroke="${pattern2}" stroke-opacity=".5" ` +
    `stroke-width="3"/>`;
  const cake = (cx: number, cy: number, rx: number, withLabel: boolean) => {
    const ry = rx * 0.42;
    const h = rx * 0.42;
    let c =
      `<ellipse cx="${cx}" cy="${cy + h + 4}" rx="${rx}" ry="${ry}" fill="#000" opacity=".25" ` +
      `filter="${blur(ctx, 6)}"/>`;
    c +=
      `<path d="M${cx - rx},${cy} V${cy + h} A${rx},${ry} 0 0 0 ${cx + rx},${cy + h} V${cy} Z" ` +
      `fill="${cyl(ctx, darken(pastry, 0.12))}"/>`;
    c += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${radial(
      ctx,
      [
        [0, lighten(pastry, 0.25)],
        [0.7, pastry],
        [1, darken(pastry, 0.15)],
      ],
      0.45,
      0.4,
      0.6,
    )}"/>`;
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      c +=
        `<ellipse cx="${r1(cx + Math.cos(a) * rx * 0.8)}" cy="${r1(cy + Math.sin(a) * ry * 0.8)}" ` +
        `rx="${r1(rx * 0.1)}" ry="${r1(ry * 0.12)}" fill="${darken(pastry, 0.18)}" opacity=".55"/>`;
    }
    c +=
      `<ellipse cx="${cx}" cy="${cy}" rx="${r1(rx * 0.56)}" ry="${r1(ry * 0.56)}" fill="none" ` +
      `stroke="${darken(pastry, 0.22)}" stroke-opacity=".6" stroke-width="3"/>`;
    if (withLabel && label) {
      // the mark is pressed into the top, so squash it into the top's perspective
      const mark = text(label, cx, cy, rx * 0.8, rx * 0.55, darken(pastry, 0.3), { weight: 700, opacity: 0.8 });
      c += `<g transform="translate(${cx} ${cy}) scale(1 0.55) translate(${-cx} ${-cy})">${mark}</g>`;
    } else {
      c += blossom(cx, cy, rx * 0.22, darken(pastry, 0.18), darken(pastry, 0.3), 0.6);
    }
    return c;
  };
  s += cake(300, 470, 86, false) + cake(500, 466, 86, false) + cake(400, 530, 100, true);
  return s;
};

// Round cookies with cracked tops, stacked on a plate. colors: cookie, plate, nut
const cookies: Draw = (ctx, [cookie, plate, nut]) => {
  let s = shadow(ctx, 400, 600, 300, 56, 0.24);
  s += `<ellipse cx="400" cy="572" rx="270" ry="80" fill="${darken(plate, 0.12)}"/>`;
  s += `<ellipse cx="400" cy="564" rx="270" ry="80" fill="${radial(
    ctx,
    [
      [0, darken(plate, 0.06)],
      [0.75, plate],
      [1, lighten(plate, 0.2)],
    ],
    0.5,
    0.5,
    0.5,
  )}" ${edge(plate, 1.5, 0.3)}/>`;
  const rnd = rng(17);
  const one = (cx: number, cy: number, rx: number) => {
    const ry = rx * 0.4;
    const h = rx * 0.2;
    let c =
      `<ellipse cx="${cx}" cy="${cy + h + 3}" rx="${rx}" ry="${ry}" fill="#000" opacity=".2" ` +
      `filter="${blur(ctx, 5)}"/>`;
    c +=
      `<path d="M${cx - rx},${cy} V${r1(cy + h)} A${rx},${r1(ry)} 0 0 0 ${cx + rx},${r1(cy + h)} V${cy} Z" ` +
      `fill="${cyl(ctx, darken(cookie, 0.1))}"/>`;
    c += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r1(ry)}" fill="${radial(
      ctx,
      [
        [0, lighten(cookie, 0.22)],
        [0.75, cookie],
        [1, darken(cookie, 0.18)],
      ],
      0.45,
      0.4,
      0.6,
    )}"/>`;
    // cracks running out from the middle
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + rnd() * 0.6;
      const p = (d: number, da = 0) => `${r1(cx + Math.cos(a + da) * rx * d)},${r1(cy + Math.sin(a + da) * ry * d)}`;
      const crack = `M${p(0.28)} L${p(0.48, 0.12)} L${p(0.7, -0.05)}`;
      c +=
        `<path d="${crack}" fill="none" stroke="${lighten(cookie, 0.3)}" stroke-width="4" ` +
        `stroke-linecap="round" stroke-linejoin="round" transform="translate(0 1.5)"/>`;
      c +=
        `<path d="${crack}" fill="none" stroke="${darken(cookie, 0.35)}" stroke-width="2.2" ` +
        `stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    c +=
      `<path ` +
      `d="M${cx - 14},${cy - 2} C${cx - 10},${cy - 12} ${cx + 10},${cy - 12} ${cx + 14},${cy - 2} ` +
      `C${cx + 8},${cy + 6} ${cx - 8},${cy + 6} ${cx - 14},${cy - 2} Z" ` +
      `fill="${sphere(ctx, nut, 0.4, 0.3, 0.8)}"/>`;
    return c;
  };
  s += one(400, 466, 92) + one(290, 504, 92) + one(510, 504, 92) + one(400, 556, 100);
  return s;
};

// Small square steamed cakes on a celadon tray. colors: cake, tray, flecks
const riceCakes: Draw = (ctx, [cake, tray, fleck]) => {
  // oblique projection: u to the right, v into the picture, z up
  const P = (u: number, v: number, z: number): [number, number] => [r1(136 + u + v * 0.5), r1(584 - z - v * 0.6)];
  const poly = (pts: [number, number][], fill: string, extra = '') =>
    `<path d="M${pts.map((p) => p.join(',')).join(' L')} Z" fill="${fill}" ${extra}/>`;
  let s = shadow(ctx, 420, 600, 320, 46, 0.26);
  s += poly([P(0, 0, 0), P(470, 0, 0), P(470, 0, -16), P(0, 0, -16)], darken(tray, 0.12));
  s += poly([P(470, 0, 0), P(470, 150, 0), P(470, 150, -16), P(470, 0, -16)], darken(tray, 0.25));
  s += poly([P(0, 0, 0), P(470, 0, 0), P(470, 150, 0), P(0, 150, 0)], vertical(ctx, lighten(tray, 0.1), tray));
  const rnd = rng(29);
  const block = (u: number, v: number) => {
    const w = 100;
    const d = 60;
    const h = 50;
    let b = poly([P(u, v, 0), P(u + w, v, 0), P(u + w, v, h), P(u, v, h)], vertical(ctx, cake, darken(cake, 0.1)));
    b += poly([P(u + w, v, 0), P(u + w, v + d, 0), P(u + w, v + d, h), P(u + w, v, h)], darken(cake, 0.16));
    b += poly([P(u, v, h), P(u + w, v, h), P(u + w, v + d, h), P(u, v + d, h)], lighten(cake, 0.2));
    for (let i = 0; i < 16; i++) {
      const [x, y] = P(u + 6 + rnd() * (w - 12), v + 6 + rnd() * (d - 12), h);
      b += `<ellipse cx="${x}" cy="${y}" rx="${r1(2 + rnd() * 2)}" ry="${r1(1.4 + rnd())}" fill="${fleck}"/>`;
    }
    for (let i = 0; i < 7; i++) {
      const [x, y] = P(u + 8 + rnd() * (w - 16), v, 8 + rnd() * (h - 16));
      b += `<circle cx="${x}" cy="${y}" r="${r1(1.3 + rnd())}" fill="${fleck}" opacity=".75"/>`;
    }
    return b;
  };
  for (const u of [72, 187, 302]) s += block(u, 82);
  for (const u of [15, 130, 245, 360]) s += block(u, 10);
  return s;
};

// A teapot with two cups (a lifestyle shot). colors: clay, knob, cup glaze, tea
const teaSet: Draw = (ctx, [clay, knob, glaze, tea]) => {
  let s = `<g transform="translate(10 150) scale(0.76)">${teapotShape(ctx, clay, knob)}</g>`;
  s += smallCup(ctx, 630, 566, 136, glaze, darken(glaze, 0.2), tea);
  s += smallCup(ctx, 540, 632, 150, glaze, darken(glaze, 0.2), tea);
  return s;
};

// Generic boxed product. colors: box, band, ink
const generic: Draw = (ctx, [box, band, ink], label) => {
  let s = shadow(ctx, 400, 628, 210, 30);
  s += `<rect x="250" y="250" width="300" height="370" rx="18" fill="${box}" ${edge(box, 2, 0.35)}/>`;
  s += `<rect x="250" y="250" width="300" height="370" rx="18" fill="${cylOverlay(ctx, 0.5)}"/>`;
  s += `<rect x="250" y="380" width="300" height="110" fill="${band}"/>`;
  if (label) s += text(label, 400, 435, 240, 56, inkOn(band, ink));
  return s;
};

const TEMPLATES: Record<string, Draw> = {
  'tea-tin': teaTin,
  pouch,
  'tea-pouch': pouch,
  'tea-cake': teaCake,
  teapot,
  kettle,
  gaiwan,
  cup,
  mug,
  tumbler,
  vase,
  bowl,
  tshirt,
  shirt,
  'mandarin-shirt': mandarinShirt,
  hoodie,
  sweater,
  dress,
  qipao,
  scarf,
  'eye-mask': eyeMask,
  fan,
  'tote-bag': toteBag,
  umbrella,
  lamp,
  candle,
  cushion,
  chopsticks,
  basket,
  notebook,
  'brush-set': brushSet,
  pen,
  bookmark,
  'snack-box': snackBox,
  'gift-box': snackBox,
  jar,
  'tea-leaves': teaLeaves,
  'tea-liquor': teaLiquor,
  folded,
  fabric: fabricSwatch,
  pastries,
  cookies,
  'rice-cakes': riceCakes,
  'tea-set': teaSet,
  generic,
};

/** Enlargement per template so that every object fills the frame about equally. */
const SCALE: Record<string, number> = {
  'tea-tin': 1.14,
  pouch: 1.12,
  'tea-pouch': 1.12,
  teapot: 1.08,
  kettle: 1.08,
  gaiwan: 1.1,
  cup: 1.06,
  mug: 1.12,
  tumbler: 1.16,
  vase: 1.06,
  bowl: 1.08,
  'eye-mask': 1.1,
  candle: 1.14,
  jar: 1.14,
  'snack-box': 1.08,
  'gift-box': 1.08,
  generic: 1.1,
  pastries: 1.06,
  folded: 1.05,
  'rice-cakes': 1.2,
  cookies: 1.08,
};

/** Detail shots: the point to enlarge around and the zoom, per template. */
const CLOSEUP: Record<string, [cx: number, cy: number, zoom: number]> = {
  teapot: [410, 450, 1.45],
  kettle: [400, 430, 1.4],
  gaiwan: [400, 460, 1.4],
  cup: [430, 520, 1.45],
  mug: [420, 440, 1.4],
  vase: [400, 420, 1.55],
  tshirt: [400, 330, 1.9],
  shirt: [400, 300, 1.9],
  'mandarin-shirt': [400, 320, 1.8],
  sweater: [400, 360, 1.7],
  qipao: [420, 290, 1.9],
  scarf: [470, 460, 1.6],
  fan: [400, 330, 1.45],
  'tote-bag': [400, 430, 1.45],
  umbrella: [400, 290, 1.5],
  lamp: [400, 420, 1.35],
  cushion: [400, 400, 1.6],
  chopsticks: [540, 530, 1.5],
  notebook: [390, 360, 1.45],
  'brush-set': [400, 440, 1.4],
  pen: [480, 400, 1.7],
  bookmark: [420, 330, 1.55],
  jar: [400, 450, 1.35],
  basket: [400, 460, 1.45],
  bowl: [400, 500, 1.5],
};

/** Names of the templates productArt knows (a '-closeup' suffix works with each). */
export const ART_TEMPLATES: readonly string[] = Object.keys(TEMPLATES);

/** Completes a palette to four colours with sensible defaults derived from the first. */
function palette(colors: string[]): string[] {
  const body = colors[0] ?? '#c8b59a';
  return [
    body,
    colors[1] ?? darken(body, 0.35),
    colors[2] ?? (luma(body) > 0.5 ? '#9a7b4f' : '#e9d8a6'),
    colors[3] ?? '#c9a45c',
  ];
}

function backdrop(ctx: Ctx, bg: string): string {
  const wall = linear(ctx, [
    [0, lighten(bg, 0.45)],
    [0.62, bg],
    [1, darken(bg, 0.07)],
  ]);
  const glow = radial(
    ctx,
    [
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.42,
    0.55,
  );
  return `<rect width="800" height="800" fill="${wall}"/><rect width="800" height="800" fill="${glow}"/>`;
}

/** Draws a product picture as a standalone SVG document. */
export function productArt(spec: ArtSpec, size = 800): string {
  const ctx: Ctx = { defs: [], next: 0 };
  const closeUp = spec.template.endsWith('-closeup');
  const name = closeUp ? spec.template.slice(0, -'-closeup'.length) : spec.template;
  const draw = TEMPLATES[name] ?? generic;
  const label = spec.label?.trim() || undefined;
  let body = draw(ctx, palette(spec.colors), label);
  if (closeUp) {
    const [cx, cy, zoom] = CLOSEUP[name] ?? [400, 430, 1.6];
    body = `<g transform="translate(400 400) scale(${zoom}) translate(${-cx} ${-cy})">${body}</g>`;
  } else if (SCALE[name]) {
    body = `<g transform="translate(400 430) scale(${SCALE[name]}) translate(-400 -430)">${body}</g>`;
  }
  const bg = backdrop(ctx, spec.background);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">` +
    `<defs>${ctx.defs.join('')}</defs>${bg}${body}</svg>`
  );
}

/** The same picture with another body colour (for a colour variant of a good). */
export function variantArt(spec: ArtSpec, color: string): ArtSpec {
  return { ...spec, colors: [color, ...spec.colors.slice(1)] };
}
