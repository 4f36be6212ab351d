// Order shapes shared by the API and the storefront, and the status names (SPEC 4)
// in both languages (API conflict messages and pages use the same words).
import type { z } from 'zod';
import type { I18nText } from '../i18n/locale.ts';
import { ORDER_STATUS, PAY_STATUS } from './lifecycle.ts';
import type {
  checkoutPreviewSchema,
  couponViewSchema,
  importEstimateSchema,
  orderAddressSchema,
  orderAmountsSchema,
  orderDetailSchema,
  orderLineSchema,
  orderRefundSchema,
  paymentViewSchema,
  payStatusSchema,
  placedOrderSchema,
  startedPaymentSchema,
} from './schemas.ts';

export const ORDER_STATUS_NAMES: Record<number, I18nText> = {
  [ORDER_STATUS.pendingPayment]: { 'zh-cn': '待付款', en: 'pending payment' },
  [ORDER_STATUS.pendingShipment]: { 'zh-cn': '待发货', en: 'pending shipment' },
  [ORDER_STATUS.pendingReceipt]: { 'zh-cn': '待收货', en: 'pending receipt' },
  [ORDER_STATUS.received]: { 'zh-cn': '已收货', en: 'received' },
  [ORDER_STATUS.refunding]: { 'zh-cn': '退款中', en: 'refund in progress' },
  [ORDER_STATUS.refunded]: { 'zh-cn': '已退款', en: 'refunded' },
  [ORDER_STATUS.refundRejected]: { 'zh-cn': '退款被拒绝', en: 'refund rejected' },
  [ORDER_STATUS.exchange]: { 'zh-cn': '换货中', en: 'exchange' },
  [ORDER_STATUS.exchangeApproved]: { 'zh-cn': '换货已同意', en: 'exchange approved' },
  [ORDER_STATUS.exchangeRejected]: { 'zh-cn': '换货被拒绝', en: 'exchange rejected' },
  [ORDER_STATUS.cancelled]: { 'zh-cn': '已取消', en: 'order cancelled' },
  [ORDER_STATUS.completed]: { 'zh-cn': '已完成', en: 'order completed' },
  [ORDER_STATUS.afterSaleCompleted]: { 'zh-cn': '售后已完成', en: 'after sale completed' },
};

/** What has come back of an order: after-sale refunds of some lines, or the whole of it. */
export type OrderRefundView = z.infer<typeof orderRefundSchema>;

/** A refund of part of an order reads as partial (issue 23): the order keeps most of its goods. */
export const PARTIALLY_REFUNDED: I18nText = { 'zh-cn': '部分退款', en: 'partially refunded' };

/** The refund view of an order, or null when nothing came back. */
export function refundView(
  order: { total_paid: number; item_count: number },
  amount: number,
  lines: { sku_id: number; quantity: number }[],
): OrderRefundView | null {
  if (amount <= 0) return null;
  const bySku = new Map<number, number>();
  for (const l of lines) bySku.set(l.sku_id, (bySku.get(l.sku_id) ?? 0) + l.quantity);
  const pieces = [...bySku.values()].reduce((a, b) => a + b, 0);
  return {
    amount,
    net_paid: Math.max(0, order.total_paid - amount),
    // By pieces when the refund named them: every piece back (the shipping fee kept for a
    // shipped order) is a full refund of the goods, not a partial one.
    partial: pieces > 0 ? pieces < order.item_count : amount < order.total_paid,
    lines: [...bySku].map(([sku_id, quantity]) => ({ sku_id, quantity })),
  };
}

/** The status name, with "partially refunded" for a refunded order that kept part of its money. */
export function orderStatusName(status: number, refund: OrderRefundView | null): I18nText {
  if (status === ORDER_STATUS.refunded && refund?.partial) return PARTIALLY_REFUNDED;
  return ORDER_STATUS_NAMES[status] ?? { 'zh-cn': String(status), en: String(status) };
}

export const PAY_STATUS_NAMES: Record<number, I18nText> = {
  [PAY_STATUS.pending]: { 'zh-cn': '待支付', en: 'pending payment' },
  [PAY_STATUS.paid]: { 'zh-cn': '已支付', en: 'paid' },
  [PAY_STATUS.cancelled]: { 'zh-cn': '支付已取消', en: 'payment cancelled' },
};

/** One line of a checkout preview or an order, in the caller's language. */
export type OrderLineView = z.infer<typeof orderLineSchema>;

export type OrderAddressView = z.infer<typeof orderAddressSchema>;

/** Money of an order (SPEC 2 "order information"), minor units of `currency`. */
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;

export type CouponView = z.infer<typeof couponViewSchema>;

/** POST /v2/order/confirm */
/** POST /v2/order/confirm */
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;
export type ImportEstimate = z.infer<typeof importEstimateSchema>;

/** POST /v2/order */
/** POST /v2/order */
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export type PaymentView = z.infer<typeof paymentViewSchema>;

/** GET /order/{id} */
/** GET /order/{id} */
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /pay/PayStatus/{id} */
/** GET /pay/PayStatus/{id} */
export type PayStatusView = z.infer<typeof payStatusSchema>;

/** POST /pay */
/** POST /pay */
export type StartedPaymentView = z.infer<typeof startedPaymentSchema>;

export const PAYMENT_PROVIDERS = ['demo', 'paypal', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
