// Admin goods and SKU API (issue #7, item 3), operators and owners: list with search and
// filters (off-shelf goods included), the raw good for editing, create, update, shelf,
// delete (never-ordered goods only) and bulk price / stock edits. Every change is
// audited and shows on the storefront at once (the catalog caches are cleared).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../../../../domain/api/answers.ts';
import { auditActor } from '../audit/record.ts';
import { ADMIN_TAGS, idParam } from '../schemas.ts';
import { bulkBody, goodBody, goodListQuery, shelfBody, skuListQuery } from './schemas.ts';
import { createAdminGoodsService } from './service.ts';

export const adminGoodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminGoodsService(app.deps.db, { catalog: app.deps.catalog, settings: app.deps.settings });
  const tags = ADMIN_TAGS;

  app.get(
    '/admin/goods',
    {
      schema: {
        tags,
        response: answer('GET /admin/goods'),
        summary: 'Goods, on and off shelf: search by name or SKU code, filter by category, shelf, low stock; paged',
        querystring: goodListQuery,
      },
    },
    async (req, reply) => reply.ok(await service.list(req.query)),
  );

  app.get(
    '/admin/goods/categories',
    {
      schema: {
        tags,
        response: answer('GET /admin/goods/categories'),
        summary: 'Every goods category (type-1 group), visible or hidden, in both languages',
      },
    },
    async (_req, reply) => reply.ok(await service.categories()),
  );

  app.get(
    '/admin/goods/skus',
    {
      schema: {
        tags,
        response: answer('GET /admin/goods/skus'),
        summary: 'The SKUs of several goods (good_ids=1,2,3), for the bulk price and stock editor',
        querystring: skuListQuery,
      },
    },
    async (req, reply) => reply.ok(await service.skusOf(req.query.good_ids)),
  );

  app.put(
    '/admin/goods/bulk',
    {
      schema: {
        tags,
        response: answer('PUT /admin/goods/bulk'),
        summary: 'Set the price and/or stock of many SKUs in one transaction (all or nothing)',
        body: bulkBody,
      },
    },
    async (req, reply) => reply.ok(await service.bulk(req.body, await auditActor(req)), 'admin_goods_bulk_saved'),
  );

  app.get(
    '/admin/goods/:id',
    {
      schema: {
        tags,
        response: answer('GET /admin/goods/:id'),
        summary: 'A good with its SKUs, every language raw, for editing',
        params: idParam,
      },
    },
    async (req, reply) => reply.ok(await service.detail(req.params.id)),
  );

  app.post(
    '/admin/goods',
    {
      schema: {
        tags,
        response: answer('POST /admin/goods'),
        summary: 'Create a good with its option axes and one SKU per combination',
        body: goodBody,
      },
    },
    async (req, reply) =>
      reply.ok(await service.create(req.body, await auditActor(req), req.lang), 'admin_goods_created'),
  );

  app.put(
    '/admin/goods/:id',
    {
      schema: {
        tags,
        response: answer('PUT /admin/goods/:id'),
        summary: 'Replace a good, its axes and its SKU matrix (SKUs kept by id or combination)',
        params: idParam,
        body: goodBody,
      },
    },
    async (req, reply) =>
      reply.ok(await service.update(req.params.id, req.body, await auditActor(req), req.lang), 'admin_goods_saved'),
  );

  app.put(
    '/admin/goods/:id/shelf',
    {
      schema: {
        tags,
        response: answer('PUT /admin/goods/:id/shelf'),
        summary: 'Put a good on shelf or take it off',
        params: idParam,
        body: shelfBody,
      },
    },
    async (req, reply) => {
      const on = req.body.on_shelf;
      const good = await service.setShelf(req.params.id, on, await auditActor(req));
      return reply.ok(good, on ? 'admin_goods_shelf_on' : 'admin_goods_shelf_off');
    },
  );

  app.delete(
    '/admin/goods/:id',
    {
      schema: {
        tags,
        response: answer('DELETE /admin/goods/:id'),
        summary: 'Delete a good that was never ordered (409 otherwise: take it off shelf instead)',
        params: idParam,
      },
    },
    async (req, reply) => {
      await service.remove(req.params.id, await auditActor(req));
      return reply.ok(null, 'admin_goods_deleted');
    },
  );
};
