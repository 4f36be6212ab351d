// Validation of the order list query (server side; kept apart from my-orders.ts so the
// storefront bundle does not carry Zod).
import { z } from 'zod';
import { ORDER_PAGE_SIZE, ORDER_TABS } from './my-orders.ts';

const intParam = z.coerce.number().int();

/** Query of GET /order/list. */
export const orderListQuery = z.object({
  tab: z.enum(ORDER_TABS).default('all'),
  page: intParam.min(1).max(10_000).default(1),
  page_size: intParam.min(1).max(ORDER_PAGE_SIZE.max).default(ORDER_PAGE_SIZE.default),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;
