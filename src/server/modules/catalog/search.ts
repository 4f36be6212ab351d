// Full-text search over both languages (issue #39; docs/decisions.md "Catalog search").
//
// Documents (one tsvector per good, server/db/search-index.ts): names weighted A;
// category names with their parents, option values and the owner's search terms B;
// descriptions D. PostgreSQL's parsers do not segment Chinese, so Chinese runs are
// indexed as overlapping character bigrams plus single characters; Latin words as
// lower-case words, their English stems (Porter, the `stemmer` package: 'hoodies' and
// 'hoodie' both give 'hoodi') and, in names and categories, two neighbouring words
// also written as one ('T-Shirts' gives 'tshirts', 'Pu-erh' 'puerh').
//
// Queries: Chinese is split into words by Intl.Segmenter (ICU's dictionary); characters
// it leaves alone are kept together as a run (the present bigram fallback for words it
// does not know). Each word is looked for by its bigrams (so a boundary between two
// words is not required in the good: '龙井茶叶' finds 龙井 and 茶叶), each Latin word by
// itself and its stems, the last one also as a prefix; neighbouring Latin words also as
// one ('moon cake' finds 'Mooncake'). Words and phrases that are synonyms (synonyms.ts)
// get the other terms as alternatives, and a Latin word that is not a word of the
// catalog gets its nearest catalog words (typos.ts) in a second, looser try.
import { stemmer } from 'stemmer';
import type { I18nText } from '../../../domain/i18n/locale.ts';
import { NO_SYNONYMS, type SynonymIndex } from './synonyms.ts';
import type { Vocabulary } from './typos.ts';

const CJK_CHARS = '\\u3400-\\u9fff\\uf900-\\ufaff\\u3040-\\u30ff\\uac00-\\ud7af';
const CJK = new RegExp(`[${CJK_CHARS}]+`, 'gu');
const IS_CJK = new RegExp(`^[${CJK_CHARS}]`, 'u');
const WORD = /[\p{L}\p{N}]+/gu;
/** A Chinese run, or a word of other letters and digits (not running into Chinese: 'T恤' is 't' and '恤'). */
const UNIT = new RegExp(`[${CJK_CHARS}]+|(?:(?![${CJK_CHARS}])[\\p{L}\\p{N}])+`, 'gu');
const ALPHA = /^[a-z]+$/;

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** A word of a text: Latin (letters and digits of any script but Chinese) or Chinese. */
export interface Unit {
  latin: boolean;
  text: string;
}

/**
 * The words of a text in order, lower-cased: Chinese split by the segmenter, the
 * characters it leaves alone kept together as one run ('短袖' stays '短袖').
 */
export function textUnits(text: string): Unit[] {
  const out: Unit[] = [];
  for (const m of text.normalize('NFKC').toLowerCase().matchAll(UNIT)) {
    const s = m[0];
    if (!IS_CJK.test(s)) {
      out.push({ latin: true, text: s });
      continue;
    }
    let run = '';
    for (const { segment } of segmenter.segment(s)) {
      if ([...segment].length === 1) {
        run += segment;
        continue;
      }
      if (run) out.push({ latin: false, text: run });
      run = '';
      out.push({ latin: false, text: segment });
    }
    if (run) out.push({ latin: false, text: run });
  }
  return out;
}

/** English stems of a lower-case word ('scarves' gives 'scarv' and 'scarf'), the word itself left out. */
export function stems(word: string): string[] {
  if (!ALPHA.test(word) || word.length < 3) return [];
  const out = new Set([stemmer(word)]);
  // -lves/-rves plurals of -lf/-rf words (scarves, shelves, halves); both, as 'curves' is not 'curf'.
  const f = /^(.*[lr])ves$/.exec(word);
  if (f) out.add(stemmer(`${f[1]}f`));
  out.delete(word);
  return [...out];
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
 * 3: categories, options and search terms (B), English stems, neighbouring words joined.
 * 4: the head words of names and categories (C).
 */
export const SEARCH_INDEX_VERSION = 4;

/**
 * The text handed to to_tsvector('simple', …) for a document: CJK bigrams and single
 * characters, Latin words and their stems and, with `join`, each two neighbouring
 * Latin words of a text written as one.
 */
export function searchDocument(texts: readonly string[], opts: { join?: boolean } = {}): string {
  const out = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const clean = text.normalize('NFKC');
    for (const m of clean.matchAll(CJK)) for (const b of bigrams(m[0])) out.add(b);
    for (const m of clean.matchAll(CJK)) for (const c of m[0]) out.add(c);
    const words = textUnits(clean)
      .filter((u) => u.latin)
      .map((u) => u.text);
    for (const [i, w] of words.entries()) {
      out.add(w);
      for (const s of stems(w)) out.add(s);
      const next = words[i + 1];
      if (opts.join && next && ALPHA.test(w) && ALPHA.test(next)) {
        out.add(w + next);
        for (const s of stems(w + next)) out.add(s);
      }
    }
  }
  return [...out].join(' ');
}

