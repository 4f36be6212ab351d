// Two server instances on one database (server only: the embedded database belongs to
// one process): 100 buyers at once through both for 30 units sell exactly 30.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { insertGood, stockOf } from '../helpers/goods.ts';

describe('checkout through two instances', () => {
  let t: TestApp;
  let buyer: Customer;
  let addressId: number;

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await newCustomer(t);
    addressId = await addAddress(t, buyer.userId);
  });
  afterAll(() => t?.close());

  it('never oversells through two server instances on one database', async () => {
    const second = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolMax: 5 });
    const app2 = await buildApp({ config: t.config, database: second });
    try {
      const [sku] = await insertGood(t.database.db, [{ price: 500, stock: 30 }]);
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          (i % 2 ? app2 : t.app).inject({
            method: 'POST',
            url: '/v2/order',
            headers: { lang: 'en', ...buyer.headers },
            payload: { items: [{ sku_id: sku!.id, quantity: 1 }], address_id: addressId },
          }),
        ),
      );
      expect(results.filter((r) => r.json().code === 200)).toHaveLength(30);
      expect(await stockOf(t.database.db, sku!.id)).toBe(0);
    } finally {
      await app2.close();
      await second.close();
    }
  });

  it("shows an order's stock on the other instance's kept detail answer at once", async () => {
    const second = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolMax: 5 });
    const app2 = await buildApp({ config: t.config, database: second });
    try {
      const [sku] = await insertGood(t.database.db, [{ price: 500, stock: 8 }]);
      const stockOn2 = async () =>
        (await app2.inject({ url: `/v1/good/${sku!.goodId}`, headers: { lang: 'en' } })).json().data.good_sku[0].stock;
      expect(await stockOn2()).toBe(8);
      expect(await stockOn2()).toBe(8); // kept by the second instance
      const order = await t.app.inject({
        method: 'POST',
        url: '/v2/order',
        headers: { lang: 'en', ...buyer.headers },
        payload: { items: [{ sku_id: sku!.id, quantity: 3 }], address_id: addressId },
      });
      expect(order.json().code).toBe(200);
      // The change feed's way (LISTEN/NOTIFY): milliseconds.
      await expect.poll(stockOn2, { timeout: 1000, interval: 10 }).toBe(5);
    } finally {
      await app2.close();
      await second.close();
    }
  });
});
