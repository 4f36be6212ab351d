// POST /v1/good/stock-alert (issue #41 item 3): "Notify me" on a sold-out SKU. A
// signed-in customer subscribes with the account's email in one click; a visitor gives
// an email and passes the captcha (dots, key: the same fields and check as sign-in).
// Limited per IP through the shared limits store; twice is one subscription.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../../../domain/api/answers.ts';
import { ApiCode } from '../../../domain/api/codes.ts';
import { stockAlertBody } from '../../../domain/catalog/stock-alert-schemas.ts';
import { AppError } from '../../errors.ts';
import { perIp } from '../limits/request-limits.ts';
import { createStockAlertsService } from './service.ts';

export const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, captcha, currencies, requestLimits } = app.deps;
  const alerts = createStockAlertsService(db);

  app.post(
    '/good/stock-alert',
    {
      preValidation: perIp(requestLimits.stockAlerts),
      schema: {
        tags: ['catalog'],
        response: answer('POST /good/stock-alert'),
        summary: 'Be mailed once when a sold-out SKU is back in stock (visitors: email and captcha)',
        description:
          'Only a SKU whose stock is 0, of a good on shelf. A signed-in customer is subscribed with the account email (`email` is ignored); a visitor sends `email` with the captcha answer (`dots`) and id (`key`). Subscribing again while the first waits answers the same subscription (`created: false`). The mail goes in the language and currency of this request.',
        body: stockAlertBody,
      },
    },
    async (req, reply) => {
      const user = await req.currentUser();
      let email = user?.email;
      if (!user) {
        if (!req.body.email) throw new AppError(ApiCode.badRequest, 'stock_alert_email_required');
        const { key, dots } = req.body;
        if (!(await captcha.consume(key, dots))) {
          throw new AppError(ApiCode.badRequest, key && dots ? 'captcha_wrong' : 'captcha_required');
        }
        email = req.body.email;
      }
      const done = await alerts.subscribe({
        skuId: req.body.sku_id,
        email: email as string,
        userId: user?.userId ?? null,
        lang: req.lang,
        currency: await currencies.forRequest(req),
      });
      return reply.header('cache-control', 'no-store').ok(done, 'stock_alert_created');
    },
  );
};
