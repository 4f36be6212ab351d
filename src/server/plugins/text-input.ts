// Text PostgreSQL cannot store: U+0000 (refused in text and jsonb) and unpaired UTF-16
// surrogates (not valid Unicode, so not encodable as UTF-8). Refused with 400 in the
// envelope, naming the field, before any handler runs: silently stripping would change
// what the caller meant (a password, a code) and hide a broken client.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiCode } from '../../domain/api-codes.ts';
import { apiMessage } from '../../domain/api-messages.ts';
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

export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req, reply) => {
    if (!isApiPath(req.url)) return;
    const parts = { params: req.params, query: req.query, body: req.body } as const;
    for (const [name, value] of Object.entries(parts)) {
      const path = badTextPath(value);
      if (path === undefined) continue;
      return reply.status(400).send({
        code: ApiCode.badRequest,
        message: apiMessage(req.lang, 'invalid_characters', { field: path || name }),
        data: null,
      });
    }
  });
});
