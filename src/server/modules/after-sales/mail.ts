// Mail about after-sale requests, queued in the outbox inside the transaction of the
// decision or the refund (a rolled-back action mails nothing): the staff's decision
// (approved, with what happens next; or rejected, with the reason) and the refund
// issued. Staff act in their own language, so the mail is in the customer's: the one
// of the last mail we wrote to them (the order mails), else zh-cn.
import { sql } from 'drizzle-orm';
import { AFTER_SALE_TYPE, AFTER_SALE_TYPE_NAMES, type AfterSaleType } from '../../../domain/after-sales.ts';
import { type I18nText, type Locale, localizePath, pickText } from '../../../domain/locale.ts';
import { formatPrice } from '../../../domain/money.ts';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { type Mail, type MailTo, shopMail } from '../mail/templates.ts';
import { selectOrder, selectOrderLines } from '../orders/queries.ts';
import { type AfterSaleRow, selectEmails } from './queries.ts';

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

const money = (minor: number, currency: string) => formatPrice(minor, { unit: currency });

const WORDS = {
  'zh-cn': {
    orderNo: '订单号',
    type: '售后类型',
    items: '售后商品',
    refund: '退款金额',
    netPaid: '实付净额',
    reason: '原因',
    view: '查看售后详情',
  },
  en: {
    orderNo: 'Order number',
    type: 'Service',
    items: 'Items',
    refund: 'Refund',
    netPaid: 'Net paid',
    reason: 'Reason',
    view: 'View the request',
  },
} as const;

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The request as facts under the sentences: order, type, the pieces concerned, and more when given. */
function requestFacts(r: RequestForMail, lang: Locale, more: [string, string][] = []): [string, string][] {
  const w = WORDS[lang];
  const items = r.lines
    .map((l) => `${l.name}${l.options ? ` (${l.options})` : ''} × ${l.quantity}`)
    .join(lang === 'zh-cn' ? '；' : '; ');
  return [
    [w.orderNo, r.orderNo],
    [w.type, upperFirst(pickText(AFTER_SALE_TYPE_NAMES[r.type], lang))],
    [w.items, items],
    ...more,
  ];
}

/** What happens after an approval, per type. */
function nextSteps(r: RequestForMail, lang: Locale, refundNow: boolean): string {
  const amount = money(r.refundAmount, r.currency);
  const zh = lang === 'zh-cn';
  if (r.type === AFTER_SALE_TYPE.refundOnly) {
    if (refundNow)
      return zh ? `${amount} 将原路退回您的支付账户。` : `${amount} is going back to your original payment method.`;
    return zh
      ? `我们将把 ${amount} 原路退回您的支付账户，退款发出后会再通知您。`
      : `We will refund ${amount} to your original payment method and let you know when it is on its way.`;
  }
  const back = zh
    ? '请将以下商品寄回，并在售后页面填写快递公司和运单号。'
    : 'Please send the items below back to us and enter the carrier and tracking number on the after-sale page.';
  if (r.type === AFTER_SALE_TYPE.refundAndReturn) {
    return zh ? `${back}我们收到退货后将退款 ${amount}。` : `${back} We refund ${amount} once they arrive.`;
  }
  return zh ? `${back}我们收到退货后将为您寄出换货商品。` : `${back} We ship the replacement once they arrive.`;
}

/** The staff's decision: approved with what happens next, or declined with the reason. */
export function afterSaleDecisionMail(
  m: MailTo,
  r: RequestForMail,
  decision: { approved: boolean; staffReason: string; refundNow: boolean },
): Mail {
  const zh = m.lang === 'zh-cn';
  const w = WORDS[m.lang];
  const type = pickText(AFTER_SALE_TYPE_NAMES[r.type], m.lang);
  const no = r.orderNo;
  const action = { label: w.view, url: r.url };
  if (decision.approved) {
    return shopMail(m, {
      subject: zh ? `【${m.shop}】订单 ${no} 的售后申请已通过` : `${m.shop}: your request for order ${no} was approved`,
      heading: zh ? '售后申请已通过' : 'Request approved',
      sentences: [
        zh ? `您对订单 ${no} 提交的${type}申请已通过审核。` : `Your ${type} request for order ${no} has been approved.`,
        nextSteps(r, m.lang, decision.refundNow),
      ],
      facts: requestFacts(r, m.lang),
      action,
    });
  }
  return shopMail(m, {
    subject: zh ? `【${m.shop}】订单 ${no} 的售后申请未通过` : `${m.shop}: your request for order ${no} was declined`,
    heading: zh ? '售后申请未通过' : 'Request declined',
    sentences: [
      zh
        ? `很抱歉，您对订单 ${no} 提交的${type}申请未通过审核。`
        : `We are sorry: your ${type} request for order ${no} was declined.`,
      zh
        ? '订单将按原流程继续。如有疑问，请联系我们的客服。'
        : 'The order carries on as before. If you have questions, please contact us.',
    ],
    facts: requestFacts(r, m.lang, [[w.reason, decision.staffReason]]),
    action,
  });
}

