// Catalog shapes shared by the API and the storefront, and the pure rules of variants.
// (The Zod schemas live in catalog-schemas.ts so the storefront bundle stays free of Zod.)

export const GROUP_TYPE = { category: 1, collection: 2 } as const;

/** Service notes (SPEC 3), ids 1-4 in this order. */
export const SERVICE_NOTES = [1, 2, 3, 4] as const;

export const LIST_SORTS = ['default', 'newest', 'price_asc', 'price_desc', 'sales'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_IDS = 100;

export interface OptionValue {
  key: string;
  name: string;
  color?: string;
}
export interface OptionAxis {
  key: string;
  name: string;
  values: OptionValue[];
}

export interface GoodCard {
  id: number;
  name: string;
  image: string;
  /** Lowest SKU price, minor units. */
  price: number;
  price_max: number;
  currency: string;
  sales: number;
  in_stock: boolean;
}

export interface GoodSku {
  id: number;
  code: string;
  /** Value key per axis key. */
  properties: Record<string, string>;
  /** Readable variant name, e.g. 'Red / M'. */
  name: string;
  price: number;
  stock: number;
  currency: string;
  image: string;
}

export interface GroupRef {
  id: number;
  name: string;
}

export interface GoodDetail extends GoodCard {
  description: string;
  images: string[];
  /** Option axes, keyed by axis key in display order. */
  property: Record<string, OptionAxis>;
  services: number[];
  good_sku: GoodSku[];
  category: GroupRef | null;
  /** Category path from the root, for breadcrumbs. */
  breadcrumbs: GroupRef[];
  updated_at: string;
}

export interface GroupNode {
  id: number;
  type: number;
  name: string;
  description: string;
  image: string;
  children?: GroupNode[];
}

export interface GroupDetail extends GroupNode {
  parent_id: number | null;
  breadcrumbs: GroupRef[];
  children: GroupNode[];
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/** A page of search results: `similar` when nothing matched the words and similar English names did. */
export interface SearchPage<T> extends Page<T> {
  similar?: boolean;
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
