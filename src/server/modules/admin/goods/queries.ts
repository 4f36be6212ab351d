// SQL of the admin goods API. The list runs two statements (page and count) whatever the
// page size, SKU totals from one lateral aggregate; writes lock SKUs (in id order) before
// their good, the order placing and paying orders take them in, so they never deadlock.
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type AdminCategoryRow,
  type AdminGoodDetail,
  type AdminGoodRow,
  type AdminGoodSort,
  type AdminSku,
  type Axis,
  LOW_STOCK,
} from '../../../../domain/admin/goods.ts';
import type { I18nText } from '../../../../domain/i18n/locale.ts';
import type { Executor } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like-patterns.ts';
import { goodSkus, goods } from '../../../db/schema.ts';
import { intArray, textArray } from '../../../db/sql-arrays.ts';

export interface GoodListFilter {
  keyword?: string;
  category_id?: number;
  on_shelf?: boolean;
  low_stock?: boolean;
  sort: AdminGoodSort;
  limit: number;
  offset: number;
}

const ORDER: Record<AdminGoodSort, SQL> = {
  updated_desc: sql`g.updated_at DESC, g.id DESC`,
  created_desc: sql`g.created_at DESC, g.id DESC`,
  sort_desc: sql`g.sort DESC, g.id DESC`,
  price_asc: sql`g.price_min ASC, g.id ASC`,
  price_desc: sql`g.price_max DESC, g.id DESC`,
  stock_asc: sql`coalesce(s.stock_total, 0) ASC, g.id ASC`,
  sales_desc: sql`g.sales DESC, g.id DESC`,
};

/** Array parameters as PostgreSQL array literals (drizzle expands JS arrays into lists). */

function whereOf(f: GoodListFilter): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (f.keyword) {
    const p = containsPattern(f.keyword);
    const byId = /^\d{1,9}$/.test(f.keyword) ? sql` OR g.id = ${Number(f.keyword)}` : sql``;
    parts.push(sql`(g.name->>'zh-cn' ILIKE ${p} OR g.name->>'en' ILIKE ${p}
      OR EXISTS (SELECT 1 FROM good_skus k WHERE k.good_id = g.id AND k.code ILIKE ${p})${byId})`);
  }
  if (f.category_id) {
    parts.push(sql`g.category_id IN (
      WITH RECURSIVE tree AS (
        SELECT id FROM good_groups WHERE id = ${f.category_id} AND type = 1
        UNION SELECT c.id FROM good_groups c JOIN tree ON c.parent_id = tree.id WHERE c.type = 1
      ) SELECT id FROM tree)`);
  }
  if (f.on_shelf !== undefined) parts.push(sql`g.on_shelf = ${f.on_shelf}`);
  if (f.low_stock)
    parts.push(sql`EXISTS (SELECT 1 FROM good_skus k WHERE k.good_id = g.id AND k.stock <= ${LOW_STOCK})`);
  return sql.join(parts, sql` AND `);
}

type ListRow = Omit<AdminGoodRow, 'category' | 'created_at' | 'updated_at'> & {
  category_id: number | null;
  category_name: I18nText | null;
  created_at: Date;
  updated_at: Date;
};

export async function selectGoodList(
  db: Executor,
  f: GoodListFilter,
): Promise<{ rows: AdminGoodRow[]; total: number }> {
  const where = whereOf(f);
  const [page, count] = await Promise.all([
    db.execute<ListRow & Record<string, unknown>>(sql`
      SELECT g.id, g.name, coalesce(g.images->>0, '') AS image, g.category_id, c.name AS category_name,
        g.on_shelf, g.sort, g.price_min, g.price_max, g.currency, g.sales, g.created_at, g.updated_at,
        coalesce(s.stock_total, 0)::int AS stock_total, coalesce(s.sku_count, 0)::int AS sku_count,
        coalesce(s.low, 0)::int AS low_stock_skus
      FROM goods g
      LEFT JOIN good_groups c ON c.id = g.category_id
      LEFT JOIN LATERAL (
        SELECT sum(stock) AS stock_total, count(*) AS sku_count, count(*) FILTER (WHERE stock <= ${LOW_STOCK}) AS low
        FROM good_skus WHERE good_id = g.id
      ) s ON TRUE
      WHERE ${where} ORDER BY ${ORDER[f.sort]} LIMIT ${f.limit} OFFSET ${f.offset}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM goods g WHERE ${where}`),
  ]);
  return {
    rows: page.rows.map(({ category_id, category_name, ...r }) => ({
      ...r,
      category: category_id && category_name ? { id: category_id, name: category_name } : null,
      created_at: new Date(r.created_at).toISOString(),
      updated_at: new Date(r.updated_at).toISOString(),
    })),
    total: count.rows[0]?.total ?? 0,
  };
}

/** A goods row as stored: the edit form's good without its SKUs, with the database's dates. */
export type GoodRecord = Omit<AdminGoodDetail, 'ordered' | 'skus' | 'created_at' | 'updated_at'> & {
  created_at: Date;
  updated_at: Date;
};

const GOOD_COLUMNS = sql`id, name, description, search_terms, images, category_id, property, services, on_shelf, sort, currency,
  price_min, price_max, sales, created_at, updated_at`;
const SKU_COLUMNS = sql`id, code, options, price, stock, currency, image, sales`;

