// The storefront with JavaScript off (issue #19 item 5): every step is a plain link or
// a form posting to the page's server action. A customer picks a variant, adds it to
// the cart, changes the quantity, checks out adding an address on the addresses page,
// with a coupon and notes, places the order and pays on the demo gateway; manages
// addresses; confirms the receipt of a shipped order and cancels another, each after
// the page asked; a visitor switches the currency, adds to the cart (a cookie), signs
// in on the sign-in page (email, captcha, mailed code) and keeps the cart, and a switch
// made signed in is kept on the account.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GoodCard, GoodDetail } from '../src/domain/catalog/catalog.ts';
import { ADMIN_TOKEN_COOKIE } from '../src/domain/site/constants.ts';
import { adminCall, GUANGZHOU_ADDRESS, storefrontCall } from './api.ts';
import { baseUrl, DESKTOP, openPage, PHONE, useBrowser } from './browser.ts';
import { lastCodeFor, newEmail, signIn } from './sign-in.ts';

async function read<T>(context: BrowserContext, path: string): Promise<T> {
  const res = await context.request.get(path, { headers: { lang: 'zh-cn' } });
  return (await res.json()).data as T;
}

/** A good with at least two variants in stock, and the one that is not the page's first choice. */
async function goodWithVariants(context: BrowserContext) {
  const { list } = await read<{ list: GoodCard[] }>(context, '/v1/good/list?page_size=100');
  for (const card of list) {
    const good = await read<GoodDetail>(context, `/v1/good/${card.id}`);
    const inStock = good.good_sku.filter((s) => s.stock > 5);
    if (inStock.length >= 2 && good.good_sku[0]?.stock > 0) return { good, sku: inStock[1]! };
  }
  throw new Error('no good with two variants in stock');
}

/** The plain address form (the address typed by hand, no cascader). */
async function fillAddress(page: Page, who: { contact: string; phone: string }) {
  const form = page.getByTestId('plain-address-form');
  await form.locator('select[name="country"]').selectOption('CN');
  await form.locator('input[name="province"]').fill('广东省');
  await form.locator('input[name="city"]').fill('广州市');
  await form.locator('textarea[name="address"]').fill('天河区体育西路 100 号');
  await form.locator('input[name="contact"]').fill(who.contact);
  await form.locator('input[name="phone"]').fill(who.phone);
}

/** Clicks and waits for the next document (every step is a page load without JavaScript). */
async function submit(page: Page, testId: string, url: RegExp) {
  await Promise.all([page.waitForURL(url), page.getByTestId(testId).filter({ visible: true }).first().click()]);
}

