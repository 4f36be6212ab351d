// Admin coupons and shipping rules API (to be built).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const marketingRoutes: FastifyPluginAsyncZod = async () => {};
