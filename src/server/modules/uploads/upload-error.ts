// Failures of the upload endpoint, answered in the upload shape {code, data: null, msg}
// (SPEC 3) with the message in the caller's language. Codes are the API's business
// codes (301 not signed in, 400, 413, 415, 429, 500), so clients treat them alike.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode, httpStatusFor } from '../../../domain/api/codes.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { IMAGE_UPLOAD_MAX_BYTES, type UploadAnswer } from '../../../domain/media/uploads.ts';
import { AppError } from '../../errors.ts';
import { apiMessage } from '../../i18n/api-messages.ts';
import { en, zh } from '../../i18n/messages/upload.ts';

export type UploadMessageKey = keyof typeof zh;
type Params = Record<string, string | number>;

const catalogs: Record<Locale, Record<UploadMessageKey, string>> = { 'zh-cn': zh, en };

export function uploadMessage(lang: Locale, key: UploadMessageKey, params?: Params): string {
  const template = catalogs[lang][key];
  return params ? template.replace(/\{(\w+)\}/g, (m, name: string) => String(params[name] ?? m)) : template;
}

export class UploadError extends Error {
  readonly code: number;
  readonly key: UploadMessageKey;
  readonly params?: Params;
  readonly headers?: Params;

  constructor(code: number, key: UploadMessageKey, params?: Params, headers?: Params) {
    super(key);
    this.code = code;
    this.key = key;
    this.params = params;
    this.headers = headers;
  }
}

/** Errors of @fastify/multipart and its parser, by error code. */
const MULTIPART_ERRORS: Record<string, { code: number; key: UploadMessageKey }> = {
  FST_REQ_FILE_TOO_LARGE: { code: ApiCode.payloadTooLarge, key: 'upload_too_large' },
  FST_FILES_LIMIT: { code: ApiCode.badRequest, key: 'upload_one_file' },
  FST_FIELDS_LIMIT: { code: ApiCode.badRequest, key: 'upload_only_image' },
  FST_PARTS_LIMIT: { code: ApiCode.badRequest, key: 'upload_only_image' },
  FST_PROTO_VIOLATION: { code: ApiCode.badRequest, key: 'upload_only_image' },
  FST_INVALID_JSON_FIELD_ERROR: { code: ApiCode.badRequest, key: 'upload_only_image' },
  FST_MP_PREMATURE_CLOSE: { code: ApiCode.badRequest, key: 'upload_malformed' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: ApiCode.unsupportedMediaType, key: 'upload_not_multipart' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ApiCode.unsupportedMediaType, key: 'upload_not_multipart' },
  // A body of another type is parsed (and refused) before the handler sees it.
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ApiCode.unsupportedMediaType, key: 'upload_not_multipart' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ApiCode.unsupportedMediaType, key: 'upload_not_multipart' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ApiCode.unsupportedMediaType, key: 'upload_not_multipart' },
};

const LIMIT_PARAMS = { limit: IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024 };

function answer(reply: FastifyReply, code: number, msg: string) {
  const body: UploadAnswer = { code, data: null, msg };
  return reply.status(httpStatusFor(code)).send(body);
}

/** The error handler of the upload routes. */
export function sendUploadError(error: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) {
  // The refused body may still be arriving: discard the rest so that the answer gets out.
  if (!req.raw.readableEnded) {
    req.raw.unpipe();
    req.raw.resume();
  }
  if (error instanceof UploadError) {
    if (error.headers) reply.headers(error.headers);
    return answer(reply, error.code, uploadMessage(req.lang, error.key, error.params));
  }
  // Refusals of the shared hooks: not signed in (301/302), anti-forgery (403).
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return answer(reply, error.code, apiMessage(req.lang, error.key, error.params));
  }
  const known = 'code' in error && typeof error.code === 'string' ? MULTIPART_ERRORS[error.code] : undefined;
  if (known) return answer(reply, known.code, uploadMessage(req.lang, known.key, LIMIT_PARAMS));
  const status = 'statusCode' in error ? error.statusCode : undefined;
  // Busboy's own parse errors ("Unexpected end of form", a missing boundary).
  if (status === undefined && /multipart|boundary|unexpected end/i.test(error.message)) {
    return answer(reply, ApiCode.badRequest, uploadMessage(req.lang, 'upload_malformed'));
  }
  req.log.error({ err: error }, 'image upload failed');
  return answer(reply, ApiCode.internal, uploadMessage(req.lang, 'upload_failed'));
}
