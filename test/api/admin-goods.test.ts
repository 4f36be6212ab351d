// Admin goods API on the real PostgreSQL: a 2 x 2 good created by staff shows on the
// storefront at once with its 4 SKUs and price range; updates (price, stock, axes) show
// at once too; off shelf is a storefront 404; bulk edits; the refusals (each with its
// message in English); the audit rows; ten racing saves of one good; deleting only
// never-ordered goods; removed SKUs leave carts; the list's search, filters and sorts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPage } from '../../src/domain/admin/admin.ts';
import type { AdminBulkSku, AdminGoodDetail, AdminGoodRow, AdminSkuInput, Axis } from '../../src/domain/admin/goods.ts';
import type { GoodDetail } from '../../src/domain/catalog/catalog.ts';
import { searchQuery } from '../../src/server/modules/catalog/search.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { newCustomer } from '../helpers/customers.ts';
import { newStaff } from '../helpers/staff.ts';

const t2 = (zh: string, en: string) => ({ 'zh-cn': zh, en });
const IMG = (n: number) => `/uploads/u/2026/03/${n.toString(16).padStart(32, '0')}.webp`;
const COLOR: Axis = {
  key: 'color',
  name: t2('颜色', 'Colour'),
  values: [
    { key: 'red', name: t2('红色', 'Red'), color: '#cc0000' },
    { key: 'blue', name: t2('蓝色', 'Blue') },
  ],
};
const SIZE: Axis = {
  key: 'size',
  name: t2('尺码', 'Size'),
  values: [
    { key: 's', name: t2('S', 'S') },
    { key: 'm', name: t2('M', 'M') },
  ],
};

let seq = 0;
function goodInput(over: Record<string, unknown> = {}) {
  seq++;
  const tag = `T${seq}X${Date.now() % 100000}`;
  const skus: AdminSkuInput[] = [
    { code: `${tag}-RS`, options: { color: 'red', size: 's' }, price: 10000, stock: 5, image: IMG(1) },
    { code: `${tag}-RM`, options: { color: 'red', size: 'm' }, price: 12000, stock: 6 },
    { code: `${tag}-BS`, options: { color: 'blue', size: 's' }, price: 11000, stock: 7 },
    { code: `${tag}-BM`, options: { color: 'blue', size: 'm' }, price: 13000, stock: 0 },
  ];
  return {
    name: t2(`测试衬衫${seq}`, `Test Shirt ${seq}`),
    description: t2('纯棉衬衫，舒适透气', 'A breathable cotton shirt'),
    images: [IMG(1), IMG(2)],
    category_id: null as number | null,
    property: [COLOR, SIZE],
    skus,
    services: [1, 4],
    on_shelf: true,
    sort: 5,
    ...over,
  };
}

