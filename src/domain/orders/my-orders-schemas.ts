// Validation of the order list query (server side; kept apart from my-orders.ts so the
// storefront bundle does not carry Zod).
import { z } from 'zod';
import { pageOf } from '../api/envelope.ts';
import { ORDER_PAGE_SIZE, ORDER_TABS, type OrderTab } from './my-orders.ts';
import { orderAddressSchema, orderDetailSchema, orderRefundSchema } from './schemas.ts';

const intParam = z.coerce.number().int();

/** Query of GET /order/list. */
export const orderListQuery = z.object({
  tab: z.enum(ORDER_TABS).default('all'),
  page: intParam.min(1).max(10_000).default(1),
  page_size: intParam.min(1).max(ORDER_PAGE_SIZE.max).default(ORDER_PAGE_SIZE.default),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

// ---- Answers (the types in my-orders.ts are inferred from these) ----

export const orderCardLineSchema = z.object({
  sku_id: z.number().int(),
  good_id: z.number().int(),
  name: z.string(),
  options: z.array(z.object({ axis: z.string(), value: z.string() })),
  image: z.string(),
  quantity: z.number().int(),
});

export const orderSummarySchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  created_at: z.string(),
  pay_deadline: z.string(),
  item_count: z.number().int().describe('Pieces in the order'),
  line_count: z.number().int().describe('Lines in the order; `lines` holds the first few'),
  total_paid: z.number().int(),
  refunded_amount: z.number().int().describe('Refunded so far (0 when nothing came back)'),
  currency: z.string(),
  lines: z.array(orderCardLineSchema),
  actions: z.array(z.string()).describe('Actions the customer may take now'),
});

export const orderListPageSchema = pageOf(orderSummarySchema);

export const orderTabCountsSchema = z.object(
  Object.fromEntries(ORDER_TABS.map((tab) => [tab, z.number().int()])) as Record<OrderTab, z.ZodNumber>,
);

export const myOrderDetailSchema = orderDetailSchema
  .extend({
    address: orderAddressSchema.extend({ phone_masked: z.string() }),
    shipped_at: z.string().nullable(),
    received_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    refund: orderRefundSchema.nullable().describe('What came back of the order, or null'),
  })
  .meta({ id: 'MyOrderDetail' });
