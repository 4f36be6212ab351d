// Answers of the site-wide routes (SPEC 3 field names): the SEO, global and site
// configs the storefront loads at start, the anti-forgery token and the build id.
import { z } from 'zod';
import { STAFF_ROLES } from '../admin/staff.ts';
import { PAYMENT_PROVIDERS } from '../orders/orders.ts';

export const seoConfigSchema = z.object({
  title: z.string(),
  keyword: z.string(),
  desc: z.string(),
});

const countryOption = z.object({ id: z.string().describe('ISO 3166-1 alpha-2'), name: z.string() });

export const globalConfigSchema = seoConfigSchema
  .extend({
    logo: z.string(),
    analysis_code: z.string(),
    client: z.number().int(),
    currency: z.string(),
    country_list: z.array(countryOption),
    google_client_id: z.string(),
    payment_methods: z.array(z.enum(PAYMENT_PROVIDERS)).describe('The payment providers the shop offers now'),
  })
  .meta({ id: 'GlobalConfig' });

export const siteConfigSchema = z.object({
  seo_image: z.string(),
  seo_title: z.string(),
  seo_keyword: z.string(),
  seo_description: z.string(),
  client_id: z.number().int(),
  analysis_code: z.string(),
  currency: z.string(),
  country_list: z.array(countryOption),
});

export const csrfAnswerSchema = z.object({ csrf_token: z.string() });
export const buildAnswerSchema = z.object({ build_id: z.string() });

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});

export const staffViewSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});

export const staffSignedInSchema = z.object({
  staff: staffViewSchema,
  token: z.string(),
  expires_at: z.string(),
});
