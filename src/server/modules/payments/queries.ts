// SQL of payments: attempts, webhook events (applied once), refunds, staff notices.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray } from '../../db/sql-arrays.ts';

export interface PaymentRow {
  id: number;
  order_id: number;
  provider: string;
  status: number;
  amount: number;
  currency: string;
  provider_ref: string | null;
  capture_ref: string | null;
  redirect_url: string;
  created_at: Date;
  paid_at: Date | null;
}

const PAYMENT_COLUMNS = sql.raw(
  'id, order_id, provider, status, amount, currency, provider_ref, capture_ref, redirect_url, created_at, paid_at',
);

/** The order's live attempt with this provider, created when there is none. */
export async function upsertPendingPayment(
  db: Executor,
  p: { orderId: number; provider: string; amount: number; currency: string },
): Promise<PaymentRow> {
  const { rows } = await db.execute<PaymentRow & Record<string, unknown>>(sql`
    INSERT INTO payments (order_id, provider, amount, currency)
    VALUES (${p.orderId}, ${p.provider}, ${p.amount}, ${p.currency})
    ON CONFLICT (order_id, provider) WHERE status = 1 DO UPDATE SET updated_at = now()
    RETURNING ${PAYMENT_COLUMNS}`);
  const row = rows[0];
  if (!row) throw new Error('payment upsert returned nothing');
  return row;
}

/**
 * Records the provider's attempt unless a concurrent start recorded one first: the first
 * link stays the live one. Returns whether this call's attempt was recorded.
 */
export async function setPaymentStarted(
  db: Executor,
  id: number,
  providerRef: string,
  redirectUrl: string,
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE payments SET provider_ref = ${providerRef}, redirect_url = ${redirectUrl}, updated_at = now()
    WHERE id = ${id} AND provider_ref IS NULL AND status = 1
    RETURNING id`);
  return rows.length > 0;
}

export async function selectPayment(db: Executor, id: number): Promise<PaymentRow | undefined> {
  const { rows } = await db.execute<PaymentRow & Record<string, unknown>>(
    sql`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = ${id}`,
  );
  return rows[0];
}

export async function selectPaymentByRef(
  db: Executor,
  provider: string,
  providerRef: string,
  lock = false,
): Promise<PaymentRow | undefined> {
  const { rows } = await db.execute<PaymentRow & Record<string, unknown>>(sql`
    SELECT ${PAYMENT_COLUMNS} FROM payments WHERE provider = ${provider} AND provider_ref = ${providerRef}
    ${lock ? sql`FOR UPDATE` : sql``}`);
  return rows[0];
}

export async function selectOrderPayments(db: Executor, orderIds: readonly number[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await db.execute<PaymentRow & Record<string, unknown>>(sql`
    SELECT ${PAYMENT_COLUMNS} FROM payments WHERE order_id = ANY(${intArray(orderIds)}) ORDER BY id`);
  return rows;
}

export async function markPaymentPaid(tx: Executor, id: number, captureRef: string) {
  await tx.execute(sql`
    UPDATE payments SET status = 2, capture_ref = ${captureRef}, paid_at = now(), failure = NULL, updated_at = now()
    WHERE id = ${id}`);
}

export async function markPaymentFailed(db: Executor, id: number, reason: string) {
  await db.execute(sql`
    UPDATE payments SET status = 3, failure = ${reason}, updated_at = now() WHERE id = ${id} AND status = 1`);
}

/** Other live attempts of a paid order end (the buyer paid with one of them). */
export async function cancelOtherAttempts(tx: Executor, orderId: number, paidId: number) {
  await tx.execute(sql`
    UPDATE payments SET status = 3, failure = 'paid with another attempt', updated_at = now()
    WHERE order_id = ${orderId} AND status = 1 AND id <> ${paidId}`);
}

/** Records a webhook event; false when it was recorded before (a redelivery). */
export async function recordEvent(
  tx: Executor,
  e: { provider: string; eventId: string; type: string; payload: unknown },
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    INSERT INTO payment_events (provider, event_id, type, payload)
    VALUES (${e.provider}, ${e.eventId}, ${e.type}, ${JSON.stringify(e.payload ?? null)}::jsonb)
    ON CONFLICT DO NOTHING RETURNING event_id`);
  return rows.length > 0;
}

export async function insertRefund(
  tx: Executor,
  r: { paymentId: number; orderId: number; amount: number; currency: string; reason: string },
): Promise<number> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO refunds (payment_id, order_id, amount, currency, reason)
    VALUES (${r.paymentId}, ${r.orderId}, ${r.amount}, ${r.currency}, ${r.reason}) RETURNING id`);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('refund insert returned nothing');
  return id;
}

export interface RefundJob {
  id: number;
  amount: number;
  currency: string;
  status: string;
  order_id: number;
  provider: string;
  capture_ref: string | null;
}

export async function selectRefund(db: Executor, id: number): Promise<RefundJob | undefined> {
  const { rows } = await db.execute<RefundJob & Record<string, unknown>>(sql`
    SELECT r.id, r.amount, r.currency, r.status, r.order_id, p.provider, p.capture_ref
    FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = ${id}`);
  return rows[0];
}

export async function setRefundOutcome(
  db: Executor,
  id: number,
  o: { status: string; providerRef?: string; failure?: string },
) {
  await db.execute(sql`
    UPDATE refunds SET status = ${o.status}, provider_ref = ${o.providerRef ?? null}, failure = ${o.failure ?? null},
      updated_at = now()
    WHERE id = ${id}`);
}

export async function insertStaffNotice(
  db: Executor,
  n: { kind: string; orderId: number | null; message: string; data?: unknown },
) {
  await db.execute(sql`
    INSERT INTO staff_notices (kind, order_id, message, data)
    VALUES (${n.kind}, ${n.orderId}, ${n.message}, ${JSON.stringify(n.data ?? {})}::jsonb)`);
}

/** Marks the purchase event as sent; true only the first time (it fires once per order). */
export async function claimPurchaseTracking(db: Executor, orderId: number, userId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    UPDATE orders SET purchase_tracked_at = now()
    WHERE id = ${orderId} AND user_id = ${userId} AND paid_at IS NOT NULL AND purchase_tracked_at IS NULL
    RETURNING id`);
  return rows.length > 0;
}
