// GET /v1/admin/audit: the audit log, owners only (it shows every staff member's work).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../../domain/api/answers.ts';
import { staffOnly } from '../../../plugins/staff-session.ts';
import { adminPaging, isoDateTime, OWNER_TAGS } from '../schemas.ts';
import { listAudit } from './queries.ts';

const query = adminPaging.extend({
  staff_id: z.coerce.number().int().min(1).optional(),
  entity: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(40).optional(),
  action: z.string().trim().max(60).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
});

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      schema: {
        tags: OWNER_TAGS,
        response: answer('GET /admin/audit'),
        summary: 'The audit log, newest first: who changed what, when, before and after (owners)',
        querystring: query,
      },
      preValidation: staffOnly('owner'),
    },
    async (req, reply) => reply.ok(await listAudit(app.deps.db, req.query)),
  );
};
