import { describe, expect, it } from 'vitest';
import { createSynonymIndex, normaliseSynonymTerms } from './synonyms.ts';

describe('synonyms', () => {
  it('normalises terms: lower case, trimmed, inner spaces as one, no empty or repeated terms', () => {
    expect(normaliseSynonymTerms(['  Tee  Shirt ', 'T-Shirt', 'tee shirt', '', '  ', 'Ｔ恤'])).toEqual([
      'tee shirt',
      't-shirt',
      't恤',
    ]);
  });

  it('lets every term of a group find the others, or the first find the others one way', () => {
    const index = createSynonymIndex([
      { terms: ['Jumper', 'sweater', '毛衣'], one_way: false },
      { terms: ['gift', 'gift box', '礼盒'], one_way: true },
      { terms: ['lonely'], one_way: false },
    ]);
    expect(index.alternatives('jumper')).toEqual(['sweater', '毛衣']);
    expect(index.alternatives('毛衣')).toEqual(['jumper', 'sweater']);
    // Found by the stem: 'jumpers' and 'sweaters' too.
    expect(index.alternatives('sweater')).toEqual(['jumper', '毛衣']);
    expect(index.alternatives('gift')).toEqual(['gift box', '礼盒']);
    expect(index.alternatives('gift box')).toEqual([]);
    expect(index.alternatives('礼盒')).toEqual([]);
    expect(index.alternatives('lonely')).toEqual([]);
    expect(index.longest).toBe(1); // one way: only the first term is looked for
    expect(index.words).toEqual(expect.arrayContaining(['jumper', 'sweater', 'gift', 'box']));
  });
});
