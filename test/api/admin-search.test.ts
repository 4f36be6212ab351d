// Search administration (issue #39) on both databases: searches that find nothing are
// counted for the admin (a filter that empties a page is not), the storefront answers
// 'did you mean' with the catalog's own words, the owner's synonym groups are listed,
// added, changed and deleted (validated, audited, staff only), and the done-means flow:
// a word that finds nothing shows in the misses, becomes a synonym of a real word, and
// the same search finds the good at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchMiss, SearchSynonym } from '../../src/domain/admin/search.ts';
import { deleteOldSearchMisses } from '../../src/server/modules/catalog/search-misses.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { insertCatalogFixture } from '../helpers/catalog-fixture.ts';
import { newCustomer } from '../helpers/customers.ts';
import { newStaff, staffCalls } from '../helpers/staff.ts';

describe('admin search API', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let staffId: number;
  let f: Awaited<ReturnType<typeof insertCatalogFixture>>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await insertCatalogFixture(t.database.db);
    const s = await newStaff(t, 'operator');
    headers = s.headers;
    staffId = s.staffId;
  });
  afterAll(() => t?.close());

  const { call, ok } = staffCalls(
    () => t,
    () => headers,
  );
  const search = async (query: string, lang = 'en') => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/good/list?${query}`, headers: { lang } });
    expect(res.statusCode).toBe(200);
    return res.json().data as { list: { id: number }[]; total: number; did_you_mean?: string };
  };
  const misses = () => ok<SearchMiss[]>('GET', '/v1/admin/search/misses?days=30&limit=50');
  const missOf = async (keyword: string, lang = 'en') =>
    (await misses()).find((m) => m.keyword === keyword && m.lang === lang);
  const auditRows = (action: string, entityId: number) =>
    t.database.db
      .execute<{ staff_id: number; before: unknown; after: unknown }>(
        sql`SELECT staff_id, before, after FROM audit_log WHERE action = ${action} AND entity_id = ${String(entityId)}`,
      )
      .then((r) => r.rows);

  it('counts a search that finds nothing, per language, after the answer', async () => {
    expect((await search('keyword=Qzxv%20Blorpt')).total).toBe(0);
    expect((await search('keyword=qzxv++blorpt')).total).toBe(0);
    // The same search again is answered from the kept answers (catalog/routes.ts), and still counts.
    expect((await search('keyword=qzxv++blorpt')).total).toBe(0);
    await vi.waitFor(async () => expect((await missOf('qzxv blorpt'))?.count).toBe(3), { timeout: 5000 });
    const miss = await missOf('qzxv blorpt');
    expect(Date.parse(miss?.last_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    await search('keyword=qzxv%20blorpt', 'zh-cn');
    await vi.waitFor(async () => expect((await missOf('qzxv blorpt', 'zh-cn'))?.count).toBe(1), { timeout: 5000 });
  });

  it('does not count a page emptied by a filter, a later page, or a search that finds goods', async () => {
    await search('keyword=teapot&min_price=99999999');
    await search(`keyword=teapot&group_id=${f.apparel}`);
    await search('keyword=zzvwqk&page=2');
    expect((await search('keyword=teapot')).total).toBeGreaterThan(0);
    // A miss written after these shows that theirs would have been written by now.
    await search('keyword=marker%20wqxz');
    await vi.waitFor(async () => expect(await missOf('marker wqxz')).toBeDefined(), { timeout: 5000 });
    const keywords = (await misses()).map((m) => m.keyword);
    expect(keywords).not.toContain('teapot');
    expect(keywords).not.toContain('zzvwqk');
  });

  it('lists the misses most frequent first, within the days asked', async () => {
    await t.database.db.execute(
      sql`INSERT INTO search_misses (day, lang, keyword, count, last_at)
          VALUES (current_date - 40, 'en', 'long ago', 99, now() - interval '40 days'),
                 (current_date - 3, 'en', 'often missed', 7, now() - interval '3 days'),
                 (current_date, 'en', 'often missed', 2, now())`,
    );
    const list = await misses();
    expect(list[0]).toMatchObject({ keyword: 'often missed', lang: 'en', count: 9 });
    expect(list.map((m) => m.keyword)).not.toContain('long ago');
    const recent = await ok<SearchMiss[]>('GET', '/v1/admin/search/misses?days=1');
    expect(recent.find((m) => m.keyword === 'often missed')?.count).toBe(2);
    const bad = await call('GET', '/v1/admin/search/misses?days=31');
    expect(bad.statusCode).toBe(400);
  });

  it('deletes days older than 30 (the daily job)', async () => {
    await t.database.db.execute(
      sql`INSERT INTO search_misses (day, lang, keyword) VALUES (current_date - 31, 'en', 'old miss'),
          (current_date - 29, 'en', 'recent miss')`,
    );
    expect(await deleteOldSearchMisses(t.database.db)).toBeGreaterThanOrEqual(1);
    const { rows } = await t.database.db.execute<{ keyword: string }>(
      sql`SELECT keyword FROM search_misses WHERE keyword IN ('old miss', 'recent miss')`,
    );
    expect(rows.map((r) => r.keyword)).toEqual(['recent miss']);
  });

  it("answers 'did you mean' with the catalog's words when nothing is found", async () => {
    // Two edits from "Longjing": beyond the search's own typo tolerance.
    const latin = await search('keyword=lonjgnig');
    expect(latin.total).toBe(0);
    expect(latin.did_you_mean).toBe('longjing');
    expect((await search('keyword=lonjgnig%20tea')).did_you_mean).toBe('longjing tea');
    // A Chinese near miss: 景 is in no good, 龙 and 茶 are in 西湖龙井茶.
    const chinese = await search('keyword=龙景茶', 'zh-cn');
    expect(chinese.total).toBe(0);
    expect(chinese.did_you_mean).toBe('西湖龙井茶');
    // The suggestion finds the good.
    expect((await search(`keyword=${encodeURIComponent('西湖龙井茶')}`, 'zh-cn')).list.map((g) => g.id)).toContain(
      f.longjing,
    );
    // Nothing near: no suggestion; goods found: none either.
    expect((await search('keyword=qzxv')).did_you_mean).toBeUndefined();
    expect((await search('keyword=longjing')).did_you_mean).toBeUndefined();
  });

  it('adds, lists, changes and deletes synonym groups, normalised and audited', async () => {
    const created = await ok<SearchSynonym>('POST', '/v1/admin/search/synonyms', {
      terms: ['  Jumper ', 'SWEATER', 'jumper', '毛衣', 'pull  over'],
      one_way: false,
    });
    expect(created).toMatchObject({ terms: ['jumper', 'sweater', '毛衣', 'pull over'], one_way: false });
    expect((await ok<SearchSynonym[]>('GET', '/v1/admin/search/synonyms')).map((s) => s.id)).toContain(created.id);
    const [audit] = await auditRows('search_synonym.create', created.id);
    expect(audit).toMatchObject({ staff_id: staffId, after: { terms: created.terms, one_way: false } });

    const changed = await ok<SearchSynonym>('PUT', `/v1/admin/search/synonyms/${created.id}`, {
      terms: ['jumper', 'sweater'],
      one_way: true,
    });
    expect(changed).toMatchObject({ id: created.id, terms: ['jumper', 'sweater'], one_way: true });
    const [update] = await auditRows('search_synonym.update', created.id);
    expect(update.before).toMatchObject({ one_way: false });
    expect(update.after).toMatchObject({ one_way: true });

    expect(await ok('DELETE', `/v1/admin/search/synonyms/${created.id}`)).toEqual({ id: created.id });
    expect(await auditRows('search_synonym.delete', created.id)).toHaveLength(1);
    expect((await ok<SearchSynonym[]>('GET', '/v1/admin/search/synonyms')).map((s) => s.id)).not.toContain(created.id);
    expect((await call('DELETE', `/v1/admin/search/synonyms/${created.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/v1/admin/search/synonyms/${created.id}`, { terms: ['a', 'b'] })).statusCode).toBe(404);
  });

  it('refuses groups of fewer than two different terms, too many, or too long', async () => {
    const refused = async (payload: object, lang = 'en') => {
      const res = await call('POST', '/v1/admin/search/synonyms', payload, lang);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };
    expect(await refused({ terms: ['scarf', ' Scarf '] })).toMatch(/at least 2/);
    expect(await refused({ terms: ['scarf'] }, 'zh-cn')).toMatch(/至少/);
    expect(await refused({ terms: ['scarf', ''] })).toMatch(/at least 2/);
    expect(await refused({ terms: Array.from({ length: 21 }, (_, i) => `w${i}`) })).toMatch(/at most 20/);
    expect(await refused({ terms: ['scarf', 'x'.repeat(51)] })).toMatch(/at most 50/);
    expect(await refused({ terms: 'scarf,shawl' })).toBeTruthy();
  });

  it('is for staff only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/admin/search/synonyms' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await newCustomer(t);
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/search/synonyms',
      headers: customer.headers,
      payload: { terms: ['a1', 'b1'] },
    });
    expect([401, 403]).toContain(asCustomer.statusCode);
    const owner = await newStaff(t, 'owner');
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/search/misses', headers: owner.headers });
    expect(res.statusCode).toBe(200);
  });

  it("keeps a good's search terms in both languages, and the search finds the good by them", async () => {
    const body = {
      name: { 'zh-cn': '羊毛围巾', en: 'Wool Scarf' },
      search_terms: { 'zh-cn': ' 披肩, 丝巾 ', en: 'muffler, neckerchief' },
      category_id: f.apparel,
      skus: [{ code: 'SCARF-1', options: {}, price: 9900, stock: 4 }],
    };
    const created = await ok<{ id: number; search_terms: { 'zh-cn': string; en: string } }>(
      'POST',
      '/v1/admin/goods',
      body,
    );
    expect(created.search_terms).toEqual({ 'zh-cn': '披肩, 丝巾', en: 'muffler, neckerchief' });
    const read = await ok<typeof created>('GET', `/v1/admin/goods/${created.id}`);
    expect(read.search_terms).toEqual(created.search_terms);
    expect((await search('keyword=neckerchief')).list.map((g) => g.id)).toContain(created.id);
    expect((await search(`keyword=${encodeURIComponent('披肩')}`, 'zh-cn')).list.map((g) => g.id)).toContain(
      created.id,
    );
    const long = await call('PUT', `/v1/admin/goods/${created.id}`, {
      ...body,
      search_terms: { 'zh-cn': '', en: 'x'.repeat(501) },
    });
    expect(long.statusCode).toBe(400);
  });

  it('done means: a word that finds nothing, shown in the misses, made a synonym, finds the good at once', async () => {
    expect((await search('keyword=linnenhemd')).total).toBe(0);
    await vi.waitFor(async () => expect(await missOf('linnenhemd')).toBeDefined(), { timeout: 5000 });
    const group = await ok<SearchSynonym>('POST', '/v1/admin/search/synonyms', {
      terms: ['linnenhemd', 'linen shirt'],
      one_way: true,
    });
    const found = await search('keyword=linnenhemd');
    expect(found.list.map((g) => g.id)).toContain(f.shirt);
    expect(found.did_you_mean).toBeUndefined();
    // One way: the real words do not find what the missed word might.
    expect((await search('keyword=linen%20shirt')).list.map((g) => g.id)).toContain(f.shirt);
    await ok('DELETE', `/v1/admin/search/synonyms/${group.id}`);
    expect((await search('keyword=linnenhemd')).total).toBe(0);
  });
});
