// Mail about an order, queued in the outbox inside the transaction that changes the
// order (a rolled-back change mails nothing; the mail job sends and retries), written
// in the language the order was placed in (orders.locale).
import { type I18nText, type Locale, localizePath, pickText } from '../../../domain/i18n/locale.ts';
import type { Executor } from '../../db/client.ts';
import type { LineOption } from '../../db/schema.ts';
import { queueMail } from '../mail/service.ts';
import {
  fact,
  type Mail,
  type MailTo,
  type OrderForMail,
  orderCancelledMail,
  orderPaidMail,
  orderPlacedMail,
} from '../mail/templates.ts';
import { selectOrder, selectOrderLines, selectOrderRecipient } from './queries.ts';

/** What mail needs to know of the shop: its name and public origin (for links). */
export interface ShopForMail {
  title: I18nText;
  origin: string;
}

function shopLink(shop: ShopForMail, path: string, lang: Locale, query?: Record<string, string | number>): string {
  const qs = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  return `${shop.origin}${localizePath(path, lang)}${qs}`;
}

/** An order's lines and amounts in one language, from the stored (bilingual) snapshots. */
export function orderForMail(
  order: {
    order_no: string;
    currency: string;
    items_total: number;
    shipping_fee: number;
    discount: number;
    total: number;
    /** Landed cost (issue #40), when the order has it. */
    taxes?: number;
    duties?: number;
    taxes_included?: boolean;
    duty_terms?: 'ddp' | 'ddu';
    import_estimate?: number;
    tax_name?: I18nText | null;
    tax_rate?: string | null;
  },
  lines: readonly { name: I18nText; options: LineOption[]; quantity: number; total: number }[],
  lang: Locale,
): OrderForMail {
  return {
    orderNo: order.order_no,
    currency: order.currency,
    lines: lines.map((l) => ({
      name: pickText(l.name, lang),
      options: l.options.map((o) => fact(lang, pickText(o.axis, lang), pickText(o.value, lang))).join(' / '),
      quantity: l.quantity,
      total: l.total,
    })),
    productPrice: order.items_total,
    shippingFee: order.shipping_fee,
    discount: order.discount,
    totalPaid: order.total,
    landed: {
      taxes: order.taxes ?? 0,
      duties: order.duties ?? 0,
      taxesIncluded: order.taxes_included ?? false,
      dutyTerms: order.duty_terms ?? 'ddp',
      importEstimate: order.import_estimate ?? 0,
      tax: order.tax_name && order.tax_rate ? { name: pickText(order.tax_name, lang), rate: order.tax_rate } : null,
    },
  };
}

/** The order, its lines and the customer's email, read inside the transaction. */
async function loadOrder(tx: Executor, orderId: number, shop: ShopForMail) {
  // One after the other: a transaction is one connection.
  const order = await selectOrder(tx, orderId);
  const lines = await selectOrderLines(tx, [orderId]);
  const recipient = await selectOrderRecipient(tx, orderId);
  if (!order || !recipient) throw new Error(`order ${orderId} not found for mail`);
  const forMail = (lang: Locale) =>
    orderForMail(
      { ...order, tax_name: order.landed_cost?.taxName ?? null, tax_rate: order.landed_cost?.taxRate ?? null },
      lines,
      lang,
    );
  const to = (lang: Locale): MailTo => ({ to: recipient.email, shop: pickText(shop.title, lang), lang });
  return { order, email: recipient.email, forMail, to };
}

/**
 * Order placed: lines, amounts, the payment deadline and the link to pay, made from
 * what the checkout has in hand; the checkout writes it in the order's own statement.
 */
export function orderPlacedMailFor(p: {
  shop: ShopForMail;
  email: string;
  lang: Locale;
  order: Parameters<typeof orderForMail>[0] & { id: number; pay_deadline: Date };
  lines: Parameters<typeof orderForMail>[1];
}): Mail {
  const to: MailTo = { to: p.email, shop: pickText(p.shop.title, p.lang), lang: p.lang };
  const url = shopLink(p.shop, '/order/pay', p.lang, { order_id: p.order.id });
  return orderPlacedMail(to, orderForMail(p.order, p.lines, p.lang), { url, deadline: p.order.pay_deadline });
}

/** Payment received (provider webhooks carry no shopper language: the order's decides). */
export async function queueOrderPaidMail(tx: Executor, orderId: number, shop: ShopForMail): Promise<void> {
  const { order, forMail, to } = await loadOrder(tx, orderId, shop);
  const lang = order.locale;
  await queueMail(tx, orderPaidMail(to(lang), forMail(lang), { url: shopLink(shop, `/my/order/${order.id}`, lang) }));
}

/** An unpaid order cancelled by the deadline or by staff (a customer's own cancel needs no mail). */
export async function queueOrderCancelledMail(
  tx: Executor,
  orderId: number,
  shop: ShopForMail,
  reason: 'deadline' | 'staff',
): Promise<void> {
  const { order, forMail, to } = await loadOrder(tx, orderId, shop);
  const lang = order.locale;
  const url = shopLink(shop, `/my/order/${order.id}`, lang);
  await queueMail(tx, orderCancelledMail(to(lang), forMail(lang), { reason, url }));
}
