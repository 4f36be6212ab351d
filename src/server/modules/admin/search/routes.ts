// /v1/admin/search (issue #39), operators and owners: the synonym groups the shop's
// search uses (list, create, edit, delete) and the searches that found nothing over the
// last days, for the owner to answer with a synonym or a good's search terms.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEARCH_LIMITS as L } from '../../../../domain/admin/search.ts';
import { answer } from '../../../../domain/api/answers.ts';
import { normaliseSynonymTerms } from '../../catalog/synonyms.ts';
import { auditActor } from '../audit/record.ts';
import { ADMIN_TAGS, idParam } from '../schemas.ts';
import { createAdminSearch } from './service.ts';

const synonymBody = z.object({
  terms: z
    .array(z.string().max(200, { message: 'admin_search_term_too_long' }), {
      message: 'admin_search_terms_too_few',
    })
    .max(L.termsMax, { message: 'admin_search_terms_too_many' })
    .transform(normaliseSynonymTerms)
    .pipe(
      z
        .array(z.string().max(L.term, { message: 'admin_search_term_too_long' }))
        .min(L.termsMin, { message: 'admin_search_terms_too_few' }),
    )
    .describe(
      `${L.termsMin} to ${L.termsMax} words or phrases in either language (each trimmed, lower-cased, spaces collapsed, ` +
        `1 to ${L.term} characters; duplicates dropped); for a one-way group the first is the one that finds the others' goods`,
    ),
  one_way: z
    .boolean()
    .default(false)
    .describe('true: only the first term finds what the others find; false: every term finds what any other finds'),
});

export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createAdminSearch(app.deps.db, () => app.deps.catalog.invalidate());

  app.get(
    '/admin/search/synonyms',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('GET /admin/search/synonyms'),
        summary: 'The search synonym groups, last changed first',
      },
    },
    async (_req, reply) => reply.ok(await search.list()),
  );

  app.post(
    '/admin/search/synonyms',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('POST /admin/search/synonyms'),
        summary: 'Add a synonym group; the storefront search uses it at once',
        body: synonymBody,
      },
    },
    async (req, reply) =>
      reply.ok(await search.create(await auditActor(req), req.body), 'admin_search_synonym_created'),
  );

  app.put(
    '/admin/search/synonyms/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('PUT /admin/search/synonyms/:id'),
        summary: 'Change a synonym group (its terms, one way or both ways)',
        params: idParam,
        body: synonymBody,
      },
    },
    async (req, reply) =>
      reply.ok(await search.update(await auditActor(req), req.params.id, req.body), 'admin_search_synonym_updated'),
  );

  app.delete(
    '/admin/search/synonyms/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('DELETE /admin/search/synonyms/:id'),
        summary: 'Delete a synonym group',
        params: idParam,
      },
    },
    async (req, reply) =>
      reply.ok(await search.remove(await auditActor(req), req.params.id), 'admin_search_synonym_deleted'),
  );

  app.get(
    '/admin/search/misses',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('GET /admin/search/misses'),
        summary: 'Searches that found nothing over the last `days` days (both languages), most frequent first',
        querystring: z.object({
          days: z.coerce.number().int().min(1).max(L.missDays).default(L.missDays),
          limit: z.coerce.number().int().min(1).max(L.missRows).default(50),
        }),
      },
    },
    async (req, reply) => reply.ok(await search.misses(req.query.days, req.query.limit)),
  );
};
