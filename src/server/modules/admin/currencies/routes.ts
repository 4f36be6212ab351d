// Admin currencies (issue #21): the currencies shoppers may choose besides the shop's,
// each with its rate (typed, or following the ECB feed), rounding rule, enabled flag and
// place in the switch; the feed refreshed on demand; and a good's fixed SKU prices per
// currency. Staff read; owners change currencies; operators edit fixed prices (goods).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../../../domain/api/answers.ts';
import { rowIdField } from '../../../../domain/api/ids.ts';
import type { Locale } from '../../../../domain/i18n/locale.ts';
import { parseRate, rateText, roundingProblem, validCurrencyCode } from '../../../../domain/money/currency.ts';
import { currencyOption } from '../../../../domain/money/currency-options.ts';
import type { AdminCurrency } from '../../../../domain/money/currency-schemas.ts';
import { badRequest } from '../../../errors.ts';
import { staffOnly } from '../../../plugins/staff-session.ts';
import { refreshFromEcb } from '../../currencies/ecb.ts';
import {
  type CurrencyRow,
  goodFixedPrices,
  removeCurrency,
  saveCurrency,
  setGoodFixedPrices,
  storedCurrencies,
} from '../../currencies/service.ts';
import { auditActor, recordAudit } from '../audit/record.ts';
import { ADMIN_TAGS, idParam, OWNER_TAGS } from '../schemas.ts';

const codeParam = z.object({ code: z.string().trim().max(8) });

const currencyBody = z.object({
  rate: z.string({ error: 'rate_invalid' }).trim().max(40),
  rate_source: z.enum(['manual', 'ecb']).default('manual'),
  rounding_step: z.number({ error: 'admin_currency_rounding_invalid' }).default(1),
  rounding_ending: z.string({ error: 'admin_currency_rounding_invalid' }).trim().max(8).default(''),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});

const pricesBody = z.object({
  list: z
    .array(
      z.object({
        sku_id: rowIdField,
        currency: z.string().trim().max(8),
        price: z.number({ error: 'admin_sku_price_invalid' }),
      }),
    )
    .max(5000),
});

/** `enabled`: the shop's currency and the enabled ones, so shared symbols read as shoppers see them (US$ beside CA$). */
function view(r: CurrencyRow, lang: Locale, enabled: readonly string[]) {
  const option = currencyOption(r.code, lang, enabled);
  return {
    code: r.code,
    name: option.name,
    symbol: option.symbol,
    rate: r.rate,
    rate_source: r.rate_source as AdminCurrency['rate_source'],
    rate_updated_at: r.rate_updated_at.toISOString(),
    rounding_step: r.rounding_step,
    rounding_ending: r.rounding_ending,
    enabled: r.enabled,
    sort: r.sort,
  };
}

