// Back-in-stock alerts (issue #41 item 3). Subscribing writes one waiting alert per SKU
// and email under the SKU's row lock; every transaction that raises stock (staff edits
// of a good or in bulk, a cancelled or refunded-before-shipping order giving its stock
// back, returned goods received, a good put back on shelf) calls `notifyRestocked`
// with the SKUs it holds locked, which ends the alerts now due and queues their mails
// in the same transaction (a rolled-back restock mails nothing; two restocks of one
// SKU mail once: the second finds the alerts ended).

import { alertEmail, stockAlertRefusal } from '../../../domain/catalog/stock-alerts.ts';
import { type Locale, localizePath, parseLocale, pickText } from '../../../domain/i18n/locale.ts';
import { pricerFor } from '../../../domain/money/currency.ts';
import { openTransactionDb } from '../../db/after-commit.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { shopperCurrency, storedCurrencies } from '../currencies/service.ts';
import { queueMail } from '../mail/service.ts';
import { fact } from '../mail/templates.ts';
import { recordMarketingSend } from '../marketing/sends.ts';
import { createUnsubscribeLinks, listUnsubscribeHeaders } from '../marketing/unsubscribe.ts';
import { storedSettings } from '../settings/service.ts';
import { restockMail } from './mail.ts';
import {
  claimDueAlerts,
  type DueAlert,
  deleteWaitingAlertsOf,
  insertAlert,
  lockSkuForAlert,
  type RestockTarget,
  selectWaitingAlerts,
} from './queries.ts';

export type { RestockTarget };

/** What restock mail needs of the app: the shop's public origin and the unsubscribe links. */
interface RestockMailer {
  origin: string;
  /** The signed one-click link of an address's alerts, with its List-Unsubscribe headers (RFC 8058). */
  unsubscribe: (email: string, lang: Locale) => { url: string; headers: Record<string, string> };
}

const mailers = new WeakMap<object, RestockMailer>();

/**
 * Tells the restock hook how to mail for transactions of this database handle
 * (buildApp): links on the shop's public origin, unsubscribe links signed with `secret`.
 */
export function registerRestockMailer(db: Db, opts: { origin: string; secret: string }): void {
  const links = createUnsubscribeLinks(opts.secret);
  mailers.set(db, {
    origin: opts.origin,
    unsubscribe(email, lang) {
      const url = links.unsubscribeUrl(opts.origin, { kind: 'stock-alerts', email }, lang);
      return { url, headers: listUnsubscribeHeaders(url) };
    },
  });
}

function variantOf(a: DueAlert, lang: Locale): string {
  return a.property
    .flatMap((axis) => {
      const value = axis.values.find((v) => v.key === a.options[axis.key]);
      return value ? [fact(lang, pickText(axis.name, lang), pickText(value.name, lang))] : [];
    })
    .join(' / ');
}

/**
 * Ends the waiting alerts of these SKUs (locked by the caller: after SKUs, goods and
 * coupons in the lock order) that are in stock on a good on shelf, and queues one mail
 * for each in its language and currency. Outside a tracked transaction, or in an app
 * that registered no mailer, the alerts keep waiting. Answers how many were mailed.
 */
export async function notifyRestocked(tx: Executor, target: RestockTarget): Promise<number> {
  const db = openTransactionDb();
  const mailer = db ? mailers.get(db) : undefined;
  if (!mailer) return 0;
  const due = await claimDueAlerts(tx, target);
  if (due.length === 0) return 0;
  const settings = await storedSettings(tx);
  const currencies = await storedCurrencies(tx);
  for (const a of due) {
    const lang = parseLocale(a.lang) ?? 'zh-cn';
    const offered = currencies.find((c) => c.code === a.currency && c.enabled);
    const pricer = pricerFor(settings.currency, offered ? shopperCurrency(offered) : undefined);
    const name = pickText(a.name, lang);
    const url = `${mailer.origin.replace(/\/+$/, '')}${localizePath(`/product/${a.good_id}`, lang)}?sku=${a.sku_id}`;
    const unsubscribe = mailer.unsubscribe(a.email, lang);
    const mail = restockMail(
      { to: a.email, shop: pickText(settings.seo_title, lang), lang },
      {
        name,
        variant: variantOf(a, lang),
        price: pricer.product(a.price, a.fixed ?? undefined),
        currency: pricer.currency,
        url,
        unsubscribeUrl: unsubscribe.url,
      },
    );
    await queueMail(tx, { ...mail, headers: unsubscribe.headers });
    // For the dashboard's "what it earned" (issue #41 item 6).
    await recordMarketingSend(tx, { kind: 'stock-alert', userId: a.user_id, email: a.email });
  }
  return due.length;
}

/** The unsubscribe link's work for an address: its waiting alerts end (idempotent). */
export function unsubscribeStockAlerts(tx: Executor, email: string): Promise<number> {
  return deleteWaitingAlertsOf(tx, alertEmail(email));
}

export function createStockAlertsService(db: Db) {
  return {
    /**
     * Subscribes an address to a sold-out SKU of a good on shelf; twice is once. The
     * SKU's row is held FOR SHARE meanwhile, so a restock committing at the same moment
     * either comes first (and the SKU is in stock: refused) or sees this alert.
     */
    async subscribe(p: {
      skuId: number;
      email: string;
      userId: number | null;
      lang: Locale;
      currency: string;
    }): Promise<{ sku_id: number; email: string; created: boolean }> {
      const email = alertEmail(p.email);
      return db.transaction(async (tx) => {
        const sku = await lockSkuForAlert(tx, p.skuId);
        const refusal = stockAlertRefusal(sku);
        if (refusal || !sku) throw badRequest(refusal ?? 'stock_alert_unavailable');
        const created = await insertAlert(tx, {
          skuId: sku.id,
          goodId: sku.good_id,
          email,
          userId: p.userId,
          lang: p.lang,
          currency: p.currency,
        });
        return { sku_id: sku.id, email, created };
      });
    },

    /** Waiting subscribers of a good's SKUs for the admin: counts per SKU and the newest 200. */
    async waitingOf(goodId: number) {
      const { counts, list } = await selectWaitingAlerts(db, goodId, 200);
      return {
        counts: Object.fromEntries(counts.map((c) => [String(c.sku_id), c.n])),
        list: list.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
      };
    },
  };
}

export type StockAlertsService = ReturnType<typeof createStockAlertsService>;
