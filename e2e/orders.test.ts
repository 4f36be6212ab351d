// "My orders" in a real browser: orders placed through the API, the list from the
// account menu with its tab counts and cards, the detail, cancelling after the prompt
// ('Canceled Successfully'), an order paid on the demo gateway under "pending
// shipment", the tab kept across a reload, the empty state, loading more.
// Chinese on desktop, English on a phone; axe on every state; no console errors.
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GoodCard, GoodDetail } from '../src/domain/catalog/catalog.ts';
import { GUANGZHOU_ADDRESS } from './api.ts';
import { baseUrl, DESKTOP, openAccountMenu, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

/** Calls the API as the signed-in browser does: cookies plus the anti-forgery header. */
async function apiClient(context: BrowserContext) {
  const request: APIRequestContext = context.request;
  const csrf = (await request.get('/v1/csrf')).headers()['x-csrf-token'] ?? '';
  const headers = { 'x-csrf-token': csrf, origin: baseUrl, lang: 'zh-cn' };
  return async <T>(method: 'GET' | 'POST', path: string, data?: object): Promise<T> => {
    const res = await request.fetch(path, { method, headers, data });
    const body = await res.json();
    expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
    return body.data as T;
  };
}

/** A customer with an address and `count` unpaid orders (one piece each), newest last. */
async function customerWithOrders(context: BrowserContext, tag: string, count: number) {
  await signIn(context, newEmail(tag));
  const api = await apiClient(context);
  const address = await api<{ id: number }>('POST', '/v1/useraddress', { ...GUANGZHOU_ADDRESS, postal_code: '510000' });
  const { list } = await api<{ list: GoodCard[] }>('GET', '/v1/good/list?page_size=20');
  const skus: number[] = [];
  for (const card of list) {
    const good = await api<GoodDetail>('GET', `/v1/good/${card.id}`);
    const sku = good.good_sku.find((s) => s.stock > 10);
    if (sku) skus.push(sku.id);
    if (skus.length === 2) break;
  }
  const orders: { id: number; order_no: string }[] = [];
  for (let i = 0; i < count; i++) {
    orders.push(
      await api('POST', '/v2/order', { items: [{ sku_id: skus[i % 2], quantity: 1 }], address_id: address.id }),
    );
  }
  return { api, orders };
}

const cards = (page: Page) => page.getByTestId('order-card');
const card = (page: Page, orderNo: string) => cards(page).filter({ hasText: orderNo });
const tabCount = (page: Page, tab: string) =>
  page.getByTestId(`order-tab-${tab}`).getByTestId('order-tab-count').locator('[aria-hidden]').textContent();

describe('my orders', () => {
  const b = useBrowser();

  it('lists, cancels after the prompt and shows a paid order under pending shipment (Chinese, desktop)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    const { api, orders } = await customerWithOrders(context, 'orders-desktop', 2);
    const [first, second] = orders as [(typeof orders)[0], (typeof orders)[0]];

    await page.goto('/');
    await openAccountMenu(page, 'menu-orders');
    await page.waitForURL('**/my/order');
    await expect.poll(() => page.locator('h1').textContent()).toBe('我的订单');
    expect(await page.getByTestId('order-tab-all').getAttribute('aria-current')).toBe('page');
    expect(await tabCount(page, 'all')).toBe('2');
    expect(await tabCount(page, 'pending_payment')).toBe('2');
    expect(await page.getByTestId('order-tab-pending_shipment').getByTestId('order-tab-count').count()).toBe(0);
    expect(await cards(page).count()).toBe(2);
    // Newest first, with number, status, pieces and total.
    expect(await cards(page).first().getByTestId('order-no').textContent()).toBe(second.order_no);
    const shown = card(page, first.order_no);
    expect(await shown.getByTestId('order-status').textContent()).toBe('待付款');
    expect(await shown.getByTestId('order-item-count').textContent()).toBe('共 1 件商品');
    expect(await shown.getByTestId('order-pay').getAttribute('href')).toBe(`/order/pay?order_id=${first.id}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The detail: status with the countdown, address with the masked phone.
    await shown.getByTestId('order-view').click();
    await page.waitForURL(`**/my/order/${first.id}`);
    await expect.poll(() => page.getByTestId('order-status-name').textContent()).toBe('待付款');
    await expect.poll(() => page.getByTestId('order-countdown').textContent()).toMatch(/剩余支付时间 \d\d:\d\d/);
    expect(await page.getByTestId('order-address-phone').textContent()).toBe('138****8000');
    expect(await page.getByTestId('order-detail-no').textContent()).toBe(first.order_no);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Cancel after the prompt.
    await page.getByTestId('order-cancel').click();
    const prompt = page.getByRole('dialog', { name: '取消订单' });
    await expect.poll(() => prompt.getByText('确定要取消这个订单吗？').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The buttons name their action (#37).
    expect(await prompt.getByRole('button', { name: '暂不取消', exact: true }).isVisible()).toBe(true);
    await prompt.getByRole('button', { name: '取消订单', exact: true }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: '取消成功' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('order-status-name').textContent()).toBe('已取消');
    expect(await page.getByTestId('order-cancel').count()).toBe(0);
    expect(await page.getByTestId('order-pay').count()).toBe(0);

    // The second order paid on the demo gateway.
    const started = await api<{ redirect_url: string }>('POST', '/v1/pay', { order_id: second.id, provider: 'demo' });
    await page.goto(started.redirect_url);
    await page.getByTestId('demo-pay').click();
    await page.waitForURL(/\/result\/success/, { timeout: 20_000 });

    await page.goto('/my/order');
    await page.getByTestId('order-tab-pending_shipment').click();
    await page.waitForURL('**/my/order?tab=pending_shipment');
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await card(page, second.order_no).getByTestId('order-status').textContent()).toBe('待发货');
    expect(await card(page, second.order_no).getByTestId('order-pay').count()).toBe(0);
    expect(await page.getByTestId('order-tab-pending_shipment').getAttribute('aria-current')).toBe('page');
    expect(await tabCount(page, 'pending_shipment')).toBe('1');
    expect(await page.getByTestId('order-tab-pending_payment').getByTestId('order-tab-count').count()).toBe(0);
    // The tab survives a reload.
    await page.reload();
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await page.getByTestId('order-tab-pending_shipment').getAttribute('aria-current')).toBe('page');

    // A tab with nothing.
    await page.getByTestId('order-tab-after_sales').click();
    await expect.poll(() => page.getByTestId('orders-empty').isVisible()).toBe(true);
    expect(await page.getByText('没有找到您的订单').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Back returns to the previous tab.
    await page.goBack();
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it('loads more on scroll, shows the empty state and cancels (English, phone)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: PHONE, locale: 'en-US' });
    const { orders } = await customerWithOrders(context, 'orders-phone', 12);
    const newest = orders.at(-1)!;

    await page.goto('/en/my/order');
    await expect.poll(() => page.locator('h1').textContent()).toBe('My orders');
    expect(await tabCount(page, 'pending_payment')).toBe('12');
    expect(await cards(page).count()).toBe(10);
    // Nothing wider than the phone (the tab strip scrolls on its own).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Keyboard users have a button; reaching it (or scrolling there) loads the rest.
    const more = page.getByTestId('orders-load-more');
    expect(await more.textContent()).toBe('Load more orders');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards(page).count()).toBe(12);
    await expect.poll(() => page.getByText('That is everything').isVisible()).toBe(true);

    // The empty state of the spec, in English.
    await page.getByTestId('order-tab-pending_receipt').click();
    await expect.poll(() => page.getByText('Cannot find your order').isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Cancel the newest order from its page.
    await page.goto(`/en/my/order/${newest.id}`);
    await expect.poll(() => page.getByTestId('order-status-name').textContent()).toBe('pending payment');
    expect(await page.getByTestId('order-pay').getAttribute('href')).toBe(`/en/order/pay?order_id=${newest.id}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId('order-cancel').click();
    await page
      .getByRole('dialog', { name: 'Cancel order' })
      .getByRole('button', { name: 'Cancel order', exact: true })
      .click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Canceled Successfully' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByTestId('order-status-name').textContent()).toBe('order cancelled');

    await page.getByTestId('order-back').click();
    await page.waitForURL('**/en/my/order');
    await expect.poll(() => tabCount(page, 'pending_payment')).toBe('11');
    expect(await card(page, newest.order_no).getByTestId('order-status').textContent()).toBe('order cancelled');
    expect(consoleErrors).toEqual([]);
  });

  it('sends a visitor home with the login dialog', async () => {
    const { page, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    await page.goto('/my/order?tab=pending_payment');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(consoleErrors).toEqual([]);
  });
});
