// After paying (#23 item 6): the success page of a paid order (lines, address, total,
// next steps, the mail, links) in both languages on a phone and a desktop; the product
// page's buy bar once the buy buttons scrolled away, buying from it; and the
// back-to-top button never over a control or the buy bar, also when content loads late.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GoodCard, GoodDetail } from '../src/domain/catalog/catalog.ts';
import type { PlacedOrder, StartedPaymentView } from '../src/domain/orders/orders.ts';
import { GUANGZHOU_ADDRESS, storefrontCall } from './api.ts';
import { baseUrl, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

const WIDE = { width: 1440, height: 900 };
const LANGS = [
  { lang: 'zh', prefix: '', locale: 'zh-CN' },
  { lang: 'en', prefix: '/en', locale: 'en-US' },
] as const;
const COMBOS = LANGS.flatMap((l) => [
  { ...l, viewport: PHONE },
  { ...l, viewport: WIDE },
]);
/** Whole pages, except where fixed bars matter (a full-page shot draws them mid-page). */
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `test-results/afterpay-${name}.png`, fullPage });

async function api<T>(context: BrowserContext, path: string): Promise<T> {
  const res = await context.request.get(path, { headers: { lang: 'zh-cn' } });
  return (await res.json()).data as T;
}

/** An in-stock good with at least one option axis (the buy bar's "choose" state needs one). */
async function goodWithOptions(context: BrowserContext): Promise<GoodDetail> {
  const { list } = await api<{ list: GoodCard[] }>(context, '/v1/good/list?page_size=100');
  for (const card of list) {
    const good = await api<GoodDetail>(context, `/v1/good/${card.id}`);
    if (Object.keys(good.property).length > 0 && good.good_sku.some((s) => s.stock > 3)) return good;
  }
  throw new Error('no good with options');
}

/** Boxes of visible controls (and the buy bar) that the back-to-top button overlaps. */
function backToTopOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const top = document.querySelector('[data-testid="back-to-top"]');
    if (!top) return [];
    const a = top.getBoundingClientRect();
    const hit = (b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const found: string[] = [];
    for (const el of document.querySelectorAll(
      'a[href], button, input, select, textarea, [role="button"], [data-bottom-bar]',
    )) {
      if (el === top || !el.checkVisibility({ visibilityProperty: true })) continue;
      const b = el.getBoundingClientRect();
      if (b.width > 0 && b.height > 0 && hit(b)) found.push(el.outerHTML.slice(0, 120));
    }
    return found;
  });
}

/** A phone whose visitor cart holds one line (so /cart shows its checkout bar). */
async function phoneWithCart(browser: Browser) {
  const opened = await openPage(browser, { viewport: PHONE });
  const good = await goodWithOptions(opened.context);
  const sku = good.good_sku.find((s) => s.stock > 3)!;
  // The visitor's cart cookie (`sku.quantity`), as adding to the cart leaves it.
  await opened.context.addCookies([{ name: 'cart', value: `${sku.id}.1`, url: baseUrl }]);
  return opened;
}

async function scrollCheck(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (const f of [0.3, 0.55, 0.8, 1]) {
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * f));
    await expect.poll(() => backToTopOverlaps(page), { timeout: 5_000 }).toEqual([]);
  }
}

