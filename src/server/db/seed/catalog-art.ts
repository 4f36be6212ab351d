// Demo product pictures are drawn on demand: the seed only records their paths
// (/uploads/demo/<name>.webp); the first request for a missing one draws it (SVG ->
// webp with sharp, 0.2-2 s) into the file store, and after start a background pass draws the rest. So the
// first `npm start` is not held up by ~200 drawings, and nothing is downloaded.
import { loadSharp } from '../../lib/sharp.ts';
import type { FileStore } from '../../modules/uploads/storage.ts';
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
 * Draws the demo picture at `key` (relative to the uploads) into the store unless it is
 * there. Resolves false for keys that are not demo pictures. Concurrent calls in one
 * process share one drawing; machines drawing the same picture at once write the same bytes.
 */
export function ensureDemoArt(store: FileStore, key: string): Promise<boolean> {
  const [dir, file, ...rest] = key.split('/');
  const spec = dir === DEMO_ART_DIR && rest.length === 0 ? artIndex().get(file) : undefined;
  if (!spec) return Promise.resolve(false);
  let job = drawing.get(key);
  if (!job) {
    job = (async () => {
      if (await store.head(key)) return true;
      const sharp = await loadSharp();
      const webp = await sharp(Buffer.from(productArt(spec, ART_SIZE)))
        .webp({ quality: 82 })
        .toBuffer();
      await store.put(key, webp, 'image/webp');
      return true;
    })().finally(() => drawing.delete(key));
    drawing.set(key, job);
  }
  return job;
}

/** Draws every missing demo picture, `concurrency` at a time (1 as a background task after start). */
export async function drawAllDemoArt(store: FileStore, concurrency = 1): Promise<number> {
  const present = new Set<string>();
  for await (const { key } of store.list(`${DEMO_ART_DIR}/`)) present.add(key);
  const missing = [...artIndex().keys()].map((file) => `${DEMO_ART_DIR}/${file}`).filter((key) => !present.has(key));
  let next = 0;
  const worker = async () => {
    while (next < missing.length) await ensureDemoArt(store, missing[next++]);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return missing.length;
}
