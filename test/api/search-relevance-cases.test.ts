// Issue #39: the words shoppers type, in both languages, and the goods each must find
// in the first three on the demo catalog (on both databases). Typos on every word,
// plurals and stems, words written apart or as one, the owner's synonyms (seeded with
// the demo), category names, Chinese words segmented; suggestions ranked by what a good is
// (the head word of its name or category), then names first.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodCard, SearchPage } from '../../src/domain/catalog/catalog.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { newStaff } from '../helpers/staff.ts';

const TEAPOT = 'Yixing Zisha Xishi Teapot, 200 ml';
const HOODIE = 'Heavyweight Cotton Hoodie';
const TEES = ['Organic Cotton Crew Tee', 'Shan Shui Graphic Tee'];
const SWEATER = 'Cashmere-Blend Cable Sweater';
const QIPAO = 'Modern Silk Qipao Dress';
const COOKIES = 'Old-Style Walnut Cookies, 400 g';
const PUER = 'Menghai Ripe Pu-erh Cake, 357 g';
const GREEN_TEAS = ['West Lake Longjing, Pre-Qingming Grade', 'Dongting Biluochun', 'Huangshan Maofeng, 125 g'];
const OOLONGS = ['Anxi Tieguanyin, Light Roast', 'Wuyi Rock Tea, Da Hong Pao', 'Phoenix Dancong, Honey Orchid, 100 g'];
const SCARF = 'Mulberry Silk Twill Scarf, 90 cm';
const MOONCAKES = 'Cantonese Mooncake Gift Box, 8 Pieces';
const CHOPSTICKS = 'Wenge Wood Chopsticks & Rest Set, 3 Pairs';
const CHILI = 'Crispy Chili Oil, 210 g';
const TEACUPS = 'Longquan Celadon Teacups, Set of 2';

/** [query, goods (English names) that must all be in the first three]. */
const CASES: Array<[string, string[]]> = [
  // Typos: one edit from 5 letters, two from 9, on every word.
  ['tepot', [TEAPOT]],
  ['hoddie', [HOODIE]],
  ['longjng', [GREEN_TEAS[0]]],
  ['celadn teacups', [TEACUPS]],
  ['calligrapy brush', ['Huzhou Calligraphy Brush Set, 5 Brushes']],
  ['cashmere sweatr', [SWEATER]],
  // Written apart, as one, hyphenated; plurals and stems.
  ['t-shirt', TEES],
  ['tshirt', TEES],
  ['tee shirt', TEES],
  ['t-shirts', TEES],
  ['moon cake', [MOONCAKES]],
  ['mooncakes', [MOONCAKES]],
  ['hoodies', [HOODIE]],
  ['scarves', [SCARF]],
  ['chopstick', [CHOPSTICKS]],
  ['teapots', [TEAPOT]],
  // The owner's synonyms (seeded with the demo).
  ['jumper', [SWEATER]],
  ['pullover', [SWEATER]],
  ['cheongsam', [QIPAO]],
  ['biscuits', [COOKIES]],
  ['biscuit', [COOKIES]],
  ['puer', [PUER]],
  ['pu-erh', [PUER]],
  ['chilli', [CHILI]],
  ['毛衣', [SWEATER]],
  ['旗袍', [QIPAO]],
  ['饼干', [COOKIES]],
  ['普洱', [PUER]],
  ['围巾', [SCARF]],
  ['丝巾', [SCARF]],
  ['短袖', TEES],
  ['T恤', TEES],
  ['月饼', [MOONCAKES]],
  ['筷子', [CHOPSTICKS]],
  // Category names, names ranked above descriptions.
  ['green tea', GREEN_TEAS],
  ['绿茶', GREEN_TEAS],
  ['乌龙茶', OOLONGS],
  ['oolong tea', OOLONGS],
  ['oolong', OOLONGS],
  // Chinese words segmented: no bigram across two words is asked for.
  ['龙井茶叶', [GREEN_TEAS[0]]],
  ['紫砂壶', [TEAPOT]],
];

