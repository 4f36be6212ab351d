// SQL of checkout. Placing an order is two statements: one read (SKUs, the address
// with its shipping rule, an earlier order of the same Idempotency-Key, and the new
// order's id) and one write that locks the SKUs in id order, takes the stock only if
// every line can have it, and writes the order, its lines, its mail and the cart in
// the same statement, so a hot SKU is locked for that one statement and two multi-SKU
// orders can never deadlock.
import { type SQL, sql } from 'drizzle-orm';
import type { DutyTerms, LandedCostRule } from '../../../domain/checkout/landed-cost.ts';
import type { ShippingRule } from '../../../domain/checkout/pricing.ts';
import type { I18nText, Locale } from '../../../domain/i18n/locale.ts';
import type { Db, Executor } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import type { GoodAxis, LineOption, OrderAddress, OrderLandedCost } from '../../db/schema.ts';

export interface SkuForSale {
  id: number;
  code: string;
  options: Record<string, string>;
  price: number;
  stock: number;
  currency: string;
  image: string;
  good_id: number;
  good_name: I18nText;
  good_image: string | null;
  property: GoodAxis[];
  services: number[];
  on_shelf: boolean;
  /** Its good's category (the duty rate may depend on it). */
  category_id: number | null;
}

const pgIntArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

const SKUS_FOR_SALE = sql`
  SELECT s.id, s.code, s.options, s.price, s.stock, s.currency, s.image,
         g.id AS good_id, g.name AS good_name, g.images->>0 AS good_image, g.property, g.services, g.on_shelf,
         g.category_id
  FROM good_skus s JOIN goods g ON g.id = s.good_id`;

/** SKUs with what an order line needs from their goods (no locks). */
export async function selectSkusForSale(db: Executor, ids: readonly number[]): Promise<SkuForSale[]> {
  const { rows } = await db.execute<SkuForSale & Record<string, unknown>>(
    sql`${SKUS_FOR_SALE} WHERE s.id = ANY(${pgIntArray(ids)}::int[])`,
  );
  return rows;
}

export interface CouponRow {
  id: number;
  code: string;
  kind: number;
  value: number;
  min_spend: number;
  starts_at: Date;
  ends_at: Date;
  total_limit: number | null;
  per_customer_limit: number | null;
  used: number;
  enabled: boolean;
  customer_uses: number;
}

export async function selectCoupon(db: Executor, code: string, userId: number): Promise<CouponRow | undefined> {
  const { rows } = await db.execute<CouponRow & Record<string, unknown>>(sql`
    SELECT c.id, c.code, c.kind, c.value, c.min_spend, c.starts_at, c.ends_at, c.total_limit,
           c.per_customer_limit, c.used, c.enabled,
           (SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = c.id AND u.user_id = ${userId}) AS customer_uses
    FROM coupons c WHERE upper(c.code) = upper(${code})`);
  return rows[0];
}

/**
 * Takes one use of a coupon under its row lock, then recounts the customer's uses
 * (now that concurrent orders of the same customer are serialised on the lock).
 * Returns false when the total or per-customer limit is reached.
 */
