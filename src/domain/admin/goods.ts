// Goods in the admin area (issue #7, item 3): the shapes shared by the admin API and
// its screens, the limits, and the pure rules of the SKU matrix: one SKU per
// combination of the option axes' values, none missing, none twice.

import type { z } from 'zod';
import { SERVICE_NOTES } from '../catalog/catalog.ts';
import { type I18nText, type Locale, pickText } from '../i18n/locale.ts';
import type {
  adminBulkSkuSchema,
  adminCategoryRowSchema,
  adminGoodDetailSchema,
  adminGoodRowSchema,
  adminSkuSchema,
  axisSchema,
  axisValueSchema,
} from './goods-schemas.ts';

/** Limits of a good (documented in docs/decisions.md). Prices are minor units. */
export const GOOD_LIMITS = {
  name: 120,
  description: 20_000,
  images: 9,
  axes: 3,
  axisName: 40,
  values: 30,
  valueName: 40,
  skus: 300,
  code: 64,
  price: 100_000_000,
  stock: 1_000_000,
  sort: 1_000_000,
  /** SKUs in one bulk edit. */
  bulk: 500,
  keyword: 100,
  /** Characters of a good's search terms in one language (comma-separated words, issue #39). */
  searchTerms: 500,
} as const;

/** A SKU is low on stock at or below this many pieces (admin list filter and badge). */
export const LOW_STOCK = 5;

/** Our own uploads (POST /v1/upload/image) and the demo pictures: /uploads/<dirs>/<name>.<ext>. */
export const GOOD_IMAGE_PATTERN = /^\/uploads\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(webp|png|jpe?g|gif|avif)$/;
/** SKU codes: letters, digits, dot, underscore, hyphen; starting with a letter or digit. */
export const SKU_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Keys of axes and values (stable identifiers stored in SKU options and order snapshots). */
export const OPTION_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,31}$/;
export const SWATCH_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const ADMIN_GOOD_SORTS = [
  'updated_desc',
  'created_desc',
  'sort_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'sales_desc',
] as const;
export type AdminGoodSort = (typeof ADMIN_GOOD_SORTS)[number];

export const isServiceNote = (n: number) => (SERVICE_NOTES as readonly number[]).includes(n);

export type AxisValue = z.infer<typeof axisValueSchema>;
export type Axis = z.infer<typeof axisSchema>;
export type Options = Record<string, string>;

export type AdminGoodRow = z.infer<typeof adminGoodRowSchema>;

/** A goods category as the admin goods screens list it (GET /admin/goods/categories). */
export type AdminCategoryRow = z.infer<typeof adminCategoryRowSchema>;

export type AdminSku = z.infer<typeof adminSkuSchema>;

export type AdminGoodDetail = z.infer<typeof adminGoodDetailSchema>;

/** A SKU row of a create or update; `id` keeps an existing SKU (its sales, its cart lines). */
export interface AdminSkuInput {
  id?: number;
  code: string;
  options: Options;
  price: number;
  stock: number;
  /**
   * The stock the form was showing. When given, the change (stock - stock_was) is applied
   * to the current stock, so orders placed while the form was open are not undone.
   */
  stock_was?: number;
  image?: string;
  /**
   * false: this combination is not sold (no SKU is kept for it; e.g. a colour that does
   * not come in every size). Every combination must still be listed, so that a missing
   * one is a mistake the server can refuse rather than a silent gap.
   */
  offered?: boolean;
}

export type AdminBulkSku = z.infer<typeof adminBulkSkuSchema>;

// ---------------------------------------------------------------------------
// The matrix

/** Every combination of the axes' values, the first axis outermost; no axes: one empty combination. */
export function optionCombos(axes: readonly Axis[]): Options[] {
  let out: Options[] = [{}];
  for (const axis of axes) {
    const next: Options[] = [];
    for (const combo of out) for (const v of axis.values) next.push({ ...combo, [axis.key]: v.key });
    out = next;
  }
  return out;
}

/** A stable identity of a combination, in the axes' order ("color=red|size=m"). */
export function comboKey(axes: readonly Axis[], options: Options): string {
  return axes.map((a) => `${a.key}=${options[a.key] ?? ''}`).join('|');
}

