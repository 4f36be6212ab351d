// Payloads of the staff's tracking calls. Messages are keys of api-messages.ts that
// name the field and the rule, so a client sees what to fix.
import { z } from 'zod';
import {
  CARRIER_CODES,
  PHONE_TAIL_PATTERN,
  SPEC_CARRIER_IDS,
  TRACKING_NO_PATTERN,
  TRACKING_STATUSES,
} from '../../../domain/tracking/carriers.ts';

/** Clocks of staff machines drift; an event "now" may arrive slightly ahead of ours. */
const CLOCK_SKEW_MS = 5 * 60_000;

// A Kuaidi100 code, or the spec's numeric carrier id (SPEC 3, 0-10).
const carrier = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) ? (SPEC_CARRIER_IDS[v] ?? v) : v),
  z.enum(CARRIER_CODES, { error: 'tracking_carrier_invalid' }),
);

/** POST /admin/orders/:id/ship */
export const shipBody = z.object({
  carrier,
  tracking_no: z
    .string({ error: 'tracking_no_invalid' })
    .trim()
    .regex(TRACKING_NO_PATTERN, { error: 'tracking_no_invalid' }),
  /** Defaults to the last 4 digits of the order's address phone. */
  phone_tail: z
    .string({ error: 'tracking_phone_tail_invalid' })
    .regex(PHONE_TAIL_PATTERN, { error: 'tracking_phone_tail_invalid' })
    .optional(),
});
export type ShipInput = z.infer<typeof shipBody>;

/** POST /admin/shipments/:id/events: a time with its zone (a bare time would be ambiguous). */
export const trackingEventBody = z.object({
  time: z.iso
    .datetime({ offset: true, error: 'tracking_event_time_invalid' })
    .refine((v) => Date.parse(v) <= Date.now() + CLOCK_SKEW_MS, { error: 'tracking_event_time_invalid' }),
  description: z
    .string({ error: 'tracking_event_description_invalid' })
    .trim()
    .min(1, { error: 'tracking_event_description_invalid' })
    .max(500, { error: 'tracking_event_description_invalid' }),
  location: z
    .string({ error: 'tracking_event_location_invalid' })
    .trim()
    .max(200, { error: 'tracking_event_location_invalid' })
    .default(''),
  status: z.enum(TRACKING_STATUSES, { error: 'tracking_event_status_invalid' }).optional(),
});
export type TrackingEventInput = z.infer<typeof trackingEventBody>;
