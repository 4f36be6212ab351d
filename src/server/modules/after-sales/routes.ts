// After-sale service: the customer's routes under /order and the staff's under
// /admin/after-sales (registered in the /v1 block), sharing one refund path.
import type { FastifyPluginAsync } from 'fastify';
import { customerAfterSaleRoutes } from './customer-routes.ts';
import { createCustomerAfterSales } from './customer-service.ts';
import { staffAfterSaleRoutes } from './staff-routes.ts';
import { createStaffAfterSales } from './staff-service.ts';

export const afterSalesRoutes: FastifyPluginAsync = async (app) => {
  const { db, payments, settings, config } = app.deps;
  const mail = { publicUrl: config.publicUrl, shopTitle: async () => (await settings.get()).seo_title };
  await app.register(customerAfterSaleRoutes, { service: createCustomerAfterSales(db) });
  await app.register(staffAfterSaleRoutes, { service: createStaffAfterSales({ db, payments, mail }) });
};
