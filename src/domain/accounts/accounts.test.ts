import { describe, expect, it } from 'vitest';
import { maskEmail } from './accounts.ts';

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('lilei@example.com')).toBe('l***@example.com');
    expect(maskEmail('a@b.cn')).toBe('a***@b.cn');
  });
  it('leaves what is not an address alone', () => {
    expect(maskEmail('nobody')).toBe('nobody');
    expect(maskEmail('@example.com')).toBe('@example.com');
  });
});
