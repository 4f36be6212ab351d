// The shop run from the admin area, end to end (issue #7): the owner creates a good with
// 2 x 2 variants and an image in the admin -> it shows on the storefront -> a customer
// buys a variant and pays -> staff ship it in the admin -> the customer sees the
// tracking -> the customer asks for a refund and return -> staff approve, receive the
// parcel and refund in the admin -> the order shows refunded (41) and the stock is back.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminSignIn, confirmIn, fillTwoByTwoGood, saveGood } from './admin.ts';
import { storefrontCall as call, GUANGZHOU_ADDRESS } from './api.ts';
import { animationsSettled, DESKTOP, hydrated, openPage, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

interface ShopGood {
  name: string;
  good_sku: { id: number; name: string; stock: number; properties: Record<string, string> }[];
}

describe('admin journey', () => {
  const b = useBrowser();

  it('create a 2 x 2 good -> bought -> shipped -> tracked -> refunded after return (41), stock back', async () => {
    const staff = await openPage(b.browser, { viewport: DESKTOP });
    const shopper = await openPage(b.browser, { viewport: DESKTOP });
    const admin = staff.page;
    const page = shopper.page;

    // The owner creates the good.
    await adminSignIn(admin);
    const name = `旅行水杯 ${Date.now()}`;
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    await fillTwoByTwoGood(admin, { name, enName: 'Travel Cup', price: '68', stock: '5', image });
    const goodId = await saveGood(admin);

    // It shows on the storefront; the customer picks 蓝色 / M and buys one.
    await signIn(shopper.context, newEmail('admin-journey'));
    await call(shopper.context, 'POST', '/v1/useraddress', GUANGZHOU_ADDRESS);
    const good = await call<ShopGood>(shopper.context, 'GET', `/v1/good/${goodId}`);
    const sku = good.good_sku.find((s) => s.name === '蓝色 / M')!;
    expect(sku.stock).toBe(5);
    await page.goto(`/product/${goodId}`);
    expect(await page.locator('h1').innerText()).toBe(name);
    for (const [axis, value] of Object.entries(sku.properties)) {
      const option = page.getByTestId(`option-${axis}-${value}`);
      if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
    }
    await page.getByTestId('buy-now').click();
    await page.waitForURL(/\/order\/confirm_order\?sku_id=/);
    await expect.poll(() => page.getByTestId('address-card').textContent()).toContain('李雷');
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order\/pay\?order_id=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    await page.getByTestId('pay-method-demo').check();
    await page.getByTestId('pay-now').click();
    await page.waitForURL(/\/pay\/demo\//);
    await page.getByTestId('demo-pay').click();
    await page.waitForURL(/\/result\/success/, { timeout: 20_000 });
    const stockAfterSale = async () =>
      (await call<ShopGood>(shopper.context, 'GET', `/v1/good/${goodId}`)).good_sku.find((s) => s.id === sku.id)!.stock;
    // The storefront's catalog reads are cached for up to 2 s: the taken unit shows soon after.
    await expect.poll(stockAfterSale, { timeout: 15_000 }).toBe(4);

    // Staff ship it from the order page.
    await admin.goto(`/admin/orders/${orderId}`);
    await admin.getByRole('button', { name: '发货', exact: true }).click();
    const ship = admin.getByRole('dialog');
    await ship.getByLabel('快递公司').waitFor();
    await animationsSettled(admin);
    await ship.getByLabel('快递公司').click();
    await admin.keyboard.type('EMS');
    await admin.keyboard.press('Enter');
    await ship.getByLabel('运单号').fill('EE987654321CN');
    await confirmIn(admin, '确认发货');
    await expect.poll(() => admin.locator('main').textContent()).toContain('EE987654321CN');

    // The customer sees the parcel and asks for a refund and return.
    await page.goto(`/my/order/${orderId}`);
    await expect.poll(() => page.getByTestId('tracking-number').textContent()).toBe('EE987654321CN');
    await expect.poll(() => page.getByTestId('order-status-name').textContent()).toBe('待收货');
    await page.getByTestId('after-sale-entry').click();
    await page.waitForURL(new RegExp(`/my/order/${orderId}/after-sale$`));
    // Filled in once hydrated: a form sent before is held and sent again on hydration, but
    // on a loaded CI machine hydration can take longer than the hold (NATIVE_AFTER_MS),
    // and the form is then sent as a plain GET. The held input is tested in its own suite.
    await hydrated(page);
    await page.getByTestId('after-sale-type-20').check();
    await page.getByTestId('after-sale-reason').selectOption('size_not_fit');
    await page.getByTestId('after-sale-submit').click();
    await expect.poll(() => page.getByTestId('after-sale-request').isVisible(), { timeout: 20_000 }).toBe(true);

    // Staff find it in the queue and approve it.
    await admin.goto('/admin/after-sales');
    const orderNo = (await call<{ order_no: string }>(shopper.context, 'GET', `/v1/order/${orderId}`)).order_no;
    await admin
      .getByRole('row', { name: new RegExp(orderNo) })
      .getByRole('link', { name: /^#\d+$/ })
      .click();
    await admin.waitForURL(/\/admin\/after-sales\/\d+$/);
    await admin.getByRole('button', { name: '同意', exact: true }).click();
    await confirmIn(admin, '同意');
    await expect.poll(() => admin.getByRole('button', { name: '确认收到退货' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(admin)).toEqual([]);

    // The customer sends the parcel back and says so.
    await page.reload();
    await hydrated(page);
    const parcel = page.getByTestId('after-sale-return-form');
    await expect.poll(() => parcel.isVisible()).toBe(true);
    await parcel.getByTestId('after-sale-carrier').selectOption('yuantong');
    await parcel.getByTestId('after-sale-tracking-no').fill('YT1234567890');
    await parcel.getByTestId('after-sale-return-save').click();
    await expect.poll(() => page.getByTestId('after-sale-request').textContent()).toContain('YT1234567890');

    // Staff receive it (stock comes back) and refund through the provider.
    await admin.reload();
    await expect.poll(() => admin.locator('main').textContent()).toContain('YT1234567890');
    await admin.getByRole('button', { name: '确认收到退货' }).click();
    await confirmIn(admin, '确认收到退货');
    await expect.poll(stockAfterSale, { timeout: 15_000 }).toBe(5);
    await admin.getByRole('button', { name: '退款', exact: true }).click();
    await confirmIn(admin, '退款');

    await expect
      .poll(async () => (await call<{ status: number }>(shopper.context, 'GET', `/v1/order/${orderId}`)).status)
      .toBe(41);
    await page.goto(`/my/order/${orderId}`);
    await expect.poll(() => page.getByTestId('order-status-name').textContent()).toBe('已退款');
    await expect.poll(stockAfterSale, { timeout: 15_000 }).toBe(5);
    expect(staff.consoleErrors).toEqual([]);
    expect(shopper.consoleErrors).toEqual([]);
  });
});
