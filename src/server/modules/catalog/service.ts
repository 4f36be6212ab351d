// Catalog reads: localized cards, details and group trees. Database rows are cached
// for CACHE_MS per instance (language-independent) and localized per request; staff
// writes on this instance clear the cache once they commit, and tell the listeners
// (the finished-answer caches: detail answers, pages), which other instances hear
// through the change feed (lib/change-feed.ts).
import {
  type GoodCard,
  type GoodDetail,
  type GoodSku,
  GROUP_TYPE,
  type GroupDetail,
  type GroupNode,
  type GroupRef,
  type OptionAxis,
  type SearchPage,
} from '../../../domain/catalog/catalog.ts';
import type { GoodListQuery } from '../../../domain/catalog/schemas.ts';
import { type Locale, pickText } from '../../../domain/i18n/locale.ts';
import { afterCommit, onGoodsChanged } from '../../db/after-commit.ts';
import type { Db } from '../../db/client.ts';
import type { GoodAxis } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { createBatchCache } from '../../lib/batch-cache.ts';
import { createMicroCache } from '../../lib/micro-cache.ts';
import { createDidYouMean } from './did-you-mean.ts';
import { type MatchRow, pageOfMatches } from './matches.ts';
import {
  type GoodDetailRow,
  type GoodRow,
  type GroupRow,
  type ListFilter,
  type SkuRow,
  selectGoodDetail,
  selectGoodPage,
  selectGoodsByIds,
  selectGroups,
  selectMatches,
  selectSearchWords,
  selectShelfIds,
  selectSitemapRows,
  selectSynonymRows,
} from './queries.ts';
import { type KeywordMatch, keywordMatches, type SearchContext } from './search.ts';
import { createMissRecorder, type MissLogger } from './search-misses.ts';
import { selectVocabularyTexts } from './search-misses-queries.ts';
import { createSynonymIndex } from './synonyms.ts';
import { createVocabulary } from './typos.ts';

const CACHE_MS = 2000;
/** Card rows kept at most (about 1 KB each). */
const CARD_ROWS = 10_000;
/** Keywords whose matches are kept, and how many matches a kept keyword may have (about 100 bytes each). */
const MATCH_KEYWORDS = 64;
const MATCH_CAP = 2000;
/**
 * A keyword's matches change only when staff change the catalog (invalidate clears them on
 * every instance) or, in the order of equals, as sales are counted: kept this long, so a
 * broad keyword is ranked again every few minutes rather than every few seconds (on the
 * embedded database a ranking holds the only thread for tens of milliseconds).
 */
const MATCHES_MS = 5 * 60_000;
/**
 * The synonyms and the typo vocabulary are rebuilt when the catalog changes (invalidate,
 * on every instance through the change feed); this long lifetime only bounds how stale
 * they can be if a change was missed.
 */
const SEARCH_CONTEXT_MS = 10 * 60_000;

function card(row: GoodRow, lang: Locale): GoodCard {
  return {
    id: row.id,
    name: pickText(row.name, lang),
    image: row.image ?? '',
    price: row.price_min,
    price_max: row.price_max,
    currency: row.currency,
    sales: row.sales,
    in_stock: row.in_stock,
  };
}

function axes(property: GoodAxis[], lang: Locale): Record<string, OptionAxis> {
  const out: Record<string, OptionAxis> = {};
  for (const axis of property) {
    out[axis.key] = {
      key: axis.key,
      name: pickText(axis.name, lang),
      values: axis.values.map((v) => ({
        key: v.key,
        name: pickText(v.name, lang),
        ...(v.color ? { color: v.color } : {}),
      })),
    };
  }
  return out;
}

