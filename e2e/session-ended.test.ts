// A session that ends elsewhere (issue #22, item 1): signed in on this device, signed
// out everywhere from a second one, the shopper opens a customer page from the account
// menu without reloading. The page says the session ended, the header shows them signed
// out, the login dialog opens (SPEC 8: 301/302 log out without redirect), and after
// signing in again they are back on that page with its data.
import { describe, expect, it } from 'vitest';
import { storefrontCall } from './api.ts';
import {
  answerCaptcha,
  DESKTOP,
  hydrated,
  openAccountMenu,
  openPage,
  PHONE,
  seriousA11yViolations,
  useBrowser,
} from './browser.ts';
import { newEmail } from './sign-in.ts';

const PASSWORD = 'a strong password';

describe('a session that ended elsewhere', () => {
  const b = useBrowser();

  const cases = [
    {
      name: 'desktop, Chinese, My addresses',
      viewport: DESKTOP,
      prefix: '',
      menu: 'menu-addresses',
      mobile: '13812345601',
      path: '/my/address',
      dialog: '请重新登录',
      heading: '登录已失效',
      captcha: '安全验证',
      usePassword: '使用密码登录',
      confirm: '确定',
      loaded: '收货地址',
    },
    {
      name: 'phone, English, My orders',
      viewport: PHONE,
      prefix: '/en',
      menu: 'menu-orders',
      mobile: '13812345602',
      path: '/en/my/order',
      dialog: 'Please sign in again',
      heading: 'Your session has ended',
      captcha: 'Security check',
      usePassword: 'Log in with a password',
      confirm: 'Confirm',
      loaded: 'My orders',
    },
  ];

  for (const c of cases) {
    it(`opens the login dialog instead of an empty page (${c.name})`, async () => {
      const email = newEmail('ended');
      const here = await openPage(b.browser, { viewport: c.viewport });
      // An account with a password (the e2e shop runs without captcha checks).
      const registered = await here.context.request.post('/v1/user/registe', {
        data: {
          username: `Ended ${c.mobile.slice(-2)}`,
          mobile: c.mobile,
          email,
          password: PASSWORD,
          sex: 1,
          key: 'k',
          dots: '1',
        },
      });
      expect((await registered.json()).code).toBe(200);
      // Another browser of the same customer (its cookies, its own context).
      const elsewhere = await openPage(b.browser, { viewport: DESKTOP });
      await elsewhere.context.addCookies(await here.context.cookies());
      const { page } = here;

      await page.goto(c.prefix || '/');
      await hydrated(page);
      await expect.poll(() => page.getByTestId('account-button').isVisible()).toBe(true);
      // The page's own calls (the cart) are answered before the session ends: any call
      // after it would notice the end by itself and open the dialog on this page.
      await page.waitForLoadState('networkidle');

      // The other device signs out everywhere.
      await storefrontCall(elsewhere.context, 'POST', '/v1/user/logout/all');

      await openAccountMenu(page, c.menu);
      await expect.poll(() => new URL(page.url()).pathname).toBe(c.path);
      await expect.poll(() => page.getByTestId('session-ended').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(c.heading);
      await expect.poll(() => page.getByRole('dialog', { name: c.dialog }).isVisible()).toBe(true);
      expect(await page.getByTestId('login-button').isVisible()).toBe(true);
      expect(await page.getByTestId('account-button').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Signing in again in the dialog lands on the same page, with its data.
      await page.getByRole('button', { name: c.usePassword }).click();
      await page.getByTestId('auth-email').fill(email);
      await page.getByTestId('auth-password').fill(PASSWORD);
      await page.getByTestId('auth-submit').click();
      await answerCaptcha(page, '5678', c.captcha, c.confirm);
      await expect.poll(() => page.getByTestId('account-button').isVisible(), { timeout: 15_000 }).toBe(true);
      expect(new URL(page.url()).pathname).toBe(c.path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(c.loaded);
    });
  }
});