describe('the storefront without JavaScript', () => {
  const b = useBrowser();

  it('picks a variant, adds to cart, checks out with a coupon, places and pays the order', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP, javaScript: false });
    await signIn(context, newEmail('no-js'));
    const { good, sku } = await goodWithVariants(context);

    // Browse: home -> search (a plain GET form) -> the product page.
    await page.goto('/');
    const keyword = page.locator('header input[name="keyword"]').filter({ visible: true }).first();
    await keyword.fill(good.name);
    await Promise.all([page.waitForURL(/\/search\?keyword=/), keyword.press('Enter')]);
    await Promise.all([
      page.waitForURL(new RegExp(`/product/${good.id}$`)),
      page.locator(`main a[href="/product/${good.id}"]`).first().click(),
    ]);
    for (const [axis, value] of Object.entries(sku.properties)) {
      const option = page.getByTestId(`option-${axis}-${value}`);
      if ((await option.getAttribute('aria-pressed')) === 'true') continue;
      await Promise.all([page.waitForURL(/[?&]sku=\d+/), option.click()]);
    }
    for (const [axis, value] of Object.entries(sku.properties)) {
      expect(await page.getByTestId(`option-${axis}-${value}`).getAttribute('aria-pressed')).toBe('true');
    }
    await page.getByTestId('quantity').fill('2');
    await submit(page, 'add-to-cart', /\/cart$/);

    // The cart, rendered by the server: one line of 2, then 3 with the plus button.
    const line = page.locator(`[data-testid="cart-line"][data-sku="${sku.id}"]`);
    expect(await line.getByTestId('cart-line-quantity').inputValue()).toBe('2');
    await Promise.all([page.waitForLoadState('load'), line.getByRole('button', { name: /增加/ }).click()]);
    await expect.poll(() => line.getByTestId('cart-line-quantity').inputValue()).toBe('3');

    await submit(page, 'checkout', /\/order\/confirm_order\?items=.*from=cart/);
    expect(await page.getByTestId('order-line').count()).toBe(1);
    // No address yet: added on the addresses page's plain form, then back here with it chosen.
    await submit(page, 'add-address-page', /\/my\/address\?edit=new&back=/);
    await fillAddress(page, { contact: '韩梅梅', phone: '13900139000' });
    await submit(page, 'plain-address-save', /\/order\/confirm_order\?.*address_id=\d+/);
    expect(await page.getByTestId('address-card').textContent()).toContain('韩梅梅');
    await page.getByTestId('coupon-input').fill('welcome10');
    await submit(page, 'coupon-apply', /coupon=welcome10/i);
    expect(await page.getByTestId('coupon-status').textContent()).toContain('WELCOME10');
    await page.getByTestId('order-notes').fill('请在工作日送达');
    await submit(page, 'place-order', /\/order\/pay\?order_id=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('order_id')!;

    await page.getByTestId('pay-method-demo').check();
    await submit(page, 'pay-now', /\/pay\/demo\//);
    await submit(page, 'demo-pay', /\/result\/success\?order_id=\d+/);
    expect(await page.getByTestId('result-success').isVisible()).toBe(true);

    const order = await read<{ status: number; notes: string; coupon_code?: string }>(context, `/v1/order/${orderId}`);
    expect(order.status).toBe(10);
    expect(order.notes).toBe('请在工作日送达');
    const cart = await read<{ lines: unknown[] }>(context, '/v1/cart');
    expect(cart.lines).toHaveLength(0);
    expect(consoleErrors).toEqual([]);
  });

  it('places one order however often the same confirm form is posted (a double click, a resent form)', async () => {
    const { page, context } = await openPage(b.browser, { javaScript: false });
    await signIn(context, newEmail('no-js-twice'));
    await storefrontCall(context, 'POST', '/v1/useraddress', GUANGZHOU_ADDRESS);
    const { sku } = await goodWithVariants(context);
    await page.goto(`/order/confirm_order?sku_id=${sku.id}&quantity=1`);
    const fields = await page
      .locator('#place-order input[type="hidden"]')
      .evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value]));
    const form = Object.fromEntries(fields) as Record<string, string>;
    expect(form.idempotency_key).toMatch(/^[\w-]{36}$/);
    const post = () => context.request.post(page.url(), { headers: { origin: baseUrl }, form, maxRedirects: 0 });
    const answers = await Promise.all([post(), post(), post()]);
    const places = answers.map((a) => a.headers().location);
    expect(new Set(places).size).toBe(1);
    expect(places[0]).toMatch(/\/order\/pay\?order_id=\d+$/);
    const { list } = await read<{ list: unknown[] }>(context, '/v1/order/list');
    expect(list).toHaveLength(1);
  });

  it('adds, edits, sets the default and deletes addresses (the plain form, a refusal kept)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: PHONE, javaScript: false });
    await signIn(context, newEmail('no-js-address'));
    await page.goto('/my/address');
    await submit(page, 'address-add', /\/my\/address\?edit=new$/);
    await fillAddress(page, { contact: '李雷', phone: '12' });
    // A wrong phone: the API's message, and what was typed stays.
    await page.getByTestId('plain-address-save').click();
    await expect.poll(() => page.getByTestId('form-refusal').count()).toBe(1);
    expect(await page.locator('input[name="contact"]').inputValue()).toBe('李雷');
    await page.locator('input[name="phone"]').fill('13800138000');
    await submit(page, 'plain-address-save', /\/my\/address$/);
    await submit(page, 'address-add', /\/my\/address\?edit=new$/);
    await fillAddress(page, { contact: '韩梅梅', phone: '13900139000' });
    await submit(page, 'plain-address-save', /\/my\/address$/);
    expect(await page.getByTestId('address-card').count()).toBe(2);

    // Edit the second card, make it the default, then delete the other after the page asks.
    const card = page.getByTestId('address-card').filter({ hasText: '韩梅梅' });
    await Promise.all([page.waitForURL(/\?edit=\d+$/), card.getByTestId('address-edit').click()]);
    await page.locator('input[name="city"]').fill('深圳市');
    await submit(page, 'plain-address-save', /\/my\/address$/);
    expect(await page.getByTestId('address-card').filter({ hasText: '韩梅梅' }).textContent()).toContain('深圳市');
    await page.getByTestId('address-card').filter({ hasText: '韩梅梅' }).getByTestId('address-default').click();
    await page.waitForLoadState('load');
    const list = await read<{ contact: string; is_default: boolean }[]>(context, '/v1/useraddress/list');
    expect(list.find((a) => a.contact === '韩梅梅')?.is_default).toBe(true);
    await page.getByTestId('address-card').filter({ hasText: '李雷' }).getByTestId('address-delete').click();
    await expect.poll(() => page.getByTestId('address-ask').count()).toBe(1);
    await submit(page, 'address-ask-yes', /\/my\/address$/);
    expect(await page.getByTestId('address-card').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it('confirms the receipt of a shipped order and cancels another, each after asking (phone)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: PHONE, javaScript: false });
    await signIn(context, newEmail('no-js-orders'));
    const address = await storefrontCall<{ id: number }>(context, 'POST', '/v1/useraddress', GUANGZHOU_ADDRESS);
    const { sku } = await goodWithVariants(context);
    const place = () =>
      storefrontCall<{ id: number }>(context, 'POST', '/v2/order', {
        items: [{ sku_id: sku.id, quantity: 1 }],
        address_id: address.id,
      });

    // Paid (the demo gateway's page needs no script), then shipped by staff.
    const shipped = await place();
    const started = await storefrontCall<{ redirect_url: string }>(context, 'POST', '/v1/pay', {
      order_id: shipped.id,
      provider: 'demo',
    });
    await page.goto(started.redirect_url);
    await submit(page, 'demo-pay', /\/result\/success/);
    await adminCall('POST', `/v1/admin/orders/${shipped.id}/ship`, { carrier: 'ems', tracking_no: 'EE223456789CN' });

    await page.goto(`/my/order/${shipped.id}`);
    await page.getByTestId('order-confirm-receipt').click();
    await expect.poll(() => page.getByTestId('order-ask').count()).toBe(1);
    await submit(page, 'order-ask-yes', new RegExp(`/my/order/${shipped.id}$`));
    await expect
      .poll(() => read<{ status: number }>(context, `/v1/order/${shipped.id}`).then((o) => o.status))
      .toBe(30);

    // Cancel: the first press asks, "keep" leaves it, the confirmed one cancels.
    const unpaid = await place();
    await page.goto(`/my/order/${unpaid.id}`);
    await page.getByTestId('order-cancel').click();
    await expect.poll(() => page.getByTestId('order-ask').count()).toBe(1);
    expect(await read<{ status: number }>(context, `/v1/order/${unpaid.id}`).then((o) => o.status)).toBe(1);
    await submit(page, 'order-ask-yes', new RegExp(`/my/order/${unpaid.id}$`));
    await expect.poll(() => page.getByTestId('order-status-name').textContent()).toBe('已取消');

    // Someone else's order through the same form: the API's not-found, and nothing changes.
    const other = await openPage(b.browser, { javaScript: false });
    await signIn(other.context, newEmail('no-js-other'));
    const theirs = await place();
    await other.page.goto('/my/address?edit=new');
    const token = await other.page.locator('input[name="_csrf"]').first().getAttribute('value');
    const forged = await other.context.request.post(`/my/order/${theirs.id}`, {
      headers: { origin: baseUrl },
      form: { intent: 'cancel', confirmed: '1', _csrf: token! },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(404);
    expect(await read<{ status: number }>(context, `/v1/order/${theirs.id}`).then((o) => o.status)).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it('a visitor switches the currency, adds to the cart, signs in on the page and keeps the cart (English)', async () => {
    // The demo offers USD and EUR (issue #40).
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP, javaScript: false });
    const { good } = await goodWithVariants(context);
    await page.goto(`/en/product/${good.id}`);
    expect(await page.locator('section[aria-labelledby="product-title"]').textContent()).toContain('CN¥');
    await page.getByTestId('currency-switch').selectOption('USD');
    await Promise.all([
      page.waitForURL(new RegExp(`/en/product/${good.id}$`)),
      page.getByRole('button', { name: 'Apply' }).click(),
    ]);
    expect(await page.locator('section[aria-labelledby="product-title"]').textContent()).toContain('$');
    expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('USD');

    // A visitor's cart is the `cart` cookie: the line is on the cart page at once.
    await submit(page, 'add-to-cart', /\/en\/cart$/);
    expect(await page.getByTestId('cart-line').count()).toBe(1);

    // Signing in as a page (the header's "Log in"): email, the captcha, the mailed code, then back here.
    await submit(page, 'login-button', /\/en\/login\?redirect=/);
    const email = newEmail('no-js-login');
    await page.locator('input[name="email"]').fill(email);
    await page.getByTestId('plain-login-next').click();
    await expect.poll(() => page.locator('input[name="dots"]').count()).toBe(1);
    await page.locator('input[name="dots"]').fill('1234');
    await page.getByTestId('plain-login-next').click();
    await expect.poll(() => page.locator('input[name="code"]').count()).toBe(1);
    await expect.poll(() => lastCodeFor(email), { timeout: 15_000 }).toMatch(/^\d{6}$/);
    await page.locator('input[name="code"]').fill('000000');
    await page.getByTestId('plain-login-next').click();
    await expect.poll(() => page.getByTestId('form-refusal').count()).toBe(1);
    await page.locator('input[name="code"]').fill(lastCodeFor(email)!);
    await submit(page, 'plain-login-next', /\/en\/cart$/);
    // The customer's cart now holds the line, and the cookie is gone.
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    expect((await read<{ lines: unknown[] }>(context, '/v1/cart')).lines).toHaveLength(1);
    expect((await context.cookies()).some((c) => c.name === 'cart')).toBe(false);

    // Signed in, the switch keeps the choice on the account too: a browser of theirs without the cookie shows it.
    await page.getByTestId('currency-switch').selectOption('EUR');
    await Promise.all([page.waitForURL(/\/en\/cart$/), page.getByRole('button', { name: 'Apply' }).click()]);
    expect(await page.getByTestId('cart-line').textContent()).toContain('€');
    await context.clearCookies({ name: 'currency' });
    await page.goto('/en/cart');
    expect(await page.getByTestId('cart-line').textContent()).toContain('€');
    expect(consoleErrors).toEqual([]);
  });
});

describe("the pages' forms refuse what does not come from the shop's own pages", () => {
  const b = useBrowser();

  it('another origin, no origin, a missing token, another method or a JSON body', async () => {
    const { page, context } = await openPage(b.browser, { javaScript: false });
    const form = { intent: 'add', sku_id: '1', quantity: '1' };
    const post = (headers: Record<string, string>) => context.request.post('/cart', { headers, form, maxRedirects: 0 });
    // A visitor: the origin decides.
    expect((await post({ origin: 'https://evil.example' })).status()).toBe(403);
    expect((await post({})).status()).toBe(403);
    expect((await post({ referer: 'https://evil.example/page' })).status()).toBe(403);
    const json = await context.request.post('/cart', {
      headers: { origin: baseUrl, 'content-type': 'application/json' },
      data: '{"intent":"add"}',
    });
    expect(json.status()).toBe(415);
    expect((await context.request.put('/cart', { headers: { origin: baseUrl }, form })).status()).toBe(405);

    // Staff signed in to the admin area only: a page's form needs no token (it acts for a customer).
    await context.addCookies([{ name: ADMIN_TOKEN_COOKIE, value: 'staff', url: baseUrl }]);
    const currency = await context.request.post('/currency', {
      headers: { origin: baseUrl },
      form: { currency: 'USD', back: '/en' },
      maxRedirects: 0,
    });
    expect([currency.status(), currency.headers().location]).toEqual([302, '/en']);
    await context.clearCookies({ name: ADMIN_TOKEN_COOKIE });

    // A customer: the token field too, which the page's forms carry.
    await signIn(context, newEmail('no-js-forged'));
    expect((await post({ origin: baseUrl })).status()).toBe(403);
    const { list } = await read<{ list: GoodCard[] }>(context, '/v1/good/list?page_size=1');
    await page.goto(`/product/${list[0]!.id}`);
    const token = await page.locator('#product-buy input[name="_csrf"]').getAttribute('value');
    expect(token).toMatch(/^[\w-]{43}$/);
    const withToken = await context.request.post('/cart', {
      headers: { origin: baseUrl },
      form: { ...form, _csrf: token! },
      maxRedirects: 0,
    });
    expect(withToken.status()).not.toBe(403);

    // Hostile fields: the API's message on the page, never a 500; a body past 64 KB is a 413.
    const product = `/product/${list[0]!.id}`;
    for (const fields of [
      { intent: 'add', sku_id: 'abc', quantity: '-5' },
      { intent: 'add', sku_id: '99999999', quantity: '1' },
      { intent: 'add', sku_id: '1', quantity: '1e9' },
      { intent: 'buy', sku_id: '\u0000', quantity: '<script>' },
    ]) {
      const res = await context.request.post(product, {
        headers: { origin: baseUrl },
        form: { ...fields, _csrf: token! },
        maxRedirects: 0,
      });
      expect([fields, res.status()]).toEqual([fields, fields.intent === 'buy' ? 302 : 200]);
      if (res.status() === 200) expect(await res.text()).toContain('data-testid="form-refusal"');
    }
    const huge = await context.request.post(product, {
      headers: { origin: baseUrl },
      form: { intent: 'add', _csrf: token!, notes: 'x'.repeat(70 * 1024) },
      maxRedirects: 0,
    });
    expect(huge.status()).toBe(413);
  });
});
