// Placement, payment and cancellation of overlapping multi-SKU orders from many
// clients through two app instances on one database: no deadlock, no 500.
// PostgreSQL server only: it reads PostgreSQL's own deadlock counter
// (pg_stat_database.deadlocks) and runs two pools on one database.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { insertGood } from '../helpers/goods.ts';

describe('one lock order', () => {
  let t: TestApp;
  let second: Database;
  let app2: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    second = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolMax: 5 });
    app2 = await buildApp({ config: t.config, database: second });
  });
  afterAll(async () => {
    await app2?.close();
    await second?.close();
    await t?.close();
  });

  const deadlocks = async () => {
    const { rows } = await t.database.pool.query<{ n: number }>(
      'SELECT deadlocks::int AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return rows[0]!.n;
  };

  it('mixes placement, payment and cancellation without a deadlock or a 500', async () => {
    // Two goods of three SKUs each: every order takes several of the six, in shuffled order.
    const skus = [
      ...(await insertGood(
        t.database.db,
        [0, 1, 2].map(() => ({ price: 300, stock: 100_000 })),
      )),
      ...(await insertGood(
        t.database.db,
        [0, 1, 2].map(() => ({ price: 700, stock: 100_000 })),
      )),
    ].map((s) => s.id);
    const clients: { c: Customer; address: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const c = await newCustomer(t, `mixer-${i}`);
      clients.push({ c, address: await addAddress(t, c.userId) });
    }
    const before = await deadlocks();
    const statuses: number[] = [];
    const send = async (app: FastifyInstance, opts: InjectOptions) => {
      const res = await app.inject(opts);
      statuses.push(res.statusCode);
      return res;
    };

    await Promise.all(
      clients.map(async ({ c, address }, i) => {
        const headers = { lang: 'en', ...c.headers };
        for (let round = 0; round < 8; round++) {
          const app = (i + round) % 2 ? app2 : t.app;
          const other = app === app2 ? t.app : app2;
          const picked = skus.filter((_, k) => (k + i + round) % 3 !== 0);
          if ((i + round) % 2) picked.reverse();
          const placed = await send(app, {
            method: 'POST',
            url: '/v2/order',
            headers,
            payload: { items: picked.map((sku_id) => ({ sku_id, quantity: 1 })), address_id: address },
          });
          if (placed.json().code !== 200) continue;
          const orderId = placed.json().data.id;
          const started = await send(app, {
            method: 'POST',
            url: '/v1/pay',
            headers,
            payload: { order_id: orderId, provider: 'demo' },
          });
          if (started.json().code !== 200) continue;
          const link = new URL(started.json().data.redirect_url);
          const pay = () =>
            send(other, {
              method: 'POST',
              url: link.pathname + link.search,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: 'decision=pay',
            });
          const cancel = () => send(app, { method: 'PUT', url: `/v1/order/cancel/${orderId}`, headers });
          // Pay, cancel, or both at once (one of them wins, the other is refused or refunded).
          if (round % 3 === 0) await pay();
          else if (round % 3 === 1) await cancel();
          else await Promise.all([pay(), cancel()]);
        }
      }),
    );

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const { rows } = await t.database.pool.query<{ status: number; n: number }>(
      `SELECT status, count(*)::int AS n FROM orders WHERE status IN (10, 60) GROUP BY status`,
    );
    // Both paths ran: some orders paid, some cancelled.
    expect(rows.map((r) => r.status).sort()).toEqual([10, 60]);
    expect(statuses.length).toBeGreaterThan(12 * 8 * 2);
    expect((await deadlocks()) - before).toBe(0);
  }, 120_000);
});
