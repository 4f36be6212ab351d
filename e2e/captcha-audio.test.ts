// The captcha's audio alternative in a real browser (issue #37 item 2): the dialog's
// "listen" button is reached by keyboard, plays the code in the page's language (the
// audio element gets its src, a WAV answers, the live region says so), a new picture
// drops the old audio; without JavaScript the sign-in page links to the audio. (The
// e2e shop runs with CAPTCHA=off, but captchas are still made and spoken.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, openPage, PHONE, useBrowser } from './browser.ts';

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

describe('captcha audio', () => {
  const b = useBrowser();

  for (const [viewport, prefix, names] of [
    [DESKTOP, '', { captcha: '安全验证', listen: '听验证码', playing: '正在播放验证码…', lang: 'zh-cn' }],
    [
      PHONE,
      '/en',
      { captcha: 'Security check', listen: 'Listen to the code', playing: 'Playing the code…', lang: 'en' },
    ],
  ] as const) {
    it(`plays the code from the keyboard in the page's language (${names.lang}, ${viewport.width} px)`, async () => {
      const { page, consoleErrors } = await openPage(b.browser, { viewport });
      await page.goto(`${prefix}/`);
      await hydrated(page);
      await page.getByTestId('login-button').click();
      await page.getByTestId('auth-email').fill('listener@e2e.test');
      await page.getByTestId('send-code').click();
      const captcha = page.getByRole('dialog', { name: names.captcha });
      await expect.poll(() => captcha.getByTestId('captcha-image').isVisible(), { timeout: 15_000 }).toBe(true);
      const image = captcha.getByTestId('captcha-image');
      expect(await image.getAttribute('alt')).toContain(names.listen);

      // From the answer field, the listen button is a few Shift+Tabs back.
      await captcha.getByTestId('captcha-input').focus();
      for (let i = 0; i < 5 && (await focusedTestId(page)) !== 'captcha-listen'; i++) {
        await page.keyboard.press('Shift+Tab');
      }
      expect(await focusedTestId(page)).toBe('captcha-listen');
      const listen = captcha.getByRole('button', { name: names.listen });
      expect(await listen.isVisible()).toBe(true);

      const audio = captcha.getByTestId('captcha-audio');
      expect(await audio.getAttribute('src')).toBeNull(); // nothing fetched before asked
      const answered = page.waitForResponse((r) => r.url().includes('/v1/captcha/audio'));
      await page.keyboard.press('Enter');
      const res = await answered;
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('audio/wav');
      const src = await audio.getAttribute('src');
      expect(src).toMatch(new RegExp(`^/v1/captcha/audio\\?id=[\\w-]{36}&lang=${names.lang}$`));
      await expect.poll(() => captcha.getByRole('status').textContent()).toBe(names.playing);

      // A new picture: the old code's audio goes, the next press fetches the new one.
      const firstId = new URL(src ?? '', 'http://x').searchParams.get('id');
      const oldPicture = await image.getAttribute('src');
      await captcha.getByRole('button', { name: prefix ? 'Refresh' : '换一张' }).click();
      await expect.poll(() => image.getAttribute('src')).not.toBe(oldPicture);
      await expect.poll(() => audio.getAttribute('src')).toBeNull();
      await listen.click();
      await expect.poll(() => audio.getAttribute('src')).toMatch(/^\/v1\/captcha\/audio\?id=/);
      expect(new URL((await audio.getAttribute('src')) ?? '', 'http://x').searchParams.get('id')).not.toBe(firstId);
      expect(consoleErrors).toEqual([]);
    });
  }

  it('links to the audio on the sign-in page without JavaScript', async () => {
    const { page } = await openPage(b.browser, { viewport: PHONE, javaScript: false });
    await page.goto('/en/login');
    await page.locator('input[name=email]').fill('plain-listener@e2e.test');
    await page.getByTestId('plain-login-next').click();
    const link = page.getByRole('link', { name: /Listen to the code/ });
    await expect.poll(() => link.isVisible()).toBe(true);
    const href = (await link.getAttribute('href')) ?? '';
    const key = await page.locator('input[name=key]').getAttribute('value');
    expect(href).toBe(`/v1/captcha/audio?id=${key}&lang=en`);
    expect(await link.getAttribute('target')).toBe('_blank');
    const res = await page.context().request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('audio/wav');
  });
});
