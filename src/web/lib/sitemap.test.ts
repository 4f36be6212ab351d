import { describe, expect, it } from 'vitest';
import { renderSitemap } from './sitemap.ts';

describe('renderSitemap', () => {
  it('lists every page in both languages with alternates and escapes URLs', () => {
    const xml = renderSitemap('https://shop.example', [{ path: '/' }, { path: '/faq?a=1&b=2' }]);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://shop.example/en</loc>');
    expect(xml).toContain('hreflang="zh-CN" href="https://shop.example/"');
    expect(xml).toContain('/faq?a=1&amp;b=2');
  });
});
