// The server pool exhausted (server only: the embedded database has one connection,
// held by the process itself): requests answer 503 with Retry-After in the envelope,
// /readyz says so at once, and all is well again when connections come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type Customer, newCustomer } from '../helpers/customers.ts';

describe('connection pool of the PostgreSQL server', () => {
  let t: TestApp;
  let buyer: Customer;

  beforeAll(async () => {
    t = await createTestApp({ env: { DB_POOL_MAX: '5', DB_POOL_WAIT_MS: '500' } });
    buyer = await newCustomer(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { lang: 'en', ...buyer.headers } });

  it('answers 503 with Retry-After in the envelope, and /readyz at once, while every connection is taken', async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => t.database.pool.connect()));
    try {
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'database busy' });
      const res = await api('GET', '/v1/order/list');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual({ code: 503, message: 'Service temporarily unavailable', data: null });
    } finally {
      for (const c of held) c.release();
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