describe('search relevance: the goods shoppers mean, in the first three', () => {
  let t: TestApp;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp();
    const all = await search({ page_size: 100 }, 'en');
    for (const g of all.list) ids.set(g.name, g.id);
  });
  afterAll(() => t?.close());

  async function search(query: Record<string, string | number>, lang: string): Promise<SearchPage<GoodCard>> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await t.app.inject({ url: `/v1/good/list?${qs}`, headers: { lang } });
    expect(res.statusCode).toBe(200);
    return res.json().data as SearchPage<GoodCard>;
  }

  it.each(CASES)('%s', async (keyword, want) => {
    const wantIds = want.map((name) => ids.get(name));
    expect(wantIds.every((id) => id !== undefined)).toBe(true);
    for (const lang of ['en', 'zh-cn']) {
      const found = await search({ keyword, page_size: 3 }, lang);
      const top = found.list.map((g) => g.id);
      expect({ keyword, lang, missing: want.filter((_, i) => !top.includes(wantIds[i] as number)) }).toEqual({
        keyword,
        lang,
        missing: [],
      });
    }
  });

  it('suggests goods named with a word, then those of its categories, before descriptions that mention it', async () => {
    // The header's suggestions: the default order, six goods.
    const found = await search({ keyword: '茶', page_size: 6 }, 'zh-cn');
    const en = new Map((await search({ keyword: '茶', page_size: 100 }, 'en')).list.map((g) => [g.id, g.name]));
    // Goods named with 茶, then those of the tea and teaware categories: none that only mention it.
    for (const weak of ['Eastern Notes Scented Candle, 200 g', 'Hangzhou Osmanthus Rice Cakes, 240 g']) {
      expect(found.list.map((g) => en.get(g.id))).not.toContain(weak);
    }
    expect(found.list.map((g) => en.get(g.id))).toContain(GREEN_TEAS[0]);
    // What is tea comes first (its name's or its category's last word is 茶), those named with it
    // first among them; the cup named 茶水分离保温杯 is not a tea: it comes after the Longjing.
    const all = (await search({ keyword: '茶', page_size: 100 }, 'zh-cn')).list.map((g) => en.get(g.id));
    expect(all.indexOf(GREEN_TEAS[0])).toBeLessThan(all.indexOf('Tea Infuser Insulated Tumbler'));
    expect(all.slice(0, 3)).toEqual(expect.arrayContaining(['Keemun Black Tea, Xiang Luo', OOLONGS[1]]));
  });

  it('ranks names above categories above descriptions for an English word', async () => {
    const found = await search({ keyword: 'green tea', page_size: 6 }, 'en');
    expect(found.list.slice(0, 3).map((g) => g.name)).toEqual(expect.arrayContaining(GREEN_TEAS));
  });

  it("takes the owner's synonyms at once, once the catalog is told", async () => {
    const cushion = ids.get('Brocade Cushion Cover, 45 × 45 cm');
    expect((await search({ keyword: 'pillowcase' }, 'en')).total).toBe(0);
    await t.database.db.execute(
      sql`INSERT INTO search_synonyms (terms, one_way) VALUES ('{pillowcase,cushion cover}', true)`,
    );
    t.app.deps.catalog.invalidate(); // what the admin's synonym writes do
    expect((await search({ keyword: 'pillowcase' }, 'en')).list[0]?.id).toBe(cushion);
    // One way: 'cushion cover' does not find pillowcases (nor does it need to).
    expect((await search({ keyword: 'pillowcases' }, 'zh-cn')).list[0]?.id).toBe(cushion);
  });

  it("finds goods by their category's new name once staff rename it", async () => {
    const pen = ids.get('Lacquer Fountain Pen');
    expect((await search({ keyword: 'scriptorium' }, 'en')).total).toBe(0);
    const { rows } = await t.database.pool.query<{ id: number }>(
      `SELECT id FROM good_groups WHERE name->>'en' = 'Stationery'`,
    );
    const { headers } = await newStaff(t, 'operator');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/groups/${rows[0].id}`,
      payload: { name: { 'zh-cn': '文房四宝', en: 'Scriptorium' } },
      headers: { lang: 'en', ...headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = await search({ keyword: 'scriptorium', page_size: 10 }, 'en');
    expect(found.list.map((g) => g.id)).toContain(pen);
    expect((await search({ keyword: '文房四宝', page_size: 10 }, 'zh-cn')).list.map((g) => g.id)).toContain(pen);
  });
});
