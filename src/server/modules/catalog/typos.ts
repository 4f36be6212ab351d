// Typo tolerance as Meilisearch and Typesense have it by default: a word of 5 letters or
// more may have one edit, of 9 or more two (an edit: a letter inserted, deleted, changed,
// or two neighbours swapped), and the first letter is kept. A query word that is not a
// word of the catalog is matched by the catalog's words within that budget: the
// vocabulary is every Latin word of the goods' search documents (and of the synonyms),
// kept per process and rebuilt when the catalog changes (service.ts).

/** Edits a word of this length may have: 0 below 5 letters, 1 from 5, 2 from 9. */
export function typoBudget(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions,
 * substitutions and swaps of neighbours), or max + 1 as soon as it must exceed max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let before = new Array<number>(n + 1).fill(0); // row i - 2
  let prev = Array.from({ length: n + 1 }, (_, j) => j); // row i - 1
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(n + 1);
    row[0] = i;
    let least = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row[j] = d;
      if (d < least) least = d;
    }
    if (least > max) return max + 1;
    before = prev;
    prev = row;
  }
  return prev[n];
}

/** Words a query word is compared with: letters only (numbers and codes are not misspelt). */
const WORD = /^\p{L}+$/u;

export interface Vocabulary {
  /** Whether the catalog has this word. */
  has(word: string): boolean;
  /**
   * The catalog's words nearest to a word it does not have, within the typo budget,
   * with the same first letter: fewest edits first, then the words of most goods.
   * Empty for a word of the catalog, a short word or one with nothing near.
   */
  closestWords(word: string, limit?: number): string[];
  readonly size: number;
}

/** A vocabulary of words with how many goods hold each (more goods: preferred on a tie). */
export function createVocabulary(entries: Iterable<{ word: string; goods: number }>): Vocabulary {
  const counts = new Map<string, number>();
  for (const { word, goods } of entries) {
    if (!WORD.test(word)) continue;
    counts.set(word, Math.max(counts.get(word) ?? 0, goods));
  }
  // By first letter: a query word is compared with the words that start as it does.
  const byFirst = new Map<string, string[]>();
  for (const word of counts.keys()) {
    const first = String.fromCodePoint(word.codePointAt(0) ?? 0);
    const list = byFirst.get(first) ?? [];
    byFirst.set(first, list);
    list.push(word);
  }
  const found = new Map<string, string[]>();
  return {
    has: (word) => counts.has(word),
    get size() {
      return counts.size;
    },
    closestWords(word, limit = 3) {
      const budget = typoBudget([...word].length);
      if (budget === 0 || counts.has(word) || !WORD.test(word)) return [];
      const key = `${limit}:${word}`;
      const known = found.get(key);
      if (known) return known;
      const first = String.fromCodePoint(word.codePointAt(0) ?? 0);
      const near: { word: string; d: number; goods: number }[] = [];
      for (const candidate of byFirst.get(first) ?? []) {
        const d = editDistance(word, candidate, budget);
        if (d <= budget) near.push({ word: candidate, d, goods: counts.get(candidate) ?? 0 });
      }
      near.sort((x, y) => x.d - y.d || y.goods - x.goods || (x.word < y.word ? -1 : 1));
      const out = near.slice(0, limit).map((n) => n.word);
      // Answers kept for the vocabulary's life (it is rebuilt when the catalog changes), bounded.
      if (found.size >= 5000) found.clear();
      found.set(key, out);
      return out;
    },
  };
}
