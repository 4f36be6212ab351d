// SQL of the cart. Reads join the line, its SKU and its good in one statement. Writes
// of one customer's cart take turns (a transaction-scoped advisory lock), so the line
// limit holds under concurrent calls; adding to a line is one INSERT ... ON CONFLICT
// whose stock check runs against the locked row, so no update is ever lost.
import { sql } from 'drizzle-orm';
import { CART_MAX_LINES, CART_MAX_QUANTITY, type CartItem } from '../../../domain/cart/cart.ts';
import type { I18nText } from '../../../domain/i18n/locale.ts';
import type { Executor } from '../../db/client.ts';
import type { GoodAxis } from '../../db/schema.ts';

/** A SKU with what a cart line shows of it and of its good. */
export interface SkuRow {
  sku_id: number;
  good_id: number;
  name: I18nText;
  property: GoodAxis[];
  options: Record<string, string>;
  /** The SKU's picture, else the good's first. */
  image: string;
  price: number;
  currency: string;
  stock: number;
  on_shelf: boolean;
}

export interface LineRow extends SkuRow {
  quantity: number;
  selected: boolean;
}

const SKU_COLUMNS = sql`s.id AS sku_id, s.good_id, g.name, g.property, s.options,
  coalesce(nullif(s.image, ''), g.images->>0, '') AS image, s.price, s.currency, s.stock, g.on_shelf`;

const ids = (list: number[]) => `{${list.join(',')}}`;

/** A customer's lines, newest first. */
export async function selectCartLines(db: Executor, userId: number): Promise<LineRow[]> {
  const { rows } = await db.execute<LineRow & Record<string, unknown>>(sql`
    SELECT ${SKU_COLUMNS}, c.quantity, c.selected
    FROM cart_lines c JOIN good_skus s ON s.id = c.sku_id JOIN goods g ON g.id = s.good_id
    WHERE c.user_id = ${userId}
    ORDER BY c.created_at DESC, c.sku_id DESC`);
  return rows;
}

/** SKUs by id, in no particular order; unknown ids are left out. */
export async function selectSkus(db: Executor, skuIds: number[]): Promise<SkuRow[]> {
  if (skuIds.length === 0) return [];
  const { rows } = await db.execute<SkuRow & Record<string, unknown>>(sql`
    SELECT ${SKU_COLUMNS} FROM good_skus s JOIN goods g ON g.id = s.good_id
    WHERE s.id = ANY(${ids(skuIds)}::int[])`);
  return rows;
}

