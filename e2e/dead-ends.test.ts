// Dead ends in a real browser (#23 item 5): the 404 page inside the usual shell, in one
// language, with suggestions that lead on and a language switch to the same 404; the
// loading bar after a failed client navigation. Both languages, phone and desktop.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';

/** The browser reports the 404 document itself (and its data on client navigation). */
const NOT_FOUND_RESOURCE = /status of 404 \(Not Found\)/;
const WIDE = { width: 1440, height: 900 };
const LANGS = [
  { lang: 'zh-cn', prefix: '', htmlLang: 'zh-CN', browser: 'zh-CN', title: '页面未找到', other: '/en' },
  { lang: 'en', prefix: '/en', htmlLang: 'en', browser: 'en-US', title: 'Page Not Found', other: '' },
] as const;

/** Visible text of the page outside elements marked as another language (the language switch). */
function ownLanguageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, [hidden], .sr-only')) continue;
      if (el.closest('[lang]')?.getAttribute('lang') !== lang) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
}

async function loadingBarSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const bar = document.querySelector('[data-testid="loading-bar"]');
        return bar ? `${bar.getAttribute('data-state')}/${bar.getAttribute('data-visible')}` : 'none';
      }),
    )
    .toMatch(/^(idle\/false|none)$/);
}

describe('dead ends', () => {
  const b = useBrowser();

  for (const l of LANGS) {
    for (const viewport of [PHONE, WIDE]) {
      it(`${l.lang} at ${viewport.width} px: an unknown path is a 404 inside the shell, in one language, with ways on`, async () => {
        const { page, consoleErrors } = await openPage(b.browser, { viewport, locale: l.browser });
        const res = await page.goto(`${l.prefix}/no/such/page`);
        expect(res?.status()).toBe(404);
        await hydrated(page);
        expect(await page.getAttribute('html', 'lang')).toBe(l.htmlLang);
        expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
        expect(await page.title()).toContain(l.title);
        // The usual shell: header with cart and account, language switch, footer.
        expect(await page.locator('header').count()).toBe(1);
        expect(await page.getByTestId('lang-switch').isVisible()).toBe(true);
        expect(await page.getByTestId('login-button').isVisible()).toBe(true);
        expect(await page.locator('footer').count()).toBe(1);
        expect(await page.getByTestId('error-message').innerText()).toBe(
          l.lang === 'en' ? 'Page Not Found: /en/no/such/page' : '页面未找到：/no/such/page',
        );
        // One language: no Chinese on the English page, no English error text on the Chinese one.
        const text = await ownLanguageText(page);
        if (l.lang === 'en') expect(text).not.toMatch(/[\u4e00-\u9fff]/);
        else expect(text).not.toMatch(/Page Not Found|Internal Server Error|Back to home/);
        // Suggestions: best sellers and the categories.
        const goods = page.getByTestId('error-suggestions').locator('a[href*="/product/"]');
        expect(await goods.count()).toBeGreaterThan(0);
        expect(await page.getByTestId('error-categories').locator('a').count()).toBeGreaterThan(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        mkdirSync('test-results', { recursive: true });
        await page.screenshot({ path: `test-results/404-${l.lang}-${viewport.width}.png`, fullPage: true });

        // A suggestion leads to its product page, in this language.
        const href = await goods.first().getAttribute('href');
        expect(href).toMatch(new RegExp(`^${l.prefix}/product/\\d+$`));
        await goods.first().click();
        await page.waitForURL(`${baseUrl}${href}`);
        await expect.poll(() => page.getByTestId('error-page').count()).toBe(0);
        await loadingBarSettled(page);
        expect(consoleErrors.filter((e) => !NOT_FOUND_RESOURCE.test(e))).toEqual([]);
      });
    }

    it(`${l.lang}: the language switch leads to the same 404 in the other language; an unknown product is a 404 too`, async () => {
      const { page, consoleErrors } = await openPage(b.browser, { locale: l.browser });
      const res = await page.goto(`${l.prefix}/product/99999999`);
      expect(res?.status()).toBe(404);
      await hydrated(page);
      expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
      expect(await page.getByTestId('error-suggestions').locator('a').count()).toBeGreaterThan(0);
      await page.getByTestId('lang-switch').click();
      await page.waitForURL(`${baseUrl}${l.other}/product/99999999`);
      const otherTitle = l.lang === 'en' ? '页面未找到' : 'Page Not Found';
      await expect.poll(() => page.getByTestId('error-message').innerText()).toContain(otherTitle);
      expect(await page.getAttribute('html', 'lang')).toBe(l.lang === 'en' ? 'zh-CN' : 'en');
      await loadingBarSettled(page);
      expect(consoleErrors.filter((e) => !NOT_FOUND_RESOURCE.test(e))).toEqual([]);
    });

    it(`${l.lang}: after a failed client navigation the loading bar finishes and the next navigation works`, async () => {
      const { page, consoleErrors } = await openPage(b.browser, { locale: l.browser });
      await page.goto(`${l.prefix}/`);
      await hydrated(page);
      // A product link whose data answers 404 (the product vanished meanwhile).
      await page.route(/\/product\/\d+\.data/, (route) => route.continue({ url: `${baseUrl}/product/99999999.data` }));
      await page.locator('main a[href*="/product/"]:not([href*="/cate/"])').first().click();
      await expect.poll(() => page.getByTestId('error-code').textContent()).toBe('404');
      expect(await page.locator('header').count()).toBe(1);
      await loadingBarSettled(page);

      // The network fails on the next one: an error page, and again no stuck bar.
      await page.unroute(/\/product\/\d+\.data/);
      await page.route(/\.data/, (route) => route.abort('internetdisconnected'));
      await page.getByTestId('error-suggestions').locator('a').first().click();
      await expect.poll(() => page.getByTestId('error-code').textContent()).toBe('500');
      await loadingBarSettled(page);

      // Back online: the next navigation works normally.
      await page.unroute(/\.data/);
      await page
        .locator('header')
        .getByRole('link', { name: l.lang === 'en' ? 'FAQ' : '常见问题' })
        .first()
        .click();
      await page.waitForURL(`${baseUrl}${l.prefix}/faq`);
      await expect.poll(() => page.getByTestId('error-page').count()).toBe(0);
      await loadingBarSettled(page);
      // The failed loads the browser reported are the ones this test caused.
      expect(consoleErrors.filter((e) => !/404|Failed to fetch|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    });
  }
});
