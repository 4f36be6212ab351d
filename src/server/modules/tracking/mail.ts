// The "order shipped" mail (and its twin for an exchange's replacement): carrier,
// tracking number, when it left and the way to the page where the parcel can be
// followed. Queued in the outbox inside the ship transaction. The customer's language is the one of the last mail we wrote to them
// (the order-placed mail follows the shopper's page language), else zh-cn.
import { sql } from 'drizzle-orm';
import { carrierName } from '../../../domain/carriers.ts';
import { type I18nText, type Locale, localizePath, pickText } from '../../../domain/locale.ts';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { type Mail, type MailTo, mailTime, shopMail } from '../mail/templates.ts';

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
  const carrier = carrierName(p.carrier, m.lang);
  const at = mailTime(p.shippedAt, m.lang);
  const zh = m.lang === 'zh-cn';
  const replacement = p.kind === 'replacement';
  const words = zh
    ? replacement
      ? {
          subject: `【${m.shop}】订单 ${p.orderNo} 的换货商品已寄出`,
          heading: '您的换货商品已寄出',
          sentences: [`订单 ${p.orderNo} 的换货商品已于 ${at}交由${carrier}配送。`, '您可以在售后页面查看进度。'],
        }
      : {
          subject: `【${m.shop}】订单 ${p.orderNo} 已发货`,
          heading: '您的包裹已发出',
          sentences: [`订单 ${p.orderNo} 已于 ${at}交由${carrier}配送。`, '您可以在订单详情页随时查看物流进度。'],
        }
    : replacement
      ? {
          subject: `${m.shop}: the replacement for order ${p.orderNo} has shipped`,
          heading: 'Your replacement is on its way',
          sentences: [
            `The replacement for order ${p.orderNo} was handed to ${carrier} on ${at}.`,
            'You can follow your exchange on its after-sale page.',
          ],
        }
      : {
          subject: `${m.shop}: order ${p.orderNo} has shipped`,
          heading: 'Your order is on its way',
          sentences: [
            `Order ${p.orderNo} was handed to ${carrier} on ${at}.`,
            'You can follow the parcel on your order page at any time.',
          ],
        };
  return shopMail(m, {
    ...words,
    facts: [
      [zh ? '快递公司' : 'Carrier', carrier],
      [zh ? '运单号' : 'Tracking number', p.trackingNo],
    ],
    action: { label: zh ? '查看物流' : 'Track your parcel', url: p.url },
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
  const { rows } = await tx.execute<{ email: string; locale: Locale }>(sql`
    SELECT u.email, o.locale FROM orders o JOIN users u ON u.id = o.user_id
    WHERE o.id = ${order.id} AND u.id = ${order.userId}`);
  const recipient = rows[0];
  if (!recipient) throw new Error(`customer ${order.userId} of order ${order.id} not found`);
  const lang = recipient.locale;
  const page = parcel.kind === 'replacement' ? `/my/order/${order.id}/after-sale` : `/my/order/${order.id}`;
  const url = `${shop.origin.replace(/\/+$/, '')}${localizePath(page, lang)}`;
  const mail = orderShippedMail(
    { to: recipient.email, shop: pickText(shop.title, lang), lang },
    { orderNo: order.orderNo, ...parcel, url },
  );
  await tx.insert(mailOutbox).values(mail);
}
