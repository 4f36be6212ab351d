// Landed cost (issue #40 items 3, 4): the taxes and import duties of an order to its
// destination, computed before the shopper pays. All amounts are integer minor units
// of the order's currency; rates are percentages kept as decimal strings with at most
// RATE_PLACES places and read into integers, so nothing passes through a float.
// Each line's tax and duty is rounded once, by `lineCharge`, and the order's taxes and
// duties are the sums of its lines': the totals can never disagree with the lines.
import type { I18nText } from '../i18n/locale.ts';

/** Delivered Duty Paid (the shop collects at checkout) or Unpaid (the carrier may collect at the door). */
export const DUTY_TERMS = ['ddp', 'ddu'] as const;
export type DutyTerms = (typeof DUTY_TERMS)[number];

/** Places a percentage keeps after the point ('7.6543'). */
export const RATE_PLACES = 4;
/** A percentage as an integer of 1/10^RATE_PLACES percent: 100% is this many. */
const PERCENT_SCALE = 10n ** BigInt(RATE_PLACES);
const WHOLE = 100n * PERCENT_SCALE;
/** The highest tax rate (percent) the admin accepts; duties may go higher (anti-dumping, luxury). */
export const MAX_TAX_RATE = 100;
export const MAX_DUTY_RATE = 1000;

/** A destination's rule as the shop applies it (amounts already in the order's currency). */
export interface LandedCostRule {
  /** VAT, GST, 消费税... in both languages. */
  taxName: I18nText;
  /** Percent, e.g. '19' or '7.7'. */
  taxRate: string;
  /** The destination's prices include its tax: the tax is taken out of them, the total does not grow. */
  pricesIncludeTax: boolean;
  /**
   * The highest goods value (after discount) for which the shop collects at checkout
   * (IOSS €150, UK £135 style); above it the parcel goes DDU. null: no limit.
   */
  collectThreshold: number | null;
  /** Percent of the goods' value, for goods without a category rate. */
  dutyRate: string;
  /** Category id -> percent, overriding `dutyRate` for goods of that category. */
  categoryDutyRates: Record<string, string>;
  terms: DutyTerms;
}

/** One goods line: what it costs after its share of the discount, and its category for the duty rate. */
export interface LandedLine {
  amount: number;
  categoryId: number | null;
}

export interface LineCharges {
  tax: number;
  duty: number;
  /** The duty rate applied to this line (percent). */
  dutyRate: string;
}

export interface LandedCost {
  /** The terms this order ships on: a DDP rule over its threshold ships DDU. */
  terms: DutyTerms;
  /** Taxes and duties the shop collects (0 under DDU); the sum of the lines' and the shipping's. */
  taxes: number;
  duties: number;
  /** Whether `taxes` are inside the goods and shipping prices (true) or added to them. */
  taxesIncluded: boolean;
  /** What the total gains over goods − discount + shipping: added taxes and duties. */
  added: number;
  /** DDU: what the shop estimates the carrier may collect (taxes + duties); 0 under DDP. */
  estimate: number;
  /** Per goods line, in the order given (tax and duty collected, or estimated under DDU). */
  lines: LineCharges[];
  /** The tax on the shipping fee (collected or estimated); shipping pays no duty. */
  shippingTax: number;
}

/** A percentage text to its integer of 1/10^4 percent, or null when it is not a plain decimal within [0, max]. */
export function parsePercent(text: string, max = MAX_DUTY_RATE): bigint | null {
  const m = /^(\d{1,4})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!m) return null;
  const value = BigInt(m[1] ?? '0') * PERCENT_SCALE + BigInt((m[2] ?? '').padEnd(RATE_PLACES, '0') || '0');
  return value <= BigInt(max) * PERCENT_SCALE ? value : null;
}

