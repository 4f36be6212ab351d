// Catalog API (SPEC 7): listing, search, sorting, details, groups, several by ids,
// bad inputs, and a fixed number of SQL statements per request (no N+1).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type Fixture, insertCatalogFixture } from '../helpers/catalog-fixture.ts';
import { addAddress, newCustomer } from '../helpers/customers.ts';
import { insertGood } from '../helpers/goods.ts';

describe('catalog API', () => {
  let t: TestApp;
  let f: Fixture;
  const get = async (url: string, lang = 'en') => {
    const res = await t.app.inject({ url, headers: { lang } });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await insertCatalogFixture(t.database.db);
  });
  afterAll(() => t?.close());
  beforeEach(() => t.app.deps.catalog.invalidate());

  describe('GET /good/list', () => {
    it('pages the goods on shelf with the default page size', async () => {
      const { body } = await get('/v1/good/list');
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({ total: 4, page: 1, page_size: 10 });
      const ids = body.data.list.map((g: { id: number }) => g.id);
      expect(ids).not.toContain(f.hidden);
      expect(ids).toEqual([f.longjing, f.teapot, f.shirt, f.soldOut]); // staff sort order
      const shirt = body.data.list.find((g: { id: number }) => g.id === f.shirt);
      expect(shirt).toEqual({
        id: f.shirt,
        name: 'Linen Shirt',
        image: '/uploads/fixture/a.webp',
        price: 19900,
        price_max: 20900,
        currency: 'CNY',
        sales: 99,
        in_stock: true,
      });
      expect(body.data.list.find((g: { id: number }) => g.id === f.soldOut).in_stock).toBe(false);
    });

    it('answers in the caller language', async () => {
      const { body } = await get('/v1/good/list', 'zh-cn');
      expect(body.data.list[0].name).toBe('西湖龙井茶');
    });

    it('pages with page and page_size', async () => {
      const p2 = await get('/v1/good/list?page=2&page_size=3');
      expect(p2.body.data).toMatchObject({ total: 4, page: 2, page_size: 3 });
      expect(p2.body.data.list.map((g: { id: number }) => g.id)).toEqual([f.soldOut]);
      const beyond = await get('/v1/good/list?page=9&page_size=3');
      expect(beyond.body.data.list).toEqual([]);
    });

    it('sorts by price, newest and sales', async () => {
      const ids = async (sort: string) =>
        (await get(`/v1/good/list?sort=${sort}`)).body.data.list.map((g: { id: number }) => g.id);
      expect(await ids('price_asc')).toEqual([f.soldOut, f.longjing, f.shirt, f.teapot]);
      expect(await ids('price_desc')).toEqual([f.teapot, f.shirt, f.longjing, f.soldOut]);
      expect(await ids('newest')).toEqual([f.soldOut, f.shirt, f.teapot, f.longjing]);
      expect(await ids('sales')).toEqual([f.shirt, f.longjing, f.teapot, f.soldOut]);
    });

    it('filters by category including sub-categories, and by collection in its order', async () => {
      const tea = await get(`/v1/good/list?group_id=${f.tea}`);
      expect(tea.body.data.list.map((g: { id: number }) => g.id).sort()).toEqual([f.longjing, f.teapot].sort());
      const green = await get(`/v1/good/list?group_id=${f.teaGreen}`);
      expect(green.body.data.list.map((g: { id: number }) => g.id)).toEqual([f.longjing]);
      const picks = await get(`/v1/good/list?group_id=${f.picks}`);
      expect(picks.body.data.list.map((g: { id: number }) => g.id)).toEqual([f.shirt, f.longjing]);
      expect(picks.body.data.total).toBe(2);
    });

    it('searches both languages with full-text search', async () => {
      const ids = async (keyword: string, lang = 'en') =>
        (await get(`/v1/good/list?keyword=${encodeURIComponent(keyword)}`, lang)).body.data.list.map(
          (g: { id: number }) => g.id,
        );
      expect(await ids('龙井')).toEqual([f.longjing]);
      expect(await ids('西湖')).toEqual([f.longjing]);
      expect(await ids('longjing')).toEqual([f.longjing]);
      expect(await ids('TEAP')).toEqual([f.teapot]); // prefix of the last word
      expect(await ids('linen shirt')).toEqual([f.shirt]);
      // A single character finds the names with it (on shelf only: not the retired 下架茶杯).
      expect((await ids('茶')).sort()).toEqual([f.longjing, f.teapot].sort());
      expect(await ids('nothing-like-this')).toEqual([]);
      expect(await ids("'); DROP TABLE goods; --")).toEqual([]);
      expect(await ids('!!!')).toEqual([]);
      expect(await ids('retired')).toEqual([]); // off shelf
    });

    it("searches with SPEC 7's select key as with keyword", async () => {
      const byKey = await get(`/v1/good/list?key=${encodeURIComponent('linen shirt')}&page=1&page_size=5`, 'en');
      expect(byKey.body.data.list.map((g: { id: number }) => g.id)).toEqual([f.shirt]);
    });

    it('refuses bad input with a clear 400 naming the field', async () => {
      for (const [query, field] of [
        ['page=0', 'page'],
        ['page=-1', 'page'],
        ['page=abc', 'page'],
        ['page_size=101', 'page_size'],
        ['page_size=0', 'page_size'],
        ['group_id=abc', 'group_id'],
        ['sort=random', 'sort'],
        [`keyword=${'x'.repeat(101)}`, 'keyword'],
      ]) {
        const { status, body } = await get(`/v1/good/list?${query}`);
        expect(status, query).toBe(400);
        expect(body.code).toBe(400);
        expect(body.message, query).toContain(`Invalid ${field}`);
      }
    });

    it('answers 404 for an unknown group', async () => {
      const { status, body } = await get('/v1/good/list?group_id=999999');
      expect(status).toBe(404);
      expect(body.code).toBe(404);
    });

    it('keeps list and search answers, and drops those showing a good as soon as an order sells it out', async () => {
      const [sku] = await insertGood(t.database.db, [{ price: 5000, stock: 1 }]);
      const goodId = sku!.goodId;
      t.app.deps.catalog.invalidate();
      const name = (await get(`/v1/good/${goodId}`)).body.data.name as string;
      const lists = ['/v1/good/list?page_size=100', `/v1/good/list?keyword=${encodeURIComponent(name)}`];
      const card = async (url: string) =>
        (await get(url)).body.data.list.find((g: { id: number }) => g.id === goodId) as { in_stock: boolean };
      for (const url of lists) expect((await card(url)).in_stock, url).toBe(true);
      // Kept: the same answers again read nothing from the database.
      const pool = t.database.pool;
      const original = pool.query.bind(pool);
      let reads = 0;
      pool.query = ((...args: Parameters<typeof pool.query>) => {
        reads++;
        return (original as (...a: unknown[]) => unknown)(...args);
      }) as typeof pool.query;
      try {
        for (const url of lists) await card(url);
      } finally {
        pool.query = original;
      }
      expect(reads).toBe(0);
      const buyer = await newCustomer(t);
      const addressId = await addAddress(t, buyer.userId);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/v2/order',
        headers: { lang: 'en', ...buyer.headers },
        payload: { items: [{ sku_id: sku!.id, quantity: 1 }], address_id: addressId },
      });
      expect(placed.json().code).toBe(200);
      for (const url of lists) expect((await card(url)).in_stock, url).toBe(false);
    });
  });

  describe('GET /good/{id}', () => {
    it('returns the good with SKUs, property axes and breadcrumbs', async () => {
      const { body } = await get(`/v1/good/${f.shirt}`);
      expect(body.code).toBe(200);
      const g = body.data;
      expect(g).toMatchObject({ id: f.shirt, name: 'Linen Shirt', description: 'About Linen Shirt', services: [1, 4] });
      expect(g.in_stock).toBe(true);
      expect((await get(`/v1/good/${f.soldOut}`)).body.data.in_stock).toBe(false);
      expect(Object.keys(g.property)).toEqual(['color', 'size']);
      expect(g.property.color.values[0]).toEqual({ key: 'red', name: 'Red', color: '#c00' });
      expect(g.good_sku).toHaveLength(3);
      expect(g.good_sku[1]).toMatchObject({
        code: 'SH-R-M',
        properties: { color: 'red', size: 'm' },
        name: 'Red / M',
        price: 20900,
        stock: 0,
        currency: 'CNY',
      });
      expect(g.breadcrumbs).toEqual([{ id: f.apparel, name: 'Apparel' }]);
      const tea = (await get(`/v1/good/${f.longjing}`, 'zh-cn')).body.data;
      expect(tea.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(['茶叶', '绿茶']);
      expect(tea.category).toEqual({ id: f.teaGreen, name: '绿茶' });
    });

    it('answers 404 for off-shelf and unknown goods, 400 for a bad id', async () => {
      expect((await get(`/v1/good/${f.hidden}`)).status).toBe(404);
      expect((await get('/v1/good/99999999')).status).toBe(404);
      const reasons = {
        abc: ['Invalid id: a number is required', '参数 id 无效：需为数字'],
        '0': ['Invalid id: at least 1', '参数 id 无效：不能小于 1'],
        '-3': ['Invalid id: at least 1', '参数 id 无效：不能小于 1'],
        '1.5': ['Invalid id: a whole number is required', '参数 id 无效：需为整数'],
        '99999999999': ['Invalid id: at most 2147483647', '参数 id 无效：不能大于 2147483647'],
        // Past the safe integers too, the limit told is the column's (a PostgreSQL integer).
        '1234567890123456789012345678901234567890': [
          'Invalid id: at most 2147483647',
          '参数 id 无效：不能大于 2147483647',
        ],
      };
      for (const [id, [en, zh]] of Object.entries(reasons)) {
        const answer = await get(`/v1/good/${id}`);
        expect(answer.status, id).toBe(400);
        expect(answer.body).toEqual({ code: 400, message: en, data: null });
        expect((await get(`/v1/good/${id}`, 'zh-cn')).body.message).toBe(zh);
      }
    });
  });

  describe('GET /good/GetldList', () => {
    it('keeps the order asked, leaves out unknown, off-shelf and repeated ids', async () => {
      const { body } = await get(`/v1/good/GetldList?ids=${f.teapot},999999,${f.longjing},${f.hidden},${f.teapot}`);
      expect(body.data.map((g: { id: number }) => g.id)).toEqual([f.teapot, f.longjing]);
      const repeated = await get(`/v1/good/GetldList?ids=${f.shirt}&ids=${f.longjing}`);
      expect(repeated.body.data.map((g: { id: number }) => g.id)).toEqual([f.shirt, f.longjing]);
    });

    it('refuses 500 ids, no ids and non-numbers', async () => {
      const many = Array.from({ length: 500 }, (_, i) => i + 1).join(',');
      for (const query of [`ids=${many}`, 'ids=', '', 'ids=1,abc', 'ids=0']) {
        const { status, body } = await get(`/v1/good/GetldList?${query}`);
        expect(status, query).toBe(400);
        expect(body.message).toContain('Invalid ids');
      }
    });
  });

  describe('groups', () => {
    it('GET /goodGroup/list/1 is the category tree', async () => {
      const { body } = await get('/v1/goodGroup/list/1');
      expect(body.data).toEqual([
        {
          id: f.tea,
          type: 1,
          name: 'Tea',
          description: '',
          image: '',
          children: [{ id: f.teaGreen, type: 1, name: 'Green tea', description: '', image: '' }],
        },
        { id: f.apparel, type: 1, name: 'Apparel', description: '', image: '' },
      ]);
    });

    it('GET /goodGroup/list/2 are the home collections', async () => {
      const { body } = await get('/v1/goodGroup/list/2', 'zh-cn');
      expect(body.data.map((g: { name: string }) => g.name)).toEqual(['风格精选']);
    });

    it('GET /goodGroup/{id} has children and breadcrumbs', async () => {
      const { body } = await get(`/v1/goodGroup/${f.tea}`);
      expect(body.data).toMatchObject({ id: f.tea, parent_id: null, breadcrumbs: [{ id: f.tea, name: 'Tea' }] });
      expect(body.data.children.map((c: { id: number }) => c.id)).toEqual([f.teaGreen]);
      const green = await get(`/v1/goodGroup/${f.teaGreen}`);
      expect(green.body.data.breadcrumbs.map((b: { id: number }) => b.id)).toEqual([f.tea, f.teaGreen]);
    });

    it('refuses unknown types and ids', async () => {
      expect((await get('/v1/goodGroup/list/3')).status).toBe(400);
      expect((await get('/v1/goodGroup/list/x')).status).toBe(400);
      expect((await get('/v1/goodGroup/999999')).status).toBe(404);
      expect((await get('/v1/goodGroup/abc')).status).toBe(400);
    });
  });

  describe('SQL per request', () => {
    async function countQueries(run: () => Promise<unknown>): Promise<number> {
      const pool = t.database.pool;
      const original = pool.query.bind(pool);
      let n = 0;
      pool.query = ((...args: Parameters<typeof pool.query>) => {
        n++;
        return (original as (...a: unknown[]) => unknown)(...args);
      }) as typeof pool.query;
      try {
        await run();
      } finally {
        pool.query = original;
      }
      return n;
    }

    it('runs a fixed, small number of statements for listings and details (no N+1)', async () => {
      await get('/v1/goodGroup/list/1'); // warm the group cache
      t.app.deps.catalog.invalidate();
      const small = await countQueries(() => get('/v1/good/list?page_size=1'));
      t.app.deps.catalog.invalidate();
      const large = await countQueries(() => get('/v1/good/list?page_size=100'));
      expect(large).toBe(small);
      expect(large).toBeLessThanOrEqual(2);
      t.app.deps.catalog.invalidate();
      const detail = await countQueries(() => get(`/v1/good/${f.shirt}`));
      expect(detail).toBeLessThanOrEqual(2); // the good with its SKUs, groups (for breadcrumbs)
      const cached = await countQueries(() => get(`/v1/good/${f.shirt}`));
      expect(cached).toBe(0);
    });
  });

  describe('stock', () => {
    it('never goes below 0 (database constraint)', async () => {
      await expect(t.database.pool.query("UPDATE good_skus SET stock = -1 WHERE code = 'LJ-1'")).rejects.toThrow(
        /good_skus_stock_nonnegative/,
      );
    });
  });
});
