// The search relevance benchmark's query set (bench/search-queries.ts, issue #39 item 7)
// on the demo catalog, on both databases: the queries that miss are printed, and the hit
// rate at 3 must not fall below today's. Latency is bench/run.ts's (`--only relevance`);
// no timing here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_QUERIES } from '../../bench/search-queries.ts';
import { relevance, relevanceMisses, relevanceTotals } from '../../bench/search-relevance.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The floor: the hit rate at 3 measured when the benchmark was written, rounded down,
 * on both databases. Before the matching engine of 8e9220d it was 54 of 73 (0.74); with
 * it, 72 of 73 (0.986): only '茶' misses. The goal is 0.95; raise this as the
 * engine improves, never lower it to let a change through.
 */
const MIN_HIT_RATE_AT_3 = 0.98;

describe('search relevance on the demo catalog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it(`finds the expected goods in the top 3 for at least ${MIN_HIT_RATE_AT_3 * 100} % of the query set`, async () => {
    const ask = async (url: string, lang: string) => {
      const res = await t.app.inject({ url, headers: { lang } });
      expect(res.statusCode, url).toBe(200);
      return res.json().data;
    };
    const r = await relevance(ask, SEARCH_QUERIES);
    console.log(
      [relevanceTotals(`search relevance, ${process.env.TEST_BACKEND}`, r), ...relevanceMisses(r)].join('\n'),
    );
    expect(r.queries).toBeGreaterThanOrEqual(40);
    expect(r.rateAt3).toBeGreaterThanOrEqual(MIN_HIT_RATE_AT_3);
  });
});
