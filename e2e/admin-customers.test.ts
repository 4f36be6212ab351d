// Admin customers and coupons in a real browser: staff find a customer, disable the
// account with a confirmation and the customer's session ends; a coupon is created in
// the dialog (a taken code shows on the field) and the storefront's checkout accepts it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSignIn, confirmIn } from './admin.ts';
import { adminCall } from './api.ts';
import { baseUrl, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';

describe('admin customers and coupons', () => {
  const b = useBrowser();

  /** A customer signed up through the storefront API (the app way: tokens in the body). */
  async function signUp(tag: string) {
    const email = `${tag}-${Date.now()}@example.com`;
    const username = `${tag}${Date.now() % 1_000_000}`;
    const res = await fetch(`${baseUrl}/v1/user/registe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', client: '1', lang: 'en' },
      body: JSON.stringify({ username, email, mobile: '13800001234', password: 'correct horse battery' }),
    });
    const body = await res.json();
    expect(body.code).toBe(200);
    return { email, username, id: body.data.uid as number, token: body.data.access_token, sign: body.data.access_sign };
  }
  const info = async (c: { token: string; sign: string }) =>
    (await (await fetch(`${baseUrl}/v1/user/info`, { headers: { token: c.token, sign: c.sign } })).json()).code;

  it('finds a customer and disables the account: its session ends at once', async () => {
    const c = await signUp('e2edisable');
    expect(await info(c)).toBe(200);
    const { page, context, consoleErrors } = await openPage(b.browser);
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl }]);
    await adminSignIn(page);
    await page.goto('/admin/customers');
    await page.getByLabel('Search customers').fill(c.email.toUpperCase());
    await page.getByLabel('Search customers').press('Enter');
    await page.waitForURL(/q=/);
    await page.getByRole('link', { name: c.username, exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/customers/${c.id}$`));
    await expect.poll(() => page.getByRole('main').first().textContent()).toContain(c.email);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Disable account' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(`Disable ${c.email}?`);
    await confirmIn(page, 'Disable account');
    await expect
      .poll(() => page.getByRole('main').first().textContent())
      .toContain('This account is disabled: the customer cannot sign in.');
    expect(await info(c)).toBe(302);
    expect((await adminCall<{ disabled: boolean }>('GET', `/v1/admin/customers/${c.id}`)).disabled).toBe(true);

    await page.getByRole('button', { name: 'Enable account' }).click();
    await confirmIn(page, 'Enable account');
    await expect.poll(() => page.getByRole('button', { name: 'Disable account' }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it('creates a coupon in the dialog at phone width; checkout accepts it at once', async () => {
    const { page, context } = await openPage(b.browser, { viewport: PHONE });
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl }]);
    await adminSignIn(page);
    await page.goto('/admin/coupons');
    await expect.poll(() => page.getByRole('main').first().textContent()).toContain('SAVE30');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code', { exact: true }).fill('save30');
    await dialog.getByLabel('Amount off').fill('12.5');
    // The dialog itself (the page behind its mask is judged without it, above).
    expect(await seriousA11yViolations(page, '.ant-modal')).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The seeded SAVE30 exists: the server's 409 shows on the code field.
    await expect.poll(() => dialog.textContent()).toContain('The coupon code SAVE30 already exists');
    const code = `E2E-${Date.now() % 1_000_000}`;
    await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('main').first().textContent()).toContain(code);

    const c = await signUp('e2ecoupon');
    const asCustomer = { 'content-type': 'application/json', client: '1', lang: 'en', token: c.token, sign: c.sign };
    const address = await fetch(`${baseUrl}/v1/useraddress`, {
      method: 'POST',
      headers: asCustomer,
      body: JSON.stringify({
        country: 'US',
        province: 'California',
        city: 'San Francisco',
        address: '1 Market St',
        contact: 'Alex Doe',
        phone: '+14155550100',
        postal_code: '94105',
        is_default: true,
      }),
    });
    expect((await address.json()).code).toBe(200);
    const { list } = (await (await fetch(`${baseUrl}/v1/good/list?page_size=1`)).json()).data;
    const good = (await (await fetch(`${baseUrl}/v1/good/${list[0].id}`)).json()).data;
    const sku = (good.good_sku as { id: number; stock: number }[]).find((s) => s.stock > 0)!;
    const res = await fetch(`${baseUrl}/v2/order/confirm`, {
      method: 'POST',
      headers: asCustomer,
      body: JSON.stringify({ items: [{ sku_id: sku.id, quantity: 1 }], coupon_code: code.toLowerCase() }),
    });
    const preview = (await res.json()).data;
    expect(preview.coupon).toMatchObject({ code, error: null });
    expect(preview.discount).toBe(Math.min(1250, preview.product_price));
  });
});
