// Related goods (issue #41 item 1): the job's stored lists, read through the catalog's
// card cache (so shelf, stock, language and the card's fields are the catalog's own),
// topped up live from categories and best sellers when too few are left.
import type { GoodCard } from '../../../domain/catalog/catalog.ts';
import { pickRelated, RELATED_REFRESH_MS, RELATED_SHOWN } from '../../../domain/catalog/related.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Db } from '../../db/client.ts';
import { runOnce } from '../../db/run-once.ts';
import { notFound } from '../../errors.ts';
import { createMicroCache } from '../../lib/micro-cache.ts';
import type { CatalogService } from '../catalog/service.ts';
import { refreshRelatedLists, selectLiveRelated, selectStoredRelated } from './queries.ts';

/** Candidate ids are kept as long as the catalog's rows (its cards carry stock and shelf). */
const CACHE_MS = 2000;
/** The job's name in job_runs. */
export const RELATED_JOB = 'related goods';

export function createRelatedService(db: Db, catalog: CatalogService) {
  const stored = createMicroCache<number[]>(CACHE_MS);
  const live = createMicroCache<number[]>(CACHE_MS);

  async function relatedTo(asked: readonly number[], lang: Locale): Promise<GoodCard[]> {
    const ids = [...new Set(asked)].sort((a, b) => a - b);
    const key = ids.join(',');
    const first = await catalog.goodsByIds(await stored.get(key, () => selectStoredRelated(db, ids)), lang);
    const picked = pickRelated(first, ids);
    if (picked.length >= RELATED_SHOWN) return picked;
    // Enough to fill the row whatever the stored ones and the asked goods take.
    const more = await live.get(key, () => selectLiveRelated(db, ids, RELATED_SHOWN * 2 + ids.length));
    return pickRelated([...first, ...(await catalog.goodsByIds(more, lang))], ids);
  }

  return {
    /** Up to RELATED_SHOWN goods to offer with a good on shelf (404 for any other). */
    async forGood(id: number, lang: Locale): Promise<GoodCard[]> {
      if ((await catalog.goodsByIds([id], lang)).length === 0) throw notFound();
      return relatedTo([id], lang);
    },

    /** Up to RELATED_SHOWN goods to offer with these (a cart's), none of them; best sellers for none. */
    forGoods: relatedTo,

    /**
     * The job: works the lists out again when the last run is RELATED_REFRESH_MS old or
     * older than `changedAt` (a catalog change this instance heard of), unless another
     * instance holds its lease (db/run-once.ts). The pages of goods whose list changed
     * go from every instance's caches. Answers whether this call ran it and what changed.
     */
    async refresh(changedAt?: Date): Promise<{ ran: boolean; changed: number[] }> {
      let changed: number[] = [];
      const ran = await runOnce(db, RELATED_JOB, { everyMs: RELATED_REFRESH_MS, changedAt }, async () => {
        changed = await refreshRelatedLists(db);
      });
      if (changed.length > 0) {
        stored.clear();
        catalog.goodsChanged(changed);
      }
      return { ran, changed };
    },
  };
}

export type RelatedService = ReturnType<typeof createRelatedService>;
