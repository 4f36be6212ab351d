// Admin orders and after-sales on the real PostgreSQL: the list's filters (status,
// date, customer, number) and paging, the detail, staff cancellation (stock and coupon
// back; a paid order refused naming its status), staff notes, the CSV export (BOM,
// header language, quoting, formula guard, filters), the audit rows of every staff
// write (ship, tracking event, cancel, note, each after-sale decision, shipping an
// exchange's replacement) and bad inputs with their messages. An operator does it all.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderListItem } from '../../src/domain/admin/orders.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { insertGood, stockOf } from '../helpers/goods.ts';
import { payOnDemo } from '../helpers/orders.ts';
import { newStaff } from '../helpers/staff.ts';

describe('admin orders API', () => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof newStaff>>;
  let owner: Awaited<ReturnType<typeof newStaff>>;

  beforeAll(async () => {
    t = await createTestApp();
    operator = await newStaff(t, 'operator');
    owner = await newStaff(t, 'owner');
  });
  afterAll(() => t?.close());

  const rows = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows as T[];
  type Method = 'GET' | 'POST' | 'PUT';
  const customerApi = (c: Customer, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { lang: 'en', ...c.headers } });
  const staff = (method: Method, url: string, payload?: object, lang = 'en', who = operator) =>
    t.app.inject({ method, url, payload, headers: { lang, ...who.headers } });
  const list = async (query: string) => {
    const res = (await staff('GET', `/v1/admin/orders?${query}`)).json();
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data as { list: AdminOrderListItem[]; total: number; page: number; page_size: number };
  };
  const detail = async (id: number) => (await staff('GET', `/v1/admin/orders/${id}`)).json().data as AdminOrderDetail;
  const auditOf = (entity: string, entityId: number) =>
    rows<{ action: string; staff_email: string; before: unknown; after: unknown }>(sql`
      SELECT action, staff_email, before, after FROM audit_log
      WHERE entity = ${entity} AND entity_id = ${String(entityId)} ORDER BY id`);
  const orderStatus = async (id: number) =>
    (await rows<{ status: number }>(sql`SELECT status FROM orders WHERE id = ${id}`))[0]?.status;

  async function shopper(tag: string) {
    const c = await newCustomer(t, tag);
    return { ...c, addressId: await addAddress(t, c.userId) };
  }
  type Shopper = Awaited<ReturnType<typeof shopper>>;

  /** An order of 2 × ¥200 (stock 10), unpaid unless asked; `coupon` uses SAVE30. */
  async function order(c: Shopper, opts: { pay?: boolean; coupon?: boolean } = {}) {
    const [sku] = await insertGood(t.database.db, [{ price: 20_000, stock: 10 }]);
    const placed = await customerApi(c, 'POST', '/v2/order', {
      items: [{ sku_id: sku!.id, quantity: 2 }],
      address_id: c.addressId,
      coupon_code: opts.coupon ? 'SAVE30' : '',
    });
    expect(placed.json().code, JSON.stringify(placed.json())).toBe(200);
    const id = placed.json().data.id as number;
    if (opts.pay) {
      await payOnDemo(t, c, id);
      expect(await orderStatus(id)).toBe(10);
    }
    const [o] = await rows<{ order_no: string }>(sql`SELECT order_no FROM orders WHERE id = ${id}`);
    return { id, sku: sku!.id, order_no: o!.order_no };
  }

  describe('list', () => {
    let a: Shopper;
    let b: Shopper;
    let aUnpaid: Awaited<ReturnType<typeof order>>;
    let aPaid: Awaited<ReturnType<typeof order>>;
    let bPaid: Awaited<ReturnType<typeof order>>;

    beforeAll(async () => {
      a = await shopper('filter-alice');
      b = await shopper('filter-bob');
      aUnpaid = await order(a);
      aPaid = await order(a, { pay: true });
      bPaid = await order(b, { pay: true });
    });

    it('answers the row fields, newest first', async () => {
      const page = await list(`customer=${encodeURIComponent(a.email)}`);
      expect(page.total).toBe(2);
      expect(page.list.map((o) => o.id)).toEqual([aPaid.id, aUnpaid.id]);
      expect(page.list[0]).toMatchObject({
        order_no: aPaid.order_no,
        status: 10,
        status_name: 'pending shipment',
        user_id: a.userId,
        customer_email: a.email,
        contact: 'Alex Doe',
        line_count: 1,
        item_count: 2,
        currency: 'CNY',
        shipped_at: null,
      });
      expect(page.list[0]!.total_paid).toBeGreaterThan(0);
      expect(page.list[0]!.paid_at).not.toBeNull();
      expect(page.list[1]!.paid_at).toBeNull();
    });

    it('filters by one or several statuses', async () => {
      const paid = await list(`status=10&customer=filter-`);
      expect(paid.list.map((o) => o.id)).toEqual([bPaid.id, aPaid.id]);
      const unpaid = await list(`status=1&customer=filter-`);
      expect(unpaid.list.map((o) => o.id)).toEqual([aUnpaid.id]);
      const both = await list(`status=1,10&customer=filter-`);
      expect(both.total).toBe(3);
      const repeated = await list(`status=1&status=10&customer=filter-`);
      expect(repeated.total).toBe(3);
    });

    it('filters by customer email part or user id, and by order number or its beginning', async () => {
      expect((await list(`customer=filter-bob`)).list.map((o) => o.id)).toEqual([bPaid.id]);
      // Digits match the user id (and emails containing them).
      expect((await list(`customer=${b.userId}`)).list.map((o) => o.id)).toContain(bPaid.id);
      expect((await list(`user_id=${a.userId}`)).total).toBe(2);
      expect((await list(`customer=FILTER-ALICE`)).total).toBe(2);
      expect((await list(`customer=${encodeURIComponent('%')}`)).total).toBe(0);
      expect((await list(`order_no=${aPaid.order_no}`)).list.map((o) => o.id)).toEqual([aPaid.id]);
      const prefix = await list(`order_no=${aPaid.order_no.slice(0, 8)}&customer=filter-`);
      expect(prefix.total).toBe(3);
      expect((await list(`order_no=${aPaid.order_no.slice(0, 8)}9999999999`)).total).toBe(0);
    });

    it('filters by created date range (from inclusive, to exclusive)', async () => {
      await t.database.db.execute(sql`UPDATE orders SET created_at = '2020-01-01T10:00:00Z' WHERE id = ${aUnpaid.id}`);
      const old = await list(`from=2020-01-01T00:00:00Z&to=2020-01-02T00:00:00%2B00:00`);
      expect(old.list.map((o) => o.id)).toEqual([aUnpaid.id]);
      expect((await list(`from=2020-01-01T10:00:00Z&to=2020-01-01T10:00:00Z`)).total).toBe(0);
      expect((await list(`from=2020-01-01T10:00:00Z&to=2020-01-01T10:00:01Z`)).total).toBe(1);
      const recent = await list(`from=2021-01-01T00:00:00%2B08:00&customer=filter-alice`);
      expect(recent.list.map((o) => o.id)).toEqual([aPaid.id]);
      const before = await list(`to=2021-01-01T00:00:00Z&customer=filter-`);
      expect(before.list.map((o) => o.id)).toEqual([aUnpaid.id]);
    });

    it('pages', async () => {
      const second = await list(`customer=filter-&page=2&page_size=1`);
      expect(second).toMatchObject({ total: 3, page: 2, page_size: 1 });
      expect(second.list.map((o) => o.id)).toEqual([aPaid.id]);
      expect((await list(`customer=filter-&page=4&page_size=1`)).list).toEqual([]);
    });

    it('refuses bad filters with messages that name the problem', async () => {
      const bad = async (query: string) => (await staff('GET', `/v1/admin/orders?${query}`)).json();
      expect(await bad('status=99')).toMatchObject({
        code: 400,
        message: 'Invalid status: order status codes, several separated by commas (e.g. 10,20)',
      });
      expect((await bad('status=abc')).code).toBe(400);
      expect((await bad('status=10,x')).code).toBe(400);
      expect(await bad('from=yesterday')).toMatchObject({
        code: 400,
        message: 'Invalid from / to: an ISO 8601 date-time with a time zone (e.g. 2026-03-01T00:00:00Z)',
      });
      expect((await bad('to=2026-03-01')).code).toBe(400);
      expect(await bad('from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z')).toMatchObject({
        code: 400,
        message: 'The start of the date range must not be after its end',
      });
      expect(await bad('order_no=12a')).toMatchObject({ code: 400, message: 'Invalid order_no: 1 to 32 digits' });
      expect((await bad('page=0')).code).toBe(400);
      expect((await bad('page_size=1000')).code).toBe(400);
      const zh = (await staff('GET', '/v1/admin/orders?status=99', undefined, 'zh-cn')).json();
      expect(zh.message).toContain('参数 status 无效');
    });
  });

  describe('detail, cancel, notes, ship', () => {
    it('shows everything staff need and the actions allowed now', async () => {
      const c = await shopper('detail');
      const o = await order(c, { pay: true });
      const d = await detail(o.id);
      expect(d).toMatchObject({
        id: o.id,
        order_no: o.order_no,
        status: 10,
        status_name: 'pending shipment',
        customer: { id: c.userId, email: c.email, disabled: false, orders: 1 },
        address: { contact: 'Alex Doe', phone: '+14155550100', country: 'US', city: 'San Francisco' },
        currency: 'CNY',
        product_price: 40_000,
        item_count: 2,
        actions: ['ship'],
        refunds: [],
        shipments: [],
        after_sales: [],
        staff_notes: [],
      });
      expect(d.items).toEqual([
        expect.objectContaining({
          sku_id: o.sku,
          quantity: 2,
          price: 20_000,
          total: 40_000,
          image: expect.any(String),
        }),
      ]);
      expect(d.payments).toEqual([expect.objectContaining({ provider: 'demo', status: 2, status_name: 'paid' })]);
      expect(d.timeline.map((e) => e.kind)).toEqual(['placed', 'paid']);
      expect((await staff('GET', '/v1/admin/orders/999999')).json()).toMatchObject({ code: 404 });
      expect((await staff('GET', '/v1/admin/orders/abc')).json().code).toBe(400);
    });

    it('ships with an audit row, then takes tracking events (audited) shown in the detail', async () => {
      const c = await shopper('ship');
      const o = await order(c, { pay: true });
      const carriers = (await staff('GET', '/v1/admin/carriers')).json().data as { code: string }[];
      expect(carriers.map((x) => x.code)).toContain('yuantong');
      const shipped = (
        await staff('POST', `/v1/admin/orders/${o.id}/ship`, { carrier: 'yuantong', tracking_no: 'YT123456789' })
      ).json();
      expect(shipped).toMatchObject({ code: 200, data: { order_status: 20 } });
      const event = (
        await staff('POST', `/v1/admin/shipments/${shipped.data.id}/events`, {
          time: new Date(Date.now() - 60_000).toISOString(),
          description: 'Left the Shanghai hub',
          location: 'Shanghai',
          status: 'in_transit',
        })
      ).json();
      expect(event.code).toBe(200);
      const d = await detail(o.id);
      expect(d.status).toBe(20);
      expect(d.actions).toEqual(['add_tracking_event']);
      expect(d.shipments).toEqual([
        expect.objectContaining({
          kind: 'order',
          carrier: 'yuantong',
          carrier_name: 'YTO Express',
          tracking_no: 'YT123456789',
          events: [expect.objectContaining({ description: 'Left the Shanghai hub', status: 'in_transit' })],
        }),
      ]);
      const audit = await auditOf('order', o.id);
      expect(audit.map((r) => r.action)).toEqual(['order.ship', 'shipment.event']);
      expect(audit[0]).toMatchObject({
        staff_email: operator.email,
        before: { status: 10 },
        after: { status: 20, carrier: 'yuantong', tracking_no: 'YT123456789' },
      });
      // A second ship is refused naming the status, and writes nothing.
      expect(
        (await staff('POST', `/v1/admin/orders/${o.id}/ship`, { carrier: 'yuantong', tracking_no: 'YT999999' })).json(),
      ).toMatchObject({ code: 409, message: 'The order is pending receipt; this action is not possible' });
      expect((await auditOf('order', o.id)).length).toBe(2);
    });

    it('cancels an unpaid order: stock and coupon use come back, audited; twice is a conflict', async () => {
      const c = await shopper('cancel');
      const o = await order(c, { coupon: true });
      expect(await stockOf(t.database.db, o.sku)).toBe(8);
      const used = async () =>
        (await rows<{ used: number }>(sql`SELECT used FROM coupons WHERE code = 'SAVE30'`))[0]?.used;
      const usedBefore = await used();
      expect((await detail(o.id)).actions).toEqual(['cancel']);
      const res = (await staff('PUT', `/v1/admin/orders/${o.id}/cancel`)).json();
      expect(res).toMatchObject({ code: 200, message: 'Order cancelled', data: { status: 60, cancelled_by: 'staff' } });
      expect(res.data.actions).toEqual([]);
      expect(res.data.timeline.at(-1)).toMatchObject({ kind: 'cancelled', text: 'Order cancelled (by staff)' });
      expect(await stockOf(t.database.db, o.sku)).toBe(10);
      expect(await used()).toBe(usedBefore! - 1);
      // The customer is told, in the language of their last mail (the order-placed one).
      const [mail] = await rows<{ subject: string; text: string }>(
        sql`SELECT subject, text FROM mail_outbox WHERE "to" = ${c.email} ORDER BY id DESC LIMIT 1`,
      );
      expect(mail?.subject).toMatch(/已取消|was cancelled/);
      expect(mail?.text).toMatch(/商家取消|cancelled by the shop/);
      const audit = await auditOf('order', o.id);
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'order.cancel',
          staff_email: operator.email,
          before: expect.objectContaining({ status: 1 }),
          after: { status: 60, cancelled_by: 'staff' },
        }),
      ]);
      expect((await staff('PUT', `/v1/admin/orders/${o.id}/cancel`)).json()).toMatchObject({
        code: 409,
        message: 'The order is order cancelled; this action is not possible',
      });
      expect(await stockOf(t.database.db, o.sku)).toBe(10);
      expect((await staff('PUT', '/v1/admin/orders/999999/cancel')).json().code).toBe(404);
    });

    it('refuses to cancel a paid order, naming its status (refunds go through after-sales)', async () => {
      const c = await shopper('cancel-paid');
      const o = await order(c, { pay: true });
      expect((await staff('PUT', `/v1/admin/orders/${o.id}/cancel`)).json()).toMatchObject({
        code: 409,
        message:
          'The order is pending shipment: only unpaid orders can be cancelled. Refund a paid order through an after-sale request',
      });
      expect(await orderStatus(o.id)).toBe(10);
      expect(await stockOf(t.database.db, o.sku)).toBe(8);
      expect(await auditOf('order', o.id)).toEqual([]);
    });

    it('keeps staff notes (newest first, audited) and refuses empty, too long and unknown', async () => {
      const c = await shopper('notes');
      const o = await order(c);
      const first = (await staff('POST', `/v1/admin/orders/${o.id}/notes`, { body: '  Called the customer  ' })).json();
      expect(first).toMatchObject({
        code: 200,
        message: 'Note added',
        data: { body: 'Called the customer', staff_email: operator.email, staff_id: operator.staffId },
      });
      await staff('POST', `/v1/admin/orders/${o.id}/notes`, { body: '地址已确认' }, 'zh-cn', owner);
      const d = await detail(o.id);
      expect(d.staff_notes.map((n) => [n.body, n.staff_email])).toEqual([
        ['地址已确认', owner.email],
        ['Called the customer', operator.email],
      ]);
      const audit = await auditOf('order', o.id);
      expect(audit.map((r) => [r.action, r.staff_email])).toEqual([
        ['order.note', operator.email],
        ['order.note', owner.email],
      ]);
      expect(audit[0]!.after).toMatchObject({ body: 'Called the customer' });

      const bad = async (body: unknown, id = o.id) =>
        (await staff('POST', `/v1/admin/orders/${id}/notes`, body === undefined ? {} : { body })).json();
      expect(await bad('   ')).toMatchObject({ code: 400, message: 'Write the note first' });
      expect(await bad(undefined)).toMatchObject({ code: 400, message: 'Write the note first' });
      expect(await bad('x'.repeat(2001))).toMatchObject({
        code: 400,
        message: 'A note can be at most 2000 characters',
      });
      expect((await bad('x'.repeat(2000))).code).toBe(200);
      expect((await bad('hello', 999999)).code).toBe(404);
      expect((await auditOf('order', o.id)).length).toBe(3);
    });
  });

  describe('CSV export', () => {
    let c: Shopper;
    let paid: Awaited<ReturnType<typeof order>>;
    let unpaid: Awaited<ReturnType<typeof order>>;

    beforeAll(async () => {
      c = await shopper('csv-export');
      unpaid = await order(c);
      paid = await order(c, { pay: true });
      // A recipient written to attack spreadsheets, an address with a comma, quotes and a line break.
      await t.database.db.execute(sql`
        UPDATE orders SET address = address
          || jsonb_build_object('contact', '=HYPERLINK("http://evil.test","x")')
          || jsonb_build_object('address', 'Flat 2, "Rose" House' || chr(10) || '1 Market St')
        WHERE id = ${paid.id}`);
    });

    const exportCsv = (query: string, lang = 'en') =>
      staff('GET', `/v1/admin/orders/export.csv?${query}`, undefined, lang);

    it('answers UTF-8 CSV with a BOM, a header in the caller language, quoting and the formula guard', async () => {
      const res = await exportCsv(`customer=csv-export`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{8}-\d{4}\.csv"$/);
      expect(res.headers['x-export-rows']).toBe('2');
      expect(res.headers['x-export-truncated']).toBe('0');
      expect(res.headers['cache-control']).toContain('no-store');
      const raw = res.rawPayload;
      expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = raw.subarray(3).toString('utf8');
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(
        'Order number,Created,Status,Customer email,Recipient,Phone,Country,Address,Lines,Items,Currency,Goods,Shipping,Discount,Total paid,Coupon,Paid,Shipped,Carrier,Tracking number,Rate,Shop currency,Total paid (shop currency),Terms,Taxes,Duties,Taxes (shop currency),Duties (shop currency)',
      );
      // Long digit runs keep every digit in a spreadsheet: ="…" (quoted for CSV).
      expect(text).toContain(`"=""${paid.order_no}""",`);
      // Newest first: the paid order, then the unpaid one.
      expect(lines[1]!.startsWith(`"=""${paid.order_no}"""`)).toBe(true);
      expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
      expect(text).toContain(`"California San Francisco Flat 2, ""Rose"" House\n1 Market St 94105"`);
      // The phone starts with + and is guarded too; amounts are plain decimals.
      expect(text).toContain(",'+14155550100,");
      expect(text).toContain(',CNY,400.00,');
      expect(text.endsWith('\r\n')).toBe(true);

      const zh = (await exportCsv(`customer=csv-export`, 'zh-cn')).rawPayload.subarray(3).toString('utf8');
      expect(zh.split('\r\n')[0]!.startsWith('订单号,下单时间,状态,客户邮箱')).toBe(true);
      expect(zh).toContain(',待发货,');
      expect(zh).toContain(',待付款,');
    });

    it('applies the filters and refuses bad ones like the list', async () => {
      const onlyPaid = (await exportCsv(`customer=csv-export&status=10`)).rawPayload.toString('utf8');
      expect(onlyPaid).toContain(paid.order_no);
      expect(onlyPaid).not.toContain(unpaid.order_no);
      const byNo = await exportCsv(`order_no=${unpaid.order_no}`);
      expect(byNo.headers['x-export-rows']).toBe('1');
      const none = await exportCsv(`customer=nobody-at-all`);
      expect(none.rawPayload.subarray(3).toString('utf8').split('\r\n')).toHaveLength(2);
      const bad = await exportCsv(`from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('The start of the date range must not be after its end');
    });
  });

  describe('after-sale decisions are audited', () => {
    const act = async (id: number, action: string, payload?: object, method: Method = 'PUT') =>
      (await staff(method, `/v1/admin/after-sales/${id}/${action}`, payload)).json();
    const apply = async (c: Customer, orderId: number, body: object) => {
      const res = await customerApi(c, 'POST', `/v1/order/${orderId}/after-sale`, { reason: 'damaged', ...body });
      expect(res.json().code, JSON.stringify(res.json())).toBe(200);
      return res.json().data.id as number;
    };
    const markReceived = (id: number) =>
      t.database.db.execute(sql`
        UPDATE orders SET status = 30, shipped_at = now() - interval '3 days', received_at = now() - interval '1 day'
        WHERE id = ${id}`);

    it('approve and refund (refund only, shipped), reject another', async () => {
      const c = await shopper('as-refund');
      const o = await order(c, { pay: true });
      await markReceived(o.id);
      const r = await apply(c, o.id, { type: 10 });
      expect(await act(r, 'approve')).toMatchObject({ code: 200, data: { actions: ['reject', 'refund'] } });
      expect(await act(r, 'refund')).toMatchObject({ code: 200, data: { status: 4 } });
      const audit = await auditOf('after_sale', r);
      expect(audit.map((x) => x.action)).toEqual(['after_sale.approve', 'after_sale.refund']);
      expect(audit[0]).toMatchObject({
        staff_email: operator.email,
        before: { status: 1, result: null, order_status: 40 },
        after: { status: 3, result: 'approved', order_status: 40 },
      });
      expect(audit[1]!.after).toMatchObject({ refund_id: expect.any(Number) });
      // A repeated refund answers the same refund and changes nothing: no new row.
      await act(r, 'refund');
      expect((await auditOf('after_sale', r)).length).toBe(2);
      const d = await detail(o.id);
      expect(d.refunds).toEqual([expect.objectContaining({ reason: 'after_sale', status: 'succeeded' })]);
      expect(d.after_sales).toEqual([expect.objectContaining({ id: r, type: 10, status: 4 })]);

      const c2 = await shopper('as-reject');
      const o2 = await order(c2, { pay: true });
      await markReceived(o2.id);
      const r2 = await apply(c2, o2.id, { type: 20 });
      expect(await act(r2, 'reject', { reason: '' })).toMatchObject({ code: 400 });
      expect(await act(r2, 'reject', { reason: 'Worn and washed' })).toMatchObject({
        code: 200,
        data: { status: 4, result: 'rejected', order_status: 42 },
      });
      expect((await auditOf('after_sale', r2)).map((x) => [x.action, x.after])).toEqual([
        [
          'after_sale.reject',
          expect.objectContaining({ status: 4, result: 'rejected', staff_reason: 'Worn and washed' }),
        ],
      ]);
    });

    it('exchange: approve, receive, ship the replacement (parcel, mail, audit), complete', async () => {
      const c = await shopper('as-exchange');
      const o = await order(c, { pay: true });
      await markReceived(o.id);
      const r = await apply(c, o.id, { type: 30, reason: 'size_not_fit' });
      expect(await act(r, 'approve')).toMatchObject({ data: { order_status: 51, actions: ['receive'] } });
      const ship = (body: object) => act(r, 'ship-replacement', body, 'POST');
      expect(await ship({ carrier: 'yuantong', tracking_no: 'YT55555555' })).toMatchObject({
        code: 409,
        message: 'The returned goods have not arrived yet',
      });
      const received = await act(r, 'receive');
      expect(received.data.actions).toEqual(['ship_replacement', 'complete']);
      expect(received.data.replacement).toBeNull();
      expect(await ship({ carrier: 'nope', tracking_no: 'YT55555555' })).toMatchObject({ code: 400 });
      expect(await ship({ carrier: 'yuantong', tracking_no: '!' })).toMatchObject({ code: 400 });
      const shipped = await ship({ carrier: 'yuantong', tracking_no: 'YT55555555' });
      expect(shipped).toMatchObject({
        code: 200,
        message: 'Replacement shipped',
        data: {
          order_status: 51,
          actions: ['complete'],
          replacement: {
            kind: 'replacement',
            carrier: 'yuantong',
            carrier_name: 'YTO Express',
            tracking_no: 'YT55555555',
          },
        },
      });
      expect(await ship({ carrier: 'yuantong', tracking_no: 'YT66666666' })).toMatchObject({
        code: 409,
        message:
          'A replacement can be shipped only for an approved exchange whose returned goods arrived and whose replacement has not been sent',
      });
      const mails = await rows<{ subject: string; text: string }>(
        sql`SELECT subject, text FROM mail_outbox WHERE "to" = ${c.email} ORDER BY id`,
      );
      expect(mails.at(-1)!.text).toContain('YT55555555');
      // The customer's after-sale page shows the replacement parcel.
      const mine = (await customerApi(c, 'GET', '/v1/order/afterSaleList')).json();
      expect(mine.data.list.find((x: { id: number }) => x.id === r)?.replacement_parcel).toMatchObject({
        carrier_name: 'YTO Express',
        tracking_no: 'YT55555555',
      });
      // The replacement's own words, linking the after-sale page (not the order's shipped mail).
      expect(mails.at(-1)!.subject).toMatch(/replacement|换货/);
      expect(mails.at(-1)!.text).toMatch(/\/after-sale/);
      const d = await detail(o.id);
      expect(d.shipments.map((s) => s.kind)).toEqual(['replacement']);
      expect(d.timeline.map((e) => e.kind)).toContain('replacement');
      expect(await act(r, 'complete')).toMatchObject({ code: 200, data: { status: 4, order_status: 71, actions: [] } });
      expect((await auditOf('after_sale', r)).map((x) => x.action)).toEqual([
        'after_sale.approve',
        'after_sale.receive',
        'after_sale.ship_replacement',
        'after_sale.complete',
      ]);
      const listed = (await staff('GET', '/v1/admin/after-sales?type=30')).json().data;
      expect(listed.list.find((x: { id: number }) => x.id === r).replacement.tracking_no).toBe('YT55555555');
    });
  });
});
