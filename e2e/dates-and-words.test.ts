// Issue #37 items 4, 5 and 9 in a real browser. Dates: a shopper in New York and one in
// Tokyo reload the pay, order and orders pages with no console error (the server
// renders UTC, the browser switches to its own zone after hydrating: no React #418),
// and the pay page names the zone of its deadline. Words: "Total" before payment,
// "Total paid" only once paid, none of it paid for an order cancelled unpaid; the cancel
// prompt's buttons name their action. The demo gateway fits a 320 px phone and prints
// money as the shop does (CN¥ on English pages).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GoodCard, GoodDetail } from '../src/domain/catalog/catalog.ts';
import { GUANGZHOU_ADDRESS } from './api.ts';
import { baseUrl, DESKTOP, hydrated, openPage, PHONE, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

/** The storefront API as the signed-in browser calls it, in a language. */
async function apiClient(context: BrowserContext, lang: 'en' | 'zh-cn') {
  const csrf = (await context.request.get('/v1/csrf')).headers()['x-csrf-token'] ?? '';
  const headers = { 'x-csrf-token': csrf, origin: baseUrl, lang };
  return async <T>(method: 'GET' | 'POST', path: string, data?: object): Promise<T> => {
    const res = await context.request.fetch(path, { method, headers, data });
    const body = await res.json();
    expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
    return body.data as T;
  };
}

/** A signed-in customer with an address and `count` unpaid orders. */
async function customerWithOrders(context: BrowserContext, tag: string, count: number, lang: 'en' | 'zh-cn' = 'en') {
  await signIn(context, newEmail(tag));
  const api = await apiClient(context, lang);
  const address = await api<{ id: number }>('POST', '/v1/useraddress', { ...GUANGZHOU_ADDRESS, postal_code: '510000' });
  const { list } = await api<{ list: GoodCard[] }>('GET', '/v1/good/list?page_size=20');
  let sku: number | undefined;
  for (const card of list) {
    const good = await api<GoodDetail>('GET', `/v1/good/${card.id}`);
    sku = good.good_sku.find((s) => s.stock > 10)?.id;
    if (sku) break;
  }
  const orders: { id: number; order_no: string }[] = [];
  for (let i = 0; i < count; i++) {
    orders.push(await api('POST', '/v2/order', { items: [{ sku_id: sku, quantity: 1 }], address_id: address.id }));
  }
  return { api, orders };
}

/** Opens a page, waits for hydration, reloads it and waits again. */
async function loadTwice(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.reload();
  await hydrated(page);
}

const totalLabel = (page: Page) => page.getByTestId('amount-total-label').textContent();

describe('dates and times in the shopper’s zone', () => {
  const b = useBrowser();

  for (const zone of [
    { timezoneId: 'America/New_York', name: /GMT-[45]\b/ },
    { timezoneId: 'Asia/Tokyo', name: /GMT\+9\b/ },
  ]) {
    it(`hydrates the pay, order and orders pages without a mismatch in ${zone.timezoneId}`, async () => {
      const { page, context, consoleErrors } = await openPage(b.browser, {
        viewport: PHONE,
        locale: 'en-US',
        timezoneId: zone.timezoneId,
      });
      const { orders } = await customerWithOrders(context, 'tz', 1);
      const order = orders[0]!;

      for (const prefix of ['/en', '']) {
        await loadTwice(page, `${prefix}/order/pay?order_id=${order.id}`);
        // The deadline in the shopper's zone, the zone named.
        await expect.poll(() => page.getByTestId('pay-deadline').textContent()).toMatch(zone.name);
        await loadTwice(page, `${prefix}/my/order/${order.id}`);
        await expect.poll(() => page.getByTestId('order-countdown').isVisible()).toBe(true);
        await loadTwice(page, `${prefix}/my/order`);
        await expect.poll(() => page.getByTestId('order-card').count()).toBe(1);
      }
      // The order's time on its card: one English style, the shopper's clock.
      await page.goto('/en/my/order');
      await hydrated(page);
      const placed = await page.getByTestId('order-card').locator('time').first();
      const iso = (await placed.getAttribute('datetime'))!;
      const local = new Intl.DateTimeFormat('en-GB', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: zone.timezoneId,
      }).format(new Date(iso));
      await expect.poll(() => placed.textContent()).toBe(local);
      expect(consoleErrors).toEqual([]);
    });
  }
});

