import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  chargeBreakdown,
  discountedLines,
  type LandedCostRule,
  landedCost,
  lineCharge,
  parsePercent,
  percentText,
} from './landed-cost.ts';

const vat: LandedCostRule = {
  taxName: { 'zh-cn': '增值税', en: 'VAT' },
  taxRate: '19',
  pricesIncludeTax: false,
  collectThreshold: 15000,
  dutyRate: '0',
  categoryDutyRates: {},
  terms: 'ddp',
};

const rate = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 9999 }))
  .map(([w, f]) => (w === 100 ? '100' : `${w}.${String(f).padStart(4, '0')}`));
const amount = fc.integer({ min: 0, max: 10_000_000_000 });

describe('percentages', () => {
  it('reads plain decimals with up to 4 places within the limit', () => {
    expect(parsePercent('19')).toBe(190000n);
    expect(parsePercent('7.7')).toBe(77000n);
    expect(parsePercent('0')).toBe(0n);
    expect(parsePercent('100', 100)).toBe(1000000n);
    for (const bad of ['-1', '1e2', '19.12345', '', ' ', '101.5x', 'NaN', '0x10', '1001']) {
      expect(parsePercent(bad), bad).toBeNull();
    }
    expect(parsePercent('100.0001', 100)).toBeNull();
  });
  it('prints the shortest form', () => {
    expect(percentText('19.0000')).toBe('19');
    expect(percentText('07.50')).toBe('7.5');
  });
});

describe('lineCharge (the one rounding of a line)', () => {
  it('rounds half up, once', () => {
    expect(lineCharge(1000, '19')).toBe(190);
    expect(lineCharge(5, '10')).toBe(1); // 0.5 -> 1
    expect(lineCharge(4, '10')).toBe(0);
    expect(lineCharge(1190, '19', true)).toBe(190);
    expect(lineCharge(0, '19')).toBe(0);
  });
  it('refuses what is not minor units or a rate', () => {
    expect(() => lineCharge(1.5, '19')).toThrow(RangeError);
    expect(() => lineCharge(-1, '19')).toThrow(RangeError);
    expect(() => lineCharge(100, 'abc')).toThrow(RangeError);
  });
  it('tax-inclusive and exclusive prices agree: the tax added to a net price is the tax found in the gross', () => {
    fc.assert(
      fc.property(amount, rate, (net, r) => {
        const tax = lineCharge(net, r);
        const gross = net + tax;
        expect(lineCharge(gross, r, true)).toBe(tax);
      }),
    );
  });
  it('never charges more than the amount holds (inclusive) nor a negative amount', () => {
    fc.assert(
      fc.property(amount, rate, (a, r) => {
        const inside = lineCharge(a, r, true);
        expect(inside).toBeGreaterThanOrEqual(0);
        expect(inside).toBeLessThanOrEqual(a);
        expect(lineCharge(a, r)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('allocate', () => {
  it('splits in proportion and adds up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
    expect(() => allocate(1, [0])).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (weights, total) => {
          fc.pre(weights.some((w) => w > 0));
          const parts = allocate(total, weights);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
          const sum = weights.reduce((s, w) => s + w, 0);
          parts.forEach((p, i) => {
            expect(Math.abs(p - (total * (weights[i] ?? 0)) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('landedCost', () => {
  const lines = [
    { amount: 5000, categoryId: 1 },
    { amount: 2999, categoryId: 2 },
  ];
  it('DDP within the threshold: VAT per line and on shipping, added to the total', () => {
    const c = landedCost(lines, 1500, vat);
    expect(c.terms).toBe('ddp');
    expect(c.lines.map((l) => l.tax)).toEqual([950, 570]); // 569.81 -> 570
    expect(c.shippingTax).toBe(285);
    expect(c.taxes).toBe(950 + 570 + 285);
    expect(c.added).toBe(c.taxes);
    expect(c.estimate).toBe(0);
  });
  it('over the threshold the parcel ships DDU: nothing collected, the estimate shown', () => {
    const c = landedCost([{ amount: 15001, categoryId: null }], 0, vat);
    expect(c).toMatchObject({ terms: 'ddu', taxes: 0, duties: 0, added: 0 });
    expect(c.estimate).toBe(lineCharge(15001, '19'));
    expect(landedCost([{ amount: 15000, categoryId: null }], 0, vat).terms).toBe('ddp');
  });
  it('DDU: duties by category, estimated only', () => {
    const us: LandedCostRule = {
      ...vat,
      taxRate: '0',
      collectThreshold: null,
      dutyRate: '5',
      categoryDutyRates: { '2': '10' },
      terms: 'ddu',
    };
    const c = landedCost(lines, 1500, us);
    expect(c.lines.map((l) => [l.duty, l.dutyRate])).toEqual([
      [250, '5'],
      [300, '10'],
    ]);
    expect(c).toMatchObject({ terms: 'ddu', taxes: 0, duties: 0, added: 0, estimate: 550 });
  });
  it('tax-inclusive prices: the tax comes out of them and the total does not grow', () => {
    const c = landedCost([{ amount: 1190, categoryId: null }], 0, { ...vat, pricesIncludeTax: true, dutyRate: '10' });
    expect(c).toMatchObject({ taxes: 190, duties: 100, taxesIncluded: true, added: 100 });
  });
  it('no rule: nothing', () => {
    expect(landedCost(lines, 100, null)).toMatchObject({ terms: 'ddp', taxes: 0, duties: 0, added: 0, estimate: 0 });
  });
  it('totals are the sums of the lines, and the breakdown adds up to the total', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: 1, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 50 }) }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        rate,
        rate,
        fc.boolean(),
        fc.constantFrom('ddp' as const, 'ddu' as const),
        (raw, shipping, discount, taxRate, dutyRate, pricesIncludeTax, terms) => {
          const items = raw.reduce((s, l) => s + l.price * l.quantity, 0);
          const d = Math.min(discount, items);
          const rule = { ...vat, taxRate, dutyRate, pricesIncludeTax, terms, collectThreshold: null };
          const ls = discountedLines(
            raw.map((l) => ({ ...l, categoryId: null })),
            d,
          );
          expect(ls.reduce((s, l) => s + l.amount, 0)).toBe(items - d);
          const c = landedCost(ls, shipping, rule);
          const lineTaxes = c.lines.reduce((s, l) => s + l.tax, c.shippingTax);
          const lineDuties = c.lines.reduce((s, l) => s + l.duty, 0);
          if (c.terms === 'ddp') {
            expect(c.taxes).toBe(lineTaxes);
            expect(c.duties).toBe(lineDuties);
          } else {
            expect(c.taxes + c.duties).toBe(0);
            expect(c.estimate).toBe(lineTaxes + lineDuties);
          }
          const total = items - d + shipping + c.added;
          const parts = chargeBreakdown({
            itemsTotal: items,
            shippingFee: shipping,
            discount: d,
            taxes: c.taxes,
            duties: c.duties,
            taxesIncluded: c.taxesIncluded,
            total,
          });
          expect(parts.items + parts.shipping - parts.discount + parts.taxes + parts.duties).toBe(total);
          expect(Math.min(parts.items, parts.shipping, parts.taxes, parts.duties)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
