// Accounts in a real browser: register through the dialog (with the captcha dialog),
// log out, log in with a code read from the test mailbox, open my orders, log out again.
import { describe, expect, it } from 'vitest';
import { adminCall } from './api.ts';
import {
  answerCaptcha,
  baseUrl,
  DESKTOP,
  hydrated,
  openAccountMenu,
  openPage,
  PHONE,
  seriousA11yViolations,
  useBrowser,
} from './browser.ts';
import { E2E_GOOGLE_CLIENT_ID } from './global-setup.ts';
import { lastCodeFor } from './sign-in.ts';

describe('accounts', () => {
  const b = useBrowser();

  it('register -> log out -> log in with an emailed code -> log out', async () => {
    const { page, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByTestId('login-button').click();
    // Titled for what it is: signing in from the header (the spec's title is for guarded pages).
    const dialog = page.getByRole('dialog', { name: '登录或注册' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(450);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The backdrop does not close it.
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: '没有账号？立即注册' }).click();
    await page.getByTestId('auth-submit').click();
    expect(await dialog.getByText('请输入邮箱地址').isVisible()).toBe(true);
    await page.getByTestId('auth-username').fill('e2e shopper');
    await page.getByTestId('auth-email').fill(email);
    await page.getByTestId('auth-mobile').fill('13812345678');
    await page.getByTestId('auth-password').fill('a strong password');
    await page.getByTestId('auth-submit').click();

    const captcha = page.getByRole('dialog', { name: '安全验证' });
    await expect.poll(() => captcha.isVisible()).toBe(true);
    expect(await captcha.getByText('请输入图中的数字').isVisible()).toBe(true);
    // (polled: the dialog scales in over 200 ms)
    await expect.poll(() => captcha.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(350);
    await answerCaptcha(page, '1234');

    await page.waitForLoadState('load');
    await expect.poll(() => page.getByTestId('account-button').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('account-button').click();
    expect(await page.getByTestId('masked-mobile').innerText()).toBe('138****5678');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').uid)).toBeGreaterThan(0);

    await page.getByTestId('logout').click();
    await expect.poll(() => page.getByTestId('login-button').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    // Log in with a code from the mailbox.
    await page.getByTestId('login-button').click();
    await page.getByTestId('auth-email').fill(email);
    await page.getByTestId('send-code').click();
    await answerCaptcha(page, '5678');
    // The answer waits until the mail has left for the SMTP listener: seconds when the
    // machine is loaded (both suites at once on the embedded database).
    await expect.poll(() => page.getByTestId('send-code').innerText(), { timeout: 20_000 }).toMatch(/^\d+ 秒后重发$/);
    expect(await page.getByTestId('send-code').isDisabled()).toBe(true);
    await expect.poll(() => lastCodeFor(email), { timeout: 15_000 }).toMatch(/^\d{6}$/);
    await page.getByTestId('auth-code').fill(lastCodeFor(email)!);
    await page.getByTestId('auth-submit').click();
    await expect.poll(() => page.getByTestId('account-button').isVisible(), { timeout: 15_000 }).toBe(true);

    // Signed in: the customer's own pages open (a new account has no orders yet).
    await page.goto('/my/order');
    await expect.poll(() => page.locator('h1').textContent()).toBe('我的订单');
    await expect.poll(() => page.getByText('没有找到您的订单').isVisible()).toBe(true);

    await openAccountMenu(page, 'logout');
    await expect.poll(() => page.getByTestId('login-button').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(consoleErrors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  it('sends a visitor opening a customer page home with the login dialog open', async () => {
    const { page } = await openPage(b.browser, { viewport: DESKTOP });
    for (const path of ['/my/address', '/my/order', '/my/order/12']) {
      await page.goto(path);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect.poll(() => page.getByRole('dialog', { name: '登录后浏览更多内容' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => sessionStorage.getItem('login-return'))).toBe(path);
    }
    const res = await fetch(`${baseUrl}/en/my/order`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en?login=1&redirect=%2Fen%2Fmy%2Forder');
  });

  it('signs in with Google through the redirect flow when the one-tap library cannot load', async () => {
    await adminCall('PUT', '/v1/admin/settings', { google_client_id: E2E_GOOGLE_CLIENT_ID });
    const { page } = await openPage(b.browser, { viewport: DESKTOP });
    // Google's library cannot load, at once: without this the page's load event waits for
    // however long this machine's DNS takes to give up on accounts.google.com.
    await page.route('https://accounts.google.com/**', (route) => route.abort('internetdisconnected'));
    // Settings are cached for 5 s per instance.
    await expect
      .poll(
        async () => {
          await page.goto('/');
          await page.getByTestId('login-button').click();
          await page.getByTestId('auth-email').waitFor(); // the dialog's code loads on first use
          return page.getByTestId('google-login').isVisible();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(true);
    // The message shows only until the redirect leaves the page: an observer in the page
    // notes it the moment it is added (kept in sessionStorage across the round trip).
    await page.evaluate((text) => {
      new MutationObserver(() => {
        if (document.body.textContent?.includes(text)) sessionStorage.setItem('seen-library-error', '1');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, 'Failed to load the Google 3P Authorization JavaScript Library');
    await page.getByTestId('google-login').click();
    await page.waitForURL(`${baseUrl}/`, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('account-button').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe(
      'google-shopper@example.com',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('seen-library-error'))).toBe('1');
  });

  it('shows the login dialog in English on a phone, with field checks on blur', async () => {
    const { page } = await openPage(b.browser, { viewport: PHONE, locale: 'en-US' });
    await page.goto('/en');
    await hydrated(page);
    await page.getByTestId('login-button').click();
    const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.getByTestId('auth-email').fill('not-an-email');
    await page.getByTestId('auth-email').blur();
    expect(await dialog.getByText('Please enter a valid email address').isVisible()).toBe(true);
    await page.getByTestId('auth-email').fill('');
    await page.getByTestId('send-code').click();
    await expect.poll(() => page.getByText('Please enter your email', { exact: true }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
