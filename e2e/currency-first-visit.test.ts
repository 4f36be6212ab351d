// Currencies on from the first visit (issue #40, items 1 and 2) in a real browser on the
// demo shop: a browser in Britain lands on pound prices without choosing anything; the
// switch shows the demo's currencies at the phone's and the desktop's width, works from
// the keyboard and names each currency to a screen reader; a Chinese page with yen
// chosen never shows a bare ¥ (yen is 日元, yuan keeps ￥). Screenshots:
// /tmp/currency-switch-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GoodCard } from '../src/domain/catalog/catalog.ts';
import { DEMO_CURRENCIES } from '../src/server/db/seed/currencies.ts';
import { DESKTOP, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';

const DEMO_CODES = ['CNY', ...DEMO_CURRENCIES.map((c) => c.code)];
const productPrice = (page: Page) => page.locator('section[aria-labelledby="product-title"] .text-3xl').first();

async function someGood(page: Page): Promise<number> {
  const res = await page.request.get('/v1/good/list?page_size=1', { headers: { lang: 'zh-cn' } });
  const { list } = (await res.json()).data as { list: GoodCard[] };
  return list[0]!.id;
}

describe('currencies from the first visit', () => {
  const b = useBrowser();

  for (const viewport of [PHONE, DESKTOP]) {
    it(`lands a browser in Britain on pounds, with the switch usable at ${viewport.width} px`, async () => {
      const { page, consoleErrors } = await openPage(b.browser, { viewport, locale: 'en-GB' });
      const id = await someGood(page);
      await page.goto(`/en/product/${id}`);
      await hydrated(page);
      const currencySwitch = page.getByRole('combobox', { name: 'Currency' });
      await expect.poll(() => currencySwitch.isVisible()).toBe(true);
      expect(await currencySwitch.inputValue()).toBe('GBP');
      expect(
        await currencySwitch.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
      ).toEqual(DEMO_CODES);
      // A screen reader hears the name in full.
      expect(await currencySwitch.locator('option[value="JPY"]').getAttribute('aria-label')).toBe(
        'Japanese Yen, JPY, JP¥',
      );
      await expect.poll(() => productPrice(page).textContent()).toMatch(/^£\d/);
      await page.screenshot({ path: `/tmp/currency-switch-gbp-${viewport.width}.png`, fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);

      // From the keyboard: focus the switch, choose the next currency (JPY after GBP); the page comes back in it.
      // The first page's own load is over first, so that the load waited for is the reload's.
      await page.waitForLoadState('load');
      await currencySwitch.focus();
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('ArrowDown')]);
      await hydrated(page);
      await expect.poll(() => page.getByRole('combobox', { name: 'Currency' }).inputValue()).toBe('JPY');
      await expect.poll(() => productPrice(page).textContent()).toMatch(/^JP¥[\d,]+$/);
      // The choice is kept in the cookie: the next page is in it too.
      await page.goto('/en');
      await hydrated(page);
      expect(await page.getByRole('combobox', { name: 'Currency' }).inputValue()).toBe('JPY');
      expect(consoleErrors).toEqual([]);
    });
  }

  it('never shows yen with a bare ¥ on Chinese pages; dollars are named among the demo dollars', async () => {
    const { page, consoleErrors } = await openPage(b.browser, { viewport: PHONE, locale: 'zh-CN' });
    const id = await someGood(page);
    await page.goto(`/product/${id}`);
    await hydrated(page);
    const currencySwitch = page.getByRole('combobox', { name: '币种' });
    expect(await currencySwitch.inputValue()).toBe('CNY');
    await expect.poll(() => productPrice(page).textContent()).toMatch(/^￥[\d,]+\.\d\d$/);
    await page.waitForLoadState('load');
    await Promise.all([page.waitForEvent('load'), currencySwitch.selectOption('JPY')]);
    await hydrated(page);
    await expect.poll(() => productPrice(page).textContent()).toMatch(/^[\d,]+日元$/);
    await page.screenshot({ path: '/tmp/currency-switch-jpy-zh-390.png', fullPage: false });
    for (const path of [`/product/${id}`, '/', '/search?keyword=茶']) {
      await page.goto(path);
      await hydrated(page);
      const text = (await page.locator('body').innerText()) ?? '';
      expect(text, path).not.toMatch(/[¥￥]/);
      expect(text, path).toMatch(/\d日元/);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.waitForLoadState('load');
    await Promise.all([page.waitForEvent('load'), page.getByRole('combobox', { name: '币种' }).selectOption('CAD')]);
    await hydrated(page);
    await page.goto(`/product/${id}`);
    await hydrated(page);
    await expect.poll(() => productPrice(page).textContent()).toMatch(/^[\d,]+\.\d\d加拿大元$/);
    expect(consoleErrors).toEqual([]);
  });
});