/** The readable name of a combination, e.g. "红色 / M"; '' without axes. */
export function comboLabel(axes: readonly Axis[], options: Options, locale: Locale): string {
  return axes
    .map((a) => {
      const value = a.values.find((v) => v.key === options[a.key]);
      return value ? pickText(value.name, locale) || value.key : (options[a.key] ?? '');
    })
    .join(' / ');
}

/** What is wrong with axes and SKU rows; `field` is the form path of the culprit. */
export interface MatrixProblem {
  key:
    | 'admin_goods_axis_name_required'
    | 'admin_goods_axis_key_invalid'
    | 'admin_goods_axis_duplicate'
    | 'admin_goods_axis_values_required'
    | 'admin_goods_value_name_required'
    | 'admin_goods_value_key_invalid'
    | 'admin_goods_value_duplicate'
    | 'admin_goods_skus_too_many'
    | 'admin_goods_sku_options_mismatch'
    | 'admin_goods_sku_combo_duplicate'
    | 'admin_goods_sku_combo_missing'
    | 'admin_goods_sku_none_offered'
    | 'admin_goods_sku_code_duplicate';
  params?: Record<string, string | number>;
  field: (string | number)[];
}

/**
 * Checks the axes (names, keys unique, at least one value each) and that the SKU rows
 * are exactly the matrix: every row's options name one value of every axis and nothing
 * else, no combination twice, none missing (a combination that is not sold is listed
 * with `offered: false`), at least one offered; and no SKU code twice among the offered.
 * Messages name axes, values and combinations in `locale`.
 */
export function checkMatrix(
  axes: readonly Axis[],
  skus: readonly { options: Options; code?: string; offered?: boolean }[],
  locale: Locale = 'en',
): MatrixProblem | undefined {
  const axisKeys = new Set<string>();
  for (const [i, axis] of axes.entries()) {
    const axisName = pickText(axis.name, locale) || axis.key;
    if (!axis.name['zh-cn']?.trim()) return { key: 'admin_goods_axis_name_required', field: ['property', i, 'name'] };
    if (!OPTION_KEY_PATTERN.test(axis.key)) {
      return { key: 'admin_goods_axis_key_invalid', params: { axis: axisName }, field: ['property', i, 'key'] };
    }
    if (axisKeys.has(axis.key)) {
      return { key: 'admin_goods_axis_duplicate', params: { axis: axisName }, field: ['property', i, 'key'] };
    }
    axisKeys.add(axis.key);
    if (axis.values.length === 0) {
      return { key: 'admin_goods_axis_values_required', params: { axis: axisName }, field: ['property', i, 'values'] };
    }
    const valueKeys = new Set<string>();
    for (const [j, value] of axis.values.entries()) {
      const field = ['property', i, 'values', j];
      const valueName = pickText(value.name, locale) || value.key;
      if (!value.name['zh-cn']?.trim()) {
        return { key: 'admin_goods_value_name_required', params: { axis: axisName }, field: [...field, 'name'] };
      }
      if (!OPTION_KEY_PATTERN.test(value.key)) {
        return { key: 'admin_goods_value_key_invalid', params: { value: valueName }, field: [...field, 'key'] };
      }
      if (valueKeys.has(value.key)) {
        return {
          key: 'admin_goods_value_duplicate',
          params: { axis: axisName, value: valueName },
          field: [...field, 'key'],
        };
      }
      valueKeys.add(value.key);
    }
  }
  const combos = optionCombos(axes);
  if (combos.length > GOOD_LIMITS.skus) {
    return { key: 'admin_goods_skus_too_many', params: { max: GOOD_LIMITS.skus }, field: ['property'] };
  }
  const seen = new Set<string>();
  const codes = new Set<string>();
  for (const [i, sku] of skus.entries()) {
    const keys = Object.keys(sku.options);
    const fits =
      keys.length === axes.length &&
      axes.every((a) => a.values.some((v) => v.key === sku.options[a.key])) &&
      keys.every((k) => axisKeys.has(k));
    if (!fits)
      return { key: 'admin_goods_sku_options_mismatch', params: { row: i + 1 }, field: ['skus', i, 'options'] };
    const key = comboKey(axes, sku.options);
    if (seen.has(key)) {
      return {
        key: 'admin_goods_sku_combo_duplicate',
        params: { sku: comboLabel(axes, sku.options, locale) },
        field: ['skus', i, 'options'],
      };
    }
    seen.add(key);
    if (sku.offered === false) continue;
    const code = sku.code ?? '';
    if (codes.has(code)) {
      return { key: 'admin_goods_sku_code_duplicate', params: { code }, field: ['skus', i, 'code'] };
    }
    codes.add(code);
  }
  for (const combo of combos) {
    if (!seen.has(comboKey(axes, combo))) {
      const label = comboLabel(axes, combo, locale);
      return { key: 'admin_goods_sku_combo_missing', params: { sku: label }, field: ['skus'] };
    }
  }
  if (codes.size === 0) return { key: 'admin_goods_sku_none_offered', field: ['skus'] };
  return undefined;
}

