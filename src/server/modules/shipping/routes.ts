// What shipping costs where, for shoppers (the shipping policy's table, the free-shipping
// notes on goods): the same rules checkout prices with, for the countries the shop
// ships to, grouped by equal fees (domain/shipping-rates.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../../../domain/api-answers.ts';
import { shippingRateGroups } from '../../../domain/shipping-rates.ts';
import { shippingRules } from '../../db/schema.ts';
import { countryName } from '../settings/service.ts';

export const shippingRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, settings } = app.deps;

  app.get(
    '/shipping/rates',
    {
      schema: {
        tags: ['checkout'],
        response: answer('GET /shipping/rates'),
        summary:
          'Shipping fees by destination (the countries the shop ships to, grouped by equal fees; minor units of the shop currency)',
      },
    },
    async (req, reply) => {
      const [s, rules] = await Promise.all([settings.get(), db.select().from(shippingRules)]);
      const groups = shippingRateGroups(s.country_list, rules);
      return reply.ok({
        currency: s.currency,
        country_count: new Set(s.country_list).size,
        groups: groups.map((g) => ({
          countries: g.countries.map((code) => ({ id: code, name: countryName(code, req.lang) })),
          first_fee: g.firstFee,
          additional_fee: g.additionalFee,
          free_threshold: g.freeThreshold,
        })),
      });
    },
  );
};
