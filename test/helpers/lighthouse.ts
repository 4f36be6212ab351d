// Lighthouse (Google's page audit) in Debian's Chromium, for the browser suite's
// accessibility, best-practices and SEO checks and the benchmark's performance row.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** One run's report (Lighthouse's `LH.Result`). */
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** A run's performance score, 0-1 (0 when the run was not asked for it). */
const performanceOf = (r: Report) => r.categories.performance?.score ?? 0;

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface PageAudit {
  url: string;
  scores: Partial<Record<LighthouseCategory, number>>;
  /** Largest contentful paint under the mobile preset's throttling, in ms. */
  lcpMs?: number;
  /** Cumulative layout shift of the same run. */
  cls?: number;
  /** Audits that lost points in the categories asked for: id and title. */
  failures: string[];
  /** Why Lighthouse could not score the page (its runtime error: code and message), if so. */
  error?: string;
  /** Every run's performance score, in the order they ran; a runtime error's code where Lighthouse could not score it. */
  runScores: (number | string)[];
  /** Every run's `benchmarkIndex`: Lighthouse's measure of the host's CPU, taken in the page's renderer. */
  benchmarkIndexes: number[];
}

/**
 * The CPU slowdown that makes this host emulate the device Lighthouse's mobile preset
 * aims at, from the host's `benchmarkIndex`: the formula of Lighthouse's CPU throttling
 * calculator (docs/throttling.md, "Calibrating the CPU slowdown";
 * github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js). The
 * default 4x is this formula at 1,533, a high-end desktop; PageSpeed Insights sets its
 * own hosts' value (1.2x) the same way (lighthouse, core/config/lr-mobile-config.js).
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

/**
 * Audits each URL in turn (mobile preset, the default) in one Chromium. With `runs` > 1,
 * each URL is audited that many times and the run with the median performance score is
 * kept, as Lighthouse's variability guide advises for scores on a shared machine. With
 * LIGHTHOUSE_REPORT_DIR set, each page's kept report (every diagnostic: render-blocking
 * resources, unused JavaScript, the LCP element and its phases) is written there as JSON.
 */
export async function auditPages(
  urls: string[],
  categories: readonly LighthouseCategory[],
  runs = 1,
  /** Lighthouse's default (4, the mobile preset from a high-end desktop) unless given. */
  cpuSlowdownMultiplier?: number,
): Promise<PageAudit[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const audits: PageAudit[] = [];
    for (const url of urls) {
      const lhrs: Report[] = [];
      for (let i = 0; i < runs; i++) {
        // A run Lighthouse could not score (a runtime error such as a trace without its
        // navigation start) failed as a tool, not as a page: it is kept and tried once more.
        for (let attempt = 0; attempt < 2; attempt++) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...categories],
            ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
          });
          if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
          lhrs.push(result.lhr);
          if (!result.lhr.runtimeError) break;
        }
      }
      // The run with the median performance score (the lower of the middle two for an even
      // count): its score, LCP and report. Runs Lighthouse could not score are left out.
      const byScore = lhrs.filter((r) => !r.runtimeError).sort((a, b) => performanceOf(a) - performanceOf(b));
      const lhr = byScore[Math.floor((byScore.length - 1) / 2)] ?? lhrs[0]!;
      const { categories: cats, audits: all, runtimeError } = lhr;
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr));
      }
      const weighted = new Set(
        categories.flatMap((c) => (cats[c]?.auditRefs ?? []).filter((r) => r.weight > 0).map((r) => r.id)),
      );
      audits.push({
        url,
        scores: Object.fromEntries(categories.map((c) => [c, Math.round((cats[c]?.score ?? 0) * 100)])),
        lcpMs: all['largest-contentful-paint']?.numericValue,
        cls: all['cumulative-layout-shift']?.numericValue,
        failures: Object.values(all)
          .filter((a) => weighted.has(a.id) && a.score !== null && a.score < 1)
          .map((a) => `${a.id}: ${a.title}`),
        error: runtimeError && `${runtimeError.code}: ${runtimeError.message}`,
        runScores: lhrs.map((r) => r.runtimeError?.code ?? Math.round(performanceOf(r) * 100)),
        benchmarkIndexes: lhrs.map((r) => r.environment.benchmarkIndex),
      });
    }
    return audits;
  } finally {
    chrome.kill();
  }
}
