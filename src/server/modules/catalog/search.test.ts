import { describe, expect, it } from 'vitest';
import { keywordMatches, looseQuery, searchDocument, searchQuery, searchTokens, similarText } from './search.ts';

describe('search tokens', () => {
  it('splits Chinese into bigrams and Latin into lower-case words', () => {
    expect(searchTokens('西湖龙井 Longjing Tea 250g')).toEqual(['西湖', '湖龙', '龙井', 'longjing', 'tea', '250g']);
    expect(searchTokens('茶')).toEqual(['茶']);
  });

  it('builds a document over both languages', () => {
    expect(searchDocument('龙井茶', 'Green tea')).toBe('龙井 井茶 green tea 龙 井 茶');
  });

  it('builds a safe AND query with a prefix on the last Latin word', () => {
    expect(searchQuery('龙井')).toBe('龙井');
    expect(searchQuery('茶')).toBe('茶'); // a single character: the document has it alone too
    expect(searchQuery('green te')).toBe('(green & te:*) | (greente:*)');
    expect(searchQuery('龙井 green')).toBe('龙井 & green:*');
    expect(searchQuery("x' | !(y) & z:*")).toBe('(x & y & z:*) | (xy & z:*) | (x & yz:*)');
    expect(searchQuery('  !!  ')).toBeUndefined();
  });

  it('writes two neighbouring Latin words also as one', () => {
    expect(searchQuery('tea cup')).toBe('(tea & cup:*) | (teacup:*)');
    expect(searchQuery('tea cup 茶')).toBe('(茶 & tea & cup:*) | (茶 & teacup:*)');
  });

  it('looses a Chinese word into its characters, with the other words', () => {
    expect(looseQuery('茶杯')).toBe('茶 & 杯');
    expect(looseQuery('白 茶杯 mug')).toBe('白 & 茶 & 杯 & mug:*');
    expect(looseQuery('茶')).toBeUndefined();
    expect(looseQuery('tea cup')).toBeUndefined();
  });

  it('tries the strict words, then characters apart, then alike English names', () => {
    expect(keywordMatches('tea cup')).toEqual([
      { tsquery: '(tea & cup:*) | (teacup:*)', anyTerm: 'tea | cup:* | teacup:*', nameInfix: ['tea', 'cup'] },
      { similarTo: 'tea cup' },
    ]);
    // Words of two letters or with digits are not looked for inside names.
    expect(keywordMatches('tea 2')).toEqual([
      { tsquery: '(tea & 2:*) | (tea2:*)', anyTerm: 'tea | 2:* | tea2:*' },
      { similarTo: 'tea' },
    ]);
    expect(keywordMatches('茶杯')).toEqual([
      { tsquery: '茶杯', anyTerm: '茶杯' },
      { tsquery: '茶 & 杯', anyTerm: '茶 | 杯' },
    ]);
    expect(keywordMatches(' ! ')).toEqual([]);
  });

  it('keeps the Latin words for typo-tolerant matching, when one is long enough to compare', () => {
    expect(similarText('Longjng 龙井 Tea!')).toBe('longjng tea');
    expect(similarText('龙井')).toBeUndefined();
    expect(similarText('ab 12')).toBeUndefined();
  });
});
