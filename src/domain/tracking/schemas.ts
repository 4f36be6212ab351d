// Answers about parcels and shipping (PRODUCT "Shipping and tracking"): an order's
// parcel with its events, the carriers, a shipment made by staff, and the fees by
// destination. The types in carriers.ts are inferred from these.
import { z } from 'zod';
import { TRACKING_STATUSES } from './carriers.ts';

export const trackingEventSchema = z.object({
  time: z.string().describe('ISO 8601, UTC'),
  description: z.string(),
  location: z.string(),
  status: z.enum(TRACKING_STATUSES).nullable(),
});

export const expressViewSchema = z
  .object({
    carrier: z.string(),
    carrier_name: z.string(),
    tracking_no: z.string(),
    shipped_at: z.string(),
    provider: z.enum(['manual', 'kuaidi100']),
    state: z.enum(TRACKING_STATUSES).nullable().describe("The parcel's latest known status"),
    events: z.array(trackingEventSchema).describe('Newest first'),
    notice: z.string().nullable().describe("Why the events may be incomplete, in the caller's language"),
  })
  .meta({ id: 'ExpressView' });

export const carrierSchema = z.object({
  code: z.string().describe('Kuaidi100 code'),
  name: z.string(),
  names: z.object({ 'zh-cn': z.string(), en: z.string() }),
  needs_phone_tail: z.boolean(),
  spec_ids: z.array(z.number().int()),
});

export const shipmentSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  carrier: z.string(),
  tracking_no: z.string(),
  phone_tail: z.string(),
  shipped_at: z.string(),
  order_status: z.number().int(),
});

export const manualEventSchema = trackingEventSchema.extend({
  id: z.number().int(),
  shipment_id: z.number().int(),
});

export const shippingRatesSchema = z.object({
  currency: z.string(),
  country_count: z.number().int(),
  groups: z.array(
    z.object({
      countries: z.array(z.object({ id: z.string(), name: z.string() })),
      first_fee: z.number().int(),
      additional_fee: z.number().int(),
      free_threshold: z.number().int().nullable(),
    }),
  ),
});
