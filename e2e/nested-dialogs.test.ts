// Layers over layers in a real browser (#23 item 5): Escape closes only the innermost
// one (the captcha over the login dialog, the cascader panel and the confirm prompt over
// the address page) and focus goes back to the control that opened it. The cascader's
// typeahead on the address form, in both languages.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsSettled, DESKTOP, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** The text of the highlighted option of a cascader column. */
function activeOption(page: Page, column: Locator): Promise<string> {
  return column.evaluate((el) => {
    const id = el.getAttribute('aria-activedescendant');
    return (id && document.getElementById(id)?.textContent) || '';
  });
}

/**
 * Presses the keys one by one (a single search), then waits out the typeahead pause.
 * Playwright knows only a US layout's keys: a Chinese character goes through the
 * DevTools protocol as a key of its own, as a Chinese layout or input tool sends it.
 */
async function typeAhead(page: Page, text: string) {
  for (const ch of text) {
    if (/^[\x20-\x7e]$/.test(ch)) {
      await page.keyboard.press(ch);
      continue;
    }
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: ch, text: ch });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: ch });
    await cdp.detach();
  }
  // The next keys must start a new search: more than the 500 ms typeahead window.
  await page.waitForTimeout(700);
}

describe('nested dialogs and the cascader keyboard', () => {
  const b = useBrowser();

  for (const viewport of [DESKTOP, PHONE]) {
    it(`Escape closes the captcha over the login dialog, then the login dialog, focus going back (${viewport.width} px)`, async () => {
      const { page, consoleErrors } = await openPage(b.browser, { viewport });
      await page.goto('/');
      await hydrated(page);
      const opener = page.getByTestId('login-button');
      await opener.click();
      const login = page.getByRole('dialog', { name: '登录或注册' });
      await expect.poll(() => login.isVisible()).toBe(true);
      await page.getByTestId('auth-email').fill('layers@e2e.test');
      const sendCode = page.getByTestId('send-code');
      await sendCode.click();
      const captcha = page.getByRole('dialog', { name: '安全验证' });
      await expect.poll(() => captcha.isVisible()).toBe(true);
      await animationsSettled(page);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect.poll(() => captcha.count()).toBe(0);
      expect(await login.isVisible()).toBe(true);
      await expect.poll(() => focused(sendCode)).toBe(true);

      // Twice more, with nothing in between: the browser's close watcher may skip the
      // cancelable step; the dialog still closes in the app's state and can reopen.
      await page.keyboard.press('Escape');
      await expect.poll(() => login.count()).toBe(0);
      await expect.poll(() => focused(opener)).toBe(true);
      await opener.click();
      await expect.poll(() => login.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => login.count()).toBe(0);
      await expect.poll(() => focused(opener)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  }

  it('on the address page: cascader panel, form dialog and confirm prompt each close alone (Chinese)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    await signIn(context, newEmail('layers-zh'));
    await page.goto('/my/address');
    await hydrated(page);
    const add = page.getByTestId('address-add');
    await add.click();
    const form = page.getByTestId('address-form');
    await expect.poll(() => form.isVisible()).toBe(true);

    // Typeahead in the columns: countries by characters, provinces by character and by pinyin initials.
    const region = page.getByTestId('address-region-button');
    await region.focus();
    await page.keyboard.press('ArrowDown');
    const countries = page.getByTestId('cascader-column-0');
    await expect.poll(() => focused(countries)).toBe(true);
    await typeAhead(page, '美');
    expect(await activeOption(page, countries)).toBe('美国');
    // One character moves on to the next option starting with it, past the current one.
    await page.keyboard.press('Home');
    expect(await activeOption(page, countries)).toBe('中国');
    await typeAhead(page, '中');
    expect(await activeOption(page, countries)).toMatch(/^中国.+/);
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    const provinces = page.getByTestId('cascader-column-1');
    await expect.poll(() => focused(provinces)).toBe(true);
    await typeAhead(page, '广');
    expect(await activeOption(page, provinces)).toBe('广东省');
    await typeAhead(page, '广');
    expect(await activeOption(page, provinces)).toBe('广西壮族自治区');
    await typeAhead(page, 'zj');
    expect(await activeOption(page, provinces)).toBe('浙江省');
    await typeAhead(page, 'gd');
    expect(await activeOption(page, provinces)).toBe('广东省');

    // Escape: the panel only, back on its button; then the form dialog, back on "add".
    await page.keyboard.press('Escape');
    await expect.poll(() => region.getAttribute('aria-expanded')).toBe('false');
    expect(await form.isVisible()).toBe(true);
    await expect.poll(() => focused(region)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => form.count()).toBe(0);
    await expect.poll(() => focused(add)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('typeahead finds English names by their first letters; a confirm prompt closes alone (English)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP, locale: 'en-US' });
    await signIn(context, newEmail('layers-en'));
    await page.goto('/en/my/address');
    await hydrated(page);
    await page.getByTestId('address-add').click();
    const region = page.getByTestId('address-region-button');
    await region.focus();
    await page.keyboard.press('ArrowDown');
    const countries = page.getByTestId('cascader-column-0');
    await expect.poll(() => focused(countries)).toBe(true);
    await typeAhead(page, 'chin');
    expect(await activeOption(page, countries)).toMatch(/^China/);
    await page.keyboard.press('Enter');
    const provinces = page.getByTestId('cascader-column-1');
    await expect.poll(() => focused(provinces)).toBe(true);
    await typeAhead(page, 'zh');
    expect(await activeOption(page, provinces)).toBe('Zhejiang');
    await typeAhead(page, 'guangx');
    expect(await activeOption(page, provinces)).toBe('Guangxi');
    await page.keyboard.press('ArrowRight');
    const cities = page.getByTestId('cascader-column-2');
    await expect.poll(() => focused(cities)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => region.textContent()).toMatch(/^China.* \/ Guangxi \/ /);
    const form = page.getByTestId('address-form');
    await form.getByTestId('address-address').fill('1 Minzu Ave');
    await form.getByTestId('address-contact').fill('Li Lei');
    await form.getByTestId('address-phone').fill('13800138000');
    await page.getByTestId('address-save').click();
    await expect.poll(() => form.count()).toBe(0);

    // The delete prompt: Escape closes it alone, focus back on its delete button.
    const remove = page.getByTestId('address-delete').first();
    await remove.click();
    const prompt = page.getByRole('dialog', { name: 'Delete address' });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => prompt.count()).toBe(0);
    await expect.poll(() => focused(remove)).toBe(true);
    expect(await page.getByTestId('address-card').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
});
