// Back-in-stock alerts (issue #41 item 3): the statements on stock_alerts. Lock order
// (docs/decisions.md): a subscription takes its SKU's row FOR SHARE before it writes
// its alert, and a restock writes alerts only of SKUs it holds locked (after SKUs,
// goods and coupons), so a restock and a subscription to the same SKU take turns, and
// two restocks of one SKU wait for each other: the second finds the alerts ended.
import { type SQL, sql } from 'drizzle-orm';
import type { I18nText } from '../../../domain/i18n/locale.ts';
import type { Executor } from '../../db/client.ts';
import type { GoodAxis } from '../../db/schema.ts';
import { intArray } from '../../db/sql-arrays.ts';

/** The SKU asked about, its row held FOR SHARE until the subscription is written. */
export async function lockSkuForAlert(
  tx: Executor,
  skuId: number,
): Promise<{ id: number; good_id: number; stock: number; on_shelf: boolean } | undefined> {
  const { rows } = await tx.execute<{ id: number; good_id: number; stock: number; on_shelf: boolean }>(sql`
    SELECT s.id, s.good_id, s.stock, g.on_shelf FROM good_skus s JOIN goods g ON g.id = s.good_id
    WHERE s.id = ${skuId} FOR SHARE OF s`);
  return rows[0];
}

/** Adds a waiting alert; false when the SKU and email already wait (one subscription). */
export async function insertAlert(
  tx: Executor,
  a: { skuId: number; goodId: number; email: string; userId: number | null; lang: string; currency: string },
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO stock_alerts (sku_id, good_id, email, user_id, lang, currency)
    VALUES (${a.skuId}, ${a.goodId}, ${a.email}, ${a.userId}, ${a.lang}, ${a.currency})
    ON CONFLICT (sku_id, email) WHERE notified_at IS NULL DO NOTHING
    RETURNING id`);
  return rows.length > 0;
}

/** Which SKUs a restock concerns: ones the caller holds locked. */
export type RestockTarget = { skuIds: readonly number[] } | { orderId: number } | { goodId: number };

function targetSkus(t: RestockTarget): SQL {
  if ('skuIds' in t) return sql`a.sku_id = ANY(${intArray(t.skuIds)})`;
  if ('orderId' in t) return sql`a.sku_id IN (SELECT sku_id FROM order_lines WHERE order_id = ${t.orderId})`;
  return sql`a.good_id = ${t.goodId}`;
}

/** A due alert, ended by the statement that read it, with what its mail shows. */
export interface DueAlert {
  id: number;
  email: string;
  user_id: number | null;
  lang: string;
  currency: string;
  sku_id: number;
  good_id: number;
  name: I18nText;
  property: GoodAxis[];
  options: Record<string, string>;
  /** In the shop currency's minor units. */
  price: number;
  /** The SKU's own price in the alert's currency, if staff fixed one. */
  fixed: number | null;
}

/**
 * Ends the waiting alerts of these SKUs that are in stock on a good on shelf and
 * answers them: each is mailed once, by the transaction that ended it.
 */
export async function claimDueAlerts(tx: Executor, target: RestockTarget): Promise<DueAlert[]> {
  if ('skuIds' in target && target.skuIds.length === 0) return [];
  const { rows } = await tx.execute<DueAlert & Record<string, unknown>>(sql`
    UPDATE stock_alerts a SET notified_at = now()
    FROM good_skus s, goods g
    WHERE ${targetSkus(target)} AND a.notified_at IS NULL
      AND s.id = a.sku_id AND g.id = a.good_id AND s.stock > 0 AND g.on_shelf
    RETURNING a.id, a.email, a.user_id, a.lang, a.currency, a.sku_id, a.good_id, g.name, g.property,
      s.options, s.price,
      (SELECT p.price FROM sku_prices p WHERE p.sku_id = s.id AND p.currency = a.currency) AS fixed`);
  return rows.sort((x, y) => x.id - y.id);
}

/** Ends every waiting alert of an address (its unsubscribe link); answers how many. */
export async function deleteWaitingAlertsOf(tx: Executor, email: string): Promise<number> {
  const { rows } = await tx.execute(sql`
    DELETE FROM stock_alerts WHERE email = ${email.trim().toLowerCase()} AND notified_at IS NULL RETURNING id`);
  return rows.length;
}

export interface WaitingAlertRow {
  id: number;
  sku_id: number;
  email: string;
  customer: boolean;
  lang: string;
  currency: string;
  created_at: string | Date;
}

/** The waiting alerts of a good's SKUs: counts per SKU and the newest `limit`. */
export async function selectWaitingAlerts(
  db: Executor,
  goodId: number,
  limit: number,
): Promise<{ counts: { sku_id: number; n: number }[]; list: WaitingAlertRow[] }> {
  const counts = await db.execute<{ sku_id: number; n: number }>(sql`
    SELECT sku_id, count(*)::int AS n FROM stock_alerts
    WHERE good_id = ${goodId} AND notified_at IS NULL GROUP BY sku_id ORDER BY sku_id`);
  const list = await db.execute<WaitingAlertRow & Record<string, unknown>>(sql`
    SELECT id, sku_id, email, user_id IS NOT NULL AS customer, lang, currency, created_at FROM stock_alerts
    WHERE good_id = ${goodId} AND notified_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ${limit}`);
  return { counts: counts.rows, list: list.rows };
}
