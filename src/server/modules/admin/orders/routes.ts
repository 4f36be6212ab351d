// Admin orders API (to be built).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminOrdersRoutes: FastifyPluginAsyncZod = async () => {};
