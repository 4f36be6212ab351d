// The back-in-stock mail (issue #41 item 3) in the subscriber's language and currency:
// the good, its variant, its price, a link to the product page with that SKU, and the
// unsubscribe link (also in List-Unsubscribe, added by the service).
import type { Locale } from '../../../domain/i18n/locale.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { type Mail, type MailTo, shopMail, withUnsubscribeLine } from '../mail/templates.ts';
import { mailT } from '../mail/text.ts';

export interface RestockForMail {
  name: string;
  /** "Colour: Red / Size: M", '' for a good without options. */
  variant: string;
  /** Minor units of `currency`. */
  price: number;
  currency: string;
  url: string;
  /** The signed one-click unsubscribe link of the address's alerts. */
  unsubscribeUrl?: string;
}

export function restockMail(m: MailTo, r: RestockForMail): Mail {
  const t = mailT(m.lang as Locale);
  const facts: [string, string][] = [];
  if (r.variant) facts.push([t('restock.variant'), r.variant]);
  facts.push([t('restock.price'), formatPrice(r.price, { unit: r.currency, lang: m.lang })]);
  const mail = shopMail(m, {
    subject: t('restock.subject', { shop: m.shop, name: r.name }),
    heading: t('restock.heading'),
    sentences: [t('restock.sentence', { name: r.name }), t('restock.once')],
    facts,
    action: { label: t('restock.action'), url: r.url },
  });
  if (!r.unsubscribeUrl) return mail;
  return withUnsubscribeLine(mail, t('restock.unsubscribe', { url: r.unsubscribeUrl }), r.unsubscribeUrl);
}
