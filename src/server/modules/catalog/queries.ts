// SQL of the catalog. Every listing runs two statements (page and count) whatever the
// page size; details run one (the good with its SKUs). No per-row queries.
import { type SQL, sql } from 'drizzle-orm';
import type { ListSort } from '../../../domain/catalog/catalog.ts';
import type { I18nText } from '../../../domain/i18n/locale.ts';
import type { Db, Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { queryPrepared } from '../../db/prepared.ts';
import type { GoodAxis } from '../../db/schema.ts';
import { intArray } from '../../db/sql-arrays.ts';
import type { MatchRow } from './matches.ts';
import type { KeywordMatch } from './search.ts';
import type { SynonymRow } from './synonyms.ts';

export interface GoodRow {
  id: number;
  name: I18nText;
  image: string | null;
  price_min: number;
  price_max: number;
  currency: string;
  sales: number;
  in_stock: boolean;
}

export interface GoodDetailRow extends GoodRow {
  description: I18nText;
  images: string[];
  property: GoodAxis[];
  services: number[];
  category_id: number | null;
  updated_at: Date;
}

export interface SkuRow {
  id: number;
  good_id: number;
  code: string;
  options: Record<string, string>;
  price: number;
  stock: number;
  currency: string;
  image: string;
}

export interface GroupRow {
  id: number;
  type: number;
  parent_id: number | null;
  name: I18nText;
  description: I18nText;
  image: string;
  sort: number;
}

const GOOD_COLUMNS = sql`g.id, g.name, g.images->>0 AS image, g.price_min, g.price_max, g.currency, g.sales`;
const CARD_COLUMNS = sql`${GOOD_COLUMNS},
  EXISTS (SELECT 1 FROM good_skus s WHERE s.good_id = g.id AND s.stock > 0) AS in_stock`;

/** A list's order: a key, then the id to break ties (kept apart: the page query sorts twice). */
interface Order {
  key: SQL;
  dir: SQL;
  idDir: SQL;
  /** Best sellers first among equals (a keyword's relevance: suggestions rank so). */
  bySales?: boolean;
}
const ASC = sql.raw('ASC');
const DESC = sql.raw('DESC');
// The list indexes are `DESC NULLS LAST` (migration 0001): an ORDER BY must say so to be read from
// them (the columns are NOT NULL, so the order is the same) instead of sorting the shelf.
const DESC_INDEXED = sql.raw('DESC NULLS LAST');

const ORDER: Record<ListSort, Order> = {
  default: { key: sql`g.sort`, dir: DESC_INDEXED, idDir: DESC_INDEXED },
  newest: { key: sql`g.created_at`, dir: DESC_INDEXED, idDir: DESC_INDEXED },
  price_asc: { key: sql`g.price_min`, dir: ASC, idDir: ASC },
  // (price_min, id) read backwards.
  price_desc: { key: sql`g.price_min`, dir: DESC, idDir: DESC },
  sales: { key: sql`g.sales`, dir: DESC_INDEXED, idDir: DESC_INDEXED },
};

export interface ListFilter {
  /** Category ids (a category and its descendants). */
  categoryIds?: number[];
  /** A home collection: its goods in the staff's order. */
  collectionId?: number;
  /** A keyword's match (src/server/modules/catalog/search.ts). */
  keyword?: KeywordMatch;
  /** Price range in minor units: goods whose SKU prices reach into it. */
  minPrice?: number;
  maxPrice?: number;
  sort: ListSort;
  limit: number;
  offset: number;
}

const NAME_EN = sql`lower(g.name->>'en')`;

/** What a keyword asks of a good, and how well a good answers it (relevance). */
function keywordMatch(k: KeywordMatch | undefined): { where: SQL; rank: SQL } | undefined {
  if (!k) return undefined;
  if ('similarTo' in k) {
    return {
      where: sql`${NAME_EN} %> ${k.similarTo}`,
      rank: sql`word_similarity(${k.similarTo}, ${NAME_EN})`,
    };
  }
  const query = sql`to_tsquery('simple', ${k.tsquery})`;
  const words = sql`g.search @@ ${query}`;
  const names = sql`ts_filter(g.search, '{a}')`;
  const inName = k.nameInfix
    ? sql.join(
        k.nameInfix.map((w) => sql`${NAME_EN} LIKE ${containsPattern(w)}`),
        sql` AND `,
      )
    : undefined;
  // Where the whole keyword is: in the names (or, 'cup' in 'Teacups', inside the English
  // name: the trigram index answers LIKE) above the categories, terms and options (the
  // words whole above the last as a prefix: 'green tea' is the category Green Tea before
  // an option Green of Teaware), above names and those together, above the descriptions;
  // within each, relevance over the whole document plus how much of the keyword the
  // names hold (each below 1, so never above a better place).
  const whole = sql`to_tsquery('simple', ${k.tsquery.replaceAll(':*', '')})`;
  const inNames = sql`(${names} @@ ${query}${inName ? sql` OR (${inName})` : sql``})`;
  const tier = sql`CASE WHEN ${inNames} THEN 8
    WHEN ts_filter(g.search, '{b}') @@ ${whole} THEN 6 WHEN ts_filter(g.search, '{b}') @@ ${query} THEN 4
    WHEN ts_filter(g.search, '{a,b}') @@ ${query} THEN 2 ELSE 0 END`;
  // Above all, goods the keyword names by a head word of their name or category ('茶' is
  // what 祁门红茶 and the 绿茶 Longjing are, not the 茶水分离保温杯 cup): those whose name
  // holds the keyword first, then equals, so best sellers come first.
  const rank = sql`CASE WHEN ts_filter(g.search, '{c}') @@ ${whole} THEN CASE WHEN ${inNames} THEN 10.5 ELSE 10 END
    ELSE (${tier} + least(ts_rank(g.search, ${query}), 0.99)
    + least(ts_rank(${names}, to_tsquery('simple', ${k.anyTerm})), 0.99)) END`;
  return { where: inName ? sql`(${words} OR (${inName}))` : words, rank };
}

function whereOf(f: ListFilter): SQL {
  const parts: SQL[] = [sql`g.on_shelf`];
  if (f.categoryIds) parts.push(sql`g.category_id = ANY(${intArray(f.categoryIds)})`);
  if (f.collectionId) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM good_group_items i WHERE i.good_id = g.id AND i.group_id = ${f.collectionId})`,
    );
  }
  const keyword = keywordMatch(f.keyword);
  if (keyword) parts.push(keyword.where);
  if (f.minPrice !== undefined) parts.push(sql`g.price_max >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) parts.push(sql`g.price_min <= ${f.maxPrice}`);
  return sql.join(parts, sql` AND `);
}

