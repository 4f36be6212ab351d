// The shopper abroad's way from the cart to payment (issue #37), as a new visitor takes
// it: two goods into the cart, "Check out", and on the one checkout page the email, the
// captcha (the English run also fetches it by ear) and the mailed code (a new email
// becomes an account), the cart coming along, a UK address typed as people type it
// ("07400 123456", "sw1a 2aa"), the demo gateway, the success page. With JavaScript on
// a phone in English, without JavaScript, and in Chinese on a desktop; no dialog on the
// way, no console error, axe clean at every step the script runs, at both widths.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GoodCard, GoodDetail } from '../src/domain/catalog/catalog.ts';
import { DESKTOP, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { lastCodeFor, newEmail } from './sign-in.ts';

/** Two goods whose first variant is well in stock (a page's first choice). */
async function twoGoods(page: Page): Promise<GoodDetail[]> {
  const read = async <T>(path: string) => (await (await page.request.get(path)).json()).data as T;
  const { list } = await read<{ list: GoodCard[] }>('/v1/good/list?page_size=40');
  const goods: GoodDetail[] = [];
  for (const card of list) {
    const good = await read<GoodDetail>(`/v1/good/${card.id}`);
    if (good.good_sku[0]?.stock > 20) goods.push(good);
    if (goods.length === 2) return goods;
  }
  throw new Error('no two goods in stock');
}

const next = (page: Page) => page.getByTestId('plain-login-next');

/** axe on the page as it is, at the phone's and the desktop's width (then back). */
async function axeAtBothWidths(page: Page): Promise<string[]> {
  const width = page.viewportSize()!;
  const found: string[] = [];
  for (const size of width.width === PHONE.width ? [PHONE, DESKTOP] : [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    found.push(...(await seriousA11yViolations(page)).map((v) => `${size.width}px ${v}`));
  }
  await page.setViewportSize(width);
  return found;
}

/** Clicks and, without JavaScript, waits for the next document. */
async function step(page: Page, js: boolean, click: () => Promise<void>) {
  if (js) return click();
  await Promise.all([page.waitForEvent('load'), click()]);
}

describe('checkout for a shopper abroad', () => {
  const b = useBrowser();

  for (const { name, js, viewport, lang } of [
    { name: 'a visitor on a phone in English', js: true, viewport: PHONE, lang: 'en' },
    { name: 'a visitor without JavaScript', js: false, viewport: PHONE, lang: 'en' },
    { name: 'a visitor in Chinese on a desktop', js: true, viewport: DESKTOP, lang: 'zh-cn' },
  ] as const) {
    it(`${name}: the cart, then signing in on the checkout page with the cart kept`, async () => {
      const prefix = lang === 'en' ? '/en' : '';
      const { page, consoleErrors } = await openPage(b.browser, {
        viewport,
        javaScript: js,
        locale: lang === 'en' ? 'en-GB' : 'zh-CN',
      });
      const goods = await twoGoods(page);
      for (const good of goods) {
        // The first variant chosen (without JavaScript the page's buttons need one).
        await page.goto(`${prefix}/product/${good.id}?sku=${good.good_sku[0].id}`);
        if (js) {
          await hydrated(page);
          const add = page.getByTestId('add-to-cart').first();
          await add.click();
          // The keyboard stays where it was; the header's live region says it.
          await expect.poll(() => page.getByTestId('cart-notice').count()).toBe(1);
          expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);
        } else {
          await step(page, js, () => page.getByTestId('add-to-cart').first().click());
          await page.waitForURL(new RegExp(`${prefix}/cart$`));
        }
      }
      await page.goto(`${prefix}/cart`);
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
      if (js) await hydrated(page);
      await step(page, js, () => page.getByTestId('checkout').filter({ visible: true }).first().click());
      await page.waitForURL(/\/order\/confirm_order\?items=/);

      // No dialog: the page's first step asks for the email.
      const form = page.getByTestId('checkout-sign-in');
      await expect.poll(() => form.isVisible()).toBe(true);
      expect(await page.locator('dialog[open]').count()).toBe(0);
      expect(await page.getByTestId('order-line').count()).toBe(2);
      if (js) expect(await axeAtBothWidths(page)).toEqual([]);
      const email = newEmail(`abroad-${lang}-${js ? 'js' : 'plain'}`);
      await form.getByRole('textbox').fill(email);
      await step(page, js, () => form.getByRole('textbox').press('Enter'));
      // The captcha, in the page (the e2e shop accepts any answer).
      const answer = form.locator('input[name="dots"]');
      await expect.poll(() => answer.isVisible()).toBe(true);
      if (js) expect(await answer.evaluate((el) => el === document.activeElement)).toBe(true);
      if (js) expect(await axeAtBothWidths(page)).toEqual([]);
      if (js && lang === 'en') {
        // By ear: the same challenge as audio, in the page's language.
        const wav = page.waitForResponse((r) => r.url().includes('/v1/captcha/audio?') && r.url().includes('lang=en'));
        await form.getByTestId('captcha-listen').click();
        expect((await wav).headers()['content-type']).toBe('audio/wav');
      }
      await answer.fill('1234');
      await step(page, js, () => next(page).click());
      const code = form.locator('input[name="code"]');
      await expect.poll(() => code.isVisible()).toBe(true);
      await expect.poll(() => lastCodeFor(email), { timeout: 15_000 }).toMatch(/^\d{6}$/);
      await code.fill(lastCodeFor(email)!);
      await Promise.all([page.waitForEvent('load'), next(page).click()]);

      // Signed in (a new account), on the same page, the two goods come along.
      await expect.poll(() => page.getByTestId('checkout-sign-in').count()).toBe(0);
      await expect.poll(() => page.getByTestId('order-line').count()).toBe(2);
      const cart = (await (await page.request.get('/v1/cart')).json()).data as { lines: { sku_id: number }[] };
      expect(cart.lines.map((l) => l.sku_id).sort()).toEqual(goods.map((g) => g.good_sku[0].id).sort());
      // One way to add an address, whether the script runs or not.
      expect(
        await page
          .getByRole('button', { name: /shipping address|收货地址/ })
          .filter({ visible: true })
          .count(),
      ).toBe(js ? 1 : 0);
      expect(
        await page
          .getByRole('link', { name: /shipping address|收货地址/ })
          .filter({ visible: true })
          .count(),
      ).toBe(js ? 0 : 1);
      if (js) expect(await axeAtBothWidths(page)).toEqual([]);

      // A UK address typed as a UK shopper types it.
      const uk = lang === 'en' ? 'United Kingdom' : '英国';
      if (js) {
        await page.getByTestId('add-address').click();
        const form = page.getByTestId('address-form');
        await form.getByTestId('address-region-button').click();
        await page.getByRole('option', { name: uk, exact: true }).click();
        await expect.poll(() => form.getByTestId('address-region-button').textContent()).toBe(uk);
        await form.getByTestId('address-contact').fill('Ann Lee');
        await form.getByTestId('address-phone').fill('07400 123456');
        await form.getByTestId('address-address').fill('10 Downing Street');
        await form.getByTestId('address-city').fill('London');
        await form.getByTestId('address-postal_code').fill('sw1a 2aa');
        expect(await axeAtBothWidths(page)).toEqual([]);
        await page.getByTestId('address-save').click();
        await expect.poll(() => form.count()).toBe(0);
      } else {
        await step(page, js, () => page.getByTestId('add-address-page').click());
        const form = page.getByTestId('plain-address-form');
        // The form starts from the shopper's context (an en-GB browser).
        expect(await form.locator('select[name="country"]').inputValue()).toBe('GB');
        await form.locator('input[name="city"]').fill('London');
        await form.locator('textarea[name="address"]').fill('10 Downing Street');
        await form.locator('input[name="contact"]').fill('Ann Lee');
        await form.locator('input[name="phone"]').fill('07400 123456');
        await form.locator('input[name="postal_code"]').fill('sw1a 2aa');
        await Promise.all([
          page.waitForURL(/\/order\/confirm_order\?.*address_id=\d+/),
          page.getByTestId('plain-address-save').click(),
        ]);
      }
      await expect.poll(() => page.getByTestId('address-card').textContent()).toContain('SW1A 2AA');
      expect(await page.getByTestId('address-card').textContent()).toContain(uk);
      const [stored] = (await (await page.request.get('/v1/useraddress/list')).json()).data;
      expect(stored).toMatchObject({ country: 'GB', phone: '+447400123456', postal_code: 'SW1A 2AA' });

      // Pay on the demo gateway: the success page.
      await Promise.all([page.waitForURL(/\/order\/pay\?order_id=\d+$/), page.getByTestId('place-order').click()]);
      if (js) {
        await hydrated(page);
        expect(await axeAtBothWidths(page)).toEqual([]);
      }
      await page.getByTestId('pay-method-demo').check();
      await Promise.all([page.waitForURL(/\/pay\/demo\//), page.getByTestId('pay-now').click()]);
      if (viewport === PHONE) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      }
      await Promise.all([
        page.waitForURL(/\/result\/success\?order_id=\d+/, { timeout: 20_000 }),
        page.getByTestId('demo-pay').click(),
      ]);
      await expect.poll(() => page.getByTestId('result-success').isVisible()).toBe(true);
      if (js) expect(await axeAtBothWidths(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  it('without JavaScript the phone menu opens, the header search keeps its width and "Log in" leads to the sign-in page', async () => {
    const { page } = await openPage(b.browser, { viewport: PHONE, javaScript: false, locale: 'en-GB' });
    await page.goto('/en/faq');
    await page.getByTestId('plain-menu').click();
    expect(await page.locator('header details nav').getByRole('link', { name: 'Contact Us' }).isVisible()).toBe(true);
    const search = page.locator('input[name="keyword"]').filter({ visible: true });
    expect((await search.first().boundingBox())?.width).toBeGreaterThan(200);
    await Promise.all([
      page.waitForURL(/\/en\/login\?redirect=%2Fen%2Ffaq$/),
      page.getByTestId('login-button').click(),
    ]);
  });
});
