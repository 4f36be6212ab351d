import { describe, expect, it } from 'vitest';
import { freeShippingGroups, ruleFor, type StoredShippingRule, shippingRateGroups } from './shipping-rates.ts';

const rule = (country: string | null, firstFee: number, freeThreshold: number | null = null, enabled = true) =>
  ({ country, firstFee, additionalFee: firstFee ? 100 : 0, freeThreshold, enabled }) satisfies StoredShippingRule;

describe('shipping rates as shoppers read them', () => {
  const rules = [rule('CN', 800, 9900), rule('HK', 2500, 29900), rule('MO', 2500, 29900), rule(null, 8800, 79900)];

  it('groups the destinations the shop ships to by equal fees, in the country list order', () => {
    expect(shippingRateGroups(['HK', 'CN', 'MO', 'US', 'GB'], rules)).toEqual([
      { countries: ['HK', 'MO'], firstFee: 2500, additionalFee: 100, freeThreshold: 29900 },
      { countries: ['CN'], firstFee: 800, additionalFee: 100, freeThreshold: 9900 },
      { countries: ['US', 'GB'], firstFee: 8800, additionalFee: 100, freeThreshold: 79900 },
    ]);
  });

  it('applies what checkout applies: a disabled rule falls back to the default, no rule at all ships free', () => {
    expect(ruleFor('CN', [rule('CN', 800, null, false), rule(null, 8800)]).firstFee).toBe(8800);
    expect(ruleFor('JP', [rule('CN', 800)])).toEqual({ firstFee: 0, additionalFee: 0, freeThreshold: null });
  });

  it('lists where shipping can be free: always-free destinations first, then by threshold', () => {
    const groups = shippingRateGroups(
      ['US', 'CN', 'SG'],
      [rule('US', 6800, 59900), rule('CN', 800, 9900), rule('SG', 0)],
    );
    expect(freeShippingGroups(groups).map((g) => g.countries)).toEqual([['SG'], ['CN'], ['US']]);
    expect(freeShippingGroups(shippingRateGroups(['US'], [rule('US', 6800)]))).toEqual([]);
  });
});
