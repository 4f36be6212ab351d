// Answers of the shopper currencies (issue #21): the switch's choices and the admin
// area's currencies, rates and fixed SKU prices.
import { z } from 'zod';

export const currencyOptionSchema = z.object({
  code: z.string().describe('ISO 4217'),
  symbol: z.string().describe("As a reader of the caller's language sees it (CN¥, JP¥ in English)"),
  name: z.string().describe("In the caller's language"),
});

/** GET /currencies */
export const currencyChoicesSchema = z.object({
  shop: z.string().describe('The shop currency'),
  current: z.string().describe('The currency this request is priced in'),
  list: z.array(currencyOptionSchema).describe("The choices, the shop's first"),
});

export const adminCurrencySchema = currencyOptionSchema.extend({
  rate: z.string().describe('Units of this currency per unit of the shop currency'),
  rate_source: z.enum(['manual', 'ecb']),
  rate_updated_at: z.string().describe('ISO 8601'),
  rounding_step: z.number().int().describe('Minor units'),
  rounding_ending: z.string().describe("A charm ending such as '99', or empty"),
  enabled: z.boolean(),
  sort: z.number().int(),
});

/** GET /admin/currencies and the answer of every change */
export const adminCurrenciesSchema = z.object({
  shop: z.string(),
  feed: z.enum(['ecb']).nullable().describe('The rate feed configured, if any'),
  list: z.array(adminCurrencySchema),
});

/** POST /admin/currencies/refresh */
export const currencyRefreshSchema = adminCurrenciesSchema.extend({
  day: z.string().describe('The reference day of the rates read'),
  updated: z.array(z.string()).describe('Currencies whose rate moved'),
  missing: z.array(z.string()).describe('Currencies that follow the feed but are not in it'),
});

/** GET and PUT /admin/goods/:id/prices */
export const fixedPricesSchema = z.object({
  list: z.array(
    z.object({
      sku_id: z.number().int(),
      currency: z.string(),
      price: z.number().int().describe('Minor units of `currency`'),
    }),
  ),
});

export type AdminCurrency = z.infer<typeof adminCurrencySchema>;
export type AdminCurrencies = z.infer<typeof adminCurrenciesSchema>;
export type FixedPrice = z.infer<typeof fixedPricesSchema>['list'][number];
