// Serves uploaded files from local storage (drawing a demo picture on first request),
// and resized webp variants on request:
// `/uploads/x.webp?w=640&q=50&fm=webp` (the storefront's image helper adds the query).
// Widths come from a fixed list so nobody can make the server render unbounded sizes;
// variants are written to DATA_DIR/cache once and concurrent misses share one render.
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../../domain/images.ts';
import { ensureDemoArt } from '../../db/seed/catalog-art.ts';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/**
 * Addresses whose bytes never change, kept by browsers for a year: uploads are named by
 * their content's hash (storage.ts; earlier ones by 128 random bits, written once), demo
 * pictures are drawn once per data folder and never redrawn. Their variants' addresses
 * add a fixed width and quality to such an address. Anything else an operator put in
 * the folder by hand may change: one day.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const immutablePath = (rel: string) => /^(u|demo)\//.test(rel.split(sep).join('/'));

export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  const { uploadsDir, dataDir } = app.deps.config;
  const cacheDir = join(dataDir, 'cache', 'img');
  const rendering = new Map<string, Promise<void>>();

  async function render(source: string, target: string, width: number, quality: number) {
    await mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.tmp`;
    const out = await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality }).toBuffer();
    await writeFile(tmp, out);
    await rename(tmp, target);
  }

  app.get('/uploads/*', { schema: { hide: true } }, async (req, reply) => {
    const raw = (req.params as { '*': string })['*'];
    let rel: string;
    try {
      rel = normalize(decodeURIComponent(raw));
    } catch {
      return reply.status(400).send();
    }
    const type = TYPES[extname(rel).toLowerCase()];
    if (!type || rel.startsWith('..') || rel.includes(`${sep}..`) || rel.startsWith(sep))
      return reply.status(404).send();
    const source = join(uploadsDir, rel);
    let info = await stat(source).catch(() => undefined);
    if (!info && (await ensureDemoArt(uploadsDir, rel.split(sep).join('/')))) {
      info = await stat(source).catch(() => undefined);
    }
    if (!info?.isFile()) return reply.status(404).send();

    const { w, q } = req.query as { w?: string; q?: string };
    const width = Number(w);
    let file = source;
    let contentType = type;
    if (w !== undefined && IMAGE_WIDTHS.includes(width as never)) {
      const quality = Math.min(90, Math.max(30, Number(q) || 50));
      file = join(cacheDir, `w${width}q${quality}`, `${rel}.webp`);
      contentType = 'image/webp';
      const cached = await stat(file).catch(() => undefined);
      if (!cached || cached.mtimeMs < info.mtimeMs) {
        let job = rendering.get(file);
        if (!job) {
          job = render(source, file, width, quality).finally(() => rendering.delete(file));
          rendering.set(file, job);
        }
        await job;
      }
    }
    return reply
      .header('content-type', contentType)
      .header('cache-control', immutablePath(rel) ? IMMUTABLE : 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(file));
  });
};
