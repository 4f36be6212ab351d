// Catalog API (SPEC 7): goods list and detail, groups, several goods by ids.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../domain/api-answers.ts';
import { MAX_IDS } from '../../../domain/catalog.ts';
import { goodListQuery } from '../../../domain/catalog-schemas.ts';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** `ids=1,2,3` or `ids=1&ids=2`: at most MAX_IDS positive integers. */
const idList = z.preprocess((v) => {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  return items.flatMap((s) => String(s).split(',')).filter((s) => s !== '');
}, z.array(id).min(1).max(MAX_IDS));

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.deps;

  app.get(
    '/good/list',
    {
      schema: {
        tags: ['catalog'],
        response: answer('GET /good/list'),
        summary: 'Goods on shelf, paged',
        querystring: goodListQuery,
      },
    },
    async (req, reply) => reply.ok(await catalog.listGoods(req.query, req.lang)),
  );

  app.get(
    '/good/GetldList',
    {
      schema: {
        tags: ['catalog'],
        response: answer('GET /good/GetldList'),
        summary: 'Several goods by id (order kept, unknown ids left out)',
        querystring: z.object({ ids: idList }),
      },
    },
    async (req, reply) => reply.ok(await catalog.goodsByIds(req.query.ids, req.lang)),
  );

  app.get(
    '/good/:id',
    {
      schema: {
        tags: ['catalog'],
        response: answer('GET /good/:id'),
        summary: 'A good with its SKUs',
        params: z.object({ id }),
      },
    },
    async (req, reply) => reply.ok(await catalog.getGood(req.params.id, req.lang)),
  );

  app.get(
    '/goodGroup/list/:type',
    {
      schema: {
        tags: ['catalog'],
        response: answer('GET /goodGroup/list/:type'),
        summary: 'Groups: 1 the category tree, 2 the home collections',
        params: z.object({ type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])) }),
      },
    },
    async (req, reply) => reply.ok(await catalog.groupTree(req.params.type, req.lang)),
  );

  app.get(
    '/catalog/sitemap',
    {
      schema: {
        tags: ['catalog'],
        response: answer('GET /catalog/sitemap'),
        summary: 'Ids and last changes of every good and category (for sitemaps)',
      },
    },
    async (_req, reply) => reply.ok(await catalog.sitemap()),
  );

  app.get(
    '/goodGroup/:id',
    {
      schema: {
        tags: ['catalog'],
        response: answer('GET /goodGroup/:id'),
        summary: 'One group with its children and breadcrumbs',
        params: z.object({ id }),
      },
    },
    async (req, reply) => reply.ok(await catalog.group(req.params.id, req.lang)),
  );
};
