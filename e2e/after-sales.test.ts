// After-sale service in a real browser, on a desktop in Chinese and on a phone in
// English: a customer with a received order (placed and paid through the API, shipped
// through the admin API, receipt confirmed) opens the order's after-sale page, applies for a refund
// and return with two photos uploaded through the widget, sees the pending request,
// withdraws it after the prompt, and the order is back to received.
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AfterSaleListPage } from '../src/domain/after-sales/after-sales.ts';
import { adminCall, storefrontCall as call } from './api.ts';
import { baseUrl, DESKTOP, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

const png = (background: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();

describe('after-sale service', () => {
  const b = useBrowser();

  /** An order of two pieces, paid on the demo gateway, shipped by staff and received. */
  async function receivedOrder(context: BrowserContext): Promise<number> {
    const { list } = await call<{ list: { id: number }[] }>(context, 'GET', '/v1/good/list?page_size=10');
    let skuId = 0;
    for (const g of list) {
      const good = await call<{ good_sku: { id: number; stock: number }[] }>(context, 'GET', `/v1/good/${g.id}`);
      skuId = good.good_sku.find((s) => s.stock > 5)?.id ?? 0;
      if (skuId) break;
    }
    const address = await call<{ id: number }>(context, 'POST', '/v1/useraddress', {
      country: 'US',
      province: 'California',
      city: 'San Francisco',
      address: '1 Market St, Suite 200',
      contact: 'Alex Doe',
      phone: '+14155550100',
      postal_code: '94105',
      is_default: true,
    });
    const order = await call<{ id: number }>(context, 'POST', '/v2/order', {
      items: [{ sku_id: skuId, quantity: 2 }],
      address_id: address.id,
    });
    const started = await call<{ redirect_url: string }>(context, 'POST', '/v1/pay', {
      order_id: order.id,
      provider: 'demo',
    });
    const gateway = new URL(started.redirect_url);
    await context.request.post(gateway.pathname + gateway.search, { form: { decision: 'pay' }, maxRedirects: 0 });
    await expect
      .poll(async () => (await call<{ status: number }>(context, 'GET', `/v1/order/${order.id}`)).status)
      .toBe(10);
    await adminCall('POST', `/v1/admin/orders/${order.id}/ship`, {
      carrier: 'ems',
      tracking_no: `EE${String(order.id).padStart(9, '0')}CN`,
    });
    await call(context, 'PUT', `/v1/order/confirm/${order.id}`);
    return order.id;
  }

  const journeys = [
    { name: 'desktop, Chinese', viewport: DESKTOP, prefix: '', withdraw: '撤销申请', confirm: '撤销申请' },
    {
      name: 'phone, English',
      viewport: PHONE,
      prefix: '/en',
      withdraw: 'Withdraw request',
      confirm: 'Withdraw request',
    },
  ];

  for (const j of journeys) {
    it(`applies for a return with two photos, withdraws it, and the order is received again (${j.name})`, async () => {
      const { page, context, consoleErrors } = await openPage(b.browser, { viewport: j.viewport });
      await signIn(context, newEmail('after-sale'));
      const orderId = await receivedOrder(context);

      await page.goto(`${j.prefix}/my/order/${orderId}/after-sale`);
      const form = page.getByTestId('after-sale-apply');
      await expect.poll(() => form.isVisible()).toBe(true);
      expect(await page.getByTestId('after-sale-order-no').textContent()).toMatch(/^\d+$/);
      await page.getByTestId('after-sale-type-20').check();
      expect(await page.getByTestId('after-sale-line-check').isChecked()).toBe(true);
      await page.getByTestId('after-sale-reason').selectOption('damaged');
      await page.getByTestId('after-sale-details').fill('Both arrived with a cracked lid.');
      await form.locator('input[type="file"]').setInputFiles([
        { name: 'lid.png', mimeType: 'image/png', buffer: await png('#f97316') },
        { name: 'box.png', mimeType: 'image/png', buffer: await png('#0ea5e9') },
      ]);
      await expect.poll(() => form.locator('[data-testid="upload-item"][data-status="success"]').count()).toBe(2);
      await expect.poll(() => page.getByTestId('after-sale-estimate').textContent()).toMatch(/[￥¥]\d/);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByTestId('after-sale-submit').click();
      const request = page.getByTestId('after-sale-request');
      await expect.poll(() => request.isVisible()).toBe(true);
      await expect.poll(() => request.getByTestId('after-sale-status').textContent()).toMatch(/^(待处理|pending)$/);
      expect(await request.getByRole('img', { name: /图片|photo/i }).count()).toBe(2);
      const mine = await call<AfterSaleListPage>(context, 'GET', '/v1/order/afterSaleList');
      expect(mine.list[0]).toMatchObject({ order_id: orderId, type: 20, status: 1 });
      expect(mine.list[0]!.images).toHaveLength(2);
      expect((await call<{ status: number }>(context, 'GET', `/v1/order/${orderId}`)).status).toBe(40);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByTestId('after-sale-cancel').click();
      const prompt = page.getByRole('dialog', { name: j.withdraw });
      await expect.poll(() => prompt.isVisible()).toBe(true);
      await prompt.getByRole('button', { name: j.confirm, exact: true }).click();
      // The form is back for a new request; the withdrawn one is listed below it.
      await expect.poll(() => form.isVisible()).toBe(true);
      await expect
        .poll(() => page.getByTestId('after-sale-request').getByTestId('after-sale-status').textContent())
        .toMatch(/^(已取消|cancelled)$/);
      expect((await call<{ status: number }>(context, 'GET', `/v1/order/${orderId}`)).status).toBe(30);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  it('sends a visitor home with the login dialog open, to come back after signing in', async () => {
    const { page } = await openPage(b.browser);
    await page.goto('/my/order/12/after-sale');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('dialog', { name: '登录后浏览更多内容' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('login-return'))).toBe('/my/order/12/after-sale');
  });
});
