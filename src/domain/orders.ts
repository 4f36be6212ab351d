// Order shapes shared by the API and the storefront, and the status names (SPEC 4)
// in both languages (API conflict messages and pages use the same words).
import type { I18nText } from './locale.ts';
import { ORDER_STATUS, PAY_STATUS } from './order-lifecycle.ts';

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
export interface OrderRefundView {
  /** Refunded so far (refunds that went through), minor units. */
  amount: number;
  /** What the customer paid and kept paid: total_paid − amount. */
  net_paid: number;
  /** Some of the ordered pieces were not refunded (or, for a refund of the whole order, some money). */
  partial: boolean;
  /** Pieces refunded per SKU by after-sale requests (empty for a refund of the whole order). */
  lines: { sku_id: number; quantity: number }[];
}

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
export interface OrderLineView {
  sku_id: number;
  good_id: number;
  sku_code: string;
  name: string;
  /** e.g. [{axis: 'Colour', value: 'Red'}] */
  options: { axis: string; value: string }[];
  image: string;
  price: number;
  quantity: number;
  total: number;
  free_shipping: boolean;
}

export interface OrderAddressView {
  country: string;
  country_name: string;
  province: string;
  city: string;
  address: string;
  contact: string;
  phone: string;
  postal_code: string;
}

/** Money of an order (SPEC 2 "order information"), minor units of `currency`. */
export interface OrderAmounts {
  currency: string;
  product_price: number;
  shipping_fee: number;
  discount: number;
  total_paid: number;
  item_count: number;
}

export interface CouponView {
  code: string;
  /** null when it applies; otherwise why not, in the caller's language. */
  error: string | null;
  discount: number;
}

/** POST /v2/order/confirm */
export interface CheckoutPreview extends OrderAmounts {
  items: OrderLineView[];
  /** The address priced for (the one asked for, else the default), or null. */
  address_id: number | null;
  coupon: CouponView | null;
  /** Minutes the order will wait for payment. */
  pay_minutes: number;
  /** The shop currency, and units of `currency` per unit of it now: placing sends it back (issue #21). */
  shop_currency: string;
  rate: string;
}

/** POST /v2/order */
export interface PlacedOrder {
  id: number;
  order_no: string;
  status: number;
  total_paid: number;
  currency: string;
  /** The rate locked on the order (units of `currency` per unit of the shop currency). */
  rate: string;
  pay_deadline: string;
}

export interface PaymentView {
  id: number;
  provider: string;
  status: number;
  amount: number;
  currency: string;
  created_at: string;
  paid_at: string | null;
}

/** GET /order/{id} */
export interface OrderDetail extends OrderAmounts {
  id: number;
  order_no: string;
  status: number;
  status_name: string;
  items: OrderLineView[];
  address: OrderAddressView;
  notes: string;
  coupon_code: string;
  client: number;
  pay_deadline: string;
  paid_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  payments: PaymentView[];
  /** Actions the customer may take now (from the life-cycle table). */
  actions: string[];
}

/** GET /pay/PayStatus/{id} */
export interface PayStatusView {
  payment_id: number;
  order_id: number;
  order_no: string;
  status: number;
  order_status: number;
  provider: string;
}

/** POST /pay */
export interface StartedPaymentView {
  payment_id: number;
  provider: string;
  redirect_url: string;
}

export const PAYMENT_PROVIDERS = ['demo', 'paypal', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
