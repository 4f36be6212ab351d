// 'Did you mean' (issue #39): when a search finds nothing, a close word or phrase the
// catalog itself uses, in the page's language. Latin words are corrected one by one to
// the nearest catalog word by Damerau-Levenshtein distance, the first letter kept (people
// rarely mistype it). The search itself already finds words within its typo budget
// (typos.ts: 1 edit from 5 letters, 2 from 9), so a suggestion may be one edit further
// (1 from 4 letters, 2 from 5, 3 from 9): it is offered, not applied. A Chinese run is
// corrected to the catalog's word sharing the most of its characters. The words come
// from the names and search terms of the goods on shelf, the visible categories and the
// synonyms, loaded on the first miss and dropped whenever the catalog changes.
import { type I18nText, LOCALES, type Locale } from '../../../domain/i18n/locale.ts';

const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+/gu;
const LATIN_WORD = /\p{Script=Latin}+/gu;
const SEGMENT = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+|\p{Script=Latin}+/gu;

export interface WordSource {
  texts: I18nText[];
  /** Words that belong to every language (synonym terms). */
  terms: string[];
}

interface LanguageWords {
  /** Latin words by first letter, with how often the catalog uses them. */
  latin: Map<string, Map<string, number>>;
  /** Chinese (CJK) runs of two or more characters, shortest first. */
  cjk: string[];
}

export type Vocabulary = Record<Locale, LanguageWords>;

/** The edits a word of this length may be away from its suggestion. */
export const maxEdits = (length: number) => (length >= 9 ? 3 : length >= 5 ? 2 : length >= 4 ? 1 : 0);

/** Damerau-Levenshtein distance (optimal string alignment), or `max + 1` once it is sure to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

export function buildVocabulary(source: WordSource): Vocabulary {
  const vocabulary = {} as Vocabulary;
  for (const lang of LOCALES) {
    const latin = new Map<string, Map<string, number>>();
    const cjk = new Set<string>();
    const add = (text: string) => {
      const lower = text.normalize('NFKC').toLowerCase();
      for (const [word] of lower.matchAll(LATIN_WORD)) {
        if (word.length < 3) continue;
        const byLetter = latin.get(word[0]) ?? new Map<string, number>();
        byLetter.set(word, (byLetter.get(word) ?? 0) + 1);
        latin.set(word[0], byLetter);
      }
      for (const [run] of lower.matchAll(CJK_RUN)) if ([...run].length >= 2) cjk.add(run);
    };
    for (const text of source.texts) add(text[lang] ?? '');
    for (const term of source.terms) add(term);
    vocabulary[lang] = { latin, cjk: [...cjk].sort((x, y) => x.length - y.length || x.localeCompare(y)) };
  }
  return vocabulary;
}

const knownLatin = (words: LanguageWords, word: string) => words.latin.get(word[0])?.has(word) ?? false;

/** The nearest catalog word within the edits allowed for its length, most used first on a tie. */
function closestLatin(words: LanguageWords, word: string): string | undefined {
  const max = maxEdits(word.length);
  if (max === 0) return undefined;
  let best: { word: string; distance: number; uses: number } | undefined;
  for (const [candidate, uses] of words.latin.get(word[0]) ?? []) {
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) {
      best = { word: candidate, distance, uses };
    }
  }
  return best?.word;
}

/** The catalog's Chinese word sharing the most characters with the run (at least half of them). */
function closestCjk(words: LanguageWords, run: string): string | undefined {
  const chars = new Set(run);
  const needed = Math.max(1, Math.ceil(chars.size / 2));
  let best: { word: string; shared: number; gap: number } | undefined;
  for (const candidate of words.cjk) {
    let shared = 0;
    for (const c of new Set(candidate)) if (chars.has(c)) shared++;
    if (shared < needed) continue;
    const gap = Math.abs(candidate.length - run.length);
    if (!best || shared > best.shared || (shared === best.shared && gap < best.gap)) {
      best = { word: candidate, shared, gap };
    }
  }
  return best?.word;
}

/**
 * A keyword with each word the catalog does not use replaced by its nearest catalog
 * word; undefined when every word is known, or one unknown word has no near one.
 */
export function didYouMean(vocabulary: Vocabulary, keyword: string, lang: Locale): string | undefined {
  const text = keyword.normalize('NFKC').trim().toLowerCase().replace(/\s+/gu, ' ').slice(0, 100);
  const own = vocabulary[lang];
  const other = vocabulary[lang === 'en' ? 'zh-cn' : 'en'];
  let changed = false;
  let stuck = false;
  const suggestion = text.replace(SEGMENT, (segment) => {
    if (/^\p{Script=Latin}+$/u.test(segment)) {
      if (knownLatin(own, segment) || knownLatin(other, segment)) return segment;
      const near = closestLatin(own, segment) ?? closestLatin(other, segment);
      if (!near) stuck = true;
      else changed = true;
      return near ?? segment;
    }
    const zh = vocabulary['zh-cn'];
    if (zh.cjk.some((w) => w.includes(segment))) return segment;
    const near = closestCjk(zh, segment);
    if (!near) stuck = true;
    else changed = true;
    return near ?? segment;
  });
  return changed && !stuck && suggestion !== text ? suggestion : undefined;
}

/** The vocabulary, loaded on first use and dropped by `clear()` (a catalog change). */
export function createDidYouMean(load: () => Promise<WordSource>) {
  let vocabulary: Promise<Vocabulary> | undefined;
  return {
    async suggest(keyword: string, lang: Locale): Promise<string | undefined> {
      vocabulary ??= load().then(buildVocabulary);
      const current = vocabulary;
      try {
        return didYouMean(await current, keyword, lang);
      } catch {
        // A failed load is tried again by the next miss; the search answers without a suggestion.
        if (vocabulary === current) vocabulary = undefined;
        return undefined;
      }
    },
    clear() {
      vocabulary = undefined;
    },
  };
}
