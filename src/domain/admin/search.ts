// Search administration (issue #39): the owner's synonym groups and the searches that
// found nothing. Pure: shared by the API (validation, answers) and the admin screens.
import { z } from 'zod';

export const SEARCH_LIMITS = {
  /** Terms of one synonym group. */
  termsMin: 2,
  termsMax: 20,
  /** Characters of one term. */
  term: 50,
  /** Characters of a recorded missed keyword (longer ones are not recorded). */
  keyword: 100,
  /** Days of misses kept and listed at most. */
  missDays: 30,
  /** Rows of the misses list at most. */
  missRows: 200,
} as const;

/** A search text as it is compared and stored: NFKC, trimmed, lower case, single spaces. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase().replace(/\s+/gu, ' ');
}

export const searchSynonymSchema = z
  .object({
    id: z.number().int(),
    terms: z.array(z.string()).describe('Normalised terms; for a one-way group the first finds what the others find'),
    one_way: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminSearchSynonym' });
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;

export const searchMissSchema = z
  .object({
    keyword: z.string(),
    lang: z.string(),
    count: z.number().int().describe('Searches over the days asked'),
    last_at: z.string(),
  })
  .meta({ id: 'AdminSearchMiss' });
export type SearchMiss = z.infer<typeof searchMissSchema>;
