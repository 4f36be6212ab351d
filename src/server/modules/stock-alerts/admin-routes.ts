// The waiting back-in-stock subscribers of a good's SKUs, for the admin's good screen
// (issue #41 item 3). Registered under /v1/admin (staff only, never cached).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../../../domain/api/answers.ts';
import { ADMIN_TAGS, idParam } from '../admin/schemas.ts';
import { createStockAlertsService } from './service.ts';

export const adminStockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const alerts = createStockAlertsService(app.deps.db);
  app.get(
    '/admin/goods/:id/stock-alerts',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('GET /admin/goods/:id/stock-alerts'),
        summary: "Waiting back-in-stock subscribers of a good's SKUs: counts per SKU and the newest 200",
        params: idParam,
      },
    },
    async (req, reply) => reply.ok(await alerts.waitingOf(req.params.id)),
  );
};
