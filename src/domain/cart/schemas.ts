// Validation of cart payloads (server side; messages are keys of api-messages.ts and
// name the field, so a client sees which value to fix).
import { z } from 'zod';
import { CART_MAX_LINES, CART_MAX_QUANTITY, parseCartItems } from './cart.ts';

const skuId = z
  .number({ error: 'cart_sku_id_invalid' })
  .int({ error: 'cart_sku_id_invalid' })
  .min(1, { error: 'cart_sku_id_invalid' })
  .max(2_147_483_647, { error: 'cart_sku_id_invalid' });

const quantity = z
  .number({ error: 'cart_quantity_invalid' })
  .int({ error: 'cart_quantity_invalid' })
  .min(1, { error: 'cart_quantity_invalid' })
  .max(CART_MAX_QUANTITY, { error: 'cart_quantity_invalid' });

const selected = z.boolean({ error: 'cart_selected_invalid' });

/** POST /cart: adds to the line of this SKU. */
export const addBody = z.object({ sku_id: skuId, quantity: quantity.optional().default(1) });

/** PUT /cart: sets the quantity and/or the selection of one line. */
export const updateBody = z
  .object({ sku_id: skuId, quantity: quantity.optional(), selected: selected.optional() })
  .refine((b) => b.quantity !== undefined || b.selected !== undefined, { error: 'cart_update_empty' });

/** PUT /cart/select: selects or clears every line. */
export const selectAllBody = z.object({ selected });

export const skuIdParams = z.object({
  sku_id: z.coerce
    .number({ error: 'cart_sku_id_invalid' })
    .int({ error: 'cart_sku_id_invalid' })
    .min(1, { error: 'cart_sku_id_invalid' })
    .max(2_147_483_647, { error: 'cart_sku_id_invalid' }),
});

/** DELETE /cart: `sku_ids=1,2` or `sku_ids=1&sku_ids=2`. */
export const removeQuery = z.object({
  sku_ids: z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : typeof v === 'string' ? [v] : [])
        .flatMap((s) => String(s).split(','))
        .filter((s) => s.trim() !== '')
        .map(Number),
    z.array(skuId, { error: 'cart_sku_ids_invalid' }).min(1, { error: 'cart_sku_ids_invalid' }).max(CART_MAX_LINES, {
      error: 'cart_sku_ids_invalid',
    }),
  ),
});

/** POST /cart/merge: the visitor's browser cart, added to the customer's at login. */
export const mergeBody = z.object({
  lines: z
    .array(z.object({ sku_id: skuId, quantity, selected: selected.optional().default(true) }))
    .max(CART_MAX_LINES, { error: 'cart_merge_too_many' }),
});

/** GET /cart/preview?items=12:1,34:2 (a visitor's browser cart). */
export const previewQuery = z.object({
  items: z.string({ error: 'cart_items_invalid' }).transform((text, ctx) => {
    const items = parseCartItems(text);
    if (!items) {
      ctx.addIssue({ code: 'custom', message: 'cart_items_invalid' });
      return z.NEVER;
    }
    return items;
  }),
});

export type AddBody = z.infer<typeof addBody>;
export type UpdateBody = z.infer<typeof updateBody>;
export type MergeBody = z.infer<typeof mergeBody>;

// ---- Answers (the types in cart.ts are inferred from these) ----

export const cartLineSchema = z.object({
  sku_id: z.number().int(),
  good_id: z.number().int().describe('0 when the SKU no longer exists'),
  name: z.string(),
  options: z.array(z.object({ axis: z.string(), value: z.string() })),
  image: z.string(),
  price: z.number().int().describe('Unit price, minor units'),
  currency: z.string(),
  quantity: z.number().int(),
  selected: z.boolean(),
  stock: z.number().int(),
  issue: z.enum(['off_shelf', 'sold_out', 'insufficient']).nullable(),
});

export const cartSchema = z
  .object({
    item_count: z.number().int().describe('Items of the selected lines without an issue'),
    subtotal: z.number().int().describe('Their price, minor units'),
    currency: z.string(),
    total_quantity: z.number().int().describe('Items of every line (the header badge)'),
    lines: z.array(cartLineSchema),
  })
  .meta({ id: 'Cart' });
