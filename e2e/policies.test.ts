// The shop's policies and the statements derived from its data, in a real browser: the
// footer links the four policies, the shipping policy's rates table comes from the rules,
// the free-shipping notes on goods say where, the footer names the payment methods the
// shop offers, and the confirm-order page links the terms and policies.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GoodCard, GoodDetail } from '../src/domain/catalog/catalog.ts';
import { DESKTOP, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

async function api<T>(context: BrowserContext, path: string, lang = 'zh-cn'): Promise<T> {
  const res = await context.request.get(path, { headers: { lang } });
  return (await res.json()).data as T;
}

/** A good on shelf with the given service note and a SKU in stock. */
async function goodWithNote(context: BrowserContext, note: number) {
  const { list } = await api<{ list: GoodCard[] }>(context, '/v1/good/list?page_size=100');
  for (const card of list) {
    const good = await api<GoodDetail>(context, `/v1/good/${card.id}`);
    if (good.services.includes(note) && good.good_sku.some((s) => s.stock > 0)) return good;
  }
  throw new Error(`no good with service note ${note}`);
}

describe('policies and derived statements', () => {
  const b = useBrowser();

  it('links the policies from the footer; the shipping policy lists the rates (desktop, Chinese)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    const config = await api<{ country_list: unknown[]; payment_methods: string[] }>(context, '/v1/config');
    await page.goto('/');
    await hydrated(page);
    const shipsTo = `配送至 ${config.country_list.length} 个国家和地区`;
    expect(await page.locator('main').getByRole('link', { name: shipsTo }).count()).toBe(1);
    expect(await page.getByTestId('footer-ships-to').textContent()).toBe(shipsTo);
    // The demo shop offers the demo payment only: the footer promises nothing else.
    expect(config.payment_methods).toEqual(['demo']);
    expect(await page.getByTestId('footer-payments').textContent()).toBe('付款方式：演示支付（测试）');

    const policies = page.getByRole('navigation', { name: '政策' });
    expect(await policies.getByRole('link').allTextContents()).toEqual([
      '配送政策',
      '退换货政策',
      '隐私政策',
      '服务条款',
    ]);
    await policies.getByRole('link', { name: '配送政策' }).click();
    await page.waitForURL('**/policies/shipping-policy');
    await expect.poll(() => page.locator('h1').textContent()).toBe('配送政策');
    const table = page.getByTestId('shipping-rates');
    expect(await table.getByRole('row', { name: /^中国/ }).getByRole('cell').allTextContents()).toEqual([
      '￥8.00',
      '￥2.00',
      '￥99.00',
    ]);
    expect(await table.getByRole('row', { name: /^香港、澳门、中国台湾/ }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/policy-shipping-desktop-zh.png', fullPage: true });

    // The other policies open from the footer too, server-rendered.
    for (const [slug, title] of [
      ['refund-policy', '退换货政策'],
      ['privacy-policy', '隐私政策'],
      ['terms-of-service', '服务条款'],
    ]) {
      const res = await page.goto(`/policies/${slug}`);
      expect(res?.status()).toBe(200);
      expect(await page.locator('h1').textContent()).toBe(title);
    }
    expect(consoleErrors).toEqual([]);
  });

  it('says where a good ships free (phone, English)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: PHONE });
    const some = await goodWithNote(context, 3);
    await page.goto(`/en/product/${some.id}`);
    const note3 = page.getByTestId('service-3');
    expect(await note3.textContent()).toContain('Free shipping to some regions');
    expect(await note3.textContent()).toContain('China over CN¥99.00');
    expect(await note3.textContent()).toContain('Hong Kong, Macao, Taiwan over CN¥299.00');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await note3.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/policy-note3-phone-en.png' });

    const all = await goodWithNote(context, 4);
    const config = await api<{ country_list: unknown[] }>(context, '/v1/config', 'en');
    await page.goto(`/en/product/${all.id}`);
    expect(await page.getByTestId('service-4').textContent()).toBe(
      `Free shippingTo all ${config.country_list.length} countries and regions we ship to`,
    );
    await page.getByRole('link', { name: 'Shipping rates and policy' }).click();
    await page.waitForURL('**/en/policies/shipping-policy');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Shipping policy');
    await page.screenshot({ path: 'test-results/policy-shipping-phone-en.png', fullPage: true });
    expect(consoleErrors).toEqual([]);
  });

  it('links the terms and policies where the order is placed (phone, English)', async () => {
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: PHONE });
    await signIn(context, newEmail('policies'));
    const good = await goodWithNote(context, 1);
    const sku = good.good_sku.find((s) => s.stock > 0)!;
    await page.goto(`/en/order/confirm_order?sku_id=${sku.id}&quantity=1`);
    const links = page.getByTestId('checkout-policies');
    await expect.poll(() => links.isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('place-order').isEnabled()).toBe(true); // the preview is in
    expect(await links.locator('p').first().textContent()).toBe(
      'By placing your order you agree to our Terms of service (opens in a new tab).',
    );
    expect(await page.getByTestId('checkout-refund-policy').getAttribute('href')).toBe('/en/policies/refund-policy');
    expect(await page.getByTestId('checkout-terms-of-service').getAttribute('target')).toBe('_blank');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await links.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/policy-checkout-phone-en.png' });
    expect(consoleErrors).toEqual([]);
  });
});
