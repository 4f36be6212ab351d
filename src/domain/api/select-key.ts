// SPEC 7: a remote select pages its options with `page`, `page_size` and `key`, the
// search term. Every list that can feed one takes `key` as its own search field (the
// field wins when both are sent), so a spec-built select works against any of them.
import { z } from 'zod';

export function withSelectKey<S extends z.ZodRawShape>(schema: z.ZodObject<S>, term: keyof S & string) {
  return schema
    .extend({ key: z.string().trim().max(100).optional().describe(`SPEC 7 select search term: the same as ${term}`) })
    .transform((parsed) => {
      const { key, ...query } = parsed as Record<string, unknown>;
      return { ...query, [term]: query[term] ?? key } as z.output<z.ZodObject<S>>;
    });
}
