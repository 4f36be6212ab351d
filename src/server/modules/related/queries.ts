// Related goods (issue #41 item 1): the job's lists (related_goods) and the live fallback.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import {
  type BoughtWith,
  RELATED_KEPT,
  type RelatedEntry,
  relatedList,
  relatedListKey,
  relatedPools,
  type ShelfGood,
  TOGETHER_DAYS,
} from '../../../domain/catalog/related.ts';
import type { Db, Executor } from '../../db/client.ts';
import { intArray } from '../../db/sql-arrays.ts';

/** The stored candidates of these goods, best first: by source, then position (interleaving several goods' lists). */
export async function selectStoredRelated(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT related_id AS id FROM related_goods WHERE good_id = ANY(${intArray(ids)})
        GROUP BY related_id ORDER BY min(source), min(position), related_id LIMIT ${RELATED_KEPT * 2}`,
  );
  return rows.map((r) => r.id);
}

/**
 * The live fallback (before the job's first run, or when too few stored candidates are
 * left): goods on shelf and in stock of these goods' categories (and the categories'
 * parent's tree), then best sellers; with no goods, best sellers only.
 */
export async function selectLiveRelated(db: Executor, ids: readonly number[], limit: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`WITH asked AS (
          SELECT g.category_id, c.parent_id FROM goods g LEFT JOIN good_groups c ON c.id = g.category_id
          WHERE g.id = ANY(${intArray(ids)}) AND g.category_id IS NOT NULL
        )
        SELECT g.id FROM goods g LEFT JOIN good_groups c ON c.id = g.category_id
        WHERE g.on_shelf AND NOT (g.id = ANY(${intArray(ids)}))
          AND EXISTS (SELECT 1 FROM good_skus s WHERE s.good_id = g.id AND s.stock > 0)
        ORDER BY
          CASE WHEN g.category_id IN (SELECT category_id FROM asked) THEN 0
               WHEN coalesce(c.parent_id, g.category_id) IN (SELECT coalesce(parent_id, category_id) FROM asked) THEN 1
               ELSE 2 END,
          g.sales DESC, g.id DESC
        LIMIT ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Goods read at once from the shelf. */
const SHELF_CHUNK = 1000;
/** Goods on shelf whose stored lists and bought-together goods are read, and lists worked out, at once. */
const LIST_CHUNK = 250;
/**
 * Goods whose lists are rewritten in one transaction: up to 160 rows, each with two
 * foreign keys to check, which on the embedded database keeps every statement well under
 * 50 ms (docs/benchmarks.md, "Related goods job on the embedded database").
 */
const WRITE_CHUNK = 10;

/** One good's new list, as the refresh found it changed (an empty list: the good is gone). */
export interface ChangedList {
  goodId: number;
  related: RelatedEntry[];
}

type ShelfRow = { [K in keyof ShelfGood]: ShelfGood[K] } & { in_stock: boolean };

/** The goods on shelf, by ascending id, and whether each is in stock (read in bounded chunks). */
async function readShelf(db: Db): Promise<ShelfRow[]> {
  const shelf: ShelfRow[] = [];
  for (let after = 0; ; ) {
    const { rows } = await db.execute<ShelfRow>(
      sql`SELECT g.id, g.category_id, coalesce(c.parent_id, g.category_id) AS family, g.sales,
                 EXISTS (SELECT 1 FROM good_skus s WHERE s.good_id = g.id AND s.stock > 0) AS in_stock
          FROM goods g LEFT JOIN good_groups c ON c.id = g.category_id
          WHERE g.on_shelf AND g.id > ${after}
          ORDER BY g.id LIMIT ${SHELF_CHUNK}`,
    );
    shelf.push(...rows);
    if (rows.length < SHELF_CHUNK) return shelf;
    after = rows[rows.length - 1]!.id;
    await nextTurn();
  }
}

/**
 * Works out every good's list and writes those that changed: goods bought with it in
 * orders paid within TOGETHER_DAYS (most orders first), then goods of its category, then
 * of its category tree (the category's parent and its children), best sellers first,
 * then the shop's best sellers (domain/catalog/related.ts `relatedList`). Only goods on
 * shelf and in stock are candidates; every good on shelf gets a list. Answers the goods
 * whose list changed.
 *
 * No long statement and no long transaction (the embedded database runs in this thread,
 * over one connection): the shelf is read in chunks, then, a range of goods at a time,
 * their stored lists and the goods bought with them (aggregated in SQL over the range's
 * goods only), the lists worked out here and compared; the changed ones are written in
 * short transactions of WRITE_CHUNK goods. The event loop gets a turn between chunks.
 * The reads are not one snapshot: a change made meanwhile is caught by the next run.
 */
export async function refreshRelatedLists(db: Db): Promise<number[]> {
  const shelf = await readShelf(db);
  const pools = relatedPools(shelf.filter((g) => g.in_stock));
  const changed: ChangedList[] = [];
  // Ranges (after, upTo] of LIST_CHUNK goods on shelf, the last one open: goods off shelf
  // with a stored list lie between them and lose it.
  for (let i = 0, after = 0, last = false; !last; i += LIST_CHUNK) {
    const goods = shelf.slice(i, i + LIST_CHUNK);
    last = i + LIST_CHUNK >= shelf.length;
    const upTo = last ? 2 ** 31 - 1 : goods[goods.length - 1]!.id;
    const { rows: stored } = await db.execute<{ good_id: number; list: string }>(
      sql`SELECT good_id, string_agg(related_id::text || ':' || source, ',' ORDER BY position) AS list
          FROM related_goods WHERE good_id > ${after} AND good_id <= ${upTo} GROUP BY good_id`,
    );
    const { rows: pairs } =
      goods.length === 0
        ? { rows: [] }
        : await db.execute<{ good_id: number; id: number; orders: number }>(
            sql`SELECT a.good_id, b.good_id AS id, count(DISTINCT o.id)::int AS orders
                FROM order_lines a
                JOIN orders o ON o.id = a.order_id
                JOIN order_lines b ON b.order_id = a.order_id AND b.good_id <> a.good_id
                WHERE a.good_id > ${after} AND a.good_id <= ${upTo}
                  AND o.paid_at IS NOT NULL AND o.paid_at > now() - make_interval(days => ${TOGETHER_DAYS})
                GROUP BY a.good_id, b.good_id`,
          );
    const old = new Map(stored.map((r) => [r.good_id, r.list]));
    const boughtWith = new Map<number, BoughtWith[]>();
    for (const p of pairs) {
      const list = boughtWith.get(p.good_id);
      if (list === undefined) boughtWith.set(p.good_id, [{ id: p.id, orders: p.orders }]);
      else list.push({ id: p.id, orders: p.orders });
    }
    for (const g of goods) {
      const related = relatedList(g, boughtWith.get(g.id) ?? [], pools);
      // A good with no candidates has no list, stored or new.
      if (relatedListKey(related) !== (old.get(g.id) ?? '')) changed.push({ goodId: g.id, related });
      old.delete(g.id);
    }
    for (const goodId of old.keys()) changed.push({ goodId, related: [] }); // off shelf (or gone)
    after = upTo;
    await nextTurn();
  }
  changed.sort((a, b) => a.goodId - b.goodId);
  for (let i = 0; i < changed.length; i += WRITE_CHUNK) {
    await writeLists(db, changed.slice(i, i + WRITE_CHUNK));
    await nextTurn();
  }
  return changed.map((c) => c.goodId);
}

/** Rewrites these goods' lists in one short transaction. */
async function writeLists(db: Db, lists: readonly ChangedList[]): Promise<void> {
  await db.transaction(async (tx) => {
    // The goods written about, locked before their lists (ascending id, as the lock order
    // has goods): a good deleted meanwhile (its lists go by cascade, goods first) is left
    // out instead of failing the run or waiting on each other.
    const named = [...new Set(lists.flatMap((l) => [l.goodId, ...l.related.map((r) => r.id)]))].sort((a, b) => a - b);
    const { rows: alive } = await tx.execute<{ id: number }>(
      sql`SELECT id FROM goods WHERE id = ANY(${intArray(named)}) ORDER BY id FOR KEY SHARE`,
    );
    const exists = new Set(alive.map((r) => r.id));
    await tx.execute(sql`DELETE FROM related_goods WHERE good_id = ANY(${intArray(lists.map((l) => l.goodId))})`);
    const rows = lists.flatMap((l) =>
      exists.has(l.goodId)
        ? l.related.filter((r) => exists.has(r.id)).map((r, i) => ({ goodId: l.goodId, position: i + 1, ...r }))
        : [],
    );
    if (rows.length === 0) return;
    await tx.execute(
      sql`INSERT INTO related_goods (good_id, position, related_id, source)
          SELECT * FROM unnest(${intArray(rows.map((r) => r.goodId))}, ${intArray(rows.map((r) => r.position))}::smallint[],
                               ${intArray(rows.map((r) => r.id))}, ${intArray(rows.map((r) => r.source))}::smallint[])`,
    );
  });
}
