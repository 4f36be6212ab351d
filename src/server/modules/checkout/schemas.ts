// Validation of checkout payloads (server side; messages are keys of api-messages.ts).
import { z } from 'zod';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../../../domain/checkout/limits.ts';

const id = z.number({ error: 'bad_request' }).int().min(1).max(2_147_483_647);

export const orderItem = z.object({
  sku_id: id,
  quantity: z
    .number({ error: 'quantity_invalid' })
    .int({ error: 'quantity_invalid' })
    .min(1, { error: 'quantity_invalid' })
    .max(MAX_LINE_QUANTITY, { error: 'quantity_invalid' }),
});

const checkoutFields = {
  items: z
    .array(orderItem, { error: 'items_required' })
    .min(1, { error: 'items_required' })
    .max(MAX_ORDER_LINES, { error: 'items_too_many' }),
  coupon_code: z.string().trim().max(32).optional().default(''),
  notes: z.string().trim().max(500).optional().default(''),
  /** The lines come from the cart: they leave it when the order is placed. */
  from_cart: z.boolean().optional().default(false),
};

export const confirmBody = z.object({ ...checkoutFields, address_id: id.optional() });
export type ConfirmBody = z.infer<typeof confirmBody>;

export const placeBody = z.object({
  ...checkoutFields,
  address_id: id.optional(),
  /**
   * The rate the shopper confirmed (the preview's `rate`, issue #21): placing refuses
   * with rate_changed when the rate in force is another, so the new total is confirmed.
   */
  rate: z
    .string({ error: 'rate_invalid' })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,10})?$/, { error: 'rate_invalid' })
    .optional(),
});
export type PlaceBody = z.infer<typeof placeBody>;

/** The Idempotency-Key header: a client-chosen id of one checkout attempt. */
export const idempotencyKey = z
  .string()
  .regex(/^[\w-]{8,100}$/, { error: 'idempotency_key_invalid' })
  .optional();

/**
 * Query of GET /order/import-estimate: `items=12:1,13:2` (SKU id and quantity) and an
 * optional destination country (ISO 3166-1 alpha-2).
 */
export const importEstimateQuery = z.object({
  items: z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : typeof v === 'string' ? [v] : [])
        .flatMap((s) => String(s).split(','))
        .filter((s) => s !== '')
        .map((pair) => {
          const [sku, quantity = '1'] = pair.split(':');
          return {
            sku_id: /^\d{1,10}$/.test(sku ?? '') ? Number(sku) : sku,
            quantity: /^\d{1,10}$/.test(quantity) ? Number(quantity) : quantity,
          };
        }),
    checkoutFields.items,
  ),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'bad_request' })
    .optional(),
});
