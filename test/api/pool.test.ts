// The connection pool under more requests than it has connections: nothing waits
// forever, nothing asks for a second connection from inside a transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { insertGood } from '../helpers/goods.ts';

describe('connection pool', () => {
  let t: TestApp;
  let buyer: Customer;
  let addressId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { DB_POOL_MAX: '5', DB_POOL_WAIT_MS: '500' } });
    buyer = await newCustomer(t);
    addressId = await addAddress(t, buyer.userId);
  });
  afterAll(async () => {
    await t?.close();
  });

  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { lang: 'en', ...buyer.headers } });

  it('answers 30 simultaneous demo payment confirmations with a pool of 5', async () => {
    const [sku] = await insertGood(t.database.db, [{ price: 500, stock: 100 }]);
    const links: string[] = [];
    for (let i = 0; i < 30; i++) {
      const placed = await api('POST', '/v2/order', {
        items: [{ sku_id: sku!.id, quantity: 1 }],
        address_id: addressId,
      });
      expect(placed.json().code).toBe(200);
      const started = await api('POST', '/v1/pay', { order_id: placed.json().data.id, provider: 'demo' });
      expect(started.json().code).toBe(200);
      const url = new URL(started.json().data.redirect_url);
      links.push(url.pathname + url.search);
    }
    // A cold settings cache: the paid mail's shop title must not be read through the pool mid-transaction.
    t.app.deps.settings.invalidate();
    const answers = await Promise.all(
      links.map((url) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'decision=pay',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    // Each is paid (303 to the return page) or, when the pool stayed busy too long, a 503 to retry.
    expect(statuses.filter((s) => s !== 303 && s !== 503)).toEqual([]);
    const { rows } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*) AS n FROM payments WHERE status = 2 AND provider = 'demo'`,
    );
    expect(rows[0].n).toBe(statuses.filter((s) => s === 303).length);
    expect(statuses.filter((s) => s === 303).length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
