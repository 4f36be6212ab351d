// Mail the shop could not send (issue #16, item 5): owners see what is parked and why,
// and send it again once the cause (an address, the SMTP settings) is fixed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../../domain/api/answers.ts';
import { ApiCode } from '../../../../domain/api/codes.ts';
import { AppError } from '../../../errors.ts';
import { staffOnly } from '../../../plugins/staff-session.ts';
import { auditActor, recordAudit } from '../audit/record.ts';
import { adminPaging, idParam, OWNER_TAGS } from '../schemas.ts';
import { listOutbox, MAIL_FILTERS, requeue } from './queries.ts';

const query = adminPaging.extend({ status: z.enum(MAIL_FILTERS).default('failed') });

export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer } = app.deps;
  const owner = { preValidation: staffOnly('owner') };

  app.get(
    '/admin/mail',
    {
      schema: {
        tags: OWNER_TAGS,
        response: answer('GET /admin/mail'),
        summary: 'The mail outbox: parked mail (failed 8 times) with its last error, or mail still waiting (owners)',
        querystring: query,
      },
      ...owner,
    },
    async (req, reply) => reply.ok(await listOutbox(db, req.query)),
  );

  app.post(
    '/admin/mail/:id/retry',
    {
      schema: {
        tags: OWNER_TAGS,
        response: answer('POST /admin/mail/:id/retry'),
        summary: 'Send a parked mail again (owners)',
        params: idParam,
      },
      ...owner,
    },
    async (req, reply) => {
      const actor = await auditActor(req);
      const mail = await requeue(db, req.params.id);
      if (!mail) throw new AppError(ApiCode.notFound, 'admin_mail_not_parked');
      await recordAudit(db, actor, {
        action: 'mail.retry',
        entity: 'mail',
        entityId: req.params.id,
        after: { to: mail.to, subject: mail.subject },
      });
      await mailer.send(req.params.id);
      return reply.ok(null, 'admin_mail_requeued');
    },
  );
};
