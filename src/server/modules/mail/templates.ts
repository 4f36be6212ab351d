// Shop mail in both languages. Plain text plus a small, inline-styled HTML version.
// Every word and piece of punctuation comes from the mail catalogue (./catalogs, read
// through ./text.ts); this file only lays the text out.

import { formatDateTime } from '../../../domain/i18n/dates.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { escapeHtml } from '../../lib/html.ts';
import { mailT } from './text.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Higher is sent first (sign-in codes); default 0. */
  priority?: number;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on marketing mail (marketing/unsubscribe.ts). */
  headers?: Record<string, string>;
}

export function signInCodeMail(to: string, code: string, shop: string, lang: Locale): Mail {
  const t = mailT(lang);
  const subject = t('code.subject', { shop, code });
  const lines = [t('code.sentence', { code }), t('code.ignore')];
  const html = `<!doctype html><html lang="${t('html_lang')}"><body style="font-family:sans-serif;color:#0f172a">
<h1 style="font-size:18px">${escapeHtml(shop)}</h1>
<p>${escapeHtml(lines[0]).replace(code, `<strong style="font-size:24px;letter-spacing:4px">${code}</strong>`)}</p>
<p style="color:#475569">${escapeHtml(lines[1])}</p></body></html>`;
  // A code is useless late: it goes before any backlog.
  return { to, subject, text: `${lines.join('\n\n')}\n\n${shop}`, html, priority: 1 };
}

// Order mail. One layout (`shopMail`) for every mail about an order: a heading, a few
// sentences, optional facts, optionally the order's lines and amounts, and one button.
// Placed and paid are here; shipped, after-sale and refund mails fill in the same.

/**
 * A moment as mail shows it, written the shop's one way (src/domain/i18n/dates.ts). The
 * reader's zone is not known: Beijing time for Chinese readers, UTC for the others, the
 * zone named by the catalogue's `time`.
 */
const MAIL_ZONE: Record<Locale, string> = { 'zh-cn': 'Asia/Shanghai', en: 'UTC' };

export function mailTime(at: Date, lang: Locale): string {
  return mailT(lang)('time', { time: formatDateTime(at, lang, MAIL_ZONE[lang]) });
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
  /** Landed cost (issue #40): absent on mails of orders without it. */
  landed?: {
    taxes: number;
    duties: number;
    taxesIncluded: boolean;
    dutyTerms: 'ddp' | 'ddu';
    importEstimate: number;
    /** The tax's name in the mail's language and its rate; null when no rule applied. */
    tax: { name: string; rate: string } | null;
  };
}

/**
 * What the order's total is called (issue #37): `due` before payment ("Total", 应付),
 * `paid` once paid ("Total paid", 实付款), `unpaid` for an order cancelled unpaid
 * ("Total", 合计: nothing was paid, nothing is due).
 */
export type TotalKind = 'due' | 'paid' | 'unpaid';
const TOTAL_LABEL = { due: 'order.total_due', paid: 'order.total_paid', unpaid: 'order.total' } as const;

export interface MailTo {
  to: string;
  shop: string;
  lang: Locale;
}

/** An amount as the reader of `lang` reads it (English names yuan and yen apart: CN¥, JP¥). */
const money = (minor: number, currency: string, lang: Locale) => formatPrice(minor, { unit: currency, lang });

function amountRows(order: OrderForMail, lang: Locale, total: TotalKind): [string, string][] {
  const t = mailT(lang);
  const rows: [string, string][] = [
    [t('order.product_price'), money(order.productPrice, order.currency, lang)],
    [
      t('order.shipping_fee'),
      order.shippingFee === 0 ? t('order.free_shipping') : money(order.shippingFee, order.currency, lang),
    ],
  ];
  if (order.discount > 0) rows.push([t('order.discount'), `−${money(order.discount, order.currency, lang)}`]);
  const l = order.landed;
  if (l?.tax && l.taxes > 0) {
    rows.push([t(l.taxesIncluded ? 'order.tax_included' : 'order.tax', l.tax), money(l.taxes, order.currency, lang)]);
  }
  if (l && l.duties > 0) rows.push([t('order.duties'), money(l.duties, order.currency, lang)]);
  rows.push([t(TOTAL_LABEL[total]), money(order.totalPaid, order.currency, lang)]);
  return rows;
}

/** DDU (issue #40): the carrier may collect import charges, with the shop's estimate; '' under DDP. */
function dutyNotice(order: OrderForMail, lang: Locale): string {
  const l = order.landed;
  if (l?.dutyTerms !== 'ddu') return '';
  const t = mailT(lang);
  return l.importEstimate > 0
    ? t('order.ddu_notice', { amount: money(l.importEstimate, order.currency, lang) })
    : t('order.ddu_notice_plain');
}

/** "Label: value" in the language's punctuation. */
export function fact(lang: Locale, label: string, value: string): string {
  return mailT(lang)('fact', { label, value });
}

/** Text with a remark after it, in the language's brackets: "Tea (Size: L)". */
export function aside(lang: Locale, text: string, remark: string): string {
  return remark ? mailT(lang)('aside', { text, aside: remark }) : text;
}

function orderText(order: OrderForMail, lang: Locale, total: TotalKind): string {
  const lines = order.lines.map(
    (l) => `- ${aside(lang, l.name, l.options)} × ${l.quantity}  ${money(l.total, order.currency, lang)}`,
  );
  const amounts = amountRows(order, lang, total).map(([label, value]) => fact(lang, label, value));
  const notice = dutyNotice(order, lang);
  return [
    fact(lang, mailT(lang)('order.no'), order.orderNo),
    '',
    ...lines,
    '',
    ...amounts,
    ...(notice ? ['', notice] : []),
  ].join('\n');
}

