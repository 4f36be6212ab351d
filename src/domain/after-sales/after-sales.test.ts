import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountedLines, landedCost } from '../checkout/landed-cost.ts';
import { ORDER_STATUS as O } from '../orders/lifecycle.ts';
import { AFTER_SALE_WINDOW_DAYS as ORDER_WINDOW_DAYS } from '../orders/timings.ts';
import {
  AFTER_SALE_IMAGE_PATTERN,
  AFTER_SALE_WINDOW_DAYS,
  type AfterSaleFacts,
  afterSaleRefundAmount,
  allowedAfterSaleTypes,
  checkAfterSaleLines,
  customerActions,
  hasAfterSaleEntry,
  staffActionRefusal,
  staffActions,
  statusAfterWithdrawal,
} from './after-sales.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * DAY);

describe('eligibility', () => {
  it('reuses the order timings window of 7 days', () => {
    expect(AFTER_SALE_WINDOW_DAYS).toBe(ORDER_WINDOW_DAYS);
    expect(AFTER_SALE_WINDOW_DAYS).toBe(7);
  });

  it('allows refund only before shipment and every type once shipped', () => {
    expect(allowedAfterSaleTypes({ status: O.pendingShipment, received_at: null }, now)).toEqual([10]);
    expect(allowedAfterSaleTypes({ status: O.pendingReceipt, received_at: null }, now)).toEqual([10, 20, 30]);
    expect(allowedAfterSaleTypes({ status: O.received, received_at: daysAgo(1) }, now)).toEqual([10, 20, 30]);
  });

  it('closes the window 7 days after receipt', () => {
    expect(allowedAfterSaleTypes({ status: O.received, received_at: daysAgo(6.9) }, now)).toHaveLength(3);
    expect(allowedAfterSaleTypes({ status: O.received, received_at: daysAgo(7) }, now)).toEqual([]);
    expect(allowedAfterSaleTypes({ status: O.received, received_at: null }, now)).toEqual([]);
  });

  it('allows nothing from the other statuses (an open request, unpaid, done)', () => {
    for (const status of [
      O.pendingPayment,
      O.refunding,
      O.refunded,
      O.refundRejected,
      O.exchange,
      51,
      52,
      60,
      70,
      71,
    ]) {
      expect(allowedAfterSaleTypes({ status, received_at: daysAgo(1) }, now), String(status)).toEqual([]);
    }
  });
});

it('links an order to its after-sale page to apply or to follow a request', () => {
  expect(hasAfterSaleEntry({ status: O.pendingShipment, received_at: null }, now)).toBe(true);
  expect(hasAfterSaleEntry({ status: O.received, received_at: daysAgo(1) }, now)).toBe(true);
  expect(hasAfterSaleEntry({ status: O.refundRejected, received_at: daysAgo(30) }, now)).toBe(true);
  expect(hasAfterSaleEntry({ status: O.received, received_at: daysAgo(8) }, now)).toBe(false);
  for (const status of [O.pendingPayment, O.cancelled, O.completed]) {
    expect(hasAfterSaleEntry({ status, received_at: null }, now)).toBe(false);
  }
});

describe('withdrawing a pending request', () => {
  it('puts the order back only where applying for that type came from', () => {
    expect(statusAfterWithdrawal(10, O.refunding, O.pendingShipment)).toBe(O.pendingShipment);
    expect(statusAfterWithdrawal(20, O.refunding, O.received)).toBe(O.received);
    expect(statusAfterWithdrawal(30, O.exchange, O.pendingReceipt)).toBe(O.pendingReceipt);
  });

  it('refuses when the order moved on or the pair is not a table transition', () => {
    expect(statusAfterWithdrawal(10, O.refunded, O.pendingShipment)).toBeNull();
    expect(statusAfterWithdrawal(30, O.exchangeApproved, O.received)).toBeNull();
    // Exchange was never possible before shipment: no way "back" to 10.
    expect(statusAfterWithdrawal(30, O.exchange, O.pendingShipment)).toBeNull();
    expect(statusAfterWithdrawal(20, O.refunding, O.completed)).toBeNull();
  });
});

