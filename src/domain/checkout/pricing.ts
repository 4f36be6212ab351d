// Pricing of an order (PRODUCT "Stock and checkout"): product price, shipping fee,
// discount, total paid, all integers in the shop currency's minor unit. The server
// runs this for the preview and again when the order is placed; the browser only
// shows what the server computed.

/** Service note 4 (SPEC 3): the good ships free. */
export const FREE_SHIPPING_SERVICE = 4;

export interface PricedLine {
  price: number;
  quantity: number;
  freeShipping: boolean;
}

export interface ShippingRule {
  firstFee: number;
  additionalFee: number;
  /** Goods subtotal (after discount) from which shipping is free; null: never. */
  freeThreshold: number | null;
}

export const COUPON_KIND = { fixed: 1, percent: 2 } as const;

export interface CouponRule {
  kind: number;
  /** Minor units off (fixed) or percent off (1-100). */
  value: number;
  minSpend: number;
  startsAt: Date;
  endsAt: Date;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  used: number;
  enabled: boolean;
}

/** Why a coupon cannot be used; each is an API message key. */
export type CouponProblem =
  | 'coupon_not_found'
  | 'coupon_not_started'
  | 'coupon_expired'
  | 'coupon_min_spend'
  | 'coupon_exhausted'
  | 'coupon_customer_limit';

export function itemsTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
}

export function couponProblem(
  coupon: CouponRule | undefined,
  ctx: { subtotal: number; now: Date; customerUses: number },
): CouponProblem | null {
  if (!coupon || !coupon.enabled) return 'coupon_not_found';
  if (ctx.now < coupon.startsAt) return 'coupon_not_started';
  if (ctx.now >= coupon.endsAt) return 'coupon_expired';
  if (coupon.totalLimit !== null && coupon.used >= coupon.totalLimit) return 'coupon_exhausted';
  if (coupon.perCustomerLimit !== null && ctx.customerUses >= coupon.perCustomerLimit) return 'coupon_customer_limit';
  if (ctx.subtotal < coupon.minSpend) return 'coupon_min_spend';
  return null;
}

/** The discount on the goods (never more than them); percentages round down to the minor unit. */
export function couponDiscount(coupon: Pick<CouponRule, 'kind' | 'value'>, subtotal: number): number {
  const off = coupon.kind === COUPON_KIND.percent ? Math.floor((subtotal * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(off, subtotal));
}

/**
 * Shipping: the first chargeable item costs `firstFee`, each further one
 * `additionalFee`; free-shipping goods are left out, and the whole parcel ships free
 * once the discounted goods subtotal reaches the threshold.
 */
export function shippingFee(lines: readonly PricedLine[], rule: ShippingRule, discountedSubtotal: number): number {
  const count = lines.reduce((n, l) => n + (l.freeShipping ? 0 : l.quantity), 0);
  if (count === 0) return 0;
  if (rule.freeThreshold !== null && discountedSubtotal >= rule.freeThreshold) return 0;
  return rule.firstFee + (count - 1) * rule.additionalFee;
}

export interface OrderPrice {
  itemsTotal: number;
  shippingFee: number;
  discount: number;
  total: number;
  itemCount: number;
}

export function priceOrder(
  lines: readonly PricedLine[],
  rule: ShippingRule,
  coupon: Pick<CouponRule, 'kind' | 'value'> | null,
): OrderPrice {
  const items = itemsTotal(lines);
  const discount = coupon ? couponDiscount(coupon, items) : 0;
  const shipping = shippingFee(lines, rule, items - discount);
  return {
    itemsTotal: items,
    shippingFee: shipping,
    discount,
    total: items - discount + shipping,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
  };
}

/** When no rule matches the destination and no default rule exists: shipping is free. */
export const NO_SHIPPING_RULE: ShippingRule = { firstFee: 0, additionalFee: 0, freeThreshold: null };
