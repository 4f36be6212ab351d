// Catalog API (SPEC 7): goods list and detail, groups, several goods by ids.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_IDS } from '../../../domain/catalog.ts';
import { goodListQuery } from '../../../domain/catalog-schemas.ts';
import { apiVariant } from '../../lib/answer-variant.ts';
import { createTaggedCache } from '../../lib/tagged-cache.ts';
import { goodTag } from './service.ts';

/**
 * A good's detail answer is kept serialized until the good (or the catalog) changes:
 * most of the API's reads are product pages. 10,000 goods' answers in one language
 * take about 25 MB; least recently used go first beyond this.
 */
const DETAIL_ANSWERS_BYTES = 48 * 1024 * 1024;
/** A safety net for changes made outside the shop (SQL by hand): kept 10 minutes at most. */
const DETAIL_ANSWER_MS = 10 * 60_000;

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** `ids=1,2,3` or `ids=1&ids=2`: at most MAX_IDS positive integers. */
const idList = z.preprocess((v) => {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  return items.flatMap((s) => String(s).split(',')).filter((s) => s !== '');
}, z.array(id).min(1).max(MAX_IDS));

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.deps;
  const detailAnswers = createTaggedCache<Buffer>({ maxBytes: DETAIL_ANSWERS_BYTES });
  catalog.onInvalidate((goods) => (goods ? detailAnswers.invalidate(goods.map(goodTag)) : detailAnswers.clear()));

  app.get(
    '/good/list',
    { schema: { tags: ['catalog'], summary: 'Goods on shelf, paged', querystring: goodListQuery } },
    async (req, reply) => reply.ok(await catalog.listGoods(req.query, req.lang)),
  );

  app.get(
    '/good/GetldList',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Several goods by id (order kept, unknown ids left out)',
        querystring: z.object({ ids: idList }),
      },
    },
    async (req, reply) => reply.ok(await catalog.goodsByIds(req.query.ids, req.lang)),
  );

  app.get(
    '/good/:id',
    { schema: { tags: ['catalog'], summary: 'A good with its SKUs', params: z.object({ id }) } },
    async (req, reply) => {
      const { id } = req.params;
      // The envelope serialized once (fastify sends bytes as they are): the same JSON as reply.ok.
      const body = await detailAnswers.get(`${id} ${apiVariant(req)}`, async () => {
        const value = Buffer.from(JSON.stringify(reply.ok(await catalog.getGood(id, req.lang))));
        return { value, tags: [goodTag(id)], bytes: value.length, ttlMs: DETAIL_ANSWER_MS };
      });
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/goodGroup/list/:type',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Groups: 1 the category tree, 2 the home collections',
        params: z.object({ type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])) }),
      },
    },
    async (req, reply) => reply.ok(await catalog.groupTree(req.params.type, req.lang)),
  );

  app.get(
    '/catalog/sitemap',
    { schema: { tags: ['catalog'], summary: 'Ids and last changes of every good and category (for sitemaps)' } },
    async (_req, reply) => reply.ok(await catalog.sitemap()),
  );

  app.get(
    '/goodGroup/:id',
    { schema: { tags: ['catalog'], summary: 'One group with its children and breadcrumbs', params: z.object({ id }) } },
    async (req, reply) => reply.ok(await catalog.group(req.params.id, req.lang)),
  );
};
