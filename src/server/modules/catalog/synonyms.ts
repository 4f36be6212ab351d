// Synonyms the owner edits in the admin (table search_synonyms): groups of terms in
// either language, each a word or a few ('tee shirt', 'T恤'). Both ways, any term finds
// what every other term finds; one way, the first term also finds what the others find,
// not the reverse. A query's words and phrases found here get the other terms as
// alternatives (search.ts). The rows are read once per catalog change (service.ts: the
// admin writes them and calls catalog.invalidate(), which every instance hears).
import { phraseKeys } from './search.ts';

export interface SynonymRow {
  terms: string[];
  one_way: boolean;
}

/**
 * Terms as they are stored: lower case, trimmed, inner spaces as one, at most 100
 * characters, empty and repeated terms left out, in the order given.
 */
export function normaliseSynonymTerms(terms: readonly string[]): string[] {
  const out: string[] = [];
  for (const term of terms) {
    const t = term.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim().slice(0, 100).trim();
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

export interface SynonymIndex {
  /** The terms a query phrase (its key, search.ts phraseKeys) also stands for; empty when none. */
  alternatives(key: string): readonly string[];
  /** The longest phrase of the index, in words: how far a query is looked along. */
  readonly longest: number;
  /** Every term's Latin words (the typo vocabulary takes them too: 'jumpr' finds 'jumper'). */
  readonly words: readonly string[];
}

export const NO_SYNONYMS: SynonymIndex = { alternatives: () => [], longest: 0, words: [] };

export function createSynonymIndex(rows: readonly SynonymRow[]): SynonymIndex {
  const map = new Map<string, string[]>();
  let longest = 0;
  const words = new Set<string>();
  const add = (from: string, to: readonly string[]) => {
    const { keys, length } = phraseKeys(from);
    longest = Math.max(longest, length);
    for (const key of keys) {
      const list = map.get(key) ?? [];
      map.set(key, list);
      for (const t of to) if (t !== from && !list.includes(t)) list.push(t);
    }
  };
  for (const row of rows) {
    const terms = normaliseSynonymTerms(row.terms);
    if (terms.length < 2) continue;
    for (const t of terms) for (const w of t.match(/\p{Script=Latin}+/gu) ?? []) words.add(w);
    if (row.one_way) add(terms[0], terms.slice(1));
    else for (const t of terms) add(t, terms);
  }
  return { alternatives: (key) => map.get(key) ?? [], longest, words: [...words] };
}
