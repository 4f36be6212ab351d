import { describe, expect, it } from 'vitest';
import { pickRelated, RELATED_SHOWN } from './related.ts';

const c = (id: number, in_stock = true) => ({ id, in_stock });

describe('pickRelated', () => {
  it('keeps the order given, each good once, never one asked about, only goods in stock', () => {
    const picked = pickRelated([c(5), c(1), c(7, false), c(5), c(3), c(2)], [1, 2]);
    expect(picked.map((g) => g.id)).toEqual([5, 3]);
  });

  it('shows 8 at most', () => {
    const many = Array.from({ length: 30 }, (_, i) => c(i + 10));
    expect(pickRelated(many, [])).toHaveLength(RELATED_SHOWN);
    expect(pickRelated(many, [], 3).map((g) => g.id)).toEqual([10, 11, 12]);
  });

  it('answers nothing for nothing', () => {
    expect(pickRelated([], [1])).toEqual([]);
  });
});
