// Admin goods and SKU API (to be built).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminGoodsRoutes: FastifyPluginAsyncZod = async () => {};
