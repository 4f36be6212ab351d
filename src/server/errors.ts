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
    this.headers = extra?.headers;
  }
}

export const notFound = (key: MessageKey = 'not_found') => new AppError(ApiCode.notFound, key);
export const badRequest = (key: MessageKey = 'bad_request', params?: Record<string, string | number>) =>
  new AppError(ApiCode.badRequest, key, params);
export const conflict = (key: MessageKey = 'conflict', params?: Record<string, string | number>) =>
  new AppError(ApiCode.conflict, key, params);
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(ApiCode.forbidden, key);
