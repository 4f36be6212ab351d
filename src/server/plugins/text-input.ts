// Text PostgreSQL cannot store: U+0000 (refused in text and jsonb) and unpaired UTF-16
// surrogates (not valid Unicode, so not encodable as UTF-8). Refused with 400 in the
// envelope, naming the field, before any handler runs: silently stripping would change
// what the caller meant (a password, a code) and hide a broken client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiCode } from '../../domain/api/codes.ts';
import { DEFAULT_LOCALE, parseLocale } from '../../domain/i18n/locale.ts';
import { apiMessage } from '../i18n/api-messages.ts';
import { isApiPath } from './envelope.ts';

const MAX_DEPTH = 64;
/** An unpaired surrogate (code units, so no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const refused = (s: string) => s.includes('\0') || LONE_SURROGATE.test(s);

/** The path of the first string (value or key) PostgreSQL would refuse, or undefined. */
export function badTextPath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return refused(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (refused(key)) return at;
    const found = badTextPath(item, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The field to name when this part of a request holds refused text: its path, or the part itself. */
function badPart(name: string, value: unknown): string | undefined {
  const path = badTextPath(value);
  return path === undefined ? undefined : path || name;
}

/** Longer URLs answer 414 (Node's own header limit, 16 KB with the URL, answers 431: `clientErrorHandler`). */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * Errors the router meets before any hook runs (a path that does not decode, such as
 * `%ZZ`): a 400 in the envelope, in the caller's language, with the base security
 * headers (helmet's hook has not run for it).
 */
export function frameworkErrorHandler(_error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const header = req.headers.lang;
  const lang = parseLocale(Array.isArray(header) ? header[0] : header) ?? DEFAULT_LOCALE;
  return reply
    .status(400)
    .headers({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-store',
    })
    .send({ code: ApiCode.badRequest, message: apiMessage(lang, 'bad_request'), data: null });
}

/**
 * Errors the HTTP parser meets before there is a request (headers too large, malformed
 * request line): answered in the envelope, in the default language, then closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: import('node:net').Socket) {
  if (!socket.writable) return socket.destroy();
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    code: status,
    message: apiMessage('zh-cn', tooLarge ? 'headers_too_large' : 'bad_request'),
    data: null,
  });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

export const textInputPlugin = fp(async (app: FastifyInstance) => {
  // Synchronous hooks (answering early means sending without calling done): an async
  // hook costs every request a promise and a turn of the microtask queue.
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.length <= MAX_URL_LENGTH) return done();
    if (!isApiPath(req.url)) reply.status(414).type('text/plain').send('URI Too Long');
    else reply.status(414).send({ code: 414, message: apiMessage(req.lang, 'uri_too_long'), data: null });
  });
  app.addHook('preValidation', (req, reply, done) => {
    // The matched route decides (an encoded prefix such as /%761/ reaches the same route).
    if (!isApiPath(req.routeOptions.url ?? '')) return done();
    const field = badPart('params', req.params) ?? badPart('query', req.query) ?? badPart('body', req.body);
    if (field === undefined) return done();
    reply.status(400).send({
      code: ApiCode.badRequest,
      message: apiMessage(req.lang, 'invalid_characters', { field }),
      data: null,
    });
  });
});
