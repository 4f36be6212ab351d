// Answers of the admin area's goods and groups screens (issue #7). The types in
// goods.ts and groups.ts are inferred from these.
import { z } from 'zod';
import { pageOf } from '../api/envelope.ts';

const dateTime = z.string().describe('ISO 8601');
const bothLanguages = z.object({ 'zh-cn': z.string(), en: z.string() });

export const axisValueSchema = z.object({ key: z.string(), name: bothLanguages, color: z.string().optional() });
export const axisSchema = z.object({ key: z.string(), name: bothLanguages, values: z.array(axisValueSchema) });

export const adminGoodRowSchema = z.object({
  id: z.number().int(),
  name: bothLanguages,
  image: z.string(),
  category: z.object({ id: z.number().int(), name: bothLanguages }).nullable(),
  on_shelf: z.boolean(),
  sort: z.number().int(),
  price_min: z.number().int(),
  price_max: z.number().int(),
  currency: z.string(),
  stock_total: z.number().int(),
  sku_count: z.number().int(),
  low_stock_skus: z.number().int(),
  sales: z.number().int(),
  created_at: dateTime,
  updated_at: dateTime,
});

export const adminGoodPageSchema = pageOf(adminGoodRowSchema);

export const adminCategoryRowSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: bothLanguages,
  sort: z.number().int(),
  visible: z.boolean(),
});

export const adminSkuSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.number().int(),
  stock: z.number().int(),
  currency: z.string(),
  image: z.string(),
  sales: z.number().int(),
});

export const adminGoodDetailSchema = z
  .object({
    id: z.number().int(),
    name: bothLanguages,
    description: bothLanguages,
    search_terms: bothLanguages.describe('Words shoppers may search the good by beyond its name (issue #39)'),
    images: z.array(z.string()),
    category_id: z.number().int().nullable(),
    property: z.array(axisSchema),
    services: z.array(z.number().int()),
    on_shelf: z.boolean(),
    sort: z.number().int(),
    currency: z.string(),
    price_min: z.number().int(),
    price_max: z.number().int(),
    sales: z.number().int(),
    ordered: z.boolean(),
    skus: z.array(adminSkuSchema),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .meta({ id: 'AdminGoodDetail' });

export const adminBulkSkuSchema = adminSkuSchema.extend({
  good_id: z.number().int(),
  good_name: bothLanguages,
  property: z.array(axisSchema),
});

export interface AdminGroupShape {
  id: number;
  type: number;
  parent_id: number | null;
  name: { 'zh-cn': string; en: string };
  description: { 'zh-cn': string; en: string };
  image: string;
  sort: number;
  visible: boolean;
  goods_count: number;
  depth: number;
  created_at: string;
  updated_at: string;
  children?: AdminGroupShape[];
}

export const adminGroupSchema: z.ZodType<AdminGroupShape> = z
  .object({
    id: z.number().int(),
    type: z.number().int(),
    parent_id: z.number().int().nullable(),
    name: bothLanguages,
    description: bothLanguages,
    image: z.string(),
    sort: z.number().int(),
    visible: z.boolean(),
    goods_count: z.number().int(),
    depth: z.number().int(),
    created_at: dateTime,
    updated_at: dateTime,
    get children() {
      return z.array(adminGroupSchema).optional();
    },
  })
  .meta({ id: 'AdminGroup' });

export const collectionItemSchema = z.object({
  good_id: z.number().int(),
  sort: z.number().int(),
  name: bothLanguages,
  image: z.string(),
  on_shelf: z.boolean(),
  price_min: z.number().int(),
  price_max: z.number().int(),
  currency: z.string(),
});
