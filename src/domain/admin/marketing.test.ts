import { describe, expect, it } from 'vitest';
import {
  type CouponInput,
  couponInputProblem,
  couponState,
  normalizeCouponCode,
  shippingRuleProblem,
} from './marketing.ts';

const coupon = (over: Partial<CouponInput> = {}): CouponInput => ({
  code: 'Spring-10',
  kind: 1,
  value: 1000,
  min_spend: 0,
  starts_at: '2030-01-01T00:00:00Z',
  ends_at: '2030-02-01T00:00:00+08:00',
  total_limit: null,
  per_customer_limit: 1,
  enabled: true,
  description: { 'zh-cn': '', en: '' },
  ...over,
});

describe('coupon input', () => {
  it('accepts a valid coupon', () => {
    expect(couponInputProblem(coupon())).toBeNull();
    expect(couponInputProblem(coupon({ kind: 2, value: 100 }))).toBeNull();
    expect(couponInputProblem(coupon({ code: 'a_b', total_limit: 1 }))).toBeNull();
  });
  it('checks the code format', () => {
    for (const code of ['ab', 'with space', 'x'.repeat(33), 'ünï', ''])
      expect(couponInputProblem(coupon({ code }))).toBe('coupon_code_format');
    expect(normalizeCouponCode(' spring-10 ')).toBe('SPRING-10');
  });
  it('checks the value by kind', () => {
    expect(couponInputProblem(coupon({ kind: 3 }))).toBe('coupon_kind_invalid');
    expect(couponInputProblem(coupon({ kind: 2, value: 0 }))).toBe('coupon_percent_range');
    expect(couponInputProblem(coupon({ kind: 2, value: 101 }))).toBe('coupon_percent_range');
    expect(couponInputProblem(coupon({ kind: 1, value: 0 }))).toBe('coupon_value_positive');
    expect(couponInputProblem(coupon({ kind: 1, value: 0.5 }))).toBe('coupon_value_positive');
    expect(couponInputProblem(coupon({ kind: 1, value: 2e9 }))).toBe('admin_amount_invalid');
    expect(couponInputProblem(coupon({ min_spend: -1 }))).toBe('admin_amount_invalid');
  });
  it('needs the end after the start', () => {
    expect(couponInputProblem(coupon({ ends_at: '2029-12-31T23:59:59Z' }))).toBe('coupon_ends_before_start');
    // The same instant written in two zones.
    expect(couponInputProblem(coupon({ ends_at: '2030-01-01T08:00:00+08:00' }))).toBe('coupon_ends_before_start');
    expect(couponInputProblem(coupon({ starts_at: 'soon' }))).toBe('coupon_date_invalid');
  });
  it('checks limits, also against the uses made', () => {
    expect(couponInputProblem(coupon({ total_limit: 0 }))).toBe('coupon_limit_invalid');
    expect(couponInputProblem(coupon({ per_customer_limit: 1.5 }))).toBe('coupon_limit_invalid');
    expect(couponInputProblem(coupon({ total_limit: 4 }), 5)).toBe('coupon_limit_below_used');
    expect(couponInputProblem(coupon({ total_limit: 5 }), 5)).toBeNull();
    expect(couponInputProblem(coupon({ total_limit: null }), 5)).toBeNull();
  });
});

describe('coupon state', () => {
  const base = {
    enabled: true,
    startsAt: new Date('2030-01-01T00:00:00Z'),
    endsAt: new Date('2030-02-01T00:00:00Z'),
    totalLimit: 10,
    used: 0,
  };
  it('says what the coupon does now', () => {
    expect(couponState(base, new Date('2029-12-31T00:00:00Z'))).toBe('scheduled');
    expect(couponState(base, new Date('2030-01-01T00:00:00Z'))).toBe('active');
    expect(couponState(base, new Date('2030-02-01T00:00:00Z'))).toBe('expired');
    expect(couponState({ ...base, used: 10 }, new Date('2030-01-05T00:00:00Z'))).toBe('exhausted');
    expect(couponState({ ...base, enabled: false }, new Date('2030-01-05T00:00:00Z'))).toBe('disabled');
  });
});

describe('shipping rule input', () => {
  const rule = { country: 'US', first_fee: 100, additional_fee: 0, free_threshold: null, enabled: true };
  it('checks amounts and keeps the default rule enabled', () => {
    expect(shippingRuleProblem(rule)).toBeNull();
    expect(shippingRuleProblem({ ...rule, first_fee: -1 })).toBe('admin_amount_invalid');
    expect(shippingRuleProblem({ ...rule, additional_fee: 1.2 })).toBe('admin_amount_invalid');
    expect(shippingRuleProblem({ ...rule, free_threshold: -1 })).toBe('admin_amount_invalid');
    expect(shippingRuleProblem({ ...rule, enabled: false })).toBeNull();
    expect(shippingRuleProblem({ ...rule, country: null, enabled: false })).toBe('shipping_default_required');
  });
});
