// Owner settings, staff and the audit log in a real browser: a new site title and a
// content page show on the storefront at once; a secret is entered (shown only as
// "Set", never in the page) and cleared; a staff member is created in the dialog and
// disabled; the audit log lists those changes with the changed fields highlighted.
// What the test changes on the shared e2e shop it puts back.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn, confirmIn } from './admin.ts';
import { adminCall } from './api.ts';
import { baseUrl, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';

describe('admin settings, staff and audit log', () => {
  const b = useBrowser();
  type ContentPage = { slug: string; title: unknown; body: unknown };
  let title: unknown;
  let faq: ContentPage | undefined;
  const secretSet = async () =>
    (await adminCall<{ secrets: { smtp_password: boolean } }>('GET', '/v1/admin/settings')).secrets.smtp_password;

  beforeAll(async () => {
    title = (await adminCall<{ values: { seo_title: unknown } }>('GET', '/v1/admin/settings')).values.seo_title;
    faq = (await adminCall<ContentPage[]>('GET', '/v1/admin/pages')).find((p) => p.slug === 'faq');
  });
  afterAll(async () => {
    await adminCall('PUT', '/v1/admin/settings', { seo_title: title, smtp_password: '' });
    if (faq) await adminCall('PUT', '/v1/admin/pages/faq', { title: faq.title, body: faq.body });
  });

  const storefrontTitle = async (path: string) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    return html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
  };

  it('changes the site title, a secret and a content page; the storefront shows them at once', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser);
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl }]);
    await adminSignIn(page);
    await storefrontTitle('/en'); // warm the page cache
    await page.goto('/admin/settings');
    await page.getByLabel('Site title (English)').fill('E2E Title Shop');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Settings saved');
    await expect.poll(() => storefrontTitle('/en')).toContain('E2E Title Shop');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A secret: typed once, then only "Set"; never in the page or the API answer.
    await page.getByRole('tab', { name: 'Mail' }).click();
    await page.waitForURL(/tab=mail/);
    const mailPane = page.getByRole('tabpanel', { name: 'Mail' });
    await mailPane.getByLabel('Password').fill('e2e-smtp-secret');
    await mailPane.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => mailPane.textContent()).toContain('Set');
    expect(await mailPane.getByLabel('Password').inputValue()).toBe('');
    await page.reload();
    expect(await page.content()).not.toContain('e2e-smtp-secret');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('tabpanel', { name: 'Mail' }).getByRole('button', { name: 'Clear' }).click();
    await confirmIn(page, 'Clear');
    await expect.poll(secretSet).toBe(false);

    // A content page.
    await page.getByRole('tab', { name: 'Pages' }).click();
    await page.locator('.ant-segmented-item', { hasText: /FAQ|Frequently/ }).click();
    const faqForm = page.locator('form#page-faq');
    await faqForm.getByLabel('Page title (English)').fill('E2E Questions');
    await faqForm.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Page saved');
    await expect.poll(() => storefrontTitle('/en/faq')).toContain('E2E Questions');
    expect(consoleErrors).toEqual([]);
  });

  it('creates a staff member in the dialog, disables them, and the audit log shows it', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser);
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl }]);
    await adminSignIn(page);
    await page.goto('/admin/team');
    const email = `e2e-op-${Date.now()}@shop.test`;
    await page.getByRole('button', { name: 'Add staff member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Name').fill('E2E Operator');
    await dialog.getByLabel('Initial password').fill('short');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.textContent()).toContain('The password needs at least 12 characters');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create' }).click();
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect.poll(() => row.textContent()).toContain('Operator');

    await row.getByRole('button', { name: 'Disable' }).click();
    await confirmIn(page, 'Disable');
    await expect.poll(() => row.textContent()).toContain('Disabled');

    await page.goto('/admin/audit?entity=staff');
    const first = page.getByRole('row', { name: /staff\.disable/ }).first();
    await first.getByRole('button').first().click();
    await expect.poll(() => page.locator('.ant-table').first().textContent()).toContain('Changed');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('the screens work at phone width', async () => {
    const { page } = await openPage(b.browser, { viewport: PHONE });
    await adminSignIn(page);
    for (const path of ['/admin/settings?tab=store', '/admin/team', '/admin/audit']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect([path, overflow <= 1]).toEqual([path, true]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
  });
});
