// The storefront search over the demo catalog, on both databases: Chinese whole words,
// single characters, English words and prefixes, typos in English words (trigrams),
// names ranked before descriptions, price range and sorting, and the search documents
// rebuilt when the tokenizer changes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodCard, SearchPage } from '../../src/domain/catalog/catalog.ts';
import { refreshSearchIndex } from '../../src/server/db/search-index.ts';
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

  it('finds a single Chinese character, goods named with it first', async () => {
    const found = await search({ keyword: '茶', page_size: 100 });
    const named = found.list.filter((g) => g.name.includes('茶'));
    expect(named.length).toBeGreaterThanOrEqual(4);
    // Names weigh more than descriptions: every good named with 茶 ranks above the others.
    expect(found.list.slice(0, named.length).every((g) => g.name.includes('茶'))).toBe(true);
  });

  it('finds Chinese and English words, whole and partial', async () => {
    expect(names(await search({ keyword: '龙井' }))).toContain('西湖龙井·明前特级');
    expect(names(await search({ keyword: 'longjing' }, 'en'))[0]).toBe('West Lake Longjing, Pre-Qingming Grade');
    expect(names(await search({ keyword: 'longj' }, 'en'))).toContain('West Lake Longjing, Pre-Qingming Grade');
    const cups = names(await search({ keyword: 'tea cup' }, 'en'));
    expect(cups.length).toBeGreaterThan(0);
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
