// SQL of shopper currencies: the offered list with rates and rounding, fixed SKU
// prices per currency, and the rate job's updates.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray } from '../../db/sql-arrays.ts';

export interface CurrencyRow {
  code: string;
  rate: string;
  rate_source: string;
  rate_updated_at: Date;
  rounding_step: number;
  rounding_ending: string;
  enabled: boolean;
  sort: number;
}

const COLUMNS = sql`code, trim_scale(rate)::text AS rate, rate_source, rate_updated_at, rounding_step, rounding_ending, enabled, sort`;

export async function selectCurrencies(db: Executor): Promise<CurrencyRow[]> {
  const { rows } = await db.execute<CurrencyRow & Record<string, unknown>>(
    sql`SELECT ${COLUMNS} FROM shop_currencies ORDER BY sort, code`,
  );
  return rows.map((r) => ({ ...r, rate_updated_at: new Date(r.rate_updated_at) }));
}

export async function selectCurrency(db: Executor, code: string, lock = false): Promise<CurrencyRow | undefined> {
  const { rows } = await db.execute<CurrencyRow & Record<string, unknown>>(
    sql`SELECT ${COLUMNS} FROM shop_currencies WHERE code = ${code} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  const r = rows[0];
  return r && { ...r, rate_updated_at: new Date(r.rate_updated_at) };
}

export interface CurrencyInput {
  code: string;
  rate: string;
  rate_source: 'manual' | 'ecb';
  rounding_step: number;
  rounding_ending: string;
  enabled: boolean;
  sort: number;
}

/** Creates or replaces a currency; the rate's time stamp moves only when the rate does. */
export async function upsertCurrency(db: Executor, c: CurrencyInput): Promise<void> {
  await db.execute(sql`
    INSERT INTO shop_currencies (code, rate, rate_source, rounding_step, rounding_ending, enabled, sort)
    VALUES (${c.code}, ${c.rate}::numeric, ${c.rate_source}, ${c.rounding_step}, ${c.rounding_ending}, ${c.enabled}, ${c.sort})
    ON CONFLICT (code) DO UPDATE SET
      rate_updated_at = CASE WHEN shop_currencies.rate = excluded.rate THEN shop_currencies.rate_updated_at ELSE now() END,
      rate = excluded.rate, rate_source = excluded.rate_source, rounding_step = excluded.rounding_step,
      rounding_ending = excluded.rounding_ending, enabled = excluded.enabled, sort = excluded.sort, updated_at = now()`);
}

export async function deleteCurrency(db: Executor, code: string): Promise<boolean> {
  const { rows } = await db.execute(sql`DELETE FROM shop_currencies WHERE code = ${code} RETURNING code`);
  await db.execute(sql`DELETE FROM sku_prices WHERE currency = ${code}`);
  return rows.length > 0;
}

/** The rate job's write: only currencies that follow the feed, only when the rate moved. */
export async function updateFeedRates(
  db: Executor,
  rates: readonly { code: string; rate: string }[],
): Promise<string[]> {
  if (rates.length === 0) return [];
  const { rows } = await db.execute<{ code: string }>(sql`
    UPDATE shop_currencies c SET rate = v.rate::numeric, rate_updated_at = now(), updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(rates)}::jsonb) AS v(code text, rate text)
    WHERE c.code = v.code AND c.rate_source = 'ecb' AND c.rate <> v.rate::numeric
    RETURNING c.code`);
  return rows.map((r) => r.code).sort();
}

/** Fixed prices of these SKUs in one currency. */
export async function selectFixedPrices(db: Executor, skuIds: readonly number[], currency: string) {
  if (skuIds.length === 0) return new Map<number, number>();
  const { rows } = await db.execute<{ sku_id: number; price: number }>(sql`
    SELECT sku_id, price FROM sku_prices
    WHERE currency = ${currency} AND sku_id = ANY(${intArray(skuIds)})`);
  return new Map(rows.map((r) => [r.sku_id, r.price]));
}

/** Every SKU price of goods that have at least one fixed price in the currency (their ranges need recomputing). */
export async function selectFixedGoodSkus(db: Executor, goodIds: readonly number[], currency: string) {
  if (goodIds.length === 0) return [];
  const { rows } = await db.execute<{ good_id: number; price: number; fixed: number | null }>(sql`
    SELECT s.good_id, s.price, p.price AS fixed
    FROM good_skus s LEFT JOIN sku_prices p ON p.sku_id = s.id AND p.currency = ${currency}
    WHERE s.good_id = ANY(${intArray(goodIds)})
      AND EXISTS (SELECT 1 FROM sku_prices q JOIN good_skus t ON t.id = q.sku_id
                  WHERE t.good_id = s.good_id AND q.currency = ${currency})`);
  return rows;
}

export interface GoodSkuPrice {
  sku_id: number;
  currency: string;
  price: number;
}

export async function selectGoodFixedPrices(db: Executor, goodId: number): Promise<GoodSkuPrice[]> {
  const { rows } = await db.execute<GoodSkuPrice & Record<string, unknown>>(sql`
    SELECT p.sku_id, p.currency, p.price FROM sku_prices p JOIN good_skus s ON s.id = p.sku_id
    WHERE s.good_id = ${goodId} ORDER BY p.currency, p.sku_id`);
  return rows;
}

/** Replaces a good's fixed prices with the given ones (SKUs of other goods are ignored). */
export async function replaceGoodFixedPrices(db: Executor, goodId: number, prices: readonly GoodSkuPrice[]) {
  await db.execute(sql`
    DELETE FROM sku_prices p USING good_skus s WHERE s.id = p.sku_id AND s.good_id = ${goodId}`);
  if (prices.length === 0) return;
  await db.execute(sql`
    INSERT INTO sku_prices (sku_id, currency, price)
    SELECT v.sku_id, v.currency, v.price
    FROM jsonb_to_recordset(${JSON.stringify(prices)}::jsonb) AS v(sku_id int, currency text, price int)
    JOIN good_skus s ON s.id = v.sku_id AND s.good_id = ${goodId}`);
}
