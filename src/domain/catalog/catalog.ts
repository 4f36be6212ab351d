// Catalog shapes shared by the API and the storefront, and the pure rules of variants.
// (The Zod schemas live in schemas.ts so the storefront bundle stays free of Zod;
// the answer types here are inferred from them, type-only.)
import type { z } from 'zod';
import type {
  GroupNodeShape,
  goodCardSchema,
  goodDetailSchema,
  goodSkuSchema,
  groupDetailSchema,
  groupRefSchema,
} from './schemas.ts';

export const GROUP_TYPE = { category: 1, collection: 2 } as const;

/** Service notes (SPEC 3), ids 1-4 in this order. */
export const SERVICE_NOTES = [1, 2, 3, 4] as const;

export const LIST_SORTS = ['default', 'newest', 'price_asc', 'price_desc', 'sales'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_IDS = 100;

export type OptionAxis = GoodDetail['property'][string];
export type OptionValue = OptionAxis['values'][number];
export type GoodCard = z.infer<typeof goodCardSchema>;
export type GoodSku = z.infer<typeof goodSkuSchema>;
export type GroupRef = z.infer<typeof groupRefSchema>;
export type GoodDetail = z.infer<typeof goodDetailSchema>;
export type GroupNode = GroupNodeShape;
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/** A page of search results: `similar` when nothing matched the words as typed and a looser match did (each Chinese character apart, or English names alike). */
export interface SearchPage<T> extends Page<T> {
  similar?: boolean;
  /** Nothing was found: a close keyword of the catalog's own words (issue #39). */
  did_you_mean?: string;
}

/** The SKU matching a full selection of option values, if that combination exists. */
export function findSku<T extends { properties: Record<string, string> }>(
  skus: T[],
  selection: Record<string, string | undefined>,
): T | undefined {
  return skus.find((s) => Object.entries(s.properties).every(([axis, value]) => selection[axis] === value));
}

/**
 * Whether choosing `value` on `axis` (keeping the other current choices) can lead to a
 * SKU that exists and is in stock. Unchosen axes count as "any".
 */
export function isValueAvailable(
  skus: { properties: Record<string, string>; stock: number }[],
  selection: Record<string, string | undefined>,
  axis: string,
  value: string,
): boolean {
  const wanted = { ...selection, [axis]: value };
  return skus.some(
    (s) =>
      s.stock > 0 &&
      Object.entries(wanted).every(
        ([a, v]) => v === undefined || s.properties[a] === undefined || s.properties[a] === v,
      ),
  );
}

/**
 * The selection after the shopper picks `value` on `axis`: every value stays pickable.
 * A combination that exists is kept, even sold out, so the page shows it as sold out
 * (as Dawn does). A missing one moves the other axes to the SKU with this value that is
 * in stock and keeps most current choices, or failing that to any SKU with this value.
 */
export function pickValue(
  skus: { properties: Record<string, string>; stock: number }[],
  selection: Record<string, string | undefined>,
  axis: string,
  value: string,
): Record<string, string | undefined> {
  const wanted = { ...selection, [axis]: value };
  const fits = (s: { properties: Record<string, string> }) =>
    Object.entries(wanted).every(([a, v]) => v === undefined || s.properties[a] === v);
  if (skus.length === 0 || skus.some(fits)) return wanted;
  const kept = (s: { properties: Record<string, string> }) =>
    Object.entries(s.properties).filter(([a, v]) => wanted[a] === v).length;
  const best = (list: typeof skus) =>
    list.reduce<(typeof skus)[number] | undefined>((b, s) => (!b || kept(s) > kept(b) ? s : b), undefined);
  const withValue = skus.filter((s) => s.properties[axis] === value);
  const target = best(withValue.filter((s) => s.stock > 0)) ?? best(withValue);
  return target ? { ...wanted, ...target.properties } : wanted;
}
