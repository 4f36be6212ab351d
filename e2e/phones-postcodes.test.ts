// Phones as people type them and addresses as the destination writes them (issue #37
// items 3 and 6), in a real browser. An English shopper (a browser that says en-US)
// opens the address form: before a country is chosen the picker is no +86 and the hint
// no Chinese number. A UK address typed "07400 123456" / "sw1a 2aa" is stored and shown
// "07400 123456" / "SW1A 2AA", the country "United Kingdom" (英国 on the Chinese page).
// Registering in English takes "07400 123456" with the picker on United Kingdom.
// Screenshots at 390 and 1280 px in both languages: /tmp/phones-postcodes-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerCaptcha, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

const WIDE = { width: 1280, height: 900 };
const card = (page: Page, contact: string) => page.getByTestId('address-card').filter({ hasText: contact });

describe('phones and postcodes abroad', () => {
  const b = useBrowser();

  it('adds a UK address the way the UK writes it, with no +86 offered before a country is chosen', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: PHONE, locale: 'en-US' });
    await signIn(context, newEmail('phones-postcodes'));
    await page.goto('/en/my/address');
    await hydrated(page);
    await page.getByTestId('address-add').click();
    const form = page.getByTestId('address-form');
    const picker = form.getByTestId('address-phone-country');
    await expect.poll(() => picker.isVisible()).toBe(true);
    // No country yet: the browser's region (en-US), never China.
    expect(await picker.inputValue()).toBe('US');
    expect(await form.getByTestId('address-phone-code').textContent()).toBe('+1');
    // Nothing outside the picker's own list of every country speaks of China or +86.
    const shown = await form.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      for (const select of copy.querySelectorAll('select')) select.remove();
      return copy.textContent ?? '';
    });
    expect(shown).not.toMatch(/\+86|China|1[3-9]\d{9}/);
    expect(shown).toMatch(/e\.g\. \(\d{3}\) \d{3}-\d{4}, or with the country code \+1 \d/);
    await page.screenshot({ path: '/tmp/phones-postcodes-empty-form-390-en.png', fullPage: true });

    // The United Kingdom: the picker follows, with a UK example.
    await page.getByTestId('address-region-button').click();
    await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
    await expect.poll(() => page.getByTestId('address-region-button').textContent()).toBe('United Kingdom');
    await expect.poll(() => picker.inputValue()).toBe('GB');
    expect(await form.getByText(/^e\.g\. 07\d{3} \d{6}, or with the country code \+44 7/).isVisible()).toBe(true);
    await form.getByTestId('address-contact').fill('Ann Lee');
    await form.getByTestId('address-phone').fill('07400123456');
    await form.getByTestId('address-address').fill('10 Downing Street');
    await form.getByTestId('address-city').fill('London');
    await form.getByTestId('address-postal_code').fill('sw1a 2aa');
    // Leaving a field shows it as it will be stored.
    await form.getByTestId('address-postal_code').blur();
    await expect.poll(() => form.getByTestId('address-postal_code').inputValue()).toBe('SW1A 2AA');
    await expect.poll(() => form.getByTestId('address-phone').inputValue()).toBe('07400 123456');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/phones-postcodes-uk-form-390-en.png', fullPage: true });
    await page.getByTestId('address-save').click();
    await expect.poll(() => form.count()).toBe(0);
    const uk = card(page, 'Ann Lee');
    await expect.poll(() => uk.count()).toBe(1);
    expect(await uk.getByTestId('address-lines').innerText()).toMatch(
      /^10 Downing Street\nLondon\nSW1A 2AA\nCountry\/Region:\s+United Kingdom$/,
    );
    const stored = await page.evaluate(async () => (await (await fetch('/v1/useraddress/list')).json()).data);
    expect(stored[0]).toMatchObject({ phone: '+447400123456', postal_code: 'SW1A 2AA' });

    // Editing shows the number as the UK dials it.
    await uk.getByTestId('address-edit').click();
    await expect.poll(() => page.getByTestId('address-phone').inputValue()).toBe('07400 123456');
    expect(await page.getByTestId('address-phone-country').inputValue()).toBe('GB');
    expect(await page.getByTestId('address-postal_code').inputValue()).toBe('SW1A 2AA');
    await page.getByRole('button', { name: 'Cancel' }).click();

    for (const [viewport, width] of [
      [PHONE, 390],
      [WIDE, 1280],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const lang of ['en', 'zh'] as const) {
        await page.goto(lang === 'en' ? '/en/my/address' : '/my/address');
        await expect.poll(() => card(page, 'Ann Lee').count()).toBe(1);
        expect(await card(page, 'Ann Lee').textContent()).toContain(lang === 'en' ? 'United Kingdom' : '英国');
        await page.screenshot({ path: `/tmp/phones-postcodes-list-${width}-${lang}.png`, fullPage: true });
        await page.getByTestId('address-add').click();
        await expect.poll(() => page.getByTestId('address-phone-country').isVisible()).toBe(true);
        // A Chinese page starts on China; an English one never does.
        expect(await page.getByTestId('address-phone-country').inputValue()).toBe(lang === 'en' ? 'US' : 'CN');
        await page.screenshot({ path: `/tmp/phones-postcodes-empty-form-${width}-${lang}.png`, fullPage: true });
        await page.getByRole('button', { name: lang === 'en' ? 'Cancel' : '取消' }).click();
      }
    }
    expect(consoleErrors).toEqual([]);
  });

  it('registers in English with a UK mobile as dialled in the UK', async () => {
    const { page, consoleErrors } = await openPage(b.browser, { viewport: PHONE, locale: 'en-GB' });
    await page.goto('/en');
    await hydrated(page);
    await page.getByTestId('login-button').click();
    await page.getByRole('button', { name: 'No account? Register' }).click();
    const picker = page.getByTestId('auth-mobile-country');
    // The browser says en-GB: the picker starts on the United Kingdom, with its example.
    await expect.poll(() => picker.inputValue()).toBe('GB');
    expect(await page.getByText(/^e\.g\. 07\d{3} \d{6}/).isVisible()).toBe(true);
    await page.getByTestId('auth-username').fill(`uk shopper ${Date.now() % 100000}`);
    await page.getByTestId('auth-email').fill(newEmail('uk-mobile'));
    await page.getByTestId('auth-mobile').fill('123');
    await page.getByTestId('auth-mobile').blur();
    await expect.poll(() => page.getByText('The mobile number is not valid').isVisible()).toBe(true);
    await page.getByTestId('auth-mobile').fill('07400 123456');
    await expect.poll(() => page.getByText('The mobile number is not valid').count()).toBe(0);
    await page.getByTestId('auth-password').fill('a strong password');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/phones-postcodes-register-390-en.png' });
    await page.getByTestId('auth-submit').click();
    await answerCaptcha(page, '1234', 'Security check', 'Confirm');
    await page.waitForLoadState('load');
    await expect.poll(() => page.getByTestId('account-button').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').mobile)).toBe('+447400123456');
    expect(consoleErrors).toEqual([]);
  });
  it("keeps the spec's mainland rule and its Chinese messages on the Chinese page", async () => {
    const { page, consoleErrors } = await openPage(b.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto('/');
    await hydrated(page);
    await page.getByTestId('login-button').click();
    await page.getByRole('button', { name: '没有账号？立即注册' }).click();
    const picker = page.getByTestId('auth-mobile-country');
    await expect.poll(() => picker.inputValue()).toBe('CN');
    expect(await page.getByText(/^例如 1[3-9]\d{9}/).isVisible()).toBe(true);
    const mobile = page.getByTestId('auth-mobile');
    await mobile.fill('128 1234 5678');
    await mobile.blur();
    await expect.poll(() => page.getByText('手机号格式不正确').isVisible()).toBe(true);
    await mobile.fill('138 1234 5678');
    await expect.poll(() => page.getByText('手机号格式不正确').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/phones-postcodes-register-1280-zh.png' });
    expect(consoleErrors).toEqual([]);
  });
});
