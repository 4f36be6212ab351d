// The page store shared by a server's processes (src/server/lib/page-store.ts) and the
// pages rendered ahead into it (src/server/render-ahead.ts), issue #20 item 3. Two
// processes of one server, as the cluster runs them: two apps built here on the e2e
// PostgreSQL database and build, one store directory, each with its own change feed.
// A page is the same page wherever it was rendered when its policy's nonce is the same.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { demoArtPaths } from '../src/server/db/seed/catalog-art.ts';
import { DEMO_GOODS } from '../src/server/db/seed/catalog-data.ts';
import { createPageStore } from '../src/server/lib/page-store.ts';
import { startRenderingAhead } from '../src/server/render-ahead.ts';
import { e2eStaffToken } from './api.ts';
import { baseUrl } from './browser.ts';

const t2 = (zh: string, en: string) => ({ 'zh-cn': zh, en });
// A picture that exists (a demo good's): the goods made here show in other journeys' listings.
const IMG = demoArtPaths(DEMO_GOODS[0]!).gallery[0]!;
/** How long the other process may take to hear a change (a NOTIFY's way, milliseconds). */
const FEED_MS = 1000;

describe('pages shared by the processes of one server', () => {
  const databases: Database[] = [];
  let x: FastifyInstance;
  let y: FastifyInstance;
  let storeDir: string;
  let token: string;
  let goodId: number;
  let good: Record<string, unknown>;

  const nonceOf = async (app: FastifyInstance, url: string) => {
    const res = await app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return { nonce: /nonce-([^']+)/.exec(String(res.headers['content-security-policy']))?.[1], body: res.body };
  };

  async function rename(via: FastifyInstance, en: string) {
    const res = await via.inject({
      method: 'PUT',
      url: `/v1/admin/goods/${goodId}`,
      headers: { 'staff-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...good, name: t2(`改名${en}`, en) }),
    });
    expect(res.json()).toMatchObject({ code: 200 });
  }

  beforeAll(async () => {
    const databaseUrl = inject('databaseUrl');
    storeDir = mkdtempSync(join(tmpdir(), 'shop-page-store-'));
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'silent',
      DATA_DIR: join(tmpdir(), 'shop-test-data'),
      CAPTCHA: 'off',
    });
    const build = async () => {
      const database = await openDatabase({ databaseUrl, dataDir: config.dataDir, poolMax: 4 });
      databases.push(database);
      return buildApp({ config, database, buildDir: join(process.cwd(), 'build'), pageStoreDir: storeDir });
    };
    [x, y] = [await build(), await build()];
    token = await e2eStaffToken();
    const tag = `STORE${Date.now() % 100000}`;
    good = {
      name: t2(`共享页${tag}`, `Shared Page ${tag}`),
      description: t2('共享', 'Shared'),
      images: [IMG],
      category_id: null,
      property: [{ key: 'size', name: t2('尺码', 'Size'), values: [{ key: 's', name: t2('S', 'S') }] }],
      skus: [{ code: `${tag}-S`, options: { size: 's' }, price: 2300, stock: 9, image: IMG }],
      services: [],
      on_shelf: true,
      sort: 5,
    };
    const created = await x.inject({
      method: 'POST',
      url: '/v1/admin/goods',
      headers: { 'staff-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(good),
    });
    goodId = created.json().data.id;
  });

  afterAll(async () => {
    await x?.close();
    await y?.close();
    for (const database of databases) await database.close();
  });

  it('a page one process rendered is served by the other', async () => {
    // The change feed's first sync mark: until it comes back, pages are kept but not shared.
    await expect
      .poll(
        async () => {
          const url = `/en/product/${goodId}?first=${Math.random()}`; // warms the feed, not stored (query)
          await x.inject({ url });
          const path = `/en/product/${goodId}`;
          const rendered = await nonceOf(x, path);
          const other = await nonceOf(y, path);
          return rendered.nonce === other.nonce;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(true);
  });

  it('after a change through either process, neither serves the page as it was', async () => {
    const path = `/en/product/${goodId}`;
    for (const [via, name] of [
      [x, 'Renamed Through X'],
      [y, 'Renamed Through Y'],
    ] as const) {
      await nonceOf(x, path);
      await nonceOf(y, path);
      await rename(via, name);
      await expect
        .poll(
          async () => [(await nonceOf(x, path)).body.includes(name), (await nonceOf(y, path)).body.includes(name)],
          {
            timeout: FEED_MS,
            interval: 20,
          },
        )
        .toEqual([true, true]);
      // And it stays so: nothing older comes back from the store.
      for (let i = 0; i < 5; i++) {
        expect((await nonceOf(y, path)).body).toContain(name);
        expect((await nonceOf(x, path)).body).toContain(name);
      }
    }
  });

  it('renders pages ahead into the store, in both languages, and stops when asked', async () => {
    const tag = `AHEAD${Date.now() % 100000}`;
    const created = await x.inject({
      method: 'POST',
      url: '/v1/admin/goods',
      headers: { 'staff-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...good,
        name: t2(`预渲染${tag}`, `Rendered Ahead ${tag}`),
        skus: [{ ...(good.skus as object[])[0], code: tag }],
      }),
    });
    const id = created.json().data.id;
    // Nobody asks for its pages: they can only come from rendering ahead.
    const currency = await x.deps.currencies.forRequest({ headers: {}, cookies: {} } as never);
    const reader = createPageStore({ dir: storeDir, maxFiles: 0, now: () => 0 });
    const stop = startRenderingAhead(x, { worker: 0, workers: 1 });
    try {
      await expect
        .poll(
          async () => [
            (await reader.read(`${currency} /product/${id}`))?.body.toString().includes(`预渲染${tag}`),
            (await reader.read(`${currency} /en/product/${id}`))?.body.toString().includes(`Rendered Ahead ${tag}`),
          ],
          { timeout: 60_000, interval: 200 },
        )
        .toEqual([true, true]);
    } finally {
      await stop();
    }
  }, 90_000);
});
