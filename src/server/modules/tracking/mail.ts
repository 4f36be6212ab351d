// The "order shipped" mail: carrier, tracking number, when it left and the way to the
// order page, where the parcel can be followed. Queued in the outbox inside the ship
// transaction. The customer's language is the one of the last mail we wrote to them
// (the order-placed mail follows the shopper's page language), else zh-cn.
import { sql } from 'drizzle-orm';
import { carrierName } from '../../../domain/carriers.ts';
import { type I18nText, type Locale, localizePath, pickText } from '../../../domain/locale.ts';
import type { Executor } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { Mailer } from '../mail/outbox.ts';
import { type Mail, type MailTo, mailLocale, mailTime } from '../mail/templates.ts';

export interface ShippedParcel {
  orderNo: string;
  carrier: string;
  trackingNo: string;
  shippedAt: Date;
  /** Link to the order page. */
  url: string;
}

const HTML_LANG: Record<Locale, string> = { 'zh-cn': 'zh-CN', en: 'en' };

function words(m: MailTo, p: ShippedParcel) {
  const carrier = carrierName(p.carrier, m.lang);
  const at = mailTime(p.shippedAt, m.lang);
  return m.lang === 'zh-cn'
    ? {
        subject: `【${m.shop}】订单 ${p.orderNo} 已发货`,
        heading: '您的包裹已发出',
        sentences: [`订单 ${p.orderNo} 已于 ${at}交由${carrier}配送。`, '您可以在订单详情页随时查看物流进度。'],
        carrierLabel: '快递公司',
        numberLabel: '运单号',
        action: '查看物流',
        automated: '此邮件由系统自动发送，请勿直接回复。',
        carrier,
      }
    : {
        subject: `${m.shop}: order ${p.orderNo} has shipped`,
        heading: 'Your order is on its way',
        sentences: [
          `Order ${p.orderNo} was handed to ${carrier} on ${at}.`,
          'You can follow the parcel on your order page at any time.',
        ],
        carrierLabel: 'Carrier',
        numberLabel: 'Tracking number',
        action: 'Track your parcel',
        automated: 'This message was sent automatically; please do not reply to it.',
        carrier,
      };
}

export function orderShippedMail(m: MailTo, p: ShippedParcel): Mail {
  const w = words(m, p);
  const text = [
    w.heading,
    '',
    ...w.sentences,
    '',
    `${w.carrierLabel}: ${w.carrier}`,
    `${w.numberLabel}: ${p.trackingNo}`,
    '',
    `${w.action}: ${p.url}`,
    '',
    w.automated,
    m.shop,
  ].join('\n');
  const fact = (label: string, value: string, mono = false) =>
    `<tr><td style="padding:4px 16px 4px 0;color:#475569">${escapeHtml(label)}</td><td style="padding:4px 0;${mono ? 'font-family:monospace;' : ''}font-weight:600">${escapeHtml(value)}</td></tr>`;
  const html = `<!doctype html><html lang="${HTML_LANG[m.lang]}"><body style="margin:0;padding:24px;background:#f8fafc;font-family:sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:16px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#c2410c">${escapeHtml(m.shop)}</p>
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(w.heading)}</h1>
${w.sentences.map((s) => `<p style="line-height:1.6">${escapeHtml(s)}</p>`).join('\n')}
<table role="presentation" cellspacing="0" cellpadding="0" style="font-size:14px">${fact(w.carrierLabel, w.carrier)}${fact(w.numberLabel, p.trackingNo, true)}</table>
<p style="margin:24px 0"><a href="${escapeHtml(p.url)}" style="display:inline-block;background:#c2410c;color:#fff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">${escapeHtml(w.action)}</a></p>
<p style="color:#64748b;font-size:12px">${escapeHtml(w.automated)}</p>
</div></body></html>`;
  return { to: m.to, subject: w.subject, text, html };
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
