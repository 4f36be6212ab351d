import { describe, expect, it } from 'vitest';
import { localizePath, parseLocale, pickText, splitLocalePath } from './locale.ts';

describe('locale helpers', () => {
  it('parses header and cookie values', () => {
    expect(parseLocale('zh-CN')).toBe('zh-cn');
    expect(parseLocale('zh')).toBe('zh-cn');
    expect(parseLocale('en-US')).toBe('en');
    expect(parseLocale('EN')).toBe('en');
    expect(parseLocale('fr')).toBeUndefined();
    expect(parseLocale('')).toBeUndefined();
    expect(parseLocale(undefined)).toBeUndefined();
  });

  it('splits and builds locale paths (zh-cn unprefixed, en under /en)', () => {
    expect(splitLocalePath('/')).toEqual({ locale: 'zh-cn', path: '/' });
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/en/faq')).toEqual({ locale: 'en', path: '/faq' });
    expect(splitLocalePath('/english')).toEqual({ locale: 'zh-cn', path: '/english' });
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/faq', 'en')).toBe('/en/faq');
    expect(localizePath('faq', 'zh-cn')).toBe('/faq');
  });

  it('picks a text in the locale with a fallback to the other language', () => {
    expect(pickText({ 'zh-cn': '茶', en: 'Tea' }, 'en')).toBe('Tea');
    expect(pickText({ 'zh-cn': '茶', en: '' }, 'en')).toBe('茶');
    expect(pickText(null, 'en')).toBe('');
  });
});