function orderOf(f: ListFilter): Order {
  if (f.sort === 'default' && f.collectionId) {
    const key = sql`(SELECT i.sort FROM good_group_items i WHERE i.good_id = g.id AND i.group_id = ${f.collectionId})`;
    return { key, dir: ASC, idDir: DESC };
  }
  const keyword = keywordMatch(f.keyword);
  if (f.sort === 'default' && keyword) return { key: keyword.rank, dir: DESC, idDir: DESC, bySales: true };
  return ORDER[f.sort];
}

/** How alike a misspelt word must be to a name's word (pg_trgm's default, 0.6, misses 'longjng'). */
const WORD_SIMILARITY = 0.45;

/** Runs `read` where the keyword's operators behave as meant. */
function withKeywordSettings<T>(db: Db, k: KeywordMatch | undefined, read: (db: Executor) => Promise<T>): Promise<T> {
  if (!k || !('similarTo' in k)) return read(db);
  // The operator's threshold is a setting: set for this transaction only.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`);
    return read(tx);
  });
}

export function selectGoodPage(db: Db, f: ListFilter): Promise<{ rows: GoodRow[]; total: number }> {
  return withKeywordSettings(db, f.keyword, (ex) => selectPage(ex, f));
}

/**
 * Every good on shelf a keyword matches, most relevant first, or undefined when there
 * are more than `cap` (a keyword that matches most of the shop is paged by the database).
 */
export function selectMatches(db: Db, k: KeywordMatch, cap: number): Promise<MatchRow[] | undefined> {
  const keyword = keywordMatch(k);
  if (!keyword) throw new Error('selectMatches needs a keyword');
  return withKeywordSettings(db, k, async (ex) => {
    const { rows } = await ex.execute<MatchRow & Record<string, unknown>>(
      sql`SELECT g.id, ${keyword.rank}::float8 AS rank, g.price_min, g.price_max, g.category_id, g.sales,
            (extract(epoch FROM g.created_at) * 1000000)::float8 AS created_us
          FROM goods g WHERE g.on_shelf AND ${keyword.where} LIMIT ${cap + 1}`,
    );
    return rows.length > cap ? undefined : rows;
  });
}

