// After purchase, end to end: a customer pays an order on the demo gateway -> staff
// ship it and add a tracking event through the admin API -> the customer sees the
// tracking timeline -> confirms receipt -> applies for a refund and return with two
// photos -> withdraws the request -> the order is received again.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminCall, storefrontCall as call, GUANGZHOU_ADDRESS } from './api.ts';
import { baseUrl, DESKTOP, openPage, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

const png = (background: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();

describe('after purchase', () => {
  const b = useBrowser();

  it('paid -> shipped by staff -> tracking -> receipt confirmed -> return requested and withdrawn', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    await signIn(context, newEmail('after-purchase'));
    const { list } = await call<{ list: { id: number }[] }>(context, 'GET', '/v1/good/list?page_size=5');
    const good = await call<{ good_sku: { id: number; stock: number }[] }>(context, 'GET', `/v1/good/${list[0]!.id}`);
    const sku = good.good_sku.find((s) => s.stock > 2)!;
    const address = await call<{ id: number }>(context, 'POST', '/v1/useraddress', GUANGZHOU_ADDRESS);
    const order = await call<{ id: number }>(context, 'POST', '/v2/order', {
      items: [{ sku_id: sku.id, quantity: 2 }],
      address_id: address.id,
    });

    // Pay on the demo gateway's page.
    const started = await call<{ redirect_url: string }>(context, 'POST', '/v1/pay', {
      order_id: order.id,
      provider: 'demo',
    });
    await page.goto(started.redirect_url);
    await page.getByTestId('demo-pay').click();
    await page.waitForURL(/\/result\/success/, { timeout: 20_000 });

    // Staff ship it and add an event.
    const shipment = await adminCall<{ id: number }>('POST', `/v1/admin/orders/${order.id}/ship`, {
      carrier: 'ems',
      tracking_no: 'EE123456789CN',
    });
    await adminCall('POST', `/v1/admin/shipments/${shipment.id}/events`, {
      time: new Date().toISOString(),
      description: '快件已到达广州转运中心',
      location: '广州',
      status: 'in_transit',
    });

    // The customer sees the timeline and confirms receipt.
    await page.goto(`/my/order/${order.id}`);
    await expect.poll(() => page.getByTestId('tracking-number').textContent()).toBe('EE123456789CN');
    expect(await page.getByTestId('tracking-events').textContent()).toContain('快件已到达广州转运中心');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('order-confirm-receipt').click();
    const prompt = page.getByRole('dialog', { name: '确认收货' });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    await prompt.getByRole('button', { name: '确认收货', exact: true }).click();
    await expect.poll(() => page.getByTestId('order-status-name').textContent()).toBe('已收货');

    // A refund and return with two photos, then withdrawn.
    await page.getByTestId('after-sale-entry').click();
    await page.waitForURL(new RegExp(`/my/order/${order.id}/after-sale$`));
    const form = page.getByTestId('after-sale-apply');
    await expect.poll(() => form.isVisible()).toBe(true);
    await page.getByTestId('after-sale-type-20').check();
    await page.getByTestId('after-sale-reason').selectOption('damaged');
    await form.locator('input[type="file"]').setInputFiles([
      { name: 'lid.png', mimeType: 'image/png', buffer: await png('#f97316') },
      { name: 'box.png', mimeType: 'image/png', buffer: await png('#0ea5e9') },
    ]);
    await expect.poll(() => form.locator('[data-testid="upload-item"][data-status="success"]').count()).toBe(2);
    await page.getByTestId('after-sale-submit').click();
    await expect.poll(() => page.getByTestId('after-sale-request').isVisible()).toBe(true);
    expect((await call<{ status: number }>(context, 'GET', `/v1/order/${order.id}`)).status).toBe(40);
    await page.getByTestId('after-sale-cancel').click();
    const withdraw = page.getByRole('dialog', { name: '撤销申请' });
    await expect.poll(() => withdraw.isVisible()).toBe(true);
    await withdraw.getByRole('button', { name: '撤销申请', exact: true }).click();
    await expect
      .poll(async () => (await call<{ status: number }>(context, 'GET', `/v1/order/${order.id}`)).status)
      .toBe(30);
    await page.goto(`/my/order/${order.id}`);
    await expect.poll(() => page.getByTestId('order-status-name').textContent()).toBe('已收货');
    expect(consoleErrors).toEqual([]);
  });
});
