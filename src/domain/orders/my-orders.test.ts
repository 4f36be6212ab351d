import { describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from './lifecycle.ts';
import { isOrderTab, ORDER_TABS, TAB_STATUSES } from './my-orders.ts';

describe('order list tabs', () => {
  it('are the five of the spec, in order', () => {
    expect(ORDER_TABS).toEqual(['all', 'pending_payment', 'pending_shipment', 'pending_receipt', 'after_sales']);
    expect(isOrderTab('after_sales')).toBe(true);
    expect(isOrderTab('shipped')).toBe(false);
    expect(isOrderTab(undefined)).toBe(false);
  });

  it('show each status under at most one tab besides "all"', () => {
    expect(TAB_STATUSES).toEqual({
      pending_payment: [1],
      pending_shipment: [10],
      pending_receipt: [20],
      after_sales: [40, 41, 42, 50, 51, 52, 71],
    });
    const listed = Object.values(TAB_STATUSES).flat();
    expect(new Set(listed).size).toBe(listed.length);
    // Received, cancelled and completed orders are only under "all".
    for (const s of [S.received, S.cancelled, S.completed]) expect(listed).not.toContain(s);
  });
});
