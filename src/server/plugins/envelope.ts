// The API envelope {code, message, data} (SPEC 7) for successes and every kind of
// failure: business errors, validation, malformed bodies, unknown paths and crashes.
// Bad input never yields a 500 or a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiCode, httpStatusFor } from '../../domain/api/codes.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import {
  BUSY_RETRY_SECONDS,
  isDatabaseBusy,
  isDependencyAway,
  type Reachability,
  UNREACHABLE_RETRY_SECONDS,
} from '../db/reachability.ts';
import { AppError } from '../errors.ts';
import { apiMessage, isMessageKey, type MessageKey } from '../i18n/api-messages.ts';
import { pageLocale, unavailablePage } from '../lib/unavailable-page.ts';

/** A success answer: code 200 (what the routes' answer schemas declare). */
export interface SuccessEnvelope<T> {
  code: typeof ApiCode.ok;
  message: string;
  data: T;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sends a success envelope (message 'success' unless another key is given). */
    ok<T>(data: T, message?: MessageKey): SuccessEnvelope<T>;
  }
}

const zodLocales = { 'zh-cn': z.locales.zhCN(), en: z.locales.en() };

/** Whether a path belongs to the JSON API (and so gets envelope answers). */
export function isApiPath(url: string): boolean {
  return /^\/v[12](\/|$|\?)/.test(url);
}

function envelope(req: FastifyRequest, code: number, key: MessageKey, params?: Record<string, string | number>) {
  return { code, message: apiMessage(req.lang, key, params), data: null };
}

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** One readable message for a schema failure, naming the field, in the caller's language. */
function validationMessage(lang: Locale, context: string | undefined, items: ValidationItem[]): string {
  const first = items[0];
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = path || context || 'body';
  // Our own messages (SPEC 5) are complete sentences already.
  if (first.message && isMessageKey(first.message)) return apiMessage(lang, first.message);
  const reason =
    plainReason(lang, first) ??
    (zodLocales[lang].localeError({
      code: first.keyword,
      ...first.params,
      path: path.split('.'),
      message: first.message,
    } as never) as string);
  return apiMessage(lang, 'invalid_field', { field, reason });
}

const EXPECTED_TYPES: Record<string, MessageKey> = {
  number: 'expected_number',
  int: 'expected_int',
  string: 'expected_string',
  boolean: 'expected_boolean',
  array: 'expected_array',
  object: 'expected_object',
};

/**
 * Wrong types and numbers out of range, said plainly ("a whole number is required", "at
 * most 100"). Zod's own wording names what it received, which the validator does not
 * keep ("received undefined" for `abc`), and reads "expected number to be >=1".
 */
function plainReason(lang: Locale, item: ValidationItem): string | undefined {
  const p = item.params;
  if (item.keyword === 'invalid_type') {
    const key = EXPECTED_TYPES[String(p.expected)];
    return key && apiMessage(lang, key);
  }
  if (p.origin !== 'number' && p.origin !== 'int') return undefined;
  if (item.keyword === 'too_small') {
    return apiMessage(lang, p.inclusive ? 'expected_at_least' : 'expected_above', { limit: Number(p.minimum) });
  }
  if (item.keyword === 'too_big') {
    return apiMessage(lang, p.inclusive ? 'expected_at_most' : 'expected_below', { limit: Number(p.maximum) });
  }
  return undefined;
}

const FASTIFY_ERRORS: Record<string, { code: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ApiCode.badRequest, key: 'malformed_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ApiCode.badRequest, key: 'empty_body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ApiCode.unsupportedMediaType, key: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ApiCode.badRequest, key: 'bad_request' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ApiCode.payloadTooLarge, key: 'payload_too_large' },
  FST_ERR_BAD_URL: { code: ApiCode.badRequest, key: 'bad_request' },
  FST_ERR_ASYNC_CONSTRAINT: { code: ApiCode.badRequest, key: 'bad_request' },
};

export interface EnvelopeOptions {
  bodyLimit: number;
  /** The database's reachability: an away database is logged once, not per request. */
  reachability?: Reachability;
}

export const envelopePlugin = fp(async (app: FastifyInstance, opts: EnvelopeOptions) => {
  app.decorateReply('ok', function ok<
    T,
  >(this: FastifyReply, data: T, message: MessageKey = 'success'): SuccessEnvelope<T> {
    return { code: ApiCode.ok, message: apiMessage(this.request.lang, message), data };
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(httpStatusFor(error.code))
        .send({ code: error.code, message: apiMessage(req.lang, error.key, error.params), data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const message = validationMessage(req.lang, error.validationContext, error.validation as ValidationItem[]);
      return reply.status(400).send({ code: ApiCode.badRequest, message, data: null });
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) {
      const params = {
        type: String(req.headers['content-type'] ?? '-').slice(0, 80),
        limit: `${Math.round(opts.bodyLimit / 1024)} KB`,
      };
      return reply.status(httpStatusFor(known.code)).send(envelope(req, known.code, known.key, params));
    }
    if (error instanceof SyntaxError) {
      return reply.status(400).send(envelope(req, ApiCode.badRequest, 'malformed_json'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const retry = Number(reply.getHeader('retry-after')) || 60;
      return reply.status(429).send(envelope(req, ApiCode.tooManyRequests, 'too_many_requests', { seconds: retry }));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(envelope(req, status, 'bad_request'));
    }
    const away = isDependencyAway(error);
    if (away || isDatabaseBusy(error)) {
      // The database (or another dependency) away, or no free connection in time, or a
      // statement or idle transaction ended by its limit: a fault of the moment, not a
      // bug. Clients retry after a moment. An away database is logged once, when it goes
      // (db/reachability.ts), not on every request that meets it.
      if (!away) req.log.warn({ err: error }, 'database busy');
      else if (!opts.reachability?.noteFailure(error) && !opts.reachability?.away) {
        req.log.warn({ err: error }, 'dependency unreachable');
      }
      const retryAfter = away ? UNREACHABLE_RETRY_SECONDS : BUSY_RETRY_SECONDS;
      reply.status(503).header('retry-after', String(retryAfter));
      if (!isApiPath(req.url)) {
        const page = unavailablePage(pageLocale(req.url), retryAfter);
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
      }
      return reply.send(envelope(req, ApiCode.unavailable, 'unavailable'));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope(req, ApiCode.internal, 'internal_error'));
  });
});

/** 404 in the envelope for an unknown API path. */
export function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  const path = req.url.split('?')[0].slice(0, 200);
  return reply.status(404).send({
    code: ApiCode.notFound,
    message: apiMessage(req.lang, 'api_not_found', { method: req.method, path }),
    data: null,
  });
}
