// Related goods API (issue #41 item 1): for a good (its page) and for several or none
// (the cart, an empty search), in the caller's language and currency.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../domain/api/answers.ts';
import { rowIdParam } from '../../../domain/api/ids.ts';
import { relatedQuery } from '../../../domain/catalog/schemas.ts';
import { pricedCards } from '../currencies/prices.ts';

export const relatedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { related, currencies } = app.deps;

  app.get(
    '/good/:id/related',
    {
      // The same for every visitor of a language and currency (as GET /good/:id).
      config: { sharedAnswer: true },
      schema: {
        tags: ['catalog'],
        response: answer('GET /good/:id/related'),
        summary:
          'Goods to offer with a good: bought with it in paid orders, then of its categories, then best sellers (on shelf, in stock, at most 8)',
        params: z.object({ id: rowIdParam }),
      },
    },
    async (req, reply) => {
      const cards = await related.forGood(req.params.id, req.lang);
      const pricer = await currencies.pricer(await currencies.forRequest(req));
      return reply.ok(await pricedCards(currencies, cards, pricer));
    },
  );

  app.get(
    '/good/related',
    {
      config: { sharedAnswer: true },
      schema: {
        tags: ['catalog'],
        response: answer('GET /good/related'),
        summary: 'Goods to offer with several goods (a cart), none of them; best sellers when none are named',
        querystring: relatedQuery,
      },
    },
    async (req, reply) => {
      const cards = await related.forGoods(req.query.ids ?? [], req.lang);
      const pricer = await currencies.pricer(await currencies.forRequest(req));
      return reply.ok(await pricedCards(currencies, cards, pricer));
    },
  );
};
