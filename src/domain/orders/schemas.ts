// Answers about orders (SPEC 2, 4): checkout previews, placed orders, the order detail,
// payments. The types in orders.ts are inferred from these (type-only, so the
// storefront bundle stays free of Zod).
import { z } from 'zod';
import { DUTY_TERMS } from '../checkout/landed-cost.ts';
import { PAYMENT_PROVIDERS } from './orders.ts';

const money = z.number().int();
const dateTime = z.string().describe('ISO 8601');

export const orderRefundSchema = z.object({
  amount: money.describe('Refunded so far, minor units'),
  net_paid: money.describe('total_paid minus amount'),
  partial: z.boolean(),
  lines: z.array(z.object({ sku_id: z.number().int(), quantity: z.number().int() })),
});

const optionSchema = z.object({ axis: z.string(), value: z.string() });

export const orderLineSchema = z.object({
  sku_id: z.number().int(),
  good_id: z.number().int(),
  sku_code: z.string(),
  name: z.string(),
  options: z.array(optionSchema),
  image: z.string(),
  price: money,
  quantity: z.number().int(),
  total: money,
  free_shipping: z.boolean(),
});

export const orderAddressSchema = z.object({
  country: z.string(),
  country_name: z.string(),
  province: z.string(),
  city: z.string(),
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  postal_code: z.string(),
});

export const orderAmountsSchema = z.object({
  currency: z.string(),
  product_price: money,
  shipping_fee: money,
  discount: money,
  total_paid: money,
  item_count: z.number().int(),
  // Landed cost (issue #40): total_paid = product_price - discount + shipping_fee + (taxes_included ? 0 : taxes) + duties.
  taxes: money.describe('Taxes the shop collects (VAT, GST...), minor units; 0 under DDU'),
  duties: money.describe('Import duties the shop collects, minor units; 0 under DDU'),
  duty_terms: z
    .enum(DUTY_TERMS)
    .describe('ddp: taxes and duties are paid with the order; ddu: the carrier may collect import charges'),
  taxes_included: z.boolean().describe('The taxes are inside the product and shipping prices (not added to them)'),
  tax_name: z.string().describe("The destination's tax (VAT, GST...) in the caller's language; '' when none"),
  tax_rate: z.string().nullable().describe('Percent, e.g. "19"; null when no rule applies'),
  import_estimate: money.describe("ddu: the shop's estimate of the import charges the carrier may collect; else 0"),
});

/** GET /v2/order/import-estimate (issue #40): what a destination adds to goods, before any address is known. */
export const importEstimateSchema = orderAmountsSchema
  .pick({
    currency: true,
    taxes: true,
    duties: true,
    duty_terms: true,
    taxes_included: true,
    tax_name: true,
    tax_rate: true,
    import_estimate: true,
  })
  .extend({
    country: z
      .string()
      .nullable()
      .describe(
        'The destination estimated for: the one asked, the default address, a trusted proxy, the language region',
      ),
    country_name: z.string().describe("In the caller's language; '' when no country is known"),
    shipping_fee: money.describe("The destination's shipping fee for these goods (its tax is in the estimate)"),
  })
  .meta({ id: 'ImportEstimate' });

export const couponViewSchema = z.object({
  code: z.string(),
  error: z.string().nullable().describe("null when it applies; otherwise why not, in the caller's language"),
  discount: money,
});

export const checkoutPreviewSchema = orderAmountsSchema
  .extend({
    items: z.array(orderLineSchema),
    address_id: z.number().int().nullable(),
    coupon: couponViewSchema.nullable(),
    pay_minutes: z.number().int().describe('Minutes the order will wait for payment'),
    shop_currency: z.string().describe('The shop currency (issue #21)'),
    rate: z.string().describe('Units of `currency` per unit of the shop currency now; placing sends it back'),
  })
  .meta({ id: 'CheckoutPreview' });

export const placedOrderSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.number().int(),
  total_paid: money,
  currency: z.string(),
  rate: z.string().describe('The rate locked on the order (units of `currency` per unit of the shop currency)'),
  pay_deadline: dateTime,
});

export const paymentViewSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  status: z.number().int(),
  amount: money,
  currency: z.string(),
  created_at: dateTime,
  paid_at: dateTime.nullable(),
});

export const orderDetailSchema = orderAmountsSchema.extend({
  id: z.number().int(),
  order_no: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  items: z.array(orderLineSchema),
  address: orderAddressSchema,
  notes: z.string(),
  coupon_code: z.string(),
  client: z.number().int(),
  pay_deadline: dateTime,
  paid_at: dateTime.nullable(),
  cancelled_at: dateTime.nullable(),
  created_at: dateTime,
  payments: z.array(paymentViewSchema),
  actions: z.array(z.string()).describe('Actions the customer may take now'),
});

export const payStatusSchema = z.object({
  payment_id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  status: z.number().int(),
  order_status: z.number().int(),
  provider: z.string(),
});

export const startedPaymentSchema = z.object({
  payment_id: z.number().int(),
  provider: z.string(),
  redirect_url: z.string(),
});

export const paymentMethodsSchema = z.array(z.enum(PAYMENT_PROVIDERS));
