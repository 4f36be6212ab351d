// Cart API (PRODUCT "Stock and checkout"): a customer's cart on the server, and a
// public preview that prices a visitor's browser cart the same way. Every answer is
// the whole cart (lines, flags, totals); personal, so never cached.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../../../domain/api/answers.ts';
import { type Cart, cartTotals } from '../../../domain/cart/cart.ts';
import {
  addBody,
  mergeBody,
  previewQuery,
  removeQuery,
  selectAllBody,
  skuIdParams,
  updateBody,
} from '../../../domain/cart/schemas.ts';
import { signedInOnly } from '../../plugins/contract.ts';
import { createCartService } from './service.ts';

const tags = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, settings, currencies } = app.deps;
  const cart = createCartService(db, async () => (await settings.get()).currency);
  /** The cart in the shopper's currency (issue #21): lines converted (or their fixed price), totals summed again. */
  async function priced(req: FastifyRequest, data: Cart): Promise<Cart> {
    const pricer = await currencies.pricer(await currencies.forRequest(req));
    if (pricer.currency === pricer.shop) return data;
    const fixed = await currencies.fixedPrices(
      db,
      data.lines.map((l) => l.sku_id),
      pricer,
    );
    const lines = data.lines.map((l) => ({
      ...l,
      price: pricer.product(l.price, fixed.get(l.sku_id)),
      currency: pricer.currency,
    }));
    return { ...data, lines, ...cartTotals(lines, pricer.currency) };
  }
  const send = async (req: FastifyRequest, reply: FastifyReply, data: Cart) =>
    reply.header('cache-control', 'no-store').ok(await priced(req, data));
  /** Customers only: a visitor gets 301 before the payload is even looked at. */
  const onRequest = async (req: FastifyRequest) => {
    await req.requireUser();
  };

  app.get(
    '/cart',
    {
      onRequest,
      schema: {
        tags,
        response: answer('GET /cart'),
        ...signedInOnly,
        summary: "The customer's cart with flags and totals",
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      return send(req, reply, await cart.view(userId, req.lang));
    },
  );

  app.get(
    '/cart/preview',
    {
      schema: {
        tags,
        response: answer('GET /cart/preview'),
        summary: "A visitor's browser cart priced and flagged (public): items=skuId:qty,skuId:qty",
        querystring: previewQuery,
      },
    },
    async (req, reply) => send(req, reply, await cart.preview(req.query.items, req.lang)),
  );

  app.post(
    '/cart',
    {
      onRequest,
      schema: {
        tags,
        response: answer('POST /cart'),
        ...signedInOnly,
        summary: 'Add a quantity of a SKU (adds to its line)',
        body: addBody,
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      return send(req, reply, await cart.add(userId, req.body.sku_id, req.body.quantity, req.lang));
    },
  );

  app.put(
    '/cart',
    {
      onRequest,
      schema: {
        tags,
        response: answer('PUT /cart'),
        ...signedInOnly,
        summary: 'Set the quantity and/or the selection of a line',
        body: updateBody,
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      return send(req, reply, await cart.update(userId, req.body, req.lang));
    },
  );

  app.put(
    '/cart/select',
    {
      onRequest,
      schema: {
        tags,
        response: answer('PUT /cart/select'),
        ...signedInOnly,
        summary: 'Select or clear every line',
        body: selectAllBody,
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      return send(req, reply, await cart.selectAll(userId, req.body.selected, req.lang));
    },
  );

  app.delete(
    '/cart/:sku_id',
    {
      onRequest,
      schema: {
        tags,
        response: answer('DELETE /cart/:sku_id'),
        ...signedInOnly,
        summary: 'Remove a line',
        params: skuIdParams,
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      return send(req, reply, await cart.remove(userId, [req.params.sku_id], req.lang));
    },
  );

  app.delete(
    '/cart',
    {
      onRequest,
      schema: {
        tags,
        response: answer('DELETE /cart'),
        ...signedInOnly,
        summary: 'Remove several lines: sku_ids=1,2',
        querystring: removeQuery,
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      return send(req, reply, await cart.remove(userId, req.query.sku_ids, req.lang));
    },
  );

  app.post(
    '/cart/merge',
    {
      onRequest,
      schema: {
        tags,
        response: answer('POST /cart/merge'),
        ...signedInOnly,
        summary: "Add a visitor's browser cart at login; answers the merged cart",
        body: mergeBody,
      },
    },
    async (req, reply) => {
      const { userId } = await req.requireUser();
      return send(req, reply, await cart.merge(userId, req.body.lines, req.lang));
    },
  );
};
