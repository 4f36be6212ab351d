// Two machines' worth of shop: two independent server processes (not one cluster) on
// one PostgreSQL database and one S3 bucket (s3rver), each with a DATA_DIR of its own.
// A picture uploaded through one is served by the other; a staff change made through
// one (a price, a shelf, a setting, a staff member disabled) is seen through the other
// within a second, not when its caches expire (catalog 2 s, settings 5 s): the change
// feed (LISTEN/NOTIFY).
// Server only: the embedded database belongs to one process.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/pg.ts';
import { type LocalS3, startS3 } from '../helpers/s3.ts';
import { call, freePort, OWNER, ready, startServer, until } from '../helpers/server-process.ts';

describe('two machines on one database', () => {
  let db: TestDatabase;
  const servers: ChildProcess[] = [];
  let a: string;
  let b: string;
  let staffHeaders: Record<string, string>;
  let s3: LocalS3;
  const dataDirs = [mkdtempSync(join(tmpdir(), 'shop-machine-a-')), mkdtempSync(join(tmpdir(), 'shop-machine-b-'))];

  beforeAll(async () => {
    db = await createTestDatabase();
    s3 = await startS3(['machines']);
    for (const side of ['a', 'b'] as const) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const DATA_DIR = dataDirs[side === 'a' ? 0 : 1]!;
      servers.push(startServer(port, db.url, { WEB_CONCURRENCY: '1', DATA_DIR, ...s3.env('machines') }));
      await ready(base);
      if (side === 'a') a = base;
      else b = base;
    }
    const login = await call(a, 'POST', '/v1/admin/login', OWNER);
    expect(login.json.code).toBe(200);
    staffHeaders = { 'staff-token': String(login.json.data.token), lang: 'en' };
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) if (s.exitCode === null) s.kill('SIGKILL');
    await s3?.close();
    await db?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves through B a picture uploaded through A, its resized variant kept in the bucket only', async () => {
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'shelf.jpg');
    const uploaded = await fetch(`${a}/v1/upload/image`, { method: 'POST', headers: staffHeaders, body: form });
    const body = (await uploaded.json()) as { code: number; data: string };
    expect(body.code).toBe(0);
    const original = await fetch(`${b}${body.data}`);
    expect(original.status).toBe(200);
    const variant = await fetch(`${b}${body.data}?w=320&q=50&fm=webp`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await s3.keys('machines', 'cache/')).length).toBeGreaterThan(0);
    // Neither machine keeps the picture or its variant on its own disk.
    const onDisk = dataDirs.flatMap((dir) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && /\.(webp|jpe?g|png)$/.test(e.name))
        .map((e) => e.name),
    );
    expect(onDisk).toEqual([]);
  });

  /** Polls `read` on machine B until it matches, failing after a second. */
  async function seenOnB(read: () => Promise<boolean>) {
    const start = Date.now();
    await until(read, 1000);
    return Date.now() - start;
  }

  it('a price change and a shelf change made on A show on B within a second', async () => {
    const list = await call(a, 'GET', '/v1/good/list?page_size=1', undefined, { lang: 'en' });
    const id = Number((list.json.data.list as { id: number }[])[0]!.id);
    const detail = async (base: string) => (await call(base, 'GET', `/v1/good/${id}`, undefined, { lang: 'en' })).json;
    const before = await detail(b); // cached on B now
    const sku = (before.data.good_sku as { id: number; price: number }[])[0]!;

    const price = sku.price + 100;
    const bulk = await call(a, 'PUT', '/v1/admin/goods/bulk', { skus: [{ id: sku.id, price }] }, staffHeaders);
    expect(bulk.json.code).toBe(200);
    await seenOnB(async () => {
      const now = await detail(b);
      return (now.data.good_sku as { id: number; price: number }[]).find((s) => s.id === sku.id)?.price === price;
    });

    const off = await call(a, 'PUT', `/v1/admin/goods/${id}/shelf`, { on_shelf: false }, staffHeaders);
    expect(off.json.code).toBe(200);
    await seenOnB(async () => (await detail(b)).code === 404);
  });

  it('a settings change made on A shows on B within a second', async () => {
    await call(b, 'GET', '/v1/sys/conf', undefined, { lang: 'en' }); // cached on B (5 s)
    const title = `Machines shop ${Date.now()}`;
    const saved = await call(
      a,
      'PUT',
      '/v1/admin/settings',
      { seo_title: { 'zh-cn': title, en: title } },
      staffHeaders,
    );
    expect(saved.json.code).toBe(200);
    await seenOnB(
      async () => (await call(b, 'GET', '/v1/sys/conf', undefined, { lang: 'en' })).json.data.title === title,
    );
  });

  it('a staff member disabled on A is signed out on B at once', async () => {
    const email = `operator-${Date.now()}@example.com`;
    const password = 'operator password 1234';
    const created = await call(
      a,
      'POST',
      '/v1/admin/staff',
      { email, name: 'Operator', role: 'operator', password },
      staffHeaders,
    );
    expect(created.json.code).toBe(200);
    const login = await call(b, 'POST', '/v1/admin/login', { email, password });
    const operator = { 'staff-token': String(login.json.data.token), lang: 'en' };
    expect((await call(b, 'GET', '/v1/admin/orders', undefined, operator)).status).toBe(200);

    const disabled = await call(a, 'PUT', `/v1/admin/staff/${created.json.data.id}/disable`, undefined, staffHeaders);
    expect(disabled.json.code).toBe(200);
    await seenOnB(async () => (await call(b, 'GET', '/v1/admin/orders', undefined, operator)).status === 401);
  });

  it('listens again after its connection is cut, and applies what it may have missed', async () => {
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      // Every process's listening session (the pool's connections are left alone).
      const cut = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'shop change feed' AND datname = current_database()`,
      );
      expect(cut.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    await call(b, 'GET', '/v1/sys/conf', undefined, { lang: 'en' });
    const title = `After the cut ${Date.now()}`;
    await call(a, 'PUT', '/v1/admin/settings', { seo_title: { 'zh-cn': title, en: title } }, staffHeaders);
    // Reconnection takes a second; then B clears its caches once.
    await until(
      async () => (await call(b, 'GET', '/v1/sys/conf', undefined, { lang: 'en' })).json.data.title === title,
      3000,
    );
    const watcher = new pg.Client({ connectionString: db.url });
    await watcher.connect();
    try {
      await until(async () => {
        const { rows } = await watcher.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'shop change feed' AND datname = current_database()",
        );
        return rows[0].n === 2;
      }, 3000);
    } finally {
      await watcher.end();
    }
  });
});
