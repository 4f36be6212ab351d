import { describe, expect, it } from 'vitest';
import { requiresLogin } from './guards.ts';

describe('route guards', () => {
  it('flags the customer pages', () => {
    expect(requiresLogin('/my/address')).toBe(true);
    expect(requiresLogin('/my/order')).toBe(true);
    expect(requiresLogin('/my/order/42')).toBe(true);
    expect(requiresLogin('/product/1')).toBe(false);
    expect(requiresLogin('/my/orderx')).toBe(false);
  });
});
