// The "order shipped" mail: carrier, tracking number, when it left and the way to the
// order page, where the parcel can be followed. Queued in the outbox inside the ship
// transaction. The customer's language is the one of the last mail we wrote to them
// (the order-placed mail follows the shopper's page language), else zh-cn.
import { sql } from 'drizzle-orm';
import { carrierName } from '../../../domain/carriers.ts';
import { type I18nText, localizePath, pickText } from '../../../domain/locale.ts';
import type { Executor } from '../../db/client.ts';
import type { Mailer } from '../mail/outbox.ts';
import { type Mail, type MailTo, mailLocale, mailTime, shopMail } from '../mail/templates.ts';

export interface ShippedParcel {
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
  return shopMail(m, {
    subject: zh ? `【${m.shop}】订单 ${p.orderNo} 已发货` : `${m.shop}: order ${p.orderNo} has shipped`,
    heading: zh ? '您的包裹已发出' : 'Your order is on its way',
    sentences: zh
      ? [`订单 ${p.orderNo} 已于 ${at}交由${carrier}配送。`, '您可以在订单详情页随时查看物流进度。']
      : [
          `Order ${p.orderNo} was handed to ${carrier} on ${at}.`,
          'You can follow the parcel on your order page at any time.',
        ],
    facts: [
      [zh ? '快递公司' : 'Carrier', carrier],
      [zh ? '运单号' : 'Tracking number', p.trackingNo],
    ],
    action: { label: zh ? '查看物流' : 'Track your parcel', url: p.url },
  });
}

/** Queues the mail inside the caller's transaction (a rolled-back shipment mails nothing). */
export async function queueOrderShippedMail(
  tx: Executor,
  mailer: Mailer,
  order: { id: number; userId: number; orderNo: string },
  parcel: { carrier: string; trackingNo: string; shippedAt: Date },
  shop: { title: I18nText; origin: string },
): Promise<void> {
  const { rows } = await tx.execute<{ email: string; last_html: string | null }>(sql`
    SELECT u.email,
      (SELECT html FROM mail_outbox m WHERE m."to" = u.email ORDER BY m.id DESC LIMIT 1) AS last_html
    FROM users u WHERE u.id = ${order.userId}`);
  const recipient = rows[0];
  if (!recipient) throw new Error(`customer ${order.userId} of order ${order.id} not found`);
  const lang = (recipient.last_html && mailLocale(recipient.last_html)) || 'zh-cn';
  const url = `${shop.origin}${localizePath(`/my/order/${order.id}`, lang)}`;
  const mail = orderShippedMail(
    { to: recipient.email, shop: pickText(shop.title, lang), lang },
    { orderNo: order.orderNo, ...parcel, url },
  );
  await mailer.enqueue(tx, mail);
}
