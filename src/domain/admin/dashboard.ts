// The admin dashboard (issue #7, item 2): its shape, and the pure rules that turn the
// database's per-day rows into the day series and the today / 7 / 30-day totals.
// Days are calendar days in the shop's time zone; amounts stay per currency.
import type { z } from 'zod';
import type { dashboardSchema } from './schemas.ts';

/** The shop's calendar (the base currency is CNY and mail shows Beijing time). */
export const SHOP_TIME_ZONE = 'Asia/Shanghai';

export const DASHBOARD = {
  /** Days of the sales series, today included. */
  seriesDays: 30,
  /** A SKU of a good on shelf with this many pieces or fewer is low on stock. */
  lowStock: 5,
  lowStockRows: 10,
  topGoods: 10,
  /** Rows of each "needs attention" list (the counts are complete). */
  attentionRows: 5,
} as const;

/** The windows totals are given for: today, the last 7 days, the last 30 days (today included). */
export const SALES_WINDOWS = { today: 1, last_7_days: 7, last_30_days: 30 } as const;
export type SalesWindow = keyof typeof SALES_WINDOWS;

export interface CurrencyTotal {
  currency: string;
  /** Minor units of `currency`. */
  amount: number;
  /** Orders (sales) or refunds counted. */
  count: number;
}

export interface WindowTotals {
  /** Every currency, all together. */
  count: number;
  by_currency: CurrencyTotal[];
}

export interface SeriesDay {
  /** YYYY-MM-DD in the shop's time zone. */
  date: string;
  orders: number;
  /** Minor units per currency; every currency of the series is present (0 included). */
  amounts: Record<string, number>;
}

export type DashboardView = z.infer<typeof dashboardSchema>;

/** One row of the database: a local day, a currency, the sum and the count. */
export interface DayRow {
  day: string;
  currency: string;
  amount: number;
  count: number;
}

const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  let f = DATE_FORMATS.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    DATE_FORMATS.set(timeZone, f);
  }
  return f.format(at);
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The `count` dates ending with `last`, oldest first. */
export function lastDays(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a local calendar day starts in a time zone (daylight saving included). */
export function startOfDay(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d);
  // Two passes: the offset at the first estimate may differ from the one at midnight.
  let at = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  at = guess - offsetMinutes(new Date(at), timeZone) * 60_000;
  return new Date(at);
}

/**
 * The day series: every date of `days` (zeros included) with the amount of every
 * currency that appears in the rows, plus `base` even when it has none.
 */
export function buildSeries(rows: DayRow[], days: string[], base: string): DashboardView['series'] {
  const currencies = [...new Set([base, ...rows.map((r) => r.currency)])].sort((a, b) =>
    a === base ? -1 : b === base ? 1 : a.localeCompare(b),
  );
  const byDay = new Map(
    days.map((date) => [date, { date, orders: 0, amounts: Object.fromEntries(currencies.map((c) => [c, 0])) }]),
  );
  for (const r of rows) {
    const day = byDay.get(r.day);
    if (!day) continue;
    day.orders += r.count;
    day.amounts[r.currency] += r.amount;
  }
  return { currencies, days: [...byDay.values()] };
}

/** Totals of the last `window` days of `days`, per currency (those with something only), largest count first. */
export function windowTotals(rows: DayRow[], days: string[], window: number): WindowTotals {
  const from = days[Math.max(0, days.length - window)];
  const to = days[days.length - 1];
  const by = new Map<string, CurrencyTotal>();
  let count = 0;
  for (const r of rows) {
    if (r.day < from || r.day > to) continue;
    const t = by.get(r.currency) ?? { currency: r.currency, amount: 0, count: 0 };
    t.amount += r.amount;
    t.count += r.count;
    by.set(r.currency, t);
    count += r.count;
  }
  const byCurrency = [...by.values()].sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency));
  return { count, by_currency: byCurrency };
}

/** Today, 7 and 30 days from the same rows. */
export function allWindows(rows: DayRow[], days: string[]): Record<SalesWindow, WindowTotals> {
  return {
    today: windowTotals(rows, days, SALES_WINDOWS.today),
    last_7_days: windowTotals(rows, days, SALES_WINDOWS.last_7_days),
    last_30_days: windowTotals(rows, days, SALES_WINDOWS.last_30_days),
  };
}
