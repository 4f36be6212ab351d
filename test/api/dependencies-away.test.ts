// Redis, the S3 bucket and the SMTP server away under load (issue #38), on the real
// server over either database: each goes through a TCP proxy this test owns, which cuts
// it for a few seconds and lets it back. While Redis is away the limits are counted in
// the database and nothing else changes (every request answers as before); while the
// bucket is away an upload answers 503 with Retry-After in the envelope and pages still
// render; while the mail server is away a sign-in code is still accepted (it waits in
// the outbox for its retry: outbox.test.ts). Once each is back, everything works again
// without a restart, and the codes asked for then are delivered. Nothing answers 500.
// (The database away: outage.server.test.ts.)
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackendDatabase, TEST_BACKEND, type TestDatabase } from '../helpers/pg.ts';
import { type LocalS3, startS3 } from '../helpers/s3.ts';
import { call, freePort, OWNER, ready, startServer } from '../helpers/server-process.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

const REDIS = { host: '127.0.0.1', port: Number(process.env.TEST_REDIS_PORT ?? 6379) };
const CUT_MS = 5_000;

interface Seen {
  kind: string;
  at: number;
  status: number;
  retryAfter: string | null;
  body: string;
}

describe(`Redis and the bucket away under load (${TEST_BACKEND} database)`, () => {
  let db: TestDatabase | undefined;
  let s3: LocalS3;
  let redisProxy: TcpProxy;
  let s3Proxy: TcpProxy;
  let smtpProxy: TcpProxy;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: ChildProcess;
  let base: string;
  let staff: Record<string, string>;
  let log = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-deps-away-'));

  beforeAll(async () => {
    // The embedded database is the server's own (DATA_DIR); a server database is made here.
    db = TEST_BACKEND === 'postgres' ? await createBackendDatabase('shop_deps') : undefined;
    s3 = await startS3(['away']);
    redisProxy = await startTcpProxy(REDIS);
    s3Proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) });
    smtp = await startSmtp();
    smtpProxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(smtp.url).port) });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer(port, db?.url ?? '', {
      WEB_CONCURRENCY: '1',
      DATA_DIR: dataDir,
      RENDER_AHEAD: 'off',
      REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
      ...s3.env('away'),
      S3_ENDPOINT: `http://127.0.0.1:${s3Proxy.port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpProxy.port}`,
      // Each captcha request comes from an address of its own (X-Forwarded-For), so the
      // per-address limit never refuses the load itself.
      TRUST_PROXY: 'true',
    });
    server.stdout?.on('data', (d) => {
      log += d;
    });
    server.stderr?.on('data', (d) => {
      log += d;
    });
    await ready(base);
    const login = await call(base, 'POST', '/v1/admin/login', OWNER);
    expect(login.json.code).toBe(200);
    staff = { 'staff-token': String(login.json.data.token), lang: 'en' };
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await redisProxy?.close();
    await s3Proxy?.close();
    await smtpProxy?.close();
    await smtp?.close();
    await s3?.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('falls back while Redis is away, keeps mail while SMTP is away, answers uploads 503 while the bucket is away, and recovers from all three', async () => {
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#48c' } })
      .jpeg()
      .toBuffer();
    let n = 0;
    let lastUpload = 0;
    let lastMail = 0;
    const mails: { email: string; at: number }[] = [];
    const freshIp = () => `10.${n % 250}.${(n++ >> 8) % 250}.${n % 250}`;
    const steps: { kind: string; due?: () => boolean; run: () => Promise<Response> }[] = [
      {
        kind: 'captcha',
        run: () =>
          fetch(`${base}/v1/captcha`, {
            headers: { lang: 'en', 'x-forwarded-for': freshIp() },
          }),
      },
      {
        kind: 'upload',
        // At most one upload every 300 ms: the staff upload limit (600 in 10 minutes) is
        // counted in the one Redis that every test run shares.
        due: () => Date.now() - lastUpload > 300,
        run: () => {
          lastUpload = Date.now();
          const form = new FormData();
          form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'away.jpg');
          return fetch(`${base}/v1/upload/image`, { method: 'POST', headers: staff, body: form });
        },
      },
      {
        kind: 'mail',
        due: () => Date.now() - lastMail > 500,
        run: () => {
          lastMail = Date.now();
          const email = `away-${n++}@example.com`;
          mails.push({ email, at: lastMail });
          return fetch(`${base}/v1/user/sendCode`, {
            method: 'POST',
            headers: { lang: 'en', 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
            body: JSON.stringify({ email }),
          });
        },
      },
      { kind: 'page', run: () => fetch(`${base}/en/search?keyword=tea${n++}`) },
      { kind: 'api', run: () => fetch(`${base}/v1/good/list?page=1&page_size=4&keyword=cup${n++}`) },
    ];
    const seen: Seen[] = [];
    const phases: Record<string, number> = {};
    const start = Date.now();
    const totalMs = 2_000 + CUT_MS + 2_000 + CUT_MS + 4_000;
    const shopper = async (i: number) => {
      for (let k = i; Date.now() - start < totalMs; k++) {
        const step = steps[k % steps.length]!;
        if (step.due && !step.due()) continue;
        const at = Date.now();
        const res = await step.run();
        seen.push({
          kind: step.kind,
          at,
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: await res.text(),
        });
      }
    };
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const outages = (async () => {
      await pause(2_000);
      // Redis and the mail server together, then the bucket.
      phases.redisCut = Date.now();
      await Promise.all([redisProxy.cut(), smtpProxy.cut()]);
      await pause(CUT_MS);
      await Promise.all([redisProxy.restore(), smtpProxy.restore()]);
      phases.redisBack = Date.now();
      await pause(2_000);
      phases.s3Cut = Date.now();
      await s3Proxy.cut();
      await pause(CUT_MS);
      await s3Proxy.restore();
      phases.s3Back = Date.now();
    })();
    await Promise.all([...[0, 1, 2, 3].map(shopper), outages]);

    // Redis away changes nothing a shopper sees; nothing anywhere answers other than 200 or 503.
    expect(
      seen
        .filter((s) => s.status !== 200 && s.status !== 503)
        .map((s) => `${s.kind} ${s.status} ${s.body.slice(0, 200)}`),
    ).toEqual([]);
    const duringRedis = seen.filter((s) => s.at > phases.redisCut! && s.at < phases.redisBack!);
    expect(duringRedis.filter((s) => s.kind === 'captcha').length).toBeGreaterThan(0);
    expect(duringRedis.filter((s) => s.kind === 'mail').length).toBeGreaterThan(0);
    expect(duringRedis.filter((s) => s.status !== 200).map((s) => s.kind)).toEqual([]);

    // Only uploads meet the bucket's absence, as a 503 that says when to come back.
    const refused = seen.filter((s) => s.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((s) => s.kind))).toEqual(new Set(['upload']));
    for (const s of refused) {
      expect(s.at).toBeGreaterThan(phases.s3Cut! - 1_000);
      expect(Number(s.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(s.body)).toMatchObject({ code: 503, data: null });
    }
    // Back: uploads work again within a few seconds of the bucket's return.
    const settled = seen.filter((s) => s.at > phases.s3Back! + 2_000);
    expect(settled.filter((s) => s.kind === 'upload').length).toBeGreaterThan(0);
    expect(settled.filter((s) => s.status !== 200).map((s) => s.kind)).toEqual([]);

    // The mail server back: the codes asked for from then on are delivered.
    const afterMail = mails.filter((m) => m.at > phases.redisBack! + 1_000).map((m) => m.email);
    expect(afterMail.length).toBeGreaterThan(0);
    await expect
      .poll(() => afterMail.filter((email) => !smtp.inbox.some((m) => m.to.includes(email))), { timeout: 15_000 })
      .toEqual([]);

    // No crash in the log.
    const errors = log
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .filter((l) => l.level >= 50);
    expect(errors.map((l) => l.msg)).toEqual([]);
  }, 120_000);
});
