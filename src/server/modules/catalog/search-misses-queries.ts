// SQL of the searches that found nothing (issue #39) and of the catalog's words that
// 'did you mean' suggests from. Misses are counted per day, language and keyword.
import { sql } from 'drizzle-orm';
import type { I18nText } from '../../../domain/i18n/locale.ts';
import type { Executor } from '../../db/client.ts';

export interface MissCount {
  lang: string;
  keyword: string;
  count: number;
}

/** Adds these misses to today's counts, in one statement. */
export async function upsertSearchMisses(db: Executor, misses: MissCount[]): Promise<void> {
  if (misses.length === 0) return;
  await db.execute(sql`
    INSERT INTO search_misses (day, lang, keyword, count, last_at)
    SELECT current_date, m.lang, m.keyword, m.count, now()
    FROM jsonb_to_recordset(${JSON.stringify(misses)}::jsonb) AS m(lang text, keyword text, count int)
    ON CONFLICT (day, lang, keyword)
    DO UPDATE SET count = search_misses.count + excluded.count, last_at = excluded.last_at`);
}

/** Deletes the days older than `days`; answers how many rows went. */
export async function deleteSearchMissesBefore(db: Executor, days: number): Promise<number> {
  const result = await db.execute(sql`DELETE FROM search_misses WHERE day <= current_date - ${days}::int`);
  return result.rowCount ?? 0;
}

/** The texts a shopper can find goods by: names and search terms on shelf, visible categories, synonyms. */
export async function selectVocabularyTexts(db: Executor): Promise<{ texts: I18nText[]; terms: string[] }> {
  const [goods, synonyms] = await Promise.all([
    db.execute<{ name: I18nText; terms: I18nText }>(sql`
      SELECT name, search_terms AS terms FROM goods WHERE on_shelf
      UNION ALL SELECT name, NULL FROM good_groups WHERE visible AND type = 1`),
    db.execute<{ term: string }>(sql`SELECT DISTINCT unnest(terms) AS term FROM search_synonyms`),
  ]);
  const texts: I18nText[] = [];
  for (const row of goods.rows) {
    texts.push(row.name);
    if (row.terms) texts.push(row.terms);
  }
  return { texts, terms: synonyms.rows.map((r) => r.term) };
}
