// The one conversion function and its neighbours, with properties checked on random
// amounts, rates and rules (fast-check): exact rounding, totals that are the sum of
// their lines, refunds that never exceed the charge.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFTER_SALE_TYPE, afterSaleRefundAmount } from '../after-sales/after-sales.ts';
import { priceOrder } from '../checkout/pricing.ts';
import {
  applyRounding,
  chooseCurrency,
  convertMinor,
  currencyOfCountry,
  guessCountry,
  parseRate,
  pricerFor,
  rateText,
  roundingProblem,
  sameRate,
} from './currency.ts';
import { formatPrice } from './money.ts';

const CODES = ['CNY', 'USD', 'EUR', 'JPY', 'GBP', 'BHD'] as const;
const DECIMALS: Record<string, number> = { CNY: 2, USD: 2, EUR: 2, JPY: 0, GBP: 2, BHD: 3 };
/** Rates with up to 10 places between 0.0000000001 and 99999. */
const rateArb = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9_999_999_999 }))
  .filter(([w, f]) => w > 0 || f > 0)
  .map(([w, f]) => `${w}.${String(f).padStart(10, '0')}`);
/** Up to 100,000.00 of a two-decimal currency: with rates up to 99,999 and three more decimals the result stays a safe integer. */
const amountArb = fc.integer({ min: 0, max: 10_000_000 });
const codeArb = fc.constantFrom(...CODES);
const roundingArb = fc.record({
  step: fc.constantFrom(1, 5, 10, 100),
  ending: fc.constantFrom('', '9', '99', '90'),
});

/** The exact value amount × rate × 10^shift as a fraction, for comparison. */
function exact(amount: number, rate: string, from: string, to: string): { n: bigint; d: bigint } {
  const scaled = parseRate(rate) ?? 0n;
  const shift = (DECIMALS[to] ?? 2) - (DECIMALS[from] ?? 2);
  return {
    n: BigInt(amount) * scaled * 10n ** BigInt(Math.max(0, shift)),
    d: 10n ** 10n * 10n ** BigInt(Math.max(0, -shift)),
  };
}

describe('rates', () => {
  it('reads decimals exactly and writes them back shortest', () => {
    expect(parseRate('0.1385')).toBe(1_385_000_000n);
    expect(rateText(parseRate('7.10') ?? 0n)).toBe('7.1');
    expect(rateText(parseRate('20') ?? 0n)).toBe('20');
    expect(sameRate('0.50', '0.5')).toBe(true);
    for (const bad of ['0', '-1', 'abc', '1e3', '0.00000000001', '', '1.2.3']) expect(parseRate(bad)).toBeNull();
  });
});

