import { describe, expect, it } from 'vitest';
import { searchDocument, searchQuery, searchTokens, similarText } from './search.ts';

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
    expect(searchQuery('green te')).toBe('green & te:*');
    expect(searchQuery("x' | !(y) & z:*")).toBe('x & y & z:*');
    expect(searchQuery('  !!  ')).toBeUndefined();
  });

  it('keeps the Latin words for typo-tolerant matching, when one is long enough to compare', () => {
    expect(similarText('Longjng 龙井 Tea!')).toBe('longjng tea');
    expect(similarText('龙井')).toBeUndefined();
    expect(similarText('ab 12')).toBeUndefined();
  });
});
