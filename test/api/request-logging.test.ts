// Requests from outside are logged; the API calls a page makes in-process
// (fastify.inject, as server-side rendering does) are part of the page's request and
// write no lines of their own. Expected answers (a page or good not found, a POST to a
// page without a form, a request without a session) are no errors in the log, and
// nothing is dumped to stderr; an unexpected error is logged once, structured, with the
// request's id (issue #38).
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('request logging', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: { msg: string; level: number; reqId?: string; req?: { url: string } }[] = [];
  let base = '';

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    app = await buildApp({
      config: t.config,
      database: t.database,
      logger: pino({ level: 'info' }, sink),
      buildDir: join(process.cwd(), 'build'),
    });
    app.get('/v1/test/unexpected', { schema: { hide: true } }, async () => {
      throw new Error('a bug nobody expected');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('logs a request from outside and not one made in-process', async () => {
    const address = app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${address.port}/v1/sys/conf`);
    expect(res.status).toBe(200);
    expect(lines.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url)).toEqual(['/v1/sys/conf']);
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(1);

    lines.length = 0;
    const injected = await app.inject({ url: '/v1/sys/conf' });
    expect(injected.statusCode).toBe(200);
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
  });

  it('writes no error and nothing to stderr for the answers shoppers meet every day', async () => {
    const consoleError = vi.spyOn(console, 'error');
    try {
      lines.length = 0;
      const asked: [string, string, number][] = [
        ['GET', '/no/such/page', 404],
        ['GET', '/en/product/999999', 404],
        ['GET', '/product/abc', 404],
        ['POST', '/', 405],
        ['GET', '/v1/order/list', 401],
        ['GET', '/v1/no/such/operation', 404],
        ['GET', '/v1/good/999999', 404],
      ];
      for (const [method, path, status] of asked) {
        // As a browser on the shop's own address sends it (a page's POST must come from there).
        const res = await app.inject({
          method: method as 'GET' | 'POST',
          url: path,
          headers: {
            host: new URL(t.config.publicUrl).host,
            ...(method === 'POST'
              ? { origin: t.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' }
              : {}),
          },
          payload: method === 'POST' ? 'a=1' : undefined,
        });
        expect(res.statusCode, `${method} ${path} ${res.body.slice(0, 300)}`).toBe(status);
      }
      expect(lines.filter((l) => l.level >= 40).map((l) => l.msg)).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('logs an unexpected error once, with the request id the caller was given', async () => {
    lines.length = 0;
    const res = await fetch(`${base}/v1/test/unexpected`);
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id');
    expect(id).toBeTruthy();
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId: id, msg: 'unhandled error', err: { message: 'a bug nobody expected' } });
  });
});
