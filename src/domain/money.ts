// Money: integers in the currency's minor unit everywhere (fen, cent; JPY has none),
// always with an ISO 4217 code. Only display formats them (SPEC 3 and 9: symbol or
// Chinese form; an unknown unit falls back to defaultUnit, then the shop currency).
import { DEFAULT_CURRENCY } from './constants.ts';

export const CURRENCY_INFO = {
  CNY: { symbol: '￥', chinese: '元', decimals: 2 },
  USD: { symbol: '$', chinese: '美元', decimals: 2 },
  EUR: { symbol: '€', chinese: '欧元', decimals: 2 },
  JPY: { symbol: '¥', chinese: '日元', decimals: 0 },
  GBP: { symbol: '£', chinese: '英镑', decimals: 2 },
} as const;

export type CurrencyCode = keyof typeof CURRENCY_INFO;
export type PriceType = 'symbol' | 'chinese';

export function isKnownCurrency(code: string | undefined | null): code is CurrencyCode {
  return !!code && Object.hasOwn(CURRENCY_INFO, code.toUpperCase());
}

/** The unit to show: the given one if known, else defaultUnit, else the configured currency. */
export function resolveUnit(
  unit?: string | null,
  defaultUnit?: string | null,
  configured?: string | null,
): CurrencyCode {
  for (const candidate of [unit, defaultUnit, configured]) {
    if (isKnownCurrency(candidate)) return candidate.toUpperCase() as CurrencyCode;
  }
  return DEFAULT_CURRENCY;
}

/** Minor units to a decimal number: (12850, 'CNY') -> 128.5; (500, 'JPY') -> 500. */
export function toMajor(minor: number, currency: CurrencyCode): number {
  return minor / 10 ** CURRENCY_INFO[currency].decimals;
}

export interface FormatPriceOptions {
  unit?: string | null;
  defaultUnit?: string | null;
  /** The shop's configured currency (the last fallback). */
  configured?: string | null;
  type?: PriceType;
}

const formatters = new Map<number, Intl.NumberFormat>();
/** Number formats are costly to build and prices are formatted on every render: keep one per precision. */
function numberFormat(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, f);
  }
  return f;
}

/** '￥128.00' (symbol) or '128.00元' (chinese); grouping with commas. */
export function formatPrice(minor: number, opts: FormatPriceOptions = {}): string {
  const unit = resolveUnit(opts.unit, opts.defaultUnit, opts.configured);
  const info = CURRENCY_INFO[unit];
  const number = numberFormat(info.decimals).format(toMajor(Number.isFinite(minor) ? minor : 0, unit));
  if (opts.type === 'chinese') return `${number}${info.chinese}`;
  return number.startsWith('-') ? `-${info.symbol}${number.slice(1)}` : `${info.symbol}${number}`;
}
