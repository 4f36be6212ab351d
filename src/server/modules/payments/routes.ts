// Payments API (SPEC 7: POST /pay, GET /pay/PayStatus/{id}), the providers' webhooks
// and the demo gateway's hosted page.
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maskEmail } from '../../../domain/accounts/accounts.ts';
import { answer } from '../../../domain/api/answers.ts';
import { ApiCode } from '../../../domain/api/codes.ts';
import { rowIdParam } from '../../../domain/api/ids.ts';
import { parseLocale, pickText } from '../../../domain/i18n/locale.ts';
import { PAYMENT_PROVIDERS } from '../../../domain/orders/orders.ts';
import { AppError, notFound } from '../../errors.ts';
import { signedInOnly } from '../../plugins/contract.ts';
import { signedIn } from '../../plugins/session.ts';
import { demoPageHtml } from './demo-page.ts';
import { WebhookVerificationError } from './provider.ts';

const id = rowIdParam;

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.deps;

  app.get(
    '/pay/methods',
    {
      schema: {
        tags: ['payments'],
        response: answer('GET /pay/methods'),
        summary: 'Payment providers this shop offers now',
      },
    },
    async (_req, reply) => reply.ok(await payments.methods()),
  );

  app.post(
    '/pay',
    {
      schema: {
        tags: ['payments'],
        response: answer('POST /pay'),
        ...signedInOnly,
        summary: "Start paying an order: answers the provider's page to send the buyer to (a retry reuses the attempt)",
        body: z.object({ order_id: id, provider: z.enum(PAYMENT_PROVIDERS) }),
      },
      preValidation: signedIn,
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok(await payments.start(user.userId, req.body.order_id, req.body.provider, req.lang));
    },
  );

  app.get(
    '/pay/PayStatus/:id',
    {
      schema: {
        tags: ['payments'],
        response: answer('GET /pay/PayStatus/:id'),
        ...signedInOnly,
        summary: 'Pay status of a payment attempt: 1 pending, 2 paid, 3 cancelled',
        params: z.object({ id }),
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.header('cache-control', 'no-store').ok(await payments.status(user.userId, req.params.id));
    },
  );

  app.post(
    '/pay/purchase/:id',
    {
      schema: {
        tags: ['payments'],
        response: answer('POST /pay/purchase/:id'),
        ...signedInOnly,
        summary: 'Claim the analytics purchase event of a paid order (true only the first time)',
        params: z.object({ id }),
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      return reply.ok({ first: await payments.claimPurchase(user.userId, req.params.id) });
    },
  );

  app.get(
    '/pay/mail/:id',
    {
      schema: {
        tags: ['payments'],
        response: answer('GET /pay/mail/:id'),
        ...signedInOnly,
        summary: "Where the paid order's confirmation mail went (masked), or null when none leaves the shop",
        params: z.object({ id }),
      },
    },
    async (req, reply) => {
      const user = await req.requireUser();
      const to = await app.deps.orders.paidMailRecipient(user.userId, req.params.id);
      if (to === undefined) throw notFound();
      // Only a mail that really leaves the shop is announced: logged-only mail is not.
      const sent = to !== null && (await app.deps.mailer.delivers());
      return reply.header('cache-control', 'no-store').ok({ email: sent ? maskEmail(to) : null });
    },
  );

  // Webhooks: the signature covers the raw bytes, so this scope keeps the body as text.
  const webhooks: FastifyPluginAsyncZod = async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    hooks.post(
      '/pay/notify/:provider',
      {
        // Authenticated by the provider's signature over the body, never by cookies.
        config: { antiForgery: false },
        schema: {
          tags: ['payments'],
          // No session is read: the provider's signature (headers) over the raw body is checked.
          security: [],
          consumes: ['application/json'],
          documentedBody: {
            type: 'object',
            description: "The provider's event (PayPal or Stripe), checked by its signature over the raw bytes",
          },
          response: answer('POST /pay/notify/:provider'),
          summary: 'Provider webhooks (PayPal, Stripe): verified, applied once',
          params: z.object({ provider: z.enum(['paypal', 'stripe']) }),
        },
      },
      async (req, reply) => {
        const provider = await app.deps.paymentRegistry.get(req.params.provider);
        if (!provider) throw notFound();
        let event: Awaited<ReturnType<typeof provider.verifyWebhook>>;
        try {
          event = await provider.verifyWebhook({ headers: req.headers, rawBody: String(req.body ?? '') });
        } catch (err) {
          if (err instanceof WebhookVerificationError) {
            req.log.warn({ provider: req.params.provider, reason: err.message }, 'webhook rejected');
            throw new AppError(ApiCode.badRequest, 'webhook_invalid');
          }
          throw err;
        }
        return reply.ok({ result: await payments.webhook(req.params.provider, event) });
      },
    );
  };
  await app.register(webhooks);
};

/** The demo gateway's page, outside the API (a gateway's page is not JSON). */
export const demoGatewayRoutes: FastifyPluginAsync = async (app) => {
  const { payments, settings } = app.deps;

  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    '/pay/demo/:token',
    { schema: { hide: true } },
    async (req, reply) => {
      const lang = parseLocale(req.query.lang) ?? 'zh-cn';
      const checkout = await payments.demoCheckout(req.params.token);
      if (!checkout) return reply.code(404).type('text/plain').send('Not found');
      const s = await settings.get();
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          demoPageHtml({
            lang,
            merchant: pickText(s.seo_title, lang),
            orderNo: checkout.orderNo,
            amount: checkout.amount,
            currency: checkout.currency,
            open: checkout.open,
            action: `/pay/demo/${encodeURIComponent(req.params.token)}?lang=${lang}`,
            backUrl: payments.pageUrl('/result/fail', lang, {
              order_id: checkout.orderId,
              payment_id: checkout.paymentId,
            }),
          }),
        );
    },
  );

  app.post<{ Params: { token: string }; Querystring: { lang?: string }; Body: unknown }>(
    '/pay/demo/:token',
    // A gateway's page authenticates by the unguessable link, not by the shop's cookies.
    { schema: { hide: true }, config: { antiForgery: false } },
    async (req, reply) => {
      const lang = parseLocale(req.query.lang) ?? 'zh-cn';
      // The page's form, as text (app.ts reads forms so).
      const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
      const decision = form.get('decision') === 'pay' ? 'pay' : 'fail';
      const done = await payments.demoDecision(req.params.token, decision);
      if (!done) return reply.code(404).type('text/plain').send('Not found');
      const query = { order_id: done.orderId, payment_id: done.paymentId };
      const target =
        decision === 'pay'
          ? payments.pageUrl('/order/pay', lang, { ...query, return: 1 })
          : payments.pageUrl('/result/fail', lang, query);
      return reply.redirect(target, 303);
    },
  );
};
