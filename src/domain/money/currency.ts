// Shopper currencies (issue #21): a price is kept in the shop currency and shown and
// charged in the shopper's, converted by the ONE function here (`convertMinor`) with
// exact integer arithmetic: amounts are minor units, rates are decimals read into
// BigInt with RATE_DECIMALS places, nothing passes through a float.
import { currencyDecimals, isIsoCurrency } from './money.ts';

/** Digits a rate keeps after the point (ECB publishes at most 4 per EUR; cross rates need more). */
export const RATE_DECIMALS = 10;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
/** The cookie (and request header) naming the shopper's currency, like `lang`. */
export const CURRENCY_COOKIE = 'currency';
export const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** How converted product prices are rounded in one currency. */
export interface Rounding {
  /** Prices are multiples of this many minor units (1: to the cent; 100: whole dollars). */
  step: number;
  /** Charm ending in minor units' last digits ('99' -> x.99, '9' on yen -> ...9), or '' for none. */
  ending: string;
}

export const PLAIN_ROUNDING: Rounding = { step: 1, ending: '' };

/** A shopper currency as the shop enabled it. */
export interface ShopperCurrency {
  code: string;
  /** Units of this currency per unit of the shop currency, as a decimal string ('0.1385'). */
  rate: string;
  rounding: Rounding;
}

/** A decimal string to a scaled BigInt (null when it is not a positive decimal with at most RATE_DECIMALS places). */
export function parseRate(text: string): bigint | null {
  const m = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > RATE_DECIMALS) return null;
  const scaled = BigInt(m[1] ?? '0') * RATE_SCALE + BigInt(fraction.padEnd(RATE_DECIMALS, '0') || '0');
  return scaled > 0n ? scaled : null;
}

/** A scaled rate back to its shortest decimal string (1385000000n -> '0.1385'). */
export function rateText(scaled: bigint): string {
  const whole = scaled / RATE_SCALE;
  const fraction = (scaled % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** The same rate written two ways ('0.50' and '0.5') is the same rate. */
export function sameRate(a: string, b: string): boolean {
  const x = parseRate(a);
  return x !== null && x === parseRate(b);
}

/** numerator / denominator rounded half away from zero (BigInt division truncates). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n + d / 2n) / d;
  return negative ? -q : q;
}

/** Rounds a non-negative amount to the rule: half up to a multiple of `step`, then up to the charm ending. */
export function applyRounding(minor: number, rounding: Rounding): number {
  if (minor <= 0) return minor;
  const step = Math.max(1, Math.trunc(rounding.step));
  let out = Math.round(minor / step) * step;
  if (out === 0) out = step; // a price never becomes free by rounding
  if (rounding.ending) {
    const modulus = 10 ** rounding.ending.length;
    const ending = Number(rounding.ending);
    const candidate = Math.floor(out / modulus) * modulus + ending;
    out = candidate >= out ? candidate : candidate + modulus;
  }
  return out;
}

export interface Conversion {
  from: string;
  to: string;
  /** Units of `to` per unit of `from`, a decimal string (with `inverse`: units of `from` per unit of `to`). */
  rate: string;
  /** Divide by the rate: back from the shopper's currency to the shop's at the rate of the way there. */
  inverse?: boolean;
  /** Product prices take the currency's rounding rule; fees, thresholds and discounts do not. */
  rounding?: Rounding;
}

/**
 * THE conversion: an amount in `from`'s minor units to `to`'s, exactly
 * (amount × rate × 10^(to decimals − from decimals), rounded half up), then rounded
 * by the rule when one is given. An unparsable rate throws: rates are checked on entry.
 */
export function convertMinor(amount: number, c: Conversion): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amount ${amount} is not an integer of minor units`);
  const rate = parseRate(c.rate);
  if (rate === null) throw new RangeError(`rate ${c.rate} is not a positive decimal`);
  const shift = currencyDecimals(c.to) - currencyDecimals(c.from);
  const [times, over] = c.inverse ? [RATE_SCALE, rate] : [rate, RATE_SCALE];
  const numerator = BigInt(amount) * times * 10n ** BigInt(Math.max(0, shift));
  const denominator = over * 10n ** BigInt(Math.max(0, -shift));
  const exact = divideRounded(numerator, denominator);
  // Minor units travel as JavaScript numbers: a result they cannot hold exactly is refused, not rounded.
  if (exact > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${amount} ${c.from} is too large in ${c.to}`);
  const plain = Number(exact);
  return c.rounding ? applyRounding(plain, c.rounding) : plain;
}

/** Why a rounding rule cannot be saved (null: it can): step 1 to 10^6 minor units, ending up to 6 digits. */
export function roundingProblem(r: Rounding): string | null {
  if (!Number.isInteger(r.step) || r.step < 1 || r.step > 1_000_000) return 'step';
  if (r.ending && !/^\d{1,6}$/.test(r.ending)) return 'ending';
  return null;
}

