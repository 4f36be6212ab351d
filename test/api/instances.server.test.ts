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
});