/** The matrix's rows in the axes' order (rows not in the matrix are left out). */
export function sortByMatrix<T extends { options: Options }>(axes: readonly Axis[], rows: readonly T[]): T[] {
  const order = new Map(optionCombos(axes).map((c, i) => [comboKey(axes, c), i]));
  const at = (r: T) => order.get(comboKey(axes, r.options)) ?? Number.MAX_SAFE_INTEGER;
  return [...rows].sort((a, b) => at(a) - at(b));
}

/**
 * The SKU rows after the axes changed: one row per combination. A row whose combination
 * still exists stays as it is. Otherwise a new combination takes over an old row that is
 * compatible with it (same values on the axes both know, e.g. "red" becomes "red / S"
 * when a size axis is added), keeping its id, code, stock and price; further new
 * combinations copy the price and image of the most similar old row and start with
 * stock 0 and no code.
 */
export function regenerateMatrix<T extends { id?: number; options: Options }>(
  axes: readonly Axis[],
  rows: readonly T[],
  make: (options: Options, like?: T) => T,
): T[] {
  const combos = optionCombos(axes);
  const byKey = new Map<string, T>();
  for (const r of rows) {
    const key = comboKey(axes, r.options);
    if (Object.keys(r.options).length === axes.length && !byKey.has(key)) byKey.set(key, r);
  }
  const claimed = new Set<T>();
  const exact = combos.map((c) => {
    const row = byKey.get(comboKey(axes, c));
    if (row && Object.keys(row.options).every((k) => axes.some((a) => a.key === k))) {
      claimed.add(row);
      return row;
    }
    return undefined;
  });
  const common = (row: T, combo: Options) => {
    let same = 0;
    for (const a of axes) {
      if (!(a.key in row.options)) continue;
      if (row.options[a.key] !== combo[a.key]) return -1;
      same++;
    }
    return same;
  };
  return combos.map((combo, i) => {
    const hit = exact[i];
    if (hit) return hit;
    const compatible = rows.filter((r) => common(r, combo) >= 0);
    const free = compatible.find((r) => !claimed.has(r));
    if (free) {
      claimed.add(free);
      return { ...free, options: combo };
    }
    let like: T | undefined;
    let best = -1;
    for (const r of rows) {
      let same = 0;
      for (const a of axes) if (r.options[a.key] === combo[a.key]) same++;
      if (same > best) {
        best = same;
        like = r;
      }
    }
    return make(combo, like);
  });
}

/** A fresh key for an axis or value: from its English (or Chinese) name, unique among `taken`. */
export function newOptionKey(name: Partial<I18nText>, taken: readonly string[], prefix = 'v'): string {
  const slug = (name.en ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
  const base = slug && /^[a-z0-9]/.test(slug) ? slug : prefix;
  if (base !== prefix && !taken.includes(base)) return base;
  for (let n = 1; ; n++) {
    const key = `${base}${base === prefix ? '' : '-'}${n}`;
    if (!taken.includes(key)) return key;
  }
}

/** A suggested SKU code: the base and the combination's value keys, upper case ("TEE-RED-M"). */
export function suggestSkuCode(base: string, axes: readonly Axis[], options: Options): string {
  const parts = [base, ...axes.map((a) => options[a.key] ?? '')]
    .map((p) => p.toUpperCase().replace(/[^A-Z0-9._-]+/g, '-'))
    .filter(Boolean);
  return parts.join('-').replace(/-{2,}/g, '-').replace(/^-+/, '').slice(0, GOOD_LIMITS.code);
}

/** Lowest and highest price of the SKUs (0 and 0 without SKUs). */
export function priceRange(skus: readonly { price: number }[]): { min: number; max: number } {
  if (skus.length === 0) return { min: 0, max: 0 };
  const prices = skus.map((s) => s.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
