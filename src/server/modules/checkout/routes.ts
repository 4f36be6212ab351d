// Checkout API (SPEC 7, under /v2): the priced preview and placing an order.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../domain/api/answers.ts';
import { customerRoute } from '../../plugins/contract.ts';
import { signedIn } from '../../plugins/session.ts';
import { confirmBody, idempotencyKey, placeBody } from './schemas.ts';
import { createCheckoutService } from './service.ts';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, settings, config, currencies } = app.deps;
  const checkout = createCheckoutService(db, settings, currencies, {
    payMinutes: config.payments.deadlineMinutes,
    publicUrl: config.publicUrl,
  });
  app.addHook('preValidation', signedIn);
  app.addHook('onRoute', customerRoute);

  app.post(
    '/order/confirm',
    {
      schema: {
        tags: ['checkout'],
        response: answer('POST /v2/order/confirm'),
        summary: 'Priced preview of an order (lines, shipping, coupon, total), computed on the server',
        body: confirmBody,
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok(await checkout.preview(user.userId, req.body, req.lang, await currencies.forRequest(req)));
    },
  );

  app.post(
    '/order',
    {
      schema: {
        tags: ['checkout'],
        response: answer('POST /v2/order'),
        summary:
          "Place an order in the request's currency at the rate in force (recomputed; stock taken; `rate` = the confirmed rate, else 409 rate_changed; a retried Idempotency-Key returns the same order)",
        body: placeBody,
        headers: z.object({ 'idempotency-key': idempotencyKey }),
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      const { order, replayed } = await checkout.place(user.userId, req.body, {
        client: req.client,
        idempotencyKey: req.headers['idempotency-key'],
        lang: req.lang,
        email: user.email,
        currency: await currencies.forRequest(req),
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.ok(order, 'order_placed');
    },
  );
};
