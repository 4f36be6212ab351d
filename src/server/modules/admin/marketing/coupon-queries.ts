// SQL of the admin coupons (checkout reads the same rows through checkout/queries.ts).
import { eq, type SQL, sql } from 'drizzle-orm';
import type { CouponFilter } from '../../../../domain/admin/marketing.ts';
import type { Executor } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like-patterns.ts';
import { coupons } from '../../../db/schema.ts';
import { type AdminPaging, offsetOf } from '../schemas.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponColumns = Omit<typeof coupons.$inferInsert, 'id' | 'used' | 'createdAt' | 'updatedAt'>;

// Spelled out: drizzle may render a lone table's column unqualified, which inside this subquery would mean o.id.
const orderCountOf = sql<number>`(SELECT count(*)::int FROM orders o WHERE o.coupon_id = coupons.id)`;

function filterOf(status: CouponFilter | undefined): SQL | undefined {
  switch (status) {
    case 'enabled':
      return sql`${coupons.enabled}`;
    case 'disabled':
      return sql`NOT ${coupons.enabled}`;
    case 'active':
      return sql`${coupons.enabled} AND ${coupons.startsAt} <= now() AND ${coupons.endsAt} > now()
                 AND (${coupons.totalLimit} IS NULL OR ${coupons.used} < ${coupons.totalLimit})`;
    case 'scheduled':
      return sql`${coupons.enabled} AND ${coupons.startsAt} > now()`;
    case 'expired':
      return sql`${coupons.enabled} AND ${coupons.endsAt} <= now()`;
    case 'exhausted':
      return sql`${coupons.enabled} AND ${coupons.endsAt} > now() AND ${coupons.used} >= ${coupons.totalLimit}`;
    default:
      return undefined;
  }
}

/** One page of coupons, newest first, each with how many orders used it, and the count of all that match. */
export async function selectCouponPage(db: Executor, f: AdminPaging & { q?: string; status?: CouponFilter }) {
  const parts: SQL[] = [sql`true`];
  if (f.q) {
    const p = containsPattern(f.q);
    parts.push(sql`(${coupons.code} ILIKE ${p} OR ${coupons.description}->>'zh-cn' ILIKE ${p}
                    OR ${coupons.description}->>'en' ILIKE ${p})`);
  }
  const state = filterOf(f.status);
  if (state) parts.push(state);
  const where = sql.join(parts, sql` AND `);
  const [rows, [count]] = await Promise.all([
    db
      .select({ coupon: coupons, orderCount: orderCountOf })
      .from(coupons)
      .where(where)
      .orderBy(sql`${coupons.id} DESC`)
      .limit(f.page_size)
      .offset(offsetOf(f)),
    db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function selectCouponWithOrders(db: Executor, id: number) {
  const [row] = await db.select({ coupon: coupons, orderCount: orderCountOf }).from(coupons).where(eq(coupons.id, id));
  return row;
}

export async function lockCoupon(tx: Executor, id: number): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

/** Whether another coupon has the code, whatever its case (index coupons_code_upper). */
export async function couponCodeTaken(tx: Executor, code: string, exceptId = 0): Promise<boolean> {
  const [taken] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code} AND ${coupons.id} <> ${exceptId}`);
  return !!taken;
}

export async function insertCoupon(tx: Executor, values: CouponColumns): Promise<CouponRow | undefined> {
  const [row] = await tx.insert(coupons).values(values).returning();
  return row;
}

export async function updateCoupon(
  tx: Executor,
  id: number,
  changes: Partial<CouponColumns>,
): Promise<CouponRow | undefined> {
  const [row] = await tx
    .update(coupons)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning();
  return row;
}

export async function countOrdersWithCoupon(tx: Executor, id: number): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders WHERE coupon_id = ${id}`);
  return rows[0]?.n ?? 0;
}

export async function deleteCoupon(tx: Executor, id: number): Promise<void> {
  await tx.delete(coupons).where(eq(coupons.id, id));
}
