// The one order executor (issue #19 item 3) on a real database: every status change of
// every path (payment, staff shipping, receipt, customer and staff cancel, the deadline
// job, an after-sale request opened and withdrawn) writes one event line in the same
// transaction, with who did it; a refused action changes nothing and writes nothing;
// staff read the lines on the order's detail.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelExpiredOrders } from '../../src/server/modules/orders/cancel.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { stockOf } from '../helpers/goods.ts';
import { payOnDemo, placeOrder } from '../helpers/orders.ts';
import { newStaff } from '../helpers/staff.ts';

describe('order executor', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof newStaff>>;
  let buyer: Customer & { addressId: number };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await newStaff(t);
    const c = await newCustomer(t, 'lifecycle');
    buyer = { ...c, addressId: await addAddress(t, c.userId) };
  });
  afterAll(() => t?.close());

  const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { lang: 'en', ...headers } });
  const events = async (orderId: number) =>
    (
      await t.database.db.execute(sql`
        SELECT action, from_status, to_status, actor, by FROM order_events WHERE order_id = ${orderId} ORDER BY id`)
    ).rows;

  it('writes one line per change along pay, ship and receipt; staff see them named', async () => {
    const { id } = await placeOrder(t, buyer);
    await payOnDemo(t, buyer, id);
    const shipped = await call(staff.headers, 'POST', `/v1/admin/orders/${id}/ship`, {
      carrier: 'yuantong',
      tracking_no: 'YT1234567890',
    });
    expect(shipped.json().code).toBe(200);
    expect((await call(buyer.headers, 'PUT', `/v1/order/confirm/${id}`)).json().code).toBe(200);

    expect(await events(id)).toEqual([
      { action: 'pay', from_status: 1, to_status: 10, actor: 'provider', by: 'demo' },
      { action: 'ship', from_status: 10, to_status: 20, actor: 'staff', by: staff.email },
      { action: 'confirm_receipt', from_status: 20, to_status: 30, actor: 'customer', by: '' },
    ]);
    const detail = (await call(staff.headers, 'GET', `/v1/admin/orders/${id}`)).json().data;
    expect(detail.status_history).toMatchObject([
      { action: 'pay', from_name: 'pending payment', to_name: 'pending shipment', actor: 'provider' },
      { action: 'ship', to_status: 20, by: staff.email },
      { action: 'confirm_receipt', to_status: 30, actor: 'customer' },
    ]);
  });

  it('a refused action is a 409 that changes nothing and writes no line', async () => {
    const { id } = await placeOrder(t, buyer);
    const refused = await call(buyer.headers, 'PUT', `/v1/order/confirm/${id}`);
    expect(refused.json()).toMatchObject({ code: 409 });
    expect(await events(id)).toEqual([]);
  });

  it('cancelling (customer, staff, deadline) gives the stock back and says who', async () => {
    const mine = await placeOrder(t, buyer, { quantity: 3 });
    expect(await stockOf(t.database.db, mine.skuId)).toBe(7);
    expect((await call(buyer.headers, 'PUT', `/v1/order/cancel/${mine.id}`)).json().code).toBe(200);
    expect(await stockOf(t.database.db, mine.skuId)).toBe(10);

    const staffs = await placeOrder(t, buyer);
    expect((await call(staff.headers, 'PUT', `/v1/admin/orders/${staffs.id}/cancel`)).json().code).toBe(200);

    const late = await placeOrder(t, buyer, { quantity: 2 });
    await t.database.db.execute(
      sql`UPDATE orders SET pay_deadline = now() - interval '1 second' WHERE id = ${late.id}`,
    );
    await cancelExpiredOrders(t.database.db);
    expect(await stockOf(t.database.db, late.skuId)).toBe(10);

    expect(await events(mine.id)).toEqual([
      { action: 'cancel', from_status: 1, to_status: 60, actor: 'customer', by: '' },
    ]);
    expect(await events(staffs.id)).toEqual([
      { action: 'cancel', from_status: 1, to_status: 60, actor: 'staff', by: staff.email },
    ]);
    expect(await events(late.id)).toEqual([
      { action: 'expire', from_status: 1, to_status: 60, actor: 'system', by: 'payment-deadline' },
    ]);
  });

  it('an after-sale request opened and withdrawn goes there and back through the table', async () => {
    const { id } = await placeOrder(t, buyer);
    await payOnDemo(t, buyer, id);
    const applied = await call(buyer.headers, 'POST', `/v1/order/${id}/after-sale`, { type: 10, reason: 'damaged' });
    expect(applied.json().code).toBe(200);
    const withdrawn = await call(buyer.headers, 'PUT', `/v1/order/after-sale/${applied.json().data.id}/cancel`);
    expect(withdrawn.json().code).toBe(200);
    expect((await events(id)).slice(1)).toEqual([
      { action: 'apply_refund', from_status: 10, to_status: 40, actor: 'customer', by: '' },
      { action: 'withdraw_after_sale', from_status: 40, to_status: 10, actor: 'customer', by: '' },
    ]);
  });
});