/**
 * Where a name says what the thing is: each phrase's last word (its head: a 'Tea Infuser
 * Tumbler' is a tumbler, 茶水分离保温杯 a cup, 祁门红茶 a tea). Phrases are split at
 * commas, '·', '&', 'and', 'of' and the like ('Wuyi Rock Tea, Da Hong Pao', 白茶·普洱).
 */
const PHRASE_BREAK = /[,，、·・&/|;；:：()（）[\]【】]|\s+(?:and|of)\s+|\s+-\s+/giu;

/**
 * The head words of names and category names as search tokens: of a Chinese phrase its
 * last word's last character and last bigram; of a Latin phrase its last word of two or
 * more letters (with its stems, and joined with the word before: 'T-Shirt' gives
 * 'tshirt'). A query that is such a head ranks the goods it names first (queries.ts).
 */
export function headDocument(texts: readonly string[]): string {
  const out = new Set<string>();
  for (const text of texts) {
    for (const phrase of (text ?? '').normalize('NFKC').split(PHRASE_BREAK)) {
      const units = textUnits(phrase);
      const chinese = units.filter((u) => !u.latin).at(-1);
      if (chinese) {
        const chars = [...chinese.text];
        out.add(chars.at(-1) as string);
        if (chars.length > 1) out.add(chars.slice(-2).join(''));
      }
      const latin = units.filter((u) => u.latin && ALPHA.test(u.text));
      const last = latin.at(-1);
      if (!last || last.text.length < 2) continue;
      out.add(last.text);
      for (const s of stems(last.text)) out.add(s);
      const before = latin.at(-2);
      if (before && units.indexOf(before) === units.indexOf(last) - 1) {
        out.add(before.text + last.text);
        for (const s of stems(before.text + last.text)) out.add(s);
      }
    }
  }
  return [...out].join(' ');
}

/** What a good is found by. */
export interface GoodSearchSource {
  name: I18nText;
  description: I18nText;
  /** Names of its category and the category's parents. */
  categories?: readonly I18nText[];
  /** Names of its option values ('Navy', 'XL', '250 g'). */
  options?: readonly I18nText[];
  /** Words the owner added for it. */
  searchTerms?: I18nText | null;
}

const both = (t: I18nText | null | undefined) => (t ? [t['zh-cn'] ?? '', t.en ?? ''] : []);

/** A good's documents: names (weight A), categories, terms and options (B), heads of names and categories (C), descriptions (D). */
export function goodSearchDocuments(g: GoodSearchSource): {
  names: string;
  context: string;
  heads: string;
  descriptions: string;
} {
  return {
    names: searchDocument(both(g.name), { join: true }),
    heads: headDocument([...both(g.name), ...(g.categories ?? []).flatMap(both)]),
    context: searchDocument(
      [...(g.categories ?? []).flatMap(both), ...both(g.searchTerms), ...(g.options ?? []).flatMap(both)],
      { join: true },
    ),
    descriptions: searchDocument(both(g.description)),
  };
}

// ---------------------------------------------------------------------------
// Queries

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

/** What a query is expanded with: the owner's synonyms, and the catalog's words for typos. */
export interface SearchContext {
  synonyms: SynonymIndex;
  vocabulary?: Vocabulary;
}

/** Lexemes any of which will do ('hoodies:*' | 'hoodi'). */
type Term = string[];
/** Terms all of which must be there. */
type Conj = Term[];
/** Conjunctions any of which will do: a query word or phrase with its alternatives. */
type Group = Conj[];

