// Goods' full-text documents are built in TypeScript (src/server/modules/catalog/search.ts), so a change of
// the tokenizer cannot be a SQL migration: after the migrations, a database whose
// documents are of an older version gets every good's document rebuilt, once (the
// version is kept in the settings table, like the demo seed's markers).
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { I18nText } from '../../domain/i18n/locale.ts';
import { goodSearchDocuments, SEARCH_INDEX_VERSION } from '../modules/catalog/search.ts';

/** A good's `search` column: names weighted A (ranked first), descriptions unweighted. */
const VECTOR = (names: string, descriptions: string) =>
  `setweight(to_tsvector('simple', ${names}), 'A') || to_tsvector('simple', ${descriptions})`;

/** The value of `goods.search` for a good, in a write. */
export function goodSearchVector(name: I18nText, description: I18nText): SQL {
  const d = goodSearchDocuments(name, description);
  return sql`setweight(to_tsvector('simple', ${d.names}), 'A') || to_tsvector('simple', ${d.descriptions})`;
}

const KEY = 'search_index_version';
const BATCH = 500;

/** Rebuilds the documents when they are older than the tokenizer; answers how many goods. */
export async function refreshSearchIndex(client: pg.PoolClient, opts: { force?: boolean } = {}): Promise<number> {
  const { rows } = await client.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [KEY]);
  if (rows[0]?.value === SEARCH_INDEX_VERSION && !opts.force) return 0;
  const goods = await client.query<{ id: number; name: I18nText; description: I18nText }>(
    'SELECT id, name, description FROM goods ORDER BY id',
  );
  await client.query('BEGIN');
  try {
    for (let i = 0; i < goods.rows.length; i += BATCH) {
      const batch = goods.rows.slice(i, i + BATCH);
      const docs = batch.map((g) => goodSearchDocuments(g.name, g.description));
      await client.query(
        `UPDATE goods AS g SET search = ${VECTOR('x.names', 'x.descriptions')}
         FROM unnest($1::int[], $2::text[], $3::text[]) AS x(id, names, descriptions) WHERE g.id = x.id`,
        [batch.map((g) => g.id), docs.map((d) => d.names), docs.map((d) => d.descriptions)],
      );
    }
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
  return goods.rows.length;
}
