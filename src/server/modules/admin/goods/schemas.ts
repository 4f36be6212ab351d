// Validation of the admin goods API. Shapes and limits are checked here (messages are
// keys of the API catalogue, read as sentences in the caller's language); the matrix
// (every combination once) and the database checks (category, SKU codes) in service.ts.
import { z } from 'zod';
import {
  ADMIN_GOOD_SORTS,
  GOOD_IMAGE_PATTERN,
  isServiceNote,
  GOOD_LIMITS as L,
  SKU_CODE_PATTERN,
  SWATCH_PATTERN,
} from '../../../../domain/admin/goods.ts';
import { rowIdField } from '../../../../domain/api/ids.ts';
import { withSelectKey } from '../../../../domain/api/select-key.ts';
import { adminPaging, rowId } from '../schemas.ts';

const id = rowIdField;
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const goodListQuery = withSelectKey(
  adminPaging.extend({
    /** Name in either language, or a SKU code (part of it). */
    keyword: z.string().trim().max(L.keyword).optional(),
    /** A category and its sub-categories. */
    category_id: rowId.optional(),
    on_shelf: flag.optional(),
    /** Goods with at least one SKU at or below LOW_STOCK pieces. */
    low_stock: flag.optional(),
    sort: z.enum(ADMIN_GOOD_SORTS).default('updated_desc'),
  }),
  'keyword',
);

/** `good_ids=1,2,3`: the goods whose SKUs the bulk editor shows. */
export const skuListQuery = z.object({
  good_ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(rowId).min(1).max(100),
  ),
});

const text = (max: number, key: 'admin_goods_name_too_long' | 'admin_goods_axis_name_too_long') =>
  z.string().trim().max(max, { message: key });
const axisText = z.object({
  'zh-cn': text(L.axisName, 'admin_goods_axis_name_too_long'),
  en: text(L.axisName, 'admin_goods_axis_name_too_long').default(''),
});

const axisValue = z.object({
  key: z.string(),
  name: axisText,
  color: z.string().regex(SWATCH_PATTERN, { message: 'admin_goods_swatch_invalid' }).optional(),
});

const axis = z.object({
  key: z.string(),
  name: axisText,
  values: z.array(axisValue).max(L.values, { message: 'admin_goods_values_too_many' }),
});

const image = z.string().regex(GOOD_IMAGE_PATTERN, { message: 'admin_goods_image_invalid' });
const price = z
  .number({ message: 'admin_goods_sku_price_required' })
  .int({ message: 'admin_goods_sku_price_required' })
  .min(0, { message: 'admin_goods_sku_price_negative' })
  .max(L.price, { message: 'admin_goods_sku_price_too_high' });
const stock = z
  .number({ message: 'admin_goods_sku_stock_invalid' })
  .int({ message: 'admin_goods_sku_stock_invalid' })
  .min(0, { message: 'admin_goods_sku_stock_invalid' })
  .max(L.stock, { message: 'admin_goods_sku_stock_invalid' });

const offeredSku = z.object({
  id: id.optional(),
  code: z
    .string()
    .trim()
    .max(L.code, { message: 'admin_goods_sku_code_invalid' })
    .regex(SKU_CODE_PATTERN, { message: 'admin_goods_sku_code_invalid' }),
  options: z.record(z.string(), z.string()),
  price,
  stock,
  stock_was: stock.optional(),
  image: z.union([image, z.literal('')]).default(''),
  offered: z.literal(true),
});
/** A combination that is not sold: only its options count. */
const skippedSku = z.object({
  id: id.optional(),
  options: z.record(z.string(), z.string()),
  offered: z.literal(false),
  code: z.string().max(200).optional(),
  price: z.number().optional().nullable(),
  stock: z.number().optional().nullable(),
  stock_was: z.number().optional().nullable(),
  image: z.string().max(500).optional(),
});

export const goodBody = z.object({
  name: z.object({
    'zh-cn': z
      .string({ message: 'admin_goods_name_required' })
      .trim()
      .min(1, { message: 'admin_goods_name_required' })
      .max(L.name, { message: 'admin_goods_name_too_long' }),
    en: z.string().trim().max(L.name, { message: 'admin_goods_name_too_long' }).default(''),
  }),
  description: z
    .object({
      'zh-cn': z.string().trim().max(L.description, { message: 'admin_goods_description_too_long' }).default(''),
      en: z.string().trim().max(L.description, { message: 'admin_goods_description_too_long' }).default(''),
    })
    .default({ 'zh-cn': '', en: '' }),
  /** Words shoppers may search the good by beyond its name, comma-separated, in each language (issue #39). */
  search_terms: z
    .object({
      'zh-cn': z.string().trim().max(L.searchTerms, { message: 'admin_goods_search_terms_too_long' }).default(''),
      en: z.string().trim().max(L.searchTerms, { message: 'admin_goods_search_terms_too_long' }).default(''),
    })
    .default({ 'zh-cn': '', en: '' }),
  images: z.array(image).max(L.images, { message: 'admin_goods_images_too_many' }).default([]),
  category_id: id.nullable().default(null),
  property: z.array(axis).max(L.axes, { message: 'admin_goods_axes_too_many' }).default([]),
  skus: z
    .array(
      // `offered` may be left out (true): the row is a SKU to keep.
      z.preprocess(
        (v) => (v && typeof v === 'object' && !('offered' in v) ? { ...v, offered: true } : v),
        z.discriminatedUnion('offered', [skippedSku, offeredSku]),
      ),
    )
    .max(L.skus, { message: 'admin_goods_skus_too_many' }),
  services: z
    .array(z.number().int())
    .max(4, { message: 'admin_goods_services_invalid' })
    .refine((s) => s.every(isServiceNote) && new Set(s).size === s.length, { message: 'admin_goods_services_invalid' })
    .default([]),
  on_shelf: z.boolean().default(true),
  sort: z
    .number({ message: 'admin_goods_sort_invalid' })
    .int({ message: 'admin_goods_sort_invalid' })
    .min(0, { message: 'admin_goods_sort_invalid' })
    .max(L.sort, { message: 'admin_goods_sort_invalid' })
    .default(0),
  expected_updated_at: z.iso.datetime({ offset: true }).optional(),
});
export type GoodBody = z.infer<typeof goodBody>;

export const shelfBody = z.object({ on_shelf: z.boolean() });

export const bulkBody = z.object({
  skus: z
    .array(z.object({ id, price: price.optional(), stock: stock.optional() }))
    .min(1, { message: 'admin_goods_bulk_empty' })
    .max(L.bulk, { message: 'admin_goods_bulk_too_many' }),
});
export type BulkBody = z.infer<typeof bulkBody>;
