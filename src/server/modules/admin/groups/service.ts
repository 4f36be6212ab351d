// Staff writes to the groups: the category tree (type 1) and the home collections
// (type 2) with their goods. Every change runs in one transaction with its audit entry;
// structural changes are serialised by one advisory lock so that two moves can never
// build a loop together; the storefront's catalog cache is cleared after each change.
import {
  type AdminGroupView,
  type CollectionItemView,
  depthOf,
  MAX_CATEGORY_DEPTH,
  parentProblem,
  type TreeNode,
} from '../../../../domain/admin/groups.ts';
import { GROUP_TYPE } from '../../../../domain/catalog/catalog.ts';
import type { I18nText } from '../../../../domain/i18n/locale.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { refreshGoodDocuments } from '../../../db/search-index.ts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import {
  appendCollectionItems,
  deleteCollectionItem,
  deleteGroup,
  type GroupRow,
  insertGroup,
  lockGroupTree,
  lockLevel,
  selectCategoryNodes,
  selectCategoryUse,
  selectCollectionItems,
  selectExistingGoodIds,
  selectGroup,
  selectGroups,
  selectNextSort,
  sortCollectionItems,
  sortGroups,
  updateGroup,
} from './queries.ts';

export interface GroupInput {
  name: I18nText;
  description: I18nText;
  image: string;
  visible: boolean;
  parent_id?: number | null;
  sort?: number;
}

export interface CreateGroupInput extends GroupInput {
  type: 1 | 2;
}

const iso = (d: Date) => new Date(d).toISOString();

