// Shopping in one's own currency in a real browser (issue #21), in both languages: the
// owner offers USD; a shopper switches to it in the header, sees dollars on the product
// page, the confirm page and the pay page, pays on the demo gateway in USD; the order
// keeps its USD total and rate when the owner changes the rate; a refund goes back in
// USD; the admin order page shows the charge and its yuan equivalent. In English a
// browser in the US lands in dollars, yuan reads CN¥, and a rate moved between confirm
// and place asks to confirm the new total. Screenshots: /tmp/currency-product-*.png.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodCard, GoodDetail } from '../src/domain/catalog/catalog.ts';
import { formatPrice } from '../src/domain/money/money.ts';
import { DEMO_CURRENCIES } from '../src/server/db/seed/currencies.ts';
import { adminSignIn } from './admin.ts';
import { adminCall, GUANGZHOU_ADDRESS, storefrontCall } from './api.ts';
import { DESKTOP, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

const usd = (rate: string, enabled = true) =>
  adminCall('PUT', '/v1/admin/currencies/USD', { rate, rounding_step: 1, rounding_ending: '', enabled, sort: 10 });
/** The demo's currencies (issue #40): every price on these pages is told apart among them. */
const ENABLED = ['CNY', ...DEMO_CURRENCIES.map((c) => c.code)];
const usdText = (minor: number, lang: 'zh-cn' | 'en' = 'zh-cn') =>
  formatPrice(minor, { unit: 'USD', lang, enabled: ENABLED });

async function read<T>(context: BrowserContext, path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await context.request.get(path, { headers: { lang: 'zh-cn', ...headers } });
  return (await res.json()).data as T;
}

/** A good with a SKU in stock, its detail read in `currency`. */
async function goodToBuy(context: BrowserContext, currency: string) {
  const { list } = await read<{ list: GoodCard[] }>(context, '/v1/good/list?page_size=50&sort=price_desc');
  for (const card of list) {
    const good = await read<GoodDetail>(context, `/v1/good/${card.id}`, { currency });
    const sku = good.good_sku.find((s) => s.stock > 3);
    if (sku) return { good, sku };
  }
  throw new Error('no good to buy');
}

async function chooseCurrency(page: Page, code: string) {
  await hydrated(page);
  // The page's own load is over first, so that the load waited for is the reload's.
  await page.waitForLoadState('load');
  await Promise.all([page.waitForEvent('load'), page.getByTestId('currency-switch').selectOption(code)]);
  await hydrated(page);
}

async function pickSku(page: Page, properties: Record<string, string>) {
  for (const [axis, value] of Object.entries(properties)) {
    const option = page.getByTestId(`option-${axis}-${value}`);
    if ((await option.getAttribute('aria-pressed')) !== 'true') await option.click();
  }
}

const productPrice = (page: Page) => page.locator('section[aria-labelledby="product-title"] .text-3xl').first();

describe('shopping in USD', () => {
  const b = useBrowser();
  beforeAll(async () => {
    await usd('0.14');
  });
  // The other journeys meet the demo's USD as seeded: give it back its rate and the feed afterwards.
  afterAll(async () => {
    const seeded = DEMO_CURRENCIES.find((c) => c.code === 'USD')!;
    await adminCall('PUT', '/v1/admin/currencies/USD', {
      rate: seeded.rate,
      rate_source: 'ecb',
      rounding_step: seeded.step,
      rounding_ending: seeded.ending,
      sort: 10,
    });
  });

  it('switches to USD, pays in USD, keeps the rate, refunds in USD, and the admin shows the yuan equivalent', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    await signIn(context, newEmail('currency'));
    await storefrontCall(context, 'POST', '/v1/useraddress', GUANGZHOU_ADDRESS);
    const { good, sku } = await goodToBuy(context, 'USD');
    expect(sku.currency).toBe('USD');

    await page.goto(`/product/${good.id}`);
    expect(await productPrice(page).textContent()).toMatch(/^￥/);
    await chooseCurrency(page, 'USD');
    expect(await page.getByTestId('currency-switch').inputValue()).toBe('USD');
    await pickSku(page, sku.properties);
    await expect.poll(() => productPrice(page).textContent()).toBe(usdText(sku.price));
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(JSON.stringify(ld)).toContain('"priceCurrency":"USD"');
    await page.screenshot({ path: '/tmp/currency-product-usd-1366.png', fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByTestId('buy-now').click();
    await page.waitForURL(/\/order\/confirm_order\?sku_id=/);
    // Among the demo's dollars a Chinese page names the US dollar (美元), never a bare $.
    await expect.poll(() => page.getByTestId('amount-total').textContent()).toMatch(/^[\d,.]+美元$/);
    expect(await page.getByTestId('amount-products').textContent()).toBe(usdText(sku.price));
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order\/pay\?order_id=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    const order = await read<{ currency: string; total_paid: number }>(context, `/v1/order/${orderId}`);
    expect(order.currency).toBe('USD');
    expect(await page.locator('main').textContent()).toContain(usdText(order.total_paid));
    await page.getByTestId('pay-method-demo').check();
    await page.getByTestId('pay-now').click();
    await page.waitForURL(/\/pay\/demo\//);
    expect(await page.locator('body').textContent()).toContain(formatPrice(order.total_paid, { unit: 'USD' }));
    await page.getByTestId('demo-pay').click();
    await page.waitForURL(/\/result\/success\?order_id=\d+/, { timeout: 20_000 });

    // The owner changes the rate: the order keeps its dollars and its rate.
    await usd('0.2');
    const after = await read<{ currency: string; total_paid: number; status: number }>(context, `/v1/order/${orderId}`);
    expect(after).toMatchObject({ currency: 'USD', total_paid: order.total_paid, status: 10 });

    // A refund goes back in dollars.
    const request = await storefrontCall<{ id: number }>(context, 'POST', `/v1/order/${orderId}/after-sale`, {
      type: 10,
      reason: 'damaged',
    });
    await adminCall('PUT', `/v1/admin/after-sales/${request.id}/approve`);
    await adminCall('PUT', `/v1/admin/after-sales/${request.id}/refund`);
    const detail = await adminCall<{
      rate: string;
      shop_currency: string;
      shop_amounts: { total_paid: number };
      refunds: { currency: string; amount: number }[];
    }>('GET', `/v1/admin/orders/${orderId}`);
    expect(detail).toMatchObject({ rate: '0.14', shop_currency: 'CNY' });
    expect(detail.refunds).toEqual([expect.objectContaining({ currency: 'USD', amount: order.total_paid })]);

    const staff = await context.newPage();
    await adminSignIn(staff);
    await staff.goto(`/admin/orders/${orderId}`);
    await expect
      .poll(() => staff.getByTestId('order-charged').textContent())
      .toBe(formatPrice(order.total_paid, { unit: 'USD' }));
    expect(await staff.getByTestId('order-shop-equivalent').textContent()).toBe(
      formatPrice(detail.shop_amounts.total_paid, { unit: 'CNY' }),
    );
    expect(await staff.locator('main').textContent()).toContain('1 CNY = 0.14 USD');
    // The owner's screens: the currency list with its rate, and the good's fixed prices per currency.
    await staff.goto('/admin/currencies');
    await expect.poll(() => staff.locator('tr', { hasText: 'USD' }).first().textContent()).toContain('0.2');
    await staff.screenshot({ path: '/tmp/currency-admin-currencies.png' });
    await staff.goto(`/admin/goods/${good.id}`);
    const card = staff.getByTestId('fixed-prices');
    await expect.poll(() => card.locator('th', { hasText: 'USD' }).count()).toBe(1);
    await card.scrollIntoViewIfNeeded();
    await staff.screenshot({ path: '/tmp/currency-admin-fixed-prices.png' });
    await usd('0.14');
    expect(consoleErrors).toEqual([]);
  });

  it('in English on a phone: dollars by the browser region, CN¥ for yuan, and a moved rate confirmed again', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: PHONE, locale: 'en-US' });
    await signIn(context, newEmail('currency-en'));
    await storefrontCall(context, 'POST', '/v1/useraddress', GUANGZHOU_ADDRESS);
    const { good, sku } = await goodToBuy(context, 'USD');

    // No choice made yet: a browser in the US sees dollars.
    await page.goto(`/en/product/${good.id}`);
    await hydrated(page);
    expect(await page.getByTestId('currency-switch').inputValue()).toBe('USD');
    await pickSku(page, sku.properties);
    await expect.poll(() => productPrice(page).textContent()).toBe(usdText(sku.price, 'en'));
    await page.screenshot({ path: '/tmp/currency-product-usd-390-en.png', fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Yuan on an English page is CN¥, never a bare ¥.
    await chooseCurrency(page, 'CNY');
    const yuan = await read<GoodDetail>(context, `/v1/good/${good.id}`, { currency: 'CNY' });
    const yuanSku = yuan.good_sku.find((s) => s.id === sku.id)!;
    await pickSku(page, sku.properties);
    await expect.poll(() => productPrice(page).textContent()).toBe(`CN¥${(yuanSku.price / 100).toFixed(2)}`);

    await chooseCurrency(page, 'USD');
    await page.goto(`/en/order/confirm_order?sku_id=${sku.id}&quantity=1`);
    await hydrated(page);
    await expect.poll(() => page.getByTestId('amount-products').textContent()).toBe(usdText(sku.price, 'en'));
    // The owner moves the rate while the shopper reads the total: placing asks to confirm the new one.
    await usd('0.15');
    await page.getByTestId('place-order').click();
    await expect.poll(() => page.getByTestId('rate-changed').textContent()).toContain('exchange rate was updated');
    const moved = await read<GoodDetail>(context, `/v1/good/${good.id}`, { currency: 'USD' });
    const movedSku = moved.good_sku.find((s) => s.id === sku.id)!;
    await expect.poll(() => page.getByTestId('amount-products').textContent()).toBe(usdText(movedSku.price, 'en'));
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/en\/order\/pay\?order_id=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    const order = await read<{ currency: string }>(context, `/v1/order/${orderId}`);
    expect(order.currency).toBe('USD');
    await usd('0.14');
    // The toast of the refused placement is an expected message, not an error of the page.
    expect(consoleErrors.filter((e) => !/409/.test(e))).toEqual([]);
  });
});
