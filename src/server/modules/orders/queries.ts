// SQL of orders shared by every module that changes an order: the row lock that
// serialises actions on one order, and the side effects of cancelling before payment.
import { sql } from 'drizzle-orm';
import type { DutyTerms } from '../../../domain/checkout/landed-cost.ts';
import type { I18nText, Locale } from '../../../domain/i18n/locale.ts';
import type { Executor } from '../../db/client.ts';
import type { LineOption, OrderAddress, OrderLandedCost } from '../../db/schema.ts';
import { intArray } from '../../db/sql-arrays.ts';

export interface OrderRow {
  id: number;
  order_no: string;
  user_id: number;
  status: number;
  currency: string;
  /** The language the order was placed in (its mails are written in it). */
  locale: Locale;
  items_total: number;
  shipping_fee: number;
  discount: number;
  total: number;
  item_count: number;
  coupon_id: number | null;
  coupon_code: string;
  address: OrderAddress;
  notes: string;
  client: number;
  pay_deadline: Date;
  paid_at: Date | null;
  cancelled_at: Date | null;
  shipped_at: Date | null;
  received_at: Date | null;
  completed_at: Date | null;
  purchase_tracked_at: Date | null;
  created_at: Date;
  /** Locked at placement (issue #21): units of `currency` per unit of the shop currency, and the equivalents. */
  rate: string;
  shop_currency: string;
  shop_items_total: number;
  shop_shipping_fee: number;
  shop_discount: number;
  shop_total: number;
  /** Landed cost (issue #40), as placed. */
  taxes: number;
  duties: number;
  taxes_included: boolean;
  duty_terms: DutyTerms;
  import_estimate: number;
  shop_taxes: number;
  shop_duties: number;
  landed_cost: OrderLandedCost | null;
}

export interface OrderLineRow {
  order_id: number;
  good_id: number;
  sku_id: number;
  sku_code: string;
  name: I18nText;
  options: LineOption[];
  image: string;
  price: number;
  quantity: number;
  total: number;
  free_shipping: boolean;
  /** The line's tax and duty as charged or estimated (issue #40). */
  tax: number;
  duty: number;
}

const ORDER_COLUMNS =
  sql.raw(`id, order_no, user_id, status, currency, locale, items_total, shipping_fee, discount, total,
  item_count, coupon_id, coupon_code, address, notes, client, pay_deadline, paid_at, cancelled_at, shipped_at,
  received_at, completed_at, purchase_tracked_at, created_at, trim_scale(rate)::text AS rate, shop_currency,
  shop_items_total, shop_shipping_fee, shop_discount, shop_total, taxes, duties, taxes_included, duty_terms,
  import_estimate, shop_taxes, shop_duties, landed_cost`);

/** A customer's order (another customer's is as absent as an unknown one). */
export async function selectCustomerOrder(db: Executor, userId: number, id: number): Promise<OrderRow | undefined> {
  const { rows } = await db.execute<OrderRow & Record<string, unknown>>(
    sql`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ${id} AND user_id = ${userId}`,
  );
  return rows[0];
}

export async function selectOrder(db: Executor, id: number): Promise<OrderRow | undefined> {
  const { rows } = await db.execute<OrderRow & Record<string, unknown>>(
    sql`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ${id}`,
  );
  return rows[0];
}

/** Locks an order for an action (actions on one order run one at a time). */
export async function lockOrder(tx: Executor, id: number): Promise<OrderRow | undefined> {
  const { rows } = await tx.execute<OrderRow & Record<string, unknown>>(
    sql`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ${id} FOR UPDATE`,
  );
  return rows[0];
}

/**
 * What came back of each order: the refunds that went through, and the pieces of the
 * approved, completed refund requests (refund only, refund and return).
 */
