// What marketing mail earned (issue #41 item 6): the dashboard counts reminders and
// restock alerts sent in the last 30 days, and the orders placed within 7 days after one,
// each order attributed once, to the latest mail before it (by customer, or by the
// customer's email for an alert sent to an address).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMarketingSend } from '../../src/server/modules/marketing/sends.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, newCustomer } from '../helpers/customers.ts';
import { placeOrder } from '../helpers/orders.ts';
import { newStaff } from '../helpers/staff.ts';

describe('marketing results on the dashboard', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  async function customer() {
    const c = await newCustomer(t, 'earned');
    return { ...c, addressId: await addAddress(t, c.userId) };
  }
  /** A send `daysAgo` days ago. */
  async function sent(
    kind: 'reminder' | 'stock-alert',
    c: { userId: number; email: string },
    daysAgo: number,
    byEmail = false,
  ) {
    await t.database.db.transaction((tx) =>
      recordMarketingSend(tx, { kind, userId: byEmail ? null : c.userId, email: c.email.toUpperCase() }),
    );
    await t.database.pool.query(
      `UPDATE marketing_sends SET sent_at = now() - make_interval(days => $1)
       WHERE id = (SELECT max(id) FROM marketing_sends)`,
      [daysAgo],
    );
  }

  it('counts sends of 30 days and attributes each order once, to the latest send within 7 days', async () => {
    const a = await customer();
    await sent('reminder', a, 3);
    await sent('stock-alert', a, 1, true); // to the address: found by the customer's email
    const aOrder = await placeOrder(t, a);
    const b = await customer();
    await sent('reminder', b, 10); // too long before the order
    await placeOrder(t, b);
    const c = await customer();
    await sent('reminder', c, 2);
    const c1 = await placeOrder(t, c, { price: 5000 });
    await placeOrder(t, c, { price: 7000 });
    const d = await customer();
    await sent('reminder', d, 40); // not in the 30 days
    // An order placed before the mail is not its doing.
    const e = await customer();
    await placeOrder(t, e);
    await sent('reminder', e, 0);
    await t.database.pool.query(`UPDATE orders SET paid_at = now() WHERE id = ANY($1)`, [[c1.id, aOrder.id]]);
    const shopTotals = await t.database.pool.query<{ id: number; shop_total: number }>(
      `SELECT id, shop_total FROM orders WHERE id = ANY($1)`,
      [[c1.id, aOrder.id]],
    );
    const totalOf = (id: number) => shopTotals.rows.find((r) => r.id === id)!.shop_total;

    const staff = await newStaff(t, 'operator');
    const res = await t.app.inject({ url: '/v1/admin/dashboard', headers: staff.headers });
    expect(res.json().code).toBe(200);
    expect(res.json().data.marketing).toEqual({
      attribution_days: 7,
      reminders: { sent: 4, orders: 2, paid_amount: totalOf(c1.id) },
      stock_alerts: { sent: 1, orders: 1, paid_amount: totalOf(aOrder.id) },
    });
  });
});
