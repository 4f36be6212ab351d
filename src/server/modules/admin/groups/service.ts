// Staff writes to the groups: the category tree (type 1) and the home collections
// (type 2) with their goods. Every change runs in one transaction with its audit entry;
// structural changes are serialised by one advisory lock so that two moves can never
// build a loop together; the storefront's catalog cache is cleared after each change.
import { sql } from 'drizzle-orm';
import {
  type AdminGroupView,
  type CollectionItemView,
  depthOf,
  MAX_CATEGORY_DEPTH,
  parentProblem,
  type TreeNode,
} from '../../../../domain/admin-groups.ts';
import { GROUP_TYPE } from '../../../../domain/catalog.ts';
import type { I18nText } from '../../../../domain/locale.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { intArray } from '../../../db/sql-arrays.ts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';

/** Key of the transaction-level advisory lock taken by every change to the groups' structure. */
const TREE_LOCK = 7_000_301;

/** A group as stored: its view without the tree placement, with the database's dates. */
type GroupRow = Omit<AdminGroupView, 'depth' | 'children' | 'created_at' | 'updated_at'> & {
  created_at: Date;
  updated_at: Date;
};

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

const COLUMNS = sql`g.id, g.type, g.parent_id, g.name, g.description, g.image, g.sort, g.visible, g.created_at, g.updated_at`;

/** Groups of a type with their goods count, in order. */
async function selectGroups(db: Executor, type: number): Promise<GroupRow[]> {
  const count =
    type === GROUP_TYPE.category
      ? sql`(SELECT count(*)::int FROM goods WHERE category_id = g.id)`
      : sql`(SELECT count(*)::int FROM good_group_items WHERE group_id = g.id)`;
  const { rows } = await db.execute<GroupRow & Record<string, unknown>>(
    sql`SELECT ${COLUMNS}, ${count} AS goods_count FROM good_groups g WHERE g.type = ${type} ORDER BY g.sort, g.id`,
  );
  return rows;
}

async function selectGroup(db: Executor, id: number, lock = false): Promise<GroupRow | undefined> {
  const { rows } = await db.execute<GroupRow & Record<string, unknown>>(
    sql`SELECT ${COLUMNS},
          CASE WHEN g.type = 1 THEN (SELECT count(*)::int FROM goods WHERE category_id = g.id)
               ELSE (SELECT count(*)::int FROM good_group_items WHERE group_id = g.id) END AS goods_count
        FROM good_groups g WHERE g.id = ${id} ${lock ? sql`FOR UPDATE OF g` : sql``}`,
  );
  return rows[0];
}

