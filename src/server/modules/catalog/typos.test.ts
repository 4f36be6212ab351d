import { describe, expect, it } from 'vitest';
import { createVocabulary, editDistance, typoBudget } from './typos.ts';

describe('typo tolerance', () => {
  it('allows one edit from 5 letters and two from 9, as Meilisearch and Typesense do', () => {
    expect([1, 4, 5, 8, 9, 20].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('counts insertions, deletions, changes and swaps of neighbours as one edit each', () => {
    expect(editDistance('tepot', 'teapot', 2)).toBe(1);
    expect(editDistance('hoddie', 'hoodie', 2)).toBe(1);
    expect(editDistance('celadno', 'celadon', 2)).toBe(1); // a swap
    expect(editDistance('longjng', 'longjing', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('abc', 'abcdef', 2)).toBe(3); // past the bound: max + 1
    expect(editDistance('same', 'same', 0)).toBe(0);
  });

  it('finds the nearest catalog words with the same first letter, within the budget', () => {
    const v = createVocabulary([
      { word: 'teapot', goods: 3 },
      { word: 'teapots', goods: 1 },
      { word: 'hoodie', goods: 2 },
      { word: 'calligraphy', goods: 1 },
      { word: 'rteapot', goods: 9 },
      { word: '250g', goods: 9 },
    ]);
    expect(v.closestWords('tepot')).toEqual(['teapot']);
    expect(v.closestWords('teapo')).toEqual(['teapot']);
    expect(v.closestWords('hoddie')).toEqual(['hoodie']);
    expect(v.closestWords('caligrapy')).toEqual(['calligraphy']); // two edits from 9 letters
    expect(v.closestWords('eapot')).toEqual([]); // the first letter is kept
    expect(v.closestWords('tpot')).toEqual([]); // under 5 letters: none
    expect(v.closestWords('teapot')).toEqual([]); // a catalog word
    expect(v.has('teapot')).toBe(true);
    expect(v.has('250g')).toBe(false); // only words of letters
    expect(v.size).toBe(5);
    // Fewest edits first, then the word more goods hold ('short' is two edits away).
    const w = createVocabulary([
      { word: 'shirts', goods: 1 },
      { word: 'shirt', goods: 5 },
      { word: 'short', goods: 9 },
    ]);
    expect(w.closestWords('shirtz', 3)).toEqual(['shirt', 'shirts']);
  });
});
