// Serves uploaded files from the file store (drawing a demo picture on first request),
// and resized webp variants on request:
// `/uploads/x.webp?w=640&q=50&fm=webp` (the storefront's image helper adds the query).
// Widths come from a fixed list so nobody can make the server render unbounded sizes;
// variants are rendered once into the variants store (DATA_DIR/cache/img or the bucket's
// cache/img/, so every machine shares them) and concurrent misses share one render.
// With S3_PUBLIC_URL the answer is a redirect to the object there (docs/decisions.md).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { IMAGE_WIDTHS } from '../../../domain/media/images.ts';
import { ensureDemoArt } from '../../db/seed/catalog-art.ts';
import { loadSharp } from '../../lib/sharp.ts';
import { contentTypeOf, type FileStore, readObject, storageKey } from './storage.ts';

async function send(reply: FastifyReply, store: FileStore, key: string, contentType: string, original: string) {
  reply
    .header('cache-control', immutablePath(original) ? IMMUTABLE : 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff');
  const elsewhere = store.publicUrl?.(key);
  if (elsewhere) return reply.redirect(elsewhere, 302);
  const found = await store.get(key);
  if (!found) return reply.status(404).send();
  return reply.header('content-type', contentType).header('content-length', found.length).send(found.body);
}

/**
 * Addresses whose bytes never change, kept by browsers for a year: uploads are named by
 * their content's hash (storage.ts; earlier ones by 128 random bits, written once), demo
 * pictures are drawn once per data folder and never redrawn. Their variants' addresses
 * add a fixed width and quality to such an address. Anything else an operator put in
 * the folder by hand may change: one day.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const immutablePath = (key: string) => /^(u|demo)\//.test(key);

export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  const { uploads, variants } = app.deps.files;
  const rendering = new Map<string, Promise<void>>();

  async function render(source: string, target: string, width: number, quality: number) {
    const original = await readObject(uploads, source);
    if (!original) return;
    const sharp = await loadSharp();
    const out = await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality }).toBuffer();
    await variants.put(target, out, 'image/webp');
  }

  app.get('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
    let key: string | undefined;
    try {
      key = storageKey(decodeURIComponent((req.params as { '*': string })['*']));
    } catch {
      return reply.status(400).send();
    }
    const type = key && contentTypeOf(key);
    if (!key || !type) return reply.status(404).send();
    let original = await uploads.head(key);
    if (!original && (await ensureDemoArt(uploads, key))) original = await uploads.head(key);
    if (!original) return reply.status(404).send();

    const { w, q } = req.query as { w?: string; q?: string };
    const width = Number(w);
    if (w === undefined || !IMAGE_WIDTHS.includes(width as never)) return send(reply, uploads, key, type, key);

    const quality = Math.min(90, Math.max(30, Number(q) || 50));
    const variant = `w${width}q${quality}/${key}.webp`;
    const cached = await variants.head(variant);
    // An original replaced under the same key (a redrawn demo picture) renders anew.
    if (!cached || cached.lastModified < original.lastModified) {
      let job = rendering.get(variant);
      if (!job) {
        job = render(key, variant, width, quality).finally(() => rendering.delete(variant));
        rendering.set(variant, job);
      }
      await job;
    }
    return send(reply, variants, variant, 'image/webp', key);
  });
};
