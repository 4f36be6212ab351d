import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDigits, formatPrice, resolveUnit, toMajor } from './money.ts';

describe('price display', () => {
  it('shows each currency with its symbol and decimals', () => {
    expect(formatPrice(12800, { unit: 'CNY' })).toBe('￥128.00');
    expect(formatPrice(1999, { unit: 'USD' })).toBe('$19.99');
    expect(formatPrice(1050, { unit: 'EUR' })).toBe('€10.50');
    expect(formatPrice(1500, { unit: 'JPY' })).toBe('¥1,500');
    expect(formatPrice(123456789, { unit: 'GBP' })).toBe('£1,234,567.89');
  });

  it('shows the Chinese form', () => {
    expect(formatPrice(12800, { unit: 'CNY', type: 'chinese' })).toBe('128.00元');
    expect(formatPrice(500, { unit: 'USD', type: 'chinese' })).toBe('5.00美元');
    expect(formatPrice(800, { unit: 'JPY', type: 'chinese' })).toBe('800日元');
    expect(formatPrice(100, { unit: 'EUR', type: 'chinese' })).toBe('1.00欧元');
    expect(formatPrice(100, { unit: 'GBP', type: 'chinese' })).toBe('1.00英镑');
  });

  it('falls back from an unknown unit to defaultUnit, then to the configured currency, then CNY', () => {
    expect(resolveUnit('XYZ', 'USD', 'EUR')).toBe('USD');
    expect(resolveUnit('XYZ', 'ABC', 'EUR')).toBe('EUR');
    expect(resolveUnit(undefined, undefined, undefined)).toBe('CNY');
    expect(resolveUnit('usd')).toBe('USD');
    expect(formatPrice(100, { unit: 'BTC', defaultUnit: 'GBP' })).toBe('£1.00');
    expect(formatPrice(100, { unit: 'BTC', configured: 'JPY' })).toBe('¥100');
  });

  it('handles negatives, zero and garbage', () => {
    expect(formatPrice(-500, { unit: 'USD' })).toBe('-$5.00');
    expect(formatPrice(0)).toBe('￥0.00');
    expect(formatPrice(Number.NaN)).toBe('￥0.00');
    expect(toMajor(12850, 'CNY')).toBe(128.5);
  });
});

describe('price digits', () => {
  it('match Intl.NumberFormat (en-US) at every precision, rounding fractions of a minor unit half away from zero', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double({ min: -1e15, max: 1e15, noNaN: true })),
        fc.constantFrom(0, 2, 3),
        (minor, decimals) => {
          const intl = new Intl.NumberFormat('en-US', {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          });
          const expected = intl
            .format((Math.sign(minor) * Math.round(Math.abs(minor))) / 10 ** decimals)
            .replace(/^-(?=[0.,]+$)/, '');
          expect(formatDigits(minor, decimals)).toBe(expected);
        },
      ),
    );
    expect(formatDigits(-0.4, 2)).toBe('0.00');
    expect(formatDigits(1e22, 0)).toBe('10,000,000,000,000,000,000,000');
  });
});
