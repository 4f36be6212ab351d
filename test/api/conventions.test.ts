// API conventions (SPEC 7 and 8): the envelope, languages, validation naming the
// field, unknown paths, malformed and oversized bodies, anti-forgery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const echoBody = z.object({ name: z.string().min(2), qty: z.number().int().min(1).max(99) });

describe('API conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A write route to exercise bodies, validation and anti-forgery (registered before ready).
    t.app.post(
      '/v1/__test/echo',
      {
        schema: {
          body: echoBody,
          response: { 200: z.object({ code: z.literal(200), message: z.string(), data: echoBody }) },
        },
      },
      async (req, reply) => reply.ok(req.body),
    );
    t.app.get('/v1/__test/crash', async () => {
      throw new Error('secret internals');
    });
    await t.app.ready();
  });
  afterAll(() => t?.close());

  it('wraps success in {code: 200, message, data} in the caller language', async () => {
    const zh = await t.app.inject({ url: '/v1/sys/conf' });
    expect(zh.statusCode).toBe(200);
    expect(zh.json()).toMatchObject({ code: 200, message: '成功', data: { title: '优品海购' } });
    const en = await t.app.inject({ url: '/v1/sys/conf', headers: { lang: 'en' } });
    expect(en.json()).toMatchObject({ code: 200, message: 'success', data: { title: 'Youpin Global' } });
  });

  it('falls back to the locale cookie, then zh-cn', async () => {
    const res = await t.app.inject({ url: '/v1/sys/conf', cookies: { i18n_redirected: 'en' } });
    expect(res.json().data.title).toBe('Youpin Global');
    const bad = await t.app.inject({ url: '/v1/sys/conf', headers: { lang: 'xx-yy' } });
    expect(bad.json().message).toBe('成功');
  });

  it('answers an unknown API path with code 404 in the envelope', async () => {
    for (const url of ['/v1/nope', '/v2/nope', '/v1']) {
      const res = await t.app.inject({ url, headers: { lang: 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null });
      expect(res.json().message).toMatch(/No such API/);
    }
  });

  it('rejects malformed JSON with a clear 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/__test/echo',
      headers: { 'content-type': 'application/json', lang: 'en' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'The request body is not valid JSON', data: null });
  });

  it('rejects a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/__test/echo',
      headers: { 'content-type': 'application/x-unknown', lang: 'en' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415, message: 'Unsupported content type: application/x-unknown' });
  });

  it('rejects an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), qty: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(413);
  });

  it('names the invalid field, in both languages', async () => {
    const en = await t.app.inject({
      method: 'POST',
      url: '/v1/__test/echo',
      headers: { lang: 'en' },
      payload: { name: 'ok', qty: 500 },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().code).toBe(400);
    expect(en.json().message).toMatch(/^Invalid qty: /);
    const zh = await t.app.inject({ method: 'POST', url: '/v1/__test/echo', payload: { name: 'ok', qty: 'many' } });
    expect(zh.json().message).toMatch(/^参数 qty 无效：/);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/__test/echo',
      headers: { lang: 'en' },
      payload: {},
    });
    expect(missing.json().message).toMatch(/Invalid name/);
  });

  it('validates path parameters', async () => {
    const res = await t.app.inject({ url: '/v1/page/NOT_A_SLUG!', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Invalid slug/);
  });

  it('hides crashes behind a generic 500 without internals', async () => {
    const res = await t.app.inject({ url: '/v1/__test/crash', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: 'Internal server error, please try again later', data: null });
    expect(res.body).not.toContain('secret internals');
  });

  describe('anti-forgery', () => {
    it('hands out a token in a header and an HttpOnly cookie', async () => {
      const res = await t.app.inject({ url: '/v1/sys/conf' });
      const token = res.headers['x-csrf-token'];
      expect(token).toMatch(/^[\w-]{43}$/);
      const cookie = res.cookies.find((c) => c.name === 'csrf_token');
      expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax' });
    });

    const session = { access_token: 'some-session' };
    const good = 'a'.repeat(43);

    it('refuses a cookie-authenticated write without the token (403)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/__test/echo',
        headers: { origin: 'http://shop.test', lang: 'en' },
        cookies: { ...session, csrf_token: good },
        payload: { name: 'ok', qty: 1 },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, message: /Security check failed/ });
    });

    it('refuses a mismatching token and a foreign origin', async () => {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/v1/__test/echo',
        headers: { origin: 'http://shop.test', 'x-csrf-token': 'b'.repeat(43) },
        cookies: { ...session, csrf_token: good },
        payload: { name: 'ok', qty: 1 },
      });
      expect(wrong.statusCode).toBe(403);
      const foreign = await t.app.inject({
        method: 'POST',
        url: '/v1/__test/echo',
        headers: { origin: 'https://evil.example', 'x-csrf-token': good, lang: 'en' },
        cookies: { ...session, csrf_token: good },
        payload: { name: 'ok', qty: 1 },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().message).toBe('Request origin not allowed');
    });

    it('accepts the matching token from the same origin', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/__test/echo',
        headers: { origin: 'http://shop.test', 'x-csrf-token': good },
        cookies: { ...session, csrf_token: good },
        payload: { name: 'ok', qty: 1 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ name: 'ok', qty: 1 });
    });

    it('needs no token for header-authenticated clients (apps)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/__test/echo',
        headers: { token: 'app-token', sign: 'app-sign' },
        payload: { name: 'ok', qty: 2 },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/config', '/v1/sys/conf', '/v1/siteManage']));
    const docs = await t.app.inject({ url: '/v1/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});
