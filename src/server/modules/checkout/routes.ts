// Checkout API (SPEC 7, under /v2): the priced preview and placing an order.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../domain/api/answers.ts';
import { guessCountry } from '../../../domain/money/currency.ts';
import { customerRoute } from '../../plugins/contract.ts';
import { noStore, signedIn } from '../../plugins/session.ts';
import { confirmBody, idempotencyKey, importEstimateQuery, placeBody } from './schemas.ts';
import { createCheckoutService } from './service.ts';

/** The checkout service of the app's dependencies (both plugins below). */
function checkoutOf(app: FastifyInstance) {
  const { db, settings, config, currencies } = app.deps;
  return createCheckoutService(db, settings, currencies, {
    payMinutes: config.payments.deadlineMinutes,
    publicUrl: config.publicUrl,
  });
}

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { currencies } = app.deps;
  const checkout = checkoutOf(app);
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

/**
 * What the parcel will cost at the door before an address is chosen (issue #40): for
 * visitors too, so outside the signed-in checkout routes. The destination is the one
 * asked for, else the customer's default address, else the visitor's likely country
 * (a trusted proxy's header, else the browser's language region).
 */
export const importEstimateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, currencies } = app.deps;
  const checkout = checkoutOf(app);

  app.get(
    '/order/import-estimate',
    {
      // Depends on the caller's account, language and headers: never kept by a proxy.
      onSend: noStore,
      schema: {
        tags: ['checkout'],
        response: answer('GET /v2/order/import-estimate'),
        summary:
          'Taxes and duties a destination adds to these goods (DDP: collected at checkout; DDU: the estimate the carrier may collect), before an address is chosen',
        querystring: importEstimateQuery,
      },
    },
    async (req, reply) => {
      const user = await req.currentUser();
      const country =
        req.query.country ??
        (user ? await checkout.defaultCountry(user.userId) : undefined) ??
        guessCountry({
          country: config.countryHeader ? headerText(req.headers[config.countryHeader]) : undefined,
          acceptLanguage: req.headers['accept-language'],
        });
      const estimate = await checkout.importEstimate(
        req.query.items,
        country,
        req.lang,
        await currencies.forRequest(req),
      );
      return reply.ok(estimate);
    },
  );
};

const headerText = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
