// GET /v1/admin/dashboard: what the shop sold (today, 7 and 30 days, a day series),
// orders by status, the best sellers and what needs attention. Operators and owners.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allWindows,
  buildSeries,
  DASHBOARD,
  type DashboardView,
  lastDays,
  localDate,
  SHOP_TIME_ZONE,
  startOfDay,
} from '../../../../domain/admin/dashboard.ts';
import { answer } from '../../../../domain/api/answers.ts';
import { type Locale, pickText } from '../../../../domain/i18n/locale.ts';
import { ORDER_STATUS } from '../../../../domain/orders/lifecycle.ts';
import { ORDER_STATUS_NAMES } from '../../../../domain/orders/orders.ts';
import type { Db } from '../../../db/client.ts';
import { marketingResults } from '../../marketing/sends.ts';
import { ADMIN_TAGS } from '../schemas.ts';
import { selectDashboard } from './queries.ts';

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export async function dashboard(
  db: Db,
  opts: { lang: Locale; currency: string; now?: Date; timeZone?: string },
): Promise<DashboardView> {
  const now = opts.now ?? new Date();
  const timeZone = opts.timeZone ?? SHOP_TIME_ZONE;
  const today = localDate(now, timeZone);
  const days = lastDays(today, DASHBOARD.seriesDays);
  const since = startOfDay(days[0]!, timeZone);
  const marketing = await marketingResults(db, since);
  const rows = await selectDashboard(db, {
    since,
    timeZone,
    lowStock: DASHBOARD.lowStock,
    lowStockRows: DASHBOARD.lowStockRows,
    topGoods: DASHBOARD.topGoods,
    rows: DASHBOARD.attentionRows,
  });
  const counts = new Map(rows.statuses.map((s) => [s.status, s.count]));
  const a = rows.attention;
  return {
    time_zone: timeZone,
    today,
    generated_at: now.toISOString(),
    currency: opts.currency,
    sales: allWindows(rows.sales, days),
    refunds: allWindows(rows.refunds, days),
    taxes: allWindows(rows.taxes, days),
    duties: allWindows(rows.duties, days),
    marketing,
    series: buildSeries(rows.sales, days, opts.currency),
    statuses: Object.values(ORDER_STATUS).map((status) => ({
      status,
      name: pickText(ORDER_STATUS_NAMES[status], opts.lang),
      count: counts.get(status) ?? 0,
    })),
    top_goods: rows.top.map((g) => ({
      good_id: g.good_id,
      name: pickText(g.name, opts.lang),
      image: g.image,
      quantity: g.quantity,
      orders: g.orders,
      amounts: g.amounts.map((x) => ({ currency: x.currency, amount: Number(x.amount) })),
    })),
    attention: {
      to_ship: { count: a.to_ship, oldest: a.to_ship_rows.map((o) => ({ ...o, paid_at: iso(o.paid_at) })) },
      after_sales: {
        count: a.after_sales,
        oldest: a.after_sale_rows.map((r) => ({ ...r, created_at: iso(r.created_at) ?? '' })),
      },
      low_stock: {
        count: a.low_stock,
        skus: a.low_stock_rows.map((s) => ({
          sku_id: s.sku_id,
          good_id: s.good_id,
          good_name: pickText(s.good_name, opts.lang),
          code: s.code,
          stock: s.stock,
        })),
      },
      notices: {
        count: a.notices,
        latest: a.notice_rows.map((n) => ({ ...n, created_at: iso(n.created_at) ?? '' })),
      },
    },
  };
}

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('GET /admin/dashboard'),
        summary:
          'Sales (today, 7, 30 days, per currency) and refunds, a 30-day series, orders by status, top goods and what needs attention',
      },
    },
    async (req, reply) =>
      reply.ok(await dashboard(app.deps.db, { lang: req.lang, currency: (await app.deps.settings.get()).currency })),
  );
};
