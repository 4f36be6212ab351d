// Validation of catalog queries (server side; kept apart from catalog.ts so the
// storefront bundle does not carry Zod).
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, LIST_SORTS, MAX_PAGE_SIZE } from './catalog.ts';
import { withSelectKey } from './select-key.ts';

const intParam = z.coerce.number().int();

/** Query of GET /good/list (`key`, a remote select's term, searches like `keyword`). */
export const goodListQuery = withSelectKey(
  z.object({
    page: intParam.min(1).max(10_000).default(1),
    page_size: intParam.min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    group_id: intParam.min(1).optional(),
    keyword: z.string().trim().max(100).optional(),
    sort: z.enum(LIST_SORTS).default('default'),
    /** Price range in minor units of the shop currency. */
    min_price: intParam.min(0).max(2_000_000_000).optional(),
    max_price: intParam.min(0).max(2_000_000_000).optional(),
  }),
  'keyword',
);
export type GoodListQuery = z.infer<typeof goodListQuery>;