/** The shortest text of a percentage ('19.0000' -> '19'). */
export function percentText(text: string): string {
  const value = parsePercent(text);
  if (value === null) throw new RangeError(`rate ${text} is not a percentage`);
  const whole = value / PERCENT_SCALE;
  const fraction = (value % PERCENT_SCALE).toString().padStart(RATE_PLACES, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** n / d rounded half up (both non-negative). */
function roundDiv(n: bigint, d: bigint): bigint {
  return (n * 2n + d) / (2n * d);
}

/**
 * THE rounding of a charge on one line: `rate` percent of `amount`, rounded once, half up.
 * `included`: `amount` already holds the charge (a tax-inclusive price), which is taken
 * out of it: amount − round(amount / (1 + rate)). Both ways agree: the charge added to a
 * net amount is the charge found again in the resulting gross amount.
 */
export function lineCharge(amount: number, rate: string, included = false): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount ${amount} is not minor units`);
  const r = parsePercent(rate);
  if (r === null) throw new RangeError(`rate ${rate} is not a percentage`);
  const a = BigInt(amount);
  const charge = included ? a - roundDiv(a * WHOLE, WHOLE + r) : roundDiv(a * r, WHOLE);
  return Number(charge);
}

/**
 * Splits `total` over `weights` in proportion, in integers that add up to it exactly
 * (largest remainder; ties go to the earlier weight). Weights that are all 0 split
 * only 0.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) {
    if (total !== 0) throw new RangeError('cannot split an amount over nothing');
    return weights.map(() => 0);
  }
  const t = BigInt(total);
  const s = BigInt(sum);
  const shares = weights.map((w) => (t * BigInt(w)) / s);
  const rest = weights.map((w, i) => ({ i, r: (t * BigInt(w)) % s }));
  let left = Number(t - shares.reduce((a, b) => a + b, 0n));
  rest.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rest) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left--;
  }
  return shares.map(Number);
}

/** No rule for the destination: nothing to collect and nothing known to warn of. */
export const NO_LANDED_COST = (lineCount: number): LandedCost => ({
  terms: 'ddp',
  taxes: 0,
  duties: 0,
  taxesIncluded: false,
  added: 0,
  estimate: 0,
  lines: Array.from({ length: lineCount }, () => ({ tax: 0, duty: 0, dutyRate: '0' })),
  shippingTax: 0,
});

/** The duty rate of a category under a rule. */
export function dutyRateFor(rule: Pick<LandedCostRule, 'dutyRate' | 'categoryDutyRates'>, categoryId: number | null) {
  return (categoryId !== null && rule.categoryDutyRates[String(categoryId)]) || rule.dutyRate;
}

/**
 * The landed cost of an order: per goods line (its amount after the discount's share)
 * the duty on its value and the tax on it; the shipping fee is taxed too (as VAT and
 * GST usually are) but pays no duty. Under DDP within the threshold the shop collects
 * both; otherwise (DDU, or over the threshold) nothing is collected and the same
 * computation, on net prices, is the estimate of what the carrier may collect.
 */
export function landedCost(lines: readonly LandedLine[], shipping: number, rule: LandedCostRule | null): LandedCost {
  if (!rule) return NO_LANDED_COST(lines.length);
  const goods = lines.reduce((s, l) => s + l.amount, 0);
  const over = rule.collectThreshold !== null && goods > rule.collectThreshold;
  const terms: DutyTerms = rule.terms === 'ddp' && !over ? 'ddp' : 'ddu';
  const included = terms === 'ddp' && rule.pricesIncludeTax;
  const perLine = lines.map((l) => {
    const dutyRate = percentText(dutyRateFor(rule, l.categoryId));
    // Duty is on the goods' value without tax: an inclusive price's tax comes out first.
    const tax = lineCharge(l.amount, rule.taxRate, included);
    const duty = lineCharge(included ? l.amount - tax : l.amount, dutyRate);
    return { tax, duty, dutyRate };
  });
  const shippingTax = lineCharge(shipping, rule.taxRate, included);
  const taxes = perLine.reduce((s, l) => s + l.tax, shippingTax);
  const duties = perLine.reduce((s, l) => s + l.duty, 0);
  if (terms === 'ddu') {
    return {
      terms,
      taxes: 0,
      duties: 0,
      taxesIncluded: false,
      added: 0,
      estimate: taxes + duties,
      lines: perLine,
      shippingTax,
    };
  }
  return {
    terms,
    taxes,
    duties,
    taxesIncluded: included,
    added: (included ? 0 : taxes) + duties,
    estimate: 0,
    lines: perLine,
    shippingTax,
  };
}

/** Each goods line's amount after its share of the discount (the shares add up to the discount). */
export function discountedLines(
  lines: readonly { price: number; quantity: number; categoryId: number | null }[],
  discount: number,
): LandedLine[] {
  const amounts = lines.map((l) => l.price * l.quantity);
  const shares = allocate(
    Math.min(
      discount,
      amounts.reduce((s, a) => s + a, 0),
    ),
    amounts,
  );
  return lines.map((l, i) => ({ amount: (amounts[i] ?? 0) - (shares[i] ?? 0), categoryId: l.categoryId }));
}

/**
 * How a total divides for a gateway that takes a breakdown (PayPal's purchase unit):
 * items, shipping, discount, tax and handling (duties), adding up to the total, none
 * negative. Tax-inclusive prices give their taxes back to the goods first, then to
 * the shipping, so the parts still add up.
 */
export function chargeBreakdown(o: {
  itemsTotal: number;
  shippingFee: number;
  discount: number;
  taxes: number;
  duties: number;
  taxesIncluded: boolean;
  total: number;
}): { items: number; shipping: number; discount: number; taxes: number; duties: number } {
  let items = o.itemsTotal;
  let shipping = o.shippingFee;
  if (o.taxesIncluded) {
    const fromItems = Math.min(o.taxes, Math.max(0, items - o.discount));
    items -= fromItems;
    shipping -= o.taxes - fromItems;
  }
  const parts = { items, shipping, discount: o.discount, taxes: o.taxes, duties: o.duties };
  if (parts.items + parts.shipping - parts.discount + parts.taxes + parts.duties !== o.total || shipping < 0) {
    throw new RangeError('the order total is not the sum of its parts');
  }
  return parts;
}
