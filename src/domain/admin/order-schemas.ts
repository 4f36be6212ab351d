// Answers of the admin area's order and after-sale screens (issue #7). The types in
// orders.ts are inferred from these.
import { z } from 'zod';
import { staffAfterSaleViewSchema } from '../after-sales/schemas.ts';
import { pageOf } from '../api/envelope.ts';
import { orderAddressSchema, orderAmountsSchema, orderLineSchema } from '../orders/schemas.ts';
import { trackingEventSchema } from '../tracking/schemas.ts';

const dateTime = z.string().describe('ISO 8601');

export const adminOrderListItemSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  user_id: z.number().int(),
  customer_email: z.string(),
  contact: z.string(),
  country: z.string(),
  line_count: z.number().int(),
  item_count: z.number().int(),
  total_paid: z.number().int(),
  currency: z.string(),
  shop_total: z.number().int().describe('The total in the shop currency (issue #21)'),
  shop_currency: z.string(),
  created_at: dateTime,
  paid_at: dateTime.nullable(),
  shipped_at: dateTime.nullable(),
  image: z.string().describe("The first line's picture"),
});

export const adminOrderPageSchema = pageOf(adminOrderListItemSchema);

export const adminShipmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['order', 'return', 'replacement']),
  carrier: z.string(),
  carrier_name: z.string(),
  tracking_no: z.string(),
  phone_tail: z.string(),
  staff_id: z.number().int().nullable(),
  shipped_at: dateTime,
  events: z.array(trackingEventSchema.extend({ id: z.number().int() })).describe('Entered by hand, newest first'),
});

export const adminPaymentSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider_ref: z.string().nullable(),
  created_at: dateTime,
  paid_at: dateTime.nullable(),
});

export const adminRefundSchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string().describe('late_capture, after_sale, staff'),
  status: z.enum(['pending', 'succeeded', 'failed']),
  failure: z.string().nullable(),
  created_at: dateTime,
});

export const orderNoteSchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string(),
  body: z.string(),
  created_at: dateTime,
});

export const orderStatusChangeSchema = z.object({
  at: dateTime,
  action: z.string(),
  from_status: z.number().int(),
  from_name: z.string(),
  to_status: z.number().int(),
  to_name: z.string(),
  actor: z.string().describe('customer, staff, provider or system'),
  by: z.string(),
});

export const orderTimelineEntrySchema = z.object({
  at: dateTime,
  kind: z.string(),
  text: z.string(),
});

export const adminOrderDetailSchema = z
  .object({
    id: z.number().int(),
    order_no: z.string(),
    status: z.number().int(),
    status_name: z.string(),
    customer: z.object({
      id: z.number().int(),
      email: z.string(),
      disabled: z.boolean(),
      orders: z.number().int(),
    }),
    items: z.array(orderLineSchema),
    address: orderAddressSchema,
    notes: z.string(),
    coupon_code: z.string(),
    client: z.number().int(),
    // The order's money with its taxes and duties (issue #40), as the customer's order answer has it.
    ...orderAmountsSchema.shape,
    rate: z
      .string()
      .describe('Charged in `currency` at this locked rate (units per unit of the shop currency; issue #21)'),
    shop_currency: z.string(),
    shop_amounts: z.object({
      product_price: z.number().int(),
      shipping_fee: z.number().int(),
      discount: z.number().int(),
      total_paid: z.number().int(),
      taxes: z.number().int().describe('The taxes collected, in the shop currency (issue #40)'),
      duties: z.number().int().describe('The duties collected, in the shop currency (issue #40)'),
    }),
    pay_deadline: dateTime,
    created_at: dateTime,
    paid_at: dateTime.nullable(),
    cancelled_at: dateTime.nullable(),
    cancelled_by: z.string().nullable(),
    shipped_at: dateTime.nullable(),
    received_at: dateTime.nullable(),
    completed_at: dateTime.nullable(),
    payments: z.array(adminPaymentSchema),
    refunds: z.array(adminRefundSchema),
    shipments: z.array(adminShipmentSchema),
    after_sales: z.array(
      z.object({
        id: z.number().int(),
        type: z.number().int(),
        type_name: z.string(),
        status: z.number().int(),
        status_name: z.string(),
        result: z.string().nullable(),
        refund_amount: z.number().int(),
        created_at: dateTime,
      }),
    ),
    staff_notes: z.array(orderNoteSchema),
    timeline: z.array(orderTimelineEntrySchema),
    status_history: z.array(orderStatusChangeSchema),
    actions: z.array(z.enum(['ship', 'cancel', 'add_tracking_event'])),
  })
  .meta({ id: 'AdminOrderDetail' });

export const adminAfterSaleViewSchema = staffAfterSaleViewSchema
  .extend({
    replacement: adminShipmentSchema.omit({ events: true }).nullable(),
    actions: z.array(z.enum(['approve', 'reject', 'receive', 'refund', 'complete', 'ship_replacement'])),
  })
  .meta({ id: 'AdminAfterSaleView' });

export const adminAfterSalePageSchema = pageOf(adminAfterSaleViewSchema);
