// Requests from outside are logged; the API calls a page makes in-process
// (fastify.inject, as server-side rendering does) are part of the page's request and
// write no lines of their own.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('request logging', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: { msg: string; req?: { url: string } }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    app = await buildApp({ config: t.config, database: t.database, logger: pino({ level: 'info' }, sink) });
    await app.listen({ port: 0, host: '127.0.0.1' });
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
});
