// What the shop charges to ship where, as shoppers read it (the shipping policy's rates
// table, the "free shipping" notes on goods). Derived from the same rules checkout
// prices with (PRODUCT "Shipping rules"): a destination's enabled rule, else the default
// rule, else free (NO_SHIPPING_RULE); only the countries the shop ships to count.
import { NO_SHIPPING_RULE, type ShippingRule } from './pricing.ts';

export interface StoredShippingRule extends ShippingRule {
  /** Null: the default rule, for every destination without its own. */
  country: string | null;
  enabled: boolean;
}

/** Destinations that pay the same, in the order of the shop's country list. */
export interface ShippingRateGroup extends ShippingRule {
  countries: string[];
}

/** The rule checkout applies to a destination. */
export function ruleFor(country: string, rules: readonly StoredShippingRule[]): ShippingRule {
  const own = rules.find((r) => r.enabled && r.country === country);
  const fallback = rules.find((r) => r.enabled && r.country === null);
  const { firstFee, additionalFee, freeThreshold } = own ?? fallback ?? NO_SHIPPING_RULE;
  return { firstFee, additionalFee, freeThreshold };
}

/** The rates table: every destination the shop ships to, grouped by equal fees. */
export function shippingRateGroups(
  shipTo: readonly string[],
  rules: readonly StoredShippingRule[],
): ShippingRateGroup[] {
  const groups: ShippingRateGroup[] = [];
  for (const country of new Set(shipTo)) {
    const rule = ruleFor(country, rules);
    const same = groups.find(
      (g) =>
        g.firstFee === rule.firstFee &&
        g.additionalFee === rule.additionalFee &&
        g.freeThreshold === rule.freeThreshold,
    );
    if (same) same.countries.push(country);
    else groups.push({ ...rule, countries: [country] });
  }
  return groups;
}

/** A group ships every order free. */
export function shipsFree(g: ShippingRule): boolean {
  return g.firstFee === 0 && g.additionalFee === 0;
}

/**
 * Where shipping can be free (service note 3, "free shipping to some regions"): the
 * groups that always ship free, then those free above a threshold, lowest first.
 */
export function freeShippingGroups(groups: readonly ShippingRateGroup[]): ShippingRateGroup[] {
  const always = groups.filter(shipsFree);
  const above = groups
    .filter((g) => !shipsFree(g) && g.freeThreshold !== null)
    .sort((a, b) => (a.freeThreshold ?? 0) - (b.freeThreshold ?? 0));
  return [...always, ...above];
}
