import { describe, expect, it } from 'vitest';
import { requiresLogin, safeReturnPath } from './guards.ts';

describe('route guards', () => {
  it('flags the customer pages', () => {
    expect(requiresLogin('/my/address')).toBe(true);
    expect(requiresLogin('/my/order')).toBe(true);
    expect(requiresLogin('/my/order/42')).toBe(true);
    expect(requiresLogin('/product/1')).toBe(false);
    expect(requiresLogin('/my/orderx')).toBe(false);
  });
  it('follows only same-site return paths', () => {
    expect(safeReturnPath('/my/order')).toBe('/my/order');
    expect(safeReturnPath('//evil.example')).toBeUndefined();
    expect(safeReturnPath('https://evil.example')).toBeUndefined();
    expect(safeReturnPath('/\\evil')).toBeUndefined();
    expect(safeReturnPath(null)).toBeUndefined();
  });
});
