// Admin coupons and shipping rules: every bad input answers a clear 400 / 409 (a
// coupon ending before it starts, percent out of 1-100, a fixed amount of 0, a bad or
// duplicate code, limits below 1 or below the uses made, an unknown or duplicate
// country, the default rule disabled or deleted), every change is audited, and what
// staff create or change is what the next POST /v2/order/confirm uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { insertGood } from '../helpers/goods.ts';
import { newStaff } from '../helpers/staff.ts';

const DAY = 24 * 3600 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

describe('admin marketing API', () => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof newStaff>>;
  let buyer: Customer;
  let skuId: number;
  let addressId: number;

  beforeAll(async () => {
    t = await createTestApp();
    operator = await newStaff(t, 'operator');
    buyer = await newCustomer(t);
    addressId = await addAddress(t, buyer.userId); // US
    const [sku] = await insertGood(t.database.db, [{ price: 20000, stock: 100 }]);
    skuId = sku!.id;
  });
  afterAll(() => t?.close());

  const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url,
      headers: { lang, ...operator.headers },
      ...(payload ? { payload } : method === 'PUT' ? { payload: {} } : {}),
    });

  const confirm = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/order/confirm',
      headers: { lang: 'en', ...buyer.headers },
      payload: body,
    });

  const auditOf = async (entity: string, id: number) =>
    (
      await t.database.pool.query(
        'SELECT action, staff_id, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
        [entity, String(id)],
      )
    ).rows;

  function coupon(over: Record<string, unknown> = {}) {
    return {
      code: `spring-${Math.random().toString(36).slice(2, 8)}`,
      kind: 1,
      value: 2500,
      min_spend: 10000,
      starts_at: at(-1),
      ends_at: at(30),
      total_limit: 100,
      per_customer_limit: 1,
      enabled: true,
      description: { 'zh-cn': '春季满减', en: 'Spring sale' },
      ...over,
    };
  }

  describe('coupons', () => {
    it('creates a coupon (code in upper case) that checkout applies at once, and audits it', async () => {
      const body = coupon();
      const res = await staff('POST', '/v1/admin/coupons', body);
      expect(res.statusCode).toBe(200);
      const c = res.json().data;
      expect(c).toMatchObject({
        code: body.code.toUpperCase(),
        kind: 1,
        value: 2500,
        min_spend: 10000,
        total_limit: 100,
        per_customer_limit: 1,
        used: 0,
        enabled: true,
        state: 'active',
        order_count: 0,
        description: body.description,
      });
      const preview = (await confirm({ items: [{ sku_id: skuId, quantity: 1 }], coupon_code: body.code })).json().data;
      expect(preview).toMatchObject({ discount: 2500, coupon: { code: c.code, error: null, discount: 2500 } });

      const [entry] = await auditOf('coupon', c.id);
      expect(entry).toMatchObject({
        action: 'coupon.create',
        staff_id: operator.staffId,
        before: null,
        after: { code: c.code, value: 2500, kind: 1 },
      });
    });

    it('percent coupons: 1 to 100 applied by checkout', async () => {
      const body = coupon({ kind: 2, value: 15, min_spend: 0 });
      const c = (await staff('POST', '/v1/admin/coupons', body)).json().data;
      expect(c).toMatchObject({ kind: 2, value: 15 });
      const preview = (await confirm({ items: [{ sku_id: skuId, quantity: 2 }], coupon_code: c.code })).json().data;
      expect(preview.discount).toBe(6000);
    });

    it('refuses every bad input with a clear message', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ starts_at: at(5), ends_at: at(1) }, 'A coupon must end after it starts'],
        [{ starts_at: at(1), ends_at: at(1) }, 'A coupon must end after it starts'],
        [{ kind: 2, value: 0 }, 'A percentage discount is a whole number from 1 to 100'],
        [{ kind: 2, value: 101 }, 'A percentage discount is a whole number from 1 to 100'],
        [{ kind: 2, value: 12.5 }, 'A percentage discount is a whole number from 1 to 100'],
        [{ kind: 1, value: 0 }, 'A fixed discount must be more than 0'],
        [{ kind: 1, value: -100 }, 'A fixed discount must be more than 0'],
        [{ kind: 1, value: 'ten' }, 'A fixed discount must be more than 0'],
        [{ kind: 1, value: 2_000_000_000 }, 'Amounts are from 0 to 10,000,000 (whole minor units)'],
        [{ kind: 3 }, 'Choose the discount type: fixed amount or percentage'],
        [{ code: 'ab' }, 'A coupon code has 3 to 32 letters, digits, - or _'],
        [{ code: 'bad code!' }, 'A coupon code has 3 to 32 letters, digits, - or _'],
        [{ code: 'x'.repeat(33) }, 'A coupon code has 3 to 32 letters, digits, - or _'],
        [{ code: undefined }, 'A coupon code has 3 to 32 letters, digits, - or _'],
        [{ min_spend: -1 }, 'Amounts are from 0 to 10,000,000 (whole minor units)'],
        [{ starts_at: 'tomorrow' }, 'Enter a valid start and end date and time'],
        [{ ends_at: '2030-01-01' }, 'Enter a valid start and end date and time'],
        [{ total_limit: 0 }, 'Usage limits are whole numbers of at least 1, or empty for no limit'],
        [{ per_customer_limit: 1.5 }, 'Usage limits are whole numbers of at least 1, or empty for no limit'],
        [{ per_customer_limit: 'many' }, 'Usage limits are whole numbers of at least 1, or empty for no limit'],
      ];
      for (const [over, message] of cases) {
        const res = await staff('POST', '/v1/admin/coupons', coupon(over));
        expect([over, res.statusCode, res.json().message]).toEqual([over, 400, message]);
      }
      const zh = await staff('POST', '/v1/admin/coupons', coupon({ starts_at: at(5), ends_at: at(1) }), 'zh-cn');
      expect(zh.json().message).toBe('优惠券的结束时间必须晚于开始时间');
      const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'coupon'");
      const before = rows[0].n;
      // A duplicate code, whatever its case, is a conflict; nothing is written.
      const first = coupon({ code: 'DUP-CODE' });
      expect((await staff('POST', '/v1/admin/coupons', first)).json().code).toBe(200);
      const dup = await staff('POST', '/v1/admin/coupons', coupon({ code: 'dup-code' }));
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ code: 409, message: 'The coupon code DUP-CODE already exists' });
      const after = await t.database.pool.query("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'coupon'");
      expect(after.rows[0].n).toBe(before + 1);
    });

    it('edits (not below the uses made, not onto another code), disables, enables, audits each', async () => {
      const c = (await staff('POST', '/v1/admin/coupons', coupon({ total_limit: 10 }))).json().data;
      await staff('POST', '/v1/admin/coupons', coupon({ code: 'TAKEN-1' }));
      await t.database.pool.query('UPDATE coupons SET used = 3 WHERE id = $1', [c.id]);

      const below = await staff('PUT', `/v1/admin/coupons/${c.id}`, coupon({ code: c.code, total_limit: 2 }));
      expect(below.json()).toMatchObject({
        code: 400,
        message: 'The total limit cannot be below the 3 uses already made',
      });
      const taken = await staff('PUT', `/v1/admin/coupons/${c.id}`, coupon({ code: 'taken-1' }));
      expect(taken.json()).toMatchObject({ code: 409, message: 'The coupon code TAKEN-1 already exists' });
      const ends = await staff('PUT', `/v1/admin/coupons/${c.id}`, coupon({ starts_at: at(3), ends_at: at(2) }));
      expect(ends.json().message).toBe('A coupon must end after it starts');

      const edited = await staff(
        'PUT',
        `/v1/admin/coupons/${c.id}`,
        coupon({ code: 'summer-20', kind: 2, value: 20, min_spend: 0, total_limit: 3, per_customer_limit: null }),
      );
      expect(edited.json().data).toMatchObject({
        id: c.id,
        code: 'SUMMER-20',
        kind: 2,
        value: 20,
        used: 3,
        total_limit: 3,
        per_customer_limit: null,
        state: 'exhausted',
      });
      expect(
        (await confirm({ items: [{ sku_id: skuId, quantity: 1 }], coupon_code: 'summer-20' })).json().data.coupon,
      ).toMatchObject({ error: 'This coupon has run out', discount: 0 });
      await staff('PUT', `/v1/admin/coupons/${c.id}`, { ...coupon({ code: 'summer-20' }), total_limit: null });
      expect(
        (await confirm({ items: [{ sku_id: skuId, quantity: 1 }], coupon_code: 'SUMMER-20' })).json().data.discount,
      ).toBe(2500);

      const off = await staff('PUT', `/v1/admin/coupons/${c.id}/disable`);
      expect(off.json().data).toMatchObject({ enabled: false, state: 'disabled' });
      expect(
        (await confirm({ items: [{ sku_id: skuId, quantity: 1 }], coupon_code: 'SUMMER-20' })).json().data.coupon.error,
      ).toBe('This coupon code is not valid');
      expect((await staff('PUT', `/v1/admin/coupons/${c.id}/enable`)).json().data.enabled).toBe(true);
      expect(
        (await confirm({ items: [{ sku_id: skuId, quantity: 1 }], coupon_code: 'SUMMER-20' })).json().data.discount,
      ).toBe(2500);

      const log = await auditOf('coupon', c.id);
      expect(log.map((r) => r.action)).toEqual([
        'coupon.create',
        'coupon.update',
        'coupon.update',
        'coupon.disable',
        'coupon.enable',
      ]);
      expect(log[1].before).toMatchObject({ code: c.code, total_limit: 10 });
      expect(log[1].after).toMatchObject({ code: 'SUMMER-20', total_limit: 3 });
    });

    it('lists with search and status filters, with the shop currency', async () => {
      const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
      const live = (await staff('POST', '/v1/admin/coupons', coupon({ code: `LIVE-${tag}` }))).json().data;
      const old = (
        await staff('POST', '/v1/admin/coupons', coupon({ code: `OLD-${tag}`, starts_at: at(-10), ends_at: at(-1) }))
      ).json().data;
      const soon = (
        await staff('POST', '/v1/admin/coupons', coupon({ code: `SOON-${tag}`, starts_at: at(2), ends_at: at(9) }))
      ).json().data;
      const off = (await staff('POST', '/v1/admin/coupons', coupon({ code: `OFF-${tag}`, enabled: false }))).json()
        .data;
      const ids = async (query: string) =>
        (await staff('GET', `/v1/admin/coupons?q=${tag.toLowerCase()}${query}`))
          .json()
          .data.list.map((c: { id: number }) => c.id);
      expect(await ids('')).toEqual([off.id, soon.id, old.id, live.id]);
      expect(await ids('&status=active')).toEqual([live.id]);
      expect(await ids('&status=expired')).toEqual([old.id]);
      expect(await ids('&status=scheduled')).toEqual([soon.id]);
      expect(await ids('&status=disabled')).toEqual([off.id]);
      expect(await ids('&status=enabled')).toEqual([soon.id, old.id, live.id]);
      const page = (await staff('GET', `/v1/admin/coupons?q=${tag}&page_size=2&page=2`)).json().data;
      expect(page).toMatchObject({ total: 4, page: 2, page_size: 2, currency: 'CNY' });
      expect(page.list.map((c: { state: string }) => c.state)).toEqual(['expired', 'active']);
      expect((await staff('GET', '/v1/admin/coupons?status=soon')).json().code).toBe(400);
      expect((await staff('GET', `/v1/admin/coupons/${live.id}`)).json().data.code).toBe(`LIVE-${tag}`);
      expect((await staff('GET', '/v1/admin/coupons/999999')).json()).toMatchObject({
        code: 404,
        message: 'Coupon not found',
      });
    });

    it('deletes a coupon never used; a used one can only be disabled', async () => {
      const unused = (await staff('POST', '/v1/admin/coupons', coupon())).json().data;
      const del = await staff('DELETE', `/v1/admin/coupons/${unused.id}`);
      expect(del.json()).toMatchObject({ code: 200, message: 'The coupon is deleted' });
      expect((await staff('GET', `/v1/admin/coupons/${unused.id}`)).json().code).toBe(404);
      expect((await auditOf('coupon', unused.id)).map((r) => r.action)).toEqual(['coupon.create', 'coupon.delete']);

      const used = (await staff('POST', '/v1/admin/coupons', coupon({ min_spend: 0 }))).json().data;
      const placed = await t.app.inject({
        method: 'POST',
        url: '/v2/order',
        headers: { lang: 'en', ...buyer.headers },
        payload: { items: [{ sku_id: skuId, quantity: 1 }], coupon_code: used.code, address_id: addressId },
      });
      expect(placed.json().code).toBe(200);
      const view = (await staff('GET', `/v1/admin/coupons/${used.id}`)).json().data;
      expect(view).toMatchObject({ used: 1, order_count: 1 });
      const refused = await staff('DELETE', `/v1/admin/coupons/${used.id}`);
      expect(refused.json()).toMatchObject({
        code: 409,
        message: 'Orders have used this coupon, so it cannot be deleted; disable it instead',
      });
      // Even once the use is released (order cancelled unpaid), the order still names it.
      await t.database.pool.query('UPDATE coupons SET used = 0 WHERE id = $1', [used.id]);
      expect((await staff('DELETE', `/v1/admin/coupons/${used.id}`)).json().code).toBe(409);
      expect((await staff('DELETE', '/v1/admin/coupons/999999')).json().code).toBe(404);
    });
  });

  describe('shipping rules', () => {
    const rule = (over: Record<string, unknown> = {}) => ({
      country: 'US',
      first_fee: 1234,
      additional_fee: 100,
      free_threshold: null,
      enabled: true,
      ...over,
    });
    const shippingFor = async (quantity: number) =>
      (await confirm({ items: [{ sku_id: skuId, quantity }] })).json().data.shipping_fee;
    const ruleOf = async (country: string | null) => {
      const list = (await staff('GET', '/v1/admin/shipping-rules')).json().data.list as {
        id: number;
        country: string | null;
      }[];
      return list.find((r) => r.country === country)!;
    };

    it('lists the default rule first, with country names, the currency and the countries to choose from', async () => {
      const d = (await staff('GET', '/v1/admin/shipping-rules')).json().data;
      expect(d.currency).toBe('CNY');
      expect(d.list[0]).toMatchObject({ country: null, country_name: '', first_fee: 8800, enabled: true });
      expect(d.list.find((r: { country: string }) => r.country === 'JP')).toMatchObject({ country_name: 'Japan' });
      expect(d.countries.length).toBeGreaterThan(240);
      expect(d.countries[0].shipped).toBe(true);
      expect(d.countries.find((c: { code: string }) => c.code === 'ES')).toEqual({
        code: 'ES',
        name: 'Spain',
        shipped: false,
      });
      const zh = (await staff('GET', '/v1/admin/shipping-rules', undefined, 'zh-cn')).json().data;
      expect(zh.list.find((r: { country: string }) => r.country === 'JP').country_name).toBe('日本');
    });

    it('deleting, creating, editing and disabling a rule changes the next checkout preview', async () => {
      const seeded = await ruleOf('US');
      expect(await shippingFor(2)).toBe(6800 + 1800);
      const del = await staff('DELETE', `/v1/admin/shipping-rules/${seeded.id}`);
      expect(del.json()).toMatchObject({ code: 200, message: 'The shipping rule is deleted' });
      // No US rule: the default rule applies.
      expect(await shippingFor(2)).toBe(8800 + 2500);

      const created = await staff('POST', '/v1/admin/shipping-rules', rule({ country: 'us' }));
      expect(created.json().data).toMatchObject({ country: 'US', country_name: 'United States', first_fee: 1234 });
      const id = created.json().data.id;
      expect(await shippingFor(2)).toBe(1234 + 100);

      const edited = await staff('PUT', `/v1/admin/shipping-rules/${id}`, rule({ free_threshold: 30000 }));
      expect(edited.json().data.free_threshold).toBe(30000);
      expect(await shippingFor(1)).toBe(1234);
      expect(await shippingFor(2)).toBe(0); // 400.00 of goods >= 300.00

      expect((await staff('PUT', `/v1/admin/shipping-rules/${id}/disable`)).json().data.enabled).toBe(false);
      expect(await shippingFor(1)).toBe(8800);
      expect((await staff('PUT', `/v1/admin/shipping-rules/${id}/enable`)).json().data.enabled).toBe(true);
      expect(await shippingFor(1)).toBe(1234);

      const def = await ruleOf(null);
      await staff('PUT', `/v1/admin/shipping-rules/${id}/disable`);
      await staff(
        'PUT',
        `/v1/admin/shipping-rules/${def.id}`,
        rule({ country: null, first_fee: 500, additional_fee: 0 }),
      );
      expect(await shippingFor(3)).toBe(500);

      expect((await auditOf('shipping_rule', id)).map((r) => r.action)).toEqual([
        'shipping_rule.create',
        'shipping_rule.update',
        'shipping_rule.disable',
        'shipping_rule.enable',
        'shipping_rule.disable',
      ]);
      const [gone] = await auditOf('shipping_rule', seeded.id);
      expect(gone).toMatchObject({ action: 'shipping_rule.delete', after: null, before: { country: 'US' } });
      const [defLog] = await auditOf('shipping_rule', def.id);
      expect(defLog).toMatchObject({ before: { first_fee: 8800 }, after: { first_fee: 500, country: null } });
    });

    it('refuses bad countries, duplicates, bad amounts, and losing the default rule', async () => {
      const logged = async () =>
        (await t.database.pool.query("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'shipping_rule'")).rows[0]
          .n;
      const auditBefore = await logged();
      const bad: [Record<string, unknown>, string][] = [
        [{ country: 'XX' }, 'Choose a valid country or region (ISO 3166 two-letter code)'],
        [{ country: 'USA' }, 'Choose a valid country or region (ISO 3166 two-letter code)'],
        [{ country: 7 }, 'Choose a valid country or region (ISO 3166 two-letter code)'],
        [{ country: 'FR', first_fee: -1 }, 'Amounts are from 0 to 10,000,000 (whole minor units)'],
        [{ country: 'FR', first_fee: 1.5 }, 'Amounts are from 0 to 10,000,000 (whole minor units)'],
        [{ country: 'FR', additional_fee: 'x' }, 'Amounts are from 0 to 10,000,000 (whole minor units)'],
        [{ country: 'FR', free_threshold: -5 }, 'Amounts are from 0 to 10,000,000 (whole minor units)'],
        [{ country: 'FR', first_fee: 2_000_000_000 }, 'Amounts are from 0 to 10,000,000 (whole minor units)'],
      ];
      for (const [over, message] of bad) {
        const res = await staff('POST', '/v1/admin/shipping-rules', rule(over));
        expect([over, res.statusCode, res.json().message]).toEqual([over, 400, message]);
      }
      const dup = await staff('POST', '/v1/admin/shipping-rules', rule({ country: 'jp' }));
      expect(dup.json()).toMatchObject({ code: 409, message: 'A shipping rule for JP already exists' });
      const dupDefault = await staff('POST', '/v1/admin/shipping-rules', rule({ country: null }));
      expect(dupDefault.json()).toMatchObject({ code: 409, message: 'A default shipping rule already exists' });

      const def = await ruleOf(null);
      const jp = await ruleOf('JP');
      const needed = 'Checkout needs the default shipping rule, so it cannot be disabled or deleted';
      expect((await staff('PUT', `/v1/admin/shipping-rules/${def.id}/disable`)).json()).toMatchObject({
        code: 400,
        message: needed,
      });
      expect((await staff('DELETE', `/v1/admin/shipping-rules/${def.id}`)).json().message).toBe(needed);
      expect(
        (await staff('PUT', `/v1/admin/shipping-rules/${def.id}`, rule({ country: null, enabled: false }))).json()
          .message,
      ).toBe(needed);
      expect((await staff('PUT', `/v1/admin/shipping-rules/${def.id}`, rule({ country: 'ES' }))).json().message).toBe(
        'The default shipping rule cannot be turned into a country rule',
      );
      expect((await staff('PUT', `/v1/admin/shipping-rules/${jp.id}`, rule({ country: 'CN' }))).json()).toMatchObject({
        code: 409,
        message: 'A shipping rule for CN already exists',
      });
      expect((await staff('PUT', '/v1/admin/shipping-rules/999999', rule({ country: 'ES' }))).json()).toMatchObject({
        code: 404,
        message: 'Shipping rule not found',
      });
      const zh = await staff('DELETE', `/v1/admin/shipping-rules/${def.id}`, undefined, 'zh-cn');
      expect(zh.json().message).toBe('默认运费规则是结算所必需的，不能停用或删除');
      // Nothing of the refused changes was written.
      expect(await logged()).toBe(auditBefore);
      expect((await ruleOf(null)) as unknown).toMatchObject({ enabled: true });
    });
  });
});
