// SQL of after-sale requests: the row lock that serialises actions on one request (taken
// after the order's), lists for customers and staff, the refund a request owns, and
// stock for goods that come back.
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { AFTER_SALE_STATUS } from '../../../domain/after-sales/after-sales.ts';
import type { Executor } from '../../db/client.ts';
import { afterSales, refunds } from '../../db/schema.ts';
import { intArray } from '../../db/sql-arrays.ts';

export type AfterSaleRow = typeof afterSales.$inferSelect;
export type NewAfterSale = typeof afterSales.$inferInsert;

export async function selectAfterSale(db: Executor, id: number): Promise<AfterSaleRow | undefined> {
  const [row] = await db.select().from(afterSales).where(eq(afterSales.id, id));
  return row;
}

/** Locks a request for an action; callers lock its order first (the order's lock serialises). */
export async function lockAfterSale(tx: Executor, id: number): Promise<AfterSaleRow | undefined> {
  const [row] = await tx.select().from(afterSales).where(eq(afterSales.id, id)).for('update');
  return row;
}

export async function insertAfterSale(tx: Executor, values: NewAfterSale): Promise<AfterSaleRow> {
  const [row] = await tx.insert(afterSales).values(values).returning();
  if (!row) throw new Error('after-sale insert returned nothing');
  return row;
}

export async function updateAfterSale(
  tx: Executor,
  id: number,
  patch: Partial<Omit<NewAfterSale, 'id' | 'orderId' | 'userId' | 'createdAt'>>,
): Promise<void> {
  await tx
    .update(afterSales)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(afterSales.id, id));
}