export const adminCurrencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, settings, currencies, config } = app.deps;
  const tags = ADMIN_TAGS;
  /** Currencies and rates are the owners' to change (tagged so, like every owner-only route). */
  const ownerTags = OWNER_TAGS;
  const owner = { preValidation: staffOnly('owner') };

  async function list(lang: Locale) {
    const [rows, s] = await Promise.all([storedCurrencies(db), settings.get()]);
    const enabled = [s.currency, ...rows.filter((r) => r.enabled).map((r) => r.code)];
    return {
      shop: s.currency,
      feed: config.ecbRatesUrl ? ('ecb' as const) : null,
      list: rows.filter((r) => r.code !== s.currency).map((r) => view(r, lang, enabled)),
    };
  }

  app.get(
    '/admin/currencies',
    {
      schema: {
        response: answer('GET /admin/currencies'),
        tags,
        summary:
          'The shop currency, whether a rate feed is configured, and every shopper currency with its rate (units per unit of the shop currency), source, rounding rule and enabled flag',
      },
    },
    async (req, reply) => reply.ok(await list(req.lang)),
  );

  app.put(
    '/admin/currencies/:code',
    {
      schema: {
        response: answer('PUT /admin/currencies/:code'),
        tags: ownerTags,
        summary:
          'Add or change a shopper currency (owners): any ISO 4217 code; rate a positive decimal (≤ 10 places); rounding step in minor units and an optional charm ending',
        params: codeParam,
        body: currencyBody,
      },
      ...owner,
    },
    async (req, reply) => {
      const code = req.params.code.toUpperCase();
      if (!validCurrencyCode(code)) throw badRequest('admin_currency_code_invalid');
      const shop = (await settings.get()).currency;
      if (code === shop) throw badRequest('admin_currency_is_shop', { code });
      const rate = parseRate(req.body.rate);
      if (rate === null) throw badRequest('rate_invalid');
      const rounding = { step: req.body.rounding_step, ending: req.body.rounding_ending };
      if (roundingProblem(rounding)) throw badRequest('admin_currency_rounding_invalid');
      const actor = await auditActor(req);
      const input = { ...req.body, code, rate: rateText(rate) };
      await db.transaction(async (tx) => {
        const before = await saveCurrency(tx, input);
        await recordAudit(tx, actor, {
          action: before ? 'currency.update' : 'currency.create',
          entity: 'currency',
          entityId: code,
          before,
          after: input,
        });
      });
      currencies.invalidate();
      return reply.ok(await list(req.lang));
    },
  );

  app.delete(
    '/admin/currencies/:code',
    {
      schema: {
        response: answer('DELETE /admin/currencies/:code'),
        tags: ownerTags,
        summary: 'Stop offering a currency (owners); its fixed prices go too',
        params: codeParam,
      },
      ...owner,
    },
    async (req, reply) => {
      const code = req.params.code.toUpperCase();
      const actor = await auditActor(req);
      await db.transaction(async (tx) => {
        const before = await removeCurrency(tx, code);
        await recordAudit(tx, actor, { action: 'currency.delete', entity: 'currency', entityId: code, before });
      });
      currencies.invalidate();
      return reply.ok(await list(req.lang));
    },
  );

  app.post(
    '/admin/currencies/refresh',
    {
      schema: {
        response: answer('POST /admin/currencies/refresh'),
        tags: ownerTags,
        summary:
          'Read the ECB daily reference rates now (owners) and move every currency that follows them; answers the day, the codes updated and those the feed lacks',
      },
      ...owner,
    },
    async (req, reply) => {
      const actor = await auditActor(req);
      const result = await refreshFromEcb(db, settings, config.ecbRatesUrl);
      await recordAudit(db, actor, { action: 'currency.refresh', entity: 'currency', after: result });
      currencies.invalidate();
      return reply.ok({ ...result, ...(await list(req.lang)) });
    },
  );

  app.get(
    '/admin/goods/:id/prices',
    {
      schema: {
        response: answer('GET /admin/goods/:id/prices'),
        tags,
        summary: "A good's fixed SKU prices per shopper currency (minor units of that currency)",
        params: idParam,
      },
    },
    async (req, reply) => reply.ok({ list: await goodFixedPrices(db, req.params.id) }),
  );

  app.put(
    '/admin/goods/:id/prices',
    {
      schema: {
        response: answer('PUT /admin/goods/:id/prices'),
        tags,
        summary:
          "Replace a good's fixed SKU prices (the whole list; a SKU and currency left out converts again); currencies must be offered",
        params: idParam,
        body: pricesBody,
      },
    },
    async (req, reply) => {
      const offered = new Set((await currencies.offered({ fresh: true })).list.map((c) => c.code));
      const list = req.body.list.map((p) => ({ ...p, currency: p.currency.toUpperCase() }));
      for (const p of list) {
        if (!offered.has(p.currency) || !Number.isSafeInteger(p.price) || p.price <= 0 || p.price > 2_000_000_000) {
          throw badRequest('admin_sku_price_invalid');
        }
      }
      const actor = await auditActor(req);
      await db.transaction(async (tx) => {
        const before = await setGoodFixedPrices(tx, req.params.id, list);
        await recordAudit(tx, actor, {
          action: 'good.prices',
          entity: 'good',
          entityId: req.params.id,
          before,
          after: list,
        });
      });
      currencies.invalidate();
      return reply.ok({ list: await goodFixedPrices(db, req.params.id) });
    },
  );
};
