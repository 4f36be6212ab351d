// The page store shared by a server's processes (src/server/lib/page-store.ts) and the
// pages rendered ahead into it (src/server/render-ahead.ts), issue #20 item 3. Two
// processes of one server, as the cluster runs them: two apps built here on a PostgreSQL
// database of their own and the e2e build, one store directory, each with its own change feed.
// A page is the same page wherever it was rendered when its policy's nonce is the same.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { demoArtPaths } from '../src/server/db/seed/catalog-art.ts';
import { DEMO_GOODS } from '../src/server/db/seed/catalog-data.ts';
import { seedDemo } from '../src/server/db/seed/index.ts';
import { createPageStore } from '../src/server/lib/page-store.ts';
import { ensureFirstOwner } from '../src/server/modules/staff/first-owner.ts';
import { createStaffService } from '../src/server/modules/staff/service.ts';
import { startRenderingAhead } from '../src/server/render-ahead.ts';
import { createTestDatabase, type TestDatabase } from '../test/helpers/pg.ts';
import { instanceConfig } from './api.ts';
import { E2E_ADMIN } from './global-setup.ts';

const t2 = (zh: string, en: string) => ({ 'zh-cn': zh, en });
// A picture that exists (a demo good's): the pages show no broken picture.
const IMG = demoArtPaths(DEMO_GOODS[0]!).gallery[0]!;
/** How long the other process may take to hear a change (a NOTIFY's way, milliseconds). */
const FEED_MS = 1000;

describe('pages shared by the processes of one server', () => {
  const databases: Database[] = [];
  let own: TestDatabase | undefined;
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

  async function createGood(body: object): Promise<number> {
    const created = await x.inject({
      method: 'POST',
      url: '/v1/admin/goods',
      headers: { 'staff-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return created.json().data.id;
  }

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
    // A database of its own: the other journeys' staff changes (each one "everything
    // changed") would keep refusing pages between the two processes, as designed.
    own = await createTestDatabase('shop_page_store');
    const databaseUrl = own.url;
    storeDir = mkdtempSync(join(tmpdir(), 'shop-page-store-'));
    const config = instanceConfig(databaseUrl, { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password });
    const build = async () => {
      const database = await openDatabase({ databaseUrl, dataDir: config.dataDir, poolMax: 4 });
      databases.push(database);
      return buildApp({ config, database, buildDir: join(process.cwd(), 'build'), pageStoreDir: storeDir });
    };
    const first = await openDatabase({ databaseUrl, dataDir: config.dataDir, poolMax: 2 });
    await runMigrations(first);
    await seedDemo(first);
    await ensureFirstOwner(createStaffService(first.db), config, pino({ level: 'silent' }));
    await first.close();
    [x, y] = [await build(), await build()];
    const login = await x.inject({
      method: 'POST',
      url: '/v1/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(E2E_ADMIN),
    });
    token = login.json().data.token;
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
    goodId = await createGood(good);
  });

  afterAll(async () => {
    await x?.close();
    await y?.close();
    for (const database of databases) await database.close();
    await own?.drop();
  });

  it('a page one process rendered is served by the other', async () => {
    // Every good made here was a change: a rendering is shared once the writer's change
    // feed has heard back a sync mark sent after the last of them. Each try renders a
    // page neither process keeps in memory yet.
    const tag = `SHARE${Date.now() % 100000}`;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(await createGood({ ...good, skus: [{ ...(good.skus as object[])[0], code: `${tag}-${i}` }] }));
    }
    const shared: boolean[] = [];
    for (const id of ids) {
      await x.inject({ url: `/en/product/${id}?sync` }); // a rendering (not stored: a query) sends a mark
      await sleep(300);
      const path = `/en/product/${id}`;
      shared.push((await nonceOf(x, path)).nonce === (await nonceOf(y, path)).nonce);
      if (shared.at(-1)) break;
    }
    expect(shared).toContain(true);
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
    const id = await createGood({
      ...good,
      name: t2(`预渲染${tag}`, `Rendered Ahead ${tag}`),
      skus: [{ ...(good.skus as object[])[0], code: tag }],
    });
    // Nobody asks for its pages: they can only come from rendering ahead.
    // A visitor's request: no currency asked, no account (the currency rendering ahead uses).
    const visitor = { headers: {}, cookies: {}, currentUser: async () => null };
    const currency = await x.deps.currencies.forRequest(visitor as never);
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

  it("keeps the API answers of the other process's goods, in the default language", async () => {
    const tag = `ANSWER${Date.now() % 100000}`;
    const id = await createGood({
      ...good,
      name: t2(`答案${tag}`, `Answer ${tag}`),
      skus: [{ ...(good.skus as object[])[0], code: tag }],
    });
    await sleep(FEED_MS); // y has heard of the new good: no later change drops what it keeps
    const { catalog } = y.deps;
    const getGood = catalog.getGood;
    const read: number[] = [];
    catalog.getGood = (goodId, lang) => {
      read.push(goodId);
      return getGood(goodId, lang);
    };
    try {
      // y is the process whose share the good is not: it renders no page of it.
      const stop = startRenderingAhead(y, { worker: (id + 1) % 2, workers: 2 });
      try {
        await expect.poll(() => read.includes(id), { timeout: 60_000, interval: 100 }).toBe(true);
      } finally {
        await stop();
      }
      const reads = read.length;
      const res = await y.inject({ url: `/v1/good/${id}` });
      expect(res.json().data.name).toBe(`答案${tag}`);
      expect(read.length, 'answered from memory, not read again').toBe(reads);
    } finally {
      catalog.getGood = getGood;
    }
  }, 90_000);
});
