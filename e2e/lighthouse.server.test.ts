// Lighthouse on the pages shoppers land on (home, a category, a product, the search
// page), mobile preset: accessibility, best practices and SEO must score 100 (they do
// not depend on this machine's speed). Performance and LCP are measured by
// `npm run bench -- --only lighthouse`, never asserted here. Runs once, on the server
// backend: the scores do not depend on the database.
import { describe, expect, it } from 'vitest';
import type { GoodCard, GroupNode } from '../src/domain/catalog/catalog.ts';
import { auditPages } from '../test/helpers/lighthouse.ts';
import { baseUrl } from './browser.ts';

async function data<T>(path: string): Promise<T> {
  return (await (await fetch(`${baseUrl}${path}`)).json()).data as T;
}

describe('Lighthouse', () => {
  it('scores 100 for accessibility, best practices and SEO on the landing pages', async () => {
    const [category] = await data<GroupNode[]>('/v1/goodGroup/list/1');
    const { list } = await data<{ list: GoodCard[] }>('/v1/good/list?page_size=1');
    const urls = ['/', `/product/cate/${category!.id}`, `/product/${list[0]!.id}`, '/search', '/en/search'].map(
      (p) => `${baseUrl}${p}`,
    );
    const audits = await auditPages(urls, ['accessibility', 'best-practices', 'seo']);
    for (const a of audits) {
      expect({ url: a.url, scores: a.scores, failures: a.failures, error: a.error }).toEqual({
        url: a.url,
        scores: { accessibility: 100, 'best-practices': 100, seo: 100 },
        failures: [],
        error: undefined,
      });
    }
  }, 240_000);
});
