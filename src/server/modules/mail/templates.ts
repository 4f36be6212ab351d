// Shop mail in both languages. Plain text plus a small, inline-styled HTML version.
import type { Locale } from '../../../domain/locale.ts';
import { formatPrice } from '../../../domain/money.ts';
import { escapeHtml } from '../../lib/html.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Higher is sent first (sign-in codes); default 0. */
  priority?: number;
}

export function signInCodeMail(to: string, code: string, shop: string, lang: Locale): Mail {
  const zh = lang === 'zh-cn';
  const subject = zh ? `${shop} 登录验证码：${code}` : `Your ${shop} sign-in code: ${code}`;
  const lines = zh
    ? [`您的登录验证码是 ${code}，10 分钟内有效。`, '如果这不是您本人的操作，请忽略本邮件。']
    : [
        `Your sign-in code is ${code}. It is valid for 10 minutes.`,
        'If you did not ask for it, you can ignore this email.',
      ];
  const html = `<!doctype html><html lang="${zh ? 'zh-CN' : 'en'}"><body style="font-family:sans-serif;color:#0f172a">
<h1 style="font-size:18px">${escapeHtml(shop)}</h1>
<p>${escapeHtml(lines[0]).replace(code, `<strong style="font-size:24px;letter-spacing:4px">${code}</strong>`)}</p>
<p style="color:#475569">${escapeHtml(lines[1])}</p></body></html>`;
  // A code is useless late: it goes before any backlog.
  return { to, subject, text: `${lines.join('\n\n')}\n\n${shop}`, html, priority: 1 };
}

// Order mail. One layout (`shopMail`) for every mail about an order: a heading, a few
// sentences, optional facts, optionally the order's lines and amounts, and one button.
// Placed and paid are here; shipped, after-sale and refund mails fill in the same.

const HTML_LANG: Record<Locale, string> = { 'zh-cn': 'zh-CN', en: 'en' };
/** "Label: value" in each language's punctuation. */
export const COLON: Record<Locale, string> = { 'zh-cn': '：', en: ': ' };

/** A moment as mail shows it: Beijing time for Chinese readers, UTC for the others, zone named. */
const MAIL_TIME: Record<Locale, Intl.DateTimeFormat> = {
  'zh-cn': new Intl.DateTimeFormat('zh-CN', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Shanghai',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }),
};

export function mailTime(at: Date, lang: Locale): string {
  const text = MAIL_TIME[lang].format(at);
  return lang === 'zh-cn' ? `${text}（北京时间）` : `${text} UTC`;
}

/** An order as a mail shows it, names already in the mail's language, amounts in minor units. */
export interface OrderForMail {
  orderNo: string;
  currency: string;
  lines: { name: string; options: string; quantity: number; total: number }[];
  productPrice: number;
  shippingFee: number;
  discount: number;
  totalPaid: number;
}

export interface MailTo {
  to: string;
  shop: string;
  lang: Locale;
}

const WORDS = {
  'zh-cn': {
    orderNo: '订单号',
    quantity: '数量',
    productPrice: '商品金额',
    shippingFee: '运费',
    freeShipping: '包邮',
    discount: '优惠',
    totalPaid: '实付款',
    automated: '此邮件由系统自动发送，请勿直接回复。',
  },
  en: {
    orderNo: 'Order number',
    quantity: 'Qty',
    productPrice: 'Products',
    shippingFee: 'Shipping',
    freeShipping: 'Free',
    discount: 'Discount',
    totalPaid: 'Total paid',
    automated: 'This message was sent automatically; please do not reply to it.',
  },
} as const;

const money = (minor: number, currency: string) => formatPrice(minor, { unit: currency });

function amountRows(order: OrderForMail, lang: Locale): [string, string][] {
  const w = WORDS[lang];
  const rows: [string, string][] = [
    [w.productPrice, money(order.productPrice, order.currency)],
    [w.shippingFee, order.shippingFee === 0 ? w.freeShipping : money(order.shippingFee, order.currency)],
  ];
  if (order.discount > 0) rows.push([w.discount, `−${money(order.discount, order.currency)}`]);
  rows.push([w.totalPaid, money(order.totalPaid, order.currency)]);
  return rows;
}

function orderText(order: OrderForMail, lang: Locale): string {
  const w = WORDS[lang];
  const aside = (s: string) => (lang === 'en' ? ` (${s})` : `（${s}）`);
  const lines = order.lines.map(
    (l) => `- ${l.name}${l.options ? aside(l.options) : ''} × ${l.quantity}  ${money(l.total, order.currency)}`,
  );
  const amounts = amountRows(order, lang).map(([label, value]) => `${label}${COLON[lang]}${value}`);
  return [`${w.orderNo}${COLON[lang]}${order.orderNo}`, '', ...lines, '', ...amounts].join('\n');
}

function orderHtml(order: OrderForMail, lang: Locale): string {
  const w = WORDS[lang];
  const cell = 'padding:8px 0;border-bottom:1px solid #e2e8f0;vertical-align:top';
  const lines = order.lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${escapeHtml(l.name)}${
          l.options ? `<br><span style="color:#475569;font-size:13px">${escapeHtml(l.options)}</span>` : ''
        }</td><td style="${cell};text-align:center;white-space:nowrap">× ${l.quantity}</td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(money(l.total, order.currency))}</td></tr>`,
    )
    .join('');
  const rows = amountRows(order, lang);
  const amounts = rows
    .map(([label, value], i) => {
      const last = i === rows.length - 1;
      const style = last ? 'padding:6px 0;font-weight:700;font-size:16px' : 'padding:4px 0;color:#475569';
      return `<tr><td colspan="2" style="${style}">${escapeHtml(label)}</td><td style="${style};text-align:right">${escapeHtml(value)}</td></tr>`;
    })
    .join('');
  return `<p style="color:#475569">${escapeHtml(w.orderNo + COLON[lang])}<span style="font-family:monospace;color:#0f172a">${escapeHtml(order.orderNo)}</span></p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:14px">${lines}${amounts}</table>`;
}