export async function selectOrderRefunds(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, { amount: number; lines: { sku_id: number; quantity: number }[] }>> {
  const result = new Map<number, { amount: number; lines: { sku_id: number; quantity: number }[] }>();
  if (orderIds.length === 0) return result;
  const ids = `{${orderIds.join(',')}}`;
  const { rows } = await db.execute<{
    order_id: number;
    amount: number;
    lines: { skuId: number; quantity: number }[];
  }>(sql`
    SELECT r.order_id, r.amount,
      COALESCE((
        SELECT jsonb_agg(l) FROM after_sales a, jsonb_array_elements(a.lines) l
        WHERE a.order_id = r.order_id AND a.status = 4 AND a.result = 'approved' AND a.type IN (10, 20)
      ), '[]'::jsonb) AS lines
    FROM (
      SELECT order_id, sum(amount)::int AS amount FROM refunds
      WHERE order_id = ANY(${ids}::int[]) AND status = 'succeeded' GROUP BY order_id
    ) r`);
  for (const r of rows) {
    result.set(r.order_id, {
      amount: r.amount,
      lines: r.lines.map((l) => ({ sku_id: l.skuId, quantity: l.quantity })),
    });
  }
  return result;
}

export async function selectOrderLines(db: Executor, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await db.execute<OrderLineRow & Record<string, unknown>>(sql`
    SELECT order_id, good_id, sku_id, sku_code, name, options, image, price, quantity, total, free_shipping, tax, duty
    FROM order_lines WHERE order_id = ANY(${intArray(orderIds)}) ORDER BY id`);
  return rows;
}

/** Puts an order's quantities back on its SKUs (locked in id order, like placing); answers their goods. */
export async function restoreStock(tx: Executor, orderId: number): Promise<number[]> {
  const { rows } = await tx.execute<{ good_id: number }>(sql`
    WITH q AS (
      SELECT sku_id, sum(quantity)::int AS quantity FROM order_lines WHERE order_id = ${orderId} GROUP BY sku_id
    ), locked AS (
      SELECT s.id FROM good_skus s JOIN q ON q.sku_id = s.id ORDER BY s.id FOR UPDATE OF s
    )
    UPDATE good_skus s SET stock = s.stock + q.quantity, updated_at = now()
    FROM q WHERE s.id = q.sku_id AND s.id IN (SELECT id FROM locked)
    RETURNING s.good_id`);
  return rows.map((r) => r.good_id);
}

/** Gives a cancelled order's coupon use back. */
export async function releaseCoupon(tx: Executor, orderId: number): Promise<void> {
  await tx.execute(sql`
    WITH gone AS (DELETE FROM coupon_uses WHERE order_id = ${orderId} RETURNING coupon_id)
    UPDATE coupons c SET used = greatest(c.used - 1, 0), updated_at = now() FROM gone WHERE c.id = gone.coupon_id`);
}

/**
 * Counts a paid order's quantities as sales of its SKUs and goods (for "best selling").
 * Locks SKUs, then goods, each in id order: the shop's one lock order (docs/decisions.md).
 */
export async function addSales(tx: Executor, orderId: number): Promise<number[]> {
  await tx.execute(sql`
    WITH q AS (SELECT sku_id, sum(quantity)::int AS quantity FROM order_lines WHERE order_id = ${orderId} GROUP BY sku_id),
    locked AS MATERIALIZED (SELECT s.id FROM good_skus s JOIN q ON q.sku_id = s.id ORDER BY s.id FOR UPDATE OF s)
    UPDATE good_skus s SET sales = s.sales + q.quantity
    FROM q WHERE s.id = q.sku_id AND s.id IN (SELECT id FROM locked)`);
  const { rows } = await tx.execute<{ id: number }>(sql`
    WITH q AS (SELECT good_id, sum(quantity)::int AS quantity FROM order_lines WHERE order_id = ${orderId} GROUP BY good_id),
    locked AS MATERIALIZED (SELECT g.id FROM goods g JOIN q ON q.good_id = g.id ORDER BY g.id FOR UPDATE OF g)
    UPDATE goods g SET sales = g.sales + q.quantity
    FROM q WHERE g.id = q.good_id AND g.id IN (SELECT id FROM locked)
    RETURNING g.id`);
  return rows.map((r) => r.id);
}

export type OrderStamp = 'paid_at' | 'cancelled_at' | 'shipped_at' | 'received_at' | 'completed_at';

/** The one status write: only the executor (lifecycle.ts) calls it, after asking the table. */
export async function writeOrderStatus(
  tx: Executor,
  id: number,
  status: number,
  stamp?: OrderStamp,
  cancelledBy?: string,
): Promise<void> {
  const extra = stamp ? sql`, ${sql.identifier(stamp)} = now()` : sql``;
  const by = cancelledBy ? sql`, cancelled_by = ${cancelledBy}` : sql``;
  await tx.execute(sql`UPDATE orders SET status = ${status}, updated_at = now()${extra}${by} WHERE id = ${id}`);
}

/** Ends an order's live payment attempts (cancelling before payment). */
export async function cancelLivePayments(tx: Executor, orderId: number): Promise<void> {
  await tx.execute(sql`UPDATE payments SET status = 3, updated_at = now() WHERE order_id = ${orderId} AND status = 1`);
}

export interface OrderEventRow {
  action: string;
  from_status: number;
  to_status: number;
  actor: string;
  by: string;
  created_at: Date;
}

export async function insertOrderEvent(
  tx: Executor,
  e: { orderId: number; action: string; from: number; to: number; actor: string; by: string },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO order_events (order_id, action, from_status, to_status, actor, by)
    VALUES (${e.orderId}, ${e.action}, ${e.from}, ${e.to}, ${e.actor}, ${e.by})`);
}

/** An order's history of status changes, oldest first. */
export async function selectOrderEvents(db: Executor, orderId: number): Promise<OrderEventRow[]> {
  const { rows } = await db.execute<OrderEventRow & Record<string, unknown>>(sql`
    SELECT action, from_status, to_status, actor, by, created_at FROM order_events
    WHERE order_id = ${orderId} ORDER BY id`);
  return rows;
}

/** Who an order's mail goes to, and in which language (the order's). */
export async function selectOrderRecipient(
  tx: Executor,
  orderId: number,
): Promise<{ email: string; locale: Locale } | undefined> {
  const { rows } = await tx.execute<{ email: string; locale: Locale }>(
    sql`SELECT u.email, o.locale FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ${orderId}`,
  );
  return rows[0];
}

/**
 * Where the payment confirmation of a paid order went: the customer's address when a
 * paid mail for it sits in the outbox waiting or sent (not only logged, not parked);
 * null before payment. Undefined: no such order of this customer.
 */
export async function paidMailRecipient(
  db: Executor,
  userId: number,
  orderId: number,
): Promise<string | null | undefined> {
  const { rows } = await db.execute<{ email: string; mailed: boolean }>(sql`
    SELECT u.email, o.paid_at IS NOT NULL AND EXISTS (
      SELECT 1 FROM mail_outbox m
      WHERE m."to" = u.email AND m.created_at >= o.paid_at AND m.status IN ('pending', 'sent')
        AND strpos(m.subject, o.order_no) > 0
    ) AS mailed
    FROM orders o JOIN users u ON u.id = o.user_id
    WHERE o.id = ${orderId} AND o.user_id = ${userId}`);
  const row = rows[0];
  if (!row) return undefined;
  return row.mailed ? row.email : null;
}

// Order jobs: each claims one due order FOR UPDATE SKIP LOCKED, so instances split the
// work; `seen` are the orders this run looked at already.

/** An unpaid order whose payment deadline passed, earliest first. */
export async function claimExpiredUnpaidOrder(tx: Executor): Promise<number | undefined> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM orders WHERE status = 1 AND pay_deadline <= now()
    ORDER BY pay_deadline LIMIT 1 FOR UPDATE SKIP LOCKED`);
  return rows[0]?.id;
}

/** A shipped order in `statuses`, not received, shipped `days` ago or more. */
export async function claimUnreceivedOrder(
  tx: Executor,
  statuses: number[],
  days: number,
  seen: number[],
): Promise<number | undefined> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM orders
    WHERE status = ANY(${intArray(statuses)}) AND received_at IS NULL
      AND shipped_at <= now() - make_interval(days => ${days}) AND id <> ALL(${intArray(seen)})
    ORDER BY shipped_at LIMIT 1 FOR UPDATE SKIP LOCKED`);
  return rows[0]?.id;
}

/** An order in `statuses` received `days` ago or more (its after-sale window ended). */
export async function claimReceivedOrder(
  tx: Executor,
  statuses: number[],
  days: number,
  seen: number[],
): Promise<number | undefined> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT id FROM orders
    WHERE status = ANY(${intArray(statuses)})
      AND received_at <= now() - make_interval(days => ${days}) AND id <> ALL(${intArray(seen)})
    ORDER BY received_at LIMIT 1 FOR UPDATE SKIP LOCKED`);
  return rows[0]?.id;
}
