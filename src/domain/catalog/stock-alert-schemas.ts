// Validation of back-in-stock alert payloads (issue #41 item 3), kept apart from
// stock-alerts.ts so the storefront bundle does not carry Zod.
import { z } from 'zod';
import { rowIdField } from '../api/ids.ts';

/** Body of POST /good/stock-alert: the SKU; a visitor adds an email and the captcha (dots, key). */
export const stockAlertBody = z.object({
  sku_id: rowIdField.describe('The sold-out SKU'),
  email: z
    .string()
    .trim()
    .min(1, { error: 'email_required' })
    .max(254, { error: 'email_invalid' })
    .pipe(z.email({ error: 'email_invalid' }))
    .optional()
    .describe("A visitor's email; a signed-in customer's account email is used instead"),
  dots: z.string().trim().max(10).optional().describe('Captcha answer (visitors)'),
  key: z.string().trim().max(64).optional().describe('Captcha id from GET /captcha (visitors)'),
});

export const stockAlertSchema = z.object({
  sku_id: z.number().int(),
  email: z.string(),
  created: z.boolean(),
});

/** One waiting subscriber, as the admin sees it. */
export const adminStockAlertSchema = z.object({
  id: z.number().int(),
  sku_id: z.number().int(),
  email: z.string(),
  customer: z.boolean().describe('Subscribed signed in (a customer), not as a visitor'),
  lang: z.string(),
  currency: z.string(),
  created_at: z.string(),
});

/** The waiting subscribers of a good's SKUs (GET /admin/goods/:id/stock-alerts). */
export const adminStockAlertsSchema = z.object({
  /** Waiting subscribers per SKU id (only SKUs that have some). */
  counts: z.record(z.string(), z.number().int()),
  /** The newest 200 waiting subscribers. */
  list: z.array(adminStockAlertSchema),
});