describe('convertMinor', () => {
  it('converts known examples across decimals', () => {
    expect(convertMinor(12800, { from: 'CNY', to: 'USD', rate: '0.1385' })).toBe(1773); // 17.728 -> 17.73
    expect(convertMinor(12800, { from: 'CNY', to: 'JPY', rate: '20.5' })).toBe(2624); // 2624 yen
    expect(convertMinor(1999, { from: 'USD', to: 'CNY', rate: '0.1385', inverse: true })).toBe(14433);
    expect(convertMinor(100, { from: 'JPY', to: 'CNY', rate: '0.0488' })).toBe(488);
    expect(convertMinor(12800, { from: 'CNY', to: 'USD', rate: '0.1385', rounding: { step: 100, ending: '99' } })).toBe(
      1899,
    );
  });

  it('rounds half up to the nearest minor unit of the exact value', () => {
    fc.assert(
      fc.property(amountArb, rateArb, codeArb, codeArb, (amount, rate, from, to) => {
        const got = BigInt(convertMinor(amount, { from, to, rate }));
        const { n, d } = exact(amount, rate, from, to);
        // |got - n/d| <= 1/2  <=>  |2·got·d - 2n| <= d
        const diff = 2n * got * d - 2n * n;
        expect(diff <= d && diff >= -d).toBe(true);
      }),
    );
  });

  it('is monotone and keeps zero at zero', () => {
    fc.assert(
      fc.property(amountArb, amountArb, rateArb, codeArb, codeArb, (a, b, rate, from, to) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(convertMinor(lo, { from, to, rate })).toBeLessThanOrEqual(convertMinor(hi, { from, to, rate }));
        expect(convertMinor(0, { from, to, rate })).toBe(0);
      }),
    );
  });

  it('goes back to within a unit of the start when the target is at least as fine', () => {
    fc.assert(
      fc.property(amountArb, fc.integer({ min: 1, max: 500 }), (amount, hundredths) => {
        const rate = String(hundredths / 100 >= 1 ? hundredths : hundredths + 100); // ≥ 1: no precision lost
        const there = convertMinor(amount, { from: 'CNY', to: 'USD', rate });
        const back = convertMinor(there, { from: 'USD', to: 'CNY', rate, inverse: true });
        expect(Math.abs(back - amount)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('refuses amounts that are not integers and rates that are not positive', () => {
    expect(() => convertMinor(1.5, { from: 'CNY', to: 'USD', rate: '1' })).toThrow(RangeError);
    expect(() => convertMinor(1, { from: 'CNY', to: 'USD', rate: '0' })).toThrow(RangeError);
    // 92,117,663 yen at 97,779.28 per yen in dinars (3 decimals) is beyond exact numbers: refused, not rounded.
    expect(() => convertMinor(92_117_663, { from: 'JPY', to: 'BHD', rate: '97779.2857891309' })).toThrow(RangeError);
  });
});

describe('rounding rules', () => {
  it('rounds to the step, then up to the charm ending, never to free', () => {
    expect(applyRounding(1773, { step: 1, ending: '' })).toBe(1773);
    expect(applyRounding(1773, { step: 100, ending: '' })).toBe(1800);
    expect(applyRounding(1773, { step: 1, ending: '99' })).toBe(1799);
    expect(applyRounding(2624, { step: 1, ending: '9' })).toBe(2629);
    expect(applyRounding(20, { step: 100, ending: '' })).toBe(100);
    expect(applyRounding(0, { step: 100, ending: '99' })).toBe(0);
    expect(roundingProblem({ step: 0, ending: '' })).toBe('step');
    expect(roundingProblem({ step: 1, ending: '9a' })).toBe('ending');
  });

  it('lands on the ending, at most one ending period above the stepped price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), roundingArb, (amount, rule) => {
        const out = applyRounding(amount, rule);
        const stepped = Math.max(rule.step, Math.round(amount / rule.step) * rule.step);
        if (!rule.ending) {
          expect(out).toBe(stepped);
          expect(out % rule.step).toBe(0);
        } else {
          const modulus = 10 ** rule.ending.length;
          expect(out % modulus).toBe(Number(rule.ending));
          expect(out).toBeGreaterThanOrEqual(stepped);
          expect(out - stepped).toBeLessThan(modulus);
        }
      }),
    );
  });
});

describe('orders in the shopper currency', () => {
  const lineArb = fc.record({
    price: fc.integer({ min: 1, max: 1_000_000 }),
    quantity: fc.integer({ min: 1, max: 50 }),
    freeShipping: fc.boolean(),
  });

  it('totals equal the sum of converted lines, and the books add up in the shop currency', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        rateArb,
        codeArb,
        roundingArb,
        fc.record({ first: amountArb, more: amountArb, discount: fc.integer({ min: 0, max: 100_000 }) }),
        (lines, rate, code, rounding, fees) => {
          const pricer = pricerFor('CNY', { code, rate, rounding });
          const converted = lines.map((l) => ({ ...l, price: pricer.product(l.price) }));
          const rule = {
            firstFee: pricer.amount(fees.first),
            additionalFee: pricer.amount(fees.more),
            freeThreshold: null,
          };
          const price = priceOrder(converted, rule, { kind: 1, value: pricer.amount(fees.discount) });
          expect(price.itemsTotal).toBe(converted.reduce((n, l) => n + l.price * l.quantity, 0));
          expect(price.total).toBe(price.itemsTotal - price.discount + price.shippingFee);
          expect(price.total).toBeGreaterThanOrEqual(0);
          const shopItems = pricer.inShop(price.itemsTotal);
          expect(Number.isInteger(shopItems)).toBe(true);
        },
      ),
    );
  });

  it('refunds in the order currency never exceed what was charged', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 10 }),
        (rawLines, discountRaw, picks) => {
          const lines = rawLines.map((l, i) => ({ sku_id: i + 1, quantity: l.quantity, total: l.price * l.quantity }));
          const items = lines.reduce((n, l) => n + l.total, 0);
          const discount = Math.min(discountRaw, items);
          const order = { shipped: true, items_total: items, discount, total: items - discount + 700, lines };
          let refunded = 0;
          for (const pick of picks) {
            const line = lines[pick % lines.length];
            if (!line) continue;
            const asked = [{ sku_id: line.sku_id, quantity: 1 + (pick % line.quantity) }];
            const amount = afterSaleRefundAmount(AFTER_SALE_TYPE.refundOnly, order, asked, order.total - refunded);
            expect(amount).toBeGreaterThanOrEqual(0);
            refunded += amount;
          }
          expect(refunded).toBeLessThanOrEqual(order.total);
        },
      ),
    );
  });
});

