// SQL of the admin orders screens: one page of orders by status, date, customer and
// number (newest first), the CSV export's rows, and what an order's detail shows
// besides the order itself (refunds, parcels with their events, requests, notes).
import { type SQL, sql } from 'drizzle-orm';
import type { AdminRefundView } from '../../../../domain/admin/orders.ts';
import type { I18nText } from '../../../../domain/i18n/locale.ts';
import type { Executor } from '../../../db/client.ts';
import { containsPattern, prefixPattern } from '../../../db/like-patterns.ts';
import { intArray } from '../../../db/sql-arrays.ts';

export interface OrderFilter {
  status?: number[];
  from?: string;
  to?: string;
  /** Part of the customer's email, or their user id (digits). */
  customer?: string;
  user_id?: number;
  /** The order number or its beginning. */
  order_no?: string;
}

function whereOf(f: OrderFilter): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (f.status?.length) parts.push(sql`o.status = ANY(${intArray(f.status)})`);
  if (f.from) parts.push(sql`o.created_at >= ${new Date(f.from).toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`o.created_at < ${new Date(f.to).toISOString()}::timestamptz`);
  if (f.user_id) parts.push(sql`o.user_id = ${f.user_id}`);
  if (f.customer) {
    const email = sql`u.email ILIKE ${containsPattern(f.customer)}`;
    const id = /^\d{1,9}$/.test(f.customer) ? Number(f.customer) : null;
    parts.push(id === null ? email : sql`(${email} OR o.user_id = ${id})`);
  }
  if (f.order_no) parts.push(sql`o.order_no LIKE ${prefixPattern(f.order_no)}`);
  return sql.join(parts, sql` AND `);
}

export interface AdminOrderRow {
  id: number;
  order_no: string;
  status: number;
  user_id: number;
  customer_email: string;
  contact: string;
  country: string;
  line_count: number;
  item_count: number;
  total: number;
  currency: string;
  shop_total: number;
  shop_currency: string;
  created_at: Date;
  paid_at: Date | null;
  shipped_at: Date | null;
  image: string;
}

/** One page, newest first; the page is chosen before its lines are counted. */
export async function selectAdminOrders(
  db: Executor,
  f: OrderFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const where = whereOf(f);
  const { rows } = await db.execute<AdminOrderRow & Record<string, unknown>>(sql`
    WITH page AS (
      SELECT o.id, o.order_no, o.status, o.user_id, u.email AS customer_email,
        coalesce(o.address->>'contact', '') AS contact, coalesce(o.address->>'country', '') AS country,
        o.item_count, o.total, o.currency, o.shop_total, o.shop_currency, o.created_at, o.paid_at, o.shipped_at
      FROM orders o JOIN users u ON u.id = o.user_id
      WHERE ${where}
      ORDER BY o.id DESC LIMIT ${limit} OFFSET ${offset}
    )
    SELECT page.*,
      (SELECT count(*)::int FROM order_lines l WHERE l.order_id = page.id) AS line_count,
      coalesce((SELECT l.image FROM order_lines l WHERE l.order_id = page.id ORDER BY l.id LIMIT 1), '') AS image
    FROM page ORDER BY page.id DESC`);
  const counted = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE ${where}`);
  return { rows, total: counted.rows[0]?.n ?? 0 };
}

export interface ExportRow {
  order_no: string;
  status: number;
  created_at: Date;
  customer_email: string;
  address: {
    contact?: string;
    phone?: string;
    country?: string;
    countryName?: I18nText;
    province?: string;
    city?: string;
    address?: string;
    postalCode?: string;
  };
  line_count: number;
  item_count: number;
  currency: string;
  items_total: number;
  shipping_fee: number;
  discount: number;
  total: number;
  coupon_code: string;
  paid_at: Date | null;
  shipped_at: Date | null;
  carrier: string | null;
  tracking_no: string | null;
  rate: string;
  shop_currency: string;
  shop_total: number;
  duty_terms: string;
  taxes: number;
  duties: number;
  shop_taxes: number;
  shop_duties: number;
}