/** A customer's requests, newest first, with how many there are. */
export async function selectUserAfterSales(db: Executor, userId: number, limit: number, offset: number) {
  const where = eq(afterSales.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(afterSales).where(where).orderBy(desc(afterSales.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(afterSales).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function selectOrderAfterSales(db: Executor, orderId: number): Promise<AfterSaleRow[]> {
  return db.select().from(afterSales).where(eq(afterSales.orderId, orderId)).orderBy(desc(afterSales.id));
}

/** Requests for staff, newest first, optionally of one status and one type. */
export async function selectStaffAfterSales(
  db: Executor,
  filter: { status?: number; type?: number },
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(afterSales.status, filter.status));
  if (filter.type !== undefined) conditions.push(eq(afterSales.type, filter.type));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(afterSales).where(where).orderBy(desc(afterSales.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(afterSales).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface RefundState {
  id: number;
  status: 'pending' | 'succeeded' | 'failed';
  amount: number;
  failure: string | null;
  /** Set once the provider answered (a refund id, also for "pending at the provider"). */
  providerRef: string | null;
}

export async function selectRefundStates(db: Executor, ids: readonly number[]): Promise<Map<number, RefundState>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: refunds.id,
      status: refunds.status,
      amount: refunds.amount,
      failure: refunds.failure,
      providerRef: refunds.providerRef,
    })
    .from(refunds)
    .where(inArray(refunds.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { ...r, status: r.status as RefundState['status'] }]));
}

/** The order's captured payment and what is still refundable on it (refunds that did not fail count). */
export async function selectPaidPayment(
  db: Executor,
  orderId: number,
): Promise<{ id: number; currency: string; refundable: number } | undefined> {
  const { rows } = await db.execute<{ id: number; currency: string; refundable: number }>(sql`
    SELECT p.id, p.currency,
      (p.amount - coalesce((SELECT sum(r.amount) FROM refunds r WHERE r.payment_id = p.id AND r.status <> 'failed'), 0))::int
        AS refundable
    FROM payments p WHERE p.order_id = ${orderId} AND p.status = 2 ORDER BY p.paid_at DESC, p.id DESC LIMIT 1`);
  return rows[0];
}

const STALE_SEND = '5 minutes';

/**
 * Claims the request's refund for sending again: a failed one (a retry), or one that
 * was created but never answered for a while (the process died after committing).
 * Runs under the request's lock, so among racing calls at most one claims it.
 */
export async function claimRefundResend(tx: Executor, refundId: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    UPDATE refunds SET status = 'pending', failure = NULL, updated_at = now()
    WHERE id = ${refundId} AND (
      status = 'failed'
      OR (status = 'pending' AND provider_ref IS NULL AND updated_at < now() - ${STALE_SEND}::interval))
    RETURNING id`);
  return rows.length > 0;
}

/** Puts returned pieces back on their SKUs, locked in id order like placing an order; answers their goods. */
export async function restoreLineStock(
  tx: Executor,
  lines: readonly { skuId: number; quantity: number }[],
): Promise<number[]> {
  const sorted = [...lines].sort((a, b) => a.skuId - b.skuId);
  const goods: number[] = [];
  for (const line of sorted) {
    const { rows } = await tx.execute<{ good_id: number }>(sql`
      UPDATE good_skus SET stock = stock + ${line.quantity}, updated_at = now() WHERE id = ${line.skuId}
      RETURNING good_id`);
    goods.push(...rows.map((r) => r.good_id));
  }
  return goods;
}

/** What a request's view needs of its order. */
export interface OrderHead {
  id: number;
  order_no: string;
  status: number;
  currency: string;
}

export async function selectOrderHeads(db: Executor, ids: readonly number[]): Promise<Map<number, OrderHead>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<OrderHead & Record<string, unknown>>(
    sql`SELECT id, order_no, status, currency FROM orders WHERE id = ANY(${intArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export async function selectEmails(db: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; email: string }>(
    sql`SELECT id, email FROM users WHERE id = ANY(${intArray(userIds)})`,
  );
  return new Map(rows.map((r) => [r.id, r.email]));
}

export type ReplacementRow = {
  id: number;
  order_id: number;
  carrier: string;
  tracking_no: string;
  phone_tail: string;
  staff_id: number | null;
  shipped_at: Date;
};

/** The replacement parcels of some orders (an order has at most one approved exchange). */
export async function selectReplacements(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, ReplacementRow>> {
  if (orderIds.length === 0) return new Map();
  const { rows } = await db.execute<ReplacementRow & Record<string, unknown>>(sql`
    SELECT id, order_id, carrier, tracking_no, phone_tail, staff_id, shipped_at FROM shipments
    WHERE kind = 'replacement' AND order_id = ANY(${intArray(orderIds)}) ORDER BY id`);
  return new Map(rows.map((r) => [r.order_id, r]));
}

/**
 * What an order has given back before request `exceptId`: refunds pending or made, and
 * the pieces of approved returns (return and refund, return only).
 */
export async function selectRefundedSoFar(tx: Executor, orderId: number, exceptId: number) {
  const { rows } = await tx.execute<{ amount: number; pieces: number }>(sql`
    SELECT
      (SELECT coalesce(sum(amount), 0)::int FROM refunds
        WHERE order_id = ${orderId} AND status IN ('pending', 'succeeded')) AS amount,
      (SELECT coalesce(sum((l ->> 'quantity')::int), 0)::int FROM after_sales a, jsonb_array_elements(a.lines) l
        WHERE a.order_id = ${orderId} AND a.id <> ${exceptId} AND a.status = 4 AND a.result = 'approved'
          AND a.type IN (10, 20)) AS pieces`);
  return { amount: rows[0]?.amount ?? 0, pieces: rows[0]?.pieces ?? 0 };
}

/** One page of the staff's queue: pending requests first (unless `newest`), then newest first. */
export async function selectQueue(
  db: Executor,
  filter: { status?: number; type?: number },
  limit: number,
  offset: number,
  sort: 'pending_first' | 'newest',
) {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(afterSales.status, filter.status));
  if (filter.type !== undefined) conditions.push(eq(afterSales.type, filter.type));
  const where = conditions.length ? and(...conditions) : undefined;
  const order =
    sort === 'newest'
      ? [desc(afterSales.id)]
      : [sql`(${afterSales.status} = ${AFTER_SALE_STATUS.pending}) DESC`, desc(afterSales.id)];
  const rows = await db
    .select()
    .from(afterSales)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(afterSales).where(where);
  return { rows, total: total?.n ?? 0 };
}
