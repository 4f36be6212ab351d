// What marketing mail was sent (issue #41 item 6): every reminder and restock alert is
// noted in the transaction that queues it; the admin dashboard attributes orders to them.
import type { Executor } from '../../db/client.ts';
import { insertMarketingSend, selectMarketingResults } from './queries.ts';

export type MarketingSendKind = 'reminder' | 'stock-alert';

/** Notes one marketing mail, inside the transaction that queues it (userId null: a visitor's address). */
export function recordMarketingSend(
  tx: Executor,
  send: { kind: MarketingSendKind; userId: number | null; email: string },
): Promise<void> {
  return insertMarketingSend(tx, send);
}

/** Days after a marketing mail in which an order counts as brought by it. */
export const ATTRIBUTION_DAYS = 7;

export interface MarketingResults {
  /** Attribution window in days. */
  attribution_days: number;
  reminders: { sent: number; orders: number; paid_amount: number };
  stock_alerts: { sent: number; orders: number; paid_amount: number };
}

/** What marketing mail sent since `since` earned: sends, attributed orders and their paid total (shop currency). */
export async function marketingResults(db: Executor, since: Date): Promise<MarketingResults> {
  const r = await selectMarketingResults(db, since, ATTRIBUTION_DAYS);
  return {
    attribution_days: ATTRIBUTION_DAYS,
    reminders: { sent: r.reminders, orders: r.reminder_orders, paid_amount: r.reminder_paid },
    stock_alerts: { sent: r.stock_alerts, orders: r.stock_alert_orders, paid_amount: r.stock_alert_paid },
  };
}