/** The parents of every category, for the tree rules. */
async function categoryNodes(db: Executor): Promise<Map<number, TreeNode>> {
  const { rows } = await db.execute<TreeNode & Record<string, unknown>>(
    sql`SELECT id, parent_id FROM good_groups WHERE type = 1`,
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, parent_id: r.parent_id }]));
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
  async function lockTree(tx: Executor) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${TREE_LOCK})`);
  }

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
    const problem = parentProblem(await categoryNodes(tx), id, parentId);
    if (problem === 'cycle') throw badRequest('admin_group_parent_cycle');
    if (problem === 'too_deep') throw badRequest('admin_group_too_deep', { max: MAX_CATEGORY_DEPTH });
    return parentId;
  }

  /** The next sort value at the end of a level. */
  async function nextSort(tx: Executor, type: number, parentId: number | null): Promise<number> {
    const { rows } = await tx.execute<{ next: number }>(
      sql`SELECT coalesce(max(sort) + 1, 0)::int AS next FROM good_groups
          WHERE type = ${type} AND parent_id IS NOT DISTINCT FROM ${parentId}`,
    );
    return rows[0]?.next ?? 0;
  }

  async function detail(tx: Executor, id: number): Promise<AdminGroupView> {
    const row = await selectGroup(tx, id);
    if (!row) throw notFound();
    const depth = row.type === GROUP_TYPE.category ? depthOf(await categoryNodes(tx), row.id) : 1;
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

  async function items(tx: Executor, groupId: number): Promise<CollectionItemView[]> {
    const { rows } = await tx.execute<CollectionItemView & Record<string, unknown>>(
      sql`SELECT i.good_id, i.sort, g.name, coalesce(g.images->>0, '') AS image, g.on_shelf,
                 g.price_min, g.price_max, g.currency
          FROM good_group_items i JOIN goods g ON g.id = i.good_id
          WHERE i.group_id = ${groupId} ORDER BY i.sort, i.good_id`,
    );
    return rows;
  }

  return {
    /** Categories as a tree (roots first, children in order), collections as a list. */
    list: (type: number) => listOf(db, type),

    get: (id: number) => detail(db, id),

    create(actor: AuditActor, input: CreateGroupInput): Promise<AdminGroupView> {
      return afterWrite(
        db.transaction(async (tx) => {
          await lockTree(tx);
          const parentId = await checkParent(tx, input.type, undefined, input.parent_id);
          const sort = input.sort ?? (await nextSort(tx, input.type, parentId));
          const { rows } = await tx.execute<{ id: number }>(
            sql`INSERT INTO good_groups (type, parent_id, name, description, image, sort, visible)
                VALUES (${input.type}, ${parentId}, ${JSON.stringify(input.name)}::jsonb,
                        ${JSON.stringify(input.description)}::jsonb, ${input.image}, ${sort}, ${input.visible})
                RETURNING id`,
          );
          const created = await detail(tx, rows[0]!.id);
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
          await lockTree(tx);
          const before = await selectGroup(tx, id, true);
          if (!before) throw notFound();
          // Omitted parent_id keeps the parent; null moves a category to the top level.
          const wanted = input.parent_id === undefined ? before.parent_id : input.parent_id;
          const parentId = await checkParent(tx, before.type, id, wanted);
          const moved = parentId !== before.parent_id;
          const sort = input.sort ?? (moved ? await nextSort(tx, before.type, parentId) : before.sort);
          await tx.execute(
            sql`UPDATE good_groups SET parent_id = ${parentId}, name = ${JSON.stringify(input.name)}::jsonb,
                  description = ${JSON.stringify(input.description)}::jsonb, image = ${input.image},
                  sort = ${sort}, visible = ${input.visible}, updated_at = now()
                WHERE id = ${id}`,
          );
          const after = await detail(tx, id);
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
          await lockTree(tx);
          const before = await selectGroup(tx, id, true);
          if (!before) throw notFound();
          let removedGoods: number[] = [];
          if (before.type === GROUP_TYPE.category) {
            const { rows } = await tx.execute<{ children: number; goods: number }>(
              sql`SELECT (SELECT count(*)::int FROM good_groups WHERE parent_id = ${id}) AS children,
                         (SELECT count(*)::int FROM goods WHERE category_id = ${id}) AS goods`,
            );
            const use = rows[0]!;
            if (use.children > 0) throw conflict('admin_group_has_children', { count: use.children });
            if (use.goods > 0) throw conflict('admin_group_has_goods', { count: use.goods });
          } else {
            removedGoods = (await items(tx, id)).map((i) => i.good_id);
            await tx.execute(sql`DELETE FROM good_group_items WHERE group_id = ${id}`);
          }
          await tx.execute(sql`DELETE FROM good_groups WHERE id = ${id}`);
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
          await lockTree(tx);
          if (type === GROUP_TYPE.collection && parentId !== null) throw badRequest('admin_group_collection_no_parent');
          const { rows } = await tx.execute<{ id: number; sort: number }>(
            sql`SELECT id, sort FROM good_groups WHERE type = ${type} AND parent_id IS NOT DISTINCT FROM ${parentId}
                ORDER BY sort, id FOR UPDATE`,
          );
          if (
            !sameIds(
              rows.map((r) => r.id),
              ids,
            )
          )
            throw conflict('admin_group_siblings_changed');
          await tx.execute(
            sql`UPDATE good_groups g SET sort = o.n - 1, updated_at = now()
                FROM unnest(${intArray(ids)}) WITH ORDINALITY AS o(id, n)
                WHERE g.id = o.id AND g.sort <> o.n - 1`,
          );
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
          const { rows: known } = await tx.execute<{ id: number }>(
            sql`SELECT id FROM goods WHERE id = ANY(${intArray(wanted)})`,
          );
          const knownIds = new Set(known.map((r) => r.id));
          const unknown = wanted.filter((g) => !knownIds.has(g));
          if (unknown.length) throw badRequest('admin_group_goods_unknown', { ids: unknown.join(', ') });
          const before = (await items(tx, id)).map((i) => i.good_id);
          const fresh = wanted.filter((g) => !before.includes(g));
          if (fresh.length) {
            await tx.execute(
              sql`INSERT INTO good_group_items (group_id, good_id, sort)
                  SELECT ${id}, o.good_id,
                         (SELECT coalesce(max(sort), -1) FROM good_group_items WHERE group_id = ${id}) + o.n
                  FROM unnest(${intArray(fresh)}) WITH ORDINALITY AS o(good_id, n)`,
            );
            await tx.execute(sql`UPDATE good_groups SET updated_at = now() WHERE id = ${id}`);
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
          const { rowCount } = await tx.execute(
            sql`DELETE FROM good_group_items WHERE group_id = ${id} AND good_id = ${goodId}`,
          );
          if (!rowCount) throw notFound('admin_group_good_not_in');
          await tx.execute(sql`UPDATE good_groups SET updated_at = now() WHERE id = ${id}`);
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
          await tx.execute(
            sql`UPDATE good_group_items i SET sort = o.n - 1
                FROM unnest(${intArray(goodIds)}) WITH ORDINALITY AS o(good_id, n)
                WHERE i.group_id = ${id} AND i.good_id = o.good_id`,
          );
          await tx.execute(sql`UPDATE good_groups SET updated_at = now() WHERE id = ${id}`);
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
