// Related goods and recently viewed goods in the browser (issue #41 items 1 and 2): a
// product page shows "You may also like" (never itself, 8 at most, the category page's
// cards) and the goods opened before it; 'Clear' works from the keyboard and says so; a
// visitor's goods go to the account at sign-in; the cart and an empty search offer goods
// too. Both languages, phone and desktop, axe on each page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminCall } from './api.ts';
import { baseUrl, DESKTOP, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

async function goodIds(count: number): Promise<number[]> {
  const res = await fetch(`${baseUrl}/v1/good/list?page_size=${count}&sort=sales`);
  return ((await res.json()).data.list as { id: number }[]).map((g) => g.id);
}

/** Scrolls to the page's end, where the recently viewed row asks for its cards once it comes near. */
async function toBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

const TEXT = {
  'zh-cn': { related: '猜你喜欢', recent: '最近浏览', clear: '清除最近浏览记录', cleared: '已清除最近浏览记录' },
  en: {
    related: 'You may also like',
    recent: 'Recently viewed',
    clear: 'Clear recently viewed goods',
    cleared: 'Recently viewed goods cleared',
  },
} as const;

describe('related and recently viewed goods', () => {
  const b = useBrowser();

  for (const [lang, prefix, viewport, label] of [
    ['zh-cn', '', DESKTOP, 'Chinese, desktop'],
    ['en', '/en', PHONE, 'English, phone'],
  ] as const) {
    it(`a product page shows related and recently viewed goods; Clear empties the row (${label})`, async () => {
      const text = TEXT[lang];
      const [first, second, current] = await goodIds(3);
      const { page, consoleErrors, context } = await openPage(b.browser, { viewport });
      for (const id of [first, second, current]) {
        await page.goto(`${prefix}/product/${id}`);
        await hydrated(page);
      }

      // Server-rendered with the page: there before any script runs.
      const html = await (await context.request.get(`${prefix}/product/${current}`)).text();
      expect(html).toContain(text.related);
      const related = page.getByRole('region', { name: text.related });
      await related.scrollIntoViewIfNeeded();
      const relatedLinks = await related
        .locator('a[href*="/product/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(relatedLinks.length).toBeGreaterThan(0);
      expect(relatedLinks.length).toBeLessThanOrEqual(8);
      expect(relatedLinks).not.toContain(`${prefix}/product/${current}`);

      // Newest first, never the page's own good.
      const recent = page.getByRole('region', { name: text.recent });
      await toBottom(page);
      await recent.scrollIntoViewIfNeeded();
      await expect
        .poll(() => recent.locator('a[href*="/product/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        .toEqual([`${prefix}/product/${second}`, `${prefix}/product/${first}`]);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Clear, by keyboard: the row empties, says so, and the focus stays on the row's heading.
      const clear = recent.getByRole('button', { name: text.clear });
      await clear.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => recent.getByRole('status').textContent()).toBe(text.cleared);
      expect(await recent.locator('a[href*="/product/"]').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('recently-viewed-title');
      expect((await context.cookies()).find((c) => c.name === 'viewed')).toBeUndefined();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Opening goods starts the list again.
      for (const id of [second, first]) {
        await page.goto(`${prefix}/product/${id}`);
        await hydrated(page);
      }
      await toBottom(page);
      await recent.scrollIntoViewIfNeeded();
      await expect
        .poll(() => recent.locator('a[href*="/product/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        .toEqual([`${prefix}/product/${second}`]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('a kept product page drops a related good once it sells out (Chinese, desktop)', async () => {
    const [current] = await goodIds(1);
    const { page, consoleErrors, context } = await openPage(b.browser, { viewport: DESKTOP });
    const relatedIds = async () => {
      await page.goto(`/product/${current}`);
      return page
        .getByRole('region', { name: '猜你喜欢' })
        .locator('a[href*="/product/"]')
        .evaluateAll((as) => as.map((a) => Number(a.getAttribute('href')?.split('/').pop())));
    };
    const [shown] = await relatedIds();
    expect(shown).toBeGreaterThan(0);
    const detail = await (await fetch(`${baseUrl}/v1/good/${shown}`)).json();
    const skus = detail.data.good_sku as { id: number; stock: number }[];
    try {
      await adminCall('PUT', '/v1/admin/goods/bulk', { skus: skus.map((s) => ({ id: s.id, stock: 0 })) });
      await expect.poll(relatedIds).not.toContain(shown);
      // The row streams in after the page's first bytes: polled, as the other reads of it are.
      await expect.poll(async () => (await relatedIds()).length).toBeGreaterThan(0);
    } finally {
      await adminCall('PUT', '/v1/admin/goods/bulk', { skus: skus.map((s) => ({ id: s.id, stock: s.stock })) });
    }
    // Back once the lists are worked out again: the job runs at its next tick (30 s) after a
    // staff change, and the sell-out above may have had it drop the good from the stored list.
    await expect.poll(relatedIds, { timeout: 75_000, interval: 1000 }).toContain(shown);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("a visitor's goods go to the account at sign-in; the cart and an empty search offer goods (English, desktop)", async () => {
    const [first, second, current] = await goodIds(3);
    const { page, consoleErrors, context } = await openPage(b.browser, { viewport: DESKTOP, locale: 'en-GB' });
    for (const id of [first, second]) {
      await page.goto(`/en/product/${id}`);
      await hydrated(page);
    }
    await signIn(context, newEmail('viewed'));
    expect((await context.cookies()).find((c) => c.name === 'viewed')).toBeUndefined();
    await page.goto(`/en/product/${current}`);
    await hydrated(page);
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await toBottom(page);
    await recent.scrollIntoViewIfNeeded();
    await expect
      .poll(() => recent.locator('a[href*="/product/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      .toEqual([`/en/product/${second}`, `/en/product/${first}`]);
    const kept = await (await context.request.get('/v1/user/recently-viewed')).json();
    expect(kept.data.map((g: { id: number }) => g.id)).toEqual([current, second, first]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/en/cart');
    await hydrated(page);
    const offered = page.getByRole('region', { name: 'You may also like' });
    await offered.scrollIntoViewIfNeeded();
    expect(await offered.locator('a[href*="/product/"]').count()).toBeGreaterThan(0);
    await toBottom(page);
    await expect.poll(() => page.getByRole('region', { name: 'Recently viewed' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/en/search?keyword=qqqzzzxxx');
    await hydrated(page);
    expect(await page.getByRole('region', { name: 'You may also like' }).locator('a').count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
