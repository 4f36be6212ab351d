// The image upload address in a real browser against the built server. A signed-in
// shopper's page posts a picture the way the upload widget does (XMLHttpRequest with
// the session cookies and the anti-forgery token, progress events) and shows the
// stored image and its resized variant; without the token, or signed out, the answer
// is a refusal in the upload shape {code, data, msg}.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

interface Posted {
  status: number;
  text: string;
  progress: number;
}

describe('image upload', () => {
  const b = useBrowser();

  it('uploads from a page with the session cookies and the anti-forgery token', async () => {
    const { page, context } = await openPage(b.browser);
    await signIn(context, newEmail('upload'));
    await page.goto('/');

    const posted = await page.evaluate(async () => {
      const token = (await fetch('/v1/csrf')).headers.get('x-csrf-token') ?? '';
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no canvas');
      ctx.fillStyle = '#f97316';
      ctx.fillRect(0, 0, 640, 480);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('no blob');
      const post = (headers: Record<string, string>) =>
        new Promise<Posted>((resolve, reject) => {
          const xhr = new XMLHttpRequest();
          let progress = 0;
          xhr.open('POST', '/v1/upload/image');
          for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
          xhr.upload.onprogress = (e) => {
            if (e.lengthComputable) progress = Math.round((e.loaded / e.total) * 100);
          };
          xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, progress });
          xhr.onerror = () => reject(new Error('network error'));
          const form = new FormData();
          form.append('image', blob, '../../photo.png');
          xhr.send(form);
        });
      return { genuine: await post({ lang: 'en', 'x-csrf-token': token }), forged: await post({ lang: 'en' }) };
    });

    expect(posted.genuine.status).toBe(200);
    const answer = JSON.parse(posted.genuine.text);
    expect(answer).toMatchObject({ code: 0, msg: 'success' });
    expect(answer.data).toMatch(/^\/uploads\/u\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    expect(posted.genuine.progress).toBe(100);

    const sizes = await page.evaluate(async (url) => {
      const load = async (src: string) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      };
      return [await load(url), await load(`${url}?w=320&q=50&fm=webp`)];
    }, answer.data as string);
    expect(sizes).toEqual([
      [640, 480],
      [320, 240],
    ]);

    expect(posted.forged.status).toBe(403);
    expect(JSON.parse(posted.forged.text)).toMatchObject({ code: 403, data: null });
  });

  it('answers a signed-out browser with code 301 in the upload shape', async () => {
    const { context } = await openPage(b.browser);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const res = await context.request.post('/v1/upload/image', {
      headers: { lang: 'zh-cn' },
      multipart: { image: { name: 'a.png', mimeType: 'image/png', buffer: png } },
    });
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({ code: 301, data: null, msg: '请先登录' });
  });
});