const MAX_UNITS = 16;
/** Nearest catalog words tried for a misspelt word. */
const TYPO_WORDS = 3;

const unitsOf = (keyword: string) => textUnits(keyword.slice(0, 100)).slice(0, MAX_UNITS);

const keyOfUnit = (u: Unit) => (u.latin && ALPHA.test(u.text) ? stemmer(u.text) : u.text);

function keysOf(units: readonly Unit[]): string[] {
  const keys = [units.map(keyOfUnit).join(' ')];
  if (units.length > 1 && units.every((u) => u.latin && ALPHA.test(u.text))) {
    keys.push(keyOfUnit({ latin: true, text: units.map((u) => u.text).join('') }));
  }
  return keys;
}

/** The keys a term or query phrase is found under in a synonym index, and its length in words. */
export function phraseKeys(text: string): { keys: string[]; length: number } {
  const units = textUnits(text);
  if (units.length === 0) return { keys: [], length: 0 };
  return { keys: keysOf(units), length: units.length };
}

function latinTerm(word: string, prefix: boolean): Term {
  const out = new Set([prefix ? `${word}:*` : word]);
  for (const s of stems(word)) out.add(s);
  return [...out];
}

function unitConj(u: Unit, prefix: boolean): Conj {
  if (u.latin) return [latinTerm(u.text, prefix)];
  return bigrams(u.text).map((b) => [b]);
}

/** A run of words: all of them, or (Latin words) written as one. */
function phraseConjs(units: readonly Unit[], prefix: boolean): Conj[] {
  const out: Conj[] = [];
  const latin = units.length > 1 && units.every((u) => u.latin && ALPHA.test(u.text));
  if (latin) out.push([latinTerm(units.map((u) => u.text).join(''), prefix)]);
  // 't & shirt' would find any shirt whose text has a lone 't': written as one only.
  if (!latin || units.every((u) => u.text.length > 1)) {
    out.push(units.flatMap((u, i) => unitConj(u, prefix && i === units.length - 1)));
  }
  return out;
}

/** A synonym's conjunctions: its Chinese taken whole ('针织衫' is 针织 & 织衫, not any 衫). */
function termConjs(term: string): Conj[] {
  const units: Unit[] = [];
  for (const u of textUnits(term)) {
    const before = units.at(-1);
    if (before && !before.latin && !u.latin) before.text += u.text;
    else units.push({ ...u });
  }
  return phraseConjs(units, false);
}

const renderTerm = (t: Term) => (t.length === 1 ? t[0] : `(${t.join(' | ')})`);
const renderConj = (c: Conj) => c.map(renderTerm).join(' & ');
function renderGroup(g: Group, alone: boolean): string {
  if (g.length === 1) return renderConj(g[0]);
  const body = g.map((c) => (c.length > 1 ? `(${renderConj(c)})` : renderConj(c))).join(' | ');
  return alone ? body : `(${body})`;
}

