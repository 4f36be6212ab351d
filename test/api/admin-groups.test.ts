// Admin groups on the real PostgreSQL: the category tree and the home collections
// listed, created, edited, moved, ordered and deleted by staff, every refusal (unknown
// parent, parent of another type, a loop, too deep, no Chinese name, goods or
// sub-categories still using a category, unknown goods, a stale order), the audit
// entries written with each change, and the storefront showing the change at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGroupView, CollectionItemView } from '../../src/domain/admin/groups.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { insertCatalogFixture } from '../helpers/catalog-fixture.ts';
import { type Method, newStaff, staffCalls } from '../helpers/staff.ts';

describe('admin groups API', () => {
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
  const refused = async (method: Method, url: string, payload: object | undefined, status: number, lang = 'en') => {
    const res = await call(method, url, payload, lang);
    expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
    return res.json().message as string;
  };
  const storefront = async (url: string, lang = 'en') =>
    (await t.app.inject({ method: 'GET', url, headers: { lang } })).json().data;
  const auditRows = (action: string, entityId?: number) =>
    t.database.db
      .execute<{ staff_id: number; entity_id: string; before: unknown; after: unknown }>(
        sql`SELECT staff_id, entity_id, before, after FROM audit_log
            WHERE action = ${action} ${entityId === undefined ? sql`` : sql`AND entity_id = ${String(entityId)}`}
            ORDER BY id`,
      )
      .then((r) => r.rows);
  const names = (groups: { name: string | { en: string } }[]) =>
    groups.map((g) => (typeof g.name === 'string' ? g.name : g.name.en));
  const category = (name: string, parent_id: number | null = null, extra: object = {}) =>
    ok<AdminGroupView>('POST', '/v1/admin/groups', {
      type: 1,
      parent_id,
      name: { 'zh-cn': `${name}中文`, en: name },
      ...extra,
    });

  it('lists the category tree with goods counts and depths, and the collections', async () => {
    const tree = await ok<AdminGroupView[]>('GET', '/v1/admin/groups?type=1');
    expect(names(tree)).toEqual(['Tea', 'Apparel']);
    expect(tree[0]).toMatchObject({ id: f.tea, depth: 1, goods_count: 2, visible: true, parent_id: null });
    expect(tree[0]!.children).toHaveLength(1);
    expect(tree[0]!.children![0]).toMatchObject({ id: f.teaGreen, depth: 2, goods_count: 1, children: [] });
    const collections = await ok<AdminGroupView[]>('GET', '/v1/admin/groups?type=2');
    expect(collections).toHaveLength(1);
    expect(collections[0]).toMatchObject({ id: f.picks, goods_count: 3, depth: 1 });
    expect(collections[0]!.children).toBeUndefined();
    expect(await refused('GET', '/v1/admin/groups?type=3', undefined, 400)).toMatch(/type must be 1/);
  });

  it('creates categories at the end of their level, shows them on the storefront at once, and audits', async () => {
    // Warm the storefront cache first: the new category must appear anyway.
    expect(names(await storefront('/v1/goodGroup/list/1'))).toEqual(['Tea', 'Apparel']);
    const home = await category('Home');
    expect(home).toMatchObject({ type: 1, parent_id: null, sort: 2, depth: 1, goods_count: 0, visible: true });
    expect(home.name).toEqual({ 'zh-cn': 'Home中文', en: 'Home' });
    expect(home.description).toEqual({ 'zh-cn': '', en: '' });
    const oolong = await category('Oolong', f.tea, { description: { 'zh-cn': '岩茶', en: 'Rock tea' } });
    expect(oolong).toMatchObject({ parent_id: f.tea, sort: 1, depth: 2 });
    expect(names(await storefront('/v1/goodGroup/list/1'))).toEqual(['Tea', 'Apparel', 'Home']);
    expect(names((await storefront(`/v1/goodGroup/${f.tea}`)).children)).toEqual(['Green tea', 'Oolong']);

    const [entry] = await auditRows('group.create', oolong.id);
    expect(entry).toMatchObject({ staff_id: staffId, entity_id: String(oolong.id) });
    expect(entry!.after).toMatchObject({ type: 1, parent_id: f.tea, name: { en: 'Oolong' }, sort: 1 });
  });

  it('refuses bad input with clear messages and writes nothing', async () => {
    const before = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM good_groups`);
    const auditBefore = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log`);
    const post = (body: object, status = 400, lang = 'en') => refused('POST', '/v1/admin/groups', body, status, lang);
    expect(await post({ type: 1, name: { 'zh-cn': '  ', en: 'Blank' } })).toBe('Enter the Chinese name');
    expect(await post({ type: 1, name: { en: 'No Chinese' } })).toBe('Enter the Chinese name');
    expect(await post({ type: 1 }, 400, 'zh-cn')).toBe('请填写中文名称');
    expect(await post({ type: 1, name: { 'zh-cn': '长'.repeat(61) } })).toMatch(/at most 60/);
    expect(await post({ type: 1, parent_id: 999_999, name: { 'zh-cn': '甲' } })).toBe(
      'The parent category does not exist',
    );
    expect(await post({ type: 1, parent_id: f.picks, name: { 'zh-cn': '甲' } })).toBe(
      'The parent must be a category, not a home collection',
    );
    expect(await post({ type: 2, parent_id: f.tea, name: { 'zh-cn': '甲' } })).toBe('A home collection has no parent');
    expect(await post({ type: 1, name: { 'zh-cn': '甲' }, image: 'javascript:alert(1)' })).toMatch(/image address/);
    expect(await post({ type: 1, name: { 'zh-cn': '甲' }, image: '//evil.example/x.png' })).toMatch(/image address/);
    // Tea > Green tea > (new) is the third level: allowed; a fourth is not.
    const third = await category('Longjing', f.teaGreen);
    expect(third.depth).toBe(3);
    expect(await post({ type: 1, parent_id: third.id, name: { 'zh-cn': '甲' } })).toBe(
      'Categories can be at most 3 levels deep',
    );
    expect(await post({ type: 1, parent_id: third.id, name: { 'zh-cn': '甲' } }, 400, 'zh-cn')).toBe('分类最多 3 级');
    await ok('DELETE', `/v1/admin/groups/${third.id}`);
    const after = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM good_groups`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    // Only the third level's create and delete were audited.
    const auditAfter = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log`);
    expect(auditAfter.rows[0]!.n).toBe(auditBefore.rows[0]!.n + 2);
  });

  it('edits and moves a category, refusing loops and depth, with before and after audited', async () => {
    const a = await category('Outer');
    const b = await category('Inner', a.id);
    const c = await category('Innermost', b.id);
    const put = (id: number, body: object) =>
      call('PUT', `/v1/admin/groups/${id}`, { name: { 'zh-cn': '名' }, ...body }).then((r) => ({
        status: r.statusCode,
        message: r.json().message as string,
      }));
    expect(await put(a.id, { parent_id: c.id })).toEqual({
      status: 400,
      message: 'A category cannot move under itself or one of its sub-categories',
    });
    expect(await put(a.id, { parent_id: a.id })).toMatchObject({ status: 400 });
    // Moving the three-level branch under Tea would make four levels.
    expect(await put(a.id, { parent_id: f.tea })).toEqual({
      status: 400,
      message: 'Categories can be at most 3 levels deep',
    });
    expect(await put(999_999, {})).toMatchObject({ status: 404 });

    // Move Inner (with Innermost) to the top level, at the end; rename it and hide it.
    const moved = await ok<AdminGroupView>('PUT', `/v1/admin/groups/${b.id}`, {
      parent_id: null,
      name: { 'zh-cn': '内层', en: 'Inner renamed' },
      visible: false,
      image: '/uploads/u/2026/03/abc.webp',
    });
    expect(moved).toMatchObject({ parent_id: null, depth: 1, visible: false, image: '/uploads/u/2026/03/abc.webp' });
    const tree = await ok<AdminGroupView[]>('GET', '/v1/admin/groups?type=1');
    const top = tree.map((g) => g.id);
    expect(top.at(-1)).toBe(b.id);
    expect(tree.find((g) => g.id === b.id)!.children!.map((g) => g.depth)).toEqual([2]);
    // Hidden: not on the storefront.
    expect(names(await storefront('/v1/goodGroup/list/1'))).not.toContain('Inner renamed');
    // Omitting parent_id keeps the parent.
    const kept = await ok<AdminGroupView>('PUT', `/v1/admin/groups/${c.id}`, { name: { 'zh-cn': '最内' } });
    expect(kept.parent_id).toBe(b.id);

    const [entry] = await auditRows('group.update', b.id);
    expect(entry!.before).toMatchObject({ parent_id: a.id, visible: true, name: { en: 'Inner' } });
    expect(entry!.after).toMatchObject({ parent_id: null, visible: false, name: { en: 'Inner renamed' } });
  });

  it('orders one level in one go and refuses a stale or wrong list', async () => {
    const tree = await ok<AdminGroupView[]>('GET', '/v1/admin/groups?type=1');
    const ids = tree.map((g) => g.id);
    const reversed = [...ids].reverse();
    await ok('PUT', '/v1/admin/groups/reorder', { type: 1, parent_id: null, ids: reversed });
    const again = await ok<AdminGroupView[]>('GET', '/v1/admin/groups?type=1');
    expect(again.map((g) => g.id)).toEqual(reversed);
    expect(again.map((g) => g.sort)).toEqual(reversed.map((_, i) => i));
    // The storefront follows (hidden ones left out).
    const visible = again.filter((g) => g.visible).map((g) => g.id);
    expect((await storefront('/v1/goodGroup/list/1')).map((g: { id: number }) => g.id)).toEqual(visible);

    expect(
      await refused('PUT', '/v1/admin/groups/reorder', { type: 1, parent_id: null, ids: reversed.slice(1) }, 409),
    ).toMatch(/changed meanwhile/);
    expect(
      await refused('PUT', '/v1/admin/groups/reorder', { type: 1, parent_id: null, ids: [ids[0], ids[0]] }, 400),
    ).toBe('The order is not valid: each id may appear once');
    expect(await refused('PUT', '/v1/admin/groups/reorder', { type: 1, parent_id: f.tea, ids }, 409)).toMatch(
      /changed/,
    );
    // Sub-categories of Tea.
    const teaChildren = again.find((g) => g.id === f.tea)!.children!.map((g) => g.id);
    await ok('PUT', '/v1/admin/groups/reorder', { type: 1, parent_id: f.tea, ids: [...teaChildren].reverse() });
    expect(names((await storefront(`/v1/goodGroup/${f.tea}`)).children)).toEqual(['Oolong', 'Green tea']);

    const entries = await auditRows('group.reorder');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.after).toMatchObject({ type: 1, parent_id: null, ids: reversed });
    expect(entries[0]!.before).toMatchObject({ ids });
  });

  it('deletes a category only when nothing uses it (409 naming what does)', async () => {
    expect(await refused('DELETE', `/v1/admin/groups/${f.tea}`, undefined, 409)).toBe(
      'This category still has 2 sub-categories; move or delete them first',
    );
    expect(await refused('DELETE', `/v1/admin/groups/${f.apparel}`, undefined, 409)).toBe(
      'This category still has 2 goods; move them to another category first',
    );
    expect(await refused('DELETE', `/v1/admin/groups/${f.apparel}`, undefined, 409, 'zh-cn')).toBe(
      '该分类下还有 2 件商品，请先把它们改到其他分类',
    );
    const empty = await category('Empty');
    await ok('DELETE', `/v1/admin/groups/${empty.id}`);
    expect(await refused('GET', `/v1/admin/groups/${empty.id}`, undefined, 404)).toBeTruthy();
    expect(names(await storefront('/v1/goodGroup/list/1'))).not.toContain('Empty');
    const [entry] = await auditRows('group.delete', empty.id);
    expect(entry!.before).toMatchObject({ name: { en: 'Empty' }, type: 1 });
    expect(entry!.after).toBeNull();
  });

  describe('home collections', () => {
    let col: AdminGroupView;

    it('creates one with its goods in the order added, skipping those already in it', async () => {
      col = await ok<AdminGroupView>('POST', '/v1/admin/groups', {
        type: 2,
        name: { 'zh-cn': '新品', en: 'New In' },
        description: { 'zh-cn': '本周上新', en: 'This week' },
      });
      expect(col).toMatchObject({ type: 2, parent_id: null, sort: 1, goods_count: 0 });
      const added = await ok<CollectionItemView[]>('POST', `/v1/admin/groups/${col.id}/goods`, {
        good_ids: [f.teapot, f.shirt],
      });
      expect(added.map((i) => i.good_id)).toEqual([f.teapot, f.shirt]);
      expect(added[0]).toMatchObject({ name: { en: 'Yixing Clay Teapot' }, on_shelf: true, price_min: 39900 });
      const again = await ok<CollectionItemView[]>('POST', `/v1/admin/groups/${col.id}/goods`, {
        good_ids: [f.shirt, f.longjing],
      });
      expect(again.map((i) => i.good_id)).toEqual([f.teapot, f.shirt, f.longjing]);
      expect(again.map((i) => i.sort)).toEqual([0, 1, 2]);
      // The storefront's collection list, in the staff's order.
      const list = await storefront(`/v1/good/list?group_id=${col.id}`);
      expect(list.list.map((g: { id: number }) => g.id)).toEqual([f.teapot, f.shirt, f.longjing]);
      expect(names(await storefront('/v1/goodGroup/list/2'))).toEqual(['Style Selection', 'New In']);
    });

    it('refuses unknown goods, categories and bad lists', async () => {
      expect(
        await refused('POST', `/v1/admin/groups/${col.id}/goods`, { good_ids: [f.teapot, 999_998, 999_999] }, 400),
      ).toBe('These goods do not exist: 999998, 999999');
      expect(await refused('POST', `/v1/admin/groups/${col.id}/goods`, { good_ids: [] }, 400)).toBeTruthy();
      expect(await refused('POST', `/v1/admin/groups/${f.tea}/goods`, { good_ids: [f.teapot] }, 409)).toBe(
        'Only home collections hold hand-picked goods',
      );
      expect(await refused('GET', `/v1/admin/groups/${f.tea}/goods`, undefined, 409)).toBeTruthy();
      expect(await refused('GET', '/v1/admin/groups/999999/goods', undefined, 404)).toBeTruthy();
      expect(await refused('DELETE', `/v1/admin/groups/${col.id}/goods/${f.soldOut}`, undefined, 404)).toBe(
        'This good is not in this collection',
      );
      expect(
        await refused('PUT', `/v1/admin/groups/${col.id}/goods/reorder`, { good_ids: [f.teapot, f.shirt] }, 409),
      ).toMatch(/changed meanwhile/);
      const items = await ok<CollectionItemView[]>('GET', `/v1/admin/groups/${col.id}/goods`);
      expect(items.map((i) => i.good_id)).toEqual([f.teapot, f.shirt, f.longjing]);
    });

    it('orders and removes goods, shown on the storefront at once, each change audited', async () => {
      const order = [f.longjing, f.teapot, f.shirt];
      const reordered = await ok<CollectionItemView[]>('PUT', `/v1/admin/groups/${col.id}/goods/reorder`, {
        good_ids: order,
      });
      expect(reordered.map((i) => i.good_id)).toEqual(order);
      let list = await storefront(`/v1/good/list?group_id=${col.id}`);
      expect(list.list.map((g: { id: number }) => g.id)).toEqual(order);
      const left = await ok<CollectionItemView[]>('DELETE', `/v1/admin/groups/${col.id}/goods/${f.teapot}`);
      expect(left.map((i) => i.good_id)).toEqual([f.longjing, f.shirt]);
      list = await storefront(`/v1/good/list?group_id=${col.id}`);
      expect(list.list.map((g: { id: number }) => g.id)).toEqual([f.longjing, f.shirt]);

      const adds = await auditRows('group.goods_add', col.id);
      expect(adds).toHaveLength(2);
      expect(adds[1]!.after).toEqual({ goods: [f.teapot, f.shirt, f.longjing] });
      const [re] = await auditRows('group.goods_reorder', col.id);
      expect(re!.before).toEqual({ goods: [f.teapot, f.shirt, f.longjing] });
      expect(re!.after).toEqual({ goods: order });
      const [rm] = await auditRows('group.goods_remove', col.id);
      expect(rm!.after).toEqual({ goods: [f.longjing, f.shirt] });
    });

    it('orders the collections and deletes one with its goods list', async () => {
      await ok('PUT', '/v1/admin/groups/reorder', { type: 2, ids: [col.id, f.picks] });
      expect(names(await storefront('/v1/goodGroup/list/2'))).toEqual(['New In', 'Style Selection']);
      await ok('DELETE', `/v1/admin/groups/${col.id}`);
      const [entry] = await auditRows('group.delete', col.id);
      expect(entry!.before).toMatchObject({ type: 2, goods: [f.longjing, f.shirt] });
      const items = await t.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM good_group_items WHERE group_id = ${col.id}`,
      );
      expect(items.rows[0]!.n).toBe(0);
      expect(names(await storefront('/v1/goodGroup/list/2'))).toEqual(['Style Selection']);
      expect(await refused('PUT', '/v1/admin/groups/reorder', { type: 2, parent_id: f.tea, ids: [f.picks] }, 400)).toBe(
        'A home collection has no parent',
      );
    });
  });

  it('serialises concurrent moves so that they can never build a loop', async () => {
    const x = await category('X');
    const y = await category('Y');
    const move = (id: number, parent: number) =>
      call('PUT', `/v1/admin/groups/${id}`, { name: { 'zh-cn': '动' }, parent_id: parent });
    const [one, two] = await Promise.all([move(x.id, y.id), move(y.id, x.id)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 400]);
    const { rows } = await t.database.db.execute<{ id: number; parent_id: number | null }>(
      sql`SELECT id, parent_id FROM good_groups WHERE id IN (${x.id}, ${y.id}) ORDER BY id`,
    );
    expect(rows.filter((r) => r.parent_id === null)).toHaveLength(1);
  });

  it('needs a staff session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/groups?type=1' });
    expect(res.statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/groups',
      payload: { type: 1, name: { 'zh-cn': '甲' } },
    });
    expect(post.statusCode).toBe(401);
  });
});
