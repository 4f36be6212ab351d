// Mail about after-sale requests, queued in the outbox inside the transaction of the
// decision or the refund (a rolled-back action mails nothing): the staff's decision
// (approved, with what happens next; or rejected, with the reason) and the refund
// issued. Staff act in their own language; the mail is in the order's (orders.locale),
// its text the mail catalogue's.
import { AFTER_SALE_TYPE, AFTER_SALE_TYPE_NAMES, type AfterSaleType } from '../../../domain/after-sales/after-sales.ts';
import { type I18nText, type Locale, localizePath, pickText } from '../../../domain/i18n/locale.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { Executor } from '../../db/client.ts';
import { queueMail } from '../mail/service.ts';
import { aside, fact, type Mail, type MailTo, shopMail } from '../mail/templates.ts';
import { mailT } from '../mail/text.ts';
import { findOrder, orderLinesOf } from '../orders/service.ts';
import { type AfterSaleRow, selectEmails, selectRefundedSoFar } from './queries.ts';

/** What a request looks like in mail, in the mail's language. */
export interface RequestForMail {
  orderNo: string;
  type: AfterSaleType;
  lines: { name: string; options: string; quantity: number }[];
  currency: string;
  refundAmount: number;
  /** What the customer paid for the order, and what has gone back so far (this refund included). */
  orderTotal: number;
  refundedSoFar: number;
  /** Pieces ordered, and pieces refunded so far (this request included). */
  orderPieces: number;
  refundedPieces: number;
  url: string;
}

const money = (minor: number, currency: string, lang: Locale) => formatPrice(minor, { unit: currency, lang });

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The request as facts under the sentences: order, type, the pieces concerned, and more when given. */
function requestFacts(r: RequestForMail, lang: Locale, more: [string, string][] = []): [string, string][] {
  const t = mailT(lang);
  const items = r.lines.map((l) => `${aside(lang, l.name, l.options)} × ${l.quantity}`).join(t('list_separator'));
  return [
    [t('order.no'), r.orderNo],
    [t('after_sale.type'), upperFirst(pickText(AFTER_SALE_TYPE_NAMES[r.type], lang))],
    [t('after_sale.items'), items],
    ...more,
  ];
}

/** What happens after an approval, per type. */
function nextSteps(r: RequestForMail, lang: Locale, refundNow: boolean): string {
  const t = mailT(lang);
  const amount = money(r.refundAmount, r.currency, lang);
  if (r.type === AFTER_SALE_TYPE.refundOnly) {
    return t(refundNow ? 'after_sale.refund_now' : 'after_sale.refund_later', { amount });
  }
  const sendBack = t('after_sale.send_back');
  if (r.type === AFTER_SALE_TYPE.refundAndReturn) return t('after_sale.then_refund', { sendBack, amount });
  return t('after_sale.then_replace', { sendBack });
}

/** The staff's decision: approved with what happens next, or declined with the reason. */
export function afterSaleDecisionMail(
  m: MailTo,
  r: RequestForMail,
  decision: { approved: boolean; staffReason: string; refundNow: boolean },
): Mail {
  const t = mailT(m.lang);
  const type = pickText(AFTER_SALE_TYPE_NAMES[r.type], m.lang);
  const no = r.orderNo;
  const action = { label: t('after_sale.view'), url: r.url };
  if (decision.approved) {
    return shopMail(m, {
      subject: t('approved.subject', { shop: m.shop, no }),
      heading: t('approved.heading'),
      sentences: [t('approved.sentence', { no, type }), nextSteps(r, m.lang, decision.refundNow)],
      facts: requestFacts(r, m.lang),
      action,
    });
  }
  return shopMail(m, {
    subject: t('declined.subject', { shop: m.shop, no }),
    heading: t('declined.heading'),
    sentences: [t('declined.sentence', { no, type }), t('declined.carry_on')],
    facts: requestFacts(r, m.lang, [[t('after_sale.reason'), decision.staffReason]]),
    action,
  });
}

