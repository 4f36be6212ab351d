// Admin groups API (to be built).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminGroupsRoutes: FastifyPluginAsyncZod = async () => {};
