// The cart in a real browser. A visitor adds two goods from their product pages (the
// badge counts them), reviews the cart, is asked to log in at checkout, signs in, and
// finds the same cart merged on the server; checkout leads to the confirmation page
// with the selected lines. Then a visitor's cart with a sold-out line: flags, the
// stepper, select, remove and undo. Desktop and phone, both languages, axe on each page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../src/domain/cart/cart.ts';
import type { GoodDetail, GoodSku } from '../src/domain/catalog/catalog.ts';
import { formatPrice } from '../src/domain/money/money.ts';
import { baseUrl, DESKTOP, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

async function api<T>(path: string, lang = 'zh-cn'): Promise<T> {
  const res = await fetch(`${baseUrl}/v1${path}`, { headers: { lang } });
  return (await res.json()).data as T;
}

/** Goods whose first in-stock SKU (the one the product page opens on) has at least `stock` left. */
async function goodsInStock(count: number, stock: number, lang: string) {
  const page = await api<{ list: { id: number }[] }>('/good/list?page_size=20', lang);
  const found: { good: GoodDetail; sku: GoodSku }[] = [];
  for (const { id } of page.list) {
    const good = await api<GoodDetail>(`/good/${id}`, lang);
    const sku = good.good_sku.find((s) => s.stock > 0);
    if (sku && sku.stock >= stock) found.push({ good, sku });
    if (found.length === count) return found;
  }
  throw new Error(`the demo catalog has fewer than ${count} goods with ${stock} in stock`);
}

const badge = (page: Page) => page.getByTestId('cart-count');
/** The visitor's cart cookie (`sku.quantity` lines, newest first), null when there is none. */
const localCart = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'cart')?.value ?? null;
const checkoutButton = (page: Page) => page.locator('[data-testid="checkout"] >> visible=true');

