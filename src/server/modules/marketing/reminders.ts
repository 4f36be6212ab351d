// Cart reminders (issue #41 item 4): a signed-in customer who agreed to marketing mail
// and whose cart has not changed for `abandoned_cart_minutes` (a shop setting; 0: off)
// gets one mail with the cart's lines, in their language and currency, with a link that
// opens the cart and the List-Unsubscribe headers. A cart state is its lines
// (sku:quantity): a changed cart may be reminded once more; an order placed since the
// last change stops it. Batches are claimed and mailed in short transactions, each cart
// by one instance only (marketing/queries.ts: claimCartReminders).
import { type Locale, localizePath, parseLocale, pickText } from '../../../domain/i18n/locale.ts';
import { pricerFor } from '../../../domain/money/currency.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { Db } from '../../db/client.ts';
import type { GoodAxis } from '../../db/schema.ts';
import { shopperCurrency, storedCurrencies } from '../currencies/service.ts';
import { queueMail } from '../mail/service.ts';
import { aside, fact, type Mail, type MailTo, shopMail, withUnsubscribeLine } from '../mail/templates.ts';
import { mailT } from '../mail/text.ts';
import { storedSettings } from '../settings/service.ts';
import { claimCartReminders, type ReminderLine, selectReminderLines } from './queries.ts';
import { recordMarketingSend } from './sends.ts';
import { listUnsubscribeHeaders, type UnsubscribeLinks } from './unsubscribe.ts';

/** Carts claimed and mailed per transaction. */
const BATCH = 25;

export interface ReminderLineForMail {
  name: string;
  options: string;
  quantity: number;
  /** Minor units of the mail's currency: price × quantity. */
  total: number;
}

/** The reminder: the cart's lines with their prices, the way to the cart, the unsubscribe link. */
export function cartReminderMail(
  m: MailTo,
  r: { lines: ReminderLineForMail[]; currency: string; cartUrl: string; unsubscribeUrl: string },
): Mail {
  const t = mailT(m.lang);
  const facts: [string, string][] = r.lines.map((l) => [
    `${aside(m.lang, l.name, l.options)} × ${l.quantity}`,
    formatPrice(l.total, { unit: r.currency, lang: m.lang }),
  ]);
  const mail = shopMail(m, {
    subject: t('reminder.subject', { shop: m.shop }),
    heading: t('reminder.heading'),
    sentences: [t('reminder.sentence')],
    facts,
    action: { label: t('reminder.action'), url: r.cartUrl },
  });
  return {
    ...withUnsubscribeLine(mail, t('reminder.unsubscribe', { url: r.unsubscribeUrl }), r.unsubscribeUrl),
    headers: listUnsubscribeHeaders(r.unsubscribeUrl),
  };
}

function optionsOf(l: ReminderLine, lang: Locale): string {
  const property = (l.property ?? []) as GoodAxis[];
  const options = (l.options ?? {}) as Record<string, string>;
  return property
    .flatMap((axis) => {
      const value = axis.values.find((v) => v.key === options[axis.key]);
      return value ? [fact(lang, pickText(axis.name, lang), pickText(value.name, lang))] : [];
    })
    .join(' / ');
}

/**
 * Mails the reminders now due, batch after batch, until none is left or `stop()`; safe
 * with any number of instances at once. Answers how many were queued.
 */
export async function sendCartReminders(
  db: Db,
  opts: { origin: string; links: UnsubscribeLinks; stop?: () => boolean },
): Promise<number> {
  const settings = await storedSettings(db);
  const minutes = settings.abandoned_cart_minutes;
  if (!minutes) return 0;
  const origin = opts.origin.replace(/\/+$/, '');
  let total = 0;
  for (;;) {
    if (opts.stop?.()) break;
    const n = await db.transaction(async (tx) => {
      const claimed = await claimCartReminders(tx, minutes, BATCH);
      if (claimed.length === 0) return 0;
      const currencies = await storedCurrencies(tx);
      const targets = claimed.map((c) => {
        const offered = currencies.find((x) => x.code === c.currency && x.enabled);
        const pricer = pricerFor(settings.currency, offered ? shopperCurrency(offered) : undefined);
        return { ...c, lang: parseLocale(c.locale) ?? 'zh-cn', pricer };
      });
      const lines = await selectReminderLines(
        tx,
        targets.map((c) => ({ userId: c.user_id, currency: c.pricer.currency })),
      );
      for (const c of targets) {
        const own = lines.filter((l) => l.user_id === c.user_id);
        // Every good of the cart went off shelf: nothing to show; the state stays marked.
        if (own.length === 0) continue;
        const unsubscribeUrl = opts.links.unsubscribeUrl(origin, { kind: 'marketing', userId: c.user_id }, c.lang);
        const mail = cartReminderMail(
          { to: c.email, shop: pickText(settings.seo_title, c.lang), lang: c.lang },
          {
            lines: own.map((l) => ({
              name: pickText(l.name as Parameters<typeof pickText>[0], c.lang),
              options: optionsOf(l, c.lang),
              quantity: l.quantity,
              total: c.pricer.product(l.price, l.fixed ?? undefined) * l.quantity,
            })),
            currency: c.pricer.currency,
            cartUrl: `${origin}${localizePath('/cart', c.lang)}`,
            unsubscribeUrl,
          },
        );
        await queueMail(tx, mail);
        await recordMarketingSend(tx, { kind: 'reminder', userId: c.user_id, email: c.email });
      }
      return claimed.length;
    });
    total += n;
    if (n < BATCH) break;
  }
  return total;
}
