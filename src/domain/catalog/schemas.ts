// Validation of catalog queries (server side; kept apart from catalog.ts so the
// storefront bundle does not carry Zod).
import { z } from 'zod';
import { pageOf } from '../api/envelope.ts';
import { rowIdField, rowIdParam } from '../api/ids.ts';
import { withSelectKey } from '../api/select-key.ts';
import { DEFAULT_PAGE_SIZE, LIST_SORTS, MAX_PAGE_SIZE } from './catalog.ts';
import { RECENTLY_VIEWED_MAX } from './recently-viewed.ts';
import { RELATED_MAX_ASKED } from './related.ts';

const intParam = z.coerce.number().int();

/** Query of GET /good/list (`key`, a remote select's term, searches like `keyword`). */
export const goodListQuery = withSelectKey(
  z.object({
    page: intParam.min(1).max(10_000).default(1),
    page_size: intParam.min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    group_id: rowIdParam.optional(),
    keyword: z.string().trim().max(100).optional(),
    sort: z.enum(LIST_SORTS).default('default'),
    /** Price range in minor units of the shop currency. */
    min_price: intParam.min(0).max(2_000_000_000).optional(),
    max_price: intParam.min(0).max(2_000_000_000).optional(),
  }),
  'keyword',
);
export type GoodListQuery = z.infer<typeof goodListQuery>;

// ---- Answers (the types in catalog.ts are inferred from these) ----

const optionValueSchema = z.object({ key: z.string(), name: z.string(), color: z.string().optional() });
const optionAxisSchema = z.object({ key: z.string(), name: z.string(), values: z.array(optionValueSchema) });

export const goodCardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    image: z.string(),
    price: z.number().int().describe('Lowest SKU price, minor units'),
    price_max: z.number().int(),
    currency: z.string(),
    sales: z.number().int(),
    in_stock: z.boolean(),
  })
  .meta({ id: 'GoodCard' });

export const goodSkuSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  properties: z.record(z.string(), z.string()).describe('Value key per axis key'),
  name: z.string().describe("Readable variant name, e.g. 'Red / M'"),
  price: z.number().int(),
  stock: z.number().int(),
  currency: z.string(),
  image: z.string(),
});

export const groupRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const goodDetailSchema = goodCardSchema
  .extend({
    description: z.string(),
    images: z.array(z.string()),
    property: z.record(z.string(), optionAxisSchema).describe('Option axes by axis key, in display order'),
    services: z.array(z.number().int()),
    good_sku: z.array(goodSkuSchema),
    category: groupRefSchema.nullable(),
    breadcrumbs: z.array(groupRefSchema).describe('Category path from the root'),
    updated_at: z.string(),
  })
  .meta({ id: 'GoodDetail' });

export interface GroupNodeShape {
  id: number;
  type: number;
  name: string;
  description: string;
  image: string;
  children?: GroupNodeShape[];
}

export const groupNodeSchema: z.ZodType<GroupNodeShape> = z
  .object({
    id: z.number().int(),
    type: z.number().int(),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    get children() {
      return z.array(groupNodeSchema).optional();
    },
  })
  .meta({ id: 'GroupNode' });

export const groupDetailSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  parent_id: z.number().int().nullable(),
  breadcrumbs: z.array(groupRefSchema),
  children: z.array(groupNodeSchema),
});

export const goodPageSchema = pageOf(goodCardSchema).extend({
  similar: z
    .boolean()
    .optional()
    .describe('Nothing matched the words as typed; a looser match did (Chinese characters apart, English names alike)'),
  did_you_mean: z
    .string()
    .optional()
    .describe(
      "Nothing was found: a close keyword made of the catalog's own words, in the page's language, to offer as 'did you mean'",
    ),
});

const changedAt = z.object({ id: z.number().int(), updated_at: z.string() });
export const catalogSitemapSchema = z.object({ goods: z.array(changedAt), groups: z.array(changedAt) });

// ---- Related and recently viewed goods (issue #41) ----

/** `ids=1,2,3` or `ids=1&ids=2`: between `min` and `max` positive integers. */
export function idListParam(min: number, max: number) {
  return z.preprocess((v) => {
    const items = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
    return items.flatMap((s) => String(s).split(',')).filter((s) => s !== '');
  }, z.array(rowIdParam).min(min).max(max));
}

/** Query of GET /good/related: the goods to relate to (none: best sellers). */
export const relatedQuery = z.object({
  ids: idListParam(0, RELATED_MAX_ASKED)
    .optional()
    .describe(`Up to ${RELATED_MAX_ASKED} good ids (the cart's goods); left out: best sellers`),
});

/** Body of POST /user/recently-viewed: the good just opened. */
export const viewedBody = z.object({ good_id: rowIdField });

/** Body of PUT /user/recently-viewed: a list kept elsewhere (an app's, a visitor's), newest first, added to the account's. */
export const viewedMergeBody = z.object({
  good_ids: z
    .array(rowIdField)
    .max(RECENTLY_VIEWED_MAX)
    .describe(`Newest first, at most ${RECENTLY_VIEWED_MAX}; ids of goods no longer on shelf are left out`),
});
