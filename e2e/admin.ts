// Signing staff into the admin area in a browser (the e2e shop's first owner).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsSettled } from './browser.ts';
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

/**
 * Fills /admin/goods/new with a good of 2 x 2 variants (颜色 红色/蓝色 x 尺码 S/M), one
 * gallery image, and one price and stock for every variant; SKU codes are generated
 * ("生成空缺编码") unless `codePrefix` is given. Does not save.
 */
export async function fillTwoByTwoGood(
  page: Page,
  opts: { name: string; enName: string; price: string; stock: string; image: Buffer; codePrefix?: string },
): Promise<void> {
  await page.goto('/admin/goods/new');
  await page.getByLabel('商品名称 (中文)').fill(opts.name);
  await page.getByLabel('商品名称 (English)').fill(opts.enName);
  const gallery = page.locator('.ant-form-item', { hasText: '商品图片' });
  await gallery
    .locator('input[type=file]')
    .setInputFiles({ name: 'good.png', mimeType: 'image/png', buffer: opts.image });
  await expect.poll(() => gallery.locator('img').count()).toBe(1);

  await page.getByLabel('新规格名称（中文）').fill('颜色');
  await page.getByLabel('新规格名称（English）').fill('Colour');
  await page.getByRole('button', { name: '添加规格' }).click();
  for (const [zh, en] of [
    ['红色', 'Red'],
    ['蓝色', 'Blue'],
  ]) {
    await page.getByLabel('规格 1 新值（中文）').fill(zh);
    await page.getByLabel('规格 1 新值（English）').fill(en);
    await page.getByRole('button', { name: '添加到规格 1' }).click();
  }
  await page.getByLabel('新规格名称（中文）').fill('尺码');
  await page.getByLabel('新规格名称（English）').fill('Size');
  await page.getByLabel('新规格名称（English）').press('Enter');
  for (const v of ['S', 'M']) {
    await page.getByLabel('规格 2 新值（中文）').fill(v);
    await page.getByLabel('规格 2 新值（English）').fill(v);
    await page.getByLabel('规格 2 新值（中文）').press('Enter');
  }
  await expect.poll(() => page.getByLabel(/^价格 /).count()).toBe(4);

  await page.getByLabel('统一价格').fill(opts.price);
  await page.getByRole('button', { name: '价格应用到全部' }).click();
  await page.getByLabel('统一库存').fill(opts.stock);
  await page.getByRole('button', { name: '库存应用到全部' }).click();
  if (opts.codePrefix === undefined) {
    await page.getByRole('button', { name: '生成空缺编码' }).click();
    return;
  }
  for (const [i, combo] of ['红色 / S', '红色 / M', '蓝色 / S', '蓝色 / M'].entries()) {
    await page.getByLabel(`SKU 编码 ${combo}`).fill(`${opts.codePrefix}-${i}`);
  }
}

/** Saves the good form and answers the good's id (from the edit page's address). */
export async function saveGood(page: Page): Promise<number> {
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/admin\/goods\/\d+$/);
  // The address changes before the edit screen replaces the new-good form (its code loads
  // on the way): wait for the edit screen, or typing lands in the old form.
  await page.getByRole('heading', { name: /^编辑商品：/ }).waitFor();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Presses `name` in the open dialog once it has finished opening, and waits for it to close. */
export async function confirmIn(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name, exact: true }).waitFor();
  await animationsSettled(page);
  await dialog.getByRole('button', { name, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
