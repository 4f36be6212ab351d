// "A, B, and C" / "A、B和C": the conjunction lists of CLDR (what Intl.ListFormat says for
// the shop's two languages), written out because a browser's first Intl.ListFormat loads
// ICU data for 50-120 ms on this machine's Chromium, and the footer on every page needs one.
import type { Locale } from './locale.ts';

interface ListPattern {
  /** Between the two items of a pair. */
  pair: string;
  /** Between items before the last. */
  middle: string;
  /** Before the last of three or more. */
  end: string;
}

const CONJUNCTION: Record<Locale, ListPattern> = {
  'zh-cn': { pair: '和', middle: '、', end: '和' },
  en: { pair: ' and ', middle: ', ', end: ', and ' },
};

/** The items joined as a conjunction list in a language: ['A', 'B', 'C'] -> 'A, B, and C' (en). */
export function conjunctionList(items: readonly string[], locale: Locale): string {
  const p = CONJUNCTION[locale];
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]}${p.pair}${items[1]}`;
  return `${items.slice(0, -1).join(p.middle)}${p.end}${items.at(-1)}`;
}
