// Related goods and recently viewed goods (issue #41 items 1 and 2), on both databases:
// related answers never the good itself, only goods on shelf and in stock, at most 8,
// bought-together first, then its category, then best sellers, in the caller's language
// and currency, live before the job's first run; the job run by two instances at once
// runs once. Recently viewed: newest first, each once, 12 at most, per customer, the
// visitor's cookie merged at sign-in, hostile input refused in the envelope.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { goodGroups, goods } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, newCustomer } from '../helpers/customers.ts';
import { insertGood, setStock, type TestSku } from '../helpers/goods.ts';
import { payOnDemo } from '../helpers/orders.ts';
import { TEST_BACKEND } from '../helpers/pg.ts';

describe('related goods', () => {
  let t: TestApp;
  /** Goods by name: x the good asked about, a* its category, b* another, t bought with x. */
  const g: Record<string, TestSku> = {};

  const db = () => t.database.db;
  const related = async (id: number, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/v1/good/${id}/related`, headers: { lang: 'en', ...headers } });
    expect(res.json().code, res.body).toBe(200);
    return res.json().data as { id: number; name: string; price: number; currency: string; in_stock: boolean }[];
  };
  const ids = (list: { id: number }[]) => list.map((c) => c.id);

  async function category(name: string): Promise<number> {
    const [row] = await db()
      .insert(goodGroups)
      .values({ type: 1, name: { 'zh-cn': `分类${name}`, en: `Category ${name}` } })
      .returning({ id: goodGroups.id });
    return row!.id;
  }

  async function good(name: string, cat: number, sales: number, opts: { stock?: number; onShelf?: boolean } = {}) {
    const [sku] = await insertGood(db(), [{ price: 1000 + sales, stock: opts.stock ?? 10 }], { onShelf: opts.onShelf });
    await db().update(goods).set({ categoryId: cat, sales }).where(eq(goods.id, sku!.goodId));
    g[name] = sku!;
  }

  beforeAll(async () => {
    t = await createTestApp();
    // The demo's goods stay out of the way: only this file's goods are on shelf.
    await db().execute(sql`UPDATE goods SET on_shelf = false`);
    const a = await category('A');
    const b = await category('B');
    await good('x', a, 3);
    await good('a1', a, 1);
    await good('a2', a, 5);
    await good('aSoldOut', a, 90, { stock: 0 });
    await good('aOff', a, 80, { onShelf: false });
    for (const [i, sales] of [100, 60, 50, 40, 30, 20, 10].entries()) await good(`b${i + 1}`, b, sales);
    await good('t', b, 0);
    t.app.deps.catalog.invalidate();
  });
  afterAll(() => t?.close());

  it('before the job ran: its category, then best sellers, live; never itself, sold-out or off-shelf goods; 8 at most', async () => {
    const list = await related(g.x!.goodId);
    expect(ids(list)).toEqual([g.a2, g.a1, g.b1, g.b2, g.b3, g.b4, g.b5, g.b6].map((s) => s!.goodId));
    expect(list.every((c) => c.in_stock)).toBe(true);
  });

  it('after a paid order: goods bought with it come first, then its category, then best sellers', async () => {
    const buyer = await newCustomer(t, 'related');
    const addressId = await addAddress(t, buyer.userId);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/v2/order',
      headers: { lang: 'en', ...buyer.headers },
      payload: {
        items: [
          { sku_id: g.x!.id, quantity: 1 },
          { sku_id: g.t!.id, quantity: 1 },
        ],
        address_id: addressId,
      },
    });
    expect(placed.json().code, placed.body).toBe(200);
    // An unpaid order counts for nothing: the lists stay as they were.
    expect((await t.app.deps.related.refresh(new Date())).ran).toBe(true);
    expect(ids(await related(g.x!.goodId))[0]).toBe(g.a2!.goodId);
    await payOnDemo(t, buyer, placed.json().data.id);
    const { ran, changed } = await t.app.deps.related.refresh(new Date());
    expect(ran).toBe(true);
    expect(changed).toContain(g.x!.goodId);
    const list = await related(g.x!.goodId);
    expect(ids(list)).toEqual([g.t, g.a2, g.a1, g.b1, g.b2, g.b3, g.b4, g.b5].map((s) => s!.goodId));
    // And the other way round: x comes first under t.
    expect(ids(await related(g.t!.goodId))[0]).toBe(g.x!.goodId);
  });

  it('a good that sells out or leaves the shelf after the run is left out at once; the row is topped up', async () => {
    await setStock(db(), g.a2!.id, 0);
    await db().update(goods).set({ onShelf: false }).where(eq(goods.id, g.b1!.goodId));
    t.app.deps.catalog.invalidate();
    const list = await related(g.x!.goodId);
    expect(ids(list)).toEqual([g.t, g.a1, g.b2, g.b3, g.b4, g.b5, g.b6, g.b7].map((s) => s!.goodId));
    await setStock(db(), g.a2!.id, 10);
    await db().update(goods).set({ onShelf: true }).where(eq(goods.id, g.b1!.goodId));
    t.app.deps.catalog.invalidate();
  });

  it("answers in the caller's language and currency, as the catalog's cards do", async () => {
    await db().execute(sql`INSERT INTO shop_currencies (code, rate) VALUES ('USD', 0.14) ON CONFLICT DO NOTHING`);
    t.app.deps.currencies.invalidate();
    const en = await related(g.x!.goodId, { currency: 'USD' });
    const zh = await related(g.x!.goodId, { lang: 'zh-cn' });
    expect(en[0]!.name).toMatch(/^Test good/);
    expect(zh[0]!.name).toMatch(/^测试商品/);
    const cards = await t.app.inject({
      url: `/v1/good/GetldList?ids=${ids(en).join(',')}`,
      headers: { lang: 'en', currency: 'USD' },
    });
    expect(en).toEqual(cards.json().data);
    expect(en[0]!.currency).toBe('USD');
  });

  it('for several goods (a cart): none of them; for none: best sellers', async () => {
    const res = await t.app.inject({ url: `/v1/good/related?ids=${g.x!.goodId},${g.t!.goodId}` });
    const list = ids(res.json().data);
    expect(list).not.toContain(g.x!.goodId);
    expect(list).not.toContain(g.t!.goodId);
    expect(list.length).toBe(8);
    const best = await t.app.inject({ url: '/v1/good/related' });
    expect(ids(best.json().data).slice(0, 3)).toEqual([g.b1, g.b2, g.b3].map((s) => s!.goodId));
  });

  it('refuses hostile input in the envelope, and a good not on shelf is not found', async () => {
    for (const url of [
      '/v1/good/abc/related',
      '/v1/good/0/related',
      '/v1/good/99999999999/related',
      '/v1/good/related?ids=0',
      '/v1/good/related?ids=1,x',
      `/v1/good/related?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const res = await t.app.inject({ url, headers: { lang: 'en' } });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().code, url).toBe(400);
    }
    const off = await t.app.inject({ url: `/v1/good/${g.aOff!.goodId}/related`, headers: { lang: 'en' } });
    expect(off.json().code).toBe(404);
    expect((await t.app.inject({ url: '/v1/good/2147483647/related' })).json().code).toBe(404);
  });

  it('the job runs once when two instances run it at once, and not again until due or a catalog change', async () => {
    const second =
      TEST_BACKEND === 'postgres'
        ? await (async () => {
            const database = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir });
            const app = await buildApp({ config: t.config, database });
            return {
              app,
              close: async () => {
                await app.close();
                await database.close();
              },
            };
          })()
        : // The embedded database is one process's: its two callers share it.
          { app: t.app, close: async () => undefined };
    try {
      const stamp = async () =>
        (
          await db().execute<{ at: string }>(
            sql`SELECT last_run_at::text AS at FROM job_runs WHERE name = 'related goods'`,
          )
        ).rows[0]!.at;
      const before = await stamp();
      const changedAt = new Date();
      const runs = await Promise.all([
        t.app.deps.related.refresh(changedAt),
        second.app.deps.related.refresh(changedAt),
        t.app.deps.related.refresh(changedAt),
        second.app.deps.related.refresh(changedAt),
      ]);
      expect(runs.filter((r) => r.ran)).toHaveLength(1);
      expect(await stamp()).not.toBe(before);
      // Current and nothing changed since: nobody runs it.
      expect((await t.app.deps.related.refresh()).ran).toBe(false);
      expect((await second.app.deps.related.refresh()).ran).toBe(false);
      // A catalog change heard after the run makes it due.
      expect((await second.app.deps.related.refresh(new Date(Date.now() + 1000))).ran).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('works out many goods in chunks, exactly as the former single statement did; unchanged lists are not rewritten', async () => {
    // Enough goods for several ranges and write transactions (related/queries.ts), some
    // sold out, some off shelf between goods on shelf, in two categories of one tree.
    const [parent] = await db()
      .insert(goodGroups)
      .values({ type: 1, name: { 'zh-cn': '分类父', en: 'Category parent' } })
      .returning({ id: goodGroups.id });
    const children = await db()
      .insert(goodGroups)
      .values([1, 2].map((n) => ({ type: 1, parentId: parent!.id, name: { 'zh-cn': `子${n}`, en: `Child ${n}` } })))
      .returning({ id: goodGroups.id });
    await db().execute(
      sql`INSERT INTO goods (category_id, name, description, images, property, services, sales, price_min, price_max)
          SELECT (ARRAY[${children[0]!.id}::int, ${children[1]!.id}::int, ${parent!.id}::int])[1 + n % 3],
                 jsonb_build_object('zh-cn', '批量' || n, 'en', 'Bulk ' || n), '{"zh-cn":"","en":""}'::jsonb,
                 '[]'::jsonb, '[]'::jsonb, '{}', (n * 37) % 11, 1000, 1000
          FROM generate_series(1, 700) AS n`,
    );
    await db().execute(
      sql`INSERT INTO good_skus (good_id, code, options, price, stock)
          SELECT id, 'BULK-REL-' || id, '{}'::jsonb, 1000, CASE WHEN id % 9 = 0 THEN 0 ELSE 5 END
          FROM goods WHERE name->>'en' LIKE 'Bulk %'`,
    );
    await db().execute(sql`UPDATE goods SET on_shelf = false WHERE name->>'en' LIKE 'Bulk %' AND id % 13 = 0`);
    t.app.deps.catalog.invalidate();

    // The rule as one SQL statement (the job's former way), every list as 'id:source,…'.
    const formerLists = async () =>
      new Map(
        (
          await db().execute<{ good_id: number; list: string }>(
            sql`WITH shelf AS MATERIALIZED (
                  SELECT g.id, g.category_id, coalesce(c.parent_id, g.category_id) AS family, g.sales,
                         EXISTS (SELECT 1 FROM good_skus s WHERE s.good_id = g.id AND s.stock > 0) AS in_stock
                  FROM goods g LEFT JOIN good_groups c ON c.id = g.category_id WHERE g.on_shelf
                ),
                offered AS MATERIALIZED (SELECT id, category_id, family, sales FROM shelf WHERE in_stock),
                together AS (
                  SELECT a.good_id, b.good_id AS related_id, count(DISTINCT o.id) AS n
                  FROM orders o
                  JOIN order_lines a ON a.order_id = o.id
                  JOIN order_lines b ON b.order_id = o.id AND b.good_id <> a.good_id
                  WHERE o.paid_at IS NOT NULL AND o.paid_at > now() - make_interval(days => 180)
                  GROUP BY a.good_id, b.good_id
                ),
                by_category AS (
                  SELECT id, category_id, row_number() OVER (PARTITION BY category_id ORDER BY sales DESC, id DESC) AS r
                  FROM offered WHERE category_id IS NOT NULL
                ),
                by_family AS (
                  SELECT id, family, row_number() OVER (PARTITION BY family ORDER BY sales DESC, id DESC) AS r
                  FROM offered WHERE family IS NOT NULL
                ),
                best AS (SELECT id, row_number() OVER (ORDER BY sales DESC, id DESC) AS r FROM offered),
                candidates AS (
                  SELECT t.good_id, t.related_id, 1 AS source,
                         row_number() OVER (PARTITION BY t.good_id ORDER BY t.n DESC, o.sales DESC, o.id DESC) AS r
                    FROM together t JOIN offered o ON o.id = t.related_id JOIN shelf s ON s.id = t.good_id
                  UNION ALL
                  SELECT s.id, c.id, 2, c.r FROM shelf s JOIN by_category c ON c.category_id = s.category_id AND c.r <= 17
                  UNION ALL
                  SELECT s.id, f.id, 2, 17 + f.r FROM shelf s JOIN by_family f ON f.family = s.family AND f.r <= 17
                  UNION ALL
                  SELECT s.id, b.id, 3, b.r FROM shelf s JOIN best b ON b.r <= 17
                ),
                firsts AS (
                  SELECT DISTINCT ON (good_id, related_id) good_id, related_id, source, r
                  FROM candidates WHERE good_id <> related_id
                  ORDER BY good_id, related_id, source, r
                ),
                kept AS (
                  SELECT * FROM (
                    SELECT good_id, related_id, source,
                           row_number() OVER (PARTITION BY good_id ORDER BY source, r, related_id) AS position
                    FROM firsts
                  ) ranked WHERE position <= 16
                )
                SELECT good_id, string_agg(related_id::text || ':' || source, ',' ORDER BY position) AS list
                FROM kept GROUP BY good_id`,
          )
        ).rows.map((r) => [r.good_id, r.list]),
      );
    const storedLists = async () =>
      new Map(
        (
          await db().execute<{ good_id: number; list: string }>(
            sql`SELECT good_id, string_agg(related_id::text || ':' || source, ',' ORDER BY position) AS list
                FROM related_goods GROUP BY good_id`,
          )
        ).rows.map((r) => [r.good_id, r.list]),
      );

    const first = await t.app.deps.related.refresh(new Date(Date.now() + 1000));
    expect(first.ran).toBe(true);
    expect(first.changed.length).toBeGreaterThan(600);
    const expected = await formerLists();
    expect(expected.size).toBeGreaterThan(600);
    expect(await storedLists()).toEqual(expected);

    // Nothing changed: nothing rewritten.
    expect((await t.app.deps.related.refresh(new Date(Date.now() + 1000))).changed).toEqual([]);

    // Goods leave the shelf, others sell out or come back: the lists that changed, and only those, are rewritten.
    const gone = await db().execute<{ id: number }>(
      sql`UPDATE goods SET on_shelf = false WHERE name->>'en' LIKE 'Bulk %' AND on_shelf AND id % 10 = 0 RETURNING id`,
    );
    await db().execute(
      sql`UPDATE good_skus SET stock = CASE WHEN stock = 0 THEN 3 ELSE 0 END
          WHERE code LIKE 'BULK-REL-%' AND good_id % 17 = 0`,
    );
    t.app.deps.catalog.invalidate();
    const before = await storedLists();
    const again = await t.app.deps.related.refresh(new Date(Date.now() + 1000));
    expect(again.changed).toEqual(expect.arrayContaining(gone.rows.map((r) => r.id)));
    const after = await storedLists();
    expect(after).toEqual(await formerLists());
    const differ = [...new Set([...before.keys(), ...after.keys()])].filter((id) => before.get(id) !== after.get(id));
    expect([...again.changed].sort((a, b) => a - b)).toEqual(differ.sort((a, b) => a - b));
  });
});

