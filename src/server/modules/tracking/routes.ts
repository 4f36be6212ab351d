// Tracking API: the customer's parcel (SPEC 7 GET /order/{id}/express) and the staff's
// calls under /admin (ship an order, add an event, list carriers). Both scopes share
// one service, so concurrent Kuaidi100 lookups of a parcel share one call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../domain/api/answers.ts';
import { rowIdParam } from '../../../domain/api/ids.ts';
import { customerRoute } from '../../plugins/contract.ts';
import { noStore, signedIn } from '../../plugins/session.ts';
import { staffOnly } from '../../plugins/staff-session.ts';
import { auditActor } from '../admin/audit/record.ts';
import { createTrackingRegistry } from './registry.ts';
import { shipBody, trackingEventBody } from './schemas.ts';
import { createTrackingService, type TrackingService } from './service.ts';

const id = rowIdParam;

const customerRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (app, { tracking }) => {
  // Not signed in answers 301 before anything else; personal data is never cached.
  app.addHook('preValidation', signedIn);
  app.addHook('onRoute', customerRoute);
  app.addHook('onSend', noStore);

  app.get(
    '/order/:id/express',
    {
      schema: {
        tags: ['orders'],
        response: answer('GET /order/:id/express'),
        summary: "Your order's parcel: carrier, tracking number and events newest first (null before it ships)",
        params: z.object({ id }),
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok(await tracking.express(user.userId, req.params.id, req.lang));
    },
  );
};

const staffRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (app, { tracking }) => {
  app.addHook('preValidation', staffOnly());
  app.addHook('onSend', noStore);
  const tags = ['admin'];

  app.post(
    '/orders/:id/ship',
    {
      schema: {
        tags,
        response: answer('POST /admin/orders/:id/ship'),
        summary: 'Ship a paid order with a carrier and tracking number (pending shipment -> pending receipt)',
        params: z.object({ id }),
        body: shipBody,
      },
    },
    async (req, reply) => {
      return reply.ok(
        await tracking.shipOrder(req.params.id, req.body, await auditActor(req), req.lang),
        'order_shipped',
      );
    },
  );

  app.post(
    '/shipments/:id/events',
    {
      schema: {
        tags,
        response: answer('POST /admin/shipments/:id/events'),
        summary: 'Add a tracking event by hand (shown while Kuaidi100 is not configured)',
        params: z.object({ id }),
        body: trackingEventBody,
      },
    },
    async (req, reply) => {
      return reply.ok(
        await tracking.addTrackingEvent(req.params.id, req.body, await auditActor(req)),
        'tracking_event_added',
      );
    },
  );

  app.get(
    '/carriers',
    { schema: { tags, response: answer('GET /admin/carriers'), summary: 'Carriers with Kuaidi100 codes and names' } },
    async (req, reply) => reply.ok(tracking.carriers(req.lang)),
  );
};

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, settings, config } = app.deps;
  const registry = createTrackingRegistry({ db, settings, kuaidi100ApiUrl: config.kuaidi100ApiUrl, logger: app.log });
  const tracking = createTrackingService({ db, settings, registry, publicUrl: config.publicUrl });
  await app.register(customerRoutes, { tracking });
  await app.register(staffRoutes, { tracking, prefix: '/admin' });
};
