// Related goods (issue #41 item 1): what a product page, the cart and an empty search
// offer next. The 'related goods' job stores, per good on shelf, up to RELATED_KEPT
// candidates in order (server/modules/related); a read keeps those still on shelf and
// in stock and tops them up from the live fallback (its categories, then best sellers)
// when fewer than RELATED_SHOWN are left, or before the job's first run.

/** Goods a related row shows at most. */
export const RELATED_SHOWN = 8;
/** Candidates the job keeps per good: twice what is shown, so that goods selling out leave enough. */
export const RELATED_KEPT = 16;
/** Where a candidate comes from, in the order they are offered. */
export const RELATED_SOURCE = { together: 1, category: 2, bestSeller: 3 } as const;
/** The job works the lists out again this often, and after any catalog change. */
export const RELATED_REFRESH_MS = 10 * 60_000;
/** Orders paid within this many days count as 'bought together'. */
export const TOGETHER_DAYS = 180;
/** Goods a related read may be asked about at once (the cart's goods). */
export const RELATED_MAX_ASKED = 50;

/** What a read needs to know of a candidate: its id and whether it can be bought now. */
export interface RelatedCandidate {
  id: number;
  in_stock: boolean;
}

/**
 * The goods to show: candidates in the order given (stored first, then the live
 * fallback), each once, never one of `asked`, only those in stock, at most `limit`.
 * Candidates missing from the catalog's answer (off shelf) were never passed in.
 */
export function pickRelated<T extends RelatedCandidate>(
  candidates: Iterable<T>,
  asked: Iterable<number>,
  limit = RELATED_SHOWN,
): T[] {
  const seen = new Set(asked);
  const out: T[] = [];
  for (const c of candidates) {
    if (out.length >= limit) break;
    if (seen.has(c.id) || !c.in_stock) continue;
    seen.add(c.id);
    out.push(c);
  }
  return out;
}
