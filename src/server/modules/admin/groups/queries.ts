// SQL of the admin groups: the category tree (type 1), the home collections (type 2)
// and their goods.
import { sql } from 'drizzle-orm';
import type { AdminGroupView, CollectionItemView, TreeNode } from '../../../../domain/admin/groups.ts';
import { GROUP_TYPE } from '../../../../domain/catalog/catalog.ts';
import type { I18nText } from '../../../../domain/i18n/locale.ts';
import type { Executor } from '../../../db/client.ts';
import { intArray } from '../../../db/sql-arrays.ts';

/** Key of the transaction-level advisory lock taken by every change to the groups' structure. */
const TREE_LOCK = 7_000_301;

/** A group as stored: its view without the tree placement, with the database's dates. */
export type GroupRow = Omit<AdminGroupView, 'depth' | 'children' | 'created_at' | 'updated_at'> & {
  created_at: Date;
  updated_at: Date;
};

/** A group's stored fields. */
export interface GroupColumns {
  parent_id: number | null;
  name: I18nText;
  description: I18nText;
  image: string;
  sort: number;
  visible: boolean;
}

const COLUMNS = sql`g.id, g.type, g.parent_id, g.name, g.description, g.image, g.sort, g.visible, g.created_at, g.updated_at`;

/** Serialises changes to the groups' structure until the transaction ends. */
export async function lockGroupTree(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TREE_LOCK})`);
}

/** Groups of a type with their goods count, in order. */
export async function selectGroups(db: Executor, type: number): Promise<GroupRow[]> {
  const count =
    type === GROUP_TYPE.category
      ? sql`(SELECT count(*)::int FROM goods WHERE category_id = g.id)`
      : sql`(SELECT count(*)::int FROM good_group_items WHERE group_id = g.id)`;
  const { rows } = await db.execute<GroupRow & Record<string, unknown>>(
    sql`SELECT ${COLUMNS}, ${count} AS goods_count FROM good_groups g WHERE g.type = ${type} ORDER BY g.sort, g.id`,
  );
  return rows;
}

export async function selectGroup(db: Executor, id: number, lock = false): Promise<GroupRow | undefined> {
  const { rows } = await db.execute<GroupRow & Record<string, unknown>>(
    sql`SELECT ${COLUMNS},
          CASE WHEN g.type = 1 THEN (SELECT count(*)::int FROM goods WHERE category_id = g.id)
               ELSE (SELECT count(*)::int FROM good_group_items WHERE group_id = g.id) END AS goods_count
        FROM good_groups g WHERE g.id = ${id} ${lock ? sql`FOR UPDATE OF g` : sql``}`,
  );
  return rows[0];
}

/** The parents of every category, for the tree rules. */
export async function selectCategoryNodes(db: Executor): Promise<Map<number, TreeNode>> {
  const { rows } = await db.execute<TreeNode & Record<string, unknown>>(
    sql`SELECT id, parent_id FROM good_groups WHERE type = 1`,
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, parent_id: r.parent_id }]));
}

/** The next sort value at the end of a level. */
export async function selectNextSort(tx: Executor, type: number, parentId: number | null): Promise<number> {
  const { rows } = await tx.execute<{ next: number }>(
    sql`SELECT coalesce(max(sort) + 1, 0)::int AS next FROM good_groups
        WHERE type = ${type} AND parent_id IS NOT DISTINCT FROM ${parentId}`,
  );
  return rows[0]?.next ?? 0;
}

/** A collection's goods, in order. */
export async function selectCollectionItems(tx: Executor, groupId: number): Promise<CollectionItemView[]> {
  const { rows } = await tx.execute<CollectionItemView & Record<string, unknown>>(
    sql`SELECT i.good_id, i.sort, g.name, coalesce(g.images->>0, '') AS image, g.on_shelf,
               g.price_min, g.price_max, g.currency
        FROM good_group_items i JOIN goods g ON g.id = i.good_id
        WHERE i.group_id = ${groupId} ORDER BY i.sort, i.good_id`,
  );
  return rows;
}

export async function insertGroup(tx: Executor, type: number, c: GroupColumns): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`INSERT INTO good_groups (type, parent_id, name, description, image, sort, visible)
        VALUES (${type}, ${c.parent_id}, ${JSON.stringify(c.name)}::jsonb,
                ${JSON.stringify(c.description)}::jsonb, ${c.image}, ${c.sort}, ${c.visible})
        RETURNING id`,
  );
  return rows[0]!.id;
}

export async function updateGroup(tx: Executor, id: number, c: GroupColumns): Promise<void> {
  await tx.execute(
    sql`UPDATE good_groups SET parent_id = ${c.parent_id}, name = ${JSON.stringify(c.name)}::jsonb,
          description = ${JSON.stringify(c.description)}::jsonb, image = ${c.image},
          sort = ${c.sort}, visible = ${c.visible}, updated_at = now()
        WHERE id = ${id}`,
  );
}

/** What still hangs on a category: child categories and goods. */
export async function selectCategoryUse(tx: Executor, id: number): Promise<{ children: number; goods: number }> {
  const { rows } = await tx.execute<{ children: number; goods: number }>(
    sql`SELECT (SELECT count(*)::int FROM good_groups WHERE parent_id = ${id}) AS children,
               (SELECT count(*)::int FROM goods WHERE category_id = ${id}) AS goods`,
  );
  return rows[0]!;
}

/** Deletes a group (and a collection's goods list). */
export async function deleteGroup(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM good_group_items WHERE group_id = ${id}`);
  await tx.execute(sql`DELETE FROM good_groups WHERE id = ${id}`);
}

