// Shared file storage (issue #18, item 1) against a local S3-compatible server
// (s3rver, started here): two shop instances with the same bucket but different
// DATA_DIRs — machines A and B behind one load balancer — on one database. An image
// uploaded through A is served by B, resized variants are cached in the bucket and on
// neither disk, evidence pictures, the logo's favicon and demo pictures come from the
// bucket; an unreachable store answers 503, a missing object 404; `uploads:migrate`
// copies a local uploads folder once. Runs on both backends: the instances share the
// test file's one database object, so nothing here needs a PostgreSQL server.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_SALE_IMAGE_PATTERN } from '../../src/domain/after-sales/after-sales.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { DEMO_GOODS } from '../../src/server/db/seed/catalog-data.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type Customer, newCustomer } from '../helpers/customers.ts';
import { type LocalS3, startS3 } from '../helpers/s3.ts';
import { freePort } from '../helpers/server-process.ts';
import { newStaff } from '../helpers/staff.ts';

const run = promisify(execFile);

const solid = (r: number, g: number, b: number, size = 400) =>
  sharp({ create: { width: size, height: size * 0.75, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

function multipart(data: Buffer) {
  const boundary = `----s3test${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('shared file storage on S3', () => {
  let s3: LocalS3;
  let a: TestApp;
  let b: FastifyInstance;
  let buyer: Customer;
  const dirs = { a: mkdtempSync(join(tmpdir(), 'shop-s3-a-')), b: mkdtempSync(join(tmpdir(), 'shop-s3-b-')) };
  const extra: FastifyInstance[] = [];
  const temporary = [dirs.a, dirs.b];

  /** Another machine: same database and bucket settings, its own DATA_DIR. */
  async function machine(env: Record<string, string>) {
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test', LOG_LEVEL: 'silent', ...env });
    const app = await buildApp({ config, database: a.database });
    extra.push(app);
    return app;
  }

  async function upload(app: FastifyInstance, headers: Record<string, string>, data: Buffer, lang = 'en') {
    const body = multipart(data);
    return app.inject({
      method: 'POST',
      url: '/v1/upload/image',
      payload: body.payload,
      headers: { ...headers, ...body.headers, lang },
    });
  }

  beforeAll(async () => {
    s3 = await startS3(['shop', 'moved']);
    a = await createTestApp({ seed: false, env: { DATA_DIR: dirs.a, ...s3.env('shop') } });
    b = await machine({ DATA_DIR: dirs.b, ...s3.env('shop') });
    buyer = await newCustomer(a, 's3-buyer');
  });
  afterAll(async () => {
    for (const app of extra) await app.close();
    await a?.close();
    await s3?.close();
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  });

  it('serves through B what was uploaded through A, with resized variants cached in the bucket only', async () => {
    const res = await upload(a.app, buyer.headers, await solid(200, 80, 20, 800));
    expect(res.json()).toMatchObject({ code: 0 });
    const url = res.json().data as string;
    const key = url.slice('/uploads/'.length);

    const original = await b.inject({ url });
    expect(original.statusCode).toBe(200);
    expect(original.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable', // named by its content
      'x-content-type-options': 'nosniff',
    });
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800 });

    const variant = await b.inject({ url: `${url}?w=320&q=50&fm=webp` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    // A serves the variant B rendered, from the bucket.
    const again = await a.app.inject({ url: `${url}?w=320&q=50&fm=webp` });
    expect(again.rawPayload.equals(variant.rawPayload)).toBe(true);

    expect(await s3.keys('shop')).toEqual(expect.arrayContaining([`uploads/${key}`, `cache/img/w320q50/${key}.webp`]));
    expect([...(await filesUnder(dirs.a)), ...(await filesUnder(dirs.b))]).toEqual([]);
  });

  it('keeps after-sale evidence pictures a customer uploads on one machine visible on the other', async () => {
    const res = await upload(b, buyer.headers, await solid(30, 160, 60), 'zh-cn');
    expect(res.json()).toMatchObject({ code: 0, msg: '上传成功' });
    const url = res.json().data as string;
    expect(url).toMatch(AFTER_SALE_IMAGE_PATTERN);
    const seen = await a.app.inject({ url });
    expect(seen.statusCode).toBe(200);
    expect((await sharp(seen.rawPayload).stats()).channels[1].mean).toBeGreaterThan(120);
  });

  it('draws the favicon from a logo uploaded through the other machine', async () => {
    const staff = await newStaff(a, 'owner');
    const logo = (await upload(a.app, staff.headers, await solid(20, 60, 220))).json().data as string;
    await a.app.deps.settings.update({ seo_image: logo });
    b.deps.settings.invalidate();
    const icon = await b.inject({ url: '/favicon.webp' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/webp');
    // Blue: the uploaded logo, not the orange built-in icon.
    const { channels } = await sharp(icon.rawPayload).stats();
    expect(channels[2].mean).toBeGreaterThan(channels[0].mean);
  });

  it('draws a missing demo picture into the bucket on first request', async () => {
    const key = `demo/${DEMO_GOODS[1].key}-1.webp`;
    const res = await b.inject({ url: `/uploads/${key}` });
    expect(res.statusCode).toBe(200);
    expect(await s3.keys('shop', 'uploads/demo/')).toContain(`uploads/${key}`);
    expect(await filesUnder(dirs.b)).toEqual([]);
  }, 30_000);

  it('answers 404 for a missing object, other types and paths out of the bucket prefix', async () => {
    for (const url of [
      '/uploads/u/2020/01/00000000000000000000000000000000.webp',
      '/uploads/u/2020/01/00000000000000000000000000000000.webp?w=320&q=50&fm=webp',
      '/uploads/../cache/img/x.webp',
      '/uploads/demo/..%2f..%2fcache%2fimg%2fx.webp',
      '/uploads/notes.txt',
    ]) {
      expect((await b.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('redirects to S3_PUBLIC_URL when the bucket is public', async () => {
    const url = (await upload(a.app, buyer.headers, await solid(90, 90, 90))).json().data as string;
    const key = url.slice('/uploads/'.length);
    const cdn = await machine({ DATA_DIR: dirs.b, ...s3.env('shop'), S3_PUBLIC_URL: 'https://cdn.shop.test/' });
    const original = await cdn.inject({ url });
    expect(original.statusCode).toBe(302);
    expect(original.headers.location).toBe(`https://cdn.shop.test/uploads/${key}`);
    const variant = await cdn.inject({ url: `${url}?w=160&q=50&fm=webp` });
    expect(variant.headers.location).toBe(`https://cdn.shop.test/cache/img/w160q50/${key}.webp`);
    expect(await s3.keys('shop', 'cache/img/w160q50/')).toContain(`cache/img/w160q50/${key}.webp`);
    expect((await cdn.inject({ url: '/uploads/u/2020/01/ffffffffffffffffffffffffffffffff.webp' })).statusCode).toBe(
      404,
    );
  });

  it('answers 503 in the caller language when the store cannot be reached, without hanging', async () => {
    const down = await machine({
      DATA_DIR: dirs.b,
      ...s3.env('shop'),
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
    });
    const started = Date.now();
    const read = await down.inject({
      url: '/uploads/u/2020/01/00000000000000000000000000000000.webp',
      headers: { lang: 'en' },
    });
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('5');
    expect(read.json()).toEqual({
      code: 503,
      message: 'File storage is temporarily unreachable, please try again shortly',
      data: null,
    });
    const write = await upload(down, buyer.headers, await solid(1, 2, 3, 40), 'zh-cn');
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({ code: 503, data: null, msg: '文件存储暂时无法访问，请稍后重试' });
    // The favicon falls back to the built-in icon rather than failing the page.
    expect((await down.inject({ url: '/favicon.webp' })).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('uploads:migrate copies a local uploads folder into the bucket once', async () => {
    const data = mkdtempSync(join(tmpdir(), 'shop-s3-migrate-'));
    temporary.push(data);
    const uploads = join(data, 'uploads');
    mkdirSync(join(uploads, 'u', '2024', '05'), { recursive: true });
    mkdirSync(join(uploads, 'demo'), { recursive: true });
    const webp = await sharp(await solid(5, 5, 5, 40))
      .webp()
      .toBuffer();
    writeFileSync(join(uploads, 'u', '2024', '05', 'a1.webp'), webp);
    writeFileSync(join(uploads, 'demo', 'logo.png'), await sharp(webp).png().toBuffer());
    writeFileSync(join(uploads, 'notes.txt'), 'not an image');

    const migrate = () =>
      run(process.execPath, ['src/server/modules/uploads/migrate.ts'], {
        env: { ...process.env, DATA_DIR: data, ...s3.env('moved') },
      });
    const first = await migrate();
    expect(first.stdout).toContain('copied 2, skipped 0 already in the bucket, ignored 1');
    expect(await s3.keys('moved')).toEqual(['uploads/demo/logo.png', 'uploads/u/2024/05/a1.webp']);
    const second = await migrate();
    expect(second.stdout).toContain('copied 0, skipped 2 already in the bucket, ignored 1');

    // A machine on the bucket serves the migrated files at their old addresses.
    const moved = await machine({ DATA_DIR: dirs.b, ...s3.env('moved') });
    const res = await moved.inject({ url: '/uploads/demo/logo.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');

    const without = await run(process.execPath, ['src/server/modules/uploads/migrate.ts'], {
      env: { ...process.env, DATA_DIR: data, S3_BUCKET: '', S3_ENDPOINT: '' },
    }).catch((err: { code: number; stderr: string }) => err);
    expect(without).toMatchObject({ code: 2, stderr: expect.stringContaining('S3 storage is not configured') });
  });
});
