// The owner's search synonyms (issue #39): every change runs in one transaction with
// its audit entry, then clears the catalog's caches, whose search reloads the groups;
// other instances hear of it through the change feed, so the change finds goods at once
// everywhere. Also the list of searches that found nothing.
import type { SearchMiss, SearchSynonym } from '../../../../domain/admin/search.ts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../errors.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import {
  deleteSynonym,
  insertSynonym,
  type SynonymRow,
  selectMisses,
  selectSynonym,
  selectSynonyms,
  updateSynonym,
} from './queries.ts';

export interface SynonymInput {
  terms: string[];
  one_way: boolean;
}

function view(row: SynonymRow): SearchSynonym {
  return {
    id: row.id,
    terms: row.terms,
    one_way: row.oneWay,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

const snapshot = (row: SynonymRow) => ({ terms: row.terms, one_way: row.oneWay });

export function createAdminSearch(db: Db, invalidate: () => void) {
  return {
    list: async (): Promise<SearchSynonym[]> => (await selectSynonyms(db)).map(view),

    async create(actor: AuditActor, input: SynonymInput): Promise<SearchSynonym> {
      const row = await db.transaction(async (tx) => {
        const created = await insertSynonym(tx, input.terms, input.one_way);
        await recordAudit(tx, actor, {
          action: 'search_synonym.create',
          entity: 'search_synonym',
          entityId: created.id,
          after: snapshot(created),
        });
        return created;
      });
      invalidate();
      return view(row);
    },

    async update(actor: AuditActor, id: number, input: SynonymInput): Promise<SearchSynonym> {
      const row = await db.transaction(async (tx) => {
        const before = await selectSynonym(tx, id, true);
        if (!before) throw notFound();
        const after = await updateSynonym(tx, id, input.terms, input.one_way);
        if (!after) throw notFound();
        await recordAudit(tx, actor, {
          action: 'search_synonym.update',
          entity: 'search_synonym',
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
      invalidate();
      return view(row);
    },

    async remove(actor: AuditActor, id: number): Promise<{ id: number }> {
      await db.transaction(async (tx) => {
        const before = await selectSynonym(tx, id, true);
        if (!before) throw notFound();
        await deleteSynonym(tx, id);
        await recordAudit(tx, actor, {
          action: 'search_synonym.delete',
          entity: 'search_synonym',
          entityId: id,
          before: snapshot(before),
        });
      });
      invalidate();
      return { id };
    },

    misses: (days: number, limit: number): Promise<SearchMiss[]> => selectMisses(db, days, limit),
  };
}
