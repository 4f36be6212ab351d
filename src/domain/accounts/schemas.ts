// Validation of account payloads (server side; messages are keys of api-messages.ts).
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { LOCALES } from '../i18n/locale.ts';
import { MAINLAND_MOBILE, PASSWORD_MAX, PASSWORD_MIN } from './accounts.ts';

export const email = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, { error: 'email_required' })
  .max(254, { error: 'email_invalid' })
  .pipe(z.email({ error: 'email_invalid' }));

/** A mainland number (SPEC 5) or an international one in E.164 form, checked per country. */
export const mobile = z
  .string({ error: 'mobile_required' })
  .trim()
  .min(1, { error: 'mobile_required' })
  .refine((v) => MAINLAND_MOBILE.test(v) || (v.startsWith('+') && isValidPhoneNumber(v)), { error: 'mobile_invalid' });

export const password = z
  .string({ error: 'password_too_short' })
  .min(PASSWORD_MIN, { error: 'password_too_short' })
  .max(PASSWORD_MAX, { error: 'password_too_long' });

/** Captcha answer (`dots`) and its id (`key`); optional here because CAPTCHA=off skips them. */
const captcha = {
  dots: z.string().trim().max(10).optional(),
  key: z.string().trim().max(64).optional(),
};

export const registerBody = z.object({
  username: z
    .string({ error: 'username_invalid' })
    .trim()
    .min(2, { error: 'username_invalid' })
    .max(32, { error: 'username_invalid' }),
  mobile,
  email,
  password,
  avatar: z.string().trim().max(500).optional().default(''),
  sex: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional()
    .default(1),
  ...captcha,
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
});

/** PUT /user/locale: the customer's language (mail is written in it). */
export const localeBody = z.object({
  locale: z.enum(LOCALES, { error: 'locale_invalid' }),
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