function sku(row: SkuRow, property: Record<string, OptionAxis>): GoodSku {
  // jsonb does not keep key order: follow the axes' order.
  const properties: Record<string, string> = {};
  for (const axis of Object.keys(property)) if (axis in row.options) properties[axis] = row.options[axis];
  for (const [axis, value] of Object.entries(row.options)) properties[axis] ??= value;
  const name = Object.entries(properties)
    .map(([axis, value]) => property[axis]?.values.find((v) => v.key === value)?.name ?? value)
    .join(' / ');
  return {
    id: row.id,
    code: row.code,
    properties,
    name,
    price: row.price,
    stock: row.stock,
    currency: row.currency,
    image: row.image,
  };
}

function groupNode(row: GroupRow, lang: Locale): GroupNode {
  return {
    id: row.id,
    type: row.type,
    name: pickText(row.name, lang),
    description: pickText(row.description, lang),
    image: row.image,
  };
}

export function createCatalogService(db: Db, opts: { log?: MissLogger } = {}) {
  // A listing page's goods by id: their rows come from `cards`, which a stock or sales change drops at once.
  const pages = createMicroCache<{ ids: number[]; total: number }>(CACHE_MS);
  const details = createMicroCache<{ good?: GoodDetailRow; skus: SkuRow[] }>(CACHE_MS);
  const groupRows = createMicroCache<GroupRow[]>(CACHE_MS, 1);
  // Each good's card row once per lifetime, whatever pages and id lists it appears in.
  const cards = createBatchCache<number, GoodRow>({
    ttlMs: CACHE_MS,
    maxEntries: CARD_ROWS,
    loadMany: async (ids) => new Map((await selectGoodsByIds(db, ids)).map((row) => [row.id, row])),
  });
  // A keyword's matches, from which each of its filtered and sorted pages is cut (matches.ts).
  const matches = createMicroCache<MatchRow[] | undefined>(MATCHES_MS, MATCH_KEYWORDS);

  // Searches that find nothing: counted for the admin, answered with 'did you mean' (issue #39).
  const misses = createMissRecorder(db, { log: opts.log });
  const suggestions = createDidYouMean(() => selectVocabularyTexts(db));

  // What queries are expanded with (search.ts): the owner's synonyms, the catalog's words.
  const searchContexts = createMicroCache<SearchContext>(SEARCH_CONTEXT_MS, 1);
  const searchContext = () =>
    searchContexts.get('context', async () => {
      const synonyms = createSynonymIndex(await selectSynonymRows(db));
      const words = await selectSearchWords(db);
      const vocabulary = createVocabulary([...words, ...synonyms.words.map((word) => ({ word, goods: 0 }))]);
      return { synonyms, vocabulary };
    });

  const listPage = (f: ListFilter) =>
    pages
      .get(JSON.stringify(f), async () => {
        const { rows, total } = await selectGoodPage(db, f);
        for (const row of rows) cards.prime(row.id, row);
        return { ids: rows.map((r) => r.id), total };
      })
      .then(async ({ ids, total }) => ({ rows: await cardRows(ids), total }));

  /** A keyword's page cut from its matches (the database's page when it has too many); undefined without a keyword. */
  function searchPage(f: ListFilter): Promise<{ rows: GoodRow[]; total: number }> | undefined {
    const k = f.keyword;
    if (!k) return undefined;
    return matches
      .get(JSON.stringify(k), () => selectMatches(db, k, MATCH_CAP))
      .then(async (found) => {
        if (!found) return listPage(f);
        const { ids, total } = pageOfMatches(found, f);
        return { rows: await cardRows(ids), total };
      });
  }

  /** Card rows of these goods in the order of `ids`, those missing (off shelf) left out. */
  const cardRows = (ids: number[]) => cards.getMany(ids);

  const allGroups = () => groupRows.get('all', () => selectGroups(db));
  /** Other caches built on catalog rows (the SSR page cache) that must be cleared with these. */
  const invalidateListeners = new Set<CatalogChangeListener>();

  /** A category and all its descendants. */
  function descendants(groups: GroupRow[], id: number): number[] {
    const out = [id];
    for (let i = 0; i < out.length; i++) {
      for (const g of groups) if (g.parent_id === out[i] && g.type === GROUP_TYPE.category) out.push(g.id);
    }
    return out;
  }

  function breadcrumbs(groups: GroupRow[], id: number | null, lang: Locale): GroupRef[] {
    const path: GroupRef[] = [];
    const seen = new Set<number>();
    let current = groups.find((g) => g.id === id);
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      path.unshift({ id: current.id, name: pickText(current.name, lang) });
      const parentId = current.parent_id;
      current = groups.find((g) => g.id === parentId);
    }
    return path;
  }

  function tree(groups: GroupRow[], type: number, parentId: number | null, lang: Locale): GroupNode[] {
    return groups
      .filter((g) => g.type === type && g.parent_id === parentId)
      .map((g) => {
        const children = tree(groups, type, g.id, lang);
        return { ...groupNode(g, lang), ...(children.length ? { children } : {}) };
      });
  }

  const service = {
    /**
     * A page of goods, with `missed` when a keyword alone found nothing: the caller counts
     * that search for the owner (recordMiss) on every answer, kept ones included.
     */
    async listGoods(q: GoodListQuery, lang: Locale): Promise<SearchPage<GoodCard> & { missed?: true }> {
      let categoryIds: number[] | undefined;
      let collectionId: number | undefined;
      if (q.group_id) {
        const group = (await allGroups()).find((g) => g.id === q.group_id);
        if (!group) throw notFound();
        if (group.type === GROUP_TYPE.category) categoryIds = descendants(await allGroups(), group.id);
        else collectionId = group.id;
      }
      const tries = q.keyword ? await service.keywordMatches(q.keyword) : [undefined];
      if (tries.length === 0) return { list: [], total: 0, page: q.page, page_size: q.page_size };
      const filter: ListFilter = {
        categoryIds,
        collectionId,
        minPrice: q.min_price,
        maxPrice: q.max_price,
        sort: q.sort,
        limit: q.page_size,
        offset: (q.page - 1) * q.page_size,
      };
      const read = (f: ListFilter) => (f.collectionId ? undefined : searchPage(f)) ?? listPage(f);
      // The strictest match that finds any goods (search.ts, keywordMatches); a looser
      // one is marked as similar results.
      let found = await read({ ...filter, keyword: tries[0] });
      let similar = false;
      for (const keyword of tries.slice(1)) {
        if (found.total > 0) break;
        found = await read({ ...filter, keyword });
        similar = found.total > 0;
      }
      const { rows, total } = found;
      // Nothing found for the keyword alone (a filter that empties a page is no miss).
      let didYouMean: string | undefined;
      const missed =
        total === 0 && !!q.keyword && q.page === 1 && !q.group_id && q.min_price == null && q.max_price == null;
      if (missed && q.keyword) didYouMean = await suggestions.suggest(q.keyword, lang);
      return {
        list: rows.map((r) => card(r, lang)),
        total,
        page: q.page,
        page_size: q.page_size,
        ...(similar ? { similar } : {}),
        ...(didYouMean ? { did_you_mean: didYouMean } : {}),
        ...(missed ? { missed: true as const } : {}),
      };
    },

    /** Counts a search that found nothing, for the admin's list (search-misses.ts); returns at once. */
    recordMiss(keyword: string, lang: Locale): void {
      misses.record(keyword, lang);
    },

    /** The ways a keyword matches goods, strictest first (search.ts keywordMatches, with the shop's synonyms and words). */
    async keywordMatches(keyword: string): Promise<KeywordMatch[]> {
      return keywordMatches(keyword, await searchContext());
    },

    /**
     * The catalog's words nearest to a Latin word it does not have (typos.ts: one edit
     * from 5 letters, two from 9, same first letter), nearest first; empty for a word of
     * the catalog or one with nothing near. For 'did you mean'.
     */
    async closestWords(word: string, limit = 3): Promise<string[]> {
      return (await searchContext()).vocabulary?.closestWords(word.normalize('NFKC').toLowerCase().trim(), limit) ?? [];
    },

    async getGood(id: number, lang: Locale): Promise<GoodDetail> {
      const { good, skus } = await details.get(String(id), () => selectGoodDetail(db, id));
      if (!good) throw notFound();
      const groups = await allGroups();
      const property = axes(good.property, lang);
      const crumbs = breadcrumbs(groups, good.category_id, lang);
      return {
        ...card(good, lang),
        description: pickText(good.description, lang),
        images: good.images,
        property,
        services: good.services,
        good_sku: skus.map((s) => sku(s, property)),
        category: crumbs.at(-1) ?? null,
        breadcrumbs: crumbs,
        updated_at: new Date(good.updated_at).toISOString(),
      };
    },

    /** Several goods by id, in the order asked, unknown or off-shelf ids left out. */
    async goodsByIds(ids: number[], lang: Locale): Promise<GoodCard[]> {
      return (await cardRows([...new Set(ids)])).map((row) => card(row, lang));
    },

    async groupTree(type: number, lang: Locale): Promise<GroupNode[]> {
      return tree(await allGroups(), type, null, lang);
    },

    async group(id: number, lang: Locale): Promise<GroupDetail> {
      const groups = await allGroups();
      const row = groups.find((g) => g.id === id);
      if (!row) throw notFound();
      return {
        ...groupNode(row, lang),
        parent_id: row.parent_id,
        breadcrumbs: breadcrumbs(groups, row.type === GROUP_TYPE.category ? row.id : null, lang),
        children: tree(groups, row.type, row.id, lang),
      };
    },

    /** Every good on shelf, best sellers first. */
    shelfIds: () => selectShelfIds(db),

    /** Every good on shelf and every category with its last change, for the sitemap. */
    async sitemap() {
      const { goods, groups } = await selectSitemapRows(db);
      const iso = (d: Date) => new Date(d).toISOString();
      return {
        goods: goods.map((g) => ({ id: g.id, updated_at: iso(g.updated_at) })),
        groups: groups.map((g) => ({ id: g.id, updated_at: iso(g.updated_at) })),
      };
    },

    /**
     * Called after staff change the catalog or anything every page shows (settings,
     * groups, content pages, shipping): clears these caches and every listener's, once
     * the caller's transaction (if any) has committed.
     */
    invalidate() {
      afterCommit(() => {
        pages.clear();
        details.clear();
        groupRows.clear();
        cards.clear();
        matches.clear();
        searchContexts.clear();
        for (const listener of invalidateListeners) listener();
      });
    },

    /**
     * Called when these goods' rows changed without a staff change of the rest (stock
     * taken by an order, given back by a cancellation or a return, sales counted at
     * payment): drops what shows them once the caller's transaction has committed.
     * Listings keep their short lifetime.
     */
    goodsChanged(ids: Iterable<number>) {
      const goods = [...new Set(ids)];
      if (goods.length === 0) return;
      afterCommit(() => {
        for (const id of goods) {
          details.delete(String(id));
          cards.delete(id);
        }
        for (const listener of invalidateListeners) listener(goods);
      });
    },

    /** Registers a cache to clear with the catalog's (e.g. the SSR page cache); returns its removal. */
    onInvalidate(listener: CatalogChangeListener): () => void {
      invalidateListeners.add(listener);
      return () => invalidateListeners.delete(listener);
    },
  };
  // Orders change stock and sales through the same database handle (db/after-commit.ts).
  onGoodsChanged(db, (goods) => service.goodsChanged(goods));
  // The words 'did you mean' suggests from follow every catalog change (not stock or sales).
  service.onInvalidate((goods) => goods === undefined && suggestions.clear());
  return service;
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** Told of a change: the goods whose rows changed, or undefined when anything may have. */
export type CatalogChangeListener = (goods?: readonly number[]) => void;

/** The tag of cached answers that show this good (lib/tagged-cache.ts). */
export const goodTag = (id: number) => `good:${id}`;
