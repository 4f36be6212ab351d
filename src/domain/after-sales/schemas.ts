// Answers about after-sale requests (PRODUCT "Orders: the life cycle", SPEC 4): the
// customer's and staff's views of a request, their lists, and an order's after-sale
// options. The types in after-sales.ts are inferred from these.
import { z } from 'zod';
import { pageOf } from '../api/envelope.ts';
import { AFTER_SALE_REASONS, AFTER_SALE_RESULTS } from './after-sales.ts';

const afterSaleType = z
  .union([z.literal(10), z.literal(20), z.literal(30)])
  .describe('10 refund only, 20 refund and return, 30 exchange');
const afterSaleStatus = z
  .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
  .describe('1 pending, 2 cancelled, 3 in progress, 4 completed');
const option = z.object({ axis: z.string(), value: z.string() });

export const afterSaleLineSchema = z.object({
  sku_id: z.number().int(),
  good_id: z.number().int(),
  name: z.string(),
  options: z.array(option),
  image: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
});

const afterSaleBase = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  type: afterSaleType,
  type_name: z.string(),
  status: afterSaleStatus,
  status_name: z.string(),
  result: z.enum(AFTER_SALE_RESULTS).nullable(),
  result_name: z.string().nullable(),
  reason: z.enum(AFTER_SALE_REASONS),
  reason_name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  lines: z.array(afterSaleLineSchema),
  refund_amount: z.number().int(),
  currency: z.string(),
  staff_reason: z.string(),
  return_carrier: z.string(),
  return_carrier_name: z.string(),
  return_tracking_no: z.string(),
  return_received_at: z.string().nullable(),
  refund: z
    .object({ status: z.enum(['pending', 'succeeded', 'failed']), amount: z.number().int() })
    .nullable()
    .describe('The refund sent to the payment provider, once there is one'),
  replacement_parcel: z
    .object({ carrier_name: z.string(), tracking_no: z.string(), shipped_at: z.string() })
    .nullable()
    .optional()
    .describe('The replacement an approved exchange sent (customers only)'),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});

export const afterSaleViewSchema = afterSaleBase
  .extend({ actions: z.array(z.enum(['cancel', 'return'])) })
  .meta({ id: 'AfterSaleView' });

export const afterSaleListPageSchema = pageOf(afterSaleViewSchema);

export const afterSaleOptionsSchema = z.object({
  order: z.object({
    id: z.number().int(),
    order_no: z.string(),
    status: z.number().int(),
    status_name: z.string(),
    currency: z.string(),
    product_price: z.number().int(),
    shipping_fee: z.number().int(),
    discount: z.number().int(),
    total_paid: z.number().int(),
    shipped: z.boolean(),
    received_at: z.string().nullable(),
    items: z.array(afterSaleLineSchema.extend({ total: z.number().int() })),
  }),
  allowed_types: z.array(afterSaleType).describe('Empty while a request is open or after the window'),
  unavailable_reason: z.string().nullable(),
  window_ends_at: z.string().nullable(),
  refundable: z.number().int(),
  reasons: z.array(z.object({ code: z.enum(AFTER_SALE_REASONS), name: z.string() })),
  requests: z.array(afterSaleViewSchema).describe('Newest first'),
});

export const staffAfterSaleViewSchema = afterSaleBase
  .extend({
    user_id: z.number().int(),
    customer_email: z.string(),
    order_status: z.number().int(),
    order_status_name: z.string(),
    refund_id: z.number().int().nullable(),
    refund_failure: z.string().nullable(),
    actions: z.array(z.enum(['approve', 'reject', 'receive', 'refund', 'complete'])),
  })
  .meta({ id: 'StaffAfterSaleView' });

export const staffAfterSaleListPageSchema = pageOf(staffAfterSaleViewSchema);
