// Recently viewed API (issue #41 item 2): a customer's list, newest first, in the
// caller's language and currency. Visitors keep theirs in the `viewed` cookie
// (domain/catalog/recently-viewed.ts) and read the cards with GET /good/GetldList; it
// is added to the account at every sign-in (accounts/routes.ts). Personal: never cached.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../../../domain/api/answers.ts';
import type { GoodCard } from '../../../domain/catalog/catalog.ts';
import { viewedBody, viewedMergeBody } from '../../../domain/catalog/schemas.ts';
import { signedInOnly } from '../../plugins/contract.ts';
import { pricedCards } from '../currencies/prices.ts';
import { createRecentlyViewedService } from './service.ts';

const tags = ['recently viewed'];

export const recentlyViewedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, catalog, currencies } = app.deps;
  const viewed = createRecentlyViewedService(db, catalog);
  /** Customers only: a visitor gets 301 before the payload is even looked at. */
  const onRequest = async (req: FastifyRequest) => {
    await req.requireUser();
  };
  async function send(req: FastifyRequest, reply: FastifyReply, userId: number) {
    const cards: GoodCard[] = await viewed.list(userId, req.lang);
    const pricer = await currencies.pricer(await currencies.forRequest(req));
    return reply.header('cache-control', 'no-store').ok(await pricedCards(currencies, cards, pricer));
  }

  app.get(
    '/user/recently-viewed',
    {
      onRequest,
      schema: {
        tags,
        response: answer('GET /user/recently-viewed'),
        ...signedInOnly,
        summary: 'The goods the customer opened last, newest first (at most 12; goods off shelf left out)',
      },
    },
    async (req, reply) => send(req, reply, (await req.requireUser()).userId),
  );

  app.post(
    '/user/recently-viewed',
    {
      onRequest,
      schema: {
        tags,
        response: answer('POST /user/recently-viewed'),
        ...signedInOnly,
        summary: 'Notes that the customer opened a good (it goes first); answers the list',
        body: viewedBody,
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      await viewed.add(userId, [req.body.good_id]);
      return send(req, reply, userId);
    },
  );

  app.put(
    '/user/recently-viewed',
    {
      onRequest,
      schema: {
        tags,
        response: answer('PUT /user/recently-viewed'),
        ...signedInOnly,
        summary: "Adds a list kept elsewhere (newest first) before the customer's own; answers the list",
        body: viewedMergeBody,
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      await viewed.add(userId, req.body.good_ids);
      return send(req, reply, userId);
    },
  );

  app.delete(
    '/user/recently-viewed',
    {
      onRequest,
      schema: {
        tags,
        response: answer('DELETE /user/recently-viewed'),
        ...signedInOnly,
        summary: "Clears the customer's list; answers it (empty)",
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      await viewed.clear(userId);
      return send(req, reply, userId);
    },
  );
};
