// The storefront search in a real browser: the header's field with suggestions as you
// type (keyboard), the results page (server-rendered, noindex, GA4 search event),
// filters and sorting, typo tolerance, the empty state, and the phone's search row.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';

const searchEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[][] }).dataLayer ?? [])
      .filter((e) => e[0] === 'event' && e[1] === 'search')
      .map((e) => (e[2] as { search_term: string }).search_term),
  );

describe('storefront search', () => {
  const b = useBrowser();

  it('suggests as you type, opens a suggestion with the keyboard, lists results (desktop, Chinese)', async () => {
    const { page, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    await page.goto('/');
    await hydrated(page);
    const field = page.getByRole('combobox', { name: '搜索商品' });
    await field.fill('龙井');
    const list = page.getByRole('listbox', { name: '搜索建议' });
    await expect.poll(() => list.isVisible()).toBe(true);
    expect(await list.getByRole('option').first().textContent()).toContain('西湖龙井·明前特级');
    await field.press('ArrowDown');
    const active = await field.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/search-suggestions-desktop-zh.png' });
    await field.press('Enter');
    await page.waitForURL(/\/product\/\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('西湖龙井·明前特级');

    // A single character, submitted: the results page.
    const again = page.getByRole('combobox', { name: '搜索商品' });
    await again.fill('茶');
    // Enter with no suggestion chosen searches.
    await again.press('Enter');
    await page.waitForURL(/\/search\?keyword=/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('“茶”的搜索结果');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const cards = page.locator('main li a[href^="/product/"]');
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => searchEvents(page)).toContain('茶');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/search-results-desktop-zh.png', fullPage: true });

    // Cheaper than 100 yuan, cheapest first.
    await page.getByTestId('search-max').fill('100');
    await page.getByTestId('search-apply').click();
    await page.waitForURL(/max=100/);
    await page.getByTestId('sort').selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    const prices = await page
      .locator('main li a[href^="/product/"]')
      .evaluateAll((links) => links.map((a) => a.textContent ?? ''));
    expect(prices.length).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  it('opens the search row on a phone, finds two words written as one, forgives a typo, and offers categories when nothing matches (English)', async () => {
    const { page, consoleErrors } = await openPage(b.browser, { viewport: PHONE });
    // Two words for what the name writes as one: the teacups first.
    const search = async (keyword: string) => {
      await page.goto('/en');
      await hydrated(page);
      await page.getByTestId('search-toggle').click();
      const field = page.getByRole('combobox', { name: 'Search goods' });
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      await field.fill(keyword);
      await field.press('Enter');
    };
    await search('tea cup');
    await page.waitForURL(/\/en\/search\?keyword=tea(\+|%20)cup/);
    await expect
      .poll(() => page.locator('main li a[href^="/en/product/"]').first().textContent())
      .toContain('Longquan Celadon Teacups');

    await search('longjng');
    await page.waitForURL(/\/en\/search\?keyword=longjng/);
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^No exact match: \d+ similar items?$/);
    expect(await page.locator('main li a[href^="/en/product/"]').first().textContent()).toContain('West Lake Longjing');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/search-similar-phone-en.png', fullPage: true });

    await page.goto('/en/search?keyword=zzzqqq');
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('Nothing found for “zzzqqq”');
    const categories = page.locator('section[aria-labelledby="search-empty"] a');
    expect(await categories.count()).toBeGreaterThan(3);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/search-empty-phone-en.png', fullPage: true });
    await categories.first().click();
    await page.waitForURL(/\/en\/product\/cate\/\d+$/);
    expect(consoleErrors).toEqual([]);
  });
});
