// The answer of every API operation (issue #19): `METHOD path` (the path as the client
// writes it: without /v1, /v2 paths in full, parameters as :name) -> the schema of the
// envelope's `data`. Routes declare `response: answer('GET /config')`; the storefront
// and admin clients take their types from the same map (src/web/api/client.ts), so a
// server change that breaks a screen no longer compiles.
import { z } from 'zod';
import {
  captchaCheckSchema,
  captchaSchema,
  codeSentSchema,
  customerProfileSchema,
  platformSignInSchema,
  signedInSchema,
} from './account-schemas.ts';
import { envelope } from './api-envelope.ts';
import {
  buildAnswerSchema,
  csrfAnswerSchema,
  globalConfigSchema,
  seoConfigSchema,
  siteConfigSchema,
} from './site-schemas.ts';

export const apiAnswers = {
  // site and settings
  'GET /csrf': csrfAnswerSchema,
  'GET /build': buildAnswerSchema,
  'GET /config': globalConfigSchema,
  'GET /sys/conf': seoConfigSchema,
  'GET /siteManage': siteConfigSchema,
  // accounts
  'GET /captcha': captchaSchema,
  'POST /captcha': captchaCheckSchema,
  'POST /user/registe': signedInSchema,
  'POST /user/login': signedInSchema,
  'POST /user/sendCode': codeSentSchema,
  'POST /user/loginByCode': signedInSchema,
  'POST /user/login/platform': platformSignInSchema,
  'GET /user/info': customerProfileSchema,
  'PUT /user/locale': customerProfileSchema,
  'POST /user/logout': z.null(),
  'POST /user/logout/all': z.null(),
} satisfies Record<string, z.ZodType>;

export type ApiAnswers = typeof apiAnswers;
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type AnswerKey = keyof ApiAnswers;

/** The client paths of one method's operations. */
export type AnswerPath<M extends ApiMethod> = {
  [K in AnswerKey]: K extends `${M} ${infer P}` ? P : never;
}[AnswerKey];

/** The `data` an operation answers with. */
export type AnswerOf<M extends ApiMethod, P extends string> = `${M} ${P}` extends AnswerKey
  ? z.output<ApiAnswers[`${M} ${P}`]>
  : never;

/** Marks which operation a response declaration belongs to (checked when the route is added). */
export const ANSWER_KEY = Symbol('answer key');

/** A route's success answer: the envelope around the operation's data schema. */
export function answer<K extends AnswerKey>(key: K): { 200: EnvelopeOf<ApiAnswers[K]> } {
  return Object.defineProperty({ 200: envelope(apiAnswers[key]) }, ANSWER_KEY, { value: key }) as {
    200: EnvelopeOf<ApiAnswers[K]>;
  };
}

type EnvelopeOf<T extends z.ZodType> = ReturnType<typeof envelope<T>>;
