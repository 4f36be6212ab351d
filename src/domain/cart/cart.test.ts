import { describe, expect, it } from 'vitest';
import {
  type CartLine,
  cartTotals,
  checkoutItems,
  combineItems,
  formatCartItems,
  lineIssue,
  maxQuantity,
  parseCartItems,
} from './cart.ts';
import { previewQuery, removeQuery, updateBody } from './schemas.ts';

function line(patch: Partial<CartLine>): CartLine {
  return {
    sku_id: 1,
    good_id: 1,
    name: 'Tea',
    options: [],
    image: '',
    price: 1000,
    currency: 'CNY',
    quantity: 1,
    selected: true,
    stock: 10,
    issue: null,
    ...patch,
  };
}

describe('lineIssue', () => {
  it('flags off shelf first, then sold out, then a quantity above the stock', () => {
    expect(lineIssue({ available: false, stock: 0 }, 1)).toBe('off_shelf');
    expect(lineIssue({ available: false, stock: 5 }, 1)).toBe('off_shelf');
    expect(lineIssue({ available: true, stock: 0 }, 1)).toBe('sold_out');
    expect(lineIssue({ available: true, stock: 2 }, 3)).toBe('insufficient');
    expect(lineIssue({ available: true, stock: 3 }, 3)).toBeNull();
  });
});

describe('cartTotals', () => {
  it('counts only selected lines without an issue, and every line for the badge', () => {
    const lines = [
      line({ sku_id: 1, price: 1000, quantity: 2 }),
      line({ sku_id: 2, price: 500, quantity: 3, selected: false }),
      line({ sku_id: 3, price: 700, quantity: 1, issue: 'sold_out', stock: 0 }),
      line({ sku_id: 4, price: 250, quantity: 4 }),
    ];
    expect(cartTotals(lines, 'USD')).toEqual({ item_count: 6, subtotal: 3000, currency: 'CNY', total_quantity: 10 });
    expect(cartTotals([], 'USD')).toEqual({ item_count: 0, subtotal: 0, currency: 'USD', total_quantity: 0 });
  });

  it('gives the checkout items in cart order', () => {
    const lines = [
      line({ sku_id: 7, quantity: 2 }),
      line({ sku_id: 8, selected: false }),
      line({ sku_id: 9, issue: 'insufficient' }),
      line({ sku_id: 3, quantity: 5 }),
    ];
    expect(formatCartItems(checkoutItems(lines))).toBe('7:2,3:5');
  });

  it('bounds a quantity by the stock and 999', () => {
    expect(maxQuantity({ stock: 5 })).toBe(5);
    expect(maxQuantity({ stock: 5000 })).toBe(999);
    expect(maxQuantity({ stock: 0 })).toBe(0);
  });
});

describe('items', () => {
  it('reads and writes skuId:quantity pairs, adding up repeats (at most 999)', () => {
    expect(parseCartItems('12:1,34:2')).toEqual([
      { sku_id: 12, quantity: 1 },
      { sku_id: 34, quantity: 2 },
    ]);
    expect(parseCartItems(' 12:1 , 12:998,5:1')).toEqual([
      { sku_id: 12, quantity: 999 },
      { sku_id: 5, quantity: 1 },
    ]);
    expect(formatCartItems([{ sku_id: 12, quantity: 1 }])).toBe('12:1');
  });

  it('refuses anything malformed', () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => `${i + 1}:1`).join(',');
    for (const bad of ['', 'x', '1', '1:', ':1', '1:0', '0:1', '1:1000', '1:-1', '1:1.5', '2147483648:1', tooMany]) {
      expect(parseCartItems(bad), bad).toBeNull();
    }
    expect(parseCartItems(Array.from({ length: 100 }, (_, i) => `${i + 1}:1`).join(','))).toHaveLength(100);
  });

  it('combines repeated SKUs keeping the first position', () => {
    expect(
      combineItems([
        { sku_id: 1, quantity: 2, selected: false },
        { sku_id: 2, quantity: 1, selected: true },
        { sku_id: 1, quantity: 3, selected: true },
      ]),
    ).toEqual([
      { sku_id: 1, quantity: 5, selected: false },
      { sku_id: 2, quantity: 1, selected: true },
    ]);
  });
});

describe('schemas', () => {
  it('parses the preview query and the ids to remove', () => {
    expect(previewQuery.parse({ items: '3:2' }).items).toEqual([{ sku_id: 3, quantity: 2 }]);
    expect(previewQuery.safeParse({ items: '3:0' }).success).toBe(false);
    expect(removeQuery.parse({ sku_ids: '1,2' }).sku_ids).toEqual([1, 2]);
    expect(removeQuery.parse({ sku_ids: ['1', '2,3'] }).sku_ids).toEqual([1, 2, 3]);
    expect(removeQuery.safeParse({ sku_ids: '' }).success).toBe(false);
  });

  it('needs a quantity or a selection to update a line', () => {
    expect(updateBody.safeParse({ sku_id: 1 }).success).toBe(false);
    expect(updateBody.parse({ sku_id: 1, selected: false })).toEqual({ sku_id: 1, selected: false });
  });
});
