// Related goods (issue #41 item 1): the job's lists (related_goods) and the live fallback.
import { sql } from 'drizzle-orm';
import { RELATED_KEPT, TOGETHER_DAYS } from '../../../domain/catalog/related.ts';
import type { Executor } from '../../db/client.ts';
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

/** One good's new list, as the refresh found it changed (an empty list: the good is gone). */
export interface ChangedList {
  goodId: number;
  related: { id: number; source: number }[];
}

/**
 * Works out every good's list and writes those that changed (in the caller's
 * transaction, which holds the job's claim): goods bought with it in orders paid within
 * TOGETHER_DAYS (most orders first), then goods of its category, then of its category
 * tree (the category's parent and its children), best sellers first, then the shop's
 * best sellers. Only goods on shelf and in stock are candidates; every good on shelf gets
 * a list. Answers the goods whose list changed.
 */
export async function refreshRelatedLists(tx: Executor): Promise<number[]> {
  const per = RELATED_KEPT + 1; // one more than kept: the good itself may be among them
  const { rows } = await tx.execute<{ good_id: number; related_id: number | null; source: number | null }>(
    sql`WITH shelf AS MATERIALIZED (
          SELECT g.id, g.category_id, coalesce(c.parent_id, g.category_id) AS family, g.sales,
                 EXISTS (SELECT 1 FROM good_skus s WHERE s.good_id = g.id AND s.stock > 0) AS in_stock
          FROM goods g LEFT JOIN good_groups c ON c.id = g.category_id
          WHERE g.on_shelf
        ),
        offered AS MATERIALIZED (SELECT id, category_id, family, sales FROM shelf WHERE in_stock),
        together AS (
          SELECT a.good_id, b.good_id AS related_id, count(DISTINCT o.id) AS n
          FROM orders o
          JOIN order_lines a ON a.order_id = o.id
          JOIN order_lines b ON b.order_id = o.id AND b.good_id <> a.good_id
          WHERE o.paid_at IS NOT NULL AND o.paid_at > now() - make_interval(days => ${TOGETHER_DAYS})
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
          SELECT s.id, c.id, 2, c.r FROM shelf s JOIN by_category c ON c.category_id = s.category_id AND c.r <= ${per}
          UNION ALL
          SELECT s.id, f.id, 2, ${per} + f.r FROM shelf s JOIN by_family f ON f.family = s.family AND f.r <= ${per}
          UNION ALL
          SELECT s.id, b.id, 3, b.r FROM shelf s JOIN best b ON b.r <= ${per}
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
          ) ranked WHERE position <= ${RELATED_KEPT}
        ),
        new_lists AS (
          SELECT good_id, array_agg(related_id::text || ':' || source ORDER BY position) AS list FROM kept GROUP BY good_id
        ),
        old_lists AS (
          SELECT good_id, array_agg(related_id::text || ':' || source ORDER BY position) AS list
          FROM related_goods GROUP BY good_id
        ),
        changed AS (
          SELECT coalesce(n.good_id, o.good_id) AS good_id
          FROM new_lists n FULL JOIN old_lists o ON o.good_id = n.good_id
          WHERE n.list IS DISTINCT FROM o.list
        )
        SELECT c.good_id, k.related_id, k.source
        FROM changed c LEFT JOIN kept k ON k.good_id = c.good_id
        ORDER BY c.good_id, k.position`,
  );
  const changed = [...new Set(rows.map((r) => r.good_id))];
  if (changed.length === 0) return [];
  // The goods written about, locked before their lists (ascending id, as the lock order
  // has goods): a good deleted meanwhile (its lists go by cascade, goods first) is left
  // out instead of failing the run or waiting on each other.
  const named = [...new Set([...changed, ...rows.flatMap((r) => (r.related_id === null ? [] : [r.related_id]))])];
  const { rows: alive } = await tx.execute<{ id: number }>(
    sql`SELECT id FROM goods WHERE id = ANY(${intArray(named)}) ORDER BY id FOR KEY SHARE`,
  );
  const exists = new Set(alive.map((r) => r.id));
  await tx.execute(sql`DELETE FROM related_goods WHERE good_id = ANY(${intArray(changed)})`);
  const kept = rows.filter((r) => r.related_id !== null && exists.has(r.good_id) && exists.has(r.related_id));
  if (kept.length > 0) {
    const position = new Map<number, number>();
    const positions = kept.map((r) => {
      const p = (position.get(r.good_id) ?? 0) + 1;
      position.set(r.good_id, p);
      return p;
    });
    await tx.execute(
      sql`INSERT INTO related_goods (good_id, position, related_id, source)
          SELECT * FROM unnest(${intArray(kept.map((r) => r.good_id))}, ${intArray(positions)}::smallint[],
                               ${intArray(kept.map((r) => r.related_id as number))},
                               ${intArray(kept.map((r) => r.source as number))}::smallint[])`,
    );
  }
  return changed;
}
