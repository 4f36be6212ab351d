// The answer schemas shared by every route (SPEC 7): the envelope {code, message, data}
// around a route's data, and the error envelope every route may answer with. Routes
// declare `response: { 200: envelope(dataSchema) }`; the OpenAPI document, the dev/test
// answer check (src/server/plugins/contract.ts) and the typed clients all read them.
import { z } from 'zod';

/** A success answer carrying `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.literal(200).describe('200 means success'),
    message: z.string().describe("A short message in the caller's language"),
    data,
  });
}

/** A success answer with nothing to carry (data is null). */
export const emptyEnvelope = envelope(z.null());

/**
 * Every refusal and failure: a business code (301/302 not signed in, 400, 403, 404, 409,
 * 413, 415, 429, 500, 503), a message in the caller's language and, for some refusals,
 * details (for example the lines short of stock).
 */
export const errorEnvelope = z
  .object({
    code: z.number().int().describe('Business code: 301/302 sign in again, otherwise mirrors HTTP'),
    message: z.string().describe("What went wrong, in the caller's language"),
    data: z.unknown().describe('null, or details of the refusal'),
  })
  .meta({ id: 'ErrorEnvelope', description: 'The answer of a refused or failed call' });

/** A page of a list (SPEC 7 list answers). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}
