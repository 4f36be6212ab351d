// Admin coupons (issue #7, item 7): list with search and state filter, create, edit,
// enable / disable, and delete while no order has used the coupon. Checkout reads the
// same rows (src/server/modules/checkout/queries.ts selectCoupon), so a change applies
// to the very next preview. Every change is audited in its own transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminPage } from '../../../../domain/admin/admin.ts';
import {
  COUPON_FILTERS,
  type CouponFilter,
  type CouponInput,
  type CouponView,
  couponInputProblem,
  couponState,
  normalizeCouponCode,
} from '../../../../domain/admin/marketing.ts';
import { answer } from '../../../../domain/api/answers.ts';
import { withSelectKey } from '../../../../domain/api/select-key.ts';
import type { Executor } from '../../../db/client.ts';
import { pgError } from '../../../db/pg-errors.ts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import { auditActor, recordAudit } from '../audit/record.ts';
import { ADMIN_TAGS, type AdminPaging, adminPaging, i18nTextInput, idParam } from '../schemas.ts';
import {
  type CouponRow,
  countOrdersWithCoupon,
  couponCodeTaken,
  deleteCoupon,
  insertCoupon,
  lockCoupon as lockCouponRow,
  selectCouponPage,
  selectCouponWithOrders,
  updateCoupon,
} from './coupon-queries.ts';

const listQuery = withSelectKey(
  adminPaging.extend({
    q: z.string().trim().max(100).optional(),
    status: z.enum(COUPON_FILTERS).optional(),
  }),
  'q',
);

const nullableInt = z.union([z.number(), z.null()], { message: 'coupon_limit_invalid' }).default(null);

/** The shape only; the rules (code format, value by kind, dates, limits) are couponInputProblem's. */
const couponBody = z.object({
  code: z.string({ message: 'coupon_code_format' }).max(64, { message: 'coupon_code_format' }),
  kind: z.number({ message: 'coupon_kind_invalid' }),
  value: z.number({ message: 'coupon_value_positive' }),
  min_spend: z.number({ message: 'admin_amount_invalid' }).default(0),
  starts_at: z.string({ message: 'coupon_date_invalid' }).max(40, { message: 'coupon_date_invalid' }),
  ends_at: z.string({ message: 'coupon_date_invalid' }).max(40, { message: 'coupon_date_invalid' }),
  total_limit: nullableInt,
  per_customer_limit: nullableInt,
  enabled: z.boolean().default(true),
  description: i18nTextInput(200).default({ 'zh-cn': '', en: '' }),
});

/** An offset date-time only (2025-01-01T00:00:00Z or +08:00): a bare date would mean the server's zone. */
const OFFSET_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

function checked(input: CouponInput, used = 0): CouponInput {
  if (!OFFSET_DATE_TIME.test(input.starts_at) || !OFFSET_DATE_TIME.test(input.ends_at)) {
    throw badRequest('coupon_date_invalid');
  }
  const problem = couponInputProblem(input, used);
  if (problem === 'coupon_limit_below_used') throw badRequest(problem, { used });
  if (problem) throw badRequest(problem);
  return { ...input, code: normalizeCouponCode(input.code) };
}

