// The storefront search over the demo catalog, on both databases: Chinese whole words,
// single characters, English words and prefixes, typos in English words (trigrams),
// what a good is (the head word of its name or category) ranked first, then names before
// descriptions, price range and sorting, and the search documents
// rebuilt when the tokenizer changes; pages cut from a keyword's kept matches equal the
// database's own paging.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoodCard, GROUP_TYPE, LIST_SORTS, type SearchPage } from '../../src/domain/catalog/catalog.ts';
import { refreshSearchIndex } from '../../src/server/db/search-index.ts';
import { selectGoodPage } from '../../src/server/modules/catalog/queries.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('storefront search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const search = async (query: Record<string, string | number>, lang = 'zh-cn') => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await t.app.inject({ url: `/v1/good/list?${qs}`, headers: { lang } });
    expect(res.statusCode).toBe(200);
    return res.json().data as SearchPage<GoodCard>;
  };
  const names = (p: SearchPage<GoodCard>) => p.list.map((g) => g.name);

  /** The ids of the goods in the tea category (茶叶) and below it. */
  const teaIds = async () => {
    const tree = (await t.app.inject({ url: '/v1/goodGroup/list/1', headers: { lang: 'zh-cn' } })).json().data as {
      id: number;
      name: string;
    }[];
    const tea = tree.find((g) => g.name === '茶叶');
    return new Set((await search({ group_id: tea?.id ?? 0, page_size: 100 })).list.map((g) => g.id));
  };

  it('finds a single Chinese character: what is tea first, named so or not, then goods named with it', async () => {
    const found = await search({ keyword: '茶', page_size: 100 });
    const teas = await teaIds();
    expect(teas.size).toBeGreaterThanOrEqual(8);
    // 茶 is what every good of the tea categories is (绿茶, 红茶…), named with 茶 or not: they come first,
    // those named with it first among them; the cup named 茶水分离保温杯 is not a tea.
    const first = found.list.slice(0, teas.size);
    expect(first.every((g) => teas.has(g.id))).toBe(true);
    const named = first.filter((g) => g.name.includes('茶'));
    expect(first.slice(0, named.length)).toEqual(named);
    // Then names weigh more than categories and descriptions: every other good named with 茶 next.
    const rest = found.list.slice(teas.size);
    const restNamed = rest.filter((g) => g.name.includes('茶'));
    expect(restNamed.length).toBeGreaterThanOrEqual(1);
    expect(rest.slice(0, restNamed.length)).toEqual(restNamed);
  });

  it('finds Chinese and English words, whole and partial', async () => {
    expect(names(await search({ keyword: '龙井' }))).toContain('西湖龙井·明前特级');
    expect(names(await search({ keyword: 'longjing' }, 'en'))[0]).toBe('West Lake Longjing, Pre-Qingming Grade');
    expect(names(await search({ keyword: 'longj' }, 'en'))).toContain('West Lake Longjing, Pre-Qingming Grade');
  });

  it('finds a word inside a name and two words written as one, names first', async () => {
    const teacups = 'Longquan Celadon Teacups, Set of 2';
    for (const keyword of ['tea cup', 'cup', 'teacup', 'Tea Cups', 'cups']) {
      const found = await search({ keyword }, 'en');
      expect({ keyword, first: names(found)[0], similar: found.similar }).toEqual({
        keyword,
        first: teacups,
        similar: undefined,
      });
    }
    // 'tea' is what the teas are (Green Tea, Black Tea…): they come first, then every other good
    // named with it (a Tea Kettle, Teacups) above those that only mention it.
    const tea = await search({ keyword: 'tea', page_size: 100 }, 'en');
    const teas = await teaIds();
    expect(tea.list.slice(0, teas.size).every((g) => teas.has(g.id))).toBe(true);
    const rest = tea.list.slice(teas.size);
    const named = rest.filter((g) => /tea/i.test(g.name));
    expect(named.length).toBeGreaterThanOrEqual(3);
    expect(rest.slice(0, named.length)).toEqual(named);
    expect(names(await search({ keyword: 'tea pot' }, 'en'))[0]).toBe('Yixing Zisha Xishi Teapot, 200 ml');
  });

  it('looses a Chinese word into its characters when nothing has it whole', async () => {
    const found = await search({ keyword: '茶杯' });
    expect(found.similar).toBe(true);
    // Goods whose names hold more of the characters come first.
    expect(names(found).slice(0, 2)).toEqual(['茶水分离保温杯', '龙泉青瓷品茗杯（两只装）']);
    expect(names(await search({ keyword: '茶杯' }, 'en'))).toContain('Tea Infuser Insulated Tumbler');
  });

  it('forgives a typo in an English word, and says the results are similar ones', async () => {
    const found = await search({ keyword: 'longjng' }, 'en');
    expect(found.similar).toBe(true);
    expect(names(found)[0]).toBe('West Lake Longjing, Pre-Qingming Grade');
    expect((await search({ keyword: 'celadn teacups' }, 'en')).list[0]?.name).toBe(
      'Longquan Celadon Teacups, Set of 2',
    );
    // Nothing like it: an empty page, not a guess.
    const none = await search({ keyword: 'zzzzqqq' }, 'en');
    expect(none).toMatchObject({ list: [], total: 0 });
    expect(none.similar).toBeUndefined();
  });

  it('filters by a price range and sorts by price', async () => {
    const all = await search({ keyword: '茶', page_size: 100 });
    const cheap = await search({ keyword: '茶', page_size: 100, max_price: 10_000, sort: 'price_asc' });
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(all.total);
    expect(cheap.list.every((g) => g.price <= 10_000)).toBe(true);
    const prices = cheap.list.map((g) => g.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await search({ keyword: '茶', page_size: 100, min_price: 30_000 });
    expect(dear.list.every((g) => g.price_max >= 30_000)).toBe(true);
    // Past the last page: no goods, the count still right.
    expect(await search({ keyword: '茶', page: 50, page_size: 10 })).toMatchObject({ list: [], total: all.total });
    const bad = await t.app.inject({ url: '/v1/good/list?min_price=-1', headers: { lang: 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(400);
  });

  it("cuts each page from the keyword's matches exactly as the database pages it", async () => {
    // The service pages a keyword's kept matches itself (catalog/matches.ts); the listing
    // SQL (selectGoodPage) is the reference for every order, filter and page, ties included.
    const { rows: leaves } = await t.database.pool.query<{ id: number }>(
      `SELECT c.id FROM good_groups c WHERE c.type = ${GROUP_TYPE.category}
         AND NOT EXISTS (SELECT 1 FROM good_groups k WHERE k.parent_id = c.id)
         AND EXISTS (SELECT 1 FROM goods g WHERE g.category_id = c.id AND g.on_shelf) ORDER BY c.id LIMIT 2`,
    );
    const filters: Array<{ group?: number; min?: number; max?: number }> = [
      {},
      { max: 20_000 },
      { min: 15_000, max: 60_000 },
      ...leaves.map((l) => ({ group: l.id })),
    ];
    for (const keyword of ['茶', 'tea', '杯', 'celadn', 'cup', '茶杯']) {
      for (const sort of LIST_SORTS) {
        for (const f of filters) {
          for (const page of [1, 2, 3]) {
            const query = {
              keyword,
              sort,
              page,
              page_size: 3,
              ...(f.group ? { group_id: f.group } : {}),
              ...(f.min !== undefined ? { min_price: f.min } : {}),
              ...(f.max !== undefined ? { max_price: f.max } : {}),
            };
            const got = await search(query, 'en');
            // The reference pages with the first match that finds any, as the service does.
            let want = { rows: [] as Array<{ id: number }>, total: 0 };
            for (const match of await t.app.deps.catalog.keywordMatches(keyword)) {
              want = await selectGoodPage(t.database.db, {
                keyword: match,
                categoryIds: f.group ? [f.group] : undefined,
                minPrice: f.min,
                maxPrice: f.max,
                sort,
                limit: 3,
                offset: (page - 1) * 3,
              });
              if (want.total > 0) break;
            }
            expect({ query, ids: got.list.map((g) => g.id), total: got.total }).toEqual({
              query,
              ids: want.rows.map((r) => r.id),
              total: want.total,
            });
          }
        }
      }
    }
  });

  it('rebuilds the documents once when the tokenizer changed', async () => {
    await t.database.db.execute(sql`UPDATE goods SET search = to_tsvector('simple', 'stale')`);
    await t.database.db.execute(sql`UPDATE settings SET value = '1'::jsonb WHERE key = 'search_index_version'`);
    const client = await t.database.pool.connect();
    try {
      expect(await refreshSearchIndex(client)).toBeGreaterThan(40);
      expect(await refreshSearchIndex(client)).toBe(0); // once
    } finally {
      client.release();
    }
    await new Promise((r) => setTimeout(r, 2100)); // the list's 2 s cache
    expect(names(await search({ keyword: '龙井' }))).toContain('西湖龙井·明前特级');
  });
});