/** Rows of the export, newest first, at most `limit`. */
export async function selectExportRows(db: Executor, f: OrderFilter, limit: number): Promise<ExportRow[]> {
  const { rows } = await db.execute<ExportRow & Record<string, unknown>>(sql`
    SELECT o.order_no, o.status, o.created_at, u.email AS customer_email, o.address,
      (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS line_count,
      o.item_count, o.currency, o.items_total, o.shipping_fee, o.discount, o.total, o.coupon_code,
      o.paid_at, o.shipped_at, s.carrier, s.tracking_no, trim_scale(o.rate)::text AS rate, o.shop_currency, o.shop_total,
      o.duty_terms, o.taxes, o.duties, o.shop_taxes, o.shop_duties
    FROM orders o JOIN users u ON u.id = o.user_id
    LEFT JOIN LATERAL (
      SELECT carrier, tracking_no FROM shipments
      WHERE order_id = o.id AND kind = 'order' ORDER BY id DESC LIMIT 1
    ) s ON TRUE
    WHERE ${whereOf(f)}
    ORDER BY o.id DESC LIMIT ${limit}`);
  return rows;
}

export type RefundRow = Omit<AdminRefundView, 'created_at'> & { created_at: Date };

export async function selectOrderRefunds(db: Executor, orderId: number): Promise<RefundRow[]> {
  const { rows } = await db.execute<RefundRow & Record<string, unknown>>(sql`
    SELECT id, payment_id, amount, currency, reason, status, failure, created_at
    FROM refunds WHERE order_id = ${orderId} ORDER BY id`);
  return rows;
}

export interface ShipmentWithEvents {
  id: number;
  kind: 'order' | 'return' | 'replacement';
  carrier: string;
  tracking_no: string;
  phone_tail: string;
  staff_id: number | null;
  shipped_at: Date;
  events: { id: number; time: string; description: string; location: string; status: string }[];
}

/** The order's parcels, oldest first, each with the events staff entered (newest first). */
export async function selectShipmentsWithEvents(db: Executor, orderId: number): Promise<ShipmentWithEvents[]> {
  const { rows } = await db.execute<ShipmentWithEvents & Record<string, unknown>>(sql`
    SELECT s.id, s.kind, s.carrier, s.tracking_no, s.phone_tail, s.staff_id, s.shipped_at,
      coalesce((
        SELECT json_agg(json_build_object(
          'id', e.id, 'time', e.time, 'description', e.description, 'location', e.location, 'status', e.status
        ) ORDER BY e.time DESC, e.id DESC)
        FROM tracking_events e WHERE e.shipment_id = s.id
      ), '[]') AS events
    FROM shipments s WHERE s.order_id = ${orderId} ORDER BY s.id`);
  return rows;
}

export interface OrderAfterSaleRow {
  id: number;
  type: number;
  status: number;
  result: string | null;
  refund_amount: number;
  created_at: Date;
  completed_at: Date | null;
}

export async function selectOrderAfterSales(db: Executor, orderId: number): Promise<OrderAfterSaleRow[]> {
  const { rows } = await db.execute<OrderAfterSaleRow & Record<string, unknown>>(sql`
    SELECT id, type, status, result, refund_amount, created_at, completed_at
    FROM after_sales WHERE order_id = ${orderId} ORDER BY id DESC`);
  return rows;
}

export interface NoteRow {
  id: number;
  staff_id: number | null;
  staff_email: string;
  body: string;
  created_at: Date;
}

/** Newest first. */
export async function selectOrderNotes(db: Executor, orderId: number): Promise<NoteRow[]> {
  const { rows } = await db.execute<NoteRow & Record<string, unknown>>(sql`
    SELECT id, staff_id, staff_email, body, created_at FROM order_notes WHERE order_id = ${orderId}
    ORDER BY id DESC`);
  return rows;
}

export async function insertOrderNote(
  tx: Executor,
  v: { orderId: number; staffId: number; staffEmail: string; body: string },
): Promise<NoteRow> {
  const { rows } = await tx.execute<NoteRow & Record<string, unknown>>(sql`
    INSERT INTO order_notes (order_id, staff_id, staff_email, body)
    VALUES (${v.orderId}, ${v.staffId}, ${v.staffEmail}, ${v.body})
    RETURNING id, staff_id, staff_email, body, created_at`);
  const row = rows[0];
  if (!row) throw new Error('order note insert returned nothing');
  return row;
}

export interface CustomerHead {
  id: number;
  email: string;
  disabled: boolean;
  orders: number;
}

export async function selectCustomerHead(db: Executor, userId: number): Promise<CustomerHead | undefined> {
  const { rows } = await db.execute<CustomerHead & Record<string, unknown>>(sql`
    SELECT u.id, u.email, u.disabled, (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS orders
    FROM users u WHERE u.id = ${userId}`);
  return rows[0];
}

export async function selectCancelledBy(db: Executor, orderId: number): Promise<string | null> {
  const { rows } = await db.execute<{ cancelled_by: string | null }>(
    sql`SELECT cancelled_by FROM orders WHERE id = ${orderId}`,
  );
  return rows[0]?.cancelled_by ?? null;
}
