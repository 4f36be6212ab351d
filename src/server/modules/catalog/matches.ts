// A keyword's page from the goods it matches. Finding and ranking the matches is the
// whole cost of a search (every match's row is read to rank it); the filters, the
// order and the page are cheap. So a keyword's matches are read once (queries.ts,
// selectMatches) and kept briefly, and each price range, category, order and page is
// cut from them here, in the orders the listing SQL uses (queries.ts, ORDER).
import type { ListSort } from '../../../domain/catalog/catalog.ts';

/** A good on shelf that a keyword matches, with what a search page filters and sorts by. */
export interface MatchRow {
  id: number;
  /** Relevance: ts_rank, or word similarity for a typo-tolerant match. */
  rank: number;
  price_min: number;
  price_max: number;
  category_id: number | null;
  sales: number;
  /** Microseconds since the epoch (exact in a double). */
  created_us: number;
}

export interface MatchFilter {
  categoryIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  sort: ListSort;
  limit: number;
  offset: number;
}

type Key = (m: MatchRow) => number;
// Relevance stands for the default order when there is a keyword, best sellers first among
// equals; other ties by id, in the key's direction.
const ORDER: Record<ListSort, { key: Key; desc: boolean; bySales?: boolean }> = {
  default: { key: (m) => m.rank, desc: true, bySales: true },
  newest: { key: (m) => m.created_us, desc: true },
  price_asc: { key: (m) => m.price_min, desc: false },
  price_desc: { key: (m) => m.price_min, desc: true },
  sales: { key: (m) => m.sales, desc: true },
};

/** The ids of one page of the matches that pass the filter, and how many pass. */
export function pageOfMatches(matches: readonly MatchRow[], f: MatchFilter): { ids: number[]; total: number } {
  const categories = f.categoryIds ? new Set(f.categoryIds) : undefined;
  const kept = matches.filter(
    (m) =>
      (!categories || (m.category_id !== null && categories.has(m.category_id))) &&
      (f.minPrice === undefined || m.price_max >= f.minPrice) &&
      (f.maxPrice === undefined || m.price_min <= f.maxPrice),
  );
  const { key, desc, bySales } = ORDER[f.sort];
  const sign = desc ? -1 : 1;
  kept.sort((a, b) => sign * (key(a) - key(b)) || (bySales ? b.sales - a.sales : 0) || sign * (a.id - b.id));
  return { ids: kept.slice(f.offset, f.offset + f.limit).map((m) => m.id), total: kept.length };
}
