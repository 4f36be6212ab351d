// Admin customers API (to be built).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminCustomersRoutes: FastifyPluginAsyncZod = async () => {};
