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

/** A good on shelf as the job sees it: its category, its category's tree (the parent, or itself), its sales. */
export interface ShelfGood {
  id: number;
  category_id: number | null;
  /** The category's parent, or the category itself when it has none; null without a category. */
  family: number | null;
  sales: number;
}

/** A good bought with another in orders paid within TOGETHER_DAYS, and in how many orders. */
export interface BoughtWith {
  id: number;
  orders: number;
}

/** One entry of a stored list. */
export interface RelatedEntry {
  id: number;
  source: (typeof RELATED_SOURCE)[keyof typeof RELATED_SOURCE];
}

/**
 * The goods on shelf and in stock the lists draw from, best sellers first (sales, then
 * newest id): the first RELATED_KEPT + 1 of each category, of each category tree and of
 * the shop (one more than kept, since the good itself may be among them).
 */
export interface RelatedPools {
  offered: ReadonlyMap<number, ShelfGood>;
  byCategory: ReadonlyMap<number, readonly ShelfGood[]>;
  byFamily: ReadonlyMap<number, readonly ShelfGood[]>;
  best: readonly ShelfGood[];
}

/** Best sellers first; among equal sales the newer (higher id) first. */
const bySalesThenId = (a: ShelfGood, b: ShelfGood) => b.sales - a.sales || b.id - a.id;

/** The pools of the goods on offer (on shelf and in stock). */
export function relatedPools(offered: Iterable<ShelfGood>): RelatedPools {
  const per = RELATED_KEPT + 1;
  const sorted = [...offered].sort(bySalesThenId);
  const byCategory = new Map<number, ShelfGood[]>();
  const byFamily = new Map<number, ShelfGood[]>();
  const add = (pools: Map<number, ShelfGood[]>, key: number | null, g: ShelfGood) => {
    if (key === null) return;
    const pool = pools.get(key);
    if (pool === undefined) pools.set(key, [g]);
    else if (pool.length < per) pool.push(g);
  };
  for (const g of sorted) {
    add(byCategory, g.category_id, g);
    add(byFamily, g.family, g);
  }
  return { offered: new Map(sorted.map((g) => [g.id, g])), byCategory, byFamily, best: sorted.slice(0, per) };
}

/**
 * A good's stored list, up to RELATED_KEPT goods on offer, each once, never the good
 * itself: goods bought with it (most orders first, then best sellers), then goods of its
 * category, then of its category's tree, then the shop's best sellers (each best sellers
 * first). A good in several is listed where it comes first.
 */
export function relatedList(
  good: Pick<ShelfGood, 'id' | 'category_id' | 'family'>,
  boughtWith: readonly BoughtWith[],
  pools: RelatedPools,
): RelatedEntry[] {
  const out: RelatedEntry[] = [];
  const seen = new Set<number>([good.id]);
  const together = boughtWith
    .flatMap((b) => {
      const g = pools.offered.get(b.id);
      return g === undefined || b.id === good.id ? [] : [{ g, orders: b.orders }];
    })
    .sort((a, b) => b.orders - a.orders || bySalesThenId(a.g, b.g));
  const take = (goods: Iterable<ShelfGood>, source: RelatedEntry['source']) => {
    for (const g of goods) {
      if (out.length >= RELATED_KEPT) return;
      if (seen.has(g.id)) continue;
      seen.add(g.id);
      out.push({ id: g.id, source });
    }
  };
  take(
    together.map((t) => t.g),
    RELATED_SOURCE.together,
  );
  if (good.category_id !== null) take(pools.byCategory.get(good.category_id) ?? [], RELATED_SOURCE.category);
  if (good.family !== null) take(pools.byFamily.get(good.family) ?? [], RELATED_SOURCE.category);
  take(pools.best, RELATED_SOURCE.bestSeller);
  return out;
}

/** A list as one string ('id:source,…'), to compare a stored list with a new one. */
export function relatedListKey(list: readonly RelatedEntry[]): string {
  return list.map((e) => `${e.id}:${e.source}`).join(',');
}
