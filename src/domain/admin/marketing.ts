// Coupons and shipping rules as the admin area edits them (issue #7, item 7): the
// shapes shared by the admin API and the admin UI, and the rules an edit must pass.
// Checkout applies them with src/domain/checkout/pricing.ts.
import type { z } from 'zod';
import { COUPON_KIND } from '../checkout/pricing.ts';
import type { I18nText } from '../i18n/locale.ts';
import type { adminCouponSchema, shippingRuleSchema, shippingRulesAnswerSchema } from './schemas.ts';

export { COUPON_KIND };

/** 3-32 letters, digits, - or _; stored in upper case and matched whatever the case. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** Upper bound of every amount staff type (minor units; fits the database's integers). */
export const MAX_ADMIN_AMOUNT = 1_000_000_000;
/** Upper bound of coupon limits. */
export const MAX_COUPON_LIMIT = 100_000_000;

/** What a coupon is doing now, for the list and its filter. */
export type CouponState = 'disabled' | 'scheduled' | 'active' | 'expired' | 'exhausted';

/** The list's filter: one of the states, or enabled (whatever the dates say). */
export const COUPON_FILTERS = ['enabled', 'disabled', 'active', 'scheduled', 'expired', 'exhausted'] as const;
export type CouponFilter = (typeof COUPON_FILTERS)[number];

export interface CouponInput {
  code: string;
  kind: number;
  /** Minor units off (kind 1) or percent off (kind 2). */
  value: number;
  min_spend: number;
  starts_at: string;
  ends_at: string;
  /** null: no limit. */
  total_limit: number | null;
  per_customer_limit: number | null;
  enabled: boolean;
  description: I18nText;
}

export type CouponView = z.infer<typeof adminCouponSchema>;

export interface ShippingRuleInput {
  /** ISO 3166-1 alpha-2; null is the default rule (every country without its own). */
  country: string | null;
  first_fee: number;
  additional_fee: number;
  /** Discounted goods subtotal from which the parcel ships free; null: never free. */
  free_threshold: number | null;
  enabled: boolean;
}

export type ShippingRuleView = z.infer<typeof shippingRuleSchema>;

/** GET /admin/shipping-rules: every rule, the shop currency and the countries to pick from. */
/** GET /admin/shipping-rules: every rule, the shop currency and the countries to pick from. */
export type ShippingRulesAnswer = z.infer<typeof shippingRulesAnswerSchema>;
export type CountryOption = ShippingRulesAnswer['countries'][number];

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function couponState(
  c: { enabled: boolean; startsAt: Date; endsAt: Date; totalLimit: number | null; used: number },
  now: Date,
): CouponState {
  if (!c.enabled) return 'disabled';
  if (now >= c.endsAt) return 'expired';
  if (c.totalLimit !== null && c.used >= c.totalLimit) return 'exhausted';
  if (now < c.startsAt) return 'scheduled';
  return 'active';
}

/** Message keys of the rules below (src/server/i18n/messages/admin-marketing.ts). */
export type CouponInputProblem =
  | 'coupon_code_format'
  | 'coupon_kind_invalid'
  | 'coupon_percent_range'
  | 'coupon_value_positive'
  | 'admin_amount_invalid'
  | 'coupon_date_invalid'
  | 'coupon_ends_before_start'
  | 'coupon_limit_invalid'
  | 'coupon_limit_below_used';

const isAmount = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_ADMIN_AMOUNT;
const isLimit = (n: number | null) => n === null || (Number.isInteger(n) && n >= 1 && n <= MAX_COUPON_LIMIT);

/**
 * The first thing wrong with a coupon as staff submit it, or null. `used` is the
 * number of uses already taken (0 for a new coupon): the total limit may not go below it.
 */
export function couponInputProblem(input: CouponInput, used = 0): CouponInputProblem | null {
  if (!COUPON_CODE_PATTERN.test(input.code.trim())) return 'coupon_code_format';
  if (input.kind !== COUPON_KIND.fixed && input.kind !== COUPON_KIND.percent) return 'coupon_kind_invalid';
  if (input.kind === COUPON_KIND.percent) {
    if (!Number.isInteger(input.value) || input.value < 1 || input.value > 100) return 'coupon_percent_range';
  } else {
    if (!Number.isInteger(input.value) || input.value <= 0) return 'coupon_value_positive';
    if (!isAmount(input.value)) return 'admin_amount_invalid';
  }
  if (!isAmount(input.min_spend)) return 'admin_amount_invalid';
  const starts = Date.parse(input.starts_at);
  const ends = Date.parse(input.ends_at);
  if (Number.isNaN(starts) || Number.isNaN(ends)) return 'coupon_date_invalid';
  if (ends <= starts) return 'coupon_ends_before_start';
  if (!isLimit(input.total_limit) || !isLimit(input.per_customer_limit)) return 'coupon_limit_invalid';
  if (input.total_limit !== null && input.total_limit < used) return 'coupon_limit_below_used';
  return null;
}

export type ShippingRuleProblem = 'admin_amount_invalid' | 'shipping_default_required';

/** The first thing wrong with a shipping rule as staff submit it (the country is checked by the server). */
export function shippingRuleProblem(input: ShippingRuleInput): ShippingRuleProblem | null {
  if (!isAmount(input.first_fee) || !isAmount(input.additional_fee)) return 'admin_amount_invalid';
  if (input.free_threshold !== null && !isAmount(input.free_threshold)) return 'admin_amount_invalid';
  // Checkout falls back to the default rule; without it, parcels to other countries would ship free.
  if (input.country === null && !input.enabled) return 'shipping_default_required';
  return null;
}
