// Orders API (SPEC 7): a customer's orders, per tab and one by one, and the customer's
// own actions. Another customer's order is a 404, exactly like an unknown id; a caller
// who is not signed in gets 301 before the request is validated.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../domain/api/answers.ts';
import { rowIdParam } from '../../../domain/api/ids.ts';
import { orderListQuery } from '../../../domain/orders/my-orders-schemas.ts';
import { customerRoute } from '../../plugins/contract.ts';
import { noStore, signedIn } from '../../plugins/session.ts';

const id = rowIdParam;
const tags = ['orders'];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.deps;
  app.addHook('preValidation', signedIn);
  app.addHook('onRoute', customerRoute);
  // Personal data: never kept by a browser or a proxy.
  app.addHook('onSend', noStore);

  app.get(
    '/order/list',
    {
      schema: {
        tags,
        response: answer('GET /order/list'),
        summary:
          'Your orders, newest first, per tab (all, pending_payment, pending_shipment, pending_receipt, after_sales)',
        querystring: orderListQuery,
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok(await orders.list(user.userId, req.query, req.lang));
    },
  );

  app.get(
    '/order/countByStatus',
    {
      schema: {
        tags,
        response: answer('GET /order/countByStatus'),
        summary: 'How many of your orders each tab of the order list holds',
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok(await orders.counts(user.userId));
    },
  );

  app.get(
    '/order/:id',
    {
      schema: {
        tags,
        response: answer('GET /order/:id'),
        summary: 'One of your orders with lines, address, amounts, payments and the actions you may take',
        params: z.object({ id }),
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok(await orders.detail(user.userId, req.params.id, req.lang));
    },
  );

  app.put(
    '/order/cancel/:id',
    {
      schema: {
        tags,
        response: answer('PUT /order/cancel/:id'),
        summary: 'Cancel an unpaid order: stock and coupon use go back, open payment attempts are cancelled',
        params: z.object({ id }),
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok(await orders.cancel(user.userId, req.params.id, req.lang), 'order_cancelled');
    },
  );

  app.put(
    '/order/confirm/:id',
    {
      schema: {
        tags,
        response: answer('PUT /order/confirm/:id'),
        summary: 'Confirm that a shipped order arrived',
        params: z.object({ id }),
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok(await orders.confirmReceipt(user.userId, req.params.id, req.lang), 'order_receipt_confirmed');
    },
  );
};
