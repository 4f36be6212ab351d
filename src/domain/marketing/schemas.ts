// Marketing mail (issue #41): consent and unsubscribing, as the API answers them.
import { z } from 'zod';

export const unsubscribeParams = z.object({
  token: z.string().min(1).max(600).describe('The signed token of the mail’s unsubscribe link'),
});

export const unsubscribedSchema = z
  .object({
    kind: z
      .enum(['marketing', 'stock-alerts'])
      .describe("What the link stops: the customer's marketing mail, or the restock alerts of an address"),
  })
  .meta({ id: 'Unsubscribe' });

/** PUT /v1/user/consent. */
export const consentBody = z.object({
  marketing: z.boolean().describe('Whether the customer agrees to marketing mail (offers, restock news, reminders)'),
  source: z
    .enum(['account', 'checkout'])
    .optional()
    .describe('Where it was given: the account page (default) or the sign-in at checkout'),
});

export const consentSchema = z
  .object({
    marketing_consent: z.boolean(),
    marketing_consent_at: z.string().nullable().describe('ISO 8601: when it was last given or withdrawn'),
  })
  .meta({ id: 'MarketingConsent' });