function view(row: GroupRow, depth: number): AdminGroupView {
  return {
    id: row.id,
    type: row.type,
    parent_id: row.parent_id,
    name: row.name,
    description: row.description,
    image: row.image,
    sort: row.sort,
    visible: row.visible,
    goods_count: row.goods_count,
    depth,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The audit's picture of a group (no counts or times). */
const snapshot = (g: GroupRow | AdminGroupView) => ({
  type: g.type,
  parent_id: g.parent_id,
  name: g.name,
  description: g.description,
  image: g.image,
  sort: g.sort,
  visible: g.visible,
});

function tree(rows: GroupRow[], parentId: number | null, depth: number, seen: Set<number>): AdminGroupView[] {
  return rows
    .filter((r) => r.parent_id === parentId && !seen.has(r.id))
    .map((r) => {
      seen.add(r.id);
      return { ...view(r, depth), children: tree(rows, r.id, depth + 1, seen) };
    });
}

/** Categories as a tree (roots first, children in order), collections as a list. */
async function listOf(db: Executor, type: number): Promise<AdminGroupView[]> {
  const rows = await selectGroups(db, type);
  if (type === GROUP_TYPE.collection) return rows.map((r) => view(r, 1));
  const seen = new Set<number>();
  const roots = tree(rows, null, 1, seen);
  // A category whose parent is gone (never by this API) still shows, at the top.
  const orphans = rows.filter((r) => !seen.has(r.id) && !rows.some((p) => p.id === r.parent_id));
  return [...roots, ...orphans.map((r) => ({ ...view(r, 1), children: tree(rows, r.id, 2, seen) }))];
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function createAdminGroups(db: Db, onChange: () => void) {
  /** Checks the parent of a category (new: `id` undefined) and answers it. */
  async function checkParent(tx: Executor, type: number, id: number | undefined, parentId: number | null | undefined) {
    if (type === GROUP_TYPE.collection) {
      if (parentId != null) throw badRequest('admin_group_collection_no_parent');
      return null;
    }
    if (parentId == null) {
      return null;
    }
    const parent = await selectGroup(tx, parentId);
    if (!parent) throw badRequest('admin_group_parent_unknown');
    if (parent.type !== GROUP_TYPE.category) throw badRequest('admin_group_parent_wrong_type');
    const problem = parentProblem(await selectCategoryNodes(tx), id, parentId);
    if (problem === 'cycle') throw badRequest('admin_group_parent_cycle');
    if (problem === 'too_deep') throw badRequest('admin_group_too_deep', { max: MAX_CATEGORY_DEPTH });
    return parentId;
  }

  async function detail(tx: Executor, id: number): Promise<AdminGroupView> {
    const row = await selectGroup(tx, id);
    if (!row) throw notFound();
    const depth = row.type === GROUP_TYPE.category ? depthOf(await selectCategoryNodes(tx), row.id) : 1;
    return view(row, depth);
  }

  async function afterWrite<T>(work: Promise<T>): Promise<T> {
    const out = await work;
    onChange();
    return out;
  }

  async function collection(tx: Executor, id: number, lock: boolean): Promise<GroupRow> {
    const group = await selectGroup(tx, id, lock);
    if (!group) throw notFound();
    if (group.type !== GROUP_TYPE.collection) throw conflict('admin_group_not_collection');
    return group;
  }

  const items = selectCollectionItems;

  return {
    /** Categories as a tree (roots first, children in order), collections as a list. */
    list: (type: number) => listOf(db, type),

    get: (id: number) => detail(db, id),

    create(actor: AuditActor, input: CreateGroupInput): Promise<AdminGroupView> {
      return afterWrite(
        db.transaction(async (tx) => {
          await lockGroupTree(tx);
          const parentId = await checkParent(tx, input.type, undefined, input.parent_id);
          const sort = input.sort ?? (await selectNextSort(tx, input.type, parentId));
          const id = await insertGroup(tx, input.type, { ...input, parent_id: parentId, sort });
          const created = await detail(tx, id);
          await recordAudit(tx, actor, {
            action: 'group.create',
            entity: 'group',
            entityId: created.id,
            after: snapshot(created),
          });
          return created;
        }),
      );
    },

    update(actor: AuditActor, id: number, input: GroupInput): Promise<AdminGroupView> {
      return afterWrite(
        db.transaction(async (tx) => {
          await lockGroupTree(tx);
          const before = await selectGroup(tx, id, true);
          if (!before) throw notFound();
          // Omitted parent_id keeps the parent; null moves a category to the top level.
          const wanted = input.parent_id === undefined ? before.parent_id : input.parent_id;
          const parentId = await checkParent(tx, before.type, id, wanted);
          const moved = parentId !== before.parent_id;
          const sort = input.sort ?? (moved ? await selectNextSort(tx, before.type, parentId) : before.sort);
          await updateGroup(tx, id, { ...input, parent_id: parentId, sort });
          const after = await detail(tx, id);
          // Goods are found by their categories' names with the parents': renamed or moved, their documents change.
          if (
            before.type === GROUP_TYPE.category &&
            (moved || JSON.stringify(after.name) !== JSON.stringify(before.name))
          ) {
            await refreshGoodDocuments(tx, { categoryId: id });
          }
          await recordAudit(tx, actor, {
            action: 'group.update',
            entity: 'group',
            entityId: id,
            before: snapshot(before),
            after: snapshot(after),
          });
          return after;
        }),
      );
    },

    remove(actor: AuditActor, id: number): Promise<{ id: number }> {
      return afterWrite(
        db.transaction(async (tx) => {
          await lockGroupTree(tx);
          const before = await selectGroup(tx, id, true);
          if (!before) throw notFound();
          let removedGoods: number[] = [];
          if (before.type === GROUP_TYPE.category) {
            const use = await selectCategoryUse(tx, id);
            if (use.children > 0) throw conflict('admin_group_has_children', { count: use.children });
            if (use.goods > 0) throw conflict('admin_group_has_goods', { count: use.goods });
          } else {
            removedGoods = (await items(tx, id)).map((i) => i.good_id);
          }
          await deleteGroup(tx, id);
          await recordAudit(tx, actor, {
            action: 'group.delete',
            entity: 'group',
            entityId: id,
            before: { ...snapshot(before), ...(before.type === GROUP_TYPE.collection ? { goods: removedGoods } : {}) },
          });
          return { id };
        }),
      );
    },

    /** Sets the order of one level: `ids` must be exactly the groups of that level. */
    reorder(actor: AuditActor, type: number, parentId: number | null, ids: number[]): Promise<AdminGroupView[]> {
      return afterWrite(
        db.transaction(async (tx) => {
          await lockGroupTree(tx);
          if (type === GROUP_TYPE.collection && parentId !== null) throw badRequest('admin_group_collection_no_parent');
          const rows = await lockLevel(tx, type, parentId);
          if (
            !sameIds(
              rows.map((r) => r.id),
              ids,
            )
          )
            throw conflict('admin_group_siblings_changed');
          await sortGroups(tx, ids);
          await recordAudit(tx, actor, {
            action: 'group.reorder',
            entity: 'group',
            entityId: parentId ?? '',
            before: { type, parent_id: parentId, ids: rows.map((r) => r.id) },
            after: { type, parent_id: parentId, ids },
          });
          return listOf(tx, type);
        }),
      );
    },

    async items(id: number): Promise<CollectionItemView[]> {
      await collection(db, id, false);
      return items(db, id);
    },

    /** Adds goods at the end, in the order given; goods already in the collection stay where they are. */
    addItems(actor: AuditActor, id: number, goodIds: number[]): Promise<CollectionItemView[]> {
      return afterWrite(
        db.transaction(async (tx) => {
          await collection(tx, id, true);
          const wanted = [...new Set(goodIds)];
          const knownIds = await selectExistingGoodIds(tx, wanted);
          const unknown = wanted.filter((g) => !knownIds.has(g));
          if (unknown.length) throw badRequest('admin_group_goods_unknown', { ids: unknown.join(', ') });
          const before = (await items(tx, id)).map((i) => i.good_id);
          const fresh = wanted.filter((g) => !before.includes(g));
          if (fresh.length) {
            await appendCollectionItems(tx, id, fresh);
            await recordAudit(tx, actor, {
              action: 'group.goods_add',
              entity: 'group',
              entityId: id,
              before: { goods: before },
              after: { goods: [...before, ...fresh] },
            });
          }
          return items(tx, id);
        }),
      );
    },

    removeItem(actor: AuditActor, id: number, goodId: number): Promise<CollectionItemView[]> {
      return afterWrite(
        db.transaction(async (tx) => {
          await collection(tx, id, true);
          const before = (await items(tx, id)).map((i) => i.good_id);
          if (!(await deleteCollectionItem(tx, id, goodId))) throw notFound('admin_group_good_not_in');
          await recordAudit(tx, actor, {
            action: 'group.goods_remove',
            entity: 'group',
            entityId: id,
            before: { goods: before },
            after: { goods: before.filter((g) => g !== goodId) },
          });
          return items(tx, id);
        }),
      );
    },

    /** Sets the order of a collection's goods: `goodIds` must be exactly its goods. */
    reorderItems(actor: AuditActor, id: number, goodIds: number[]): Promise<CollectionItemView[]> {
      return afterWrite(
        db.transaction(async (tx) => {
          await collection(tx, id, true);
          const before = (await items(tx, id)).map((i) => i.good_id);
          if (!sameIds(before, goodIds)) throw conflict('admin_group_items_changed');
          await sortCollectionItems(tx, id, goodIds);
          await recordAudit(tx, actor, {
            action: 'group.goods_reorder',
            entity: 'group',
            entityId: id,
            before: { goods: before },
            after: { goods: goodIds },
          });
          return items(tx, id);
        }),
      );
    },
  };
}

export type AdminGroups = ReturnType<typeof createAdminGroups>;
