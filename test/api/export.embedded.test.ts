// Moving up: an embedded shop exported with `npm run db:export`'s function, loaded into
// a fresh database on the PostgreSQL server with psql, and the shop started there finds
// the same goods, customers (their sessions too) and orders. Embedded backend only:
// the embedded database is the source.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { exportEmbedded } from '../../src/server/db/export.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { createTestApp } from '../helpers/app.ts';
import { addAddress, newCustomer } from '../helpers/customers.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/pg.ts';

describe('moving an embedded shop to a PostgreSQL server', () => {
  const work = mkdtempSync(join(tmpdir(), 'shop-export-'));
  let target: TestDatabase | undefined;
  afterAll(async () => {
    await target?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('exports, loads with psql, and the shop on the server has the same goods, customers and orders', async () => {
    const source = await createTestApp();
    const dataDir = source.testDb.dataDir!;
    const customer = await newCustomer(source, 'mover');
    const address = await addAddress(source, customer.userId);
    const goods = (await source.app.inject({ url: '/v1/good/list?page_size=100' })).json().data;
    const sku = (await source.app.inject({ url: `/v1/good/${goods.list[0].id}` })).json().data.good_sku[0];
    const placed = await source.app.inject({
      method: 'POST',
      url: '/v2/order',
      headers: { lang: 'en', ...customer.headers },
      payload: { items: [{ sku_id: sku.id, quantity: 1 }], address_id: address },
    });
    expect(placed.json().code).toBe(200);
    const order = (
      await source.app.inject({ url: `/v1/order/${placed.json().data.id}`, headers: customer.headers })
    ).json().data;
    // The shop is stopped before its database is exported (the export refuses otherwise).
    await source.app.close();
    await source.database.close();

    const file = join(work, 'shop.sql');
    expect(await exportEmbedded(dataDir, file)).toBeGreaterThan(10_000);
    await source.testDb.drop();

    target = await createTestDatabase('shop_moved');
    execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', target.url, '-f', file], { stdio: 'pipe' });

    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: target.url,
      PUBLIC_URL: 'http://shop.test',
      LOG_LEVEL: 'silent',
      DATA_DIR: join(tmpdir(), 'shop-test-data'),
    });
    const database = await openDatabase({ databaseUrl: target.url, dataDir: config.dataDir, poolMax: 2 });
    try {
      // Nothing left to migrate; the server goes on from where the embedded shop was.
      await runMigrations(database);
      const app = await buildApp({ config, database });
      try {
        const moved = (await app.inject({ url: '/v1/good/list?page_size=100' })).json().data;
        expect(moved.total).toBe(goods.total);
        expect(moved.list.map((g: { id: number }) => g.id)).toEqual(goods.list.map((g: { id: number }) => g.id));
        // The customer's session still signs (the shop's secret moved with it) and sees the order.
        const mine = await app.inject({ url: `/v1/order/${order.id}`, headers: customer.headers });
        expect(mine.json().code).toBe(200);
        expect(mine.json().data).toMatchObject({ order_no: order.order_no, total_paid: order.total_paid });
        // New rows continue the sequences instead of colliding with moved ones.
        const again = await app.inject({
          method: 'POST',
          url: '/v2/order',
          headers: { lang: 'en', ...customer.headers },
          payload: { items: [{ sku_id: sku.id, quantity: 1 }], address_id: address },
        });
        expect(again.json().code).toBe(200);
        expect(again.json().data.id).toBeGreaterThan(order.id);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  }, 180_000);

  it('refuses while the shop runs on the directory', async () => {
    const running = await createTestApp({ seed: false });
    try {
      await expect(exportEmbedded(running.testDb.dataDir!, join(work, 'busy.sql'))).rejects.toThrow(
        /in use by process/,
      );
    } finally {
      await running.close();
    }
  });
});