describe('choosing the shopper currency', () => {
  const offered = ['USD', 'EUR', 'JPY', 'GBP'];
  it('takes what was asked when offered, else a clear language region, else the shop currency', () => {
    expect(chooseCurrency({ asked: 'usd', offered, shop: 'CNY' })).toBe('USD');
    expect(chooseCurrency({ asked: 'CHF', acceptLanguage: 'en-GB,en;q=0.9', offered, shop: 'CNY' })).toBe('GBP');
    expect(chooseCurrency({ acceptLanguage: 'de-DE', offered, shop: 'CNY' })).toBe('EUR');
    expect(chooseCurrency({ acceptLanguage: 'ja', offered, shop: 'CNY' })).toBe('JPY');
    expect(chooseCurrency({ acceptLanguage: 'en', offered, shop: 'CNY' })).toBe('CNY');
    expect(chooseCurrency({ acceptLanguage: 'en-CA', offered, shop: 'CNY' })).toBe('CNY');
    expect(chooseCurrency({ asked: 'CNY', offered, shop: 'CNY' })).toBe('CNY');
  });

  it('takes a choice in this browser, then the account, then the trusted country, then the language region (issue #40)', () => {
    const offered = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD'];
    const shop = 'CNY';
    // The browser's choice wins over the account's (the latest choice made here).
    expect(chooseCurrency({ asked: 'EUR', account: 'USD', country: 'GB', offered, shop })).toBe('EUR');
    expect(chooseCurrency({ account: 'usd', country: 'GB', acceptLanguage: 'ja', offered, shop })).toBe('USD');
    // An account's currency the shop stopped offering is skipped.
    expect(chooseCurrency({ account: 'CHF', country: 'AU', offered, shop })).toBe('AUD');
    expect(chooseCurrency({ country: 'ca', acceptLanguage: 'en-GB', offered, shop })).toBe('CAD');
    // Unknown countries (Cloudflare's XX, T1), garbage and countries the shop cannot price in fall through.
    for (const country of ['XX', 'T1', '', 'GBR', 'G', "'; DROP", 'CH']) {
      expect(chooseCurrency({ country, acceptLanguage: 'en-GB,en;q=0.9', offered, shop })).toBe('GBP');
    }
    expect(chooseCurrency({ country: 'CN', acceptLanguage: 'en-GB', offered, shop })).toBe('CNY');
    expect(chooseCurrency({ acceptLanguage: 'en-AU', offered, shop })).toBe('AUD');
    expect(chooseCurrency({ acceptLanguage: 'en-NZ', offered, shop })).toBe('CNY');
    expect(currencyOfCountry('nz')).toBe('NZD');
    expect(currencyOfCountry('__proto__')).toBeUndefined();
  });
});

describe('price display in English', () => {
  it('names yuan and yen apart, and shows other codes by code', () => {
    expect(formatPrice(12800, { unit: 'CNY', lang: 'en' })).toBe('CN¥128.00');
    expect(formatPrice(1500, { unit: 'JPY', lang: 'en' })).toBe('JP¥1,500');
    expect(formatPrice(12800, { unit: 'CNY', lang: 'zh-cn' })).toBe('￥128.00');
    expect(formatPrice(1999, { unit: 'USD', lang: 'en', enabled: ['CNY', 'USD'] })).toBe('$19.99');
    expect(formatPrice(1999, { unit: 'CHF', lang: 'en' })).toBe('CHF 19.99');
    expect(formatPrice(1999, { unit: 'CHF', type: 'chinese' })).toBe('19.99瑞士法郎');
  });
});

describe('guessCountry (the duties notice before an address, issue #40)', () => {
  it('takes the trusted proxy country first, then the first language region', () => {
    expect(guessCountry({ country: 'de', acceptLanguage: 'en-GB' })).toBe('DE');
    expect(guessCountry({ acceptLanguage: 'en-GB,en;q=0.9' })).toBe('GB');
    expect(guessCountry({ acceptLanguage: 'en-us;q=0.8' })).toBe('US');
  });
  it('knows nothing from a plain language, an unknown proxy code or a numeric region', () => {
    expect(guessCountry({ acceptLanguage: 'en' })).toBeNull();
    expect(guessCountry({ country: 'XX', acceptLanguage: 'fr' })).toBeNull();
    expect(guessCountry({ acceptLanguage: 'es-419' })).toBeNull();
    expect(guessCountry({})).toBeNull();
  });
});
