// The search relevance benchmark (issue #39, item 7): the public query set
// (bench/search-queries.ts) asked of GET /v1/good/list on the demo catalog, scored as
// hit rate at 3 (every expected good among the first three results, or one of them for
// an `any` entry) and at 1 (the first result is an expected good); and the latency of
// the same keywords at 50 connections on the 10,000-goods catalog. bench/run.ts runs both
// on the PostgreSQL server and on the embedded database (`node bench/run.ts --only
// relevance`); test/api/search-relevance.test.ts holds the hit rate at 3 above a floor.
import autocannon from 'autocannon';
import { DEMO_GOODS } from '../src/server/db/seed/catalog-data.ts';
import { SEARCH_QUERIES, type SearchQuery } from './search-queries.ts';

/** GETs an API path with the `lang` header, answers the envelope's `data`. */
export type Ask = (path: string, lang: string) => Promise<unknown>;

interface Card {
  id: number;
  name: string;
}
interface Page {
  list: Card[];
  total: number;
}

export interface RelevanceRow extends SearchQuery {
  /** The first three results' names, in the query's language. */
  top: string[];
  hitAt3: boolean;
  hitAt1: boolean;
}

export interface RelevanceResult {
  rows: RelevanceRow[];
  queries: number;
  hitsAt3: number;
  hitsAt1: number;
  rateAt3: number;
  rateAt1: number;
}

/** Asks a running server over HTTP. */
export function httpAsk(base: string): Ask {
  return async (path, lang) => {
    const res = await fetch(base + path, { headers: { lang } });
    if (!res.ok) throw new Error(`GET ${path} (${lang}): ${res.status}`);
    return ((await res.json()) as { data: unknown }).data;
  };
}

const listPath = (keyword: string) => `/v1/good/list?${new URLSearchParams({ keyword, page: '1', page_size: '10' })}`;

/**
 * The seeded goods' ids by demo key, found by their English names (every good on
 * shelf, paged). Throws when a key of the query set is not a demo good, or a demo good
 * the set expects is not in the shop.
 */
export async function resolveExpected(ask: Ask, queries: SearchQuery[]): Promise<Map<string, number>> {
  const nameOf = new Map(DEMO_GOODS.map((g) => [g.key, g.name.en]));
  const idOf = new Map<string, number>();
  for (let page = 1; ; page++) {
    const { list } = (await ask(`/v1/good/list?page=${page}&page_size=100`, 'en')) as Page;
    for (const card of list) idOf.set(card.name, card.id);
    if (list.length < 100) break;
  }
  const ids = new Map<string, number>();
  for (const q of queries) {
    if (q.expect.length === 0 || q.expect.length > 3) throw new Error(`"${q.query}": expects 1 to 3 goods`);
    for (const key of q.expect) {
      const name = nameOf.get(key);
      if (!name) throw new Error(`"${q.query}": ${key} is not a demo good (DEMO_GOODS)`);
      const id = idOf.get(name);
      if (id === undefined) throw new Error(`"${q.query}": the demo good ${key} (${name}) is not in the shop`);
      ids.set(key, id);
    }
  }
  return ids;
}

/** Asks every query of the set (one at a time) and scores the first three results. */
export async function relevance(base: string | Ask, queries: SearchQuery[] = SEARCH_QUERIES): Promise<RelevanceResult> {
  const ask = typeof base === 'string' ? httpAsk(base) : base;
  const ids = await resolveExpected(ask, queries);
  const rows: RelevanceRow[] = [];
  for (const q of queries) {
    const { list } = (await ask(listPath(q.query), q.lang)) as Page;
    const first3 = list.slice(0, 3).map((c) => c.id);
    const expected = q.expect.map((key) => ids.get(key)!);
    const hitAt3 = q.any ? expected.some((id) => first3.includes(id)) : expected.every((id) => first3.includes(id));
    const hitAt1 = first3[0] !== undefined && expected.includes(first3[0]);
    rows.push({ ...q, top: list.slice(0, 3).map((c) => c.name), hitAt3, hitAt1 });
  }
  const hitsAt3 = rows.filter((r) => r.hitAt3).length;
  const hitsAt1 = rows.filter((r) => r.hitAt1).length;
  return {
    rows,
    queries: rows.length,
    hitsAt3,
    hitsAt1,
    rateAt3: hitsAt3 / rows.length,
    rateAt1: hitsAt1 / rows.length,
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

/** The totals in one line, in bench/run.ts's style. */
export function relevanceTotals(name: string, r: RelevanceResult): string {
  return `${name.padEnd(40)} hit@3 ${percent(r.rateAt3).padStart(7)} (${r.hitsAt3}/${r.queries})   hit@1 ${percent(r.rateAt1).padStart(7)} (${r.hitsAt1}/${r.queries})`;
}

/** The queries that miss at 3: the query, what it expects, and what came first instead. */
export function relevanceMisses(r: RelevanceResult): string[] {
  const misses = r.rows.filter((row) => !row.hitAt3);
  if (misses.length === 0) return ['  no misses at 3'];
  const query = (m: RelevanceRow) => `${m.query} [${m.lang}]`;
  const expected = (m: RelevanceRow) => `${m.any ? 'any of ' : ''}${m.expect.join(', ')}`;
  const qWidth = Math.max(...misses.map((m) => query(m).length));
  const eWidth = Math.max(8, ...misses.map((m) => expected(m).length));
  return [
    `  misses at 3 (${misses.length}):`,
    `  ${'query [lang]'.padEnd(qWidth)}  ${'expected'.padEnd(eWidth)}  → first three results`,
    ...misses.map(
      (m) =>
        `  ${query(m).padEnd(qWidth)}  ${expected(m).padEnd(eWidth)}  → ${m.top.length ? m.top.join(' | ') : '(nothing)'}`,
    ),
  ];
}

/**
 * GET /v1/good/list with the set's keywords in turn (URL-encoded, each with its `lang`
 * header), page 1 of 10, at `connections` for `seconds`. The catalog keeps a keyword's
 * matches 2 s per process (src/server/modules/catalog/service.ts), so the p99 holds the
 * database's work and the p50 mostly the cache's.
 */
export function relevanceLatency(
  base: string,
  seconds: number,
  connections: number,
  queries: SearchQuery[] = SEARCH_QUERIES,
): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          const q = queries[next++ % queries.length]!;
          return { ...req, path: listPath(q.query), headers: { ...req.headers, lang: q.lang } };
        },
      },
    ],
  });
}

/**
 * Each query of the set asked once, one at a time (after the catalog's 2-second keyword
 * cache has expired), slowest first: where a latency row's p99 comes from.
 */
export async function slowestQueries(
  base: string,
  count = 5,
  queries: SearchQuery[] = SEARCH_QUERIES,
): Promise<string> {
  await new Promise((r) => setTimeout(r, 2100));
  const ask = httpAsk(base);
  const times: { q: SearchQuery; ms: number }[] = [];
  for (const q of queries) {
    const started = performance.now();
    await ask(listPath(q.query), q.lang);
    times.push({ q, ms: performance.now() - started });
  }
  times.sort((a, b) => b.ms - a.ms);
  const median = times[Math.floor(times.length / 2)]!.ms;
  return `${''.padEnd(40)} one at a time: median ${median.toFixed(0)} ms, slowest ${times
    .slice(0, count)
    .map((t) => `${t.q.query} ${t.ms.toFixed(0)} ms`)
    .join(', ')}`;
}