/** The refund went to the payment provider (succeeded, or pending there). */
export function refundIssuedMail(m: MailTo, r: RequestForMail, refund: { amount: number; pending: boolean }): Mail {
  const t = mailT(m.lang);
  const amount = money(refund.amount, r.currency, m.lang);
  const no = r.orderNo;
  // Part of the order came back: say so, and what stays paid for the rest.
  const partial = r.refundedPieces < r.orderPieces;
  const net: [string, string][] = partial
    ? [[t('after_sale.net_paid'), money(Math.max(0, r.orderTotal - r.refundedSoFar), r.currency, m.lang)]]
    : [];
  return shopMail(m, {
    subject: t(partial ? 'refund.subject_partial' : 'refund.subject', { shop: m.shop, no, amount }),
    heading: t(partial ? 'refund.heading_partial' : 'refund.heading'),
    sentences: [t(refund.pending ? 'refund.sentence_pending' : 'refund.sentence', { no, amount }), t('refund.timing')],
    facts: requestFacts(r, m.lang, [[t('after_sale.refund'), amount], ...net]),
    action: { label: t('after_sale.view'), url: r.url },
  });
}

/** Where mail links point and what the shop is called: read before a transaction starts. */
export interface MailContext {
  publicUrl: string;
  shopTitle: I18nText;
}

/** Where a MailContext comes from (the title is a setting, read through the pool). */
export interface MailSource {
  publicUrl: string;
  shopTitle: () => Promise<I18nText>;
}

/** The context for mail queued inside a transaction, read before it (never through the pool inside one). */
export async function mailContext(source: MailSource): Promise<MailContext> {
  return { publicUrl: source.publicUrl, shopTitle: await source.shopTitle() };
}

/** The request's order, lines, recipient and language, read inside the transaction (one after the other: one connection). */
async function prepare(tx: Executor, r: AfterSaleRow, ctx: MailContext) {
  const order = await findOrder(tx, r.orderId);
  const orderLines = await orderLinesOf(tx, [r.orderId]);
  const email = (await selectEmails(tx, [r.userId])).get(r.userId);
  if (!order || !email) throw new Error(`after-sale ${r.id}: order or customer missing for mail`);
  const lang = order.locale;
  const refunded = await selectRefundedSoFar(tx, r.orderId, r.id);
  const bySku = new Map(orderLines.map((l) => [l.sku_id, l]));
  const origin = ctx.publicUrl.replace(/\/+$/, '');
  const request: RequestForMail = {
    orderNo: order.order_no,
    type: r.type as AfterSaleType,
    lines: r.lines.flatMap((l) => {
      const line = bySku.get(l.skuId);
      if (!line) return [];
      const options = line.options.map((o) => fact(lang, pickText(o.axis, lang), pickText(o.value, lang))).join(' / ');
      return [{ name: pickText(line.name, lang), options, quantity: l.quantity }];
    }),
    currency: order.currency,
    refundAmount: r.refundAmount,
    orderTotal: order.total,
    refundedSoFar: refunded.amount,
    orderPieces: order.item_count,
    refundedPieces: refunded.pieces + r.lines.reduce((n, l) => n + l.quantity, 0),
    url: `${origin}${localizePath(`/my/order/${r.orderId}/after-sale`, lang)}`,
  };
  const to: MailTo = { to: email, shop: pickText(ctx.shopTitle, lang), lang };
  return { to, request };
}

export async function queueDecisionMail(
  tx: Executor,
  r: AfterSaleRow,
  ctx: MailContext,
  decision: { approved: boolean; staffReason: string; refundNow: boolean },
): Promise<void> {
  const { to, request } = await prepare(tx, r, ctx);
  await queueMail(tx, afterSaleDecisionMail(to, request, decision));
}

export async function queueRefundMail(
  tx: Executor,
  r: AfterSaleRow,
  ctx: MailContext,
  refund: { amount: number; pending: boolean },
): Promise<void> {
  const { to, request } = await prepare(tx, r, ctx);
  await queueMail(tx, refundIssuedMail(to, request, refund));
}