function dedupe(g: Group): Group {
  const seen = new Set<string>();
  return g.filter((c) => {
    const key = renderConj(c);
    if (c.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface Built {
  tsquery: string;
  anyTerm: string;
  /** Whether misspelt words were given catalog words. */
  corrected: boolean;
}

/**
 * The to_tsquery expression for a keyword's words: every word (or phrase) with its
 * alternatives; with `typos`, Latin words the catalog does not have also as their
 * nearest catalog words.
 */
function build(units: readonly Unit[], ctx: SearchContext, typos: boolean): Built | undefined {
  if (units.length === 0) return undefined;
  const { synonyms, vocabulary } = ctx;
  let corrected = false;
  const groups: Group[] = [];
  /** Where a group is one plain Latin word: it may be joined with a neighbour of the same kind. */
  const plain: (string | undefined)[] = [];
  const last = units.length - 1;
  const withSynonyms = (own: Conj[], keys: string[]) =>
    dedupe([...own, ...keys.flatMap((k) => synonyms.alternatives(k)).flatMap(termConjs)]);
  for (let i = 0; i < units.length; ) {
    let taken = 0;
    for (let n = Math.min(synonyms.longest, 4, units.length - i); n >= 2 && !taken; n--) {
      const phrase = units.slice(i, i + n);
      const keys = keysOf(phrase);
      if (!keys.some((k) => synonyms.alternatives(k).length > 0)) continue;
      groups.push(withSynonyms(phraseConjs(phrase, i + n - 1 === last), keys));
      plain.push(undefined);
      taken = n;
    }
    if (taken) {
      i += taken;
      continue;
    }
    const u = units[i];
    const prefix = i === last;
    const spellings = [u.text];
    if (typos && u.latin && vocabulary) {
      const near = vocabulary.closestWords(u.text, TYPO_WORDS);
      if (near.length) corrected = true;
      spellings.push(...near);
    }
    const group = spellings.flatMap((s, k) => {
      const unit = { latin: u.latin, text: s };
      return withSynonyms([unitConj(unit, prefix && k === 0)], [keyOfUnit(unit)]);
    });
    groups.push(dedupe(group));
    plain.push(u.latin && ALPHA.test(u.text) && group.length === 1 ? u.text : undefined);
    i++;
  }
  const variants = [groups];
  // Two neighbouring plain words also as one ('tea cup' finds 'Teacups').
  for (let k = 0; k + 1 < groups.length; k++) {
    const a = plain[k];
    const b = plain[k + 1];
    if (!a || !b) continue;
    const joined = { latin: true, text: a + b };
    const isLast = k + 1 === groups.length - 1;
    const group = withSynonyms([unitConj(joined, isLast)], [keyOfUnit(joined)]);
    variants.push([...groups.slice(0, k), group, ...groups.slice(k + 2)]);
  }
  const render = (v: Group[]) => v.map((g) => renderGroup(g, v.length === 1)).join(' & ');
  const tsquery = variants.length === 1 ? render(groups) : variants.map((v) => `(${render(v)})`).join(' | ');
  return { tsquery, anyTerm: anyTerm(tsquery), corrected };
}

/**
 * A to_tsquery('simple', …) expression matching every word of the keyword (with its
 * synonyms, stems, and two neighbouring Latin words also as one). Undefined when the
 * keyword has no searchable characters. Lexemes contain only letters and digits, so
 * nothing from the keyword can change the query's syntax.
 */
export function searchQuery(keyword: string, ctx: SearchContext = { synonyms: NO_SYNONYMS }): string | undefined {
  return build(unitsOf(keyword), ctx, false)?.tsquery;
}

/** The AND of tokens, the last Latin word as a prefix ('tea' finds 'teapot'). */
const LATIN_WORD = /^[\p{Script=Latin}\p{N}]+$/u;
const allOf = (tokens: string[]) =>
  tokens.map((t, i) => (i === tokens.length - 1 && LATIN_WORD.test(t) ? `${t}:*` : t)).join(' & ');

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

/** Words an infix match may look for: a trigram index answers from three letters on. */
const INFIX_WORD = /^\p{Script=Latin}{3,}$/u;

/**
 * The ways a keyword matches goods, strictest first; a search answers with the first
 * that finds any. Every word with its synonyms and stems (or a name containing every
 * Latin word: 'cup' finds 'Teacups'); then misspelt words also as the catalog's
 * nearest words; then each Chinese character apart; then English names like the Latin
 * words (trigrams). Empty when the keyword has nothing to search for.
 */
export function keywordMatches(keyword: string, ctx: SearchContext = { synonyms: NO_SYNONYMS }): KeywordMatch[] {
  const units = unitsOf(keyword);
  const strict = build(units, ctx, false);
  if (!strict) return [];
  const first = { tsquery: strict.tsquery, anyTerm: strict.anyTerm };
  const out: KeywordMatch[] = [
    units.every((u) => INFIX_WORD.test(u.text)) ? { ...first, nameInfix: units.map((u) => u.text) } : first,
  ];
  const typo = ctx.vocabulary ? build(units, ctx, true) : undefined;
  if (typo?.corrected) out.push({ tsquery: typo.tsquery, anyTerm: typo.anyTerm });
  const loose = looseQuery(keyword);
  if (loose) out.push({ tsquery: loose, anyTerm: anyTerm(loose) });
  const similarTo = similarText(keyword);
  if (similarTo) out.push({ similarTo });
  return out;
}
