// Admin settings API (to be built).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminSettingsRoutes: FastifyPluginAsyncZod = async () => {};
