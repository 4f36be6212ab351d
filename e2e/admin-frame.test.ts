// The admin area's frame in a real browser: sign-in, the way back after it, both
// languages, the phone drawer, and the proof that no storefront page loads Ant Design.
import { describe, expect, it } from 'vitest';
import { adminSignIn } from './admin.ts';
import { openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';

/** Markers only Ant Design's bundle carries (its CSS-in-JS attribute and package scope). */
const ANTD_MARKERS = ['data-css-hash', '@ant-design'];

describe('admin frame', () => {
  const b = useBrowser();

  it('storefront pages never load Ant Design or an admin asset; the admin does', async () => {
    const { page } = await openPage(b.browser);
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push({ url: res.url(), body: await res.text().catch(() => '') });
    });
    for (const path of ['/en', '/product/cate/1', '/cart', '/faq', '/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    const product = await page.locator('a[href*="/product/"]:not([href*="/cate/"])').first().getAttribute('href');
    await page.goto(product ?? '/product/1');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(3);
    const offending = scripts.filter((s) => s.url.includes('/admin/') || ANTD_MARKERS.some((m) => s.body.includes(m)));
    expect(offending.map((s) => s.url)).toEqual([]);

    // The same check finds Ant Design in the admin area: it would notice a leak.
    scripts.length = 0;
    await page.goto('/admin/login');
    await page.locator('#email').waitFor();
    expect(scripts.some((s) => ANTD_MARKERS.some((m) => s.body.includes(m)))).toBe(true);
  });

  it('sends a visitor to sign-in and back to the page asked for, in both languages', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser);
    await page.goto('/admin/orders?status=10');
    await page.waitForURL(/\/admin\/login\?next=/);
    expect(await page.locator('h3').innerText()).toBe('登录商店管理');
    await page.getByText('EN', { exact: true }).click();
    expect(await page.locator('h3').innerText()).toBe('Sign in to the shop admin');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.locator('#email').fill('owner@e2e.test');
    await page.locator('#password').fill('wrong password');
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('.ant-message').innerText()).not.toBe('');
    expect(page.url()).toContain('/admin/login');

    await adminSignIn(page);
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.goto('/admin/orders?status=10');
    expect(new URL(page.url()).pathname).toBe('/admin/orders');
    await expect.poll(() => page.locator('nav[aria-label="Menu"] .ant-menu-item-selected').innerText()).toBe('Orders');
    // The wrong password (400) and the visit before sign-in (401) are expected failed loads.
    expect(consoleErrors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
  });

  it('on a phone the menu is a drawer', async () => {
    const { page } = await openPage(b.browser, { viewport: PHONE });
    await adminSignIn(page);
    await expect.poll(() => page.locator('.ant-layout-sider').count()).toBe(0);
    await page.getByRole('button', { name: '菜单' }).click();
    await page.locator('.ant-drawer').getByText('订单').click();
    await page.waitForURL(/\/admin\/orders$/);
  });

  it('loads every screen without the router warning about a missing HydrateFallback', async () => {
    const { page } = await openPage(b.browser);
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (/HydrateFallback/.test(msg.text())) warnings.push(`${page.url()}: ${msg.text()}`);
    });
    await page.goto('/admin/login');
    await page.locator('#email').waitFor();
    await adminSignIn(page);
    // A fresh load of a signed-in screen (its loader and lazy code run before the first paint).
    await page.goto('/admin/orders');
    await page.locator('main').first().waitFor();
    await page.reload();
    await page.locator('main').first().waitFor();
    expect(warnings).toEqual([]);
  });
});
