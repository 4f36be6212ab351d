// /v1/admin/groups: the category tree (type 1) and the home collections (type 2) for
// operators and owners: list, create, edit, delete, order a level, and a collection's
// goods (list, add, remove, order). Every change is audited and shows on the
// storefront at once (the catalog cache is cleared).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IMAGE_PATTERN, GROUP_LIMITS } from '../../../../domain/admin/groups.ts';
import { answer } from '../../../../domain/api/answers.ts';
import { auditActor } from '../audit/record.ts';
import { ADMIN_TAGS, idParam, rowId } from '../schemas.ts';
import { createAdminGroups } from './service.ts';

const type = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)], { message: 'admin_group_type_invalid' }));

const text = (max: number, key: 'admin_group_name_too_long' | 'admin_group_description_too_long') =>
  z.string().trim().max(max, { message: key });

const name = z.object(
  {
    'zh-cn': z
      .string({ message: 'admin_group_name_required' })
      .trim()
      .min(1, { message: 'admin_group_name_required' })
      .max(GROUP_LIMITS.name, { message: 'admin_group_name_too_long' }),
    en: text(GROUP_LIMITS.name, 'admin_group_name_too_long').default(''),
  },
  { message: 'admin_group_name_required' },
);

const description = z
  .object({
    'zh-cn': text(GROUP_LIMITS.description, 'admin_group_description_too_long').default(''),
    en: text(GROUP_LIMITS.description, 'admin_group_description_too_long').default(''),
  })
  .default({ 'zh-cn': '', en: '' });

const fields = {
  name,
  description,
  image: z
    .string()
    .trim()
    .max(GROUP_LIMITS.image, { message: 'admin_group_image_invalid' })
    .regex(GROUP_IMAGE_PATTERN, { message: 'admin_group_image_invalid' })
    .default(''),
  visible: z.boolean().default(true),
  /** Categories: the parent's id, null for the top level. Collections: omitted or null. */
  parent_id: rowId.nullable().optional(),
  /** Omitted: at the end of its level (create, move) or where it was (edit). */
  sort: z.number().int().min(0).max(1_000_000).optional(),
};

const createBody = z.object({ type, ...fields });
const updateBody = z.object(fields);

const idList = (max: number) =>
  z
    .array(rowId)
    .min(1)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'admin_group_ids_invalid' });

export const adminGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const groups = createAdminGroups(app.deps.db, () => app.deps.catalog.invalidate());

  app.get(
    '/admin/groups',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('GET /admin/groups'),
        summary: 'Groups of a type: 1 the category tree (nested children), 2 the home collections, in order',
        querystring: z.object({ type }),
      },
    },
    async (req, reply) => reply.ok(await groups.list(req.query.type)),
  );

  app.post(
    '/admin/groups',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('POST /admin/groups'),
        summary: 'Create a category or a home collection (at the end of its level unless `sort` is given)',
        body: createBody,
      },
    },
    async (req, reply) => reply.ok(await groups.create(await auditActor(req), req.body), 'admin_group_created'),
  );

  app.put(
    '/admin/groups/reorder',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('PUT /admin/groups/reorder'),
        summary: 'Order one level: `ids` are all the groups of that type under `parent_id`, first to last',
        body: z.object({ type, parent_id: rowId.nullable().default(null), ids: idList(GROUP_LIMITS.ids) }),
      },
    },
    async (req, reply) =>
      reply.ok(
        await groups.reorder(await auditActor(req), req.body.type, req.body.parent_id, req.body.ids),
        'admin_group_reordered',
      ),
  );

  app.get(
    '/admin/groups/:id',
    { schema: { tags: ADMIN_TAGS, response: answer('GET /admin/groups/:id'), summary: 'One group', params: idParam } },
    async (req, reply) => reply.ok(await groups.get(req.params.id)),
  );

  app.put(
    '/admin/groups/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('PUT /admin/groups/:id'),
        summary: 'Edit a group; a category may move under another (no loops, at most 3 levels)',
        params: idParam,
        body: updateBody,
      },
    },
    async (req, reply) =>
      reply.ok(await groups.update(await auditActor(req), req.params.id, req.body), 'admin_group_updated'),
  );

  app.delete(
    '/admin/groups/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('DELETE /admin/groups/:id'),
        summary:
          'Delete a group: a category only when no goods or sub-categories use it; a collection with its goods list',
        params: idParam,
      },
    },
    async (req, reply) => reply.ok(await groups.remove(await auditActor(req), req.params.id), 'admin_group_deleted'),
  );

  app.get(
    '/admin/groups/:id/goods',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('GET /admin/groups/:id/goods'),
        summary: 'The goods of a home collection, in order',
        params: idParam,
      },
    },
    async (req, reply) => reply.ok(await groups.items(req.params.id)),
  );

  app.post(
    '/admin/groups/:id/goods',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('POST /admin/groups/:id/goods'),
        summary: 'Add goods at the end of a home collection (those already in it stay where they are)',
        params: idParam,
        body: z.object({ good_ids: idList(GROUP_LIMITS.addGoods) }),
      },
    },
    async (req, reply) =>
      reply.ok(
        await groups.addItems(await auditActor(req), req.params.id, req.body.good_ids),
        'admin_group_goods_added',
      ),
  );

  app.put(
    '/admin/groups/:id/goods/reorder',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('PUT /admin/groups/:id/goods/reorder'),
        summary: 'Order the goods of a home collection: `good_ids` are all its goods, first to last',
        params: idParam,
        body: z.object({ good_ids: idList(GROUP_LIMITS.ids) }),
      },
    },
    async (req, reply) =>
      reply.ok(
        await groups.reorderItems(await auditActor(req), req.params.id, req.body.good_ids),
        'admin_group_reordered',
      ),
  );

  app.delete(
    '/admin/groups/:id/goods/:good_id',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('DELETE /admin/groups/:id/goods/:good_id'),
        summary: 'Take a good out of a home collection',
        params: idParam.extend({ good_id: rowId }),
      },
    },
    async (req, reply) =>
      reply.ok(
        await groups.removeItem(await auditActor(req), req.params.id, req.params.good_id),
        'admin_group_updated',
      ),
  );
};
