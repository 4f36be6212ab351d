// SQL of the admin search screens (issue #39): the owner's synonym groups and the list
// of searches that found nothing.
import { desc, eq, sql } from 'drizzle-orm';
import type { SearchMiss } from '../../../../domain/admin/search.ts';
import type { Executor } from '../../../db/client.ts';
import { searchSynonyms } from '../../../db/schema.ts';

export type SynonymRow = typeof searchSynonyms.$inferSelect;

export async function selectSynonyms(db: Executor): Promise<SynonymRow[]> {
  return db.select().from(searchSynonyms).orderBy(desc(searchSynonyms.updatedAt), desc(searchSynonyms.id));
}

export async function selectSynonym(db: Executor, id: number, lock = false): Promise<SynonymRow | undefined> {
  const q = db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

export async function insertSynonym(tx: Executor, terms: string[], oneWay: boolean): Promise<SynonymRow> {
  const [row] = await tx.insert(searchSynonyms).values({ terms, oneWay }).returning();
  return row;
}

export async function updateSynonym(
  tx: Executor,
  id: number,
  terms: string[],
  oneWay: boolean,
): Promise<SynonymRow | undefined> {
  const [row] = await tx
    .update(searchSynonyms)
    .set({ terms, oneWay, updatedAt: sql`clock_timestamp()` })
    .where(eq(searchSynonyms.id, id))
    .returning();
  return row;
}

export async function deleteSynonym(tx: Executor, id: number): Promise<void> {
  await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
}

/** Missed keywords of the last `days` days (today included), most frequent first. */
export async function selectMisses(db: Executor, days: number, limit: number): Promise<SearchMiss[]> {
  const { rows } = await db.execute<{ keyword: string; lang: string; count: number; last_at: Date | string }>(sql`
    SELECT keyword, lang, sum(count)::int AS count, max(last_at) AS last_at
    FROM search_misses WHERE day > current_date - ${days}::int
    GROUP BY keyword, lang ORDER BY count DESC, last_at DESC, keyword LIMIT ${limit}`);
  return rows.map((r) => ({ ...r, last_at: new Date(r.last_at).toISOString() }));
}
