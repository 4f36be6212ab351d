import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager.ts';

describe('pagerItems (7 pages shown)', () => {
  it('lists every page when few', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('collapses the end near the start', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
  });
  it('collapses both sides in the middle', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
  });
  it('collapses the start near the end', () => {
    expect(pagerItems(18, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });
  it('always shows 7 items for many pages, whatever the current page', () => {
    for (let p = 1; p <= 50; p++) expect(pagerItems(p, 50)).toHaveLength(7);
  });
  it('keeps the count odd and within 5..21', () => {
    expect(pagerItems(10, 100, 4)).toHaveLength(5);
    expect(pagerItems(50, 100, 40)).toHaveLength(21);
  });
});
