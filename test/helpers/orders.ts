// Orders for API tests: one placed through the API, and one paid on the demo gateway
// the way a shopper pays (its page's Pay button posts the decision).
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import type { Customer } from './customers.ts';
import { insertGood } from './goods.ts';

/** Places an order of `quantity` pieces of a new SKU (stock 10) and returns its id and SKU. */
export async function placeOrder(
  t: TestApp,
  c: Customer & { addressId: number },
  opts: { quantity?: number; price?: number; lang?: string } = {},
): Promise<{ id: number; skuId: number }> {
  const [sku] = await insertGood(t.database.db, [{ price: opts.price ?? 9900, stock: 10 }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v2/order',
    headers: { lang: opts.lang ?? 'en', ...c.headers },
    payload: { items: [{ sku_id: sku!.id, quantity: opts.quantity ?? 1 }], address_id: c.addressId },
  });
  expect(res.json().code).toBe(200);
  return { id: res.json().data.id, skuId: sku!.id };
}

/**
 * Starts a demo payment for the customer whose session headers are given and returns
 * the press of the demo page's Pay button (the page posts the decision), to be made
 * when the test wants it.
 */
export async function startDemoPayment(t: TestApp, headers: Record<string, string>, orderId: number) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/v1/pay',
    headers,
    payload: { order_id: orderId, provider: 'demo' },
  });
  expect(started.json().code, JSON.stringify(started.json())).toBe(200);
  const page = new URL(started.json().data.redirect_url);
  return () =>
    t.app.inject({
      method: 'POST',
      url: page.pathname + page.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay',
    });
}

/** Starts a demo payment and presses the demo page's Pay button. */
export async function payOnDemo(t: TestApp, c: Pick<Customer, 'headers'>, orderId: number): Promise<void> {
  const pay = await startDemoPayment(t, c.headers, orderId);
  const paid = await pay();
  expect(paid.statusCode).toBeLessThan(400);
}
