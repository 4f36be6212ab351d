// Admin taxes and duties per destination (issue #40 item 3): a destination is a country
// or a group (the EU) with its tax (name, rate, prices shown with it or not), the goods
// value up to which the shop collects at checkout, its duty rates (default and per
// category) and its terms (DDP or DDU). Staff read; owners change (audited). Rates are
// percentages with at most 4 decimals; the threshold is in the shop currency.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../../domain/api/answers.ts';
import {
  DUTY_TERMS,
  MAX_DUTY_RATE,
  MAX_TAX_RATE,
  parsePercent,
  percentText,
} from '../../../../domain/checkout/landed-cost.ts';
import type { TaxDestinationView } from '../../../../domain/checkout/landed-cost-schemas.ts';
import type { Locale } from '../../../../domain/i18n/locale.ts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import { staffOnly } from '../../../plugins/staff-session.ts';
import {
  deleteTaxDestination,
  selectTaxDestination,
  selectTaxDestinations,
  type TaxDestinationInput,
  type TaxDestinationRow,
  writeTaxDestination,
} from '../../landed-cost/service.ts';
import { allCountryCodes, countryName } from '../../settings/service.ts';
import { auditActor, recordAudit } from '../audit/record.ts';
import { ADMIN_TAGS, i18nTextInput, idParam, OWNER_TAGS } from '../schemas.ts';

const ISO_COUNTRIES = new Set(allCountryCodes());

const destinationBody = z.object({
  name: i18nTextInput(60, true),
  countries: z
    .array(z.string({ error: 'admin_tax_countries_invalid' }).trim().toUpperCase().max(2), {
      error: 'admin_tax_countries_invalid',
    })
    .min(1, { error: 'admin_tax_countries_invalid' })
    .max(100, { error: 'admin_tax_countries_invalid' }),
  tax_name: i18nTextInput(40, true),
  tax_rate: z.string({ error: 'admin_tax_rate_invalid' }).trim().max(12),
  prices_include_tax: z.boolean().default(false),
  collect_threshold: z
    .union([z.number().int().min(0).max(2_000_000_000), z.null()], { error: 'admin_amount_invalid' })
    .default(null),
  duty_rate: z.string({ error: 'admin_duty_rate_invalid' }).trim().max(12).default('0'),
  category_duty_rates: z
    .record(z.string().regex(/^[1-9]\d{0,9}$/), z.string().trim().max(12), { error: 'admin_duty_rate_invalid' })
    .default({}),
  duty_terms: z.enum(DUTY_TERMS, { error: 'admin_duty_terms_invalid' }),
  enabled: z.boolean().default(true),
});

/** The body checked and normalised: known countries once each, rates in their shortest form. */
function checked(body: z.infer<typeof destinationBody>): TaxDestinationInput {
  const countries = [...new Set(body.countries)].sort();
  const unknown = countries.find((c) => !ISO_COUNTRIES.has(c));
  if (unknown !== undefined) throw badRequest('admin_tax_country_unknown', { country: unknown });
  if (parsePercent(body.tax_rate, MAX_TAX_RATE) === null) throw badRequest('admin_tax_rate_invalid');
  const rates = [body.duty_rate, ...Object.values(body.category_duty_rates)];
  if (rates.some((r) => parsePercent(r, MAX_DUTY_RATE) === null)) throw badRequest('admin_duty_rate_invalid');
  return {
    name: body.name,
    countries,
    tax_name: body.tax_name,
    tax_rate: percentText(body.tax_rate),
    prices_include_tax: body.prices_include_tax,
    collect_threshold: body.collect_threshold,
    duty_rate: percentText(body.duty_rate),
    category_duty_rates: Object.fromEntries(
      Object.entries(body.category_duty_rates).map(([k, v]) => [k, percentText(v)]),
    ),
    duty_terms: body.duty_terms,
    enabled: body.enabled,
  };
}

