// Lighthouse (Google's page audit) in Debian's Chromium, for the browser suite's
// accessibility, best-practices and SEO checks and the benchmark's performance row.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface PageAudit {
  url: string;
  scores: Partial<Record<LighthouseCategory, number>>;
  /** Largest contentful paint under the mobile preset's throttling, in ms. */
  lcpMs?: number;
  /** Audits that lost points in the categories asked for: id and title. */
  failures: string[];
}

/**
 * Audits each URL in turn (mobile preset, the default) in one Chromium. With
 * LIGHTHOUSE_REPORT_DIR set, each page's whole report (every diagnostic: render-blocking
 * resources, unused JavaScript, the LCP element and its phases) is written there as JSON.
 */
export async function auditPages(urls: string[], categories: readonly LighthouseCategory[]): Promise<PageAudit[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const audits: PageAudit[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories: cats, audits: all } = result.lhr;
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(result.lhr));
      }
      const weighted = new Set(
        categories.flatMap((c) => (cats[c]?.auditRefs ?? []).filter((r) => r.weight > 0).map((r) => r.id)),
      );
      audits.push({
        url,
        scores: Object.fromEntries(categories.map((c) => [c, Math.round((cats[c]?.score ?? 0) * 100)])),
        lcpMs: all['largest-contentful-paint']?.numericValue,
        failures: Object.values(all)
          .filter((a) => weighted.has(a.id) && a.score !== null && a.score < 1)
          .map((a) => `${a.id}: ${a.title}`),
      });
    }
    return audits;
  } finally {
    chrome.kill();
  }
}
