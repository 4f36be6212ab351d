// Duties and taxes before paying (issue #40 "done means"), in a real browser with the
// demo's example destinations: a German address on the confirm page shows the VAT
// collected and a total that includes it, and that total is what the shopper is charged;
// a US address (DDU) shows no tax line but the notice that the carrier may collect
// import charges, with the shop's estimate. Before any address, a visitor's product page
// and cart tell the same for the browser's country (en-US: DDU with the estimate; en-GB:
// VAT paid at checkout). English and Chinese, phone and desktop, axe.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GoodCard, GoodDetail } from '../src/domain/catalog/catalog.ts';
import { formatPrice } from '../src/domain/money/money.ts';
import { DEMO_CURRENCIES } from '../src/server/db/seed/currencies.ts';
import { adminSignIn } from './admin.ts';
import { storefrontCall } from './api.ts';
import { baseUrl, DESKTOP, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

const BERLIN = {
  country: 'DE',
  province: 'Berlin',
  city: 'Berlin',
  address: 'Unter den Linden 1',
  contact: 'Erika Mustermann',
  phone: '+49 30 1234567',
  postal_code: '10117',
  is_default: true,
};
const NEW_YORK = {
  country: 'US',
  province: 'NY',
  city: 'New York',
  address: '350 Fifth Avenue',
  contact: 'Alex Doe',
  phone: '+1 212 555 0100',
  postal_code: '10118',
  is_default: true,
};

interface Preview {
  currency: string;
  total_paid: number;
  taxes: number;
  duties: number;
  duty_terms: string;
  import_estimate: number;
}

/** The demo's currencies: every amount is printed as the pages print it among them. */
const ENABLED = ['CNY', ...DEMO_CURRENCIES.map((c) => c.code)];
const money = (minor: number, unit: string, lang: 'zh-cn' | 'en') =>
  formatPrice(minor, { unit, lang, enabled: ENABLED });

/** The shopper's currency, as the switch would remember it. */
const useCurrency = (context: BrowserContext, code: string) =>
  context.addCookies([{ name: 'currency', value: code, url: baseUrl }]);

async function read<T>(context: BrowserContext, path: string): Promise<T> {
  return (await (await context.request.get(path, { headers: { lang: 'en' } })).json()).data as T;
}

/** A good in stock priced under the EU collect threshold (so the shop collects the VAT). */
async function goodToBuy(context: BrowserContext) {
  const { list } = await read<{ list: GoodCard[] }>(context, '/v1/good/list?page_size=50&sort=price_asc');
  for (const card of list) {
    const good = await read<GoodDetail>(context, `/v1/good/${card.id}`);
    const sku = good.good_sku.find((s) => s.stock > 3 && s.price < 50_000);
    if (sku) return { ...sku, goodId: good.id };
  }
  throw new Error('no good to buy');
}

async function preview(context: BrowserContext, skuId: number, lang: string): Promise<Preview> {
  const csrf = (await context.request.get('/v1/csrf')).headers()['x-csrf-token'] ?? '';
  const res = await context.request.post('/v2/order/confirm', {
    headers: { 'x-csrf-token': csrf, origin: baseUrl, lang },
    data: { items: [{ sku_id: skuId, quantity: 1 }] },
  });
  const body = await res.json();
  expect(body, JSON.stringify(body)).toMatchObject({ code: 200 });
  return body.data as Preview;
}

describe('landed cost on the confirm page', () => {
  const b = useBrowser();

  it('a German address shows the VAT collected and the total charged (English, desktop)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP, locale: 'en-GB' });
    await signIn(context, newEmail('landed-de'));
    await storefrontCall(context, 'POST', '/v1/useraddress', BERLIN);
    await useCurrency(context, 'EUR');
    const sku = await goodToBuy(context);
    const p = await preview(context, sku.id, 'en');
    expect(p).toMatchObject({ currency: 'EUR', duty_terms: 'ddp', duties: 0 });
    expect(p.taxes).toBeGreaterThan(0);

    await page.goto(`/en/order/confirm_order?sku_id=${sku.id}&quantity=1`);
    await hydrated(page);
    await expect.poll(() => page.getByTestId('amount-taxes').textContent()).toBe(money(p.taxes, p.currency, 'en'));
    expect(await page.getByTestId('order-amounts').textContent()).toContain('VAT (19%)');
    expect(await page.getByTestId('amount-total').textContent()).toBe(money(p.total_paid, p.currency, 'en'));
    expect(await page.getByTestId('duty-paid').textContent()).toContain('nothing more to pay on delivery');
    expect(await page.getByTestId('duty-notice').count()).toBe(0);
    await page.screenshot({ path: '/tmp/landed-cost-de-en.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Placed and paid: the gateway is charged the total the page showed.
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order\/pay\?order_id=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    const order = await read<{ total_paid: number; taxes: number }>(context, `/v1/order/${orderId}`);
    expect(order).toMatchObject({ total_paid: p.total_paid, taxes: p.taxes });
    await page.getByTestId('pay-method-demo').check();
    await page.getByTestId('pay-now').click();
    await page.waitForURL(/\/pay\/demo\//);
    expect(await page.locator('body').textContent()).toContain(money(p.total_paid, p.currency, 'en'));
    expect(consoleErrors).toEqual([]);

    // The admin's order shows the VAT in euros with its yuan equivalent, and the terms.
    const staff = await context.newPage();
    await adminSignIn(staff);
    await staff.goto(`/admin/orders/${orderId}`);
    await expect
      .poll(() => staff.getByTestId('order-taxes').textContent())
      .toContain(formatPrice(p.taxes, { unit: 'EUR' }));
    expect(await staff.getByTestId('order-duty-terms').textContent()).toMatch(/^DDP/);
    await staff.screenshot({ path: '/tmp/landed-cost-admin-order.png', fullPage: true });
  });

  it('a US address shows the DDU notice with the estimate and no tax line (Chinese, phone)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: PHONE });
    await signIn(context, newEmail('landed-us'));
    await storefrontCall(context, 'POST', '/v1/useraddress', NEW_YORK);
    await useCurrency(context, 'USD');
    const sku = await goodToBuy(context);
    const p = await preview(context, sku.id, 'zh-cn');
    expect(p).toMatchObject({ currency: 'USD', duty_terms: 'ddu', taxes: 0, duties: 0 });

    // The cart warns already, for the default address (asked by the browser once it runs).
    await storefrontCall(context, 'POST', '/v1/cart', { sku_id: sku.id, quantity: 1 });
    await page.goto('/cart');
    await hydrated(page);
    await expect
      .poll(() => page.getByTestId('cart-import-notice').textContent())
      .toContain('承运商可能在派送时向您收取');
    expect(await page.getByTestId('cart-import-notice').textContent()).toContain(
      money(p.import_estimate, p.currency, 'zh-cn'),
    );
    await page.screenshot({ path: '/tmp/landed-cost-cart-zh.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`/order/confirm_order?sku_id=${sku.id}&quantity=1`);
    await hydrated(page);
    const notice = page.getByTestId('duty-notice');
    await expect.poll(() => notice.textContent()).toContain('承运商可能在派送时向您收取');
    expect(await notice.textContent()).toContain(money(p.import_estimate, p.currency, 'zh-cn'));
    expect(await notice.getAttribute('role')).toBe('note');
    expect(await page.getByTestId('amount-taxes').count()).toBe(0);
    expect(await page.getByTestId('amount-total').textContent()).toBe(money(p.total_paid, p.currency, 'zh-cn'));
    await page.screenshot({ path: '/tmp/landed-cost-us-zh.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('a visitor from the US is told on the product page and in the cart, before any address', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { locale: 'en-US' });
    const sku = await goodToBuy(context);
    const estimate = (
      await (
        await context.request.get(`/v2/order/import-estimate?items=${sku.id}:1`, {
          // The page's own calls carry the browser's language; this one says it.
          headers: { lang: 'en', 'accept-language': 'en-US' },
        })
      ).json()
    ).data as Preview & { country: string };
    expect(estimate).toMatchObject({ country: 'US', currency: 'USD', duty_terms: 'ddu', taxes: 0 });
    await page.goto(`/en/product/${sku.goodId}?sku=${sku.id}`);
    await hydrated(page);
    const note = page.getByTestId('import-estimate');
    await expect.poll(() => note.textContent()).toContain('Delivery to United States');
    expect(await note.textContent()).toContain(money(estimate.import_estimate, 'USD', 'en'));
    expect(await note.getAttribute('role')).toBe('note');
    await page.getByTestId('add-to-cart').click();
    // The line is in the cart (the visitor's cookie) once the header counts it.
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    await page.goto('/en/cart');
    await hydrated(page);
    await expect
      .poll(() => page.getByTestId('cart-import-notice').textContent())
      .toContain('the carrier may collect them on delivery');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const gb = await openPage(b.browser, { locale: 'en-GB', viewport: PHONE });
    await gb.page.goto(`/en/product/${sku.goodId}?sku=${sku.id}`);
    await hydrated(gb.page);
    await expect
      .poll(() => gb.page.getByTestId('import-estimate').textContent())
      .toMatch(/Delivery to United Kingdom · Import taxes \(VAT 20%\) are paid at checkout/);
    await gb.page.screenshot({ path: '/tmp/landed-cost-product-gb.png', fullPage: true });
    expect([...consoleErrors, ...gb.consoleErrors]).toEqual([]);
  });
});