describe('admin goods API', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let operator: Record<string, string>;
  let categoryId: number;
  let childCategoryId: number;
  let collectionId: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await newStaff(t, 'owner')).headers;
    operator = (await newStaff(t, 'operator')).headers;
    const groups = await rows<{ id: number; type: number; parent_id: number | null }>(
      sql`SELECT id, type, parent_id FROM good_groups ORDER BY id`,
    );
    const child = groups.find((g) => g.type === 1 && g.parent_id !== null);
    childCategoryId = child?.id ?? 0;
    categoryId = child?.parent_id ?? 0;
    collectionId = groups.find((g) => g.type === 2)?.id ?? 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
    return (await t.database.db.execute(q)).rows as T[];
  }
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const staff = (method: Method, url: string, payload?: object, headers = operator, lang = 'en') =>
    t.app.inject({ method, url, payload, headers: { lang, ...headers } });
  const storefront = (id: number, lang = 'en') =>
    t.app.inject({ method: 'GET', url: `/v1/good/${id}`, headers: { lang } });

  async function create(over: Record<string, unknown> = {}): Promise<AdminGoodDetail> {
    const res = await staff('POST', '/v1/admin/goods', goodInput({ category_id: childCategoryId, ...over }));
    expect(res.json()).toMatchObject({ code: 200 });
    return res.json().data;
  }
  /** The edit form's save: the detail back as a request (ids kept). */
  const asInput = (d: AdminGoodDetail, over: Record<string, unknown> = {}) => ({
    name: d.name,
    description: d.description,
    images: d.images,
    category_id: d.category_id,
    property: d.property,
    skus: d.skus.map((s) => ({
      id: s.id,
      code: s.code,
      options: s.options,
      price: s.price,
      stock: s.stock,
      image: s.image,
    })),
    services: d.services,
    on_shelf: d.on_shelf,
    sort: d.sort,
    ...over,
  });
  const expectError = async (res: Awaited<ReturnType<typeof staff>>, status: number, message: string | RegExp) => {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    expect(body.code).toBe(status);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    return body;
  };

  it('creates a 2 x 2 good that the storefront shows at once, with 4 SKUs and its price range', async () => {
    // Warm the storefront caches first: the create must clear them.
    await t.app.inject({ method: 'GET', url: '/v1/good/list?page=1&page_size=100', headers: { lang: 'en' } });
    const res = await staff('POST', '/v1/admin/goods', goodInput({ category_id: childCategoryId }));
    expect(res.json()).toMatchObject({ code: 200, message: 'Good created' });
    const created: AdminGoodDetail = res.json().data;
    expect(created).toMatchObject({
      price_min: 10000,
      price_max: 13000,
      currency: 'CNY',
      on_shelf: true,
      ordered: false,
    });
    expect(created.skus.map((s) => s.options)).toEqual([
      { color: 'red', size: 's' },
      { color: 'red', size: 'm' },
      { color: 'blue', size: 's' },
      { color: 'blue', size: 'm' },
    ]);

    const shop = await storefront(created.id);
    expect(shop.statusCode).toBe(200);
    const good: GoodDetail = shop.json().data;
    expect(good).toMatchObject({ name: created.name.en, price: 10000, price_max: 13000, services: [1, 4] });
    expect(good.good_sku).toHaveLength(4);
    expect(good.good_sku.map((s) => [s.name, s.price, s.stock])).toEqual([
      ['Red / S', 10000, 5],
      ['Red / M', 12000, 6],
      ['Blue / S', 11000, 7],
      ['Blue / M', 13000, 0],
    ]);
    expect(good.property.color.values[0]).toMatchObject({ key: 'red', name: 'Red', color: '#cc0000' });
    expect(good.category?.id).toBe(childCategoryId);

    // In the listing and the search (the tsvector is built like the seed's).
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/good/list?page=1&page_size=100',
      headers: { lang: 'en' },
    });
    expect(list.json().data.list.map((g: { id: number }) => g.id)).toContain(created.id);
    const [doc] = await rows<{ hit: boolean }>(
      sql`SELECT search @@ to_tsquery('simple', ${searchQuery('透气 cotton') ?? ''}) AS hit FROM goods WHERE id = ${created.id}`,
    );
    expect(doc.hit).toBe(true);
  });

  it('a good without axes has one SKU', async () => {
    const d = await create({
      property: [],
      skus: [{ code: `PLAIN-${Date.now()}`, options: {}, price: 500, stock: 1 }],
    });
    expect(d.skus).toHaveLength(1);
    expect((await storefront(d.id)).json().data.good_sku).toHaveLength(1);
  });

  it('an update of prices and stock shows on the storefront at once', async () => {
    const d = await create();
    expect((await storefront(d.id)).json().data.price).toBe(10000); // cached now
    const skus = d.skus.map((s, i) => ({ ...s, price: 20000 + i * 100, stock: 40 + i }));
    const res = await staff('PUT', `/v1/admin/goods/${d.id}`, asInput(d, { skus, name: t2('新名字', 'New name') }));
    expect(res.json()).toMatchObject({ code: 200, message: 'Good saved' });
    const after: AdminGoodDetail = res.json().data;
    expect(after.skus.map((s) => s.id)).toEqual(d.skus.map((s) => s.id)); // same SKUs kept
    expect([after.price_min, after.price_max]).toEqual([20000, 20300]);

    const good: GoodDetail = (await storefront(d.id)).json().data;
    expect(good.name).toBe('New name');
    expect(good.price).toBe(20000);
    expect(good.good_sku.map((s) => [s.price, s.stock])).toEqual([
      [20000, 40],
      [20100, 41],
      [20200, 42],
      [20300, 43],
    ]);
  });

  it('stock_was applies the change to the current stock (orders taken meanwhile are kept)', async () => {
    const d = await create();
    const first = d.skus[0];
    // An order takes 2 pieces while the form is open (5 -> 3).
    await t.database.db.execute(sql`UPDATE good_skus SET stock = stock - 2 WHERE id = ${first.id}`);
    const skus = d.skus.map((s, i) => ({ ...s, stock_was: s.stock, stock: i === 0 ? s.stock + 10 : s.stock }));
    const after: AdminGoodDetail = (await staff('PUT', `/v1/admin/goods/${d.id}`, asInput(d, { skus }))).json().data;
    expect(after.skus[0].stock).toBe(13); // 3 + 10, not 15
    expect(after.skus[1].stock).toBe(d.skus[1].stock); // untouched
  });

  it('adding an axis value adds SKUs; removing one removes its SKUs and their cart lines', async () => {
    const d = await create();
    const customer = await newCustomer(t, 'cart');
    const blueM = d.skus.find((s) => s.options.color === 'blue' && s.options.size === 'm');
    await t.database.db.execute(
      sql`INSERT INTO cart_lines (user_id, sku_id, quantity) VALUES (${customer.userId}, ${blueM?.id}, 1)`,
    );
    const sizes: Axis = { ...SIZE, values: [...SIZE.values, { key: 'l', name: t2('L', 'L') }] };
    const colors: Axis = { ...COLOR, values: COLOR.values.slice(0, 1) }; // blue goes
    const skus = [
      ...d.skus.filter((s) => s.options.color === 'red').map((s) => ({ ...s })),
      { code: `${d.skus[0].code}-L`, options: { color: 'red', size: 'l' }, price: 99, stock: 3 },
    ];
    const res = await staff('PUT', `/v1/admin/goods/${d.id}`, asInput(d, { property: [colors, sizes], skus }));
    expect(res.json().code, res.body).toBe(200);
    const after: AdminGoodDetail = res.json().data;
    expect(after.skus.map((s) => `${s.options.color}/${s.options.size}`)).toEqual(['red/s', 'red/m', 'red/l']);
    expect(after.price_min).toBe(99);
    const cart = await rows(sql`SELECT 1 FROM cart_lines WHERE user_id = ${customer.userId}`);
    expect(cart).toHaveLength(0);
    const good: GoodDetail = (await storefront(d.id)).json().data;
    expect(Object.keys(good.property.color.values)).toHaveLength(1);
    expect(good.good_sku).toHaveLength(3);
  });

  it('a combination can be marked as not offered, and swapping two SKU codes works', async () => {
    const d = await create();
    const skus = d.skus.map((s, i) => {
      if (i === 3) return { options: s.options, offered: false };
      if (i === 0) return { ...s, code: d.skus[1].code };
      if (i === 1) return { ...s, code: d.skus[0].code };
      return s;
    });
    const res = await staff('PUT', `/v1/admin/goods/${d.id}`, asInput(d, { skus }));
    expect(res.json().code, res.body).toBe(200);
    const after: AdminGoodDetail = res.json().data;
    expect(after.skus).toHaveLength(3);
    expect(after.skus[0].code).toBe(d.skus[1].code);
    expect(after.skus[1].code).toBe(d.skus[0].code);
    expect(after.price_max).toBe(12000);
  });

  it('off shelf: the storefront answers 404; on shelf again: 200; both audited', async () => {
    const d = await create();
    const off = await staff('PUT', `/v1/admin/goods/${d.id}/shelf`, { on_shelf: false });
    expect(off.json()).toMatchObject({ code: 200, message: 'The good is off shelf', data: { on_shelf: false } });
    expect((await storefront(d.id)).statusCode).toBe(404);
    // The admin list still has it.
    const list = await staff('GET', `/v1/admin/goods?keyword=${encodeURIComponent(d.name.en)}&on_shelf=false`);
    expect(list.json().data.list.map((g: AdminGoodRow) => g.id)).toEqual([d.id]);
    await staff('PUT', `/v1/admin/goods/${d.id}/shelf`, { on_shelf: true });
    expect((await storefront(d.id)).statusCode).toBe(200);
    const audit = await rows<{ action: string; before: unknown; after: unknown }>(
      sql`SELECT action, before, after FROM audit_log WHERE entity = 'good' AND entity_id = ${String(d.id)} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['good.create', 'good.shelf_off', 'good.shelf_on']);
    expect(audit[1]).toMatchObject({ before: { on_shelf: true }, after: { on_shelf: false } });
  });

  it('writes the audit log for create, update, bulk and delete, with who and before / after', async () => {
    const me = await newStaff(t, 'operator');
    const d = (await staff('POST', '/v1/admin/goods', goodInput(), me.headers)).json().data as AdminGoodDetail;
    await staff('PUT', `/v1/admin/goods/${d.id}`, asInput(d, { sort: 77 }), me.headers);
    await staff('PUT', '/v1/admin/goods/bulk', { skus: [{ id: d.skus[0].id, stock: 99 }] }, me.headers);
    await staff('DELETE', `/v1/admin/goods/${d.id}`, undefined, me.headers);
    const audit = await rows<{ action: string; staff_id: number; before: { sort?: number } | null; after: unknown }>(
      sql`SELECT action, staff_id, before, after FROM audit_log WHERE entity = 'good' AND entity_id = ${String(d.id)} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['good.create', 'good.update', 'good.bulk_update', 'good.delete']);
    expect(audit.every((a) => a.staff_id === me.staffId)).toBe(true);
    expect(audit[1].before?.sort).toBe(5);
    expect(audit[1].after).toMatchObject({ sort: 77 });
    expect(audit[2]).toMatchObject({
      before: [{ id: d.skus[0].id, stock: 5 }],
      after: [{ id: d.skus[0].id, stock: 99 }],
    });
    expect(audit[3].after).toBeNull();
  });

  it('bulk edit: prices and stock of SKUs of two goods in one go, price ranges recomputed', async () => {
    const a = await create();
    const b = await create();
    await storefront(a.id); // cached
    const skus = await staff('GET', `/v1/admin/goods/skus?good_ids=${a.id},${b.id}`);
    const listed: AdminBulkSku[] = skus.json().data;
    expect(listed).toHaveLength(8);
    expect(listed[0]).toMatchObject({ good_name: expect.any(Object), property: expect.any(Array) });
    const res = await staff('PUT', '/v1/admin/goods/bulk', {
      skus: [
        { id: a.skus[0].id, price: 500, stock: 50 },
        { id: a.skus[3].id, price: 90000 },
        { id: b.skus[1].id, stock: 0 },
      ],
    });
    expect(res.json()).toMatchObject({ code: 200, message: 'Bulk changes saved' });
    expect((res.json().data as AdminBulkSku[]).map((s) => [s.id, s.price, s.stock])).toEqual([
      [a.skus[0].id, 500, 50],
      [a.skus[3].id, 90000, 0],
      [b.skus[1].id, 12000, 0],
    ]);
    const good: GoodDetail = (await storefront(a.id)).json().data;
    expect([good.price, good.price_max]).toEqual([500, 90000]);
    expect(good.good_sku[0].stock).toBe(50);
  });

  it('bulk edit is all or nothing', async () => {
    const a = await create();
    const res = await staff('PUT', '/v1/admin/goods/bulk', {
      skus: [
        { id: a.skus[0].id, stock: 1 },
        { id: 2_000_000_000, stock: 1 },
      ],
    });
    await expectError(res, 400, 'SKU 2000000000 does not exist');
    expect((await staff('GET', `/v1/admin/goods/${a.id}`)).json().data.skus[0].stock).toBe(5);
    await expectError(
      await staff('PUT', '/v1/admin/goods/bulk', { skus: [{ id: a.skus[0].id }] }),
      400,
      'Choose SKUs and enter a price or stock to set',
    );
    await expectError(
      await staff('PUT', '/v1/admin/goods/bulk', { skus: [{ id: a.skus[0].id, price: -1 }] }),
      400,
      'A SKU price cannot be below 0',
    );
    await expectError(
      await staff('PUT', '/v1/admin/goods/bulk', { skus: [{ id: a.skus[0].id, stock: 1.5 }] }),
      400,
      'Stock must be a whole number from 0 to 1,000,000',
    );
    await expectError(
      await staff('PUT', '/v1/admin/goods/bulk', {
        skus: [
          { id: a.skus[0].id, stock: 1 },
          { id: a.skus[0].id, stock: 2 },
        ],
      }),
      400,
      `SKU ${a.skus[0].id} appears twice`,
    );
  });

  describe('refuses bad input with a clear message', () => {
    const bad = async (over: Record<string, unknown>, status: number, message: string | RegExp) => {
      const res = await staff('POST', '/v1/admin/goods', goodInput(over));
      return expectError(res, status, message);
    };
    const skusWith = (i: number, patch: Record<string, unknown>) => {
      const g = goodInput();
      return g.skus.map((s, j) => (j === i ? { ...s, ...patch } : s));
    };

    it('a SKU price below 0', async () => {
      await bad({ skus: skusWith(2, { price: -1 }) }, 400, 'A SKU price cannot be below 0');
    });
    it('a SKU price that is not a whole number of minor units', async () => {
      await bad({ skus: skusWith(2, { price: 12.5 }) }, 400, 'Enter a price for every offered SKU');
    });
    it('a negative stock', async () => {
      await bad({ skus: skusWith(0, { stock: -3 }) }, 400, 'Stock must be a whole number from 0 to 1,000,000');
    });
    it('the same SKU code twice in the request', async () => {
      const g = goodInput();
      const skus = g.skus.map((s, i) => (i === 1 ? { ...s, code: g.skus[0].code } : s));
      const body = await expectError(
        await staff('POST', '/v1/admin/goods', { ...g, skus }),
        400,
        `SKU code "${g.skus[0].code}" appears twice in this good`,
      );
      expect(body.data).toEqual({ field: ['skus', 1, 'code'] });
    });
    it('a SKU code another good has (409), also for the seed', async () => {
      const other = await create();
      await bad(
        { skus: skusWith(3, { code: other.skus[2].code }) },
        409,
        `SKU code "${other.skus[2].code}" is already used by another good`,
      );
      const [seed] = await rows<{ code: string }>(sql`SELECT code FROM good_skus ORDER BY id LIMIT 1`);
      const d = await create();
      const skus = d.skus.map((s, i) => (i === 0 ? { ...s, code: seed.code } : s));
      await expectError(
        await staff('PUT', `/v1/admin/goods/${d.id}`, asInput(d, { skus })),
        409,
        `SKU code "${seed.code}" is already used by another good`,
      );
    });
    it('an invalid SKU code', async () => {
      await bad({ skus: skusWith(0, { code: '' }) }, 400, /^A SKU code has 1 to 64 letters/);
      await bad({ skus: skusWith(0, { code: 'has space' }) }, 400, /^A SKU code has 1 to 64 letters/);
    });
    it('a missing Chinese name', async () => {
      await bad({ name: t2('', 'Only English') }, 400, "Enter the good's Chinese name");
      await bad({ name: { en: 'Only English' } }, 400, "Enter the good's Chinese name");
      await bad({ name: t2('   ', 'Blank') }, 400, "Enter the good's Chinese name");
    });
    it('SKU options that do not match the axes', async () => {
      await bad(
        { skus: skusWith(1, { options: { color: 'green', size: 'm' } }) },
        400,
        "The options of SKU row 2 do not match the good's options",
      );
      await bad(
        { skus: skusWith(1, { options: { color: 'red' } }) },
        400,
        "The options of SKU row 2 do not match the good's options",
      );
    });
    it('an incomplete matrix', async () => {
      const body = await bad(
        { skus: goodInput().skus.slice(0, 3) },
        400,
        'The combination "Blue / M" is missing: give it a SKU or mark it as not offered',
      );
      expect(body.data).toEqual({ field: ['skus'] });
    });
    it('a combination twice', async () => {
      await bad(
        { skus: skusWith(3, { options: { color: 'red', size: 's' } }) },
        400,
        'The combination "Red / S" appears twice',
      );
    });
    it('an unknown category, or a collection given as category', async () => {
      await bad({ category_id: 999_999 }, 400, 'Category 999999 does not exist or is not a goods category');
      await bad(
        { category_id: collectionId },
        400,
        `Category ${collectionId} does not exist or is not a goods category`,
      );
    });
    it('images: too many, or not from the upload endpoint', async () => {
      await bad({ images: Array.from({ length: 10 }, (_, i) => IMG(i)) }, 400, 'A good can have at most 9 images');
      await bad(
        { images: ['https://evil.example/a.webp'] },
        400,
        'Invalid image address: add images with the upload button',
      );
      await bad(
        { images: ['/uploads/../etc/passwd.webp'] },
        400,
        'Invalid image address: add images with the upload button',
      );
      await bad(
        { skus: skusWith(0, { image: 'javascript:alert(1)' }) },
        400,
        'Invalid image address: add images with the upload button',
      );
    });
    it('services outside 1-4 or twice', async () => {
      await bad({ services: [5] }, 400, 'Service notes are ids 1 to 4, each at most once');
      await bad({ services: [1, 1] }, 400, 'Service notes are ids 1 to 4, each at most once');
    });
    it('axes: too many, no values, a duplicate value, a nameless axis', async () => {
      const axis = (key: string): Axis => ({ key, name: t2(key, key), values: [{ key: 'x', name: t2('x', 'x') }] });
      await bad(
        { property: [axis('a'), axis('b'), axis('c'), axis('d')] },
        400,
        'A good can have at most 3 option axes',
      );
      await bad({ property: [COLOR, { ...SIZE, values: [] }] }, 400, 'Option "Size" needs at least one value');
      const dup = { ...SIZE, values: [...SIZE.values, { key: 's', name: t2('小', 'Small') }] };
      await bad({ property: [COLOR, dup] }, 400, 'Value "Small" appears twice in option "Size"');
      await bad(
        { property: [COLOR, { ...SIZE, name: t2('', 'Size') }] },
        400,
        'Enter the Chinese name of every option',
      );
    });
    it('too many combinations', async () => {
      const big = (key: string): Axis => ({
        key,
        name: t2(key, key),
        values: Array.from({ length: 20 }, (_, i) => ({ key: `v${i}`, name: t2(`${i}`, `${i}`) })),
      });
      await bad({ property: [big('a'), big('b')], skus: [] }, 400, 'A good can have at most 300 combinations');
    });
    it('nothing offered', async () => {
      await bad(
        { skus: goodInput().skus.map((s) => ({ options: s.options, offered: false })) },
        400,
        'At least one combination must be offered',
      );
    });
    it('a SKU id of another good', async () => {
      const a = await create();
      const b = await create();
      const skus = a.skus.map((s, i) => (i === 0 ? { ...s, id: b.skus[0].id } : s));
      await expectError(
        await staff('PUT', `/v1/admin/goods/${a.id}`, asInput(a, { skus })),
        400,
        `SKU ${b.skus[0].id} does not belong to this good`,
      );
    });
    it('the Chinese message for Chinese callers', async () => {
      const res = await staff(
        'POST',
        '/v1/admin/goods',
        goodInput({ skus: skusWith(0, { price: -5 }) }),
        operator,
        'zh-cn',
      );
      expect(res.json().message).toBe('SKU 价格不能小于 0');
    });
    it('nothing is half-written', async () => {
      const [{ n: before }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods`);
      await bad({ skus: skusWith(3, { options: { color: 'red', size: 's' } }) }, 400, /appears twice/);
      const [{ n: after }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods`);
      expect(after).toBe(before);
    });
  });

  it('a stale save (someone else saved since) is refused with 409', async () => {
    const d = await create();
    await staff('PUT', `/v1/admin/goods/${d.id}`, asInput(d, { sort: 1 }));
    await expectError(
      await staff('PUT', `/v1/admin/goods/${d.id}`, asInput(d, { sort: 2, expected_updated_at: d.updated_at })),
      409,
      'Someone else saved this good while you were editing it; reload it and save again',
    );
    const fresh: AdminGoodDetail = (await staff('GET', `/v1/admin/goods/${d.id}`)).json().data;
    const ok = await staff(
      'PUT',
      `/v1/admin/goods/${d.id}`,
      asInput(fresh, { sort: 2, expected_updated_at: fresh.updated_at }),
    );
    expect(ok.json().code).toBe(200);
  });

  it('ten racing saves of one good end with one consistent SKU set', async () => {
    const d = await create();
    const saves = Array.from({ length: 10 }, (_, n) => {
      // Each save has its own matrix: 2 colours x (1 + n % 3) sizes, new codes, its own price.
      const sizes: Axis = {
        ...SIZE,
        values: [
          { key: 's', name: t2('S', 'S') },
          { key: 'm', name: t2('M', 'M') },
          { key: 'l', name: t2('L', 'L') },
        ].slice(0, 1 + (n % 3)),
      };
      const skus = COLOR.values.flatMap((c) =>
        sizes.values.map((s) => ({
          code: `RACE-${d.id}-${n}-${c.key}-${s.key}`,
          options: { color: c.key, size: s.key },
          price: 1000 * (n + 1),
          stock: n,
        })),
      );
      return staff('PUT', `/v1/admin/goods/${d.id}`, asInput(d, { property: [COLOR, sizes], skus, sort: n }));
    });
    const answers = await Promise.all(saves);
    expect(answers.map((r) => r.json().code)).toEqual(Array(10).fill(200));
    const final: AdminGoodDetail = (await staff('GET', `/v1/admin/goods/${d.id}`)).json().data;
    const n = final.sort;
    const sizes = 1 + (n % 3);
    expect(final.skus).toHaveLength(2 * sizes);
    expect(final.skus.every((s) => s.price === 1000 * (n + 1) && s.stock === n)).toBe(true);
    expect(final.skus.every((s) => s.code.startsWith(`RACE-${d.id}-${n}-`))).toBe(true);
    expect(final.property[1].values).toHaveLength(sizes);
    expect([final.price_min, final.price_max]).toEqual([1000 * (n + 1), 1000 * (n + 1)]);
    const good: GoodDetail = (await storefront(d.id)).json().data;
    expect(good.good_sku).toHaveLength(2 * sizes);
  });

  it('two racing creates with the same SKU code: one is created, the other gets the 409', async () => {
    const code = `RACE-CREATE-${Date.now()}`;
    const body = () => goodInput({ property: [], skus: [{ code, options: {}, price: 100, stock: 1 }] });
    const answers = await Promise.all(Array.from({ length: 4 }, () => staff('POST', '/v1/admin/goods', body())));
    const codes = answers.map((r) => r.json().code).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const refused = answers.find((r) => r.json().code === 409);
    expect(refused?.json().message).toBe(`SKU code "${code}" is already used by another good`);
    const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM good_skus WHERE code = ${code}`);
    expect(n).toBe(1);
  });

  it('deletes a good never ordered; an ordered one answers 409 (take it off shelf)', async () => {
    const fresh = await create();
    const del = await staff('DELETE', `/v1/admin/goods/${fresh.id}`);
    expect(del.json()).toMatchObject({ code: 200, message: 'Good deleted' });
    expect((await storefront(fresh.id)).statusCode).toBe(404);
    expect((await staff('GET', `/v1/admin/goods/${fresh.id}`)).statusCode).toBe(404);

    const ordered = await create();
    const customer = await newCustomer(t, 'orders');
    const [order] = await rows<{ id: number }>(sql`
      INSERT INTO orders (order_no, user_id, currency, items_total, shipping_fee, total, item_count, address, pay_deadline,
                          shop_currency, shop_items_total, shop_shipping_fee, shop_discount, shop_total)
      VALUES (${`T${Date.now()}`}, ${customer.userId}, 'CNY', 10000, 0, 10000, 1, '{}'::jsonb, now(), 'CNY', 10000, 0, 0, 10000)
      RETURNING id`);
    await t.database.db.execute(sql`
      INSERT INTO order_lines (order_id, good_id, sku_id, sku_code, name, price, quantity, total)
      VALUES (${order.id}, ${ordered.id}, ${ordered.skus[0].id}, ${ordered.skus[0].code}, ${JSON.stringify(ordered.name)}::jsonb, 10000, 1, 10000)`);
    await expectError(
      await staff('DELETE', `/v1/admin/goods/${ordered.id}`),
      409,
      'This good has been ordered, so it cannot be deleted; take it off shelf instead',
    );
    expect((await staff('GET', `/v1/admin/goods/${ordered.id}`)).json().data.ordered).toBe(true);
    // Its ordered SKU may still be removed from the matrix: the order keeps its snapshot.
    const skus = ordered.skus.map((s, i) => (i === 0 ? { options: s.options, offered: false } : s));
    expect((await staff('PUT', `/v1/admin/goods/${ordered.id}`, asInput(ordered, { skus }))).json().code).toBe(200);
    const [line] = await rows<{ sku_code: string }>(sql`SELECT sku_code FROM order_lines WHERE order_id = ${order.id}`);
    expect(line.sku_code).toBe(ordered.skus[0].code);
  });

  it('unknown goods answer 404', async () => {
    expect((await staff('GET', '/v1/admin/goods/999999')).statusCode).toBe(404);
    expect((await staff('PUT', '/v1/admin/goods/999999', goodInput())).statusCode).toBe(404);
    expect((await staff('PUT', '/v1/admin/goods/999999/shelf', { on_shelf: false })).statusCode).toBe(404);
    expect((await staff('DELETE', '/v1/admin/goods/999999')).statusCode).toBe(404);
  });

  describe('the list', () => {
    let mine: AdminGoodDetail;
    beforeAll(async () => {
      mine = await create({ name: t2('独一无二的青花瓷杯', 'Unique Blue Cup Zyx'), category_id: childCategoryId });
      await staff('PUT', '/v1/admin/goods/bulk', { skus: [{ id: mine.skus[0].id, stock: 2 }] });
    });
    const list = async (q: string) => {
      const res = await staff('GET', `/v1/admin/goods?${q}`);
      expect(res.json().code, res.body).toBe(200);
      return res.json().data as AdminPage<AdminGoodRow>;
    };

    it('pages every good, on and off shelf', async () => {
      const [{ n }] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods`);
      const page = await list('page=1&page_size=5');
      expect(page).toMatchObject({ total: n, page: 1, page_size: 5 });
      expect(page.list).toHaveLength(5);
    });
    it('searches names in both languages and SKU codes', async () => {
      expect((await list('keyword=青花瓷')).list.map((g) => g.id)).toEqual([mine.id]);
      expect((await list('keyword=blue%20cup%20zyx')).list.map((g) => g.id)).toEqual([mine.id]);
      expect((await list(`keyword=${mine.skus[1].code.toLowerCase()}`)).list.map((g) => g.id)).toEqual([mine.id]);
      expect((await list('keyword=%25_')).total).toBe(0);
    });
    it('a row has the figures the table shows', async () => {
      const [row] = (await list('keyword=青花瓷')).list;
      expect(row).toMatchObject({
        id: mine.id,
        image: mine.images[0],
        category: { id: childCategoryId },
        on_shelf: true,
        price_min: 10000,
        price_max: 13000,
        stock_total: 2 + 6 + 7 + 0,
        sku_count: 4,
        low_stock_skus: 2,
      });
    });
    it('filters by category (with its sub-categories), shelf and low stock', async () => {
      const parent = await list(`category_id=${categoryId}&page_size=100`);
      expect(parent.list.map((g) => g.id)).toContain(mine.id);
      const child = await list(`category_id=${childCategoryId}&page_size=100`);
      expect(child.list.every((g) => g.category?.id === childCategoryId)).toBe(true);
      const off = await list('on_shelf=false&page_size=100');
      expect(off.list.every((g) => !g.on_shelf)).toBe(true);
      const low = await list('low_stock=true&page_size=100');
      expect(low.list.map((g) => g.id)).toContain(mine.id);
      expect(low.list.every((g) => g.low_stock_skus > 0)).toBe(true);
    });
    it('sorts', async () => {
      const asc = (await list('sort=price_asc&page_size=100')).list.map((g) => g.price_min);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const stock = (await list('sort=stock_asc&page_size=100')).list.map((g) => g.stock_total);
      expect(stock).toEqual([...stock].sort((a, b) => a - b));
      const updated = (await list('sort=updated_desc&page_size=100')).list.map((g) => g.updated_at);
      expect(updated).toEqual([...updated].sort().reverse());
      expect((await staff('GET', '/v1/admin/goods?sort=nope')).statusCode).toBe(400);
    });
    it('categories: every type-1 group in both languages', async () => {
      const res = await staff('GET', '/v1/admin/goods/categories');
      const cats = res.json().data as { id: number; name: { 'zh-cn': string; en: string } }[];
      expect(cats.map((c) => c.id)).toContain(childCategoryId);
      expect(cats.map((c) => c.id)).not.toContain(collectionId);
      expect(cats[0].name).toHaveProperty('en');
    });
  });

  it('the catalog invalidation also reaches listeners (the SSR page cache)', () => {
    let calls = 0;
    const off = t.app.deps.catalog.onInvalidate(() => calls++);
    t.app.deps.catalog.invalidate();
    off();
    t.app.deps.catalog.invalidate();
    expect(calls).toBe(1);
  });

  it('owners may use it too; customers may not', async () => {
    expect((await staff('GET', '/v1/admin/goods', undefined, owner)).json().code).toBe(200);
    const c = await newCustomer(t, 'nosy');
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/goods', headers: c.headers })).statusCode).toBe(403);
  });
});
