import { describe, expect, it } from 'vitest';
import { findSku, isValueAvailable, pickValue } from './catalog.ts';
import { goodListQuery } from './schemas.ts';

const skus = [
  { properties: { color: 'red', size: 's' }, stock: 3 },
  { properties: { color: 'red', size: 'm' }, stock: 0 },
  { properties: { color: 'blue', size: 's' }, stock: 1 },
  // blue / m does not exist
];

describe('variants', () => {
  it('finds the SKU of a complete selection', () => {
    expect(findSku(skus, { color: 'red', size: 'm' })).toBe(skus[1]);
    expect(findSku(skus, { color: 'blue', size: 'm' })).toBeUndefined();
    expect(findSku(skus, { color: 'red' })).toBeUndefined();
    expect(findSku([{ properties: {} }], {})).toEqual({ properties: {} });
  });

  it('disables values that lead only to missing or sold-out combinations', () => {
    expect(isValueAvailable(skus, { color: 'red' }, 'size', 'm')).toBe(false); // sold out
    expect(isValueAvailable(skus, { color: 'blue' }, 'size', 'm')).toBe(false); // does not exist
    expect(isValueAvailable(skus, { color: 'blue' }, 'size', 's')).toBe(true);
    expect(isValueAvailable(skus, {}, 'size', 'm')).toBe(false);
    expect(isValueAvailable(skus, { size: 'm' }, 'color', 'red')).toBe(false);
    expect(isValueAvailable(skus, { size: 's' }, 'color', 'blue')).toBe(true);
  });
});

describe('goodListQuery', () => {
  it('applies defaults and bounds', () => {
    expect(goodListQuery.parse({})).toMatchObject({ page: 1, page_size: 10, sort: 'default' });
    expect(goodListQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(goodListQuery.safeParse({ page_size: '101' }).success).toBe(false);
    expect(goodListQuery.safeParse({ group_id: 'abc' }).success).toBe(false);
    expect(goodListQuery.safeParse({ sort: 'evil' }).success).toBe(false);
  });
});

describe('pickValue', () => {
  const skus = [
    { properties: { color: 'red', size: 's' }, stock: 0 },
    { properties: { color: 'red', size: 'm' }, stock: 2 },
    { properties: { color: 'blue', size: 's' }, stock: 3 },
    { properties: { color: 'green', size: 'l' }, stock: 0 },
  ];
  it('keeps an existing combination as picked, sold out or not', () => {
    expect(pickValue(skus, { color: 'red', size: 's' }, 'size', 'm')).toEqual({ color: 'red', size: 'm' });
    expect(pickValue(skus, { color: 'blue', size: 's' }, 'color', 'red')).toEqual({ color: 'red', size: 's' });
  });
  it('moves the other axis of a missing combination to an in-stock one', () => {
    expect(pickValue(skus, { color: 'red', size: 'm' }, 'color', 'blue')).toEqual({ color: 'blue', size: 's' });
    expect(pickValue(skus, { color: 'blue', size: 's' }, 'size', 'm')).toEqual({ color: 'red', size: 'm' });
  });
  it('falls back to a sold-out combination when the value has no stock anywhere', () => {
    expect(pickValue(skus, { color: 'red', size: 'm' }, 'color', 'green')).toEqual({ color: 'green', size: 'l' });
  });
  it('leaves unchosen axes alone when the partial selection already fits', () => {
    expect(pickValue(skus, {}, 'size', 's')).toEqual({ size: 's' });
  });
});
