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

/**
 * A to_tsquery('simple', …) expression matching every token of the keyword; the
 * last Latin word matches as a prefix ('tea' finds 'teapot'). Undefined when the
 * keyword has no searchable characters. Tokens contain only letters and digits, so
 * nothing from the keyword can change the query's syntax.
 */
export function searchQuery(keyword: string): string | undefined {
  const tokens = [...new Set(searchTokens(keyword.slice(0, 100)))].slice(0, 16);
  if (tokens.length === 0) return undefined;
  return tokens
    .map((t, i) => (i === tokens.length - 1 && /^[\p{Script=Latin}\p{N}]+$/u.test(t) ? `${t}:*` : t))
    .join(' & ');
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

/** A good's documents: its names (weighted first in ranking) and its descriptions. */
export function goodSearchDocuments(name: I18nText, description: I18nText): { names: string; descriptions: string } {
  return {
    names: searchDocument(name['zh-cn'], name.en),
    descriptions: searchDocument(description['zh-cn'], description.en),
  };
}