/** The refund went to the payment provider (succeeded, or pending there). */
export function refundIssuedMail(m: MailTo, r: RequestForMail, refund: { amount: number; pending: boolean }): Mail {
  const zh = m.lang === 'zh-cn';
  const w = WORDS[m.lang];
  const amount = money(refund.amount, r.currency);
  const no = r.orderNo;
  // Part of the order came back: say so, and what stays paid for the rest.
  const partial = r.refundedPieces < r.orderPieces;
  const net: [string, string][] = partial
    ? [[w.netPaid, money(Math.max(0, r.orderTotal - r.refundedSoFar), r.currency)]]
    : [];
  return shopMail(m, {
    subject: zh
      ? `【${m.shop}】订单 ${no} 已${partial ? '部分' : ''}退款 ${amount}`
      : `${m.shop}: ${amount} refunded for ${partial ? 'part of ' : ''}order ${no}`,
    heading: zh ? (partial ? '部分退款已发出' : '退款已发出') : partial ? 'Partial refund issued' : 'Refund issued',
    sentences: [
      zh
        ? `我们已将订单 ${no} 的 ${amount} 原路退回您的支付账户${refund.pending ? '，支付机构正在处理' : ''}。`
        : `We have refunded ${amount} for order ${no} to your original payment method${refund.pending ? '; the payment provider is processing it' : ''}.`,
      zh
        ? '到账时间取决于您的银行或支付机构，通常需要几个工作日。'
        : 'Depending on your bank or payment provider it may take a few business days to show.',
    ],
    facts: requestFacts(r, m.lang, [[w.refund, amount], ...net]),
    action: { label: w.view, url: r.url },
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
  const order = await selectOrder(tx, r.orderId);
  const orderLines = await selectOrderLines(tx, [r.orderId]);
  const email = (await selectEmails(tx, [r.userId])).get(r.userId);
  if (!order || !email) throw new Error(`after-sale ${r.id}: order or customer missing for mail`);
  const lang = order.locale;
  const refunded = await tx.execute<{ amount: number; pieces: number }>(sql`
    SELECT
      (SELECT coalesce(sum(amount), 0)::int FROM refunds
        WHERE order_id = ${r.orderId} AND status IN ('pending', 'succeeded')) AS amount,
      (SELECT coalesce(sum((l ->> 'quantity')::int), 0)::int FROM after_sales a, jsonb_array_elements(a.lines) l
        WHERE a.order_id = ${r.orderId} AND a.id <> ${r.id} AND a.status = 4 AND a.result = 'approved'
          AND a.type IN (10, 20)) AS pieces`);
  const bySku = new Map(orderLines.map((l) => [l.sku_id, l]));
  const origin = ctx.publicUrl.replace(/\/+$/, '');
  const request: RequestForMail = {
    orderNo: order.order_no,
    type: r.type as AfterSaleType,
    lines: r.lines.flatMap((l) => {
      const line = bySku.get(l.skuId);
      if (!line) return [];
      const options = line.options.map((o) => `${pickText(o.axis, lang)}: ${pickText(o.value, lang)}`).join(' / ');
      return [{ name: pickText(line.name, lang), options, quantity: l.quantity }];
    }),
    currency: order.currency,
    refundAmount: r.refundAmount,
    orderTotal: order.total,
    refundedSoFar: refunded.rows[0]?.amount ?? 0,
    orderPieces: order.item_count,
    refundedPieces: (refunded.rows[0]?.pieces ?? 0) + r.lines.reduce((n, l) => n + l.quantity, 0),
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
  await tx.insert(mailOutbox).values(afterSaleDecisionMail(to, request, decision));
}

export async function queueRefundMail(
  tx: Executor,
  r: AfterSaleRow,
  ctx: MailContext,
  refund: { amount: number; pending: boolean },
): Promise<void> {
  const { to, request } = await prepare(tx, r, ctx);
  await tx.insert(mailOutbox).values(refundIssuedMail(to, request, refund));
}
