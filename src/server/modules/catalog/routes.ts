// Catalog API (SPEC 7): goods list and detail, groups, several goods by ids.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../domain/api/answers.ts';
import { rowIdParam } from '../../../domain/api/ids.ts';
import { MAX_IDS } from '../../../domain/catalog/catalog.ts';
import { goodListQuery, idListParam } from '../../../domain/catalog/schemas.ts';
import { apiVariant } from '../../lib/answer-variant.ts';
import { type KeptBody, sendKept } from '../../lib/kept-answer.ts';
import { ownBytes } from '../../lib/own-bytes.ts';
import { createTaggedCache } from '../../lib/tagged-cache.ts';
import { pricedCards, pricedDetail } from '../currencies/prices.ts';
import { goodTag } from './service.ts';

/**
 * A good's detail answer is kept serialized until the good (or the catalog) changes:
 * most of the API's reads are product pages. Rendering ahead leaves a process its share
 * of the goods in both languages and every other good in the default one
 * (render-ahead.ts): for the benchmark's 10,000 goods (1.2 KB each) about 17 MB, with
 * the demo's longer descriptions more; beyond this the oldest not asked for again go first.
 */
const DETAIL_ANSWERS_BYTES = 20 * 1024 * 1024;
/** A safety net for changes made outside the shop (SQL by hand): kept 10 minutes at most. */
const DETAIL_ANSWER_MS = 10 * 60_000;
/**
 * Goods list and search answers are kept serialized too (issue #39: the search latency
 * goal): a change of a good they show drops them, any other catalog change drops them
 * all. What no change tells of (the order of best sellers as sales are counted) may be
 * LIST_ANSWER_MS old; past that an answer is
 * still given for up to LIST_STALE_MS while one fresh one is made in the background, so
 * no shopper waits for a popular search to be ranked again. About 5 KB an answer.
 * Sold-out goods are listed (marked), so only the sales order can drift: 30 s of it is
 * unseen by shoppers, while 2 s made each worker rank its popular searches again every
 * 2 s, all at once (the warm-up filled them together), which was the set's p99 at 50
 * connections. Each lifetime is spread ±25 % so the refreshes do not come in bursts.
 */
const LIST_ANSWERS_BYTES = 8 * 1024 * 1024;
const LIST_ANSWER_MS = 30_000;
const LIST_STALE_MS = 60_000;

const id = rowIdParam;

/** `ids=1,2,3` or `ids=1&ids=2`: at most MAX_IDS positive integers. */
const idList = idListParam(1, MAX_IDS);

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog, currencies, db } = app.deps;
  /** Prices are in the shopper's currency (`currency` header or cookie, issue #21). */
  const pricerOf = async (req: Parameters<typeof currencies.forRequest>[0]) =>
    currencies.pricer(await currencies.forRequest(req));
  const detailAnswers = createTaggedCache<KeptBody>({ maxBytes: DETAIL_ANSWERS_BYTES });
  // A changed good's answers go; a change of currencies or rates clears the catalog's (app.ts).
  catalog.onInvalidate((goods) => (goods ? detailAnswers.invalidate(goods.map(goodTag)) : detailAnswers.clear()));
  const listAnswers = createTaggedCache<KeptBody & { missed?: true }>({ maxBytes: LIST_ANSWERS_BYTES });
  catalog.onInvalidate((goods) => (goods ? listAnswers.invalidate(goods.map(goodTag)) : listAnswers.clear()));

  app.get(
    '/good/list',
    {
      // The same for every visitor of a language and currency: no anti-forgery token
      // minted and set per cookieless caller (the client asks GET /csrf before a write).
      config: { sharedAnswer: true },
      schema: {
        tags: ['catalog'],
        response: answer('GET /good/list'),
        summary: 'Goods on shelf, paged',
        querystring: goodListQuery,
      },
    },
    async (req, reply) => {
      const currency = await currencies.forRequest(req);
      // The parsed query (its fields in the schema's order), so that the same search written two ways is one answer.
      const key = `${JSON.stringify(req.query)} ${apiVariant(req, currency)}`;
      const kept = await listAnswers.get(key, async () => {
        const pricer = await currencies.pricer(currency);
        // A price filter typed in the shopper's currency searches the shop-currency prices.
        const inShop = (v: number | undefined) => (v === undefined ? undefined : pricer.inShop(v));
        const { missed, ...page } = await catalog.listGoods(
          { ...req.query, min_price: inShop(req.query.min_price), max_price: inShop(req.query.max_price) },
          req.lang,
        );
        const list = await pricedCards(currencies, page.list, pricer);
        const body = ownBytes(Buffer.from(JSON.stringify(reply.ok({ ...page, list }))));
        return {
          value: { body, ...(missed ? { missed } : {}) },
          tags: list.map((g) => goodTag(g.id)),
          bytes: body.length,
          ttlMs: LIST_ANSWER_MS * (0.75 + Math.random() / 2),
          staleMs: LIST_STALE_MS,
        };
      });
      // Every search that finds nothing counts for the owner, answered from the cache or not.
      if (kept.missed && req.query.keyword) catalog.recordMiss(req.query.keyword, req.lang);
      return sendKept(req, reply, kept, (twin) => listAnswers.grow(key, twin));
    },
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
    async (req, reply) =>
      reply.ok(await pricedCards(currencies, await catalog.goodsByIds(req.query.ids, req.lang), await pricerOf(req))),
  );

  app.get(
    '/good/:id',
    {
      // The same for every visitor of a language and currency: no anti-forgery token
      // minted and set per cookieless caller (the client asks GET /csrf before a write).
      config: { sharedAnswer: true },
      schema: {
        tags: ['catalog'],
        response: answer('GET /good/:id'),
        summary: 'A good with its SKUs',
        params: z.object({ id }),
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const currency = await currencies.forRequest(req);
      // The envelope serialized once (fastify sends bytes as they are): the same JSON as reply.ok.
      const key = `${id} ${apiVariant(req, currency)}`;
      const kept = await detailAnswers.get(key, async () => {
        const good = await pricedDetail(
          db,
          currencies,
          await catalog.getGood(id, req.lang),
          await currencies.pricer(currency),
        );
        const body = ownBytes(Buffer.from(JSON.stringify(reply.ok(good))));
        return { value: { body }, tags: [goodTag(id)], bytes: body.length, ttlMs: DETAIL_ANSWER_MS };
      });
      // Bytes of the envelope the schema declares (checked outside production like any answer).
      return sendKept(req, reply, kept, (twin) => detailAnswers.grow(key, twin));
    },
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
