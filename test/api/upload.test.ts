// POST /v1/upload/image: the upload shape {code, data, msg}, re-encoding to webp without
// metadata, content sniffing, size and pixel limits, file names that never reach the
// disk, field rules, login, anti-forgery, the per-user rate limit, both languages, and
// the stored address served by /uploads/* with its resized variants.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type Customer, newCustomer } from '../helpers/customers.ts';

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body written by hand, so that tests can send what browsers never would. */
function multipart(parts: Part[]) {
  const boundary = `----shoptest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename !== undefined ? `; filename="${part.filename}"` : '';
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`),
    );
    chunks.push(Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const image = (data: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): Part => ({
  name: 'image',
  data,
  filename,
  type,
});

const canvas = (width: number, height: number, alpha = false) =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 80, b: 20, alpha: alpha ? 0.5 : 1 } },
  });

/** A camera-style JPEG: EXIF with the GPS position, orientation 6 (rotate 90°) and an ICC profile. */
const cameraJpeg = () =>
  canvas(300, 200)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .toBuffer();

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('image upload', () => {
  let t: TestApp;
  let buyer: Customer;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    buyer = await newCustomer(t, 'uploader');
  });
  afterAll(() => t?.close());

  function upload(parts: Part[], opts: { headers?: Record<string, string>; cookies?: Record<string, string> } = {}) {
    const { payload, contentType } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/v1/upload/image',
      payload,
      cookies: opts.cookies,
      headers: { lang: 'en', 'content-type': contentType, ...(opts.cookies ? {} : buyer.headers), ...opts.headers },
    });
  }

  async function stored(url: string) {
    expect(url).toMatch(/^\/uploads\/u\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    return res.rawPayload;
  }

  it('stores a camera JPEG as webp, turned upright, without EXIF, GPS, XMP or ICC', async () => {
    const res = await upload([image(await cameraJpeg())]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, msg: 'success' });
    const bytes = await stored(body.data);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300, space: 'srgb' });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes('SecretCam')).toBe(false);
    expect(bytes.includes('GPS')).toBe(false);
  });

  it('accepts PNG (keeping transparency), WebP, the first frame of a GIF and AVIF', async () => {
    const inputs = [
      image(await canvas(64, 48, true).png().toBuffer(), 'a.png', 'image/png'),
      image(await canvas(64, 48).webp().toBuffer(), 'b.webp', 'image/webp'),
      image(await canvas(64, 48).gif().toBuffer(), 'c.gif', 'image/gif'),
      image(await canvas(64, 48).avif().toBuffer(), 'd.avif', 'image/avif'),
    ];
    for (const input of inputs) {
      const res = await upload([input]);
      expect(res.json(), input.filename).toMatchObject({ code: 0 });
      const meta = await sharp(await stored(res.json().data)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
      if (input.filename === 'a.png') expect(meta.hasAlpha).toBe(true);
    }
  });

  it('scales the long side down to 2400 px and never up', async () => {
    const big = await upload([image(await canvas(3000, 1000).jpeg().toBuffer())]);
    expect(await sharp(await stored(big.json().data)).metadata()).toMatchObject({ width: 2400, height: 800 });
    const small = await upload([image(await canvas(10, 10).jpeg().toBuffer())]);
    expect(await sharp(await stored(small.json().data)).metadata()).toMatchObject({ width: 10, height: 10 });
  });

  it('serves the answer address with the resized variants the storefront asks for', async () => {
    const res = await upload([image(await canvas(800, 600).jpeg().toBuffer())]);
    const url = res.json().data as string;
    const variant = await t.app.inject({ url: `${url}?w=320&q=50&fm=webp` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('names an upload by its content and lets browsers keep it and its variants for a year', async () => {
    const picture = await canvas(64, 48).jpeg().toBuffer();
    const first = (await upload([image(picture)])).json().data as string;
    const stored = await t.app.inject({ url: first });
    // The address is the first 128 bits of the stored bytes' SHA-256.
    expect(first).toContain(`/${createHash('sha256').update(stored.rawPayload).digest('hex').slice(0, 32)}.webp`);
    // The same picture again: the same address; a changed picture: a new one.
    expect((await upload([image(picture)])).json().data).toBe(first);
    const changed = (await upload([image(await canvas(64, 49).jpeg().toBuffer())])).json().data as string;
    expect(changed).not.toBe(first);
    for (const url of [first, `${first}?w=320&q=50&fm=webp`, changed]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never uses the client file name on disk', async () => {
    const res = await upload([image(await canvas(20, 20).png().toBuffer(), '../../etc/passwd.png', 'image/png')]);
    expect(res.json()).toMatchObject({ code: 0 });
    expect(res.json().data).not.toContain('passwd');
    const files = await filesUnder(t.config.dataDir);
    expect(files.filter((f) => f.includes('passwd'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('judges the content, not the name or the declared type', async () => {
    const text = await upload([image(Buffer.from('just some notes, honestly'), 'notes.png', 'image/png')]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      code: 415,
      data: null,
      msg: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload([image(svg, 'x.svg', 'image/svg+xml')])).json().code).toBe(415);
    // A real JPEG header followed by garbage is not an image either.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect((await upload([image(broken)])).json()).toMatchObject({ code: 400, data: null });
  });

  it('refuses empty files, files over 5 MB and pictures over 40 megapixels', async () => {
    const empty = await upload([image(Buffer.alloc(0))]);
    expect(empty.json()).toEqual({ code: 400, data: null, msg: 'The file is empty, please choose another image' });

    // 6 MB: refused from the declared length, before reading the body.
    const huge = await upload([image(Buffer.alloc(6 * 1024 * 1024, 1))]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 413, data: null, msg: 'The image must not be larger than 5 MB' });
    // Just over 5 MB: the part is cut off while it streams in.
    const over = await upload([image(Buffer.alloc(5 * 1024 * 1024 + 1024, 1))]);
    expect(over.json()).toMatchObject({ code: 413, msg: 'The image must not be larger than 5 MB' });

    // 8000 × 6000 compresses to little, but would decode to 48 megapixels.
    const bomb = await canvas(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await upload([image(bomb, 'bomb.png', 'image/png')])).json()).toEqual({
      code: 413,
      data: null,
      msg: 'The image is too large: at most 40 megapixels',
    });
  });

  it('takes exactly one file in the field "image" and nothing else', async () => {
    const jpeg = await canvas(16, 16).jpeg().toBuffer();
    const wrongName = await upload([{ name: 'file', data: jpeg, filename: 'a.jpg', type: 'image/jpeg' }]);
    expect(wrongName.json()).toEqual({
      code: 400,
      data: null,
      msg: 'Unexpected field "file": send only the image, in the field "image"',
    });
    const extraField = await upload([{ name: 'note', data: 'hello' }, image(jpeg)]);
    expect(extraField.json()).toMatchObject({ code: 400, msg: expect.stringContaining('"note"') });
    const two = await upload([image(jpeg), image(jpeg, 'b.jpg')]);
    expect(two.json()).toEqual({ code: 400, data: null, msg: 'Upload one image at a time' });
    const none = await upload([]);
    expect(none.json()).toMatchObject({ code: 400, msg: 'Choose an image and send it in the field "image"' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/image',
      headers: { ...buyer.headers, lang: 'en' },
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 415, data: null });
  });

  it('refuses malformed multipart bodies with a clear 400', async () => {
    const { payload, contentType } = multipart([image(await canvas(16, 16).jpeg().toBuffer())]);
    const send = (body: Buffer, type: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/upload/image',
        payload: body,
        headers: { ...buyer.headers, lang: 'en', 'content-type': type },
      });
    const message = 'The upload was incomplete or malformed, please try again';
    const truncated = await send(payload.subarray(0, payload.length - 200), contentType);
    expect(truncated.json()).toEqual({ code: 400, data: null, msg: message });
    const noBoundary = await send(payload, 'multipart/form-data');
    expect(noBoundary.json()).toEqual({ code: 400, data: null, msg: message });
  });

  it('answers 301 in the upload shape when not signed in', async () => {
    const jpeg = await canvas(16, 16).jpeg().toBuffer();
    const res = await upload([image(jpeg)], { headers: { token: '', sign: '' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 301, data: null, msg: 'Please log in first' });
  });

  it('needs the anti-forgery token when the session comes from cookies', async () => {
    const jpeg = await canvas(16, 16).jpeg().toBuffer();
    const customer = await newCustomer(t, 'cookie-uploader');
    const csrf = 'c'.repeat(43);
    const cookies = { access_token: customer.headers.token, access_sign: customer.headers.sign, csrf_token: csrf };
    const origin = 'http://shop.test';
    const forged = await upload([image(jpeg)], { cookies, headers: { origin } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 403, data: null, msg: expect.stringContaining('Security check') });
    const genuine = await upload([image(jpeg)], { cookies, headers: { origin, 'x-csrf-token': csrf } });
    expect(genuine.json()).toMatchObject({ code: 0 });
  });

  it('speaks the caller language', async () => {
    const zh = await upload([image(Buffer.from('plain text'), 'a.jpg')], { headers: { lang: 'zh-cn' } });
    expect(zh.json().msg).toBe('只能上传 JPEG、PNG、WebP、GIF 或 AVIF 格式的图片');
    const ok = await upload([image(await canvas(8, 8).jpeg().toBuffer())], { headers: { lang: 'zh-cn' } });
    expect(ok.json()).toMatchObject({ code: 0, msg: '上传成功' });
    const guest = await upload([image(Buffer.from('x'))], { headers: { token: '', sign: '', lang: 'zh-cn' } });
    expect(guest.json()).toEqual({ code: 301, data: null, msg: '请先登录' });
  });

  it('allows 30 uploads per customer in 10 minutes', async () => {
    const busy = await newCustomer(t, 'busy-uploader');
    const png = await canvas(4, 4).png().toBuffer();
    const send = (who: Customer) => upload([image(png, 'a.png', 'image/png')], { headers: who.headers });
    for (let i = 0; i < 30; i++) expect((await send(busy)).json().code).toBe(0);
    const refused = await send(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, data: null, msg: expect.stringMatching(/^Too many uploads/) });
    // Someone else is not held back by it.
    expect((await send(await newCustomer(t, 'other-uploader'))).json().code).toBe(0);
  });
});
