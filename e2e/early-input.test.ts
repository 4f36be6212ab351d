// What a shopper does before the page's scripts have run is not lost (issue #20, item 2;
// lib/defer-hydration.ts): the scripts start after the first screen, so a phone's first
// taps can come before React listens. Here the scripts are held back on purpose until
// after the tap, typing or choice, and then the page does what the hydrated page does.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, hydrated, openPage, PHONE, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

/** Holds every script request until `release` is called. */
// Pages are opened to their DOMContentLoaded: scripts the starter adds before the load
// event would hold the load event as long as they are held.
async function holdScripts(page: Page): Promise<{ release: () => void; requested: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = 0;
  await page.route(/\/assets\/.+\.js$/, async (route: Route) => {
    requested++;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

const notHydrated = (page: Page) => page.evaluate(() => !document.documentElement.dataset.hydrated);

describe('input before the scripts have run', () => {
  const b = useBrowser();

  it('opens the phone menu tapped before the scripts ran, once, even when tapped twice (phone)', async () => {
    const { page, consoleErrors } = await openPage(b.browser, { viewport: PHONE });
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menu = page.locator('button[aria-controls="mobile-nav"]');
    await menu.click();
    // The tap started the scripts; they are held, so nothing acted yet.
    await expect.poll(() => scripts.requested()).toBeGreaterThan(0);
    expect(await notHydrated(page)).toBe(true);
    await menu.click(); // impatient: the same wish
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    scripts.release();
    await hydrated(page);
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('#mobile-nav').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('keeps what was typed and shows the suggestions for it (desktop)', async () => {
    const { page, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const field = page.getByRole('combobox', { name: '搜索商品' });
    await field.pressSequentially('龙井');
    expect(await notHydrated(page)).toBe(true);
    scripts.release();
    await hydrated(page);
    const list = page.getByRole('listbox', { name: '搜索建议' });
    await expect.poll(() => list.isVisible()).toBe(true);
    expect(await list.getByRole('option').first().textContent()).toContain('西湖龙井');
    expect(await field.inputValue()).toBe('龙井');
    // React's state has the text too: it survives a render (Escape clears the field from state).
    await field.press('Escape');
    await field.press('Escape');
    await expect.poll(() => field.inputValue()).toBe('');
    expect(consoleErrors).toEqual([]);
  });

  it('applies a sort order chosen and follows a link clicked before the scripts ran, in place (desktop)', async () => {
    const { page, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    let scripts = await holdScripts(page);
    await page.goto('/search?keyword=茶', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('sort').selectOption('price_asc');
    expect(await notHydrated(page)).toBe(true);
    scripts.release();
    await page.waitForURL(/sort=price_asc/);
    await expect.poll(() => page.getByTestId('sort').inputValue()).toBe('price_asc');

    // A link: held until the scripts run, then a navigation in place (no new document).
    await page.unrouteAll({ behavior: 'wait' });
    scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const link = page.locator('main a[href^="/product/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    expect(page.url()).not.toContain(href);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    scripts.release();
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('chooses the variant tapped last before the scripts ran, in place (phone)', async () => {
    const { page, consoleErrors } = await openPage(b.browser, { viewport: PHONE });
    // A good whose first axis offers two values or more.
    const { list } = await (await fetch(`${baseUrl}/v1/good/list?page_size=50`)).json().then((r) => r.data);
    let id = 0;
    for (const card of list as { id: number }[]) {
      const good = (await (await fetch(`${baseUrl}/v1/good/${card.id}`)).json()).data;
      const axes = Object.values(good.property ?? {}) as unknown[];
      if (good.good_sku.length >= 2 && axes.length >= 1) {
        id = card.id;
        break;
      }
    }
    expect(id, 'a good with variants').toBeGreaterThan(0);
    const scripts = await holdScripts(page);
    await page.goto(`/product/${id}`, { waitUntil: 'domcontentloaded' });
    const options = page.locator('fieldset').first().locator('[data-testid^="option-"]');
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    const [a, b2] = [options.nth(0), options.nth(1)];
    // Two picks before the scripts ran: the last one is what stays chosen.
    await b2.click();
    await a.click();
    expect(new URL(page.url()).pathname).toBe(`/product/${id}`);
    scripts.release();
    await hydrated(page);
    await expect.poll(() => a.getAttribute('aria-pressed')).toBe('true');
    expect(await b2.getAttribute('aria-pressed')).toBe('false');
    expect(page.url()).not.toContain('sku=');
    expect(consoleErrors).toEqual([]);
  });

  it('buys the variant chosen before the scripts ran, even when "buy now" comes while the choice is made again (phone)', async () => {
    // A good with two axes or more, and an in-stock SKU differing on each from the one
    // the page opens on (the first in stock).
    type Sku = { id: number; stock: number; properties: Record<string, string> };
    const { list } = await (await fetch(`${baseUrl}/v1/good/list?page_size=50`)).json().then((r) => r.data);
    let found: { id: number; sku: Sku } | undefined;
    for (const card of list as { id: number }[]) {
      const skus = (await (await fetch(`${baseUrl}/v1/good/${card.id}`)).json()).data.good_sku as Sku[];
      const first = skus.find((s) => s.stock > 0);
      if (!first || Object.keys(first.properties).length < 2) continue;
      const other = skus.find(
        (s) => s.stock > 0 && Object.entries(s.properties).every(([axis, value]) => first.properties[axis] !== value),
      );
      if (other) {
        found = { id: card.id, sku: other };
        break;
      }
    }
    expect(found, 'a good with two axes').toBeDefined();
    const { id, sku } = found!;

    // "Buy now" held with the chips, and "buy now" tapped while the held chips are made
    // again one per task (an init script taps it in the task after hydration, before the
    // second chip's turn).
    for (const buyNowWhile of ['held', 'replayed'] as const) {
      const { page, context, consoleErrors } = await openPage(b.browser, { viewport: PHONE });
      await signIn(context, newEmail('early-buy'));
      if (buyNowWhile === 'replayed')
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (!document.documentElement?.dataset.hydrated) return;
            observer.disconnect();
            setTimeout(() => document.querySelector<HTMLElement>('[data-testid="buy-now"]')?.click(), 0);
          }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
        });
      const scripts = await holdScripts(page);
      await page.goto(`/product/${id}`, { waitUntil: 'domcontentloaded' });
      for (const [axis, value] of Object.entries(sku.properties))
        await page.getByTestId(`option-${axis}-${value}`).click();
      if (buyNowWhile === 'held') await page.getByTestId('buy-now').click();
      expect(await notHydrated(page)).toBe(true);
      scripts.release();
      await page.waitForURL(/\/order\/confirm_order\?sku_id=/);
      expect(new URL(page.url()).searchParams.get('sku_id'), buyNowWhile).toBe(String(sku.id));
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('follows a held link as a plain link when the scripts never come', async () => {
    const { page } = await openPage(b.browser, { viewport: DESKTOP });
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const link = page.locator('main a[href^="/product/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((url) => url.pathname === href, { timeout: 20_000 });
    await expect.poll(() => page.locator('h1').count()).toBe(1);
  });
});
