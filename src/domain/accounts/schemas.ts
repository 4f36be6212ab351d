// Validation of account payloads (server side; messages are keys of api-messages.ts).
import { z } from 'zod';
import { LOCALES } from '../i18n/locale.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './accounts.ts';
import { normalizeMobile } from './mobile.ts';

export const email = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, { error: 'email_required' })
  .max(254, { error: 'email_invalid' })
  .pipe(z.email({ error: 'email_invalid' }));

/**
 * A mainland number (SPEC 5) or another country's, as people type it (spaces, dashes,
 * brackets; +CC, or the national form of `mobile_country`): checked with the country as
 * a whole by registerBody and stored normalised (normalizeMobile).
 */
export const mobile = z
  .string({ error: 'mobile_required' })
  .trim()
  .min(1, { error: 'mobile_required' })
  .max(32, { error: 'mobile_invalid' });

/** The country picked beside the mobile; without it a number is mainland or starts with +. */
const mobileCountry = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'mobile_invalid' })
  .toUpperCase()
  .describe('ISO 3166-1 alpha-2 country of a national number, either case')
  .optional();

export const password = z
  .string({ error: 'password_too_short' })
  .min(PASSWORD_MIN, { error: 'password_too_short' })
  .max(PASSWORD_MAX, { error: 'password_too_long' });

/** Captcha answer (`dots`) and its id (`key`); optional here because CAPTCHA=off skips them. */
const captcha = {
  dots: z.string().trim().max(10).optional(),
  key: z.string().trim().max(64).optional(),
};

export const registerBody = z
  .object({
    username: z
      .string({ error: 'username_invalid' })
      .trim()
      .min(2, { error: 'username_invalid' })
      .max(32, { error: 'username_invalid' }),
    mobile: mobile.describe(
      'A mainland mobile (1[3-9] and 9 digits), +CC and the number, or the national number of mobile_country; spaces, dashes and brackets allowed. Stored as 11 digits (mainland) or E.164',
    ),
    mobile_country: mobileCountry,
    email,
    password,
    avatar: z.string().trim().max(500).optional().default(''),
    sex: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .optional()
      .default(1),
    marketing_consent: z
      .boolean()
      .optional()
      .describe('Agrees to marketing mail (offers, restock news, cart reminders); unticked (false) unless sent'),
    ...captcha,
  })
  .refine((v) => normalizeMobile(v.mobile, v.mobile_country) !== undefined, {
    error: 'mobile_invalid',
    path: ['mobile'],
    when: (payload) => {
      // Also when other fields failed, so every message is known at once.
      const value = payload.value as { mobile?: unknown; mobile_country?: unknown } | undefined;
      const country = value?.mobile_country;
      const typed = typeof value?.mobile === 'string' && value.mobile.trim() !== '';
      return typed && (country === undefined || typeof country === 'string');
    },
  });

export const loginBody = z.object({
  email,
  password: z.string({ error: 'login_failed' }).min(1, { error: 'login_failed' }).max(PASSWORD_MAX),
  ...captcha,
});

export const captchaCheckBody = z.object({
  captcha_type: z.literal('digit').optional().default('digit'),
  verify_value: z.string().trim().min(1).max(10),
  /** The captcha's id; without it, the last captcha this browser was given (its cookie). */
  key: z.string().trim().min(1).max(64).optional(),
});

/** SPEC 5: asking for a code without an email warns 'Please enter your email'. */
export const sendCodeBody = z.object({
  email: z
    .string({ error: 'email_enter' })
    .trim()
    .min(1, { error: 'email_enter' })
    .max(254, { error: 'email_invalid' })
    .pipe(z.email({ error: 'email_invalid' })),
  ...captcha,
});

export const loginByCodeBody = z.object({
  email,
  code: z.string({ error: 'code_required' }).trim().min(1, { error: 'code_required' }).max(10, { error: 'code_wrong' }),
  marketing_consent: z
    .boolean()
    .optional()
    .describe('true: agrees to marketing mail as it signs in (false or absent changes nothing)'),
  consent_source: z
    .enum(['checkout', 'account'])
    .optional()
    .describe('Where the box was ticked: the checkout (its sign-in step) or elsewhere (default)'),
});

/** PUT /user/locale: the customer's language (mail is written in it). */
export const localeBody = z.object({
  locale: z.enum(LOCALES, { error: 'locale_invalid' }),
});

/** PUT /user/currency: the customer's currency (issue #40), one the shop offers. */
export const currencyBody = z.object({
  currency: z
    .string({ error: 'currency_not_offered' })
    .trim()
    .max(8, { error: 'currency_not_offered' })
    .transform((c) => c.toUpperCase()),
});

/** POST /user/login/platform: platform 3 is Google (SPEC 7). */
export const platformLoginBody = z.object({
  platform: z.coerce.number().int(),
  /** An ID-token credential from Google Identity Services. */
  credential: z.string().max(4096).optional(),
  /** The redirect flow's one-time code and state, from /token_url. */
  code: z.string().max(2048).optional(),
  state: z.string().max(128).optional(),
});

// ---- Answers ----

/** The signed-in customer (SPEC 3: uid > 0 means signed in). */
export const customerProfileSchema = z
  .object({
    uid: z.number().int(),
    username: z.string(),
    email: z.string(),
    mobile: z.string(),
    avatar: z.string(),
    sex: z.number().int(),
    locale: z.enum(LOCALES).describe('The language mail is written in'),
    currency: z
      .string()
      .nullable()
      .describe('The currency the customer chose (ISO 4217); null: none chosen, prices follow the visit'),
    marketing_consent: z.boolean().describe('Agreed to marketing mail (issue #41); PUT /user/consent changes it'),
  })
  .meta({ id: 'CustomerProfile' });

/** A sign-in's answer: the profile, and the tokens for apps (browsers get cookies). */
export const signedInSchema = customerProfileSchema.extend({
  access_token: z.string().optional().describe('Apps only (client 2, 3)'),
  access_sign: z.string().optional().describe('Apps only (client 2, 3)'),
  expires_at: z.string().describe('ISO 8601'),
});

/** Google sign-in: the signed-in profile, or where to send the browser first. */
export const platformSignInSchema = z.union([signedInSchema, z.object({ auth_url: z.string() })]);

export const captchaSchema = z.object({ data: z.string().describe('A base64 PNG'), id: z.string() });
export const captchaCheckSchema = z.object({ valid: z.boolean() });
export const codeSentSchema = z.object({ wait: z.number().int().describe('Seconds before another code may be sent') });