/** Makes the other writes to this customer's cart wait until the transaction ends. */
export async function lockCart(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('cart'), ${userId})`);
}

/**
 * Adds `quantity` to the line of a SKU on shelf, creating it (selected) when the cart
 * has room. The new total must stay within the stock and CART_MAX_QUANTITY. Answers
 * the line's new quantity, or undefined when a rule refused it (see addRefusal).
 */
export async function addToLine(
  tx: Executor,
  userId: number,
  skuId: number,
  quantity: number,
): Promise<number | undefined> {
  const { rows } = await tx.execute<{ quantity: number }>(sql`
    INSERT INTO cart_lines (user_id, sku_id, quantity)
    SELECT ${userId}, s.id, ${quantity}::int
    FROM good_skus s JOIN goods g ON g.id = s.good_id
    WHERE s.id = ${skuId} AND g.on_shelf AND s.stock >= ${quantity}::int
      AND (EXISTS (SELECT 1 FROM cart_lines WHERE user_id = ${userId} AND sku_id = ${skuId})
        OR (SELECT count(*) FROM cart_lines WHERE user_id = ${userId}) < ${CART_MAX_LINES})
    ON CONFLICT (user_id, sku_id) DO UPDATE
      SET quantity = cart_lines.quantity + excluded.quantity, selected = true, updated_at = now()
      WHERE cart_lines.quantity + excluded.quantity
        <= least(${CART_MAX_QUANTITY}, (SELECT stock FROM good_skus WHERE id = excluded.sku_id))
    RETURNING quantity`);
  return rows[0]?.quantity;
}

/** What a refused add or update ran into: the SKU (absent when unknown), the line, the cart's size. */
export async function selectLineState(tx: Executor, userId: number, skuId: number) {
  const { rows } = await tx.execute<{
    stock: number | null;
    on_shelf: boolean | null;
    in_cart: number | null;
    lines: number;
  }>(sql`
    SELECT s.stock, g.on_shelf,
      (SELECT quantity FROM cart_lines WHERE user_id = ${userId} AND sku_id = ${skuId}) AS in_cart,
      (SELECT count(*)::int FROM cart_lines WHERE user_id = ${userId}) AS lines
    FROM (SELECT 1) one
    LEFT JOIN good_skus s ON s.id = ${skuId}
    LEFT JOIN goods g ON g.id = s.good_id`);
  return rows[0];
}

/**
 * Sets the quantity and/or the selection of a line. A new quantity must fit the stock
 * of a SKU on shelf. Answers whether the line changed.
 */
export async function updateLine(
  db: Executor,
  userId: number,
  skuId: number,
  change: { quantity?: number; selected?: boolean },
): Promise<boolean> {
  const quantity = change.quantity ?? null;
  const selected = change.selected ?? null;
  const { rowCount } = await db.execute(sql`
    UPDATE cart_lines c
    SET quantity = coalesce(${quantity}::int, c.quantity),
        selected = coalesce(${selected}::boolean, c.selected),
        updated_at = now()
    FROM good_skus s JOIN goods g ON g.id = s.good_id
    WHERE c.user_id = ${userId} AND c.sku_id = ${skuId} AND s.id = c.sku_id
      AND (${quantity}::int IS NULL OR (g.on_shelf AND ${quantity}::int <= s.stock))`);
  return (rowCount ?? 0) > 0;
}

export async function selectAllLines(db: Executor, userId: number, selected: boolean): Promise<void> {
  await db.execute(
    sql`UPDATE cart_lines SET selected = ${selected}, updated_at = now() WHERE user_id = ${userId} AND selected <> ${selected}`,
  );
}

/** Drops lines from a cart (also called by checkout, inside the order's transaction). */
export async function removeCartSkus(tx: Executor, userId: number, skuIds: number[]): Promise<void> {
  if (skuIds.length === 0) return;
  await tx.execute(sql`DELETE FROM cart_lines WHERE user_id = ${userId} AND sku_id = ANY(${ids(skuIds)}::int[])`);
}

/** SKU ids of a customer's lines. */
export async function selectCartSkuIds(tx: Executor, userId: number): Promise<number[]> {
  const { rows } = await tx.execute<{ sku_id: number }>(sql`SELECT sku_id FROM cart_lines WHERE user_id = ${userId}`);
  return rows.map((r) => r.sku_id);
}

/**
 * Adds a browser cart's lines (distinct SKUs that exist, newest first) to a customer's.
 * A merged quantity is the sum capped at the stock and CART_MAX_QUANTITY, but never
 * below what the line already held; a sold-out SKU still gets a line (flagged), so
 * nothing the shopper picked silently disappears.
 */
export async function mergeLines(
  tx: Executor,
  userId: number,
  lines: (CartItem & { selected: boolean })[],
): Promise<void> {
  if (lines.length === 0) return;
  // Later positions get earlier creation times: the merged lines keep the browser cart's order.
  const json = JSON.stringify(lines.map((l, ord) => ({ ...l, ord })));
  await tx.execute(sql`
    INSERT INTO cart_lines (user_id, sku_id, quantity, selected, created_at)
    SELECT ${userId}, s.id, least(i.quantity, greatest(s.stock, 1), ${CART_MAX_QUANTITY}), i.selected,
      now() - i.ord * interval '1 microsecond'
    FROM jsonb_to_recordset(${json}::jsonb) AS i(sku_id int, quantity int, selected boolean, ord int)
    JOIN good_skus s ON s.id = i.sku_id
    ON CONFLICT (user_id, sku_id) DO UPDATE SET
      quantity = greatest(cart_lines.quantity, least(cart_lines.quantity + excluded.quantity,
        (SELECT stock FROM good_skus WHERE id = excluded.sku_id), ${CART_MAX_QUANTITY})),
      selected = cart_lines.selected OR excluded.selected,
      updated_at = now()`);
}
