// Business errors thrown by services and routes. The error plugin turns them into the
// envelope {code, message, data} with the message in the caller's language.
import { ApiCode } from '../domain/api/codes.ts';
import type { MessageKey } from './i18n/api-messages.ts';

export class AppError extends Error {
  readonly code: number;
  readonly key: MessageKey;
  readonly params?: Record<string, string | number>;
  readonly data: unknown;
  readonly headers?: Record<string, string>;

  constructor(
    code: number,
    key: MessageKey,
    params?: Record<string, string | number>,
    extra?: { data?: unknown; headers?: Record<string, string> },
  ) {
    super(key);
    this.code = code;
    this.key = key;
    this.params = params;
    this.data = extra?.data ?? null;
    // Every 503 says when to try again (the OpenAPI document declares Retry-After on it):
    // a provider or feed that failed just now is worth another try in a few seconds.
    this.headers =
      code === ApiCode.unavailable && !extra?.headers?.['retry-after']
        ? { ...extra?.headers, 'retry-after': String(DEFAULT_RETRY_AFTER_SECONDS) }
        : extra?.headers;
  }
}

/** Retry-After of a 503 that names no wait of its own. */
const DEFAULT_RETRY_AFTER_SECONDS = 5;

export const notFound = (key: MessageKey = 'not_found') => new AppError(ApiCode.notFound, key);
export const badRequest = (key: MessageKey = 'bad_request', params?: Record<string, string | number>) =>
  new AppError(ApiCode.badRequest, key, params);
export const conflict = (key: MessageKey = 'conflict', params?: Record<string, string | number>) =>
  new AppError(ApiCode.conflict, key, params);
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(ApiCode.forbidden, key);