describe('cart', () => {
  const b = useBrowser();

  for (const [lang, prefix, viewport, label] of [
    ['zh-cn', '', DESKTOP, 'Chinese, desktop'],
    ['en', '/en', PHONE, 'English, phone'],
  ] as const) {
    it(`visitor cart -> sign in -> merged -> checkout (${label})`, async () => {
      const [first, second] = await goodsInStock(2, 3, lang);
      const { page, context, consoleErrors } = await openPage(b.browser, { viewport });

      await page.goto(`${prefix}/product/${first.good.id}`);
      await hydrated(page);
      await expect.poll(() => page.getByTestId('add-to-cart').isEnabled()).toBe(true);
      expect(await badge(page).count()).toBe(0);
      await page.getByTestId('add-to-cart').click();
      await expect.poll(() => badge(page).textContent()).toBe('1');
      await expect.poll(() => page.getByTestId('cart-notice').isVisible()).toBe(true);
      expect(await page.getByTestId('cart-notice').textContent()).toContain(first.good.name);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.goto(`${prefix}/product/${second.good.id}`);
      await hydrated(page);
      await page.getByTestId('quantity').fill('2');
      await page.getByTestId('add-to-cart').click();
      await expect.poll(() => badge(page).textContent()).toBe('3');
      expect(await page.getByTestId('cart-link').getAttribute('aria-label')).toBe(
        lang === 'en' ? 'Cart, 3 items' : '购物车，3 件商品',
      );
      expect(await localCart(page)).toBe(`${second.sku.id}.2_${first.sku.id}.1`);

      // The badge survives a reload (the count lives in this browser).
      await page.reload();
      await expect.poll(() => badge(page).textContent()).toBe('3');

      await page.getByTestId('cart-notice-link').or(page.getByTestId('cart-link')).first().click();
      await page.waitForURL(`${baseUrl}${prefix}/cart`);
      const lines = page.getByTestId('cart-line');
      await expect.poll(() => lines.count()).toBe(2);
      expect(await lines.nth(0).textContent()).toContain(second.good.name);
      expect(await lines.nth(1).textContent()).toContain(first.good.name);
      const subtotal = formatPrice(first.sku.price + 2 * second.sku.price, { unit: first.sku.currency, lang });
      expect(await page.getByTestId('cart-subtotal').textContent()).toBe(subtotal);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A visitor checks out on the checkout page, signing in there (e2e/checkout-abroad.test.ts).
      await checkoutButton(page).click();
      await page.waitForURL(/\/order\/confirm_order\?/);
      await expect.poll(() => page.getByTestId('checkout-sign-in').isVisible()).toBe(true);
      expect(await page.locator('dialog[open]').count()).toBe(0);

      // Signing in anywhere takes the browser cart to the server (the API, from the cookie).
      await signIn(context, newEmail('cart'));
      await page.goto(`${prefix}/cart`);
      await expect.poll(() => localCart(page)).toBeNull();
      const server = (await (await context.request.get('/v1/cart')).json()).data as Cart;
      expect(server.lines.map((l) => [l.sku_id, l.quantity])).toEqual([
        [second.sku.id, 2],
        [first.sku.id, 1],
      ]);
      await expect.poll(() => badge(page).textContent()).toBe('3');
      await expect.poll(() => lines.count()).toBe(2);
      expect(await page.getByTestId('cart-subtotal').textContent()).toBe(subtotal);
      expect(consoleErrors).toEqual([]);

      await checkoutButton(page).click();
      await page.waitForURL(/\/order\/confirm_order\?/);
      expect(page.url()).toBe(
        `${baseUrl}${prefix}/order/confirm_order?items=${second.sku.id}:2,${first.sku.id}:1&from=cart`,
      );
    });
  }

  it('flags a sold-out line, changes, selects, removes and restores lines (visitor, desktop)', async () => {
    const [good] = await goodsInStock(1, 5, 'en');
    const catalog = await api<{ list: { id: number }[] }>('/good/list?page_size=100', 'en');
    let soldOut: GoodSku | undefined;
    for (const { id } of catalog.list) {
      soldOut = (await api<GoodDetail>(`/good/${id}`, 'en')).good_sku.find((s) => s.stock === 0);
      if (soldOut) break;
    }
    if (!soldOut) throw new Error('the demo catalog has no sold-out SKU');
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP, locale: 'en-US' });
    // The lines in the shop's yuan, as the catalog read above: a browser in the US would
    // otherwise land on dollars (issue #40, e2e/currency-first-visit.test.ts).
    await context.addCookies([{ name: 'currency', value: 'CNY', url: baseUrl }]);
    await page.goto('/en');
    await page.evaluate(
      (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
      [
        { sku_id: soldOut.id, quantity: 1, selected: true },
        { sku_id: good.sku.id, quantity: 1, selected: true },
      ],
    );
    await page.goto('/en/cart');
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count()).toBe(2);
    const flagged = lines.nth(0);
    expect(await flagged.textContent()).toContain('Sold out');
    expect(await flagged.getByTestId('cart-line-select').isDisabled()).toBe(true);
    const price = (n: number) => formatPrice(n * good.sku.price, { unit: good.sku.currency, lang: 'en' });
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe(price(1));
    expect(await page.getByTestId('cart-item-count').textContent()).toBe('1 item');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const line = lines.nth(1);
    await line.getByRole('button', { name: `Increase quantity of ${good.good.name}` }).click();
    await expect.poll(() => page.getByTestId('cart-subtotal').textContent()).toBe(price(2));
    await expect.poll(() => badge(page).textContent()).toBe('3');
    await line.getByTestId('cart-line-quantity').fill('4');
    await line.getByTestId('cart-line-quantity').press('Enter');
    await expect.poll(() => page.getByTestId('cart-subtotal').textContent()).toBe(price(4));

    await line.getByTestId('cart-line-select').uncheck();
    await expect.poll(() => page.getByTestId('cart-subtotal').textContent()).toBe(price(0));
    expect(await checkoutButton(page).isDisabled()).toBe(true);
    await page.getByTestId('cart-select-all').check();
    await expect.poll(() => page.getByTestId('cart-subtotal').textContent()).toBe(price(4));

    await line.getByTestId('cart-line-remove').click();
    await expect.poll(() => lines.count()).toBe(1);
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect.poll(() => undo.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await localCart(page)).toBe(`${soldOut.id}.1`);
    await undo.click();
    await expect.poll(() => lines.count()).toBe(2);
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe(price(4));
    await expect.poll(() => badge(page).textContent()).toBe('5');
    expect(consoleErrors).toEqual([]);
  });
});
