import { describe, expect, it } from 'vitest';
import { type Actor, allowedActions, nextStatus, type OrderAction, ORDER_STATUS as S } from './lifecycle.ts';

describe('order life cycle', () => {
  it('follows the product table', () => {
    expect(nextStatus(S.pendingPayment, 'pay', 'provider')).toBe(S.pendingShipment);
    expect(nextStatus(S.pendingPayment, 'cancel', 'customer')).toBe(S.cancelled);
    expect(nextStatus(S.pendingPayment, 'expire', 'system')).toBe(S.cancelled);
    expect(nextStatus(S.pendingShipment, 'ship', 'staff')).toBe(S.pendingReceipt);
    expect(nextStatus(S.pendingReceipt, 'confirm_receipt', 'customer')).toBe(S.received);
    expect(nextStatus(S.received, 'apply_exchange', 'customer')).toBe(S.exchange);
    expect(nextStatus(S.refunding, 'refund', 'staff')).toBe(S.refunded);
    expect(nextStatus(S.received, 'close_after_sale_window', 'system')).toBe(S.completed);
  });
  it('refuses what the table does not allow', () => {
    expect(nextStatus(S.cancelled, 'pay', 'provider')).toBeNull();
    expect(nextStatus(S.pendingShipment, 'cancel', 'customer')).toBeNull();
    expect(nextStatus(S.pendingPayment, 'pay', 'customer')).toBeNull();
    expect(nextStatus(S.pendingShipment, 'apply_exchange', 'customer')).toBeNull();
  });
  it('lets a rejected request go on where the order was', () => {
    expect(nextStatus(S.refundRejected, 'ship', 'staff', { shipped: false })).toBe(S.pendingReceipt);
    expect(nextStatus(S.refundRejected, 'ship', 'staff', { shipped: true })).toBeNull();
    expect(nextStatus(S.exchangeRejected, 'confirm_receipt', 'customer', { shipped: true })).toBe(S.received);
  });
  it('lists what an actor may do', () => {
    expect(allowedActions(S.pendingPayment, 'customer').sort()).toEqual(['cancel']);
    expect(allowedActions(S.pendingReceipt, 'customer').sort()).toEqual([
      'apply_exchange',
      'apply_refund',
      'apply_return',
      'confirm_receipt',
    ]);
  });
});

// Every status x action x actor (x shipped or not) against a list written out by hand
// from PRODUCT.md's table, independently of ORDER_TRANSITIONS: a wrong, missing or
// extra row in the table fails here.
describe('order life cycle, exhaustively', () => {
  const ACTIONS: readonly OrderAction[] = [
    'place',
    'pay',
    'cancel',
    'expire',
    'ship',
    'confirm_receipt',
    'apply_refund',
    'apply_return',
    'apply_exchange',
    'refund',
    'reject_refund',
    'approve_exchange',
    'reject_exchange',
    'complete_exchange',
    'close_after_sale_window',
  ];
  const ACTORS: readonly Actor[] = ['customer', 'staff', 'provider', 'system'];
  const STATUSES = Object.values(S);

  type Shipped = 'shipped' | 'unshipped' | 'either';
  // [from, action, actor, to, only when the order was (not) shipped]
  const EXPECTED: [number, OrderAction, Actor, number, Shipped][] = [
    [1, 'pay', 'provider', 10, 'either'],
    [1, 'cancel', 'customer', 60, 'either'],
    [1, 'cancel', 'staff', 60, 'either'],
    [1, 'expire', 'system', 60, 'either'],
    [10, 'ship', 'staff', 20, 'either'],
    [10, 'apply_refund', 'customer', 40, 'either'],
    [20, 'confirm_receipt', 'customer', 30, 'either'],
    [20, 'confirm_receipt', 'system', 30, 'either'],
    [20, 'apply_refund', 'customer', 40, 'either'],
    [30, 'apply_refund', 'customer', 40, 'either'],
    [20, 'apply_return', 'customer', 40, 'either'],
    [30, 'apply_return', 'customer', 40, 'either'],
    [20, 'apply_exchange', 'customer', 50, 'either'],
    [30, 'apply_exchange', 'customer', 50, 'either'],
    [40, 'refund', 'staff', 41, 'either'],
    [40, 'reject_refund', 'staff', 42, 'either'],
    [50, 'approve_exchange', 'staff', 51, 'either'],
    [50, 'reject_exchange', 'staff', 52, 'either'],
    [51, 'complete_exchange', 'staff', 71, 'either'],
    [51, 'complete_exchange', 'customer', 71, 'either'],
    [42, 'ship', 'staff', 20, 'unshipped'],
    [52, 'ship', 'staff', 20, 'unshipped'],
    [42, 'confirm_receipt', 'customer', 30, 'shipped'],
    [42, 'confirm_receipt', 'system', 30, 'shipped'],
    [52, 'confirm_receipt', 'customer', 30, 'shipped'],
    [52, 'confirm_receipt', 'system', 30, 'shipped'],
    [30, 'close_after_sale_window', 'system', 70, 'either'],
    [42, 'close_after_sale_window', 'system', 70, 'either'],
    [52, 'close_after_sale_window', 'system', 70, 'either'],
  ];

  function expected(from: number, action: OrderAction, actor: Actor, shipped: boolean): number | null {
    const row = EXPECTED.find(([f, a, who]) => f === from && a === action && who === actor);
    if (!row) return null;
    const when = row[4];
    if (when === 'either' || (when === 'shipped') === shipped) return row[3];
    return null;
  }

  it('the hand-written list only names real statuses', () => {
    for (const [from, , , to] of EXPECTED) {
      expect(STATUSES).toContain(from);
      expect(STATUSES).toContain(to);
    }
  });

  for (const shipped of [false, true]) {
    it(`gives the expected next status for every pair (${shipped ? 'shipped' : 'not shipped'})`, () => {
      const mismatches: string[] = [];
      let allowed = 0;
      for (const from of STATUSES) {
        for (const action of ACTIONS) {
          for (const actor of ACTORS) {
            const want = expected(from, action, actor, shipped);
            const got = nextStatus(from, action, actor, { shipped });
            if (got !== null) allowed++;
            if (got !== want) mismatches.push(`${from} ${action} by ${actor}: got ${got}, want ${want}`);
          }
        }
      }
      expect(mismatches).toEqual([]);
      // 29 rows, of which two are only for unshipped orders and four only for shipped ones.
      expect(allowed).toBe(shipped ? 27 : 25);
    });

    it(`lists exactly the allowed actions per status and actor (${shipped ? 'shipped' : 'not shipped'})`, () => {
      for (const from of STATUSES) {
        for (const actor of ACTORS) {
          const want = ACTIONS.filter((a) => expected(from, a, actor, shipped) !== null).sort();
          expect([...allowedActions(from, actor, { shipped })].sort(), `${from} by ${actor}`).toEqual(want);
        }
      }
    });
  }

  it('refuses unknown statuses', () => {
    for (const action of ACTIONS) for (const actor of ACTORS) expect(nextStatus(99, action, actor)).toBeNull();
  });
});
