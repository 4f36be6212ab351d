// Addresses abroad in a real browser (issue #23, item 4): at phone width in English, a
// US and a German address, each form laid out in the order its country writes it with
// the names its metadata gives (ZIP code, Postal code), the calling-code picker used with
// the keyboard, the cards written the destination's way; axe on every state. Then the
// same pages at 1440 px and in Chinese for the screenshots (/tmp/address-abroad-*.png).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

const WIDE = { width: 1440, height: 900 };
const card = (page: Page, contact: string) => page.getByTestId('address-card').filter({ hasText: contact });

/** The form's own fields in document order (the cascader's button first). */
const fieldOrder = (page: Page) =>
  page
    .getByTestId('address-form')
    .evaluate((form) =>
      [...form.querySelectorAll('input:not([type=checkbox]), textarea, select, button[data-testid]')]
        .map((el) => el.getAttribute('data-testid'))
        .filter((id): id is string => !!id?.startsWith('address-') && id !== 'address-save'),
    );

async function pickCountry(page: Page, country: string, area?: string) {
  await page.getByTestId('address-region-button').click();
  await page.getByRole('option', { name: country, exact: true }).click();
  if (area) await page.getByRole('option', { name: area, exact: true }).click();
  await expect
    .poll(() => page.getByTestId('address-region-button').textContent())
    .toBe(area ? `${country} / ${area}` : country);
}

async function save(page: Page, contact: string) {
  await page.getByTestId('address-save').click();
  await expect.poll(() => page.getByTestId('address-form').count()).toBe(0);
  await expect.poll(() => card(page, contact).count()).toBe(1);
}

describe('addresses abroad', () => {
  const b = useBrowser();

  it('adds a US and a German address the way each country writes them (English, phone)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: PHONE, locale: 'en-US' });
    await signIn(context, newEmail('address-abroad'));
    await page.goto('/en/my/address');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Shipping addresses');

    // United States: name, number, street, then "City, State ZIP" (the state from the tree).
    await page.getByTestId('address-add').click();
    await pickCountry(page, 'United States', 'New York');
    const form = page.getByTestId('address-form');
    expect(await fieldOrder(page)).toEqual([
      'address-region-button',
      'address-contact',
      'address-phone-country',
      'address-phone',
      'address-address',
      'address-city',
      'address-postal_code',
    ]);
    expect(await form.getByLabel('ZIP code', { exact: true }).isVisible()).toBe(true);
    expect(await form.getByText('e.g. 95014').isVisible()).toBe(true);
    // The calling code follows the address's country…
    const picker = page.getByTestId('address-phone-country');
    expect(await picker.inputValue()).toBe('US');
    expect(await form.getByLabel('Country/region calling code').isVisible()).toBe(true);
    // …and the shopper changes it with the keyboard: a London number for a New York address.
    await picker.focus();
    await page.keyboard.type('United King');
    await expect.poll(() => picker.inputValue()).toBe('GB');
    await page.keyboard.press('Tab');
    expect(await page.getByTestId('address-phone').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('020 7946 0958');
    await form.getByTestId('address-contact').fill('Ann Lee');
    await form.getByTestId('address-address').fill('350 Fifth Avenue');
    await form.getByTestId('address-city').fill('Manhattan');
    // The ZIP code is required in the US: the message names it, in English.
    await page.getByTestId('address-save').click();
    await expect.poll(() => form.getByText('Please enter the ZIP code').isVisible()).toBe(true);
    expect(await form.getByTestId('address-postal_code').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/address-abroad-us-form-390-en.png', fullPage: true });
    await form.getByTestId('address-postal_code').fill('10118');
    await save(page, 'Ann Lee');
    const us = card(page, 'Ann Lee');
    expect(await us.getByTestId('address-masked-phone').textContent()).toBe('+44 207***0958');
    expect(await us.getByTestId('address-lines').innerText()).toMatch(
      /^350 Fifth Avenue\nManhattan, NY 10118\nCountry\/Region:\s+United States$/,
    );

    // Germany: no Land in the address; the postcode comes before the city.
    await page.getByTestId('address-add').click();
    await pickCountry(page, 'Germany');
    expect(await fieldOrder(page)).toEqual([
      'address-region-button',
      'address-contact',
      'address-phone-country',
      'address-phone',
      'address-address',
      'address-postal_code',
      'address-city',
    ]);
    expect(await form.getByLabel('Postal code', { exact: true }).isVisible()).toBe(true);
    expect(await picker.inputValue()).toBe('DE');
    await form.getByTestId('address-contact').fill('Jonas Weber');
    await form.getByTestId('address-phone').fill('030 901820');
    await form.getByTestId('address-address').fill('Unter den Linden 1');
    await form.getByTestId('address-postal_code').fill('1011');
    await form.getByTestId('address-city').fill('Berlin');
    await page.getByTestId('address-save').click();
    await expect.poll(() => form.getByText('Please enter a valid postal code, e.g. 26133').isVisible()).toBe(true);
    await form.getByTestId('address-postal_code').fill('10117');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/address-abroad-de-form-390-en.png', fullPage: true });
    await save(page, 'Jonas Weber');
    const de = card(page, 'Jonas Weber');
    expect(await de.getByTestId('address-masked-phone').textContent()).toBe('+49 309*1820');
    expect(await de.getByTestId('address-lines').innerText()).toMatch(
      /^Unter den Linden 1\n10117 Berlin\nCountry\/Region:\s+Germany$/,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/address-abroad-list-390-en.png', fullPage: true });

    // Editing brings the picked calling code and the national number back.
    await us.getByTestId('address-edit').click();
    await expect.poll(() => picker.inputValue()).toBe('GB');
    expect(await page.getByTestId('address-phone').inputValue()).toBe('020 7946 0958');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // The same pages at 1440 px and in Chinese.
    for (const [viewport, width] of [
      [WIDE, 1440],
      [PHONE, 390],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const lang of ['en', 'zh'] as const) {
        await page.goto(lang === 'en' ? '/en/my/address' : '/my/address');
        await expect.poll(() => card(page, 'Jonas Weber').count()).toBe(1);
        await page.screenshot({ path: `/tmp/address-abroad-list-${width}-${lang}.png`, fullPage: true });
        await card(page, 'Ann Lee').getByTestId('address-edit').click();
        await expect.poll(() => page.getByTestId('address-phone-country').inputValue()).toBe('GB');
        if (lang === 'zh') {
          expect(await page.getByTestId('address-form').getByLabel('邮政编码（ZIP code）').isVisible()).toBe(true);
          expect(await page.getByTestId('address-form').getByLabel('国家/地区区号').isVisible()).toBe(true);
        }
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.screenshot({ path: `/tmp/address-abroad-us-form-${width}-${lang}.png`, fullPage: true });
        await page.getByRole('button', { name: lang === 'en' ? 'Cancel' : '取消' }).click();
      }
    }
    expect(consoleErrors).toEqual([]);
  });
});