describe('lines', () => {
  const order = [
    { sku_id: 1, quantity: 2, total: 2000 },
    { sku_id: 2, quantity: 1, total: 500 },
  ];

  it('covers every line when none are given', () => {
    expect(checkAfterSaleLines(order, undefined, true)).toEqual({
      ok: true,
      lines: [
        { sku_id: 1, quantity: 2 },
        { sku_id: 2, quantity: 1 },
      ],
    });
  });

  it('takes a part of a shipped order', () => {
    expect(checkAfterSaleLines(order, [{ sku_id: 1, quantity: 1 }], true)).toEqual({
      ok: true,
      lines: [{ sku_id: 1, quantity: 1 }],
    });
  });

  it('refuses unknown, duplicated and too many pieces', () => {
    expect(checkAfterSaleLines(order, [{ sku_id: 9, quantity: 1 }], true)).toMatchObject({
      error: 'after_sale_line_unknown',
      sku_id: 9,
    });
    expect(checkAfterSaleLines(order, [{ sku_id: 1, quantity: 3 }], true)).toMatchObject({
      error: 'after_sale_line_quantity',
    });
    expect(
      checkAfterSaleLines(
        order,
        [
          { sku_id: 2, quantity: 1 },
          { sku_id: 2, quantity: 1 },
        ],
        true,
      ),
    ).toMatchObject({ error: 'after_sale_line_duplicate', sku_id: 2 });
  });

  it('refunds an unshipped order only as a whole', () => {
    expect(checkAfterSaleLines(order, [{ sku_id: 1, quantity: 2 }], false)).toMatchObject({
      error: 'after_sale_whole_order',
    });
    expect(
      checkAfterSaleLines(
        order,
        [
          { sku_id: 2, quantity: 1 },
          { sku_id: 1, quantity: 2 },
        ],
        false,
      ).ok,
    ).toBe(true);
  });
});

describe('refund amount', () => {
  // 2 × 10.00 + 1 × 5.00 = 25.00, shipping 8.00, discount 5.00, paid 28.00.
  const lines = [
    { sku_id: 1, quantity: 2, total: 2000 },
    { sku_id: 2, quantity: 1, total: 500 },
  ];
  const order = { shipped: true, items_total: 2500, discount: 500, total: 2800, lines };

  it('refunds the whole order with shipping before shipment', () => {
    expect(afterSaleRefundAmount(10, { ...order, shipped: false }, [], 2800)).toBe(2800);
  });

  it('refunds the chosen pieces minus their share of the discount after shipment', () => {
    // One of the 10.00 pieces: 1000 - 500 × 1000 / 2500 = 800.
    expect(afterSaleRefundAmount(20, order, [{ sku_id: 1, quantity: 1 }], 2800)).toBe(800);
    // Everything: exactly what the goods cost after the discount, shipping stays paid.
    expect(
      afterSaleRefundAmount(
        10,
        order,
        [
          { sku_id: 1, quantity: 2 },
          { sku_id: 2, quantity: 1 },
        ],
        2800,
      ),
    ).toBe(2000);
  });

  it('rounds a share to the minor unit', () => {
    const odd = {
      shipped: true,
      items_total: 300,
      discount: 100,
      total: 200,
      lines: [{ sku_id: 1, quantity: 3, total: 300 }],
    };
    // One piece: 100 minus its share of the discount, 100 × 100 / 300 = 33.33 -> 33.
    expect(afterSaleRefundAmount(20, odd, [{ sku_id: 1, quantity: 1 }], 200)).toBe(67);
  });

  it('never refunds more than is left on the payment, and nothing for an exchange', () => {
    expect(afterSaleRefundAmount(10, { ...order, shipped: false }, [], 1200)).toBe(1200);
    expect(afterSaleRefundAmount(20, order, [{ sku_id: 1, quantity: 2 }], 0)).toBe(0);
    expect(afterSaleRefundAmount(30, order, [{ sku_id: 1, quantity: 2 }], 2800)).toBe(0);
  });
});

describe('actions', () => {
  const facts = (over: Partial<AfterSaleFacts> = {}): AfterSaleFacts => ({
    type: 20,
    status: 1,
    result: null,
    has_refund: false,
    return_received: false,
    ...over,
  });
  const approved = (over: Partial<AfterSaleFacts> = {}) => facts({ status: 3, result: 'approved', ...over });

  it('lets staff approve or reject a pending request', () => {
    expect(staffActions(facts(), O.refunding)).toEqual(['approve', 'reject']);
    expect(staffActions(facts({ type: 30 }), O.exchange)).toEqual(['approve', 'reject']);
  });

  it('walks a return: receive, then refund', () => {
    expect(staffActions(approved(), O.refunding)).toEqual(['reject', 'receive']);
    expect(staffActionRefusal('refund', approved(), O.refunding)).toEqual({ key: 'after_sale_return_not_received' });
    expect(staffActions(approved({ return_received: true }), O.refunding)).toEqual(['refund']);
  });

  it('walks an exchange: receive, then complete (51 -> 71)', () => {
    expect(staffActions(approved({ type: 30 }), O.exchangeApproved)).toEqual(['receive']);
    expect(staffActions(approved({ type: 30, return_received: true }), O.exchangeApproved)).toEqual(['complete']);
    expect(staffActionRefusal('refund', approved({ type: 30 }), O.exchangeApproved)).toEqual({
      key: 'after_sale_wrong_type',
    });
  });

  it('names the status that refuses', () => {
    expect(staffActionRefusal('approve', approved(), O.refunding)).toEqual({
      key: 'after_sale_status_conflict',
      status: 3,
    });
    expect(staffActionRefusal('approve', facts(), O.received)).toEqual({ key: 'order_status_conflict', status: 30 });
    expect(staffActionRefusal('reject', approved({ has_refund: true, type: 10 }), O.refunding)).toMatchObject({
      key: 'after_sale_status_conflict',
    });
    expect(staffActionRefusal('complete', facts({ type: 30, status: 4, result: 'rejected' }), 52)).toMatchObject({
      key: 'after_sale_status_conflict',
      status: 4,
    });
  });

  it('lets the customer cancel while pending and send the return once approved', () => {
    expect(customerActions({ ...facts(), order_status_before: O.received }, O.refunding)).toEqual(['cancel']);
    expect(customerActions({ ...approved(), order_status_before: O.received }, O.refunding)).toEqual(['return']);
    expect(customerActions({ ...approved({ type: 10 }), order_status_before: O.received }, O.refunding)).toEqual([]);
  });
});

