// After-sale routes for staff (operators and owners). No staff session: 301; a
// customer's session: 403. The admin screens show the `actions` each request allows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../domain/api/answers.ts';
import { noStore } from '../../plugins/session.ts';
import { staffOnly } from '../../plugins/staff-session.ts';
import { auditActor } from '../admin/audit/record.ts';
import { shipBody } from '../tracking/schemas.ts';
import { idParam, rejectBody, staffListQuery } from './schemas.ts';
import type { StaffAfterSales } from './staff-service.ts';

const tags = ['admin'];

export const staffAfterSaleRoutes: FastifyPluginAsyncZod<{ service: StaffAfterSales }> = async (app, { service }) => {
  app.addHook('preValidation', staffOnly());
  app.addHook('onSend', noStore);

  app.get(
    '/admin/after-sales',
    {
      schema: {
        tags,
        response: answer('GET /admin/after-sales'),
        summary:
          'After-sale requests by status (1-4) and type (10, 20, 30): pending first, then newest first (sort=newest: newest first only)',
        querystring: staffListQuery.extend({ sort: z.enum(['pending_first', 'newest']).default('pending_first') }),
      },
    },
    async (req, reply) => reply.ok(await service.list(req.query, req.lang)),
  );

  app.get(
    '/admin/after-sales/:id',
    {
      schema: {
        tags,
        response: answer('GET /admin/after-sales/:id'),
        summary: 'One request with the customer, the order status, the refund and the actions allowed',
        params: idParam,
      },
    },
    async (req, reply) => reply.ok(await service.detail(req.params.id, req.lang)),
  );

  app.put(
    '/admin/after-sales/:id/approve',
    {
      schema: {
        tags,
        response: answer('PUT /admin/after-sales/:id/approve'),
        summary: 'Approve a pending request (an unshipped refund-only order is refunded at once; exchange: 50 -> 51)',
        params: idParam,
      },
    },
    async (req, reply) =>
      reply.ok(await service.approve(req.params.id, await auditActor(req), req.lang), 'after_sale_approved'),
  );

  app.put(
    '/admin/after-sales/:id/reject',
    {
      schema: {
        tags,
        response: answer('PUT /admin/after-sales/:id/reject'),
        summary: 'Reject with a reason the customer sees (order 40 -> 42 or 50 -> 52)',
        params: idParam,
        body: rejectBody,
      },
    },
    async (req, reply) =>
      reply.ok(
        await service.reject(req.params.id, req.body.reason, await auditActor(req), req.lang),
        'after_sale_rejected',
      ),
  );

  app.put(
    '/admin/after-sales/:id/receive',
    {
      schema: {
        tags,
        response: answer('PUT /admin/after-sales/:id/receive'),
        summary: 'The returned goods arrived (types 20, 30): their pieces go back in stock',
        params: idParam,
      },
    },
    async (req, reply) =>
      reply.ok(await service.receive(req.params.id, await auditActor(req), req.lang), 'after_sale_received'),
  );

  app.put(
    '/admin/after-sales/:id/refund',
    {
      schema: {
        tags,
        response: answer('PUT /admin/after-sales/:id/refund'),
        summary:
          'Refund through the original provider, once per request (a repeated call answers the same refund; a failed one is retried)',
        params: idParam,
      },
    },
    async (req, reply) => {
      const view = await service.refund(req.params.id, await auditActor(req), req.lang);
      return reply.ok(view, view.refund?.status === 'succeeded' ? 'after_sale_refunded' : 'after_sale_refund_pending');
    },
  );

  app.put(
    '/admin/after-sales/:id/complete',
    {
      schema: {
        tags,
        response: answer('PUT /admin/after-sales/:id/complete'),
        summary: 'The replacement of an exchange went out (51 -> 71)',
        params: idParam,
      },
    },
    async (req, reply) =>
      reply.ok(await service.complete(req.params.id, await auditActor(req), req.lang), 'after_sale_completed'),
  );

  app.post(
    '/admin/after-sales/:id/ship-replacement',
    {
      schema: {
        tags,
        response: answer('POST /admin/after-sales/:id/ship-replacement'),
        summary:
          "Ship an approved exchange's replacement after its return arrived (order stays 51 until complete): carrier, tracking number, phone tail",
        params: idParam,
        body: shipBody,
      },
    },
    async (req, reply) =>
      reply.ok(
        await service.shipReplacement(req.params.id, req.body, await auditActor(req), req.lang),
        'admin_orders_replacement_shipped',
      ),
  );
};
