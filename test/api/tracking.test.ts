// Shipping and tracking on the real PostgreSQL: staff ship a paid order once (ten racing
// calls), conflicts and validation, the shipped mail, the customer's parcel with manual
// events and with Kuaidi100 (a local fake: sign, SF phone tail, the shared cache and its
// expiry, one call for concurrent misses, upstream failures), and who may call what.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kuaidi100Sign } from '../../src/server/modules/tracking/kuaidi100.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { startFakeKuaidi100 } from '../helpers/fake-kuaidi100.ts';
import { insertGood } from '../helpers/goods.ts';
import { payOnDemo } from '../helpers/orders.ts';
import { newStaff } from '../helpers/staff.ts';

describe('tracking API', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeKuaidi100>>;
  let staff: Awaited<ReturnType<typeof newStaff>>;
  let buyer: Shopper;

  beforeAll(async () => {
    fake = await startFakeKuaidi100();
    t = await createTestApp({ env: { KUAIDI100_API_URL: fake.url } });
    staff = await newStaff(t);
    buyer = await shopper();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const rows = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows as T[];
  type Headers = Record<string, string>;
  const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'en') =>
    t.app.inject({ method, url, payload, headers: { lang, ...headers } });
  const asStaff = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
    call(staff.headers, method, url, payload, lang);
  const ship = (orderId: number, body: object, lang = 'en') =>
    asStaff('POST', `/v1/admin/orders/${orderId}/ship`, body, lang);
  const express = async (c: Customer, orderId: number, lang = 'en') =>
    (await call(c.headers, 'GET', `/v1/order/${orderId}/express`, undefined, lang)).json();

  async function shopper(tag = 'buyer') {
    const c = await newCustomer(t, tag);
    return { ...c, addressId: await addAddress(t, c.userId, { phone: '+1 415-555-0100' }) };
  }
  type Shopper = Awaited<ReturnType<typeof shopper>>;

  async function placeOrder(c: Shopper, lang = 'en'): Promise<number> {
    const [sku] = await insertGood(t.database.db, [{ price: 9900, stock: 10 }]);
    const res = await call(
      c.headers,
      'POST',
      '/v2/order',
      { items: [{ sku_id: sku!.id, quantity: 1 }], address_id: c.addressId },
      lang,
    );
    expect(res.json().code).toBe(200);
    return res.json().data.id;
  }

  /** Places an order and pays it on the demo gateway: it waits for shipment (10). */
  async function paidOrder(c = buyer, lang = 'en'): Promise<number> {
    const id = await placeOrder(c, lang);
    await payOnDemo(t, c, id);
    expect(await statusOf(id)).toBe(10);
    return id;
  }

  const statusOf = async (id: number) =>
    (await rows<{ status: number }>(sql`SELECT status FROM orders WHERE id = ${id}`))[0]?.status;
  const lastMailTo = async (email: string) =>
    (
      await rows<{ subject: string; text: string; html: string }>(
        sql`SELECT subject, text, html FROM mail_outbox WHERE "to" = ${email} ORDER BY id DESC LIMIT 1`,
      )
    )[0];

  describe('shipping', () => {
    it('moves a paid order to pending receipt exactly once when ten calls race', async () => {
      const id = await paidOrder();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => ship(id, { carrier: 'yuantong', tracking_no: `YT9000000${i}` })),
      );
      const bodies = answers.map((r) => r.json());
      expect(bodies.filter((b) => b.code === 200)).toHaveLength(1);
      const refused = bodies.filter((b) => b.code !== 200);
      expect(refused).toHaveLength(9);
      for (const b of refused) expect(b.message).toBe('The order is pending receipt; this action is not possible');
      expect(answers.find((r) => r.json().code !== 200)?.statusCode).toBe(409);

      const won = bodies.find((b) => b.code === 200);
      expect(won).toMatchObject({
        message: 'Order shipped',
        data: { order_id: id, carrier: 'yuantong', phone_tail: '0100', order_status: 20 },
      });
      expect(await statusOf(id)).toBe(20);
      // One shipment; the order's shipped_at is stamped with the shipment's time.
      const shipments = await rows(sql`
        SELECT s.tracking_no, s.staff_id, s.shipped_at = o.shipped_at AS same_time
        FROM shipments s JOIN orders o ON o.id = s.order_id WHERE s.order_id = ${id}`);
      expect(shipments).toEqual([{ tracking_no: won.data.tracking_no, staff_id: staff.staffId, same_time: true }]);
    });

    it("mails the customer in their language with carrier, number and the order's page", async () => {
      const id = await paidOrder();
      expect((await ship(id, { carrier: 'fedex', tracking_no: 'FX-12345678' })).json().code).toBe(200);
      const mail = await lastMailTo(buyer.email);
      expect(mail?.subject).toMatch(/has shipped$/);
      expect(mail?.text).toContain('FedEx');
      expect(mail?.text).toContain('FX-12345678');
      expect(mail?.text).toContain(`http://shop.test/en/my/order/${id}`);
      expect(mail?.html).toContain('<html lang="en">');

      const zhBuyer = await shopper('zh');
      const zhOrder = await paidOrder(zhBuyer, 'zh-cn');
      expect((await ship(zhOrder, { carrier: 'yuantong', tracking_no: 'YT5550001' })).json().code).toBe(200);
      const zhMail = await lastMailTo(zhBuyer.email);
      expect(zhMail?.subject).toMatch(/已发货$/);
      expect(zhMail?.text).toContain('圆通速递');
      expect(zhMail?.text).toContain('YT5550001');
      expect(zhMail?.text).toContain(`http://shop.test/my/order/${zhOrder}`);
    });

    it('refuses unpaid and cancelled orders with a conflict naming the status', async () => {
      const id = await placeOrder(buyer);
      const unpaid = await ship(id, { carrier: 'yuantong', tracking_no: 'YT0000001' });
      expect(unpaid.statusCode).toBe(409);
      expect(unpaid.json().message).toBe('The order is pending payment; this action is not possible');
      await call(buyer.headers, 'PUT', `/v1/order/cancel/${id}`);
      const cancelled = await ship(id, { carrier: 'yuantong', tracking_no: 'YT0000001' }, 'zh-cn');
      expect(cancelled.json()).toMatchObject({ code: 409, message: '订单当前状态为“已取消”，不能进行此操作' });
      expect(await rows(sql`SELECT id FROM shipments WHERE order_id = ${id}`)).toHaveLength(0);
      expect((await ship(2_000_000_000, { carrier: 'yuantong', tracking_no: 'YT0000001' })).json().code).toBe(404);
    });

    it('ships a rejected after-sale order only if it never shipped', async () => {
      const never = await paidOrder();
      await t.database.db.execute(sql`UPDATE orders SET status = 42 WHERE id = ${never}`);
      expect((await ship(never, { carrier: 'jd', tracking_no: 'JD0001' })).json().data.order_status).toBe(20);
      const shipped = await paidOrder();
      await t.database.db.execute(sql`UPDATE orders SET status = 52, shipped_at = now() WHERE id = ${shipped}`);
      expect((await ship(shipped, { carrier: 'jd', tracking_no: 'JD0002' })).json()).toMatchObject({
        code: 409,
        message: 'The order is exchange rejected; this action is not possible',
      });
    });

    it('validates carrier, tracking number and phone tail with clear messages', async () => {
      const id = await paidOrder();
      const expect400 = async (body: object, message: RegExp) => {
        const res = await ship(id, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(message);
      };
      await expect400({ carrier: 'pigeon', tracking_no: 'YT0001' }, /^Invalid carrier/);
      await expect400({ carrier: 11, tracking_no: 'YT0001' }, /^Invalid carrier/);
      await expect400({ tracking_no: 'YT0001' }, /^Invalid carrier/);
      await expect400({ carrier: 'yuantong', tracking_no: 'YT1' }, /^Invalid tracking_no: 4 to 40/);
      await expect400({ carrier: 'yuantong', tracking_no: 'YT 0001' }, /^Invalid tracking_no/);
      await expect400({ carrier: 'yuantong', tracking_no: 'Y'.repeat(41) }, /^Invalid tracking_no/);
      await expect400({ carrier: 'yuantong', tracking_no: 'YT0001', phone_tail: '12a4' }, /^Invalid phone_tail/);
      await expect400({ carrier: 'yuantong', tracking_no: 'YT0001', phone_tail: '12345' }, /^Invalid phone_tail/);
      expect(await statusOf(id)).toBe(10);
      // The spec's numeric id 3 is zhongtong; a given phone tail wins over the address's.
      const ok = await ship(id, { carrier: 3, tracking_no: ' ZT-0001 ', phone_tail: '4321' });
      expect(ok.json().data).toMatchObject({ carrier: 'zhongtong', tracking_no: 'ZT-0001', phone_tail: '4321' });
    });

    it('asks for the phone tail when SF needs it and the address has none', async () => {
      const id = await paidOrder();
      await t.database.db.execute(
        sql`UPDATE orders SET address = jsonb_set(address, '{phone}', '"n/a"') WHERE id = ${id}`,
      );
      const refused = await ship(id, { carrier: 'shunfeng', tracking_no: 'SF0001' });
      expect(refused.json()).toMatchObject({
        code: 400,
        message: "SF Express needs the last 4 digits of the recipient's phone to track the parcel; send phone_tail",
      });
      expect(await statusOf(id)).toBe(10);
      expect((await ship(id, { carrier: 'shunfeng', tracking_no: 'SF0001', phone_tail: '9876' })).json().code).toBe(
        200,
      );
    });
  });

  describe('the parcel with manual events', () => {
    let orderId: number;
    let shipmentId: number;
    const addEvent = (body: object) => asStaff('POST', `/v1/admin/shipments/${shipmentId}/events`, body);

    beforeAll(async () => {
      orderId = await paidOrder();
    });

    it('is null before shipping, then shows the carrier in the caller language', async () => {
      expect(await express(buyer, orderId)).toMatchObject({ code: 200, data: null });
      shipmentId = (await ship(orderId, { carrier: 'yuantong', tracking_no: 'YT7000001' })).json().data.id;
      const en = await express(buyer, orderId);
      expect(en.data).toEqual({
        carrier: 'yuantong',
        carrier_name: 'YTO Express',
        tracking_no: 'YT7000001',
        shipped_at: expect.stringMatching(/Z$/),
        provider: 'manual',
        state: null,
        events: [],
        notice: null,
      });
      expect((await express(buyer, orderId, 'zh-cn')).data.carrier_name).toBe('圆通速递');
    });

    it('lists the events staff add newest first, the newest status as the state', async () => {
      const added = await addEvent({
        time: '2024-05-01T09:00:00+08:00',
        description: 'Picked up',
        location: 'Shanghai',
        status: 'picked_up',
      });
      expect(added.json()).toMatchObject({
        code: 200,
        message: 'Tracking event added',
        data: { shipment_id: shipmentId, time: '2024-05-01T01:00:00.000Z', status: 'picked_up' },
      });
      await addEvent({ time: '2024-05-03T10:00:00Z', description: 'Out for delivery', status: 'out_for_delivery' });
      await addEvent({ time: '2024-05-02T10:00:00Z', description: 'Left the sorting centre' });
      const data = (await express(buyer, orderId)).data;
      expect(data.state).toBe('out_for_delivery');
      expect(data.events).toEqual([
        { time: '2024-05-03T10:00:00.000Z', description: 'Out for delivery', location: '', status: 'out_for_delivery' },
        { time: '2024-05-02T10:00:00.000Z', description: 'Left the sorting centre', location: '', status: null },
        { time: '2024-05-01T01:00:00.000Z', description: 'Picked up', location: 'Shanghai', status: 'picked_up' },
      ]);
    });

    it('validates events and their shipment', async () => {
      const future = new Date(Date.now() + 3_600_000).toISOString();
      const cases: [object, RegExp][] = [
        [{ time: '2024-05-01 09:00:00', description: 'x' }, /^Invalid time/],
        [{ time: future, description: 'x' }, /^Invalid time/],
        [{ time: '2024-05-01T09:00:00Z', description: '  ' }, /^Invalid description/],
        [{ time: '2024-05-01T09:00:00Z', description: 'x'.repeat(501) }, /^Invalid description/],
        [{ time: '2024-05-01T09:00:00Z', description: 'x', location: 'y'.repeat(201) }, /^Invalid location/],
        [{ time: '2024-05-01T09:00:00Z', description: 'x', status: 'lost' }, /^Invalid status/],
      ];
      for (const [body, message] of cases) {
        const res = await addEvent(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      const missing = await asStaff('POST', '/v1/admin/shipments/2000000000/events', {
        time: '2024-05-01T09:00:00Z',
        description: 'x',
      });
      expect(missing.json()).toMatchObject({ code: 404, message: 'Shipment not found' });
    });

    it("keeps another customer's parcel out of reach, and visitors out", async () => {
      const stranger = await shopper('stranger');
      const theirs = await express(stranger, orderId);
      expect(theirs).toEqual({ code: 404, message: expect.any(String), data: null });
      expect((await express(stranger, 2_000_000_000)).message).toBe(theirs.message);
      const visitor = await call({}, 'GET', `/v1/order/${orderId}/express`);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe(301);
      const res = await call(buyer.headers, 'GET', `/v1/order/${orderId}/express`);
      expect(res.headers['cache-control']).toBe('private, no-store');
    });
  });

  describe('staff routes', () => {
    it('need a staff session: none is 301, a customer is refused', async () => {
      const id = await paidOrder();
      const body = { carrier: 'yuantong', tracking_no: 'YT0000009' };
      const none = await call({}, 'POST', `/v1/admin/orders/${id}/ship`, body);
      expect(none.statusCode).toBe(401);
      expect(none.json().code).toBe(301);
      const customer = await call(buyer.headers, 'POST', `/v1/admin/orders/${id}/ship`, body);
      expect(customer.json().code).toBe(403);
      expect((await call(buyer.headers, 'GET', '/v1/admin/carriers')).json().code).toBe(403);
      expect(
        (await call(buyer.headers, 'POST', '/v1/admin/shipments/1/events', { time: '2024-05-01T09:00:00Z' })).json()
          .code,
      ).toBe(403);
      expect(await statusOf(id)).toBe(10);
    });

    it('list the carriers with codes, names and spec ids', async () => {
      const res = await asStaff('GET', '/v1/admin/carriers', undefined, 'zh-cn');
      const list = res.json().data as { code: string }[];
      expect(list).toContainEqual({
        code: 'yuantong',
        name: '圆通速递',
        names: { 'zh-cn': '圆通速递', en: 'YTO Express' },
        needs_phone_tail: false,
        spec_ids: [0, 1],
      });
      expect(list.find((c) => c.code === 'shunfeng')).toMatchObject({ needs_phone_tail: true, spec_ids: [] });
      expect(list).toHaveLength(16);
    });
  });

  describe('the parcel with Kuaidi100', () => {
    const settings = () => t.app.deps.settings;

    beforeAll(() => settings().update({ kuaidi100_customer: fake.customer, kuaidi100_key: fake.key }));
    afterAll(() => settings().update({ kuaidi100_customer: '', kuaidi100_key: '' }));

    async function shipped(carrier: string, trackingNo: string, body: object = {}) {
      const id = await paidOrder();
      expect((await ship(id, { carrier, tracking_no: trackingNo, ...body })).json().code).toBe(200);
      return id;
    }
    const ageCache = (trackingNo: string, age: string) =>
      t.database.db.execute(
        sql`UPDATE tracking_cache SET fetched_at = now() - ${age}::interval WHERE tracking_no = ${trackingNo}`,
      );

    it('signs the query, maps the traces newest first and caches them for 30 minutes', async () => {
      fake.addParcel('zhongtong', 'ZT1000001', [
        { time: '2024-05-02 18:20:00', context: '快件已到达【北京朝阳】', areaName: '北京市,朝阳区', status: '在途' },
        { time: '2024-05-01 09:00:00', context: '快件已揽收', areaName: '上海', status: '揽收' },
      ]);
      const id = await shipped('zhongtong', 'ZT1000001');
      const first = await express(buyer, id);
      expect(first.data).toMatchObject({
        provider: 'kuaidi100',
        carrier_name: 'ZTO Express',
        state: 'in_transit',
        notice: null,
        events: [
          { time: '2024-05-02T10:20:00.000Z', description: '快件已到达【北京朝阳】', location: '北京市,朝阳区' },
          { time: '2024-05-01T01:00:00.000Z', description: '快件已揽收', status: 'picked_up' },
        ],
      });
      const [sent] = fake.callsFor('ZT1000001');
      expect(sent?.answered).toBe('200');
      expect(sent?.sign).toBe(kuaidi100Sign(sent!.rawParam, fake.key, fake.customer));
      expect(sent?.param).toMatchObject({ com: 'zhongtong', num: 'ZT1000001' });
      expect(sent?.param).not.toHaveProperty('phone');

      expect((await express(buyer, id)).data).toEqual(first.data);
      await ageCache('ZT1000001', '29 minutes');
      await express(buyer, id);
      expect(fake.callsFor('ZT1000001')).toHaveLength(1);
      await ageCache('ZT1000001', '31 minutes');
      await express(buyer, id);
      expect(fake.callsFor('ZT1000001')).toHaveLength(2);
    });

    it('keeps a delivered parcel cached for a day', async () => {
      fake.addParcel('yunda', 'YD1000001', [{ time: '2024-05-03 12:00:00', context: '已签收', status: '签收' }], {
        state: '3',
        ischeck: '1',
      });
      const id = await shipped('yunda', 'YD1000001');
      expect((await express(buyer, id)).data.state).toBe('delivered');
      await ageCache('YD1000001', '2 hours');
      await express(buyer, id);
      expect(fake.callsFor('YD1000001')).toHaveLength(1);
      await ageCache('YD1000001', '25 hours');
      await express(buyer, id);
      expect(fake.callsFor('YD1000001')).toHaveLength(2);
    });

    it("sends the phone tail for SF (the address's last 4 digits by default)", async () => {
      fake.addParcel('shunfeng', 'SF1000001', [{ time: '2024-05-01 09:00:00', context: '顺丰速运已收取快件' }], {
        phone: '+1 415 555 0100',
      });
      const id = await shipped('shunfeng', 'SF1000001');
      const data = (await express(buyer, id)).data;
      expect(data.events).toHaveLength(1);
      expect(fake.callsFor('SF1000001')[0]?.param.phone).toBe('0100');
    });

    it('makes one upstream call for concurrent lookups of a parcel', async () => {
      fake.addParcel('jtexpress', 'JT1000001', [{ time: '2024-05-01 09:00:00', context: '已揽收' }]);
      const id = await shipped('jtexpress', 'JT1000001');
      // A slow answer, so the other lookups arrive while the first one waits.
      fake.stallNext(300);
      const answers = await Promise.all(Array.from({ length: 6 }, () => express(buyer, id)));
      for (const a of answers) expect(a.data.events).toHaveLength(1);
      expect(fake.callsFor('JT1000001')).toHaveLength(1);
    });

    it('shows a parcel Kuaidi100 knows nothing of yet as empty, without a notice', async () => {
      const id = await shipped('ems', 'EM1000001');
      expect((await express(buyer, id)).data).toMatchObject({ events: [], state: null, notice: null });
      expect(fake.callsFor('EM1000001')[0]?.answered).toBe('500');
    });

    it('turns upstream failures into a clear notice, keeping the last known events', async () => {
      fake.addParcel('shentong', 'ST1000001', [{ time: '2024-05-01 09:00:00', context: '已揽收', status: '揽收' }]);
      const id = await shipped('shentong', 'ST1000001');
      fake.failNext('502');
      const failed = await call(buyer.headers, 'GET', `/v1/order/${id}/express`);
      expect(failed.statusCode).toBe(200);
      expect(failed.json().data).toMatchObject({
        events: [],
        notice:
          "Live tracking is temporarily unavailable; please try again later or look the number up on the carrier's website",
      });
      // A failure is not cached: the next look asks again and gets the events.
      expect((await express(buyer, id)).data).toMatchObject({ notice: null, events: [{ description: '已揽收' }] });
      await ageCache('ST1000001', '1 hour');
      fake.failNext('601', 'POLL:KEY已过期');
      const stale = (await express(buyer, id, 'zh-cn')).data;
      expect(stale.events).toHaveLength(1);
      expect(stale.notice).toMatch(/^实时物流暂时无法获取/);

      await settings().update({ kuaidi100_key: 'wrong-key' });
      const wrongKey = await call(buyer.headers, 'GET', `/v1/order/${id}/express`);
      await settings().update({ kuaidi100_key: fake.key });
      expect(wrongKey.statusCode).toBe(200);
      expect(wrongKey.json().data.notice).toMatch(/^Live tracking is temporarily unavailable/);
      expect(fake.callsFor('ST1000001').at(-1)?.answered).toBe('503');
    });
  });
});
