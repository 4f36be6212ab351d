// Limits that consume before they judge, shared by every instance (issue #17 items 4-5):
// bursts of wrong passwords, wrong codes and captcha requests at once, on two app
// instances over one database, in PostgreSQL and (with REDIS_URL) in the Redis server.

import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { newStaff } from '../helpers/staff.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let ipSeq = Math.floor(Math.random() * 200);
/** A fresh caller address per case: keys never meet another test's (or run's) keys. */
const freshIp = () => `10.${process.pid % 250}.${++ipSeq % 250}.${Math.floor(Math.random() * 250)}`;
const freshEmail = (tag: string) => `${tag}-${process.pid}-${Date.now()}-${ipSeq}@example.com`;

async function wrongPasswords(app: FastifyInstance, email: string, count: number) {
  const ip = freshIp();
  const attempts = await Promise.all(
    Array.from({ length: count }, async () => {
      const { id } = await app.deps.captcha.create('1357');
      return app.inject({
        method: 'POST',
        url: '/v1/user/login',
        headers: { lang: 'en' },
        remoteAddress: ip,
        payload: { email, password: 'guess-guess', dots: '1357', key: id },
      });
    }),
  );
  return attempts.map((r) => r.json().code as number);
}

function suite(store: 'postgres' | 'redis') {
  const env: Record<string, string> = store === 'redis' ? { REDIS_URL } : {};
  let t: TestApp;
  let other: { app: FastifyInstance; close(): Promise<void> };

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env });
    // A second instance of the shop on the same database (and Redis), as another process would be.
    const database =
      t.database.kind === 'postgres'
        ? await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolMax: 5 })
        : t.database;
    const app = await buildApp({ config: t.config, database });
    other = {
      app,
      async close() {
        await app.close();
        if (database !== t.database) await database.close();
      },
    };
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('judges at most 5 of 30 simultaneous wrong passwords for one account', async () => {
    const codes = await wrongPasswords(t.app, freshEmail('victim'), 30);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 400).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 400 || c === 429)).toBe(true);
  });

  it('counts one account across instances: 30 at once over two instances judge at most 5', async () => {
    const email = freshEmail('victim2');
    const [a, b] = await Promise.all([wrongPasswords(t.app, email, 15), wrongPasswords(other.app, email, 15)]);
    expect([...a, ...b].filter((c) => c === 400).length).toBeLessThanOrEqual(5);
  });

  it('judges at most 5 of 30 simultaneous wrong staff passwords', async () => {
    const s = await newStaff(t);
    const ip = freshIp();
    const codes = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app
          .inject({
            method: 'POST',
            url: '/v1/admin/login',
            remoteAddress: ip,
            payload: { email: s.email, password: 'wrong' },
          })
          .then((r) => r.json().code as number),
      ),
    );
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(5);
    expect(codes.every((c) => c === 400 || c === 429)).toBe(true);
  });

  it('compares a code at most 5 times however many checks arrive at once', async () => {
    const email = freshEmail('coded');
    await t.app.deps.emailCodes.send(email, freshIp(), 'Shop', 'en', '424242');
    // Straight to the service, past the sign-in throttle, from both instances at once.
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? other.app : t.app).deps.emailCodes.verify(email, '000000')),
    );
    expect(results.every((r) => r === false)).toBe(true);
    const { rows } = await t.database.pool.query('SELECT attempts FROM email_codes WHERE email = $1', [email]);
    expect(rows).toEqual([{ attempts: 5 }]);
    expect(await t.app.deps.emailCodes.verify(email, '424242')).toBe(false);
  });

  it('lets one code in once when the right answer arrives many times at once', async () => {
    const email = freshEmail('once');
    await t.app.deps.emailCodes.send(email, freshIp(), 'Shop', 'en', '135790');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? other.app : t.app).deps.emailCodes.verify(email, '135790')),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('gives one IP 30 captchas a minute for the whole shop, not per instance', async () => {
    const ip = freshIp();
    const codes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? other.app : t.app)
          .inject({ url: '/v1/captcha', remoteAddress: ip, headers: { lang: 'en' } })
          .then((r) => ({ status: r.statusCode, body: r.json(), retry: r.headers['retry-after'] })),
      ),
    );
    expect(codes.filter((c) => c.status === 200)).toHaveLength(30);
    const refused = codes.filter((c) => c.status === 429);
    expect(refused).toHaveLength(20);
    expect(refused[0]?.body.message).toMatch(/^Too many requests, try again in \d+ s$/);
    expect(Number(refused[0]?.retry)).toBeGreaterThan(0);
  });

  if (store === 'redis') {
    it('keeps the counters in Redis', async () => {
      const ip = freshIp();
      await t.app.inject({ url: '/v1/captcha', remoteAddress: ip });
      const redis = new Redis(REDIS_URL);
      try {
        expect(await redis.get(`captcha:${ip}`)).toBe('1');
      } finally {
        redis.disconnect();
      }
      const { rows } = await t.database.pool.query('SELECT count(*) AS n FROM rate_limits WHERE key = $1', [
        `captcha:${ip}`,
      ]);
      expect(rows[0].n).toBe(0);
    });
  }
}

describe('limits in PostgreSQL', () => suite('postgres'));
describe('limits in Redis (REDIS_URL)', () => suite('redis'));

describe('limits while Redis is away', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    t = await createTestApp({ seed: false, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => t?.close());

  it('falls back to PostgreSQL instead of failing the request', async () => {
    const ip = freshIp();
    const res = await t.app.inject({ url: '/v1/captcha', remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.database.pool.query('SELECT points FROM rate_limits WHERE key = $1', [`captcha:${ip}`]);
    expect(rows).toEqual([{ points: 1 }]);
  });
});
