// checkout API (issue 5). Filled in by its module's work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const checkoutRoutes: FastifyPluginAsyncZod = async () => {};
