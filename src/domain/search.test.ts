import { describe, expect, it } from 'vitest';
import { searchDocument, searchQuery, searchTokens } from './search.ts';

describe('search tokens', () => {
  it('splits Chinese into bigrams and Latin into lower-case words', () => {
    expect(searchTokens('西湖龙井 Longjing Tea 250g')).toEqual(['西湖', '湖龙', '龙井', 'longjing', 'tea', '250g']);
    expect(searchTokens('茶')).toEqual(['茶']);
  });

  it('builds a document over both languages', () => {
    expect(searchDocument('龙井茶', 'Green tea')).toBe('龙井 井茶 green tea');
  });

  it('builds a safe AND query with a prefix on the last Latin word', () => {
    expect(searchQuery('龙井')).toBe('龙井');
    expect(searchQuery('green te')).toBe('green & te:*');
    expect(searchQuery("x' | !(y) & z:*")).toBe('x & y & z:*');
    expect(searchQuery('  !!  ')).toBeUndefined();
  });
});
