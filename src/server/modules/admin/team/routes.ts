// Admin staff accounts API (to be built).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const teamRoutes: FastifyPluginAsyncZod = async () => {};
