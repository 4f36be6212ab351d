// Back-in-stock alerts in the browser (issue #41 item 3): on a sold-out variant "Notify
// me" / 到货通知 subscribes a visitor (email, then the captcha dialog) or a customer (one
// click); staff restock the SKU and each gets one mail at the SMTP listener, in their
// language, linking back to that variant. English on a phone, Chinese on a desktop; axe.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { decodedText, type ReceivedMail } from '../test/helpers/smtp.ts';
import { adminSignIn } from './admin.ts';
import { adminCall } from './api.ts';
import { answerCaptcha, DESKTOP, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';
import { newEmail, signIn } from './sign-in.ts';

const mailDir = inject('mailDir');

/** The restock mails an address received (its sign-in code mail left out). */
function mailsTo(to: string): ReceivedMail[] {
  return readdirSync(mailDir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as ReceivedMail)
    .filter((m) => m.to.includes(to) && decodedText(m.raw).includes('/product/'));
}

/** A good of this test with a sold-out size S and a size M in stock; answers the SKU ids. */
async function soldOutGood(tag: string): Promise<{ goodId: number; soldOut: number }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const good = await adminCall<{ id: number; skus: { id: number; options: Record<string, string> }[] }>(
    'POST',
    '/v1/admin/goods',
    {
      name: { 'zh-cn': `到货测试${tag}`, en: `Restock test ${tag}` },
      property: [
        {
          key: 'size',
          name: { 'zh-cn': '尺码', en: 'Size' },
          values: [
            { key: 's', name: { 'zh-cn': '小号', en: 'Small' } },
            { key: 'm', name: { 'zh-cn': '中号', en: 'Medium' } },
          ],
        },
      ],
      skus: [
        { code: `RS${stamp}S`, options: { size: 's' }, price: 1000, stock: 0 },
        { code: `RS${stamp}M`, options: { size: 'm' }, price: 1200, stock: 3 },
      ],
      on_shelf: true,
    },
  );
  const soldOut = good.skus.find((s) => s.options.size === 's')!.id;
  return { goodId: good.id, soldOut };
}

const TEXT = {
  en: {
    notify: 'Notify me',
    done: "We'll email you when it's back",
    email: 'Email me when it is back',
  },
  'zh-cn': { notify: '到货通知', done: '到货后我们会邮件通知您', email: '到货后发邮件给我' },
} as const;

describe('back-in-stock alerts', () => {
  const b = useBrowser();

  it('a visitor asks with an email and the captcha; the restock mails once, linking to the variant (English, phone)', async () => {
    const text = TEXT.en;
    const { goodId, soldOut } = await soldOutGood('visitor');
    const email = newEmail('alert-visitor');
    const { page, consoleErrors } = await openPage(b.browser, { viewport: PHONE });
    await page.goto(`/en/product/${goodId}?sku=${soldOut}`);
    await hydrated(page);
    await page.getByRole('button', { name: text.notify }).click();
    await page.getByLabel(text.email).fill(email);
    await page.getByTestId('notify-submit').click();
    await answerCaptcha(page, '1234', 'Security check', 'Confirm');
    await expect.poll(() => page.getByRole('status').filter({ hasText: text.done }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await adminCall('PUT', '/v1/admin/goods/bulk', { skus: [{ id: soldOut, stock: 5 }] });
    await expect.poll(() => mailsTo(email).length, { timeout: 60_000 }).toBe(1);
    const [mail] = mailsTo(email);
    expect(mail!.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const body = decodedText(mail!.raw);
    expect(body).toContain(`/en/product/${goodId}?sku=${soldOut}`);
    expect(body).toContain('Size: Small');
    expect(consoleErrors).toEqual([]);
  });

  it('a customer subscribes in one click (Chinese, desktop)', async () => {
    const text = TEXT['zh-cn'];
    const { goodId, soldOut } = await soldOutGood('customer');
    const email = newEmail('alert-customer');
    const { page, context, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    await signIn(context, email);
    await page.goto(`/product/${goodId}?sku=${soldOut}`);
    await hydrated(page);
    await page.getByRole('button', { name: text.notify }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: text.done }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Staff see the subscriber waiting on the good's page, beside the SKU.
    const staff = (await openPage(b.browser, { viewport: DESKTOP })).page;
    await adminSignIn(staff);
    await staff.goto(`/admin/goods/${goodId}`);
    const card = staff.getByTestId('stock-alerts');
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).toContain(email.toLowerCase());
    expect(await card.textContent()).toContain('到货通知登记');

    await adminCall('PUT', '/v1/admin/goods/bulk', { skus: [{ id: soldOut, stock: 1 }] });
    await expect.poll(() => mailsTo(email).length, { timeout: 60_000 }).toBe(1);
    expect(decodedText(mailsTo(email)[0]!.raw)).toContain('尺码：小号');
    expect(consoleErrors).toEqual([]);
  });

  it('a customer without JavaScript subscribes with the same button (English)', async () => {
    const { goodId, soldOut } = await soldOutGood('nojs');
    const email = newEmail('alert-nojs');
    const { page, context } = await openPage(b.browser, { viewport: PHONE, javaScript: false });
    await signIn(context, email);
    await page.goto(`/en/product/${goodId}?sku=${soldOut}`);
    await page.getByRole('button', { name: TEXT.en.notify }).click();
    await page.waitForLoadState();
    await expect.poll(() => page.getByRole('status').filter({ hasText: TEXT.en.done }).isVisible()).toBe(true);
    const waiting = await adminCall<{ list: { email: string }[] }>('GET', `/v1/admin/goods/${goodId}/stock-alerts`);
    expect(waiting.list.map((r) => r.email)).toEqual([email.toLowerCase()]);
  });
});
