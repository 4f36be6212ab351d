// Validation of after-sale requests (messages are keys of the API catalogue, so a
// refusal reads as a sentence in the caller's language).
import { z } from 'zod';
import {
  AFTER_SALE_IMAGE_PATTERN,
  AFTER_SALE_LIMITS,
  AFTER_SALE_PAGE_SIZE,
  AFTER_SALE_REASONS,
  AFTER_SALE_TYPES,
  REASON_NEEDS_DESCRIPTION,
} from '../../../domain/after-sales/after-sales.ts';
import { rowIdField, rowIdParam } from '../../../domain/api/ids.ts';
import { CARRIER_CODES, TRACKING_NO_PATTERN } from '../../../domain/tracking/carriers.ts';

export const idParam = z.object({ id: rowIdParam });

const type = z.literal(AFTER_SALE_TYPES);

export const applyBody = z
  .object({
    type,
    reason: z.enum(AFTER_SALE_REASONS, { message: 'after_sale_reason_invalid' }),
    description: z
      .string()
      .trim()
      .max(AFTER_SALE_LIMITS.description, { message: 'after_sale_description_too_long' })
      .default(''),
    images: z
      .array(z.string().regex(AFTER_SALE_IMAGE_PATTERN, { message: 'after_sale_image_invalid' }))
      .max(AFTER_SALE_LIMITS.images, { message: 'after_sale_images_too_many' })
      .default([]),
    /** Omitted or empty: every line of the order, whole. */
    lines: z
      .array(
        z.object({
          sku_id: rowIdField,
          quantity: z.number().int().min(1).max(100_000),
        }),
      )
      .max(200)
      .optional(),
  })
  .refine((b) => b.reason !== REASON_NEEDS_DESCRIPTION || b.description.length > 0, {
    message: 'after_sale_description_required',
    path: ['description'],
  });
export type ApplyBody = z.infer<typeof applyBody>;

export const returnParcelBody = z.object({
  carrier: z.enum(CARRIER_CODES, { message: 'after_sale_carrier_invalid' }),
  tracking_no: z.string().trim().regex(TRACKING_NO_PATTERN, { message: 'after_sale_tracking_no_invalid' }),
});
export type ReturnParcelBody = z.infer<typeof returnParcelBody>;

export const rejectBody = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { message: 'after_sale_reject_reason_required' })
    .max(AFTER_SALE_LIMITS.staffReason, { message: 'after_sale_reject_reason_required' }),
});

const page = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(AFTER_SALE_PAGE_SIZE.max).default(AFTER_SALE_PAGE_SIZE.default),
};

export const customerListQuery = z.object(page);
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const staffListQuery = z.object({
  ...page,
  status: z.coerce.number().int().min(1).max(4).optional(),
  type: z.coerce.number().pipe(type).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;
