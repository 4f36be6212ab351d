import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencySymbol, formatDigits, formatPrice, resolveUnit, toMajor } from './money.ts';

describe('price display', () => {
  it('shows each currency with its symbol and decimals', () => {
    expect(formatPrice(12800, { unit: 'CNY' })).toBe('￥128.00');
    // The shop offers these alone: no other dollar, so the dollar is bare.
    expect(formatPrice(1999, { unit: 'USD', enabled: ['CNY', 'USD'] })).toBe('$19.99');
    expect(formatPrice(1050, { unit: 'EUR' })).toBe('€10.50');
    // Yen on a Chinese page is never a bare ¥ (a Chinese reader reads it as yuan).
    expect(formatPrice(1500, { unit: 'JPY', enabled: ['CNY', 'JPY'] })).toBe('1,500日元');
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
    expect(formatPrice(100, { unit: 'BTC', configured: 'JPY', lang: 'en' })).toBe('JP¥100');
  });

  it('handles negatives, zero and garbage', () => {
    expect(formatPrice(-500, { unit: 'USD', enabled: ['USD'] })).toBe('-$5.00');
    expect(formatPrice(-500, { unit: 'USD', lang: 'en' })).toBe('-US$5.00');
    expect(formatPrice(-500, { unit: 'CAD' })).toBe('-5.00加拿大元');
    expect(formatPrice(0)).toBe('￥0.00');
    expect(formatPrice(Number.NaN)).toBe('￥0.00');
    expect(toMajor(12850, 'CNY')).toBe(128.5);
  });
});

// Issue #40: the demo's currencies and four more an owner may enable.
const CURRENCIES = ['CNY', 'USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'CHF'] as const;
const DEMO = ['CNY', 'USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD'];

describe('money that cannot be misread (issue #40)', () => {
  it('prefixes a shared symbol in English and names it in Chinese when another enabled currency shares it', () => {
    const en = (minor: number, unit: string) => formatPrice(minor, { unit, lang: 'en', enabled: DEMO });
    expect(en(1999, 'USD')).toBe('US$19.99');
    expect(en(1999, 'CAD')).toBe('CA$19.99');
    expect(en(1999, 'AUD')).toBe('A$19.99');
    expect(en(2700, 'JPY')).toBe('JP¥2,700');
    expect(en(23130, 'CNY')).toBe('CN¥231.30');
    expect(en(1999, 'GBP')).toBe('£19.99');
    expect(en(1999, 'EUR')).toBe('€19.99');
    const zh = (minor: number, unit: string) => formatPrice(minor, { unit, lang: 'zh-cn', enabled: DEMO });
    expect(zh(2700, 'JPY')).toBe('2,700日元');
    expect(zh(23130, 'CNY')).toBe('￥231.30');
    expect(zh(1999, 'USD')).toBe('19.99美元');
    expect(zh(1999, 'CAD')).toBe('19.99加拿大元');
    expect(zh(1999, 'AUD')).toBe('19.99澳大利亚元');
    expect(zh(1999, 'EUR')).toBe('€19.99');
  });

  it('keeps a symbol bare when no other enabled currency shares it', () => {
    expect(formatPrice(1999, { unit: 'USD', lang: 'en', enabled: ['CNY', 'USD', 'EUR'] })).toBe('$19.99');
    expect(formatPrice(1999, { unit: 'USD', lang: 'zh-cn', enabled: ['CNY', 'USD', 'EUR'] })).toBe('$19.99');
    expect(formatPrice(1999, { unit: 'NZD', lang: 'en', enabled: ['NZD'] })).toBe('$19.99');
    // Without the list (mail, the demo gateway, the admin) every currency counts.
    expect(formatPrice(1999, { unit: 'NZD', lang: 'en' })).toBe('NZ$19.99');
    expect(formatPrice(1999, { unit: 'SGD', lang: 'en' })).toBe('S$19.99');
    // Yen in Chinese is named whatever else is offered; yuan in English is always CN¥.
    expect(formatPrice(2700, { unit: 'JPY', lang: 'zh-cn', enabled: ['JPY'] })).toBe('2,700日元');
    expect(formatPrice(2700, { unit: 'CNY', lang: 'en', enabled: ['CNY'] })).toBe('CN¥27.00');
    expect(currencySymbol('USD', 'en', DEMO)).toBe('US$');
    expect(currencySymbol('USD', 'en', ['USD', 'EUR'])).toBe('$');
    expect(currencySymbol('JPY', 'zh-cn', DEMO)).toBe('JP¥');
    expect(currencySymbol('CHF', 'en', DEMO)).toBe('CHF ');
  });

  it('never prints two enabled currencies alike, in either language, whatever the amounts', () => {
    fc.assert(
      fc.property(
        fc.subarray([...CURRENCIES], { minLength: 2 }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: -1e12, max: 1e12 }),
        (enabled, i, j, x, y) => {
          const a = enabled[i % enabled.length]!;
          const b = enabled[(i + 1 + (j % (enabled.length - 1))) % enabled.length]!;
          expect(a).not.toBe(b);
          for (const lang of ['zh-cn', 'en'] as const) {
            const one = formatPrice(x, { unit: a, lang, enabled });
            const other = formatPrice(y, { unit: b, lang, enabled });
            expect(one).not.toBe(other);
            // Same amount: the currency alone tells them apart.
            expect(one).not.toBe(formatPrice(x, { unit: b, lang, enabled }));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('tells every pair apart without a list too, and no Chinese page shows yen with a bare yen sign', () => {
    for (const lang of ['zh-cn', 'en'] as const) {
      const printed = CURRENCIES.map((unit) => formatPrice(100000, { unit, lang }));
      expect(new Set(printed).size).toBe(CURRENCIES.length);
    }
    fc.assert(
      fc.property(fc.subarray([...CURRENCIES]), fc.integer({ min: -1e12, max: 1e12 }), (enabled, x) => {
        expect(formatPrice(x, { unit: 'JPY', lang: 'zh-cn', enabled })).not.toMatch(/[¥￥]/);
      }),
    );
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
