// Demo product pictures are drawn on demand: the seed only records their paths
// (/uploads/demo/<name>.webp); the first request for a missing one draws it (SVG ->
// webp with sharp, 0.2-2 s), and after start a background pass draws the rest. So the
// first `npm start` is not held up by ~200 drawings, and nothing is downloaded.
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_GOODS } from './catalog-data.ts';
import type { ArtSpec, DemoGood } from './catalog-types.ts';
import { productArt, variantArt } from './product-art.ts';

const ART_SIZE = 800;
export const DEMO_ART_DIR = 'demo';

const galleryName = (good: DemoGood, index: number) => `${good.key}-${index + 1}`;
const variantName = (good: DemoGood, valueKey: string) => `${good.key}-${valueKey}`;
export const demoArtUrl = (name: string) => `/uploads/${DEMO_ART_DIR}/${name}.webp`;

/** The axis of a good whose values carry colours (one picture per value), or -1. */
export function colorAxisOf(good: DemoGood): number {
  return good.axes.findIndex((a) => a.values.some((v) => v.color));
}

/** Picture paths of a good: its gallery and one per colour value. */
export function demoArtPaths(good: DemoGood) {
  const gallery = good.art.map((_, i) => demoArtUrl(galleryName(good, i)));
  const byColor = new Map<string, string>();
  const axis = colorAxisOf(good);
  if (axis >= 0) {
    for (const v of good.axes[axis].values) if (v.color) byColor.set(v.key, demoArtUrl(variantName(good, v.key)));
  }
  return { gallery, byColor, colorAxis: axis };
}

let index: Map<string, ArtSpec> | undefined;
/** Every demo picture by file name. */
function artIndex(): Map<string, ArtSpec> {
  if (index) return index;
  index = new Map();
  for (const good of DEMO_GOODS) {
    for (const [i, spec] of good.art.entries()) index.set(`${galleryName(good, i)}.webp`, spec);
    const axis = colorAxisOf(good);
    if (axis < 0) continue;
    for (const v of good.axes[axis].values) {
      if (v.color) index.set(`${variantName(good, v.key)}.webp`, variantArt(good.art[0], v.color));
    }
  }
  return index;
}

const drawing = new Map<string, Promise<boolean>>();

/**
 * Draws the demo picture at `relPath` (relative to the uploads folder) unless it exists.
 * Resolves false for paths that are not demo pictures. Concurrent calls share one drawing.
 */
export function ensureDemoArt(uploadsDir: string, relPath: string): Promise<boolean> {
  const [dir, file, ...rest] = relPath.split('/');
  const spec = dir === DEMO_ART_DIR && rest.length === 0 ? artIndex().get(file) : undefined;
  if (!spec) return Promise.resolve(false);
  const target = join(uploadsDir, DEMO_ART_DIR, file);
  if (existsSync(target)) return Promise.resolve(true);
  let job = drawing.get(target);
  if (!job) {
    job = (async () => {
      await mkdir(join(uploadsDir, DEMO_ART_DIR), { recursive: true });
      const webp = await sharp(Buffer.from(productArt(spec, ART_SIZE)))
        .webp({ quality: 82 })
        .toBuffer();
      // Write then rename: instances drawing at the same time never leave a torn file.
      const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(tmp, webp);
      await rename(tmp, target);
      return true;
    })().finally(() => drawing.delete(target));
    drawing.set(target, job);
  }
  return job;
}

/** Draws every missing demo picture, `concurrency` at a time (1 as a background task after start). */
export async function drawAllDemoArt(uploadsDir: string, concurrency = 1): Promise<number> {
  const missing = [...artIndex().keys()].filter((file) => !existsSync(join(uploadsDir, DEMO_ART_DIR, file)));
  let next = 0;
  const worker = async () => {
    while (next < missing.length) await ensureDemoArt(uploadsDir, `${DEMO_ART_DIR}/${missing[next++]}`);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return missing.length;
}