async function selectPage(db: Executor, f: ListFilter): Promise<{ rows: GoodRow[]; total: number }> {
  const where = whereOf(f);
  const o = orderOf(f);
  const count = () => db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM goods g WHERE ${where}`);
  // A search ranks every match anyway: the same pass counts them. A list read from an
  // index stops after its page, and counts apart.
  const ranked = Boolean(f.keyword);
  const [page, counted] = await Promise.all([
    // The page first, then whether each of its goods is in stock: asked in the same query
    // level as the match (thousands of rows), the planner hashes every SKU of the shop.
    db.execute<GoodRow & { total?: number } & Record<string, unknown>>(
      sql`SELECT p.*, EXISTS (SELECT 1 FROM good_skus s WHERE s.good_id = p.id AND s.stock > 0) AS in_stock
          FROM (SELECT ${GOOD_COLUMNS}, ${o.key} AS sort_key${ranked ? sql`, count(*) OVER ()::int AS total` : sql``}
                FROM goods g WHERE ${where}
                ORDER BY ${o.key} ${o.dir},${o.bySales ? sql` g.sales DESC,` : sql``} g.id ${o.idDir}
                LIMIT ${f.limit} OFFSET ${f.offset}) p
          ORDER BY p.sort_key ${o.dir},${o.bySales ? sql` p.sales DESC,` : sql``} p.id ${o.idDir}`,
    ),
    ranked ? undefined : count(),
  ]);
  const rows = page.rows;
  if (counted) return { rows, total: counted.rows[0]?.total ?? 0 };
  // Past the last page the window saw no row: count apart.
  const total = rows[0]?.total ?? (f.offset > 0 ? ((await count()).rows[0]?.total ?? 0) : 0);
  return { rows, total };
}

/** The owner's synonym groups (search_synonyms), oldest first. */
export async function selectSynonymRows(db: Executor): Promise<SynonymRow[]> {
  const { rows } = await db.execute<SynonymRow & Record<string, unknown>>(
    sql`SELECT terms, one_way FROM search_synonyms ORDER BY id`,
  );
  return rows;
}

/**
 * The Latin words of the documents of the goods on shelf, with how many goods hold each
 * (the typo vocabulary, typos.ts). ts_stat reads every document once: loaded when the
 * catalog changed, not per search.
 */
export async function selectSearchWords(db: Executor): Promise<{ word: string; goods: number }[]> {
  const { rows } = await db.execute<{ word: string; goods: number }>(
    sql`SELECT word, ndoc::int AS goods FROM ts_stat('SELECT search FROM goods WHERE on_shelf')
        WHERE length(word) >= 4 AND word ~ '^[a-z]+$'`,
  );
  return rows;
}

/** Goods on shelf by id, in no particular order. */
export async function selectGoodsByIds(db: Executor, ids: number[]): Promise<GoodRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<GoodRow & Record<string, unknown>>(
    sql`SELECT ${CARD_COLUMNS} FROM goods g WHERE g.on_shelf AND g.id = ANY(${intArray(ids)})`,
  );
  return rows;
}

export async function selectGoodDetail(db: Db, id: number): Promise<{ good?: GoodDetailRow; skus: SkuRow[] }> {
  // One prepared statement: a product page is the hottest read, and a second round trip
  // (another connection, another backend woken) cost the database as much as the reads.
  const [row] = await queryPrepared<Omit<GoodDetailRow, 'in_stock'> & { skus: SkuRow[] }>(
    db,
    'catalog-good-detail',
    sql`SELECT ${GOOD_COLUMNS}, g.description, g.images, g.property, g.services, g.category_id, g.updated_at,
          coalesce((SELECT json_agg(json_build_object('id', s.id, 'good_id', s.good_id, 'code', s.code,
            'options', s.options, 'price', s.price, 'stock', s.stock, 'currency', s.currency, 'image', s.image)
            ORDER BY s.id) FROM good_skus s WHERE s.good_id = g.id), '[]') AS skus
        FROM goods g WHERE g.id = ${id} AND g.on_shelf`,
  );
  if (!row) return { skus: [] };
  const { skus, ...good } = row;
  // In stock as the cards' EXISTS has it, from the SKUs already at hand.
  return { good: { ...good, in_stock: skus.some((s) => s.stock > 0) }, skus };
}

export async function selectGroups(db: Executor): Promise<GroupRow[]> {
  const { rows } = await db.execute<GroupRow & Record<string, unknown>>(
    sql`SELECT id, type, parent_id, name, description, image, sort FROM good_groups WHERE visible ORDER BY sort, id`,
  );
  return rows;
}

/** Ids of all goods on shelf, best sellers first (the pages rendered ahead, render-ahead.ts). */
export async function selectShelfIds(db: Executor): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM goods WHERE on_shelf ORDER BY sales DESC, id DESC`,
  );
  return rows.map((r) => r.id);
}

/** Ids of all goods on shelf and of all visible groups, with their last change (sitemap). */
export async function selectSitemapRows(db: Executor) {
  const [goods, groups] = await Promise.all([
    db.execute<{ id: number; updated_at: Date }>(sql`SELECT id, updated_at FROM goods WHERE on_shelf ORDER BY id`),
    db.execute<{ id: number; updated_at: Date }>(
      sql`SELECT id, updated_at FROM good_groups WHERE visible AND type = 1 ORDER BY id`,
    ),
  ]);
  return { goods: goods.rows, groups: groups.rows };
}
