// Shopper currencies at run time: the offered list (cached for a few seconds like the
// settings; writes here clear it at once), the currency a request shops in (the
// `currency` header, else the cookie, else the signed-in customer's choice, else the
// country a trusted proxy names, else the shopper's language region, else the shop's:
// chooseCurrency), and the Pricer that converts shop-currency amounts into it.
import type { FastifyRequest } from 'fastify';
import {
  CURRENCY_COOKIE,
  chooseCurrency,
  type Pricer,
  pricerFor,
  type ShopperCurrency,
} from '../../../domain/money/currency.ts';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { SettingsService } from '../settings/service.ts';
import {
  type CurrencyInput,
  type CurrencyRow,
  deleteCurrency,
  type GoodSkuPrice,
  replaceGoodFixedPrices,
  selectCurrencies,
  selectCurrency,
  selectFixedGoodSkus,
  selectFixedPrices,
  selectGoodFixedPrices,
  upsertCurrency,
} from './queries.ts';

export type { CurrencyInput, CurrencyRow, GoodSkuPrice };

const CACHE_MS = 5_000;

export function shopperCurrency(r: CurrencyRow): ShopperCurrency {
  return { code: r.code, rate: r.rate, rounding: { step: r.rounding_step, ending: r.rounding_ending } };
}

export interface Offered {
  shop: string;
  /** Enabled currencies other than the shop's. */
  list: ShopperCurrency[];
}

// What owners and operators edit (admin/currencies): each change is made inside the
// caller's transaction, which records its audit entry; the caller clears the cache
// (invalidate) once it committed.

/** Every currency as stored now, past the cache, the switch's order. */
export function storedCurrencies(db: Executor): Promise<CurrencyRow[]> {
  return selectCurrencies(db);
}

/** Adds or changes a currency under its row lock; answers what it was (undefined: new). */
export async function saveCurrency(tx: Executor, input: CurrencyInput): Promise<CurrencyRow | undefined> {
  const before = await selectCurrency(tx, input.code, true);
  await upsertCurrency(tx, input);
  return before;
}

/** Stops offering a currency (its fixed prices go too); answers what it was, 404 when there is none. */
export async function removeCurrency(tx: Executor, code: string): Promise<CurrencyRow> {
  const before = await selectCurrency(tx, code, true);
  if (!before) throw notFound('admin_currency_not_found');
  await deleteCurrency(tx, code);
  return before;
}

/** A good's fixed SKU prices per currency. */
export function goodFixedPrices(db: Executor, goodId: number): Promise<GoodSkuPrice[]> {
  return selectGoodFixedPrices(db, goodId);
}

/** Replaces a good's fixed prices (SKUs of other goods are ignored); answers the ones before. */
export async function setGoodFixedPrices(
  tx: Executor,
  goodId: number,
  prices: readonly GoodSkuPrice[],
): Promise<GoodSkuPrice[]> {
  const before = await selectGoodFixedPrices(tx, goodId);
  await replaceGoodFixedPrices(tx, goodId, prices);
  return before;
}

/** The first value of a header, if any. */
function headerValue(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

export function createCurrencyService(
  db: Db,
  settings: SettingsService,
  opts: {
    /** The header (lower case) a trusted proxy or CDN names the visitor's country in (COUNTRY_HEADER). */
    countryHeader?: string;
  } = {},
) {
  let cached: { at: number; value: Promise<CurrencyRow[]> } | undefined;
  const listeners = new Set<() => void>();

  function rows(): Promise<CurrencyRow[]> {
    const now = Date.now();
    if (!cached || now - cached.at > CACHE_MS) {
      const value = selectCurrencies(db);
      value.catch(() => {
        cached = undefined;
      });
      cached = { at: now, value };
    }
    return cached.value;
  }

  /** What shoppers may choose; `fresh` reads the rates now (the confirm page and placing). */
  async function offered(opts: { fresh?: boolean; executor?: Executor } = {}): Promise<Offered> {
    const shop = (await settings.get()).currency;
    const all = opts.fresh ? await selectCurrencies(opts.executor ?? db) : await rows();
    return { shop, list: all.filter((r) => r.enabled && r.code !== shop).map(shopperCurrency) };
  }

  const byRequest = new WeakMap<FastifyRequest, Promise<string>>();

  return {
    offered,
    /** The code a request shops in (memoised per request). */
    forRequest(req: FastifyRequest): Promise<string> {
      let code = byRequest.get(req);
      if (!code) {
        const asked = headerValue(req.headers.currency) || req.cookies?.[CURRENCY_COOKIE];
        // The account's choice counts when this browser's is missing or no longer offered. The session is
        // resolved once per request (a visitor without a session cookie costs no query).
        const account = req.currentUser().then(
          (u) => u?.currency ?? null,
          () => null,
        );
        code = Promise.all([offered(), account]).then(([o, accountCurrency]) =>
          chooseCurrency({
            asked,
            account: accountCurrency,
            country: opts.countryHeader ? headerValue(req.headers[opts.countryHeader]) : undefined,
            acceptLanguage: req.headers['accept-language'],
            offered: o.list.map((c) => c.code),
            shop: o.shop,
          }),
        );
        byRequest.set(req, code);
      }
      return code;
    },
    /** Whether shoppers may choose this currency now (the shop's own, or an enabled one). */
    async isOffered(code: string): Promise<boolean> {
      const o = await offered();
      return code === o.shop || o.list.some((c) => c.code === code);
    },
    /** The request headers a page's currency may depend on, for `Vary` (the trusted country header). */
    varyHeaders(): string[] {
      return opts.countryHeader ? [opts.countryHeader] : [];
    },
    /** The Pricer of a currency (the shop's when it is not offered). */
    async pricer(code: string, opts: { fresh?: boolean } = {}): Promise<Pricer> {
      const o = await offered(opts);
      return pricerFor(
        o.shop,
        o.list.find((c) => c.code === code),
      );
    },
    /** Fixed prices of these SKUs in the pricer's currency (none in the shop's own). */
    fixedPrices(ex: Executor, skuIds: readonly number[], pricer: Pricer): Promise<Map<number, number>> {
      if (pricer.currency === pricer.shop) return Promise.resolve(new Map());
      return selectFixedPrices(ex, skuIds, pricer.currency);
    },
    /**
     * Price ranges of goods in the pricer's currency: converted bounds, except goods with
     * a fixed price somewhere, whose range is taken over their SKUs' prices there.
     */
    async goodRanges<T extends { id: number; price_min: number; price_max: number }>(
      goods: readonly T[],
      pricer: Pricer,
    ): Promise<T[]> {
      if (pricer.currency === pricer.shop) return [...goods];
      const fixed = await selectFixedGoodSkus(
        db,
        goods.map((g) => g.id),
        pricer.currency,
      );
      const ranges = new Map<number, { min: number; max: number }>();
      for (const s of fixed) {
        const price = pricer.product(s.price, s.fixed);
        const r = ranges.get(s.good_id);
        ranges.set(
          s.good_id,
          r ? { min: Math.min(r.min, price), max: Math.max(r.max, price) } : { min: price, max: price },
        );
      }
      return goods.map((g) => {
        const r = ranges.get(g.id);
        return {
          ...g,
          price_min: r ? r.min : pricer.product(g.price_min),
          price_max: r ? r.max : pricer.product(g.price_max),
        };
      });
    },
    invalidate() {
      cached = undefined;
      for (const l of listeners) l();
    },
    onInvalidate(listener: () => void) {
      listeners.add(listener);
    },
  };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;