describe('recently viewed goods', () => {
  let t: TestApp;
  let shelf: number[] = [];
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    for (let i = 0; i < 15; i++) shelf.push((await insertGood(t.database.db, [{ price: 500, stock: 3 }]))[0]!.goodId);
    shelf = [...shelf];
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', headers: object, payload?: unknown) =>
    t.app.inject({
      method,
      url: '/v1/user/recently-viewed',
      headers: { lang: 'en', ...headers },
      payload: payload as object,
    });
  const listOf = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((c) => c.id);

  it('asks a visitor to sign in', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      expect((await call(method, {}, method === 'POST' ? { good_id: shelf[0] } : undefined)).json().code).toBe(301);
    }
  });

  it('keeps the newest 12, each once, newest first; another customer sees none of them', async () => {
    const c = await newCustomer(t, 'viewer');
    for (const id of shelf.slice(0, 14)) await call('POST', c.headers, { good_id: id });
    // Opening one again moves it to the front.
    const again = await call('POST', c.headers, { good_id: shelf[5] });
    const expected = [
      shelf[5],
      ...shelf
        .slice(2, 14)
        .reverse()
        .filter((id) => id !== shelf[5]),
    ];
    expect(listOf(again)).toEqual(expected);
    expect(listOf(await call('GET', c.headers))).toEqual(expected);
    expect(again.headers['cache-control']).toMatch(/no-store/);
    const other = await newCustomer(t, 'other');
    expect(listOf(await call('GET', other.headers))).toEqual([]);
    // Twenty views at once still leave 12.
    await Promise.all(shelf.map((id) => call('POST', other.headers, { good_id: id })));
    expect(listOf(await call('GET', other.headers))).toHaveLength(12);
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM recently_viewed WHERE user_id = ${other.userId}`,
    );
    expect(rows[0]!.n).toBe(12);
    expect(listOf(await call('DELETE', c.headers))).toEqual([]);
    expect(listOf(await call('GET', c.headers))).toEqual([]);
    expect(listOf(await call('GET', other.headers))).toHaveLength(12);
  });

  it('adds a list kept elsewhere before its own and leaves out goods off shelf', async () => {
    const c = await newCustomer(t, 'merger');
    await call('POST', c.headers, { good_id: shelf[0] });
    const merged = await call('PUT', c.headers, { good_ids: [shelf[1], shelf[2], shelf[1], 2_000_000_000] });
    expect(listOf(merged)).toEqual([shelf[1], shelf[2], shelf[0]]);
    await t.database.db.update(goods).set({ onShelf: false }).where(eq(goods.id, shelf[2]!));
    t.app.deps.catalog.invalidate();
    expect(listOf(await call('GET', c.headers))).toEqual([shelf[1], shelf[0]]);
    await t.database.db.update(goods).set({ onShelf: true }).where(eq(goods.id, shelf[2]!));
    t.app.deps.catalog.invalidate();
  });

  it("merges the visitor's cookie at sign-in (visitor's first) and clears the cookie", async () => {
    n++;
    const email = `viewed-${n}-${Date.now()}@example.com`;
    const { id } = await t.app.deps.captcha.create('1234');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/registe',
      headers: { lang: 'en' },
      cookies: { viewed: `${shelf[7]}.${shelf[8]}.junk.${shelf[7]}.-3` },
      payload: {
        username: `viewer${n}${Date.now()}`,
        email,
        mobile: '13812345678',
        password: 'correct horse battery',
        key: id,
        dots: '1234',
      },
    });
    expect(res.json().code, res.body).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'viewed');
    expect(cleared?.value).toBe('');
    const session = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    const list = await t.app.inject({ url: '/v1/user/recently-viewed', cookies: session });
    expect(listOf(list)).toEqual([shelf[7], shelf[8]]);
  });

  it('refuses hostile input in the envelope, and writes nothing', async () => {
    const c = await newCustomer(t, 'hostile');
    const bodies: unknown[] = [
      {},
      { good_id: 0 },
      { good_id: -1 },
      { good_id: 1.5 },
      { good_id: '12' },
      { good_id: 2 ** 31 },
      { good_id: '1; DROP TABLE goods' },
      { good_id: null },
      { good_id: [1] },
    ];
    for (const body of bodies) {
      const res = await call('POST', c.headers, body);
      expect(res.json().code, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{ good_ids: shelf.slice(0, 13) }, { good_ids: ['a'] }, { good_ids: 'x' }, {}]) {
      const res = await call('PUT', c.headers, body);
      expect(res.json().code, JSON.stringify(body)).toBe(400);
    }
    // An id of no good is no error: it is left out.
    expect(listOf(await call('POST', c.headers, { good_id: 2_147_483_647 }))).toEqual([]);
    expect(listOf(await call('GET', c.headers))).toEqual([]);
  });
});
