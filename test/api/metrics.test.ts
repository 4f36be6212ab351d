// GET /metrics through the real app and database: Prometheus's text format, counters
// that move with real work (orders, payments, requests by route pattern), the pool and
// outbox gauges, the bearer token; and the request id on the answer and on the log line
// of an SQL error.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { startJobs } from '../../src/server/jobs/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { insertGood } from '../helpers/goods.ts';
import { TEST_BACKEND } from '../helpers/pg.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The samples of an exposition, checking every line's shape on the way. */
function parse(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  const samples = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    expect(m, line).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m![2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!;
    // Prometheus reads NaN in any case (prom-client writes `Nan`).
    const value = m![3] === '+Inf' ? Number.POSITIVE_INFINITY : Number(m![3]);
    expect(Number.isNaN(value) && m![3]!.toLowerCase() !== 'nan', line).toBe(false);
    samples.push({ name: m![1]!, labels, value });
  }
  return samples;
}

function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = parse(text).find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found?.value;
}

describe('metrics', () => {
  let t: TestApp;
  /** The same shop without a token, listening (requests from a page's in-process calls are not counted), logging. */
  let open: FastifyInstance;
  let base: string;
  const lines: Record<string, unknown>[] = [];
  let buyer: Customer;
  let addressId: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { METRICS_TOKEN: TOKEN } });
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    open = await buildApp({
      config: { ...t.config, metricsToken: undefined },
      database: t.database,
      logger: pino({ level: 'info' }, sink),
    });
    await open.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(open.server.address() as AddressInfo).port}`;
    buyer = await newCustomer(t);
    addressId = await addAddress(t, buyer.userId);
  });
  afterAll(async () => {
    await open?.close();
    await t?.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { lang: 'en', ...buyer.headers } });

  it('answers in the Prometheus text format, uncached, outside the envelope', async () => {
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text.startsWith('# HELP ')).toBe(true);
    expect(parse(text).length).toBeGreaterThan(50);
    // Node's own metrics come along.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('requires the bearer token when METRICS_TOKEN is set', async () => {
    const none = await t.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.body).not.toContain('# HELP');
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`]) {
      expect((await t.app.inject({ url: '/metrics', headers: { authorization } })).statusCode).toBe(401);
    }
    const ok = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('# TYPE http_requests_total counter');
  });

  it('counts requests by route pattern and status class, never by raw URL', async () => {
    const [sku] = await insertGood(t.database.db, [{ price: 500, stock: 3 }]);
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/v1/good/${sku!.goodId}`)).status).toBe(200);
    expect((await fetch(`${base}/v1/no-such-thing/${sku!.goodId}`)).status).toBe(404);
    const text = await (await fetch(`${base}/metrics`)).text();
    const labels = { method: 'GET', route: '/v1/good/:id', status: '2xx' };
    expect(sample(text, 'http_requests_total', labels)).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(3);
    const buckets = parse(text)
      .filter((s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === labels.route)
      .filter((s) => s.labels.status === '2xx');
    expect(buckets.map((b) => b.labels.le)).toEqual([
      ...['0.001', '0.0025', '0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10'],
      '+Inf',
    ]);
    // Cumulative: each bucket holds the ones below it.
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);
    expect(buckets.at(-1)!.value).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(sample(text, 'http_requests_total', { route: '(unmatched)', status: '4xx' })).toBe(1);
    expect(text).not.toContain(`/v1/good/${sku!.goodId}`);
    expect(text).not.toContain('no-such-thing');
  });

  it('counts orders placed and cancelled and payments once they are committed', async () => {
    const before = await scrape();
    const placed = async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 1000, stock: 5 }]);
      const res = await api('POST', '/v2/order', { items: [{ sku_id: sku!.id, quantity: 1 }], address_id: addressId });
      expect(res.json().code).toBe(200);
      return res.json().data.id as number;
    };
    const paid = await placed();
    const cancelled = await placed();
    expect((await api('PUT', `/v1/order/cancel/${cancelled}`)).json().code).toBe(200);

    const started = (await api('POST', '/v1/pay', { order_id: paid, provider: 'demo' })).json().data;
    const page = new URL(started.redirect_url);
    const done = await t.app.inject({
      method: 'POST',
      url: page.pathname + page.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay',
    });
    expect(done.statusCode).toBe(303);

    const after = await scrape();
    const moved = (name: string, labels?: Record<string, string>) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(moved('orders_placed_total')).toBe(2);
    expect(moved('orders_cancelled_total', { by: 'customer' })).toBe(1);
    expect(moved('payments_total', { provider: 'demo', outcome: 'succeeded' })).toBe(1);
    expect(moved('payments_total', { provider: 'demo', outcome: 'failed' })).toBe(0);
  });

  it('shows the pool and counts checkouts that queued for a connection', async () => {
    const { pool } = t.database;
    const before = await scrape();
    const max = sample(before, 'db_pool_max')!;
    expect(max).toBe(TEST_BACKEND === 'embedded' ? 1 : 5);
    const total = sample(before, 'db_pool_connections', { state: 'total' })!;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(max);
    expect(sample(before, 'db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total);
    expect(sample(before, 'db_pool_connections', { state: 'waiting' })).toBe(0);

    // Every connection taken: the next query queues until one comes back.
    const held = await Promise.all(Array.from({ length: max }, () => pool.connect()));
    const queued = pool.query('SELECT 1');
    await vi.waitFor(() => expect(pool.waitingCount).toBe(1));
    for (const c of held) c.release();
    await queued;
    const after = await scrape();
    expect(sample(after, 'db_pool_waits_total')! - sample(before, 'db_pool_waits_total')!).toBe(1);
    expect(sample(after, 'db_pool_wait_seconds_total')).toBeGreaterThan(sample(before, 'db_pool_wait_seconds_total')!);
  });

  it('shows how many mails wait in the outbox and for how long', async () => {
    await t.database.db.execute(sql`
      INSERT INTO mail_outbox ("to", subject, text, html, created_at)
      VALUES ('someone@example.com', 'Hello', 'Hello', '<p>Hello</p>', now() - interval '2 hours')`);
    const text = await scrape();
    expect(sample(text, 'mail_outbox_pending')).toBeGreaterThanOrEqual(1);
    const age = sample(text, 'mail_outbox_oldest_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(7200);
    expect(age).toBeLessThan(7200 + 3600);
  });

  it('counts job runs by job and outcome', async () => {
    const before = sample(await scrape(), 'job_runs_total', { job: 'payment deadline', outcome: 'ok' }) ?? 0;
    const stop = startJobs(t.app, pino({ level: 'silent' }));
    try {
      await vi.waitFor(
        async () => {
          const now = await scrape();
          expect(sample(now, 'job_runs_total', { job: 'payment deadline', outcome: 'ok' })).toBe(before + 1);
          expect(sample(now, 'job_duration_seconds_count', { job: 'payment deadline' })).toBeGreaterThanOrEqual(1);
        },
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      await stop();
    }
  });
});

describe('request ids', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t?.close();
  });

  async function listening(trustProxy: boolean): Promise<string> {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    const app = await buildApp({
      config: { ...t.config, trustProxy },
      database: t.database,
      logger: pino({ level: 'info' }, sink),
    });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  it("answers with the request's id and puts it on the SQL error's log line", async () => {
    const base = await listening(false);
    const buyer = await newCustomer(t);
    await t.database.db.execute(sql`ALTER TABLE addresses RENAME TO addresses_away`);
    let res: Response;
    try {
      res = await fetch(`${base}/v1/useraddress/list`, { headers: buyer.headers });
    } finally {
      await t.database.db.execute(sql`ALTER TABLE addresses_away RENAME TO addresses`);
    }
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const failure = lines.find((l) => l.msg === 'unhandled error');
    expect(failure).toMatchObject({ reqId: id, err: { type: 'DrizzleQueryError' } });
    expect(JSON.stringify(failure)).toContain('relation \\"addresses\\" does not exist');
    // Every line of that request carries it.
    const mine = lines.filter((l) => l.reqId === id).map((l) => l.msg);
    expect(mine).toEqual(['incoming request', 'unhandled error', 'request completed']);
  });

  it("keeps a proxy's X-Request-Id only with TRUST_PROXY", async () => {
    const untrusted = await listening(false);
    const trusted = await listening(true);
    const given = 'lb-7f3a9c01-trace';
    const ignored = await fetch(`${untrusted}/healthz`, { headers: { 'x-request-id': given } });
    expect(ignored.headers.get('x-request-id')).not.toBe(given);
    const kept = await fetch(`${trusted}/healthz`, { headers: { 'x-request-id': given } });
    expect(kept.headers.get('x-request-id')).toBe(given);
    expect(lines.some((l) => l.reqId === given && l.msg === 'incoming request')).toBe(true);
    // Not an id: a new one instead (log lines stay what we wrote).
    const odd = await fetch(`${trusted}/healthz`, { headers: { 'x-request-id': 'a b\tc' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
