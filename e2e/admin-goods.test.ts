// Admin goods in a real browser: staff create a good with 2 x 2 variants and an image
// through the edit form (axes added by name, prices and stock applied to every row, codes
// filled in), it shows on the storefront API at once; the list finds it and takes it off
// shelf; a server refusal (a taken SKU code) shows on the matrix cell. Phone width too.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminSignIn, fillTwoByTwoGood, saveGood } from './admin.ts';
import { baseUrl, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';

describe('admin goods', () => {
  const b = useBrowser();
  const good = async (id: number) =>
    (await fetch(`${baseUrl}/v1/good/${id}`, { headers: { lang: 'en' } })).json() as Promise<{
      code: number;
      data: {
        name: string;
        price: number;
        price_max: number;
        images: string[];
        good_sku: { name: string; price: number; stock: number }[];
      };
    }>;

  it('creates a 2 x 2 good in the form; the storefront has it at once; the list takes it off shelf', async () => {
    const { page, consoleErrors } = await openPage(b.browser);
    await adminSignIn(page);
    const name = `E2E 衬衫 ${Date.now()}`;
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: 'teal' } })
      .png()
      .toBuffer();
    await fillTwoByTwoGood(page, { name, enName: 'E2E Shirt', price: '99.5', stock: '12', image: png });
    await page.getByLabel('价格 蓝色 / M').fill('120');
    expect(await page.getByLabel('SKU 编码 红色 / S').inputValue()).toBe('E2E-SHIRT-RED-S');
    const unique = `E2E-${Date.now()}`;
    for (const [i, combo] of ['红色 / S', '红色 / M', '蓝色 / S', '蓝色 / M'].entries()) {
      await page.getByLabel(`SKU 编码 ${combo}`).fill(`${unique}-${i}`);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    const id = await saveGood(page);
    const shop = await good(id);
    expect(shop.code).toBe(200);
    expect(shop.data.name).toBe('E2E Shirt');
    expect([shop.data.price, shop.data.price_max]).toEqual([9950, 12000]);
    expect(shop.data.images).toHaveLength(1);
    expect(shop.data.good_sku.map((s) => [s.name, s.price, s.stock])).toEqual([
      ['Red / S', 9950, 12],
      ['Red / M', 9950, 12],
      ['Blue / S', 9950, 12],
      ['Blue / M', 12000, 12],
    ]);

    // Edit: a stock change saves and shows at once.
    await page.getByLabel('库存 红色 / M').fill('3');
    await page.locator('button[type=submit]').click();
    await expect.poll(async () => (await good(id)).data.good_sku[1].stock).toBe(3);

    // The list finds it by name and takes it off shelf: the storefront answers 404.
    await page.goto(`/admin/goods?keyword=${encodeURIComponent(name)}`);
    // Bulk edit from the list: the row selected, stock 7 for all its SKUs.
    await page.getByRole('checkbox', { name }).check();
    await page.getByRole('button', { name: '批量改价/库存' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel(/库存 /).count()).toBe(4);
    await dialog.getByLabel('统一库存').fill('7');
    await dialog.getByRole('button', { name: '库存应用到全部' }).click();
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(async () => (await good(id)).data.good_sku.map((s) => s.stock)).toEqual([7, 7, 7, 7]);
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('switch', { name: `上架 ${name}` }).click();
    await expect.poll(async () => (await good(id)).code).toBe(404);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The low-stock list (badges) reads well too.
    await page.goto('/admin/goods?low_stock=true');
    await page.locator('.ant-table-row').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('shows a SKU code taken by another good on its cell, in English, at phone width', async () => {
    const { page, context } = await openPage(b.browser, { viewport: PHONE, locale: 'en-US' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl }]);
    await adminSignIn(page);
    // A seeded good's first SKU code.
    const seeded = (await (await fetch(`${baseUrl}/v1/good/1`, { headers: { lang: 'en' } })).json()).data;
    const taken = seeded.good_sku[0].code as string;
    await page.goto('/admin/goods/new');
    await page.getByLabel('Name (中文)').fill(`E2E 重复 ${Date.now()}`);
    await page.getByLabel('Price Default').fill('10');
    await page.getByLabel('Stock Default').fill('1');
    await page.getByLabel('SKU code Default').fill(taken);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const message = `SKU code "${taken}" is already used by another good`;
    await expect.poll(() => page.locator('.ant-alert').textContent()).toContain(message);
    await expect.poll(() => page.locator('.ant-form-item-explain-error').allInnerTexts()).toContain(message);
    expect(new URL(page.url()).pathname).toBe('/admin/goods/new');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
