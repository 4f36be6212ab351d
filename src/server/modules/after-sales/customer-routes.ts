// After-sale routes for customers (SPEC 7: GET /order/afterSaleList). Another
// customer's order or request is a 404, like an unknown id; a caller who is not signed
// in gets 301 before the request is validated. `/order/afterSaleList` and
// `/order/after-sale/:id` are static segments, so they never reach `/order/:id`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../../../domain/api/answers.ts';
import { customerRoute } from '../../plugins/contract.ts';
import { noStore, signedIn } from '../../plugins/session.ts';
import type { CustomerAfterSales } from './customer-service.ts';
import { applyBody, customerListQuery, idParam, returnParcelBody } from './schemas.ts';

const tags = ['after-sales'];

export const customerAfterSaleRoutes: FastifyPluginAsyncZod<{ service: CustomerAfterSales }> = async (
  app,
  { service },
) => {
  app.addHook('preValidation', signedIn);
  app.addHook('onRoute', customerRoute);
  // Personal data: never kept by a browser or a proxy.
  app.addHook('onSend', noStore);

  app.get(
    '/order/:id/after-sale',
    {
      schema: {
        tags,
        response: answer('GET /order/:id/after-sale'),
        summary: "An order's after-sale options: the types allowed now (or why none), reasons, its requests",
        params: idParam,
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok(await service.options(user.userId, req.params.id, req.lang));
    },
  );

  app.post(
    '/order/:id/after-sale',
    {
      schema: {
        tags,
        response: answer('POST /order/:id/after-sale'),
        summary:
          'Apply for after-sale service: type 10 refund only, 20 refund and return, 30 exchange; lines default to the whole order',
        params: idParam,
        body: applyBody,
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok(await service.apply(user.userId, req.params.id, req.body, req.lang), 'after_sale_applied');
    },
  );

  app.get(
    '/order/afterSaleList',
    {
      schema: {
        tags,
        response: answer('GET /order/afterSaleList'),
        summary: 'Your after-sale requests, newest first',
        querystring: customerListQuery,
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok(await service.list(user.userId, req.query, req.lang));
    },
  );

  app.get(
    '/order/after-sale/:id',
    {
      schema: {
        tags,
        response: answer('GET /order/after-sale/:id'),
        summary: 'One of your after-sale requests',
        params: idParam,
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok(await service.detail(user.userId, req.params.id, req.lang));
    },
  );

  app.put(
    '/order/after-sale/:id/cancel',
    {
      schema: {
        tags,
        response: answer('PUT /order/after-sale/:id/cancel'),
        summary: 'Withdraw a pending request: it is cancelled (status 2) and the order goes back to where it was',
        params: idParam,
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok(await service.cancel(user.userId, req.params.id, req.lang), 'after_sale_cancelled');
    },
  );

  app.put(
    '/order/after-sale/:id/return',
    {
      schema: {
        tags,
        response: answer('PUT /order/after-sale/:id/return'),
        summary: 'The parcel the goods go back in (types 20 and 30, once approved): carrier code and tracking number',
        params: idParam,
        body: returnParcelBody,
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok(
        await service.setReturnParcel(user.userId, req.params.id, req.body, req.lang),
        'after_sale_return_saved',
      );
    },
  );
};
