// Favicon (the logo as webp quality 50, with a fallback), build id, health checks,
// compressed API answers.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('site assets and health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('serves the logo converted to webp as the favicon', async () => {
    const res = await t.app.inject({ url: '/favicon.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(64);
    const again = await t.app.inject({ url: '/favicon.ico', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('falls back to the built-in icon when the logo is missing or not an image', async () => {
    const before = (await t.app.inject({ url: '/favicon.webp' })).rawPayload;
    for (const logo of ['/brand/missing.png', '/../../etc/passwd', 'https://remote.example/logo.png', '/brand']) {
      await t.app.deps.settings.update({ seo_image: logo });
      const res = await t.app.inject({ url: '/favicon.webp' });
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
      expect(res.rawPayload.equals(before)).toBe(false);
    }
  });

  it('compresses API answers of 1 KB or more for clients that accept it', async () => {
    const url = '/v1/good/list?page_size=20';
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    // Small answers are not worth it.
    const small = await t.app.inject({ url: '/readyz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('reports liveness, readiness and the build id', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
    const build = (await t.app.inject({ url: '/v1/build' })).json();
    expect(build).toMatchObject({ code: 200, data: { build_id: 'api-only' } });
  });
});