/** What a shop mail says: shipped, after-sale and refund mails fill these in too. */
export interface ShopMailContent {
  subject: string;
  heading: string;
  sentences: string[];
  /** Label and value pairs under the sentences (carrier, tracking number, refund amount…). */
  facts?: [string, string][];
  /** The order's lines and amounts. */
  order?: OrderForMail;
  action: { label: string; url: string };
}

function factsHtml(facts: [string, string][]): string {
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#475569;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:14px;margin:8px 0 16px">${rows}</table>`;
}

/** The shared layout of shop mail: heading, sentences, facts, the order, one button. */
export function shopMail(m: MailTo, content: ShopMailContent): Mail {
  const { lang, shop } = m;
  const facts = content.facts ?? [];
  const text = [
    content.heading,
    '',
    ...content.sentences,
    ...(facts.length ? ['', ...facts.map(([label, value]) => `${label}${COLON[lang]}${value}`)] : []),
    ...(content.order ? ['', orderText(content.order, lang)] : []),
    '',
    `${content.action.label}${COLON[lang]}${content.action.url}`,
    '',
    WORDS[lang].automated,
    shop,
  ].join('\n');
  const html = `<!doctype html><html lang="${HTML_LANG[lang]}"><body style="margin:0;padding:24px;background:#f8fafc;font-family:sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:16px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#c2410c">${escapeHtml(shop)}</p>
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(content.heading)}</h1>
${content.sentences.map((s) => `<p style="line-height:1.6">${escapeHtml(s)}</p>`).join('\n')}
${facts.length ? factsHtml(facts) : ''}
${content.order ? orderHtml(content.order, lang) : ''}
<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#c2410c;color:#fff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">${escapeHtml(content.action.label)}</a></p>
<p style="color:#64748b;font-size:12px">${escapeHtml(WORDS[lang].automated)}</p>
</div></body></html>`;
  return { to: m.to, subject: content.subject, text, html };
}

/** After placing an order: what was ordered, until when to pay, and the way to the payment page. */
export function orderPlacedMail(m: MailTo, order: OrderForMail, pay: { url: string; deadline: Date }): Mail {
  const minutes = Math.max(1, Math.round((pay.deadline.getTime() - Date.now()) / 60_000));
  const deadline = mailTime(pay.deadline, m.lang);
  const no = order.orderNo;
  const zh = m.lang === 'zh-cn';
  return shopMail(m, {
    subject: zh ? `【${m.shop}】订单 ${no} 已提交，请尽快支付` : `${m.shop}: order ${no} placed, awaiting payment`,
    heading: zh ? '感谢您的订购' : 'Thank you for your order',
    sentences: zh
      ? [`订单 ${no} 已提交。请在 ${deadline}前（${minutes} 分钟内）完成支付，逾期未付的订单将自动取消。`]
      : [
          `Order ${no} has been placed. Please pay by ${deadline} (within ${minutes} minutes); unpaid orders are cancelled automatically.`,
        ],
    order,
    action: { label: zh ? '立即支付' : 'Pay now', url: pay.url },
  });
}

/**
 * An unpaid order was cancelled for the customer: its payment deadline passed, or
 * staff cancelled it. Nothing was charged; the goods went back on sale.
 */
export function orderCancelledMail(
  m: MailTo,
  order: OrderForMail,
  p: { reason: 'deadline' | 'staff'; url: string },
): Mail {
  const no = order.orderNo;
  const zh = m.lang === 'zh-cn';
  const why = zh
    ? p.reason === 'deadline'
      ? `订单 ${no} 在付款期限内未完成支付，已自动取消。`
      : `订单 ${no} 已由商家取消。`
    : p.reason === 'deadline'
      ? `Order ${no} was not paid before its payment deadline and has been cancelled.`
      : `Order ${no} has been cancelled by the shop.`;
  return shopMail(m, {
    subject: zh ? `【${m.shop}】订单 ${no} 已取消` : `${m.shop}: order ${no} was cancelled`,
    heading: zh ? '订单已取消' : 'Order cancelled',
    sentences: zh
      ? [why, '该订单没有扣款。如仍需要这些商品，欢迎重新下单。']
      : [why, 'Nothing was charged. If you still want these goods, you are welcome to order them again.'],
    order,
    action: { label: zh ? '查看订单' : 'View order', url: p.url },
  });
}

/** After the payment arrived: the amount received and the way to the order. */
export function orderPaidMail(m: MailTo, order: OrderForMail, view: { url: string }): Mail {
  const no = order.orderNo;
  const total = money(order.totalPaid, order.currency);
  const zh = m.lang === 'zh-cn';
  return shopMail(m, {
    subject: zh ? `【${m.shop}】订单 ${no} 支付成功` : `${m.shop}: payment received for order ${no}`,
    heading: zh ? '支付成功' : 'Payment received',
    sentences: zh
      ? [`我们已收到订单 ${no} 的付款 ${total}，将尽快为您安排发货。`]
      : [`We have received ${total} for order ${no} and will get it ready for shipping.`],
    order,
    action: { label: zh ? '查看订单' : 'View order', url: view.url },
  });
}
