// Money: integers in the currency's minor unit everywhere (fen, cent; JPY has none),
// always with an ISO 4217 code. Only display formats them (SPEC 3 and 9: symbol or
// Chinese form; an unknown unit falls back to defaultUnit, then the shop currency).

import type { Locale } from '../i18n/locale.ts';
import { DEFAULT_CURRENCY } from '../site/constants.ts';

export const CURRENCY_INFO = {
  CNY: { symbol: '￥', chinese: '元', decimals: 2 },
  USD: { symbol: '$', chinese: '美元', decimals: 2 },
  EUR: { symbol: '€', chinese: '欧元', decimals: 2 },
  JPY: { symbol: '¥', chinese: '日元', decimals: 0 },
  GBP: { symbol: '£', chinese: '英镑', decimals: 2 },
} as const;

export type CurrencyCode = keyof typeof CURRENCY_INFO;
export type PriceType = 'symbol' | 'chinese';

/**
 * How a currency is marked for a reader of one language (issue #40): `bare` is its
 * symbol alone; a currency in a `group` shares that symbol with others, so it is shown
 * bare only when no other currency the reader may meet here is of its group, and else
 * with its `prefix` form (English: US$, CA$, A$…) or, in Chinese, its name after the
 * digits (12.00美元). `named`: always the Chinese name, whatever else is offered: a
 * Chinese reader takes any yen sign for the yuan, so yen is 日元 on every Chinese page.
 * English readers cannot tell ¥ apart either: yuan and yen are always CN¥ and JP¥.
 * Codes not listed here show their ISO code ('CHF 12.00'), unique by construction.
 */
interface Mark {
  bare: string;
  group?: string;
  prefix?: string;
  named?: boolean;
}

const dollar = (prefix: string): Mark => ({ bare: '$', group: '$', prefix: `${prefix}$` });
const DOLLARS = {
  USD: dollar('US'),
  CAD: dollar('CA'),
  AUD: dollar('A'),
  NZD: dollar('NZ'),
  SGD: dollar('S'),
  HKD: dollar('HK'),
  TWD: dollar('NT'),
  MXN: dollar('MX'),
} satisfies Record<string, Mark>;

const MARKS: Record<Locale, Record<string, Mark>> = {
  'zh-cn': {
    ...DOLLARS,
    CNY: { bare: '￥' },
    JPY: { bare: '¥', prefix: 'JP¥', named: true },
    EUR: { bare: '€' },
    GBP: { bare: '£' },
  },
  en: {
    ...DOLLARS,
    CNY: { bare: 'CN¥' },
    JPY: { bare: 'JP¥' },
    EUR: { bare: '€' },
    GBP: { bare: '£' },
  },
};

/**
 * Whether a currency's symbol could be misread by a reader of `lang` among `enabled`
 * (the shop's currency and the ones it offers). Without the list every currency counts:
 * a shared symbol always carries its prefix (mail, read days later; the demo gateway;
 * the admin, which shows orders in currencies the shop no longer offers).
 */
function ambiguous(code: string, lang: Locale, enabled: readonly string[] | null | undefined): boolean {
  const mark = MARKS[lang][code];
  if (!mark?.group) return !!mark?.named;
  if (mark.named || !enabled) return true;
  return enabled.some((other) => {
    const upper = other.toUpperCase();
    return upper !== code && MARKS[lang][upper]?.group === mark.group;
  });
}

export function isKnownCurrency(code: string | undefined | null): code is CurrencyCode {
  return !!code && Object.hasOwn(CURRENCY_INFO, code.toUpperCase());
}

let isoCodes: Set<string> | undefined;
/** Any ISO 4217 code the runtime knows (the shop may enable more than the spec's five). */
export function isIsoCurrency(code: string | undefined | null): code is string {
  if (!code || !/^[A-Za-z]{3}$/.test(code)) return false;
  if (isKnownCurrency(code)) return true;
  isoCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCodes.has(code.toUpperCase());
}

/** Digits after the decimal point of a currency's minor unit (ISO 4217: JPY 0, USD 2, BHD 3). */
export function currencyDecimals(code: string): number {
  const upper = code.toUpperCase();
  if (isKnownCurrency(upper)) return CURRENCY_INFO[upper].decimals;
  if (!isIsoCurrency(upper)) return 2;
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: upper }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** The unit to show: the given one if it is a currency, else defaultUnit, else the configured currency. */
export function resolveUnit(unit?: string | null, defaultUnit?: string | null, configured?: string | null): string {
  for (const candidate of [unit, defaultUnit, configured]) {
    if (isIsoCurrency(candidate)) return candidate.toUpperCase();
  }
  return DEFAULT_CURRENCY;
}