function orderHtml(order: OrderForMail, lang: Locale, total: TotalKind): string {
  const t = mailT(lang);
  const cell = 'padding:8px 0;border-bottom:1px solid #e2e8f0;vertical-align:top';
  const lines = order.lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${escapeHtml(l.name)}${
          l.options ? `<br><span style="color:#475569;font-size:13px">${escapeHtml(l.options)}</span>` : ''
        }</td><td style="${cell};text-align:center;white-space:nowrap">× ${l.quantity}</td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(money(l.total, order.currency, lang))}</td></tr>`,
    )
    .join('');
  const rows = amountRows(order, lang, total);
  const amounts = rows
    .map(([label, value], i) => {
      const last = i === rows.length - 1;
      const style = last ? 'padding:6px 0;font-weight:700;font-size:16px' : 'padding:4px 0;color:#475569';
      return `<tr><td colspan="2" style="${style}">${escapeHtml(label)}</td><td style="${style};text-align:right">${escapeHtml(value)}</td></tr>`;
    })
    .join('');
  return `<p style="color:#475569">${escapeHtml(fact(lang, t('order.no'), ''))}<span style="font-family:monospace;color:#0f172a">${escapeHtml(order.orderNo)}</span></p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:14px">${lines}${amounts}</table>${
    dutyNotice(order, lang) ? `\n<p style="color:#92400e">${escapeHtml(dutyNotice(order, lang))}</p>` : ''
  }`;
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
  /** What its total is called (default `paid`: after-sale and shipping mail are about paid orders). */
  total?: TotalKind;
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
  const t = mailT(lang);
  const facts = content.facts ?? [];
  const text = [
    content.heading,
    '',
    ...content.sentences,
    ...(facts.length ? ['', ...facts.map(([label, value]) => fact(lang, label, value))] : []),
    ...(content.order ? ['', orderText(content.order, lang, content.total ?? 'paid')] : []),
    '',
    fact(lang, content.action.label, content.action.url),
    '',
    t('automated'),
    shop,
  ].join('\n');
  const html = `<!doctype html><html lang="${t('html_lang')}"><body style="margin:0;padding:24px;background:#f8fafc;font-family:sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:16px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#c2410c">${escapeHtml(shop)}</p>
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(content.heading)}</h1>
${content.sentences.map((s) => `<p style="line-height:1.6">${escapeHtml(s)}</p>`).join('\n')}
${facts.length ? factsHtml(facts) : ''}
${content.order ? orderHtml(content.order, lang, content.total ?? 'paid') : ''}
<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#c2410c;color:#fff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">${escapeHtml(content.action.label)}</a></p>
<p style="color:#64748b;font-size:12px">${escapeHtml(t('automated'))}</p>
</div></body></html>`;
  return { to: m.to, subject: content.subject, text, html };
}

/** After placing an order: what was ordered, until when to pay, and the way to the payment page. */
export function orderPlacedMail(m: MailTo, order: OrderForMail, pay: { url: string; deadline: Date }): Mail {
  const t = mailT(m.lang);
  const minutes = Math.max(1, Math.round((pay.deadline.getTime() - Date.now()) / 60_000));
  const deadline = mailTime(pay.deadline, m.lang);
  const no = order.orderNo;
  return shopMail(m, {
    subject: t('placed.subject', { shop: m.shop, no }),
    heading: t('placed.heading'),
    sentences: [t('placed.sentence', { no, deadline, count: minutes })],
    order,
    total: 'due',
    action: { label: t('placed.action'), url: pay.url },
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
  const t = mailT(m.lang);
  const no = order.orderNo;
  return shopMail(m, {
    subject: t('cancelled.subject', { shop: m.shop, no }),
    heading: t('cancelled.heading'),
    sentences: [
      t(p.reason === 'deadline' ? 'cancelled.deadline' : 'cancelled.staff', { no }),
      t('cancelled.not_charged'),
    ],
    order,
    total: 'unpaid',
    action: { label: t('order.view'), url: p.url },
  });
}

/** After the payment arrived: the amount received and the way to the order. */
export function orderPaidMail(m: MailTo, order: OrderForMail, view: { url: string }): Mail {
  const t = mailT(m.lang);
  const no = order.orderNo;
  const total = money(order.totalPaid, order.currency, m.lang);
  return shopMail(m, {
    subject: t('paid.subject', { shop: m.shop, no }),
    heading: t('paid.heading'),
    sentences: [t('paid.sentence', { no, total })],
    order,
    action: { label: t('order.view'), url: view.url },
  });
}

/**
 * A marketing mail's last line, how to stop it (`line` holds `url`), added to its text and,
 * with the link clickable, to its HTML (cart reminders, restock alerts: issue #41).
 */
export function withUnsubscribeLine(mail: Mail, line: string, url: string): Mail {
  const [before] = line.split(url);
  const link = `<p style="color:#64748b;font-size:12px">${escapeHtml(before ?? '')}<a href="${escapeHtml(url)}" style="color:#64748b">${escapeHtml(url)}</a></p>`;
  return {
    ...mail,
    text: `${mail.text}\n\n${line}`,
    html: mail.html.replace('</div></body></html>', `${link}\n</div></body></html>`),
  };
}
