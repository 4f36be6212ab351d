// Search answers in a real browser (issue #39): the search page offers 'did you mean' as
// a link, server-rendered (also without JavaScript), in Chinese and English; and the
// admin's Search page lists a search that found nothing, adds it as a synonym of a real
// word in one small form, and the same search then finds goods at once.
import { describe, expect, it } from 'vitest';
import { adminSignIn, confirmIn } from './admin.ts';
import { adminCall } from './api.ts';
import { baseUrl, DESKTOP, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';

/** Letters only, new each run: a word no good has. */
const nonsense = () =>
  `zq${Date.now()
    .toString(26)
    .replace(/\d/g, (d) => 'klmnoprstu'[Number(d)])}`;

const list = async (keyword: string, lang = 'zh-cn') =>
  (await (await fetch(`${baseUrl}/v1/good/list?keyword=${encodeURIComponent(keyword)}`, { headers: { lang } })).json())
    .data as { total: number; did_you_mean?: string };

describe('search: did you mean, and the admin Search page', () => {
  const b = useBrowser();

  it("offers 'did you mean' as a link on an empty search, with and without JavaScript", async () => {
    for (const javaScript of [false, true]) {
      const { page, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP, javaScript });
      await page.goto(`/search?keyword=${encodeURIComponent('龙景茶')}`);
      if (javaScript) await hydrated(page);
      const hint = page.getByTestId('did-you-mean');
      expect(await hint.textContent()).toBe('您是不是要找 乌龙茶？');
      const link = hint.getByRole('link', { name: '乌龙茶' });
      await Promise.all([page.waitForURL(/keyword=%E4%B9%8C%E9%BE%99%E8%8C%B6/), link.click()]);
      // A client-side navigation swaps the page after the address changes: wait for the
      // results (product links, not the empty state's category links, which also start
      // with /product/) and for the hint to go.
      await expect.poll(() => page.getByTestId('did-you-mean').count()).toBe(0);
      expect(await page.locator('main li a[href^="/product/"]:not([href^="/product/cate/"])').count()).toBeGreaterThan(
        0,
      );
      if (javaScript) expect(consoleErrors).toEqual([]);
    }

    const { page } = await openPage(b.browser, { viewport: PHONE, locale: 'en-US' });
    await page.goto('/en/search?keyword=kintwaer');
    await hydrated(page);
    expect(await page.getByTestId('did-you-mean').textContent()).toBe('Did you mean knitwear?');
    expect(await page.getByRole('link', { name: 'knitwear' }).getAttribute('href')).toBe('/en/search?keyword=knitwear');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/search-did-you-mean-phone-en.png', fullPage: true });
    const desk = await openPage(b.browser, { viewport: DESKTOP });
    await desk.page.goto(`/search?keyword=${encodeURIComponent('龙景茶')}`);
    await desk.page.screenshot({ path: 'test-results/search-did-you-mean-desktop-zh.png', fullPage: true });
  });

  it('adds a search that found nothing as a synonym of a real word: the same search finds goods at once', async () => {
    const word = nonsense();
    expect((await list(word)).total).toBe(0);
    await expect
      .poll(async () =>
        (await adminCall<{ keyword: string }[]>('GET', '/v1/admin/search/misses')).map((m) => m.keyword),
      )
      .toContain(word);

    const { page, consoleErrors } = await openPage(b.browser, { viewport: DESKTOP });
    await adminSignIn(page);
    await page.getByRole('navigation', { name: '菜单' }).first().getByText('搜索', { exact: true }).click();
    await page.waitForURL(/\/admin\/search$/);
    await page.getByRole('heading', { name: '没有搜到结果的搜索（最近 30 天）' }).waitFor();
    const add = page.getByRole('button', { name: `把“${word}”加为同义词` });
    await add.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/admin-search-desktop-zh.png', fullPage: true });

    await add.click();
    const dialog = page.getByRole('dialog', { name: `把“${word}”加为同义词` });
    await dialog.waitFor();
    const meaning = dialog.getByLabel('它应该指的词');
    await meaning.fill('knitwear');
    expect(await seriousA11yViolations(page, '.ant-modal')).toEqual([]);
    await confirmIn(page, '保存');
    const row = page.getByTestId('search-misses').locator('tr', { hasText: word });
    await expect.poll(() => row.textContent()).toContain('已加同义词');
    const synonyms = page.getByTestId('search-synonyms');
    await expect.poll(() => synonyms.textContent()).toContain(word);

    // The storefront finds goods by the missed word at once.
    expect((await list(word)).total).toBeGreaterThan(0);
    const shop = await openPage(b.browser, { viewport: DESKTOP });
    await shop.page.goto(`/search?keyword=${word}`);
    expect(await shop.page.locator('main li a[href^="/product/"]').count()).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);

    // The phone's view of the page.
    const phone = await openPage(b.browser, { viewport: PHONE });
    await adminSignIn(phone.page);
    await phone.page.goto('/admin/search');
    await phone.page.getByRole('heading', { name: '同义词' }).waitFor();
    await phone.page.getByTestId('search-synonyms').locator('tr', { hasText: word }).waitFor();
    await phone.page.screenshot({ path: 'test-results/admin-search-phone-zh.png', fullPage: true });
  });
});
