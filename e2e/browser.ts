// Debian's Chromium driven by playwright-core, one browser per test file. Console
// errors are collected per page; a failing test leaves a screenshot in test-results/.
// Every journey runs under the shop's Content-Security-Policy: a violation the browser
// reports fails the test that caused it.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFailed, onTestFinished } from 'vitest';
import { launchChromium } from '../test/helpers/chromium.ts';

export const baseUrl = inject('baseUrl');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

export function useBrowser() {
  let browser: Browser;
  const state = {
    get browser() {
      return browser;
    },
  };
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return state;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
}

/** A fresh context and page; a failing test saves a screenshot of it. */
export async function openPage(
  browser: Browser,
  opts: {
    viewport?: { width: number; height: number };
    locale?: string;
    javaScript?: boolean;
    /** The browser's time zone (IANA), e.g. 'America/New_York'; default the machine's. */
    timezoneId?: string;
  } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: opts.viewport ?? DESKTOP,
    locale: opts.locale ?? 'zh-CN',
    javaScriptEnabled: opts.javaScript ?? true,
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const cspViolations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
    if (/Content Security Policy/i.test(msg.text())) cspViolations.push(`${page.url()}: ${msg.text()}`);
  });
  onTestFinished(() => {
    if (cspViolations.length) throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  onTestFailed(async ({ task }) => {
    mkdirSync('test-results', { recursive: true });
    const name = task.name.replace(/[^\w-]+/g, '_').slice(0, 80);
    await page.screenshot({ path: `test-results/${name}.png`, fullPage: true }).catch(() => {});
  });
  return { page, context, consoleErrors };
}

/** Waits until React has hydrated the page (root sets `data-hydrated` on <html>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]');
}

/**
 * Opens the header's account menu and picks one entry. Waits for hydration first (a
 * click before React runs is lost) and clicks again if the menu still did not open.
 */
export async function openAccountMenu(page: Page, entry: string): Promise<void> {
  await hydrated(page);
  const item = page.getByTestId(entry);
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByTestId('account-button').click();
    const opened = await item.waitFor({ state: 'visible', timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (opened) break;
  }
  await item.click();
}

/**
 * Answers the captcha dialog once its picture has arrived: before that the dialog's
 * confirm does nothing (there is no captcha to answer yet), and on a loaded machine the
 * picture can come seconds after the dialog. `name` is the dialog's title.
 */
export async function answerCaptcha(page: Page, digits: string, name = '安全验证', confirm = '确定'): Promise<void> {
  const captcha = page.getByRole('dialog', { name });
  await expect.poll(() => captcha.isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => captcha.getByTestId('captcha-image').isVisible(), { timeout: 15_000 }).toBe(true);
  await captcha.getByTestId('captcha-input').fill(digits);
  await captcha.getByRole('button', { name: confirm }).click();
}

/**
 * Waits for the page's running animations to finish (a dialog zooming in takes no
 * click until it has). Endless ones, spinners and skeletons, are left alone.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Serious or critical accessibility violations on the current page, or inside `within` (axe). */
export async function seriousA11yViolations(page: Page, within?: string) {
  // Judge colours at rest: not a hovered button or link under the pointer.
  await page.mouse.move(0, 0);
  // Judge the settled page: mid-transition (a dialog fading in) colours are not final.
  await animationsSettled(page);
  const axe = new AxeBuilder({ page });
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