describe('words that say what happened', () => {
  const b = useBrowser();

  it('calls the total due before payment, paid once paid, and neither once cancelled unpaid (English)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP, locale: 'en-US' });
    const { api, orders } = await customerWithOrders(context, 'words-en', 3);
    const [toCancel, toFail, toPay] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];

    await page.goto(`/en/order/pay?order_id=${toCancel.id}`);
    await expect.poll(() => totalLabel(page)).toBe('Total');
    expect(await page.getByText('Total paid').count()).toBe(0);

    // The prompt's buttons name their action; keeping the order keeps it.
    await page.goto(`/en/my/order/${toCancel.id}`);
    await hydrated(page);
    expect(await totalLabel(page)).toBe('Total');
    await page.getByTestId('order-cancel').click();
    const prompt = page.getByRole('dialog', { name: 'Cancel order' });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    expect(await prompt.getByRole('button').allTextContents()).toEqual(
      expect.arrayContaining(['Cancel order', 'Keep the order']),
    );
    expect(await prompt.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    await prompt.getByRole('button', { name: 'Keep the order', exact: true }).click();
    await expect.poll(() => prompt.isVisible()).toBe(false);
    expect(await page.getByTestId('order-status-name').textContent()).toBe('pending payment');
    await page.getByTestId('order-cancel').click();
    await prompt.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await expect.poll(() => page.getByTestId('order-status-name').textContent()).toBe('order cancelled');
    expect(await totalLabel(page)).toBe('Total');
    expect(await page.getByText('Total paid').count()).toBe(0);

    // A failed payment: nothing was paid.
    const failing = await api<{ redirect_url: string }>('POST', '/v1/pay', { order_id: toFail.id, provider: 'demo' });
    await page.goto(failing.redirect_url);
    await page.getByTestId('demo-fail').click();
    await page.waitForURL(/\/en\/result\/fail/, { timeout: 20_000 });
    expect(await page.getByTestId('result-total-label').textContent()).toBe('Total: ');
    expect(await page.getByText('Total paid').count()).toBe(0);

    // Paid: now it is "Total paid".
    const paying = await api<{ redirect_url: string }>('POST', '/v1/pay', { order_id: toPay.id, provider: 'demo' });
    await page.goto(paying.redirect_url);
    await page.getByTestId('demo-pay').click();
    await page.waitForURL(/\/en\/result\/success/, { timeout: 20_000 });
    expect(await page.getByTestId('result-total-label').textContent()).toBe('Total paid: ');
    expect(await totalLabel(page)).toBe('Total paid');
    await page.goto(`/en/my/order/${toPay.id}`);
    await expect.poll(() => totalLabel(page)).toBe('Total paid');
    expect(consoleErrors).toEqual([]);
  });

  it('says 应付, 暂不取消 / 取消订单 and, once cancelled unpaid, no 实付款 (Chinese)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: PHONE });
    const { orders } = await customerWithOrders(context, 'words-zh', 1, 'zh-cn');
    const order = orders[0]!;
    await page.goto(`/order/pay?order_id=${order.id}`);
    await expect.poll(() => totalLabel(page)).toBe('应付');
    await page.goto(`/my/order/${order.id}`);
    await hydrated(page);
    expect(await totalLabel(page)).toBe('应付');
    await page.getByTestId('order-cancel').click();
    const prompt = page.getByRole('dialog', { name: '取消订单' });
    await expect.poll(() => prompt.getByRole('button', { name: '暂不取消', exact: true }).isVisible()).toBe(true);
    await prompt.getByRole('button', { name: '取消订单', exact: true }).click();
    await expect.poll(() => page.getByTestId('order-status-name').textContent()).toBe('已取消');
    expect(await totalLabel(page)).toBe('合计');
    expect(await page.getByText('实付款').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});

describe('the demo gateway', () => {
  const b = useBrowser();

  it('fits a 320 px phone and prints money as the shop does', async () => {
    const setup = await openPage(b.browser, { viewport: PHONE, locale: 'en-US' });
    const { orders } = await customerWithOrders(setup.context, 'gateway', 2);
    const en = await apiClient(setup.context, 'en');
    const zh = await apiClient(setup.context, 'zh-cn');
    const pages = {
      en: (await en<{ redirect_url: string }>('POST', '/v1/pay', { order_id: orders[0]!.id, provider: 'demo' }))
        .redirect_url,
      zh: (await zh<{ redirect_url: string }>('POST', '/v1/pay', { order_id: orders[1]!.id, provider: 'demo' }))
        .redirect_url,
    };
    for (const width of [320, 390]) {
      const { page, consoleErrors } = await openPage(b.browser, { viewport: { width, height: 700 } });
      for (const [lang, url] of Object.entries(pages)) {
        await page.goto(url);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${lang} at ${width} px`,
        ).toBeLessThanOrEqual(width);
        const box = await page.getByTestId('demo-pay').boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        // Nothing sticks out of the card either (the amount stays inside its padding).
        const overflow = await page.evaluate(() => {
          const card = document.querySelector('main')!.getBoundingClientRect();
          return [...document.querySelectorAll('main dd, main button')].filter(
            (e) => e.getBoundingClientRect().right > card.right - 19,
          ).length;
        });
        expect(overflow, `${lang} at ${width} px`).toBe(0);
        const amount = await page.locator('.total').textContent();
        expect(amount).toMatch(lang === 'en' ? /^CN¥\d/ : /^￥\d/);
      }
      expect(consoleErrors).toEqual([]);
    }
  });
});
