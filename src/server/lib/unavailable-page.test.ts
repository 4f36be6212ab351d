import { describe, expect, it } from 'vitest';
import { pageLocale, unavailablePage } from './unavailable-page.ts';

describe('the page shown while the database is away', () => {
  it('speaks the page language and reloads itself after Retry-After', () => {
    const en = unavailablePage('en', 5);
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('Back in a moment');
    expect(en).toContain('<meta http-equiv="refresh" content="5">');
    const zh = unavailablePage('zh-cn', 2);
    expect(zh).toContain('<html lang="zh-CN">');
    expect(zh).toContain('马上回来');
    expect(zh).not.toContain('<script');
  });

  it('reads the language from the address: /en pages are English, the others Chinese', () => {
    expect(pageLocale('/en')).toBe('en');
    expect(pageLocale('/en/product/1')).toBe('en');
    expect(pageLocale('/en?x=1')).toBe('en');
    expect(pageLocale('/english')).toBe('zh-cn');
    expect(pageLocale('/product/1')).toBe('zh-cn');
    expect(pageLocale('/')).toBe('zh-cn');
  });
});
