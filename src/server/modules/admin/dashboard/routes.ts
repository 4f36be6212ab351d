// Admin dashboard API (to be built).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const dashboardRoutes: FastifyPluginAsyncZod = async () => {};
