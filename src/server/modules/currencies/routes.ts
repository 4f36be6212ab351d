// GET /v1/currencies: what the currency switch offers (issue #21), and which one this
// request shops in (the `currency` header or cookie, else the shopper's language region).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '../../../domain/api/answers.ts';
import { type CurrencyOption, currencyOption } from '../../../domain/money/currency-options.ts';

export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { currencies } = app.deps;
  app.get(
    '/currencies',
    {
      schema: {
        response: answer('GET /currencies'),
        tags: ['catalog'],
        summary:
          "The currencies shoppers may choose (the shop's first), each with its symbol and name in the caller's language, and the one this request is priced in",
      },
    },
    async (req, reply) => {
      const [offered, current] = await Promise.all([currencies.offered(), currencies.forRequest(req)]);
      const codes = [offered.shop, ...offered.list.map((c) => c.code)];
      const list: CurrencyOption[] = codes.map((code) => currencyOption(code, req.lang, codes));
      return reply.ok({ shop: offered.shop, current, list });
    },
  );
};
