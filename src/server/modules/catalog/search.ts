// Full-text search over both languages. PostgreSQL's parsers do not segment Chinese,
// so CJK runs are indexed as overlapping character bigrams (a common technique for
// CJK full-text search) plus single characters, and Latin words as lower-case words.
// A query uses bigrams for a run of two or more characters and the character itself
// for one, so '龙井' finds '西湖龙井茶', '茶' finds it too, and 'tea' finds 'Teas'.
import type { I18nText } from '../../../domain/i18n/locale.ts';

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** Search tokens of a text: CJK bigrams plus lower-cased Latin/number words. */
export function searchTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const m of text.matchAll(CJK)) tokens.push(...bigrams(m[0]));
  const rest = text.replace(CJK, ' ').toLowerCase();
  for (const m of rest.matchAll(WORD)) tokens.push(m[0]);
  return tokens;
}

/**
 * The version of the documents: a change here makes the server rebuild every good's
 * document at start (server/db/search-index.ts). 2: single CJK characters, names weighted.
 */
export const SEARCH_INDEX_VERSION = 2;

/** The text handed to to_tsvector('simple', …) for a document: query tokens plus single CJK characters. */
export function searchDocument(...texts: string[]): string {
  const text = texts.join(' ');
  const singles = [...text.matchAll(CJK)].flatMap((m) => [...m[0]]);
  return [...new Set([...searchTokens(text), ...singles])].join(' ');
}

/** How a keyword matches goods (queries.ts turns it into SQL). */
export type KeywordMatch =
  /**
   * Words: a to_tsquery('simple', …) expression over the documents; the same terms
   * OR-ed, to rank goods by how many of them their names hold; and the Latin words
   * that also match when all of them are inside a good's English name.
   */
  | { tsquery: string; anyTerm: string; nameInfix?: string[] }
  /** Latin text matched by trigram word similarity to the English names (typo tolerance). */
  | { similarTo: string };

const LATIN_WORD = /^[\p{Script=Latin}\p{N}]+$/u;
/** Words an infix match may look for: a trigram index answers from three letters on. */
const INFIX_WORD = /^\p{Script=Latin}{3,}$/u;

const tokensOf = (keyword: string) => [...new Set(searchTokens(keyword.slice(0, 100)))].slice(0, 16);

/** The AND of tokens, the last Latin word as a prefix ('tea' finds 'teapot'). */
const allOf = (tokens: string[]) =>
  tokens.map((t, i) => (i === tokens.length - 1 && LATIN_WORD.test(t) ? `${t}:*` : t)).join(' & ');

/**
 * A to_tsquery('simple', …) expression matching every token of the keyword, or the
 * same with two neighbouring Latin words written as one ('tea cup' finds 'teacups').
 * Undefined when the keyword has no searchable characters. Tokens contain only
 * letters and digits, so nothing from the keyword can change the query's syntax.
 */
export function searchQuery(keyword: string): string | undefined {
  return strictQuery(tokensOf(keyword));
}

function strictQuery(tokens: string[]): string | undefined {
  if (tokens.length === 0) return undefined;
  const joined: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!LATIN_WORD.test(tokens[i]) || !LATIN_WORD.test(tokens[i + 1])) continue;
    joined.push(allOf([...tokens.slice(0, i), tokens[i] + tokens[i + 1], ...tokens.slice(i + 2)]));
  }
  if (joined.length === 0) return allOf(tokens);
  return [allOf(tokens), ...joined].map((q) => `(${q})`).join(' | ');
}

/**
 * The keyword's tokens with every Chinese run as its single characters: '茶杯' finds
 * '茶水分离保温杯'. Undefined when the keyword has no run of two or more characters
 * (then it is the same as searchQuery's).
 */
export function looseQuery(keyword: string): string | undefined {
  const text = keyword.slice(0, 100);
  const runs = [...text.matchAll(CJK)].map((m) => [...m[0]]);
  if (!runs.some((run) => run.length > 1)) return undefined;
  const singles = runs.flat();
  const words = text.replace(CJK, ' ').toLowerCase().match(WORD) ?? [];
  return allOf([...new Set([...singles, ...words])].slice(0, 16));
}

/**
 * The Latin words of a keyword, lower-cased, for typo-tolerant matching of English
 * names; undefined when there are none worth comparing (no word of 3+ letters).
 */
export function similarText(keyword: string): string | undefined {
  const words =
    keyword
      .slice(0, 100)
      .replace(CJK, ' ')
      .toLowerCase()
      .match(/\p{Script=Latin}+/gu) ?? [];
  if (!words.some((w) => w.length >= 3)) return undefined;
  return words.join(' ');
}

/** Any of a query's terms: `(tea & cup:*) | (teacup:*)` -> `tea | cup:* | teacup:*`. */
const anyTerm = (tsquery: string) => [...new Set(tsquery.match(/[^\s&|()]+/g))].join(' | ');

/**
 * The ways a keyword matches goods, strictest first; a search answers with the first
 * that finds any. Every token (or a name containing every Latin word: 'cup' finds
 * 'Teacups'); then each Chinese character apart; then English names like the Latin
 * words (typos). Empty when the keyword has nothing to search for.
 */
export function keywordMatches(keyword: string): KeywordMatch[] {
  const tokens = tokensOf(keyword);
  const tsquery = strictQuery(tokens);
  if (!tsquery) return [];
  const strict = { tsquery, anyTerm: anyTerm(tsquery) };
  const out: KeywordMatch[] = [tokens.every((t) => INFIX_WORD.test(t)) ? { ...strict, nameInfix: tokens } : strict];
  const loose = looseQuery(keyword);
  if (loose) out.push({ tsquery: loose, anyTerm: anyTerm(loose) });
  const similarTo = similarText(keyword);
  if (similarTo) out.push({ similarTo });
  return out;
}

/** A good's documents: its names (weighted first in ranking) and its descriptions. */
export function goodSearchDocuments(name: I18nText, description: I18nText): { names: string; descriptions: string } {
  return {
    names: searchDocument(name['zh-cn'], name.en),
    descriptions: searchDocument(description['zh-cn'], description.en),
  };
}