/**
 * Prices for one shopper currency: product prices (fixed price first, else converted
 * and rounded by the currency's rule), other amounts (fees, thresholds, fixed
 * discounts: converted, plain rounding), and the shop-currency equivalent of an amount.
 * The shop's own currency converts at rate 1, unchanged.
 */
export interface Pricer {
  shop: string;
  currency: string;
  rate: string;
  product(shopMinor: number, fixed?: number | null): number;
  amount(shopMinor: number): number;
  inShop(minor: number): number;
}

export function pricerFor(shop: string, target: ShopperCurrency | null | undefined): Pricer {
  if (!target || target.code === shop) {
    return { shop, currency: shop, rate: '1', product: (m, fixed) => fixed ?? m, amount: (m) => m, inShop: (m) => m };
  }
  const way = { from: shop, to: target.code, rate: target.rate };
  return {
    shop,
    currency: target.code,
    rate: target.rate,
    product: (m, fixed) => fixed ?? convertMinor(m, { ...way, rounding: target.rounding }),
    amount: (m) => convertMinor(m, way),
    inShop: (m) => convertMinor(m, { from: target.code, to: shop, rate: target.rate, inverse: true }),
  };
}

/** Which currency a region writes prices in, where the shop can tell from a language tag (en-GB, de-AT, ja). */
const REGION_CURRENCY: Record<string, string> = {
  CN: 'CNY',
  US: 'USD',
  GB: 'GBP',
  JP: 'JPY',
  AT: 'EUR',
  BE: 'EUR',
  CY: 'EUR',
  DE: 'EUR',
  EE: 'EUR',
  ES: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  GR: 'EUR',
  HR: 'EUR',
  IE: 'EUR',
  IT: 'EUR',
  LT: 'EUR',
  LU: 'EUR',
  LV: 'EUR',
  MT: 'EUR',
  NL: 'EUR',
  PT: 'EUR',
  SI: 'EUR',
  SK: 'EUR',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  HK: 'HKD',
  SG: 'SGD',
  KR: 'KRW',
};
/** Languages spoken in one currency's country only. */
const LANGUAGE_CURRENCY: Record<string, string> = { zh: 'CNY', ja: 'JPY', ko: 'KRW' };

/** The currency a country (ISO 3166-1 alpha-2) writes prices in, where the shop knows it. */
export function currencyOfCountry(country: string | null | undefined): string | undefined {
  const code = country?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? REGION_CURRENCY[code] : undefined;
}

/**
 * The shopper's currency (issue #21, #40), the first of these the shop offers:
 * 1. `asked`: a choice made in this browser (the `currency` header of API clients, else the cookie);
 * 2. `account`: the signed-in customer's stored choice (made in another browser);
 * 3. `country`: the visitor's country as a trusted proxy or CDN names it (CF-IPCountry…);
 * 4. the region of the browser's first language when it names one (en-GB -> GBP, ja ->
 *    JPY, zh -> CNY; plain `en` says nothing);
 * 5. the shop currency.
 */
export function chooseCurrency(opts: {
  asked?: string | null;
  account?: string | null;
  country?: string | null;
  acceptLanguage?: string | null;
  offered: readonly string[];
  shop: string;
}): string {
  const offered = (code: string | undefined): code is string =>
    !!code && (code === opts.shop || opts.offered.includes(code));
  for (const choice of [opts.asked, opts.account]) {
    const code = choice?.trim().toUpperCase();
    if (offered(code)) return code;
  }
  const byCountry = currencyOfCountry(opts.country);
  if (offered(byCountry)) return byCountry;
  const first = firstLanguage(opts.acceptLanguage);
  if (first) {
    const guess =
      currencyOfCountry(first.region) ??
      (Object.hasOwn(LANGUAGE_CURRENCY, first.language) ? LANGUAGE_CURRENCY[first.language] : undefined);
    if (offered(guess)) return guess;
  }
  return opts.shop;
}

/** The browser's first language of an Accept-Language header: `en-GB;q=0.9` -> { language: 'en', region: 'GB' }. */
export function firstLanguage(acceptLanguage: string | null | undefined): { language: string; region: string } | null {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (!first) return null;
  const [language = '', region = ''] = first.split('-');
  return { language: language.toLowerCase(), region: /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : '' };
}

/**
 * Where a visitor's parcel most likely goes before any address is known (issue #40: the
 * duties notice on the product and cart pages): the country a trusted proxy names, else
 * the region of the browser's first language (en-GB -> GB; a plain `en` says nothing).
 */
export function guessCountry(opts: { country?: string | null; acceptLanguage?: string | null }): string | null {
  const named = opts.country?.trim().toUpperCase();
  if (named && /^[A-Z]{2}$/.test(named) && named !== 'XX' && named !== 'T1') return named;
  return firstLanguage(opts.acceptLanguage)?.region || null;
}

/** A code the admin may enable: ISO 4217 and known to the runtime. */
export function validCurrencyCode(code: string): boolean {
  return isIsoCurrency(code) && code === code.toUpperCase();
}
