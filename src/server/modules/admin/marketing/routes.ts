// Admin marketing and delivery API (issue #7, item 7): coupons and shipping rules.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponRoutes } from './coupons.ts';
import { shippingRoutes } from './shipping.ts';

export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(couponRoutes);
  await app.register(shippingRoutes);
};