/** The groups of one level, locked, in order. */
export async function lockLevel(tx: Executor, type: number, parentId: number | null) {
  const { rows } = await tx.execute<{ id: number; sort: number }>(
    sql`SELECT id, sort FROM good_groups WHERE type = ${type} AND parent_id IS NOT DISTINCT FROM ${parentId}
        ORDER BY sort, id FOR UPDATE`,
  );
  return rows;
}

/** Sorts groups in the order of `ids`. */
export async function sortGroups(tx: Executor, ids: number[]): Promise<void> {
  await tx.execute(
    sql`UPDATE good_groups g SET sort = o.n - 1, updated_at = now()
        FROM unnest(${intArray(ids)}) WITH ORDINALITY AS o(id, n)
        WHERE g.id = o.id AND g.sort <> o.n - 1`,
  );
}

/** Which of these goods exist. */
export async function selectExistingGoodIds(tx: Executor, ids: number[]): Promise<Set<number>> {
  const { rows } = await tx.execute<{ id: number }>(sql`SELECT id FROM goods WHERE id = ANY(${intArray(ids)})`);
  return new Set(rows.map((r) => r.id));
}

/** Appends goods to a collection's end, in the order given. */
export async function appendCollectionItems(tx: Executor, id: number, goodIds: number[]): Promise<void> {
  await tx.execute(
    sql`INSERT INTO good_group_items (group_id, good_id, sort)
        SELECT ${id}, o.good_id,
               (SELECT coalesce(max(sort), -1) FROM good_group_items WHERE group_id = ${id}) + o.n
        FROM unnest(${intArray(goodIds)}) WITH ORDINALITY AS o(good_id, n)`,
  );
  await touchGroup(tx, id);
}

/** Takes a good out of a collection; false when it was not in it. */
export async function deleteCollectionItem(tx: Executor, id: number, goodId: number): Promise<boolean> {
  const { rowCount } = await tx.execute(
    sql`DELETE FROM good_group_items WHERE group_id = ${id} AND good_id = ${goodId}`,
  );
  if (rowCount) await touchGroup(tx, id);
  return !!rowCount;
}

/** Sorts a collection's goods in the order of `goodIds`. */
export async function sortCollectionItems(tx: Executor, id: number, goodIds: number[]): Promise<void> {
  await tx.execute(
    sql`UPDATE good_group_items i SET sort = o.n - 1
        FROM unnest(${intArray(goodIds)}) WITH ORDINALITY AS o(good_id, n)
        WHERE i.group_id = ${id} AND i.good_id = o.good_id`,
  );
  await touchGroup(tx, id);
}

async function touchGroup(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`UPDATE good_groups SET updated_at = now() WHERE id = ${id}`);
}
