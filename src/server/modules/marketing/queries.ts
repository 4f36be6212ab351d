// SQL of marketing mail (issue #41): consent, unsubscribing, cart reminders and the
// record of what was sent.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { intArray, textArray } from '../../db/sql-arrays.ts';

export type ConsentSource = 'registration' | 'checkout' | 'account' | 'unsubscribe';

/** Withdraws a customer's consent by their unsubscribe link; nothing when already withdrawn. */
export async function withdrawConsentByLink(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`
    UPDATE users SET marketing_consent = false, marketing_consent_at = now(), marketing_consent_source = 'unsubscribe'
    WHERE id = ${userId} AND marketing_consent`);
}

/** Sets the consent; answers when it was last given or withdrawn (unchanged when it already was so). */
export async function updateConsent(
  db: Executor,
  userId: number,
  consent: boolean,
  source: ConsentSource,
): Promise<Date | null> {
  const { rows } = await db.execute<{ at: string | Date | null }>(sql`
    WITH changed AS (
      UPDATE users SET marketing_consent = ${consent}, marketing_consent_at = now(), marketing_consent_source = ${source}
      WHERE id = ${userId} AND marketing_consent IS DISTINCT FROM ${consent}
      RETURNING marketing_consent_at AS at
    )
    SELECT at FROM changed
    UNION ALL
    SELECT marketing_consent_at AS at FROM users WHERE id = ${userId} AND NOT EXISTS (SELECT 1 FROM changed)`);
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

export interface ClaimedReminder {
  user_id: number;
  email: string;
  locale: string;
  currency: string | null;
}

/**
 * Claims up to `limit` carts due a reminder, marking each sent for its state in the same
 * statement (the caller queues the mail in the same transaction). Due: a customer with
 * consent, not disabled, whose cart (its lines, sku:quantity) last changed `minutes` ago
 * or more, with no reminder for this state and no order placed since the last change.
 * Two instances claiming at once: the second waits on the first's row and, finding the
 * state already marked, skips it.
 */
export async function claimCartReminders(tx: Executor, minutes: number, limit: number): Promise<ClaimedReminder[]> {
  const { rows } = await tx.execute<ClaimedReminder & Record<string, unknown>>(sql`
    WITH carts AS (
      SELECT cl.user_id,
        string_agg(cl.sku_id::text || ':' || cl.quantity::text, ',' ORDER BY cl.sku_id) AS state,
        max(cl.updated_at) AS changed_at
      FROM cart_lines cl JOIN users u ON u.id = cl.user_id
      WHERE u.marketing_consent AND NOT u.disabled
      GROUP BY cl.user_id
      HAVING max(cl.updated_at) <= now() - make_interval(mins => ${minutes})
    ), due AS (
      SELECT c.user_id, c.state FROM carts c
      LEFT JOIN cart_reminders r ON r.user_id = c.user_id
      WHERE (r.user_id IS NULL OR r.cart_state <> c.state)
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = c.user_id AND o.created_at >= c.changed_at)
      ORDER BY c.changed_at, c.user_id
      LIMIT ${limit}
    ), marked AS (
      INSERT INTO cart_reminders (user_id, cart_state, sent_at)
      SELECT user_id, state, now() FROM due
      ON CONFLICT (user_id) DO UPDATE SET cart_state = excluded.cart_state, sent_at = excluded.sent_at
        WHERE cart_reminders.cart_state <> excluded.cart_state
      RETURNING user_id
    )
    SELECT u.id AS user_id, u.email, u.locale, u.currency FROM marked m JOIN users u ON u.id = m.user_id
    ORDER BY u.id`);
  return rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
}

export interface ReminderLine {
  user_id: number;
  sku_id: number;
  good_id: number;
  quantity: number;
  name: unknown;
  property: unknown;
  options: unknown;
  price: number;
  /** The SKU's fixed price in the customer's currency, if it has one. */
  fixed: number | null;
}

/** The cart lines of these customers with what a mail shows (goods on shelf only), fixed prices in `currency` of each. */
export async function selectReminderLines(
  tx: Executor,
  wanted: { userId: number; currency: string }[],
): Promise<ReminderLine[]> {
  if (wanted.length === 0) return [];
  const ids = wanted.map((w) => w.userId);
  const currencies = wanted.map((w) => w.currency);
  const { rows } = await tx.execute<ReminderLine & Record<string, unknown>>(sql`
    SELECT cl.user_id, cl.sku_id, s.good_id, cl.quantity, g.name, g.property, s.options, s.price,
      (SELECT p.price FROM sku_prices p WHERE p.sku_id = s.id AND p.currency = w.currency) AS fixed
    FROM unnest(${intArray(ids)}, ${textArray(currencies)}) AS w(user_id, currency)
    JOIN cart_lines cl ON cl.user_id = w.user_id
    JOIN good_skus s ON s.id = cl.sku_id
    JOIN goods g ON g.id = s.good_id
    WHERE g.on_shelf
    ORDER BY cl.user_id, cl.created_at, cl.sku_id`);
  return rows.map((r) => ({
    ...r,
    user_id: Number(r.user_id),
    price: Number(r.price),
    fixed: r.fixed === null ? null : Number(r.fixed),
  }));
}

/** Notes one marketing mail sent (in the transaction that queues it). */
export async function insertMarketingSend(
  tx: Executor,
  send: { kind: 'reminder' | 'stock-alert'; userId: number | null; email: string },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO marketing_sends (kind, user_id, email) VALUES (${send.kind}, ${send.userId}, ${send.email.trim().toLowerCase()})`);
}

export interface MarketingResultRow {
  reminders: number;
  stock_alerts: number;
  reminder_orders: number;
  stock_alert_orders: number;
  reminder_paid: number;
  stock_alert_paid: number;
}

/**
 * Marketing mail sent since `since`, and the orders placed since then within `days` after
 * one: each order attributed once, to the latest send before it to the same customer (by
 * user id, or by the customer's email for a restock alert sent to an address). Paid
 * amounts in the shop currency (orders.shop_total).
 */
export async function selectMarketingResults(db: Executor, since: Date, days: number): Promise<MarketingResultRow> {
  const { rows } = await db.execute<MarketingResultRow & Record<string, unknown>>(sql`
    WITH attributed AS (
      SELECT o.shop_total, o.paid_at, (
        SELECT s.kind FROM marketing_sends s
        WHERE (s.user_id = o.user_id OR s.email = lower(u.email))
          AND s.sent_at <= o.created_at AND s.sent_at > o.created_at - make_interval(days => ${days})
        ORDER BY s.sent_at DESC, s.id DESC LIMIT 1
      ) AS kind
      FROM orders o JOIN users u ON u.id = o.user_id
      WHERE o.created_at >= ${since.toISOString()}::timestamptz
    )
    SELECT
      (SELECT count(*) FROM marketing_sends WHERE kind = 'reminder' AND sent_at >= ${since.toISOString()}::timestamptz)::int AS reminders,
      (SELECT count(*) FROM marketing_sends WHERE kind = 'stock-alert' AND sent_at >= ${since.toISOString()}::timestamptz)::int AS stock_alerts,
      count(*) FILTER (WHERE kind = 'reminder')::int AS reminder_orders,
      count(*) FILTER (WHERE kind = 'stock-alert')::int AS stock_alert_orders,
      coalesce(sum(shop_total) FILTER (WHERE kind = 'reminder' AND paid_at IS NOT NULL), 0)::bigint AS reminder_paid,
      coalesce(sum(shop_total) FILTER (WHERE kind = 'stock-alert' AND paid_at IS NOT NULL), 0)::bigint AS stock_alert_paid
    FROM attributed`);
  const r = rows[0]!;
  return {
    reminders: Number(r.reminders),
    stock_alerts: Number(r.stock_alerts),
    reminder_orders: Number(r.reminder_orders),
    stock_alert_orders: Number(r.stock_alert_orders),
    reminder_paid: Number(r.reminder_paid),
    stock_alert_paid: Number(r.stock_alert_paid),
  };
}
