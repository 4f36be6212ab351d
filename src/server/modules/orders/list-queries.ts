// SQL of "My orders": one page of a customer's orders with their first lines (one
// statement, whatever the page size), and the orders per tab (one statement).
import { sql } from 'drizzle-orm';
import type { I18nText } from '../../../domain/i18n/locale.ts';
import {
  ORDER_CARD_LINES,
  type OrderTab,
  type OrderTabCounts,
  TAB_STATUSES,
} from '../../../domain/orders/my-orders.ts';
import type { Executor } from '../../db/client.ts';
import type { LineOption } from '../../db/schema.ts';
import { intArray } from '../../db/sql-arrays.ts';

export interface OrderCardRow {
  id: number;
  order_no: string;
  status: number;
  created_at: Date;
  pay_deadline: Date;
  shipped_at: Date | null;
  item_count: number;
  total: number;
  currency: string;
  line_count: number;
  lines: { sku_id: number; good_id: number; name: I18nText; options: LineOption[]; image: string; quantity: number }[];
}

function tabFilter(tab: OrderTab) {
  return tab === 'all' ? sql`` : sql`AND status = ANY(${intArray(TAB_STATUSES[tab])})`;
}

/** Newest first. The page is chosen before its lines are read, so deep pages cost no more. */
export async function selectOrderCards(
  db: Executor,
  userId: number,
  tab: OrderTab,
  limit: number,
  offset: number,
): Promise<OrderCardRow[]> {
  const { rows } = await db.execute<OrderCardRow & Record<string, unknown>>(sql`
    WITH page AS (
      SELECT id, order_no, status, created_at, pay_deadline, shipped_at, item_count, total, currency
      FROM orders WHERE user_id = ${userId} ${tabFilter(tab)}
      ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}
    )
    SELECT page.*, l.line_count, l.lines
    FROM page CROSS JOIN LATERAL (
      SELECT count(*)::int AS line_count,
        coalesce(
          json_agg(json_build_object(
            'sku_id', x.sku_id, 'good_id', x.good_id, 'name', x.name, 'options', x.options,
            'image', x.image, 'quantity', x.quantity
          ) ORDER BY x.id) FILTER (WHERE x.n <= ${ORDER_CARD_LINES}),
          '[]'
        ) AS lines
      FROM (
        SELECT id, sku_id, good_id, name, options, image, quantity, row_number() OVER (ORDER BY id) AS n
        FROM order_lines WHERE order_id = page.id
      ) x
    ) l
    ORDER BY page.id DESC`);
  return rows;
}

export async function countOrders(db: Executor, userId: number, tab: OrderTab): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${userId} ${tabFilter(tab)}`,
  );
  return rows[0]?.n ?? 0;
}

/** Orders per tab (the list's badges). */
export async function countOrdersByTab(db: Executor, userId: number): Promise<OrderTabCounts> {
  const perTab = Object.entries(TAB_STATUSES).map(
    ([tab, statuses]) =>
      sql`count(*) FILTER (WHERE status = ANY(${intArray(statuses)}))::int AS ${sql.identifier(tab)}`,
  );
  const { rows } = await db.execute<OrderTabCounts & Record<string, unknown>>(sql`
    SELECT count(*)::int AS "all", ${sql.join(perTab, sql`, `)} FROM orders WHERE user_id = ${userId}`);
  const row = rows[0];
  if (!row) throw new Error('count returned no row');
  return row;
}
