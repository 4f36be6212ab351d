// Site settings: keys, types and the spec's defaults (SPEC 3: client 4, currency CNY).
// Stored one row per key; a missing row means the default.
import { z } from 'zod';
import type { adminContentPageSchema, adminSettingsViewSchema } from '../admin/schemas.ts';
import { FALLBACK_LOGO } from '../media/images.ts';
import { DEFAULT_CLIENT, DEFAULT_CURRENCY } from './constants.ts';

const i18nText = z.object({ 'zh-cn': z.string().max(2000), en: z.string().max(2000) });

/** ISO 4217 codes the price display knows (SPEC 9). */
export const CURRENCIES = ['CNY', 'USD', 'EUR', 'JPY', 'GBP'] as const;

export const settingsSchema = z.object({
  seo_image: z.string().max(500),
  seo_title: i18nText,
  seo_keyword: i18nText,
  seo_description: i18nText,
  analysis_code: z.string().max(20_000),
  client_id: z.number().int().min(1).max(4),
  currency: z.enum(CURRENCIES),
  country_list: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .min(1)
    .max(250),
  google_client_id: z.string().max(200),
  /** Write-only in the admin area; never returned by the API. */
  google_client_secret: z.string().max(200),
  /** PayPal REST app (Orders v2); the provider is offered when id and secret are set. */
  paypal_client_id: z.string().max(200),
  /** Write-only. */
  paypal_client_secret: z.string().max(200),
  /** The webhook's id, needed by PayPal's verify-webhook-signature call. */
  paypal_webhook_id: z.string().max(200),
  paypal_sandbox: z.boolean(),
  /** Write-only. Stripe is offered when the secret key is set. */
  stripe_secret_key: z.string().max(300),
  /** Write-only: the signing secret (whsec_...) of the Stripe webhook endpoint. */
  stripe_webhook_secret: z.string().max(300),
  /** Write-only. Kuaidi100 live tracking is used when customer and key are both set. */
  kuaidi100_customer: z.string().max(100),
  /** Write-only. */
  kuaidi100_key: z.string().max(100),
  /** Outgoing mail server; when set it replaces SMTP_URL (empty: SMTP_URL, or mail is only logged). */
  smtp_host: z.string().max(253),
  smtp_port: z.number().int().min(1).max(65_535),
  /** true: TLS from the start (port 465); false: STARTTLS when the server offers it. */
  smtp_secure: z.boolean(),
  smtp_user: z.string().max(200),
  /** Write-only. */
  smtp_password: z.string().max(200),
  /** The From address of shop mail, e.g. `Shop <no-reply@shop.example>`; empty: MAIL_FROM. */
  smtp_from: z.string().max(200),
  /** Minutes a signed-in customer's cart stays unchanged before one reminder is mailed (issue #41); 0: off. */
  abandoned_cart_minutes: z.number().int().min(0).max(43_200),
});

export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;

export const SETTINGS_DEFAULTS: Settings = {
  seo_image: FALLBACK_LOGO,
  seo_title: { 'zh-cn': '官网', en: 'Official Store' },
  seo_keyword: { 'zh-cn': '', en: '' },
  seo_description: { 'zh-cn': '', en: '' },
  analysis_code: '',
  client_id: DEFAULT_CLIENT,
  currency: DEFAULT_CURRENCY,
  country_list: ['CN', 'HK', 'MO', 'TW', 'SG', 'MY', 'JP', 'KR', 'US', 'CA', 'GB', 'DE', 'FR', 'AU', 'NZ'],
  google_client_id: '',
  google_client_secret: '',
  paypal_client_id: '',
  paypal_client_secret: '',
  paypal_webhook_id: '',
  paypal_sandbox: true,
  stripe_secret_key: '',
  stripe_webhook_secret: '',
  kuaidi100_customer: '',
  kuaidi100_key: '',
  smtp_host: '',
  smtp_port: 587,
  smtp_secure: false,
  smtp_user: '',
  smtp_password: '',
  smtp_from: '',
  abandoned_cart_minutes: 240,
};

/** Write-only settings: the admin API answers only whether each is set, never its value. */
export const SECRET_SETTINGS = [
  'google_client_secret',
  'paypal_client_secret',
  'stripe_secret_key',
  'stripe_webhook_secret',
  'kuaidi100_customer',
  'kuaidi100_key',
  'smtp_password',
] as const satisfies readonly SettingKey[];
export type SecretSettingKey = (typeof SECRET_SETTINGS)[number];

/** What the admin API answers instead of a secret; sending it back (or omitting the key) keeps the secret. */
export const SECRET_MASK = '••••';

/** Merges stored rows over the defaults, ignoring rows that no longer validate. */
export function resolveSettings(rows: Iterable<{ key: string; value: unknown }>): Settings {
  const out: Record<string, unknown> = { ...SETTINGS_DEFAULTS };
  const shape = settingsSchema.shape as Record<string, z.ZodType>;
  for (const { key, value } of rows) {
    const field = shape[key];
    if (!field) continue;
    const parsed = field.safeParse(value);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as Settings;
}

/** GET /v1/admin/settings: every value but the secrets, of which only whether each is set. */
export type AdminSettingsView = z.infer<typeof adminSettingsViewSchema>;

/** A static content page as staff edit it (GET /v1/admin/pages). */
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;
