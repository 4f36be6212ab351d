// Goods' full-text documents are built in TypeScript (src/server/modules/catalog/search.ts), so a change of
// the tokenizer cannot be a SQL migration: after the migrations, a database whose
// documents are of an older version gets every good's document rebuilt, once (the
// version is kept in the settings table, like the demo seed's markers).
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { I18nText } from '../../domain/i18n/locale.ts';
import { type GoodSearchSource, goodSearchDocuments, SEARCH_INDEX_VERSION } from '../modules/catalog/search.ts';
import type { Executor } from './client.ts';
import type { GoodAxis } from './schema.ts';
import { intArray, textArray } from './sql-arrays.ts';

/** A good's `search` column: names weighted A, categories, terms and options B, head words C, descriptions D. */
const VECTOR = (names: SQL, context: SQL, heads: SQL, descriptions: SQL) =>
  sql`setweight(to_tsvector('simple', ${names}), 'A') || setweight(to_tsvector('simple', ${context}), 'B')
    || setweight(to_tsvector('simple', ${heads}), 'C') || to_tsvector('simple', ${descriptions})`;

/**
 * The value of `goods.search` for a good, in a write. Its categories are not known to
 * every writer: a write that changes them (or the options, or the search terms) is
 * followed by refreshGoodDocuments, which reads them from the database.
 */
export function goodSearchVector(source: GoodSearchSource): SQL;
/** Names and descriptions only (a fixture, or a write followed by refreshGoodDocuments). */
export function goodSearchVector(name: I18nText, description: I18nText): SQL;
export function goodSearchVector(a: GoodSearchSource | I18nText, description?: I18nText): SQL {
  const source = description ? { name: a as I18nText, description } : (a as GoodSearchSource);
  const d = goodSearchDocuments(source);
  return VECTOR(sql`${d.names}`, sql`${d.context}`, sql`${d.heads}`, sql`${d.descriptions}`);
}

/** The goods whose documents to rebuild: these, those of a category or below it, or all. */
export type DocumentScope = { goodIds: number[] } | { categoryId: number } | 'all';

const BATCH = 500;

/** Option value names of a good's axes. */
const optionNames = (property: GoodAxis[] | null) =>
  (property ?? []).flatMap((axis) => (axis.values ?? []).map((v) => v.name));

/**
 * Rebuilds the documents of these goods from what the database holds (names, category
 * with its parents, options, search terms, descriptions): after a write of a good, a
 * category's rename or move, or a tokenizer change. Answers how many goods.
 */
export async function refreshGoodDocuments(db: Executor, scope: DocumentScope): Promise<number> {
  let where: SQL;
  if (scope === 'all') where = sql`true`;
  else if ('goodIds' in scope) {
    if (scope.goodIds.length === 0) return 0;
    where = sql`g.id = ANY(${intArray(scope.goodIds)})`;
  } else {
    where = sql`g.category_id IN (
      WITH RECURSIVE below AS (
        SELECT id FROM good_groups WHERE id = ${scope.categoryId}
        UNION SELECT c.id FROM good_groups c JOIN below b ON c.parent_id = b.id)
      SELECT id FROM below)`;
  }
  const { rows } = await db.execute<{
    id: number;
    name: I18nText;
    description: I18nText;
    property: GoodAxis[] | null;
    search_terms: I18nText | null;
    categories: I18nText[] | null;
  }>(sql`
    SELECT g.id, g.name, g.description, g.property, g.search_terms,
      (WITH RECURSIVE up AS (
          SELECT c.id, c.parent_id, c.name, 0 AS depth FROM good_groups c WHERE c.id = g.category_id
          UNION ALL SELECT p.id, p.parent_id, p.name, up.depth + 1 FROM good_groups p JOIN up ON p.id = up.parent_id
          WHERE up.depth < 16)
        SELECT json_agg(up.name ORDER BY up.depth) FROM up) AS categories
    FROM goods g WHERE ${where} ORDER BY g.id`);
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const docs = batch.map((g) =>
      goodSearchDocuments({
        name: g.name,
        description: g.description,
        categories: g.categories ?? [],
        options: optionNames(g.property),
        searchTerms: g.search_terms,
      }),
    );
    await db.execute(sql`
      UPDATE goods AS g SET search = ${VECTOR(sql`x.names`, sql`x.context`, sql`x.heads`, sql`x.descriptions`)}
      FROM unnest(${intArray(batch.map((g) => g.id))}, ${textArray(docs.map((d) => d.names))},
        ${textArray(docs.map((d) => d.context))}, ${textArray(docs.map((d) => d.heads))},
        ${textArray(docs.map((d) => d.descriptions))})
        AS x(id, names, context, heads, descriptions)
      WHERE g.id = x.id`);
  }
  return rows.length;
}

const KEY = 'search_index_version';
/** Rebuilds the documents when they are older than the tokenizer; answers how many goods. */
export async function refreshSearchIndex(client: pg.PoolClient, opts: { force?: boolean } = {}): Promise<number> {
  const { rows } = await client.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [KEY]);
  if (rows[0]?.value === SEARCH_INDEX_VERSION && !opts.force) return 0;
  await client.query('BEGIN');
  let count: number;
  try {
    count = await refreshGoodDocuments(drizzle(client) as unknown as Executor, 'all');
    await client.query(
      `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
      [KEY, JSON.stringify(SEARCH_INDEX_VERSION)],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
  return count;
}
