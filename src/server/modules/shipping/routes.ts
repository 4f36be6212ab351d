// What shipping costs where, for shoppers (the shipping policy's table, the free-shipping
// notes on goods): the same rules checkout prices with, for the countries the shop
// ships to, grouped by equal fees (domain/checkout/shipping-rates.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../../../domain/api/answers.ts';
import { shippingRateGroups } from '../../../domain/checkout/shipping-rates.ts';
import { countryName } from '../settings/service.ts';
import { selectShippingRules } from './queries.ts';

export const shippingRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, settings, currencies } = app.deps;

  app.get(
    '/shipping/rates',
    {
      schema: {
        tags: ['checkout'],
        response: answer('GET /shipping/rates'),
        summary:
          "Shipping fees by destination (the countries the shop ships to, grouped by equal fees; minor units of the request's currency, converted as checkout converts them)",
      },
    },
    async (req, reply) => {
      const [s, rules, code] = await Promise.all([settings.get(), selectShippingRules(db), currencies.forRequest(req)]);
      const pricer = await currencies.pricer(code);
      const groups = shippingRateGroups(s.country_list, rules);
      return reply.ok({
        currency: pricer.currency,
        country_count: new Set(s.country_list).size,
        groups: groups.map((g) => ({
          countries: g.countries.map((code) => ({ id: code, name: countryName(code, req.lang) })),
          first_fee: pricer.amount(g.firstFee),
          additional_fee: pricer.amount(g.additionalFee),
          free_threshold: g.freeThreshold === null ? null : pricer.amount(g.freeThreshold),
        })),
      });
    },
  );
};
