// Checkout in a real browser: buy now -> an address added with the area cascader ->
// the demo coupon -> place the order -> pay on the demo gateway -> the success page ->
// the order waits for shipment. And a visitor's cart merged at login, checked out.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GoodCard, GoodDetail } from '../src/domain/catalog/catalog.ts';
import { GUANGZHOU_ADDRESS, storefrontCall } from './api.ts';
import { DESKTOP, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

async function api<T>(context: BrowserContext, path: string): Promise<T> {
  const res = await context.request.get(path, { headers: { lang: 'zh-cn' } });
  return (await res.json()).data as T;
}

/** A good with a SKU in stock worth at least `minPrice` (minor units), and that SKU. */
async function goodToBuy(context: BrowserContext, minPrice: number) {
  const { list } = await api<{ list: GoodCard[] }>(context, '/v1/good/list?page_size=100&sort=price_desc');
  for (const card of list) {
    const good = await api<GoodDetail>(context, `/v1/good/${card.id}`);
    const sku = good.good_sku.find((s) => s.stock > 3 && s.price >= minPrice);
    if (sku) return { good, sku };
  }
  throw new Error('no good to buy');
}

async function orderStatus(context: BrowserContext, orderId: string) {
  return (await api<{ status: number }>(context, `/v1/order/${orderId}`)).status;
}

async function addAddressThroughCascader(page: Page) {
  await page.getByTestId('add-address').click();
  const form = page.getByTestId('address-form');
  await form.getByTestId('address-region-button').click();
  await page.getByRole('option', { name: '中国', exact: true }).click();
  await page.getByRole('option', { name: '广东省', exact: true }).click();
  await page.getByRole('option', { name: '广州市', exact: true }).click();
  await expect.poll(() => form.getByTestId('address-region-button').textContent()).toBe('中国 / 广东省 / 广州市');
  await form.getByTestId('address-address').fill('天河区体育西路 100 号');
  await form.getByTestId('address-contact').fill('李雷');
  await form.getByTestId('address-phone').fill('13800138000');
  await form.getByTestId('address-postal_code').fill('510000');
  await page.getByTestId('address-save').click();
  await expect.poll(() => page.getByTestId('address-form').count()).toBe(0);
}

describe('checkout', () => {
  const b = useBrowser();

  it('buy now -> address -> coupon -> order -> demo payment -> success -> pending shipment', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    await signIn(context, newEmail('checkout'));
    const { good, sku } = await goodToBuy(context, 10_000);
    await page.goto(`/product/${good.id}`);
    for (const [axis, value] of Object.entries(sku.properties)) {
      const option = page.getByTestId(`option-${axis}-${value}`);
      if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
    }
    await page.getByTestId('buy-now').click();
    await page.waitForURL(/\/order\/confirm_order\?sku_id=/);

    await addAddressThroughCascader(page);
    expect(await page.getByTestId('address-card').textContent()).toContain('李雷');
    // Mainland parcels: ¥8 first item, free from ¥99 (after the discount) unless the good ships free anyway.
    await page.getByTestId('coupon-input').fill('welcome10');
    await page.getByTestId('coupon-apply').click();
    await expect.poll(() => page.getByTestId('coupon-status').textContent()).toContain('WELCOME10');
    const discount = Math.floor(sku.price / 10);
    await expect
      .poll(() => page.getByTestId('amount-discount').textContent())
      .toBe(`−￥${(discount / 100).toFixed(2)}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order\/pay\?order_id=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('order_id')!;
    await expect.poll(() => page.getByTestId('pay-deadline').textContent()).toMatch(/剩余 \d\d:\d\d/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('pay-method-demo').check();
    await page.getByTestId('pay-now').click();
    await page.waitForURL(/\/pay\/demo\//);
    await page.getByTestId('demo-pay').click();
    await page.waitForURL(/\/result\/success\?order_id=\d+/, { timeout: 20_000 });
    // The URL changes before the page has rendered: wait for it.
    await expect.poll(() => page.getByTestId('result-success').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await orderStatus(context, orderId)).toBe(10);
    await page.getByTestId('result-view-order').click();
    await page.waitForURL(new RegExp(`/my/order/${orderId}$`));
    await expect.poll(() => page.getByTestId('order-status-name').textContent()).toBe('待发货');
    expect(consoleErrors).toEqual([]);
  });

  it("a visitor's cart is merged at login and checked out on a phone", async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: PHONE });
    const first = await goodToBuy(context, 1);
    const second = await goodToBuy(context, first.sku.price + 1).catch(() => goodToBuy(context, 1));
    const skus = [...new Set([first.sku.id, second.sku.id])];
    await page.goto('/');
    await page.evaluate(
      (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
      skus.map((sku_id) => ({ sku_id, quantity: 1, selected: true })),
    );
    const email = newEmail('cart-checkout');
    await signIn(context, email);
    await page.goto('/cart');
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(skus.length);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    await page.getByTestId('checkout').filter({ visible: true }).click();
    await page.waitForURL(/\/order\/confirm_order\?items=.*from=cart/);
    await expect.poll(() => page.getByTestId('order-line').count()).toBe(skus.length);
    await addAddressThroughCascader(page);
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order\/pay\?order_id=\d+$/);
    // The ordered lines left the cart.
    const cart = await api<{ lines: unknown[] }>(context, '/v1/cart');
    expect(cart.lines).toHaveLength(0);
    expect(consoleErrors).toEqual([]);
  });

  it('the confirm page asks for one price preview per change of its inputs, however long it stays open', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP, locale: 'en-US' });
    await signIn(context, newEmail('preview-count'));
    await storefrontCall(context, 'POST', '/v1/useraddress', GUANGZHOU_ADDRESS);
    const { sku } = await goodToBuy(context, 10_000);
    let previews = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/v2/order/confirm') previews++;
    });
    await page.goto(`/en/order/confirm_order?sku_id=${sku.id}&quantity=1`);
    await hydrated(page);
    await expect.poll(() => page.getByTestId('order-line').count()).toBe(1);
    // Left open: the count must not grow while nothing changes. The page came priced
    // from the server (it works without JavaScript), so the browser asked for none yet.
    await page.waitForTimeout(3_000);
    expect(previews).toBe(0);
    await page.getByTestId('coupon-input').fill('welcome10');
    await page.getByTestId('coupon-apply').click();
    await expect.poll(() => page.getByTestId('coupon-status').textContent()).toContain('WELCOME10');
    await page.waitForTimeout(2_000);
    expect(previews).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
});
