import { describe, expect, it } from 'vitest';
import { checkoutItemsFromQuery } from './checkout-items.ts';

const parse = (q: string) => checkoutItemsFromQuery(new URLSearchParams(q));

describe('checkout items from the address', () => {
  it('reads buy now and cart lines', () => {
    expect(parse('sku_id=12&quantity=3')).toEqual({ items: [{ sku_id: 12, quantity: 3 }], fromCart: false });
    expect(parse('sku_id=12')).toEqual({ items: [{ sku_id: 12, quantity: 1 }], fromCart: false });
    expect(parse('items=1:2,3:4&from=cart')).toEqual({
      items: [
        { sku_id: 1, quantity: 2 },
        { sku_id: 3, quantity: 4 },
      ],
      fromCart: true,
    });
  });
  it('leaves out what is malformed', () => {
    expect(parse('items=1:0,x:2,3:1000,4:1,4:2,-5:1').items).toEqual([{ sku_id: 4, quantity: 1 }]);
    expect(parse('sku_id=0').items).toEqual([]);
    expect(parse('sku_id=7&quantity=abc').items).toEqual([{ sku_id: 7, quantity: 1 }]);
    expect(parse('').items).toEqual([]);
  });
});
