// Address book journey in a real browser: sign in, open /my/address from the account
// menu, add an address through the area cascader (keyboard on desktop, taps on the
// phone sheet), see it with the masked number, edit it, make another the default and
// delete one after the confirm prompt. Both languages, axe on every state.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openAccountMenu, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

const cards = (page: Page) => page.getByTestId('address-card');
const card = (page: Page, contact: string) => cards(page).filter({ hasText: contact });

async function fillDetails(page: Page, fields: { address: string; contact: string; phone: string; postal?: string }) {
  const form = page.getByTestId('address-form');
  await form.getByTestId('address-address').fill(fields.address);
  await form.getByTestId('address-contact').fill(fields.contact);
  await form.getByTestId('address-phone').fill(fields.phone);
  if (fields.postal) await form.getByTestId('address-postal_code').fill(fields.postal);
}

/** Saves the form and waits for the dialog to go and the card to show. */
async function save(page: Page, contact: string) {
  await page.getByTestId('address-save').click();
  await expect.poll(() => page.getByTestId('address-form').count()).toBe(0);
  await expect.poll(() => card(page, contact).count()).toBe(1);
}

describe('address book', () => {
  const b = useBrowser();

  it('adds with the keyboard, edits, switches the default and deletes (Chinese, desktop)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    await signIn(context, newEmail('address-desktop'));
    await page.goto('/');
    await openAccountMenu(page, 'menu-addresses');
    await page.waitForURL('**/my/address');
    await expect.poll(() => page.locator('h1').textContent()).toBe('收货地址');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Empty form: the spec's messages next to their fields.
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-save').click();
    const form = page.getByTestId('address-form');
    await expect.poll(() => form.getByText('请选择国家/地区', { exact: true }).isVisible()).toBe(true);
    expect(await form.getByText('请输入联系人姓名').isVisible()).toBe(true);
    expect(await form.getByText('请输入有效的联系电话').isVisible()).toBe(true);
    expect(await page.getByTestId('address-region-button').getAttribute('aria-invalid')).toBe('true');

    // Country, province, city with the keyboard only: 中国 -> 广东省 (19th) -> 广州市.
    await page.getByTestId('address-region-button').focus();
    await page.keyboard.press('ArrowDown');
    const countries = page.getByTestId('cascader-column-0');
    await expect.poll(() => countries.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const provinces = page.getByTestId('cascader-column-1');
    await expect.poll(() => provinces.evaluate((el) => el === document.activeElement)).toBe(true);
    for (let i = 0; i < 18; i++) await page.keyboard.press('ArrowDown');
    expect(await provinces.getAttribute('aria-activedescendant')).toMatch(/-opt-1-18$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    const cities = page.getByTestId('cascader-column-2');
    await expect.poll(() => cities.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('address-region-button').textContent()).toBe('中国 / 广东省 / 广州市');
    const regionButton = page.getByTestId('address-region-button');
    expect(await regionButton.evaluate((el) => el === document.activeElement)).toBe(true);
    // Escape closes the panel only, back on its button; the form stays.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => regionButton.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => regionButton.getAttribute('aria-expanded')).toBe('false');
    expect(await form.isVisible()).toBe(true);
    expect(await regionButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await fillDetails(page, {
      address: '天河区天河路 385 号 5 楼',
      contact: '李雷',
      phone: '138 0013 8000',
      postal: '510000',
    });
    expect(await form.getByText('请输入联系人姓名').count()).toBe(0);
    await save(page, '李雷');
    const first = card(page, '李雷');
    expect(await first.getByTestId('address-masked-phone').textContent()).toBe('138****8000');
    expect(await first.getByTestId('address-default-badge').isVisible()).toBe(true);
    // Written as China writes it: 中国 / 510000 / 广东省广州市 / street.
    expect(await first.getByTestId('address-lines').innerText()).toMatch(/中国\n510000\n广东省广州市\n天河区/);

    // A second address abroad, picked with the mouse and the filter; typed city.
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-region-button').click();
    await page.getByRole('option', { name: '美国', exact: true }).click();
    await page.getByTestId('cascader-filter').fill('new y');
    await page.getByRole('option', { name: '美国 / New York' }).click();
    await page.getByTestId('address-city').fill('Brooklyn');
    await fillDetails(page, {
      address: '200 Eastern Pkwy',
      contact: 'Ann Lee',
      phone: '(718) 555-0142',
      postal: '11238',
    });
    await save(page, 'Ann Lee');
    expect(await card(page, 'Ann Lee').getByTestId('address-masked-phone').textContent()).toBe('+1 718***0142');
    expect(await card(page, 'Ann Lee').getByTestId('address-default-badge').count()).toBe(0);

    // Edit the first one: the path shows again, the change lands on its card.
    await first.getByTestId('address-edit').click();
    await expect.poll(() => page.getByTestId('address-region-button').textContent()).toBe('中国 / 广东省 / 广州市');
    expect(await page.getByTestId('address-phone').inputValue()).toBe('13800138000');
    await page.getByTestId('address-contact').fill('韩梅梅');
    await save(page, '韩梅梅');
    expect(await card(page, '李雷').count()).toBe(0);

    // Make the US address the default: it moves first with the badge.
    await card(page, 'Ann Lee').getByTestId('address-default').click();
    await expect.poll(() => cards(page).first().innerText()).toContain('Ann Lee');
    expect(await card(page, 'Ann Lee').getByTestId('address-default-badge').isVisible()).toBe(true);
    expect(await card(page, '韩梅梅').getByTestId('address-default-badge').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Delete one after the confirm prompt.
    await card(page, '韩梅梅').getByTestId('address-delete').click();
    const prompt = page.getByRole('dialog', { name: '删除地址' });
    await expect.poll(() => prompt.getByText('确定删除这个收货地址吗？').isVisible()).toBe(true);
    await prompt.getByRole('button', { name: '删除', exact: true }).click();
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().innerText()).toContain('Ann Lee');

    // Reloaded from the server, the page shows the same.
    await page.reload();
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it('adds through the phone sheet and removes (English, phone)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: PHONE, locale: 'en-US' });
    await signIn(context, newEmail('address-phone'));
    await page.goto('/en/my/address');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Shipping addresses');
    expect(await page.getByText('No addresses yet').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const china = await countryName(page);
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-region-button').click();
    // One level at a time on phones, with tabs back up the path.
    await page.getByRole('option', { name: china, exact: true }).click();
    // The provinces load first: the sheet then shows their level only.
    await expect.poll(() => page.getByTestId('cascader-column-0').isVisible()).toBe(false);
    await page.getByRole('option', { name: 'Zhejiang' }).click();
    await page.getByRole('option', { name: '杭州市' }).click();
    await expect
      .poll(() => page.getByTestId('address-region-button').textContent())
      .toBe(`${china} / Zhejiang / 杭州市`);
    await fillDetails(page, {
      address: 'No. 1 Wensan Rd, Xihu District',
      contact: 'Wang Fang',
      phone: '+86 139 1234 5678',
    });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await save(page, 'Wang Fang');
    const added = card(page, 'Wang Fang');
    expect(await added.getByTestId('address-masked-phone').textContent()).toBe('139****5678');
    expect(await added.getByText('Default').isVisible()).toBe(true);

    // A wrong number for the chosen country is refused next to its field.
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-region-button').click();
    await page.getByRole('option', { name: 'Hong Kong', exact: true }).click();
    expect(await page.getByTestId('address-city').isVisible()).toBe(true);
    await page.getByTestId('address-city').fill('Kowloon');
    await fillDetails(page, { address: '1 Nathan Rd', contact: 'Chan', phone: '1234' });
    await page.getByTestId('address-save').click();
    await expect.poll(() => page.getByText('Please enter a valid contact number').isVisible()).toBe(true);
    expect(await page.getByTestId('address-phone').getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByTestId('address-form').count()).toBe(0);

    await added.getByTestId('address-delete').click();
    await page
      .getByRole('dialog', { name: 'Delete address' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect.poll(() => page.getByText('No addresses yet').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

/** The shop's English name of China, as the area API gives it. */
async function countryName(page: Page): Promise<string> {
  const res = await page.request.get('/v1/area/all?level=0', { headers: { lang: 'en' } });
  const list = (await res.json()).data as { id: string; name: string }[];
  return list.find((c) => c.id === 'CN')?.name ?? 'China';
}
