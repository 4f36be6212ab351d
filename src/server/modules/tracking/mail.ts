// The "order shipped" mail (and its twin for an exchange's replacement): carrier,
// tracking number, when it left and the way to the page where the parcel can be
// followed. Queued in the outbox inside the ship transaction, written in the language
// the order was placed in (orders.locale); the text is the mail catalogue's.

import { type I18nText, localizePath, pickText } from '../../../domain/i18n/locale.ts';
import { carrierName } from '../../../domain/tracking/carriers.ts';
import type { Executor } from '../../db/client.ts';
import { queueMail } from '../mail/service.ts';
import { type Mail, type MailTo, mailTime, shopMail } from '../mail/templates.ts';
import { mailT } from '../mail/text.ts';
import { orderRecipient } from '../orders/service.ts';

export interface ShippedParcel {
  /** The order's own parcel, or the replacement an exchange sends. */
  kind: 'order' | 'replacement';
  orderNo: string;
  carrier: string;
  trackingNo: string;
  shippedAt: Date;
  /** Link to the order page. */
  url: string;
}

export function orderShippedMail(m: MailTo, p: ShippedParcel): Mail {
  const t = mailT(m.lang);
  const carrier = carrierName(p.carrier, m.lang);
  const at = mailTime(p.shippedAt, m.lang);
  const no = p.orderNo;
  const replacement = p.kind === 'replacement';
  return shopMail(m, {
    subject: t(replacement ? 'replacement_shipped.subject' : 'shipped.subject', { shop: m.shop, no }),
    heading: t(replacement ? 'replacement_shipped.heading' : 'shipped.heading'),
    sentences: [
      t(replacement ? 'replacement_shipped.sentence' : 'shipped.sentence', { no, at, carrier }),
      t(replacement ? 'replacement_shipped.follow' : 'shipped.follow'),
    ],
    facts: [
      [t('shipped.carrier'), carrier],
      [t('shipped.tracking_no'), p.trackingNo],
    ],
    action: { label: t('shipped.action'), url: p.url },
  });
}

/**
 * Queues the mail inside the caller's transaction (a rolled-back shipment mails
 * nothing). It links the order page, or the after-sale page for a replacement.
 */
export async function queueOrderShippedMail(
  tx: Executor,
  order: { id: number; userId: number; orderNo: string },
  parcel: { kind: ShippedParcel['kind']; carrier: string; trackingNo: string; shippedAt: Date },
  shop: { title: I18nText; origin: string },
): Promise<void> {
  // Written in the language the order was placed in.
  const recipient = await orderRecipient(tx, order.id);
  if (!recipient) throw new Error(`customer ${order.userId} of order ${order.id} not found`);
  const lang = recipient.locale;
  const page = parcel.kind === 'replacement' ? `/my/order/${order.id}/after-sale` : `/my/order/${order.id}`;
  const url = `${shop.origin.replace(/\/+$/, '')}${localizePath(page, lang)}`;
  const mail = orderShippedMail(
    { to: recipient.email, shop: pickText(shop.title, lang), lang },
    { orderNo: order.orderNo, ...parcel, url },
  );
  await queueMail(tx, mail);
}