it('accepts only addresses the upload endpoint hands out', () => {
  expect(AFTER_SALE_IMAGE_PATTERN.test('/uploads/u/2026/03/0123456789abcdef0123456789abcdef.webp')).toBe(true);
  for (const bad of ['https://evil.test/x.webp', '/uploads/../secret.webp', '/uploads/u/x.png', 'uploads/u/a.webp']) {
    expect(AFTER_SALE_IMAGE_PATTERN.test(bad), bad).toBe(false);
  }
});

describe('refund amount with taxes and duties (issue #40)', () => {
  // 2 × 10.00 + 1 × 5.00, shipping 8.00, discount 5.00; VAT 19% added per line and on shipping.
  const lines = [
    { sku_id: 1, quantity: 2, total: 2000, added: 304 }, // 19% of 1600 (after its share of the discount)
    { sku_id: 2, quantity: 1, total: 500, added: 76 }, // 19% of 400
  ];
  const order = { shipped: true, items_total: 2500, discount: 500, total: 2800 + 304 + 76 + 152, lines };

  it('gives back a piece with its share of the line tax, the shipping and its tax stay paid', () => {
    expect(afterSaleRefundAmount(20, order, [{ sku_id: 1, quantity: 1 }], order.total)).toBe(800 + 152);
    const all = [
      { sku_id: 1, quantity: 2 },
      { sku_id: 2, quantity: 1 },
    ];
    expect(afterSaleRefundAmount(10, order, all, order.total)).toBe(2000 + 304 + 76);
    expect(afterSaleRefundAmount(10, { ...order, shipped: false }, [], order.total)).toBe(order.total);
  });

  it('never refunds more than was charged, whatever pieces are asked for in whatever requests', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 1, max: 100_000 }), quantity: fc.integer({ min: 1, max: 5 }) }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.constantFrom('0', '7.7', '19', '25'),
        fc.constantFrom('0', '5', '12.5'),
        (raw, discountWanted, shipping, taxRate, dutyRate) => {
          const items = raw.reduce((s, l) => s + l.price * l.quantity, 0);
          const discount = Math.min(discountWanted, items);
          const cost = landedCost(
            discountedLines(
              raw.map((l) => ({ ...l, categoryId: null })),
              discount,
            ),
            shipping,
            {
              taxName: { 'zh-cn': '增值税', en: 'VAT' },
              taxRate,
              pricesIncludeTax: false,
              collectThreshold: null,
              dutyRate,
              categoryDutyRates: {},
              terms: 'ddp',
            },
          );
          const total = items - discount + shipping + cost.added;
          const orderLines = raw.map((l, i) => ({
            sku_id: i + 1,
            quantity: l.quantity,
            total: l.price * l.quantity,
            added: (cost.lines[i]?.tax ?? 0) + (cost.lines[i]?.duty ?? 0),
          }));
          const o = { shipped: true, items_total: items, discount, total, lines: orderLines };
          // One request per piece, each capped by what is left: all of them never exceed the total.
          let refundable = total;
          for (const l of orderLines) {
            for (let q = 0; q < l.quantity; q++) {
              const amount = afterSaleRefundAmount(20, o, [{ sku_id: l.sku_id, quantity: 1 }], refundable);
              expect(amount).toBeGreaterThanOrEqual(0);
              refundable -= amount;
            }
          }
          expect(refundable).toBeGreaterThanOrEqual(0);
          // Everything at once: the goods after discount with their taxes and duties, never the shipping.
          const whole = afterSaleRefundAmount(
            10,
            o,
            orderLines.map((l) => ({ sku_id: l.sku_id, quantity: l.quantity })),
            total,
          );
          expect(whole).toBe(total - shipping - cost.shippingTax);
        },
      ),
    );
  });
});
