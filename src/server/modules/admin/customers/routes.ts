// Admin customers API (issue #7, item 6): list and search, one customer with orders and
// addresses, disable and enable. Disabling ends every session of the customer in the
// same transaction (and the session lookup refuses disabled accounts, so a token
// rotated a moment before is refused too); sign-in then answers account_disabled.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../../domain/api/answers.ts';
import { withSelectKey } from '../../../../domain/api/select-key.ts';
import { notFound } from '../../../errors.ts';
import { auditActor, recordAudit } from '../audit/record.ts';
import { ADMIN_TAGS, adminPaging, idParam } from '../schemas.ts';
import { endCustomerSessions, listCustomers, lockCustomer, selectCustomer, setCustomerDisabled } from './queries.ts';

const listQuery = withSelectKey(
  adminPaging.extend({
    q: z.string().trim().max(100).optional(),
    disabled: z
      .enum(['true', 'false', '1', '0'], { message: 'admin_customer_filter_invalid' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  }),
  'q',
);

export const adminCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/admin/customers',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('GET /admin/customers'),
        summary:
          'Customers, newest first: search by email, username, mobile or id (q), filter disabled; orders, money spent and last sign-in',
        querystring: listQuery,
      },
    },
    async (req, reply) => reply.ok(await listCustomers(db, req.query)),
  );

  app.get(
    '/admin/customers/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('GET /admin/customers/:id'),
        summary: 'One customer: profile, sign-in methods, newest orders and addresses',
        params: idParam,
      },
    },
    async (req, reply) => {
      const customer = await selectCustomer(db, req.params.id, req.lang);
      if (!customer) throw notFound('admin_customer_not_found');
      return reply.ok(customer);
    },
  );

  for (const action of ['disable', 'enable'] as const) {
    const disabled = action === 'disable';
    app.put(
      `/admin/customers/:id/${action}`,
      {
        schema: {
          tags: ADMIN_TAGS,
          response: answer(disabled ? 'PUT /admin/customers/:id/disable' : 'PUT /admin/customers/:id/enable'),
          summary: disabled
            ? 'Disable a customer: sign-in is refused and every session ends at once'
            : 'Enable a disabled customer again (they sign in anew)',
          params: idParam,
        },
      },
      async (req, reply) => {
        const actor = await auditActor(req);
        const id = req.params.id;
        await db.transaction(async (tx) => {
          const user = await lockCustomer(tx, id);
          if (!user) throw notFound('admin_customer_not_found');
          if (user.disabled === disabled) return; // already so: nothing changes, nothing to log
          await setCustomerDisabled(tx, id, disabled);
          const revoked = disabled ? await endCustomerSessions(tx, id) : 0;
          await recordAudit(tx, actor, {
            action: `customer.${action}`,
            entity: 'customer',
            entityId: id,
            before: { email: user.email, disabled: user.disabled },
            after: disabled
              ? { email: user.email, disabled, sessions_ended: revoked }
              : { email: user.email, disabled },
          });
        });
        const customer = await selectCustomer(db, id, req.lang);
        if (!customer) throw notFound('admin_customer_not_found');
        return reply.ok(customer, disabled ? 'admin_customer_disabled' : 'admin_customer_enabled');
      },
    );
  }
};
