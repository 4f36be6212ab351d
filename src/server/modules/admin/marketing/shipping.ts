// Admin shipping rules (issue #7, item 7): one rule per destination country and the
// default rule (country NULL) for every other country. Checkout takes the enabled rule
// of the address's country, else the default; with neither, shipping is free
// (NO_SHIPPING_RULE), so the default rule can be edited but not disabled or deleted.
// Fees are minor units of the shop currency (settings `currency`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import countries from 'i18n-iso-countries/index.js'; // no languages needed (settings/service.ts)
import { z } from 'zod';
import {
  type CountryOption,
  type ShippingRuleInput,
  type ShippingRuleView,
  shippingRuleProblem,
} from '../../../../domain/admin/marketing.ts';
import { answer } from '../../../../domain/api/answers.ts';
import type { Locale } from '../../../../domain/i18n/locale.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { countryName } from '../../settings/service.ts';
import {
  addShippingRule,
  allShippingRules,
  changeShippingRule,
  findShippingRule,
  type ShippingRuleRow as Row,
  removeShippingRule,
  setShippingRuleEnabled,
  shippingRuleTaken,
} from '../../shipping/service.ts';
import { auditActor, recordAudit } from '../audit/record.ts';
import { ADMIN_TAGS, idParam } from '../schemas.ts';

/** ISO 3166-1 alpha-2 codes (the same data the shop's country names come from). */
const ISO_COUNTRIES = new Set(Object.keys(countries.getAlpha2Codes()));

const money = () => z.number({ message: 'admin_amount_invalid' });

const ruleBody = z.object({
  country: z
    .union([z.string().trim().max(8), z.null()], { message: 'shipping_country_invalid' })
    .transform((c) => (c === null || c === '' ? null : c.toUpperCase())),
  first_fee: money(),
  additional_fee: money().default(0),
  free_threshold: z.union([z.number(), z.null()], { message: 'admin_amount_invalid' }).default(null),
  enabled: z.boolean().default(true),
});

function checked(input: ShippingRuleInput): ShippingRuleInput {
  if (input.country !== null && !ISO_COUNTRIES.has(input.country)) throw badRequest('shipping_country_invalid');
  const problem = shippingRuleProblem(input);
  if (problem) throw badRequest(problem);
  return input;
}

function view(r: Row, lang: Locale): ShippingRuleView {
  return {
    id: r.id,
    country: r.country,
    country_name: r.country ? countryName(r.country, lang) : '',
    first_fee: r.firstFee,
    additional_fee: r.additionalFee,
    free_threshold: r.freeThreshold,
    enabled: r.enabled,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The record as the audit log keeps it: the API's fields. */
const audited = (r: Row) => {
  const { country_name: _n, created_at: _c, updated_at: _u, ...rest } = view(r, 'en');
  return rest;
};

export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, settings, catalog } = app.deps;
  // The storefront shows the rates (shipping policy, free-shipping notes): cached pages go.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' && reply.statusCode < 300) catalog.invalidate();
    return payload;
  });

  async function one(id: number, lang: Locale) {
    const row = await findShippingRule(db, id);
    if (!row) throw notFound('admin_shipping_rule_not_found');
    return view(row, lang);
  }

  app.get(
    '/admin/shipping-rules',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('GET /admin/shipping-rules'),
        summary:
          'Every shipping rule (the default one first), the shop currency, and the countries to choose from in the caller language',
      },
    },
    async (req, reply) => {
      const [rows, s] = await Promise.all([allShippingRules(db), settings.get()]);
      const shipped = new Set(s.country_list);
      const options: CountryOption[] = [...ISO_COUNTRIES]
        .map((code) => ({ code, name: countryName(code, req.lang), shipped: shipped.has(code) }))
        .sort((a, b) => Number(b.shipped) - Number(a.shipped) || a.name.localeCompare(b.name, req.lang));
      return reply.ok({ list: rows.map((r) => view(r, req.lang)), currency: s.currency, countries: options });
    },
  );

  app.post(
    '/admin/shipping-rules',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('POST /admin/shipping-rules'),
        summary: 'Create a shipping rule for a country (or the default rule, country null); fees in minor units',
        body: ruleBody,
      },
    },
    async (req, reply) => {
      const input = checked(req.body);
      const actor = await auditActor(req);
      const id = await db
        .transaction(async (tx) => {
          const row = await addShippingRule(tx, input);
          await recordAudit(tx, actor, {
            action: 'shipping_rule.create',
            entity: 'shipping_rule',
            entityId: row.id,
            after: audited(row),
          });
          return row.id;
        })
        .catch((err) => shippingRuleTaken(err, input.country));
      return reply.ok(await one(id, req.lang));
    },
  );

  app.put(
    '/admin/shipping-rules/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('PUT /admin/shipping-rules/:id'),
        summary: 'Edit a shipping rule (the default rule stays the default and enabled)',
        params: idParam,
        body: ruleBody,
      },
    },
    async (req, reply) => {
      const id = req.params.id;
      const input = checked(req.body);
      const actor = await auditActor(req);
      await db
        .transaction(async (tx) => {
          const { before, after } = await changeShippingRule(tx, id, input);
          await recordAudit(tx, actor, {
            action: 'shipping_rule.update',
            entity: 'shipping_rule',
            entityId: id,
            before: audited(before),
            after: audited(after),
          });
        })
        .catch((err) => shippingRuleTaken(err, input.country));
      return reply.ok(await one(id, req.lang));
    },
  );

  for (const action of ['enable', 'disable'] as const) {
    app.put(
      `/admin/shipping-rules/:id/${action}`,
      {
        schema: {
          tags: ADMIN_TAGS,
          response: answer(
            action === 'disable' ? 'PUT /admin/shipping-rules/:id/disable' : 'PUT /admin/shipping-rules/:id/enable',
          ),
          summary:
            action === 'disable'
              ? "Disable a country's rule (its country then pays the default rule); the default rule cannot be disabled"
              : 'Enable a shipping rule again',
          params: idParam,
        },
      },
      async (req, reply) => {
        const id = req.params.id;
        const enabled = action === 'enable';
        const actor = await auditActor(req);
        await db.transaction(async (tx) => {
          const before = await setShippingRuleEnabled(tx, id, enabled);
          if (!before) return;
          await recordAudit(tx, actor, {
            action: `shipping_rule.${action}`,
            entity: 'shipping_rule',
            entityId: id,
            before: { country: before.country, enabled: before.enabled },
            after: { country: before.country, enabled },
          });
        });
        return reply.ok(await one(id, req.lang));
      },
    );
  }

  app.delete(
    '/admin/shipping-rules/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        response: answer('DELETE /admin/shipping-rules/:id'),
        summary: "Delete a country's shipping rule (its country then pays the default rule); not the default rule",
        params: idParam,
      },
    },
    async (req, reply) => {
      const id = req.params.id;
      const actor = await auditActor(req);
      await db.transaction(async (tx) => {
        const before = await removeShippingRule(tx, id);
        await recordAudit(tx, actor, {
          action: 'shipping_rule.delete',
          entity: 'shipping_rule',
          entityId: id,
          before: audited(before),
        });
      });
      return reply.ok(null, 'admin_shipping_rule_deleted');
    },
  );
};
