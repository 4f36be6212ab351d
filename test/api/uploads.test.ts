// Serving uploaded pictures: demo pictures drawn on first request, resized webp
// variants from a fixed list of widths, and no way out of the uploads folder.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GOODS } from '../../src/server/db/seed/catalog-data.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('uploads', () => {
  let t: TestApp;
  const first = `/uploads/demo/${DEMO_GOODS[0].key}-1.webp`;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('serves a demo picture (drawn on first request) as webp', async () => {
    const res = await t.app.inject({ url: first });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
  }, 30_000);

  it('resizes to the widths the storefront asks for, as webp', async () => {
    const res = await t.app.inject({ url: `${first}?w=320&q=50&fm=webp` });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320 });
    // A width outside the list gets the original, never an arbitrary render.
    const odd = await t.app.inject({ url: `${first}?w=4000` });
    expect((await sharp(odd.rawPayload).metadata()).width).toBe(800);
  });

  it('lets browsers keep demo pictures and their variants for a year (their bytes never change)', async () => {
    for (const url of [first, `${first}?w=480&q=50&fm=webp`]) {
      const res = await t.app.inject({ url });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers 404 for unknown files, other types and paths out of the folder', async () => {
    for (const url of [
      '/uploads/demo/not-a-good-1.webp',
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/demo/..%2f..%2fsecret.webp',
      '/uploads/notes.txt',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