describe('after paying', () => {
  const b = useBrowser();

  it('the success page shows the paid order, next steps, the mail and links (both languages, phone and desktop)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: PHONE });
    const email = newEmail('afterpay');
    await signIn(context, email);
    const address = await storefrontCall<{ id: number }>(context, 'POST', '/v1/useraddress', GUANGZHOU_ADDRESS);
    const good = await goodWithOptions(context);
    const sku = good.good_sku.find((s) => s.stock > 3)!;
    const order = await storefrontCall<PlacedOrder>(context, 'POST', '/v2/order', {
      items: [{ sku_id: sku.id, quantity: 2 }],
      address_id: address.id,
    });
    const started = await storefrontCall<StartedPaymentView>(context, 'POST', '/v1/pay', {
      order_id: order.id,
      provider: 'demo',
    });
    await page.goto(new URL(started.redirect_url).pathname);
    await page.getByTestId('demo-pay').click();
    await page.waitForURL(/\/result\/success\?order_id=\d+/, { timeout: 20_000 });

    const masked = `${email[0]}***@${email.split('@')[1]}`;
    for (const { lang, prefix, viewport } of COMBOS) {
      await page.setViewportSize(viewport);
      await page.goto(`${prefix}/result/success?order_id=${order.id}`);
      await hydrated(page);
      const en = lang === 'en';
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en ? 'Payment successful' : '支付成功');
      expect(await page.getByTestId('result-order-no').textContent()).toContain(order.order_no);
      expect(await page.getByTestId('order-line').count()).toBe(1);
      expect(await page.getByTestId('order-line').textContent()).toContain('2');
      expect(await page.getByTestId('order-address-contact').textContent()).toBe('李雷');
      expect(await page.getByTestId('order-address-phone').textContent()).toBe('138****8000');
      expect(await page.getByTestId('amount-total').textContent()).toMatch(/[\d.]+/);
      const next = await page.getByTestId('result-next').textContent();
      expect(next).toContain(en ? 'What happens next' : '接下来');
      // The e2e shop has an SMTP server: the paid mail left, and the tracking number will be mailed.
      expect(next).toContain(en ? 'we will mail you the tracking number' : '通过邮件');
      expect(await page.getByTestId('result-mail').textContent()).toContain(masked);
      expect(await page.getByTestId('result-view-order').getAttribute('href')).toBe(`${prefix}/my/order/${order.id}`);
      expect(await page.getByTestId('result-continue').getAttribute('href')).toBe(prefix || '/');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, `result-${lang}-${viewport.width}`);
    }
    await page.getByTestId('result-view-order').click();
    await page.waitForURL(new RegExp(`/my/order/${order.id}$`));

    // Another customer sees a 404, as on the order page.
    const other = await openPage(b.browser, { viewport: PHONE });
    await signIn(other.context, newEmail('afterpay-other'));
    const res = await other.page.goto(`/result/success?order_id=${order.id}`);
    expect(res?.status()).toBe(404);
    expect(consoleErrors).toEqual([]);
  });

  for (const { lang, prefix, locale, viewport } of COMBOS) {
    it(`the product page's buy bar follows the buy buttons; back-to-top stays clear (${lang}, ${viewport.width})`, async () => {
      const { page, context, consoleErrors } = await openPage(b.browser, { viewport, locale });
      await signIn(context, newEmail('buy-bar'));
      const good = await goodWithOptions(context);
      await page.goto(`${prefix}/product/${good.id}`);
      await hydrated(page);
      const bar = page.getByTestId('sticky-buy-bar');
      const en = lang === 'en';
      expect(await bar.count()).toBe(0);

      // Undo the first option: the bar says what is missing and leads back to it.
      const axis = Object.keys(good.property)[0]!;
      const chip = page.locator(`[data-testid^="option-${axis}-"][aria-pressed="true"]`);
      await chip.click();
      // Scrolled past the buy buttons (again, should anything scroll the page back meanwhile).
      const showBar = async () => {
        await pastButtons();
        return bar.isVisible();
      };
      const pastButtons = () =>
        page
          .getByTestId('buy-now')
          .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + scrollY + 40));
      await expect.poll(showBar, { timeout: 10_000 }).toBe(true);
      expect(await bar.getAttribute('aria-label')).toBe(en ? 'Quick buy' : '快速购买');
      expect(await page.getByTestId('sticky-buy-bar-summary').textContent()).toContain(en ? 'Choose' : '请选择');
      await page.getByTestId('sticky-buy-now').click();
      await expect.poll(() => page.getByTestId('option-missing').isVisible(), { timeout: 5_000 }).toBe(true);
      await expect
        .poll(() =>
          page
            .locator(`#axis-${axis} button`)
            .first()
            .evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      // The main buttons are back in view: the bar goes.
      await page.getByTestId('buy-now').scrollIntoViewIfNeeded();
      await expect.poll(() => bar.count(), { timeout: 5_000 }).toBe(0);

      await page.locator(`#axis-${axis} button:not([data-unavailable])`).first().click();
      await expect.poll(showBar, { timeout: 10_000 }).toBe(true);
      expect(await page.getByTestId('sticky-buy-bar-summary').textContent()).not.toContain(en ? 'Choose' : '请选择');
      // The page makes room for the bar at its end.
      expect(await page.evaluate(() => document.body.style.paddingBottom)).toMatch(/^\d+px$/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, `buy-bar-${lang}-${viewport.width}`, false);
      await scrollCheck(page);

      await expect.poll(showBar, { timeout: 10_000 }).toBe(true);
      await page.getByTestId('sticky-buy-now').click();
      await page.waitForURL(/\/order\/confirm_order\?sku_id=\d+&quantity=1/);
      await expect.poll(() => page.getByTestId('order-line').count()).toBe(1);
      expect(consoleErrors).toEqual([]);
    });
  }

  it('back-to-top stays clear of the cart checkout bar and the footer on a phone', async () => {
    const { page, consoleErrors } = await phoneWithCart(b.browser);
    for (const path of ['/cart', '/', '/en/faq']) {
      await page.goto(path);
      await hydrated(page);
      await scrollCheck(page);
    }
    expect(consoleErrors).toEqual([]);
  });

  it('back-to-top moves off content that loads late under it (slow answers, phone)', async () => {
    const { page, consoleErrors } = await phoneWithCart(b.browser);
    // The browser's API calls answer late, so the home page grows (its lower sections)
    // after the button took its spot. The cart's lines and checkout bar come with the
    // page (the server renders the cart cookie): nothing late there, and nothing covered.
    await page.route(/\/v[12]\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const scrollHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    for (const path of ['/', '/cart']) {
      await page.goto(path);
      await hydrated(page);
      const before = await scrollHeight();
      if (path === '/cart') expect(await page.getByTestId('cart-line').count()).toBe(1);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.getByTestId('back-to-top').count()).toBe(1);
      if (path === '/') await expect.poll(scrollHeight, { timeout: 10_000 }).toBeGreaterThan(before);
      await expect.poll(() => backToTopOverlaps(page), { timeout: 5_000 }).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
});
