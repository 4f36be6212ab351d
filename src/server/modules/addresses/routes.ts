// Area tree and a customer's shipping addresses (SPEC 7: /area/all, /useraddress).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressBody, addressUpdateBody, areaQuery } from '../../../domain/addresses/schemas.ts';
import { answer } from '../../../domain/api/answers.ts';
import { rowIdParam } from '../../../domain/api/ids.ts';
import { signedInOnly } from '../../plugins/contract.ts';
import { createAreaService } from './area.ts';
import { createAddressService } from './service.ts';

/** The tree changes only with a deploy or the country list: browsers keep it an hour. */
const AREA_CACHE = 'public, max-age=3600';

const id = rowIdParam;

/** Customers only: a visitor gets 301 before the payload is even looked at. */
async function signedIn(req: FastifyRequest) {
  await req.requireUser();
}

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const area = createAreaService(app.deps.settings);
  const addresses = createAddressService(app.deps.db, app.deps.settings, area);

  app.get(
    '/area/all',
    {
      schema: {
        tags: ['addresses'],
        response: answer('GET /area/all'),
        summary: 'Area tree: countries (level 0), provinces of pid (1), cities of pid (2); all=1 for the whole tree',
        querystring: areaQuery,
      },
      config: { sharedAnswer: true },
    },
    async (req, reply) => {
      const { level, pid, all } = req.query;
      const items = all ? await area.tree(req.lang) : await area.children(level, pid, req.lang);
      return reply.header('cache-control', AREA_CACHE).header('vary', 'lang').ok(items);
    },
  );

  app.get(
    '/useraddress/list',
    {
      preValidation: signedIn,
      schema: {
        tags: ['addresses'],
        ...signedInOnly,
        response: answer('GET /useraddress/list'),
        summary: "The customer's addresses, the default first, then the newest",
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      return reply.ok(await addresses.list(userId, req.lang));
    },
  );

  app.get(
    '/useraddress',
    {
      preValidation: signedIn,
      schema: {
        tags: ['addresses'],
        ...signedInOnly,
        response: answer('GET /useraddress'),
        summary: "One of the customer's addresses by id; without id the default one, or null",
        querystring: z.object({ id: id.optional() }),
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      const { id: addressId } = req.query;
      return reply.ok(
        addressId ? await addresses.get(userId, addressId, req.lang) : await addresses.getDefault(userId, req.lang),
      );
    },
  );

  app.post(
    '/useraddress',
    {
      preValidation: signedIn,
      schema: {
        tags: ['addresses'],
        ...signedInOnly,
        response: answer('POST /useraddress'),
        summary: 'Add an address (the first one becomes the default)',
        body: addressBody,
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      return reply.ok(await addresses.create(userId, req.body, req.lang), 'address_saved');
    },
  );

  app.put(
    '/useraddress',
    {
      preValidation: signedIn,
      schema: {
        tags: ['addresses'],
        ...signedInOnly,
        response: answer('PUT /useraddress'),
        summary: 'Replace an address (id in the body)',
        body: addressUpdateBody,
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      const { id: addressId, ...input } = req.body;
      return reply.ok(await addresses.update(userId, addressId, input, req.lang), 'address_saved');
    },
  );

  app.delete(
    '/useraddress/:id',
    {
      preValidation: signedIn,
      schema: {
        tags: ['addresses'],
        ...signedInOnly,
        response: answer('DELETE /useraddress/:id'),
        summary: 'Delete an address (the newest remaining one becomes the default)',
        params: z.object({ id }),
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      await addresses.remove(userId, req.params.id);
      return reply.ok(null, 'address_deleted');
    },
  );
};