/** A good, locked for the rest of the transaction when `lock`. */
export async function selectGood(db: Executor, id: number, lock = false): Promise<GoodRecord | undefined> {
  const { rows } = await db.execute<GoodRecord & Record<string, unknown>>(
    sql`SELECT ${GOOD_COLUMNS} FROM goods WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0];
}

export async function selectSkus(db: Executor, goodId: number): Promise<AdminSku[]> {
  const { rows } = await db.execute<AdminSku & Record<string, unknown>>(
    sql`SELECT ${SKU_COLUMNS} FROM good_skus WHERE good_id = ${goodId} ORDER BY id`,
  );
  return rows;
}

/** Locks a good's SKUs in id order (the first step of every write to a good). */
export async function lockSkusOf(tx: Executor, goodId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM good_skus WHERE good_id = ${goodId} ORDER BY id FOR UPDATE`);
}

export async function wasOrdered(db: Executor, goodId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM order_lines WHERE good_id = ${goodId} LIMIT 1`);
  return rows.length > 0;
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM good_groups WHERE id = ${id} AND type = 1`);
  return rows.length > 0;
}

/** The first of `codes` that a SKU of another good has. */
export async function codeTakenElsewhere(db: Executor, codes: string[], goodId: number): Promise<string | undefined> {
  if (codes.length === 0) return undefined;
  const { rows } = await db.execute<{ code: string }>(
    sql`SELECT code FROM good_skus WHERE code = ANY(${textArray(codes)}) AND good_id <> ${goodId} ORDER BY code LIMIT 1`,
  );
  return rows[0]?.code;
}

export async function selectCategories(db: Executor): Promise<AdminCategoryRow[]> {
  const { rows } = await db.execute<AdminCategoryRow & Record<string, unknown>>(
    sql`SELECT id, parent_id, name, sort, visible FROM good_groups WHERE type = 1 ORDER BY sort, id`,
  );
  return rows;
}

export interface BulkSkuRow extends AdminSku {
  good_id: number;
  good_name: I18nText;
  property: Axis[];
}

/** SKUs of several goods with their good's name and axes, in good then SKU order. */
export async function selectSkusOfGoods(db: Executor, goodIds: number[]): Promise<BulkSkuRow[]> {
  const { rows } = await db.execute<BulkSkuRow & Record<string, unknown>>(sql`
    SELECT s.id, s.code, s.options, s.price, s.stock, s.currency, s.image, s.sales,
      g.id AS good_id, g.name AS good_name, g.property
    FROM good_skus s JOIN goods g ON g.id = s.good_id
    WHERE g.id = ANY(${intArray(goodIds)}) ORDER BY g.id DESC, s.id`);
  return rows;
}

/** Locks SKUs by id (in id order) and answers them with their good. */
export async function lockSkus(tx: Executor, ids: number[]): Promise<(AdminSku & { good_id: number })[]> {
  const { rows } = await tx.execute<AdminSku & { good_id: number } & Record<string, unknown>>(
    sql`SELECT ${SKU_COLUMNS}, good_id FROM good_skus WHERE id = ANY(${intArray(ids)}) ORDER BY id FOR UPDATE`,
  );
  return rows;
}

/** Recomputes the price range of goods from their SKUs (after a bulk price change). */
export async function refreshPriceRanges(tx: Executor, goodIds: number[]): Promise<void> {
  await tx.execute(sql`
    UPDATE goods g SET price_min = p.min, price_max = p.max, updated_at = clock_timestamp()
    FROM (
      SELECT good_id, min(price)::int AS min, max(price)::int AS max FROM good_skus
      WHERE good_id = ANY(${intArray(goodIds)}) GROUP BY good_id
    ) p
    WHERE g.id = p.good_id`);
}

// Writes. Every one stamps updated_at with clock_timestamp(): several writes in one
// transaction keep their order (now() would give them all the transaction's start).

export type GoodColumns = Omit<typeof goods.$inferInsert, 'id' | 'updatedAt' | 'createdAt'>;
export type SkuColumns = Omit<typeof goodSkus.$inferInsert, 'id' | 'updatedAt' | 'createdAt'>;

const stamp = () => sql`clock_timestamp()` as unknown as Date;

export async function insertGood(tx: Executor, values: GoodColumns): Promise<number> {
  const [row] = await tx
    .insert(goods)
    .values({ ...values, updatedAt: stamp() })
    .returning({ id: goods.id });
  return row.id;
}

export async function updateGood(tx: Executor, id: number, values: Partial<GoodColumns>): Promise<void> {
  await tx
    .update(goods)
    .set({ ...values, updatedAt: stamp() })
    .where(eq(goods.id, id));
}

/** Deletes a good: its SKUs, cart lines and collection entries go with it (FK cascades). */
export async function deleteGood(tx: Executor, id: number): Promise<void> {
  await tx.delete(goods).where(eq(goods.id, id));
}

/** Locks goods in id order (after their SKUs, like every other write). */
export async function lockGoods(tx: Executor, ids: number[]): Promise<void> {
  await tx.execute(sql`SELECT id FROM goods WHERE id = ANY(${intArray(ids)}) ORDER BY id FOR UPDATE`);
}

export async function insertSkus(tx: Executor, rows: SkuColumns[]): Promise<void> {
  if (rows.length) await tx.insert(goodSkus).values(rows);
}

export async function updateSku(tx: Executor, id: number, changes: Partial<SkuColumns>): Promise<void> {
  await tx
    .update(goodSkus)
    .set({ ...changes, updatedAt: stamp() })
    .where(eq(goodSkus.id, id));
}

/** Deletes SKUs: their cart lines go with them (FK cascade); orders keep their snapshots. */
export async function deleteSkus(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length) await tx.delete(goodSkus).where(inArray(goodSkus.id, ids));
}

/** Moves SKU codes out of the way (`~id~code`), so codes can be swapped between SKUs of a good. */
export async function parkSkuCodes(tx: Executor, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(goodSkus)
    .set({ code: sql`'~' || ${goodSkus.id} || '~' || ${goodSkus.code}` })
    .where(inArray(goodSkus.id, ids));
}
