import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addViewed,
  cleanViewed,
  formatViewed,
  mergeViewed,
  parseViewed,
  RECENTLY_VIEWED_MAX,
  viewedCookie,
  viewedIn,
} from './recently-viewed.ts';

describe('recently viewed lists', () => {
  it('puts a good opened again first, once, and keeps the newest 12', () => {
    let list: number[] = [];
    for (let id = 1; id <= 14; id++) list = addViewed(list, id);
    expect(list).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(addViewed(list, 9)).toEqual([9, 14, 13, 12, 11, 10, 8, 7, 6, 5, 4, 3]);
  });

  it("merges at sign-in with the visitor's goods first", () => {
    expect(mergeViewed([3, 1], [1, 2, 4])).toEqual([3, 1, 2, 4]);
    expect(mergeViewed([], [])).toEqual([]);
  });

  it('reads a cookie leaving out anything malformed, and writes it back the same', () => {
    expect(parseViewed('12.7.x.-3.0.7.05.99999999999.1e3.3')).toEqual([12, 7, 3]);
    expect(parseViewed(formatViewed([12, 7, 3]))).toEqual([12, 7, 3]);
    expect(viewedIn('cart=1.2; viewed=4.5; other=1')).toEqual([4, 5]);
    expect(viewedIn('')).toEqual([]);
    expect(viewedCookie([], true)).toBe('viewed=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it('never holds more than 12 ids, or a non-id, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.array(fc.anything(), { maxLength: 40 }), (text, values) => {
        for (const list of [parseViewed(text), cleanViewed(values)]) {
          expect(list.length).toBeLessThanOrEqual(RECENTLY_VIEWED_MAX);
          expect(new Set(list).size).toBe(list.length);
          for (const id of list) expect(Number.isInteger(id) && id >= 1 && id <= 2_147_483_647).toBe(true);
        }
      }),
    );
  });
});
