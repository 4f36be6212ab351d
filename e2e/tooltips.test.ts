// Tooltips on controls without written meaning (issue #22, item 5; SPEC 9): the pointer
// and keyboard focus show them at once, 12 px from the control; they stay while the
// pointer is on them, go 200 ms after it leaves, and Escape hides them.
import { describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, openPage, PHONE, seriousA11yViolations, useBrowser } from './browser.ts';

describe('tooltips', () => {
  const b = useBrowser();

  it('show on pointer and focus, keep their distance, and go after 200 ms or on Escape (desktop, Chinese)', async () => {
    const { page } = await openPage(b.browser, { viewport: DESKTOP });
    await page.goto('/');
    await hydrated(page);
    const tip = page.getByRole('tooltip', { includeHidden: true });

    const cart = page.getByTestId('cart-link');
    await cart.hover();
    await expect.poll(() => tip.textContent()).toBe('购物车');
    const [control, box] = await Promise.all([cart.boundingBox(), tip.boundingBox()]);
    expect(Math.round((box?.y ?? 0) - ((control?.y ?? 0) + (control?.height ?? 0)))).toBe(12);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Leaving: the page notes when the pointer left and when the tooltip went.
    await cart.hover();
    await expect.poll(() => tip.count()).toBe(1);
    await page.evaluate(() => {
      const w = window as unknown as { left?: number; gone?: number };
      document.querySelector('[data-testid="cart-link"]')?.parentElement?.addEventListener('pointerleave', () => {
        w.left = performance.now();
      });
      new MutationObserver(() => {
        if (!document.querySelector('[role="tooltip"]')) w.gone ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.mouse.move(5, 500);
    await expect.poll(() => tip.count(), { timeout: 2000 }).toBe(0);
    const delay = await page.evaluate(() => {
      const w = window as unknown as { left: number; gone: number };
      return w.gone - w.left;
    });
    expect(delay).toBeGreaterThanOrEqual(190);

    // Keyboard focus shows it too; Escape hides it.
    await page.getByTestId('lang-switch').focus();
    await expect.poll(() => tip.textContent()).toBe('Switch to English');
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.count()).toBe(0);
  });

  it('names the phone menu button and back to top (phone, English)', async () => {
    const { page } = await openPage(b.browser, { viewport: PHONE, locale: 'en-US' });
    await page.goto('/en');
    await hydrated(page);
    const tip = page.getByRole('tooltip', { includeHidden: true });
    await page.getByRole('button', { name: 'Menu' }).focus();
    await expect.poll(() => tip.textContent()).toBe('Menu');
    // The tooltip of the right-most control stays on the screen.
    const box = await tip.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.count()).toBe(0);
    // Back to top hides over controls and text (the home page's cards on a phone): the
    // FAQ page has a clear spot for it once scrolled (as in shell.test.ts).
    await page.goto('/en/faq');
    await hydrated(page);
    await page.mouse.wheel(0, 1200);
    const top = page.getByRole('button', { name: 'Back to top' });
    await expect.poll(() => top.isVisible()).toBe(true);
    await top.hover();
    await expect.poll(() => tip.textContent()).toBe('Back to top');
  });
});
