// The JavaScript budget holds (issue #42, item 5): for every page in bench/js-budget.json,
// the JavaScript the build says a browser loads for it (React Router's route manifest,
// the catalogues its code awaits; bench/js-budget.ts) is within the page's budget. No
// browser and no timing: the built files are read and gzipped. It reads the storefront
// build that `npm test` makes first (scripts/run.mjs, ensureBuild); run `npm run build`
// before running this file on its own after a change.
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPageJs, overBudget, readBudget, readBuild } from '../../bench/js-budget.ts';

describe('JavaScript budget (bench/js-budget.json)', () => {
  let build: ReturnType<typeof readBuild>;
  beforeAll(() => {
    build = readBuild();
  });
  const pages = readBudget();

  it('budgets the pages shoppers land on: home, category, product and search', () => {
    expect(pages.map((p) => p.route).sort()).toEqual(['category', 'home', 'product', 'search']);
    for (const p of pages) expect(p.maxGzipKB).toBeGreaterThan(0);
  });

  for (const page of pages) {
    it(`${page.name}: its JavaScript is within ${page.maxGzipKB} KB gzip`, () => {
      const js = builtPageJs(build, page.route);
      expect(overBudget(page, js.gzip, 'from the build'), `the page loads ${js.files.join(' ')}`).toBeUndefined();
    });
  }

  it('counts what the page loads before hydrating: entry, framework, route manifest and catalogues', () => {
    const product = builtPageJs(build, 'product').files;
    for (const part of [
      /^\/assets\/entry\.client-/,
      /^\/assets\/framework-/,
      /^\/assets\/manifest-/,
      /^\/assets\/zh-cn-/,
    ])
      expect(
        product.some((f) => part.test(f)),
        `${part} in ${product.join(' ')}`,
      ).toBe(true);
    // The category page's pagination awaits the catalog section of the text.
    const category = builtPageJs(build, 'category').files;
    expect(category.length).toBeGreaterThan(product.length);
    expect(builtPageJs(build, 'category', 'en').files.some((f) => /^\/assets\/en-/.test(f))).toBe(true);
  });
});