export async function takeCouponUse(
  tx: Executor,
  coupon: { id: number; perCustomerLimit: number | null },
  userId: number,
  orderId: number,
): Promise<boolean> {
  const taken = await tx.execute(sql`
    UPDATE coupons SET used = used + 1, updated_at = now()
    WHERE id = ${coupon.id} AND (total_limit IS NULL OR used < total_limit) RETURNING id`);
  if (taken.rows.length === 0) return false;
  if (coupon.perCustomerLimit !== null) {
    const { rows } = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM coupon_uses WHERE coupon_id = ${coupon.id} AND user_id = ${userId}`,
    );
    if ((rows[0]?.n ?? 0) >= coupon.perCustomerLimit) return false;
  }
  await tx.execute(
    sql`INSERT INTO coupon_uses (coupon_id, order_id, user_id) VALUES (${coupon.id}, ${orderId}, ${userId})`,
  );
  return true;
}

export interface NewOrder {
  orderNo: string;
  userId: number;
  currency: string;
  /** Locked at placement: units of `currency` per unit of the shop currency, and the equivalents in it. */
  rate: string;
  shopCurrency: string;
  shopItemsTotal: number;
  shopShippingFee: number;
  shopDiscount: number;
  shopTotal: number;
  /** The language it was placed in: its mails are written in it. */
  locale: Locale;
  itemsTotal: number;
  shippingFee: number;
  discount: number;
  total: number;
  itemCount: number;
  couponId: number | null;
  couponCode: string;
  address: OrderAddress;
  notes: string;
  client: number;
  idempotencyKey: string | null;
  requestHash: string;
  payMinutes: number;
  /** Landed cost (issue #40): collected taxes and duties, the terms, the DDU estimate, and the rates used. */
  taxes: number;
  duties: number;
  taxesIncluded: boolean;
  dutyTerms: DutyTerms;
  importEstimate: number;
  shopTaxes: number;
  shopDuties: number;
  landedCost: OrderLandedCost | null;
}

export interface NewLine {
  goodId: number;
  skuId: number;
  skuCode: string;
  name: I18nText;
  options: LineOption[];
  image: string;
  /** In the order's currency. */
  price: number;
  /** The SKU's price in the shop currency it was converted from (the stock statement checks it). */
  shopPrice: number;
  quantity: number;
  freeShipping: boolean;
  categoryId: number | null;
}

/** A line's tax and duty (issue #40), collected or estimated, and its duty rate. */
export interface LineCharges {
  tax: number;
  duty: number;
  dutyRate: string;
}

export interface InsertedOrder {
  id: number;
  order_no: string;
  status: number;
  total: number;
  currency: string;
  rate: string;
  pay_deadline: Date;
}

function lineRecord(l: NewLine & Partial<LineCharges>) {
  return {
    tax: l.tax ?? 0,
    duty: l.duty ?? 0,
    duty_rate: l.dutyRate ?? '0',
    good_id: l.goodId,
    sku_id: l.skuId,
    sku_code: l.skuCode,
    name: l.name,
    options: l.options,
    image: l.image,
    price: l.price,
    quantity: l.quantity,
    free_shipping: l.freeShipping,
  };
}

export interface OrderMailRow {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Places an order in one statement (atomic on its own, or inside a transaction when a
 * coupon follows). The SKU rows are locked in id order by the materialised CTE; stock
 * is taken only when every line has enough at the computed price, and everything else
 * is written only when it was. Answers the order, or undefined when the stock was not
 * there (nothing was written).
 */
export async function placeOrder(
  db: { db: Db } | { tx: Executor },
  o: NewOrder & { id: number },
  lines: readonly (NewLine & LineCharges)[],
  extra: { mail: OrderMailRow; clearCart: boolean },
): Promise<InsertedOrder | undefined> {
  const sorted = [...lines].sort((a, b) => a.skuId - b.skuId);
  const ids = pgIntArray(sorted.map((l) => l.skuId));
  const statement = sql`
    WITH locked AS MATERIALIZED (
      SELECT id, stock, price FROM good_skus WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE
    ), wanted AS (
      SELECT * FROM unnest(${ids}::int[], ${pgIntArray(sorted.map((l) => l.quantity))}::int[],
                           ${pgIntArray(sorted.map((l) => l.shopPrice))}::int[]) AS v(id, q, p)
    ), enough AS (
      SELECT count(*) = ${sorted.length} AS ok FROM locked l JOIN wanted w ON w.id = l.id
      WHERE l.stock >= w.q AND l.price = w.p
    ), taken AS (
      UPDATE good_skus s SET stock = s.stock - w.q, updated_at = now()
      FROM wanted w WHERE s.id = w.id AND (SELECT ok FROM enough)
      RETURNING s.id
    ), o AS (
      INSERT INTO orders (id, order_no, user_id, currency, locale, items_total, shipping_fee, discount, total, item_count,
                          coupon_id, coupon_code, address, notes, client, idempotency_key, request_hash, pay_deadline,
                          rate, shop_currency, shop_items_total, shop_shipping_fee, shop_discount, shop_total,
                          taxes, duties, taxes_included, duty_terms, import_estimate, shop_taxes, shop_duties, landed_cost)
      SELECT ${o.id}, ${o.orderNo}, ${o.userId}, ${o.currency}, ${o.locale}, ${o.itemsTotal}, ${o.shippingFee}, ${o.discount},
             ${o.total}, ${o.itemCount}, ${o.couponId}, ${o.couponCode}, ${JSON.stringify(o.address)}::jsonb,
             ${o.notes}, ${o.client}, ${o.idempotencyKey}, ${o.requestHash},
             now() + make_interval(mins => ${o.payMinutes}),
             ${o.rate}::numeric, ${o.shopCurrency}, ${o.shopItemsTotal}, ${o.shopShippingFee}, ${o.shopDiscount}, ${o.shopTotal},
             ${o.taxes}, ${o.duties}, ${o.taxesIncluded}, ${o.dutyTerms}, ${o.importEstimate}, ${o.shopTaxes},
             ${o.shopDuties}, ${o.landedCost === null ? null : JSON.stringify(o.landedCost)}::jsonb
      WHERE (SELECT ok FROM enough)
      RETURNING id, order_no, status, total, currency, trim_scale(rate)::text AS rate, pay_deadline
    ), l AS (
      INSERT INTO order_lines (order_id, good_id, sku_id, sku_code, name, options, image, price, quantity, total, free_shipping,
                               tax, duty, duty_rate)
      SELECT o.id, x.good_id, x.sku_id, x.sku_code, x.name, x.options, x.image, x.price, x.quantity,
             x.price * x.quantity, x.free_shipping, x.tax, x.duty, x.duty_rate::numeric
      FROM o, jsonb_to_recordset(${JSON.stringify(lines.map(lineRecord))}::jsonb)
        AS x(good_id int, sku_id int, sku_code text, name jsonb, options jsonb, image text, price int, quantity int, free_shipping boolean,
             tax int, duty int, duty_rate text)
    ), m AS (
      INSERT INTO mail_outbox ("to", subject, text, html)
      SELECT ${extra.mail.to}, ${extra.mail.subject}, ${extra.mail.text}, ${extra.mail.html} FROM o
    ), c AS (
      DELETE FROM cart_lines WHERE ${extra.clearCart} AND user_id = ${o.userId} AND sku_id = ANY(${ids}::int[])
        AND EXISTS (SELECT 1 FROM o)
    )
    SELECT (SELECT ok FROM enough) AS ok, o.* FROM (SELECT 1) one LEFT JOIN o ON true`;
  type Row = InsertedOrder & { ok: boolean } & Record<string, unknown>;
  const rows =
    'db' in db
      ? await queryPrepared<Row>(db.db, 'checkout-place-order', statement)
      : (await db.tx.execute<Row>(statement)).rows;
  const row = rows[0];
  if (!row?.ok || row.id === null) return undefined;
  return row;
}

/** Everything placing an order reads, in one statement. */
export interface PlacingRead {
  /** The new order's id, taken from the sequence now (the mail links to it). */
  next_id: number;
  skus: SkuForSale[];
  address: CheckoutAddress | null;
  existing: (InsertedOrder & { request_hash: string }) | null;
}

export async function readForPlacing(
  db: Db,
  p: { userId: number; skuIds: readonly number[]; addressId: number; idempotencyKey?: string },
): Promise<PlacingRead> {
  const { rows } = await db.execute<
    {
      next_id: number;
      skus: SkuForSale[] | null;
      address: AddressWithRuleRow | null;
      existing: (InsertedOrder & { request_hash: string }) | null;
    } & Record<string, unknown>
  >(sql`
    SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS next_id,
      (SELECT json_agg(x) FROM (${SKUS_FOR_SALE} WHERE s.id = ANY(${pgIntArray(p.skuIds)}::int[])) x) AS skus,
      (SELECT row_to_json(x) FROM (${ADDRESS_WITH_RULE} WHERE a.user_id = ${p.userId} AND a.id = ${p.addressId}) x) AS address,
      (SELECT row_to_json(x) FROM (
        SELECT id, order_no, status, total, currency, trim_scale(rate)::text AS rate, pay_deadline, request_hash FROM orders
        WHERE user_id = ${p.userId} AND idempotency_key = ${p.idempotencyKey ?? null}) x) AS existing`);
  const r = rows[0]!;
  return { next_id: r.next_id, skus: r.skus ?? [], address: r.address && withRule(r.address), existing: r.existing };
}

export async function selectOrderByIdempotencyKey(
  db: Executor,
  userId: number,
  key: string,
): Promise<(InsertedOrder & { request_hash: string }) | undefined> {
  const { rows } = await db.execute<InsertedOrder & { request_hash: string } & Record<string, unknown>>(sql`
    SELECT id, order_no, status, total, currency, trim_scale(rate)::text AS rate, pay_deadline, request_hash
    FROM orders WHERE user_id = ${userId} AND idempotency_key = ${key}`);
  return rows[0];
}

export interface AddressRow {
  country: string;
  province: string;
  city: string;
  address: string;
  contact: string;
  phone: string;
  postal_code: string;
}

/** A destination's taxes and duties (issue #40) as read for an order; the threshold in the shop currency. */
export interface DestinationRule extends LandedCostRule {
  destinationId: number;
}

export interface CheckoutAddress extends AddressRow {
  id: number;
  /** The shipping rule of its country, else the default rule; null when the shop has none. */
  rule: ShippingRule | null;
  /** The taxes and duties of its country (an enabled destination listing it), else null. */
  landed: DestinationRule | null;
}

/** A country's shipping rule (its own, else the default) and its taxes and duties, joined to a row naming `country`. */
const rulesOf = (country: SQL) => sql`
  LEFT JOIN LATERAL (
    SELECT first_fee, additional_fee, free_threshold FROM shipping_rules
    WHERE enabled AND (country = ${country} OR country IS NULL)
    ORDER BY country NULLS LAST LIMIT 1
  ) r ON true
  LEFT JOIN LATERAL (
    SELECT json_build_object('destinationId', d.id, 'taxName', d.tax_name, 'taxRate', trim_scale(d.tax_rate)::text,
             'pricesIncludeTax', d.prices_include_tax, 'collectThreshold', d.collect_threshold,
             'dutyRate', trim_scale(d.duty_rate)::text, 'categoryDutyRates', d.category_duty_rates,
             'terms', d.duty_terms) AS landed
    FROM tax_destination_countries c JOIN tax_destinations d ON d.id = c.destination_id
    WHERE c.country = ${country} AND d.enabled
  ) t ON true`;

const ADDRESS_WITH_RULE = sql`
  SELECT a.id, a.country, a.province, a.city, a.address, a.contact, a.phone, a.postal_code,
         r.first_fee, r.additional_fee, r.free_threshold, t.landed
  FROM addresses a ${rulesOf(sql`a.country`)}`;

type AddressWithRuleRow = AddressRow & {
  id: number;
  first_fee: number | null;
  additional_fee: number | null;
  free_threshold: number | null;
  landed: DestinationRule | null;
};

function withRule(row: AddressWithRuleRow): CheckoutAddress {
  const { first_fee, additional_fee, free_threshold, landed, ...address } = row;
  return {
    ...address,
    rule:
      first_fee === null
        ? null
        : { firstFee: first_fee, additionalFee: additional_fee ?? 0, freeThreshold: free_threshold },
    landed: landed ?? null,
  };
}

/** A customer's address (the one asked for, or the default one) with its shipping rule, in one statement. */
export async function selectCheckoutAddress(
  db: Executor,
  userId: number,
  id: number | undefined,
): Promise<CheckoutAddress | undefined> {
  const which = id === undefined ? sql`a.is_default` : sql`a.id = ${id}`;
  const { rows } = await db.execute<AddressWithRuleRow & Record<string, unknown>>(
    sql`${ADDRESS_WITH_RULE} WHERE a.user_id = ${userId} AND ${which}`,
  );
  return rows[0] && withRule(rows[0]);
}

/** A country's shipping rule and taxes and duties, as an address there would have them (the import estimate). */
export async function selectCountryRules(
  db: Executor,
  country: string,
): Promise<Pick<CheckoutAddress, 'rule' | 'landed'>> {
  const { rows } = await db.execute<AddressWithRuleRow & Record<string, unknown>>(
    sql`SELECT q.country, r.first_fee, r.additional_fee, r.free_threshold, t.landed
        FROM (SELECT ${country}::text AS country) q ${rulesOf(sql`q.country`)}`,
  );
  const { rule, landed } = withRule(rows[0] as AddressWithRuleRow);
  return { rule, landed };
}

/** The country of a customer's default address, if any. */
export async function selectDefaultCountry(db: Executor, userId: number): Promise<string | undefined> {
  const { rows } = await db.execute<{ country: string }>(
    sql`SELECT country FROM addresses WHERE user_id = ${userId} AND is_default LIMIT 1`,
  );
  return rows[0]?.country;
}
