import { describe, expect, it } from 'vitest';
import { COUPON_KIND, type CouponRule, couponDiscount, couponProblem, priceOrder, shippingFee } from './pricing.ts';

const rule = { firstFee: 1500, additionalFee: 500, freeThreshold: 19900 };
const line = (price: number, quantity: number, freeShipping = false) => ({ price, quantity, freeShipping });

describe('shipping', () => {
  it('charges the first item and each further one', () => {
    expect(shippingFee([line(1000, 1)], rule, 1000)).toBe(1500);
    expect(shippingFee([line(1000, 2), line(500, 1)], rule, 2500)).toBe(2500);
  });
  it('leaves free-shipping goods out', () => {
    expect(shippingFee([line(1000, 2, true)], rule, 2000)).toBe(0);
    expect(shippingFee([line(1000, 2, true), line(100, 1)], rule, 2100)).toBe(1500);
  });
  it('ships free from the threshold, never without one', () => {
    expect(shippingFee([line(19900, 1)], rule, 19900)).toBe(0);
    expect(shippingFee([line(19899, 1)], rule, 19899)).toBe(1500);
    expect(shippingFee([line(99999, 1)], { ...rule, freeThreshold: null }, 99999)).toBe(1500);
  });
});

describe('coupons', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const coupon: CouponRule = {
    kind: COUPON_KIND.percent,
    value: 10,
    minSpend: 10000,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2027-01-01T00:00:00Z'),
    totalLimit: 100,
    perCustomerLimit: 1,
    used: 0,
    enabled: true,
  };
  const ctx = { subtotal: 10000, now, customerUses: 0 };
  it('accepts a valid coupon and names each problem', () => {
    expect(couponProblem(coupon, ctx)).toBeNull();
    expect(couponProblem(undefined, ctx)).toBe('coupon_not_found');
    expect(couponProblem({ ...coupon, enabled: false }, ctx)).toBe('coupon_not_found');
    expect(couponProblem({ ...coupon, startsAt: new Date('2026-07-01') }, ctx)).toBe('coupon_not_started');
    expect(couponProblem({ ...coupon, endsAt: now }, ctx)).toBe('coupon_expired');
    expect(couponProblem({ ...coupon, used: 100 }, ctx)).toBe('coupon_exhausted');
    expect(couponProblem(coupon, { ...ctx, customerUses: 1 })).toBe('coupon_customer_limit');
    expect(couponProblem(coupon, { ...ctx, subtotal: 9999 })).toBe('coupon_min_spend');
  });
  it('rounds percentages down and never discounts more than the goods', () => {
    expect(couponDiscount({ kind: COUPON_KIND.percent, value: 10 }, 12345)).toBe(1234);
    expect(couponDiscount({ kind: COUPON_KIND.fixed, value: 5000 }, 3000)).toBe(3000);
    expect(couponDiscount({ kind: COUPON_KIND.percent, value: 100 }, 3000)).toBe(3000);
  });
});

describe('priceOrder', () => {
  it('adds goods, subtracts the discount and applies the threshold after it', () => {
    // 2 x 100.00 = 200.00, 10% off = 180.00 < 199.00: shipping charged for 2 items.
    expect(priceOrder([line(10000, 2)], rule, { kind: COUPON_KIND.percent, value: 10 })).toEqual({
      itemsTotal: 20000,
      discount: 2000,
      shippingFee: 2000,
      total: 20000,
      itemCount: 2,
    });
    expect(priceOrder([line(10000, 2)], rule, null)).toEqual({
      itemsTotal: 20000,
      discount: 0,
      shippingFee: 0,
      total: 20000,
      itemCount: 2,
    });
  });
});