function view(c: CouponRow & { orderCount?: number }, now = new Date()): CouponView {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    value: c.value,
    min_spend: c.minSpend,
    starts_at: c.startsAt.toISOString(),
    ends_at: c.endsAt.toISOString(),
    total_limit: c.totalLimit,
    per_customer_limit: c.perCustomerLimit,
    used: c.used,
    enabled: c.enabled,
    description: c.description,
    state: couponState(c, now),
    order_count: c.orderCount ?? 0,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

const columns = (input: CouponInput) => ({
  code: input.code,
  kind: input.kind,
  value: input.value,
  minSpend: input.min_spend,
  startsAt: new Date(input.starts_at),
  endsAt: new Date(input.ends_at),
  totalLimit: input.total_limit,
  perCustomerLimit: input.per_customer_limit,
  enabled: input.enabled,
  description: input.description,
});

async function listCoupons(
  db: Executor,
  f: AdminPaging & { q?: string; status?: CouponFilter },
): Promise<AdminPage<CouponView>> {
  const { rows, total } = await selectCouponPage(db, f);
  const now = new Date();
  return {
    list: rows.map((r) => view({ ...r.coupon, orderCount: r.orderCount }, now)),
    total,
    page: f.page,
    page_size: f.page_size,
  };
}

async function lockCoupon(tx: Executor, id: number) {
  const row = await lockCouponRow(tx, id);
  if (!row) throw notFound('admin_coupon_not_found');
  return row;
}

async function selectCouponView(db: Executor, id: number): Promise<CouponView> {
  const row = await selectCouponWithOrders(db, id);
  if (!row) throw notFound('admin_coupon_not_found');
  return view({ ...row.coupon, orderCount: row.orderCount });
}

/** The code is unique whatever its case (index coupons_code_upper): a clear 409 instead of a 500. */
async function refuseTakenCode(tx: Executor, code: string, exceptId = 0) {
  if (await couponCodeTaken(tx, code, exceptId)) throw conflict('coupon_code_taken', { code });
}

function uniqueViolation(err: unknown, code: string): never {
  if (pgError(err).constraint === 'coupons_code_upper') throw conflict('coupon_code_taken', { code });
  throw err;
}

/** The record as the audit log keeps it: the API's fields. */
const audited = (c: CouponRow) => {
  const { state: _s, order_count: _o, created_at: _c, updated_at: _u, ...rest } = view(c);
  return rest;
};

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const currency = async () => (await app.deps.settings.get()).currency;

  app.get(
    '/admin/coupons',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('GET /admin/coupons'),
        summary: 'Coupons, newest first: search code or description (q), filter by status; with the shop currency',
        querystring: listQuery,
      },
    },
    async (req, reply) => {
      const [page, cur] = await Promise.all([listCoupons(db, req.query), currency()]);
      return reply.ok({ ...page, currency: cur });
    },
  );

  app.get(
    '/admin/coupons/:id',
    {
      schema: { tags: ADMIN_TAGS, response: answer('GET /admin/coupons/:id'), summary: 'One coupon', params: idParam },
    },
    async (req, reply) => reply.ok(await selectCouponView(db, req.params.id)),
  );

  app.post(
    '/admin/coupons',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('POST /admin/coupons'),
        summary: 'Create a coupon (code stored in upper case; fixed amounts in the shop currency minor units)',
        body: couponBody,
      },
    },
    async (req, reply) => {
      const input = checked(req.body);
      const actor = await auditActor(req);
      const id = await db
        .transaction(async (tx) => {
          await refuseTakenCode(tx, input.code);
          const row = await insertCoupon(tx, columns(input));
          if (!row) throw new Error('coupon insert returned nothing');
          await recordAudit(tx, actor, {
            action: 'coupon.create',
            entity: 'coupon',
            entityId: row.id,
            after: audited(row),
          });
          return row.id;
        })
        .catch((err) => uniqueViolation(err, input.code));
      return reply.ok(await selectCouponView(db, id));
    },
  );

  app.put(
    '/admin/coupons/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('PUT /admin/coupons/:id'),
        summary: 'Edit a coupon (the total limit cannot go below the uses already made)',
        params: idParam,
        body: couponBody,
      },
    },
    async (req, reply) => {
      const id = req.params.id;
      const actor = await auditActor(req);
      // The shape first (a bad code or dates answer before any lock).
      checked(req.body);
      await db
        .transaction(async (tx) => {
          const before = await lockCoupon(tx, id);
          const input = checked(req.body, before.used);
          await refuseTakenCode(tx, input.code, id);
          const after = await updateCoupon(tx, id, columns(input));
          if (!after) throw notFound('admin_coupon_not_found');
          await recordAudit(tx, actor, {
            action: 'coupon.update',
            entity: 'coupon',
            entityId: id,
            before: audited(before),
            after: audited(after),
          });
        })
        .catch((err) => uniqueViolation(err, normalizeCouponCode(req.body.code)));
      return reply.ok(await selectCouponView(db, id));
    },
  );

  for (const action of ['enable', 'disable'] as const) {
    app.put(
      `/admin/coupons/:id/${action}`,
      {
        schema: {
          tags: ADMIN_TAGS,
          response: answer(action === 'disable' ? 'PUT /admin/coupons/:id/disable' : 'PUT /admin/coupons/:id/enable'),
          summary:
            action === 'disable'
              ? 'Disable a coupon: checkout stops accepting it (orders already placed keep their discount)'
              : 'Enable a coupon again',
          params: idParam,
        },
      },
      async (req, reply) => {
        const id = req.params.id;
        const actor = await auditActor(req);
        const enabled = action === 'enable';
        await db.transaction(async (tx) => {
          const before = await lockCoupon(tx, id);
          if (before.enabled === enabled) return;
          await updateCoupon(tx, id, { enabled });
          await recordAudit(tx, actor, {
            action: `coupon.${action}`,
            entity: 'coupon',
            entityId: id,
            before: { code: before.code, enabled: before.enabled },
            after: { code: before.code, enabled },
          });
        });
        return reply.ok(await selectCouponView(db, id));
      },
    );
  }

  app.delete(
    '/admin/coupons/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('DELETE /admin/coupons/:id'),
        summary: 'Delete a coupon no order has used (a used one can only be disabled)',
        params: idParam,
      },
    },
    async (req, reply) => {
      const id = req.params.id;
      const actor = await auditActor(req);
      await db
        .transaction(async (tx) => {
          const before = await lockCoupon(tx, id);
          if (before.used > 0 || (await countOrdersWithCoupon(tx, id)) > 0) throw conflict('coupon_in_use');
          await deleteCoupon(tx, id);
          await recordAudit(tx, actor, {
            action: 'coupon.delete',
            entity: 'coupon',
            entityId: id,
            before: audited(before),
          });
        })
        .catch((err) => {
          // An order placed with it meanwhile (foreign key): it is in use after all.
          if (pgError(err).code === '23503') throw conflict('coupon_in_use');
          throw err;
        });
      return reply.ok(null, 'admin_coupon_deleted');
    },
  );
};