function view(r: TaxDestinationRow, lang: Locale): TaxDestinationView {
  return {
    id: r.id,
    name: r.name,
    countries: r.countries,
    country_names: r.countries.map((c) => countryName(c, lang)),
    tax_name: r.tax_name,
    tax_rate: r.tax_rate,
    prices_include_tax: r.prices_include_tax,
    collect_threshold: r.collect_threshold,
    duty_rate: r.duty_rate,
    category_duty_rates: r.category_duty_rates,
    duty_terms: r.duty_terms,
    enabled: r.enabled,
    updated_at: r.updated_at.toISOString(),
  };
}

/** The record as the audit log keeps it. */
const audited = (r: TaxDestinationRow | undefined) => {
  if (!r) return undefined;
  const { updated_at: _u, ...rest } = r;
  return rest;
};

export const adminLandedCostRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, settings } = app.deps;
  const owner = { preValidation: staffOnly('owner') };

  async function list(lang: Locale) {
    const [rows, s] = await Promise.all([selectTaxDestinations(db), settings.get()]);
    const countries = [...ISO_COUNTRIES]
      .map((code) => ({ code, name: countryName(code, lang) }))
      .sort((a, b) => a.name.localeCompare(b.name, lang));
    return { shop_currency: s.currency, list: rows.map((r) => view(r, lang)), countries };
  }

  /** Saves in one transaction: a country another destination lists refuses the whole save. */
  async function save(req: Parameters<typeof auditActor>[0], id: number | undefined, input: TaxDestinationInput) {
    const actor = await auditActor(req);
    await db.transaction(async (tx) => {
      const before = id === undefined ? undefined : await selectTaxDestination(tx, id);
      if (id !== undefined && !before) throw notFound();
      const saved = await writeTaxDestination(tx, id, input);
      if (!saved) throw notFound();
      const [taken] = saved.taken;
      if (taken !== undefined) {
        throw conflict('admin_tax_country_taken', { country: countryName(taken, req.lang) });
      }
      await recordAudit(tx, actor, {
        action: id === undefined ? 'tax_destination.create' : 'tax_destination.update',
        entity: 'tax_destination',
        entityId: saved.id,
        before: audited(before),
        after: input,
      });
    });
  }

  app.get(
    '/admin/tax-destinations',
    {
      schema: {
        response: answer('GET /admin/tax-destinations'),
        tags: ADMIN_TAGS,
        summary:
          'Taxes and duties per destination (issue #40): countries, tax name and rate, tax-inclusive prices, collect threshold (shop currency), duty rates and terms',
      },
    },
    async (req, reply) => reply.ok(await list(req.lang)),
  );

  app.post(
    '/admin/tax-destinations',
    {
      schema: {
        response: answer('POST /admin/tax-destinations'),
        tags: OWNER_TAGS,
        summary: 'Add a destination (owners); a country listed by another destination is refused (409)',
        body: destinationBody,
      },
      ...owner,
    },
    async (req, reply) => {
      await save(req, undefined, checked(req.body));
      return reply.ok(await list(req.lang));
    },
  );

  app.put(
    '/admin/tax-destinations/:id',
    {
      schema: {
        response: answer('PUT /admin/tax-destinations/:id'),
        tags: OWNER_TAGS,
        summary: 'Change a destination (owners); placed orders keep the rates they were placed with',
        params: idParam,
        body: destinationBody,
      },
      ...owner,
    },
    async (req, reply) => {
      await save(req, req.params.id, checked(req.body));
      return reply.ok(await list(req.lang));
    },
  );

  app.delete(
    '/admin/tax-destinations/:id',
    {
      schema: {
        response: answer('DELETE /admin/tax-destinations/:id'),
        tags: OWNER_TAGS,
        summary: 'Remove a destination (owners): its countries are charged no tax or duty at checkout',
        params: idParam,
      },
      ...owner,
    },
    async (req, reply) => {
      const actor = await auditActor(req);
      await db.transaction(async (tx) => {
        const before = await selectTaxDestination(tx, req.params.id);
        if (!before || !(await deleteTaxDestination(tx, req.params.id))) throw notFound();
        await recordAudit(tx, actor, {
          action: 'tax_destination.delete',
          entity: 'tax_destination',
          entityId: req.params.id,
          before: audited(before),
        });
      });
      return reply.ok(await list(req.lang));
    },
  );
};
