// Cart API against a real PostgreSQL (demo seed plus the catalog fixture): adding,
// changing, selecting and removing lines; validation naming the field; stock, shelf
// and size rules; flags when the catalog changes underneath; merging a browser cart;
// the public preview; login and anti-forgery; concurrent adds that lose nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { removeCartSkus } from '../../src/server/modules/cart/queries.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type Fixture, insertCatalogFixture } from '../helpers/catalog-fixture.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Line {
  sku_id: number;
  good_id: number;
  name: string;
  options: { axis: string; value: string }[];
  image: string;
  price: number;
  currency: string;
  quantity: number;
  selected: boolean;
  stock: number;
  issue: string | null;
}

describe('cart API', () => {
  let t: TestApp;
  let f: Fixture;
  /** Fixture SKU ids by code. */
  const sku: Record<string, number> = {};
  const origin = 'http://shop.test';
  const csrf = 'k'.repeat(43);
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    f = await insertCatalogFixture(t.database.db);
    const { rows } = await t.database.pool.query(
      "SELECT id, code FROM good_skus WHERE code IN ('LJ-1', 'POT-1', 'SH-R-S', 'SH-R-M', 'SH-B-S', 'CUP-1', 'SC-1')",
    );
    for (const r of rows) sku[r.code] = r.id;
  });
  afterAll(() => t?.close());

  beforeEach(async () => {
    // Fixture stock and shelf state as inserted, whatever a test changed.
    const stock: Record<string, number> = { 'LJ-1': 5, 'POT-1': 2, 'SH-R-S': 3, 'SH-R-M': 0, 'SH-B-S': 1, 'SC-1': 0 };
    for (const [code, value] of Object.entries(stock)) {
      await t.database.pool.query('UPDATE good_skus SET stock = $1 WHERE code = $2', [value, code]);
    }
    await t.database.pool.query('UPDATE goods SET on_shelf = (id <> $1) WHERE id = ANY($2)', [
      f.hidden,
      [f.longjing, f.teapot, f.shirt, f.hidden, f.soldOut],
    ]);
  });

  /** A new signed-in customer whose calls carry the session cookies and the anti-forgery pair. */
  async function customer(lang = 'en') {
    const userId = await t.app.deps.accounts.findOrCreateByEmail(`cart${++n}-${Date.now()}@example.com`);
    const issued = await t.app.deps.sessions.issue(userId, { client: 4, ip: '127.0.0.1', userAgent: 'test' });
    const cookies = { access_token: issued.token, access_sign: issued.sign, csrf_token: csrf };
    const call = async (method: Method, url: string, payload?: unknown) => {
      const res = await t.app.inject({
        method,
        url,
        cookies,
        headers: { origin, 'x-csrf-token': csrf, lang },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    };
    return { userId, cookies, call };
  }

  const lineOf = (cart: { lines: Line[] }, skuId: number) => cart.lines.find((l) => l.sku_id === skuId);

  describe('adding and changing lines', () => {
    it('adds a SKU with its name, options, picture, price, stock and totals; adding again sums', async () => {
      const c = await customer();
      const first = await c.call('POST', '/v1/cart', { sku_id: sku['SH-R-S'], quantity: 1 });
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(first.body.data.lines).toEqual([
        {
          sku_id: sku['SH-R-S'],
          good_id: f.shirt,
          name: 'Linen Shirt',
          options: [
            { axis: 'Colour', value: 'Red' },
            { axis: 'Size', value: 'S' },
          ],
          image: '/uploads/fixture/a.webp',
          price: 19900,
          currency: 'CNY',
          quantity: 1,
          selected: true,
          stock: 3,
          issue: null,
        },
      ]);
      const again = await c.call('POST', '/v1/cart', { sku_id: sku['SH-R-S'], quantity: 2 });
      expect(lineOf(again.body.data, sku['SH-R-S'])?.quantity).toBe(3);
      expect(again.body.data).toMatchObject({ item_count: 3, subtotal: 59700, currency: 'CNY', total_quantity: 3 });
    });

    it('answers in the caller language and prefers the SKU picture', async () => {
      const c = await customer('zh-cn');
      await t.database.pool.query("UPDATE good_skus SET image = '/uploads/fixture/blue.webp' WHERE code = 'SH-B-S'");
      const res = await c.call('POST', '/v1/cart', { sku_id: sku['SH-B-S'] });
      expect(res.body.data.lines[0]).toMatchObject({
        name: '亚麻衬衫',
        options: [
          { axis: '颜色', value: '蓝色' },
          { axis: '尺码', value: 'S' },
        ],
        image: '/uploads/fixture/blue.webp',
        quantity: 1,
      });
    });

    it('lists the newest line first', async () => {
      const c = await customer();
      await c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 1 });
      await c.call('POST', '/v1/cart', { sku_id: sku['POT-1'], quantity: 1 });
      const res = await c.call('GET', '/v1/cart');
      expect(res.body.data.lines.map((l: Line) => l.sku_id)).toEqual([sku['POT-1'], sku['LJ-1']]);
    });

    it('changes a quantity, selects, selects all and removes one or several lines', async () => {
      const c = await customer();
      await c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 1 });
      await c.call('POST', '/v1/cart', { sku_id: sku['POT-1'], quantity: 1 });
      await c.call('POST', '/v1/cart', { sku_id: sku['SH-R-S'], quantity: 1 });

      const changed = await c.call('PUT', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 4 });
      expect(lineOf(changed.body.data, sku['LJ-1'])?.quantity).toBe(4);
      expect(changed.body.data).toMatchObject({ item_count: 6, subtotal: 4 * 12800 + 39900 + 19900 });

      const cleared = await c.call('PUT', '/v1/cart', { sku_id: sku['POT-1'], selected: false });
      expect(lineOf(cleared.body.data, sku['POT-1'])?.selected).toBe(false);
      expect(cleared.body.data).toMatchObject({ item_count: 5, subtotal: 4 * 12800 + 19900, total_quantity: 6 });

      const both = await c.call('PUT', '/v1/cart', { sku_id: sku['POT-1'], quantity: 2, selected: true });
      expect(lineOf(both.body.data, sku['POT-1'])).toMatchObject({ quantity: 2, selected: true });

      const none = await c.call('PUT', '/v1/cart/select', { selected: false });
      expect(none.body.data.lines.every((l: Line) => !l.selected)).toBe(true);
      expect(none.body.data).toMatchObject({ item_count: 0, subtotal: 0, total_quantity: 7 });
      const all = await c.call('PUT', '/v1/cart/select', { selected: true });
      expect(all.body.data).toMatchObject({ item_count: 7, subtotal: 4 * 12800 + 2 * 39900 + 19900 });

      const one = await c.call('DELETE', `/v1/cart/${sku['LJ-1']}`);
      expect(one.body.data.lines.map((l: Line) => l.sku_id)).toEqual([sku['SH-R-S'], sku['POT-1']]);
      const several = await c.call('DELETE', `/v1/cart?sku_ids=${sku['SH-R-S']},${sku['POT-1']}`);
      expect(several.body.data).toMatchObject({ lines: [], item_count: 0, subtotal: 0, total_quantity: 0 });
      // Removing what is not there is not an error.
      expect((await c.call('DELETE', `/v1/cart/${sku['LJ-1']}`)).status).toBe(200);
    });

    it('keeps carts apart', async () => {
      const a = await customer();
      const b = await customer();
      await a.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 2 });
      expect((await b.call('GET', '/v1/cart')).body.data.lines).toEqual([]);
      await b.call('DELETE', `/v1/cart/${sku['LJ-1']}`);
      expect((await a.call('GET', '/v1/cart')).body.data.lines).toHaveLength(1);
    });
  });

  describe('validation and rules', () => {
    it('refuses a bad quantity with a message naming the field', async () => {
      const c = await customer();
      for (const quantity of [0, -1, 1.5, '2', 1000, null]) {
        const res = await c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity });
        expect(res.status, String(quantity)).toBe(400);
        expect(res.body.message).toBe('Invalid quantity: enter a whole number from 1 to 999');
      }
      const put = await c.call('PUT', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 0 });
      expect(put.body.message).toBe('Invalid quantity: enter a whole number from 1 to 999');
      const badSku = await c.call('POST', '/v1/cart', { sku_id: 'abc', quantity: 1 });
      expect(badSku.body).toMatchObject({ code: 400, message: 'Invalid sku_id: a positive whole number is required' });
      const empty = await c.call('PUT', '/v1/cart', { sku_id: sku['LJ-1'] });
      expect(empty.body).toMatchObject({ code: 400, message: 'Send quantity or selected' });
      const selected = await c.call('PUT', '/v1/cart/select', { selected: 'yes' });
      expect(selected.body.message).toBe('Invalid selected: true or false is required');
      const ids = await c.call('DELETE', '/v1/cart?sku_ids=x');
      expect(ids.body.message).toBe('Invalid sku_id: a positive whole number is required');
      const noIds = await c.call('DELETE', '/v1/cart');
      expect(noIds.body.message).toBe('Invalid sku_ids: give 1 to 100 SKU ids');
      expect((await c.call('GET', '/v1/cart')).body.data.lines).toEqual([]);
    });

    it('refuses more than the stock, naming the stock left (and what the cart holds)', async () => {
      const c = await customer();
      const over = await c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 6 });
      expect(over.body).toEqual({
        code: 400,
        message: 'The quantity is more than the stock: only 5 left',
        data: { stock: 5, in_cart: 0 },
      });
      await c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 4 });
      const sum = await c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 2 });
      expect(sum.body).toEqual({
        code: 400,
        message: 'The quantity is more than the stock: only 5 left and 4 already in your cart',
        data: { stock: 5, in_cart: 4 },
      });
      const set = await c.call('PUT', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 6 });
      expect(set.body).toMatchObject({ code: 400, message: 'The quantity is more than the stock: only 5 left' });
      expect(lineOf((await c.call('GET', '/v1/cart')).body.data, sku['LJ-1'])?.quantity).toBe(4);

      const zh = await customer('zh-cn');
      expect((await zh.call('POST', '/v1/cart', { sku_id: sku['POT-1'], quantity: 3 })).body.message).toBe(
        '数量超过库存：仅剩 2 件',
      );
    });

    it('keeps a line at 999 at most', async () => {
      const c = await customer();
      await t.database.pool.query("UPDATE good_skus SET stock = 5000 WHERE code = 'LJ-1'");
      expect((await c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 999 })).status).toBe(200);
      const more = await c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 1 });
      expect(more.body).toMatchObject({ code: 400, message: 'At most 999 of one item; 999 already in your cart' });
    });

    it('refuses unknown, off-shelf and sold-out SKUs clearly', async () => {
      const c = await customer();
      const unknown = await c.call('POST', '/v1/cart', { sku_id: 99_999_999, quantity: 1 });
      expect(unknown).toMatchObject({ status: 404, body: { code: 404, message: 'This item is no longer available' } });
      const hidden = await c.call('POST', '/v1/cart', { sku_id: sku['CUP-1'], quantity: 1 });
      expect(hidden.body).toMatchObject({ code: 404, message: 'This item is no longer available' });
      const soldOut = await c.call('POST', '/v1/cart', { sku_id: sku['SC-1'], quantity: 1 });
      expect(soldOut).toMatchObject({ status: 409, body: { code: 409, message: 'This item is sold out' } });
      const missing = await c.call('PUT', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 1 });
      expect(missing.body).toMatchObject({ code: 404, message: 'This item is not in your cart' });
      expect((await c.call('GET', '/v1/cart')).body.data.lines).toEqual([]);
    });

    it('holds at most 100 different SKUs', async () => {
      const c = await customer();
      // 100 extra in-stock SKUs of the longjing good, already in this cart.
      await t.database.pool.query(
        `INSERT INTO good_skus (good_id, code, price, stock) SELECT $1, 'BULK-' || i, 100, 10 FROM generate_series(1, 100) i`,
        [f.longjing],
      );
      await t.database.pool.query(
        "INSERT INTO cart_lines (user_id, sku_id, quantity) SELECT $1, id, 1 FROM good_skus WHERE code LIKE 'BULK-%'",
        [c.userId],
      );
      const full = await c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 1 });
      expect(full).toMatchObject({
        status: 409,
        body: { message: 'Your cart holds at most 100 different items; please remove some first' },
      });
      const held = (await t.database.pool.query("SELECT id FROM good_skus WHERE code = 'BULK-1'")).rows[0].id;
      expect((await c.call('POST', '/v1/cart', { sku_id: held, quantity: 2 })).status).toBe(200);
      const merged = await c.call('POST', '/v1/cart/merge', { lines: [{ sku_id: sku['LJ-1'], quantity: 1 }] });
      expect(merged.body.data.lines).toHaveLength(100);
      expect(lineOf(merged.body.data, sku['LJ-1'])).toBeUndefined();
      await t.database.pool.query("DELETE FROM good_skus WHERE code LIKE 'BULK-%'");
    });
  });

  describe('flags', () => {
    it('flags a line whose good goes off shelf, sells out or drops below the quantity, and leaves it out of the totals', async () => {
      const c = await customer();
      await c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 3 });
      await c.call('POST', '/v1/cart', { sku_id: sku['POT-1'], quantity: 1 });
      const cart = async () => (await c.call('GET', '/v1/cart')).body.data;

      await t.database.pool.query('UPDATE goods SET on_shelf = false WHERE id = $1', [f.longjing]);
      let now = await cart();
      expect(lineOf(now, sku['LJ-1'])).toMatchObject({ issue: 'off_shelf', quantity: 3, selected: true });
      expect(now).toMatchObject({ item_count: 1, subtotal: 39900, total_quantity: 4 });
      await t.database.pool.query('UPDATE goods SET on_shelf = true WHERE id = $1', [f.longjing]);

      await t.database.pool.query("UPDATE good_skus SET stock = 0 WHERE code = 'LJ-1'");
      now = await cart();
      expect(lineOf(now, sku['LJ-1'])).toMatchObject({ issue: 'sold_out', stock: 0 });
      expect(now.item_count).toBe(1);

      await t.database.pool.query("UPDATE good_skus SET stock = 2 WHERE code = 'LJ-1'");
      now = await cart();
      expect(lineOf(now, sku['LJ-1'])).toMatchObject({ issue: 'insufficient', stock: 2, quantity: 3 });
      expect(now.item_count).toBe(1);

      // Lowering the quantity to the stock clears the flag.
      const fixed = await c.call('PUT', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 2 });
      expect(lineOf(fixed.body.data, sku['LJ-1'])?.issue).toBeNull();
      expect(fixed.body.data).toMatchObject({ item_count: 3, subtotal: 2 * 12800 + 39900 });
    });

    it('drops the line of a deleted SKU', async () => {
      const c = await customer();
      const { rows } = await t.database.pool.query(
        "INSERT INTO good_skus (good_id, code, price, stock) VALUES ($1, 'GONE-1', 100, 5) RETURNING id",
        [f.teapot],
      );
      await c.call('POST', '/v1/cart', { sku_id: rows[0].id, quantity: 1 });
      await t.database.pool.query('DELETE FROM good_skus WHERE id = $1', [rows[0].id]);
      expect((await c.call('GET', '/v1/cart')).body.data.lines).toEqual([]);
    });
  });

  describe('merge', () => {
    it('adds a browser cart: sums capped at the stock, unknown SKUs skipped, flagged lines kept', async () => {
      const c = await customer();
      await c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 2 });
      const res = await c.call('POST', '/v1/cart/merge', {
        lines: [
          { sku_id: sku['LJ-1'], quantity: 2, selected: true },
          { sku_id: sku['POT-1'], quantity: 5, selected: true },
          { sku_id: 99_999_999, quantity: 1, selected: true },
          { sku_id: sku['SC-1'], quantity: 3, selected: true },
          { sku_id: sku['SH-R-S'], quantity: 1, selected: false },
          { sku_id: sku['LJ-1'], quantity: 4, selected: true },
        ],
      });
      expect(res.status).toBe(200);
      const cart = res.body.data;
      expect(cart.lines.map((l: Line) => [l.sku_id, l.quantity, l.selected, l.issue])).toEqual([
        // The browser cart's order, ahead of what the customer already had.
        [sku['POT-1'], 2, true, null],
        [sku['SC-1'], 1, true, 'sold_out'],
        [sku['SH-R-S'], 1, false, null],
        [sku['LJ-1'], 5, true, null],
      ]);
      expect(cart).toMatchObject({ item_count: 7, subtotal: 5 * 12800 + 2 * 39900 });
    });

    it('never lowers a line the customer had, and accepts an empty browser cart', async () => {
      const c = await customer();
      await c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 4 });
      await t.database.pool.query("UPDATE good_skus SET stock = 2 WHERE code = 'LJ-1'");
      const res = await c.call('POST', '/v1/cart/merge', { lines: [{ sku_id: sku['LJ-1'], quantity: 1 }] });
      expect(lineOf(res.body.data, sku['LJ-1'])).toMatchObject({ quantity: 4, issue: 'insufficient' });
      const empty = await c.call('POST', '/v1/cart/merge', { lines: [] });
      expect(empty.body.data.lines).toHaveLength(1);
    });

    it('caps a merged line at 999 and refuses a bad line', async () => {
      const c = await customer();
      await t.database.pool.query("UPDATE good_skus SET stock = 5000 WHERE code = 'LJ-1'");
      await c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 600 });
      const res = await c.call('POST', '/v1/cart/merge', { lines: [{ sku_id: sku['LJ-1'], quantity: 600 }] });
      expect(lineOf(res.body.data, sku['LJ-1'])?.quantity).toBe(999);
      const bad = await c.call('POST', '/v1/cart/merge', { lines: [{ sku_id: sku['LJ-1'], quantity: 0 }] });
      expect(bad.body).toMatchObject({ code: 400, message: 'Invalid quantity: enter a whole number from 1 to 999' });
      const many = Array.from({ length: 101 }, (_, i) => ({ sku_id: i + 1, quantity: 1 }));
      expect((await c.call('POST', '/v1/cart/merge', { lines: many })).body.message).toBe(
        'Invalid lines: at most 100 lines',
      );
    });
  });

  describe('preview (visitors)', () => {
    const preview = async (items: string, lang = 'en') => {
      const res = await t.app.inject({ url: `/v1/cart/preview?items=${encodeURIComponent(items)}`, headers: { lang } });
      return { status: res.statusCode, body: res.json() };
    };

    it('prices a browser cart like a customer cart, flags included, without a login', async () => {
      await t.database.pool.query("UPDATE good_skus SET stock = 1 WHERE code = 'POT-1'");
      const { status, body } = await preview(
        `${sku['LJ-1']}:2,${sku['POT-1']}:3,${sku['SC-1']}:1,${sku['CUP-1']}:1,99999999:1,${sku['LJ-1']}:1`,
      );
      expect(status).toBe(200);
      expect(body.data.lines.map((l: Line) => [l.sku_id, l.quantity, l.issue])).toEqual([
        [sku['LJ-1'], 3, null],
        [sku['POT-1'], 3, 'insufficient'],
        [sku['SC-1'], 1, 'sold_out'],
        [sku['CUP-1'], 1, 'off_shelf'],
        [99_999_999, 1, 'off_shelf'],
      ]);
      expect(body.data.lines[0]).toMatchObject({ name: 'West Lake Longjing Tea', good_id: f.longjing, stock: 5 });
      expect(body.data.lines[4]).toMatchObject({ good_id: 0, name: '' });
      expect(body.data).toMatchObject({ item_count: 3, subtotal: 3 * 12800, currency: 'CNY', total_quantity: 9 });
      expect((await preview(`${sku['SH-R-S']}:1`, 'zh-cn')).body.data.lines[0].name).toBe('亚麻衬衫');
    });

    it('refuses malformed items clearly', async () => {
      const tooMany = Array.from({ length: 101 }, (_, i) => `${i + 1}:1`).join(',');
      for (const items of ['', 'abc', '1', '1:0', '1:1000', '0:1', '1:1.5', '1:1,,2:1', tooMany]) {
        const { status, body } = await preview(items);
        expect(status, items).toBe(400);
        expect(body.message).toBe(
          'Invalid items: use skuId:quantity pairs separated by commas, at most 100 (e.g. 12:1,34:2)',
        );
      }
      const missing = await t.app.inject({ url: '/v1/cart/preview', headers: { lang: 'en' } });
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('access', () => {
    it('needs a signed-in customer (301) on every cart endpoint but the preview', async () => {
      const calls: [Method, string, unknown?][] = [
        ['GET', '/v1/cart'],
        ['POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 1 }],
        ['PUT', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 1 }],
        ['PUT', '/v1/cart/select', { selected: true }],
        ['DELETE', `/v1/cart/${sku['LJ-1']}`],
        ['DELETE', `/v1/cart?sku_ids=${sku['LJ-1']}`],
        ['POST', '/v1/cart/merge', { lines: [] }],
        // Even a bad payload: the login comes first.
        ['POST', '/v1/cart', { quantity: -1 }],
      ];
      for (const [method, url, payload] of calls) {
        const res = await t.app.inject({
          method,
          url,
          headers: { lang: 'en' },
          ...(payload ? { payload: payload as object } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ code: 301, message: 'Please log in first' });
      }
    });

    it('needs the anti-forgery token and the own origin for cookie writes, not for apps', async () => {
      const c = await customer();
      const noToken = await t.app.inject({
        method: 'POST',
        url: '/v1/cart',
        cookies: c.cookies,
        headers: { origin },
        payload: { sku_id: sku['LJ-1'], quantity: 1 },
      });
      expect(noToken.statusCode).toBe(403);
      const otherSite = await t.app.inject({
        method: 'DELETE',
        url: `/v1/cart/${sku['LJ-1']}`,
        cookies: c.cookies,
        headers: { origin: 'https://evil.example', 'x-csrf-token': csrf },
      });
      expect(otherSite.statusCode).toBe(403);
      const app = await t.app.inject({
        method: 'POST',
        url: '/v1/cart',
        headers: { token: c.cookies.access_token, sign: c.cookies.access_sign },
        payload: { sku_id: sku['LJ-1'], quantity: 1 },
      });
      expect(app.statusCode).toBe(200);
      expect((await c.call('GET', '/v1/cart')).body.data.lines.map((l: Line) => l.quantity)).toEqual([1]);
    });
  });

  describe('concurrency', () => {
    it('sums 20 concurrent adds of one SKU exactly', async () => {
      const c = await customer();
      await t.database.pool.query("UPDATE good_skus SET stock = 100 WHERE code = 'LJ-1'");
      const results = await Promise.all(
        Array.from({ length: 20 }, () => c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 1 })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      const { rows } = await t.database.pool.query('SELECT quantity FROM cart_lines WHERE user_id = $1', [c.userId]);
      expect(rows).toEqual([{ quantity: 20 }]);
    });

    it('never goes past the stock under concurrent adds', async () => {
      const c = await customer();
      await t.database.pool.query("UPDATE good_skus SET stock = 7 WHERE code = 'LJ-1'");
      const results = await Promise.all(
        Array.from({ length: 12 }, () => c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 1 })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(7);
      expect(results.filter((r) => r.status === 400)).toHaveLength(5);
      expect(lineOf((await c.call('GET', '/v1/cart')).body.data, sku['LJ-1'])?.quantity).toBe(7);
    });
  });

  it('lets checkout drop ordered lines inside its transaction (removeCartSkus)', async () => {
    const c = await customer();
    await c.call('POST', '/v1/cart', { sku_id: sku['LJ-1'], quantity: 1 });
    await c.call('POST', '/v1/cart', { sku_id: sku['POT-1'], quantity: 1 });
    await t.database.db.transaction((tx) => removeCartSkus(tx, c.userId, [sku['LJ-1']]));
    expect((await c.call('GET', '/v1/cart')).body.data.lines.map((l: Line) => l.sku_id)).toEqual([sku['POT-1']]);
  });
});
