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
 * Symbols that differ by the reader's language: to a reader abroad `￥` or `¥` alone
 * could be yuan or yen, so English pages say which (`CN¥`, `JP¥`).
 */
const SYMBOL_BY_LANGUAGE: Record<Locale, Partial<Record<string, string>>> = {
  'zh-cn': {},
  en: { CNY: 'CN¥', JPY: 'JP¥' },
};

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

/** The symbol a reader of `lang` sees: the spec's five have one; other codes show the code ('CHF '). */
export function currencySymbol(code: string, lang: Locale = 'zh-cn'): string {
  const own = SYMBOL_BY_LANGUAGE[lang][code];
  if (own) return own;
  return isKnownCurrency(code) ? CURRENCY_INFO[code].symbol : `${code} `;
}

/** '￥128.00' (symbol) or '128.00元' (chinese); grouping with commas; 'CN¥128.00' on English pages. */
export function formatPrice(minor: number, opts: FormatPriceOptions = {}): string {
  const unit = resolveUnit(opts.unit, opts.defaultUnit, opts.configured);
  const decimals = currencyDecimals(unit);
  const number = formatDigits(Number.isFinite(minor) ? minor : 0, decimals);
  if (opts.type === 'chinese') {
    return `${number}${isKnownCurrency(unit) ? CURRENCY_INFO[unit].chinese : chineseName(unit)}`;
  }
  const symbol = currencySymbol(unit, opts.lang);
  return number.startsWith('-') ? `-${symbol}${number.slice(1)}` : `${symbol}${number}`;
}
