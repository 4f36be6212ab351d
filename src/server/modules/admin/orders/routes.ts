// Admin orders API (issue #7 item 4): the list filtered by status, date, customer and
// order number; the CSV export of the same filters; the detail; staff cancellation of
// an unpaid order; staff notes. Shipping and tracking events are the tracking module's
// staff routes (/admin/orders/:id/ship, /admin/shipments/:id/events, /admin/carriers).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CSV_BOM,
  ORDER_EXPORT_MAX,
  ORDER_NO_FILTER_MAX,
  ORDER_NOTE_MAX,
  orderCsvFileName,
  parseStatusList,
} from '../../../../domain/admin/orders.ts';
import { answer } from '../../../../domain/api/answers.ts';
import { auditActor } from '../audit/record.ts';
import { ADMIN_TAGS, adminPaging, idParam, rowId } from '../schemas.ts';
import { createAdminOrders } from './service.ts';

const dateTime = z.iso.datetime({ offset: true, error: 'admin_orders_date_invalid' });

/** The filters of the list and the export. */
const filters = z
  .object({
    status: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const list = parseStatusList(v);
        if (list === null) {
          ctx.addIssue({ code: 'custom', message: 'admin_orders_status_invalid' });
          return z.NEVER;
        }
        return list;
      }),
    from: dateTime.optional(),
    to: dateTime.optional(),
    customer: z.string().trim().max(100, { error: 'admin_orders_customer_invalid' }).optional(),
    user_id: rowId.optional(),
    order_no: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{0,${ORDER_NO_FILTER_MAX}}$`), { error: 'admin_orders_order_no_invalid' })
      .optional(),
  })
  .refine((f) => !f.from || !f.to || Date.parse(f.from) <= Date.parse(f.to), {
    error: 'admin_orders_range_invalid',
    path: ['from'],
  });

const listQuery = z.intersection(filters, adminPaging);

const noteBody = z.object({
  body: z
    .string({ error: 'admin_orders_note_required' })
    .trim()
    .min(1, { error: 'admin_orders_note_required' })
    .max(ORDER_NOTE_MAX, { error: 'admin_orders_note_too_long' }),
});

/** The CSV export answers a file, not the envelope. */
const csvAnswer = {
  200: {
    description: 'The orders as CSV (UTF-8 with BOM)',
    content: { 'text/csv': { schema: z.string() } },
  },
};

export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, settings, config } = app.deps;
  const orders = createAdminOrders(db, async () => ({
    title: (await settings.get()).seo_title,
    origin: config.publicUrl,
  }));
  const tags = ADMIN_TAGS;

  app.get(
    '/admin/orders',
    {
      schema: {
        tags,
        response: answer('GET /admin/orders'),
        summary:
          'Orders newest first, by status (one or several: 10,20), created date range (from <= created < to), customer (email part or user id), order number (or its beginning)',
        querystring: listQuery,
      },
    },
    async (req, reply) => reply.ok(await orders.list(req.query, req.lang)),
  );

  app.get(
    '/admin/orders/export.csv',
    {
      schema: {
        tags,
        response: csvAnswer,
        summary: `The filtered orders as CSV (UTF-8 with BOM, header row in the caller's language), at most ${ORDER_EXPORT_MAX} rows (header X-Export-Truncated: 1 when more matched)`,
        querystring: filters,
      },
    },
    async (req, reply) => {
      const out = await orders.exportCsv(req.query, req.lang, ORDER_EXPORT_MAX);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${orderCsvFileName()}"`)
        .header('x-export-rows', String(out.rows))
        .header('x-export-truncated', out.truncated ? '1' : '0')
        .header('access-control-expose-headers', 'x-export-rows, x-export-truncated, content-disposition')
        .send(CSV_BOM + out.csv);
    },
  );

  app.get(
    '/admin/orders/:id',
    {
      schema: {
        tags,
        response: answer('GET /admin/orders/:id'),
        summary:
          'One order for staff: lines, address, amounts, payments and refunds, parcels with tracking events, after-sale requests, staff notes, timeline, customer and the actions allowed now',
        params: idParam,
      },
    },
    async (req, reply) => reply.ok(await orders.detail(req.params.id, req.lang)),
  );

  app.put(
    '/admin/orders/:id/cancel',
    {
      schema: {
        tags,
        response: answer('PUT /admin/orders/:id/cancel'),
        summary:
          'Cancel an unpaid order as staff (1 -> 60): stock and coupon use back, payment attempts cancelled; a paid order answers 409',
        params: idParam,
      },
    },
    async (req, reply) =>
      reply.ok(await orders.cancel(req.params.id, await auditActor(req), req.lang), 'admin_orders_cancelled'),
  );

  app.post(
    '/admin/orders/:id/notes',
    {
      schema: {
        tags,
        response: answer('POST /admin/orders/:id/notes'),
        summary: `Add a staff note to an order (1-${ORDER_NOTE_MAX} characters; never shown to the customer)`,
        params: idParam,
        body: noteBody,
      },
    },
    async (req, reply) =>
      reply.ok(await orders.addNote(req.params.id, req.body.body, await auditActor(req)), 'admin_orders_note_added'),
  );
};
