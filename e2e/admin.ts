// Signing staff into the admin area in a browser (the e2e shop's first owner).
import type { Page } from 'playwright-core';
import { E2E_ADMIN } from './global-setup.ts';

/** Opens /admin/login, signs in, and waits for the admin frame. */
export async function adminSignIn(page: Page, who: { email: string; password: string } = E2E_ADMIN): Promise<void> {
  await page.goto('/admin/login');
  await page.locator('#email').fill(who.email);
  await page.locator('#password').fill(who.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));
  await page.locator('main').first().waitFor();
}