/** Minor units to a decimal number: (12850, 'CNY') -> 128.5; (500, 'JPY') -> 500. */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyDecimals(currency);
}

export interface FormatPriceOptions {
  unit?: string | null;
  defaultUnit?: string | null;
  /** The shop's configured currency (the last fallback). */
  configured?: string | null;
  type?: PriceType;
  /** The reader's language (default zh-cn): English names yuan and yen apart. */
  lang?: Locale;
  /**
   * The currencies the reader may meet here: the shop's and those it offers (pages pass
   * the switch's list). A shared symbol ($) is bare only when no other of them shares it;
   * without the list every currency counts, so a shared symbol is always told apart.
   */
  enabled?: readonly string[] | null;
}

/**
 * Minor units as en-US digits at the currency's precision: (123456789, 2) -> '1,234,567.89'.
 * Written out rather than built with Intl.NumberFormat: a browser's first number format
 * loads ICU data, 58-70 ms of the home page's hydration in a fresh Chromium here
 * (docs/benchmarks.md, eighth session). Rounds in minor units,
 * so a converted price (a fraction of a cent) rounds half away from zero, as Intl does.
 */
export function formatDigits(minor: number, decimals: number): string {
  const units = Math.round(Math.abs(minor));
  const text = (units < 1e21 ? String(units) : BigInt(units).toString()).padStart(decimals + 1, '0');
  const cut = text.length - decimals;
  const whole = text.slice(0, cut).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = minor < 0 && units > 0 ? '-' : '';
  return decimals > 0 ? `${sign}${whole}.${text.slice(cut)}` : `${sign}${whole}`;
}

const chineseNames = new Map<string, string>();
/** The Chinese name of a currency outside the spec's five ('CHF' -> '瑞士法郎'). */
function chineseName(code: string): string {
  let name = chineseNames.get(code);
  if (name === undefined) {
    name = new Intl.DisplayNames(['zh-CN'], { type: 'currency' }).of(code) ?? code;
    chineseNames.set(code, name);
  }
  return name;
}

/**
 * The symbol a reader of `lang` sees, told apart from the other `enabled` currencies
 * (US$ beside CA$; JP¥ beside the yuan); other codes show the code ('CHF ').
 * The currency switch and the admin's money inputs show it; prices use formatPrice.
 */
export function currencySymbol(code: string, lang: Locale = 'zh-cn', enabled?: readonly string[] | null): string {
  const upper = code.toUpperCase();
  const mark = MARKS[lang][upper];
  if (!mark) return isKnownCurrency(upper) ? CURRENCY_INFO[upper].symbol : `${upper} `;
  return ambiguous(upper, lang, enabled) && mark.prefix ? mark.prefix : mark.bare;
}

/** A currency's Chinese name: the spec's five ('日元'), else Intl's ('瑞士法郎'). */
function chineseNameOf(unit: string): string {
  return isKnownCurrency(unit) ? CURRENCY_INFO[unit].chinese : chineseName(unit);
}

/**
 * THE money formatter of pages, mail, the demo gateway, JSON-LD's text and the admin:
 * '￥128.00' (symbol) or '128.00元' (chinese); grouping with commas; 'CN¥128.00' on
 * English pages; a symbol another `enabled` currency shares in the reader's language
 * carries its prefix (US$12.00) or, in Chinese, gives way to the name (12.00美元;
 * yen always 2,700日元), so no two currencies ever print alike.
 */
export function formatPrice(minor: number, opts: FormatPriceOptions = {}): string {
  const unit = resolveUnit(opts.unit, opts.defaultUnit, opts.configured);
  const decimals = currencyDecimals(unit);
  const number = formatDigits(Number.isFinite(minor) ? minor : 0, decimals);
  const lang = opts.lang ?? 'zh-cn';
  if (opts.type === 'chinese' || (lang === 'zh-cn' && ambiguous(unit, lang, opts.enabled))) {
    // CNY's Chinese form is 元 (SPEC 9); yen is 日元, so the two never meet.
    return `${number}${chineseNameOf(unit)}`;
  }
  const symbol = currencySymbol(unit, lang, opts.enabled);
  return number.startsWith('-') ? `-${symbol}${number.slice(1)}` : `${symbol}${number}`;
}
