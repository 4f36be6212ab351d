// Reads of the admin customers screens: the searchable list with order counts, money
// spent and last sign-in, and one customer with orders, addresses and sign-in methods.
// Password hashes are never selected.
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AdminPage } from '../../../../domain/admin/admin.ts';
import {
  type AmountByCurrency,
  CUSTOMER_RECENT_ORDERS,
  type CustomerAddressRow,
  type CustomerDetail,
  type CustomerOrderRow,
  type CustomerRow,
} from '../../../../domain/admin/customers.ts';
import type { Locale } from '../../../../domain/i18n/locale.ts';
import type { Executor } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like-patterns.ts';
import { sessions, users } from '../../../db/schema.ts';
import { countryName } from '../../settings/service.ts';
import { type AdminPaging, offsetOf } from '../schemas.ts';

export interface CustomerFilters extends AdminPaging {
  q?: string;
  disabled?: boolean;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

function whereOf(f: CustomerFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.q) {
    const p = containsPattern(f.q);
    const byId = /^\d{1,9}$/.test(f.q) ? sql` OR u.id = ${Number(f.q)}` : sql``;
    parts.push(sql`(u.email ILIKE ${p} OR u.username ILIKE ${p} OR u.mobile ILIKE ${p}${byId})`);
  }
  if (f.disabled !== undefined) parts.push(sql`u.disabled = ${f.disabled}`);
  return sql.join(parts, sql` AND `);
}

/** A customer row as the database answers it (dates unformatted, no spending as null). */
type RawRow = Omit<CustomerRow, 'created_at' | 'last_login_at' | 'spent'> & {
  created_at: Date | string;
  last_login_at: Date | string | null;
  spent: AmountByCurrency[] | null;
};

/** Columns of a customer row: paid orders' totals minus refunds that went through, per currency. */
const ROW_COLUMNS = sql`
  u.id, u.email, u.username, u.mobile, u.avatar, u.disabled, u.created_at, u.last_login_at,
  (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS order_count,
  (SELECT json_agg(json_build_object('currency', x.currency, 'amount', x.amount) ORDER BY x.currency)
   FROM (SELECT m.currency, sum(m.amount)::bigint AS amount FROM (
           SELECT o.currency, o.total AS amount FROM orders o WHERE o.user_id = u.id AND o.paid_at IS NOT NULL
           UNION ALL
           SELECT r.currency, -r.amount FROM refunds r JOIN orders o ON o.id = r.order_id
           WHERE o.user_id = u.id AND r.status = 'succeeded'
         ) m GROUP BY m.currency) x) AS spent`;

function toRow(r: RawRow): CustomerRow {
  return {
    id: r.id,
    email: r.email,
    username: r.username,
    mobile: r.mobile,
    avatar: r.avatar,
    disabled: r.disabled,
    created_at: iso(r.created_at) as string,
    last_login_at: iso(r.last_login_at),
    order_count: r.order_count,
    spent: (r.spent ?? []).map((s) => ({ currency: s.currency, amount: Number(s.amount) })),
  };
}

export async function listCustomers(db: Executor, f: CustomerFilters): Promise<AdminPage<CustomerRow>> {
  const where = whereOf(f);
  const [rows, count] = await Promise.all([
    db.execute<RawRow & Record<string, unknown>>(sql`
      SELECT ${ROW_COLUMNS} FROM users u WHERE ${where}
      ORDER BY u.id DESC LIMIT ${f.page_size} OFFSET ${offsetOf(f)}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users u WHERE ${where}`),
  ]);
  return { list: rows.rows.map(toRow), total: count.rows[0]?.n ?? 0, page: f.page, page_size: f.page_size };
}

export async function selectCustomer(db: Executor, id: number, lang: Locale): Promise<CustomerDetail | undefined> {
  const { rows } = await db.execute<
    RawRow & { sex: number; has_password: boolean; identities: string[] | null; active_sessions: number } & Record<
        string,
        unknown
      >
  >(sql`
    SELECT ${ROW_COLUMNS}, u.sex, (u.password_hash IS NOT NULL) AS has_password,
      (SELECT array_agg(DISTINCT i.provider ORDER BY i.provider) FROM user_identities i WHERE i.user_id = u.id) AS identities,
      (SELECT count(*)::int FROM sessions s
       WHERE s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now()) AS active_sessions
    FROM users u WHERE u.id = ${id}`);
  const row = rows[0];
  if (!row) return undefined;
  const [orders, addresses] = await Promise.all([
    db.execute<Omit<CustomerOrderRow, 'created_at' | 'paid_at'> & { created_at: Date; paid_at: Date | null }>(sql`
      SELECT id, order_no, status, currency, total, item_count, created_at, paid_at
      FROM orders WHERE user_id = ${id} ORDER BY id DESC LIMIT ${CUSTOMER_RECENT_ORDERS}`),
    db.execute<Omit<CustomerAddressRow, 'country_name'>>(sql`
      SELECT id, country, province, city, address, contact, phone, postal_code, is_default
      FROM addresses WHERE user_id = ${id} ORDER BY is_default DESC, id`),
  ]);
  return {
    ...toRow(row),
    sex: row.sex,
    has_password: row.has_password,
    identities: row.identities ?? [],
    active_sessions: row.active_sessions,
    recent_orders: orders.rows.map((o) => ({
      ...o,
      created_at: iso(o.created_at) as string,
      paid_at: iso(o.paid_at),
    })),
    addresses: addresses.rows.map((a) => ({ ...a, country_name: countryName(a.country, lang) })),
  };
}

/** A customer's row locked for a change of its state. */
export async function lockCustomer(tx: Executor, id: number) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

export async function setCustomerDisabled(tx: Executor, id: number, disabled: boolean): Promise<void> {
  await tx.update(users).set({ disabled }).where(eq(users.id, id));
}

/** Ends every open session of a customer; how many there were. */
export async function endCustomerSessions(tx: Executor, userId: number): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}
