// The admin API under /v1/admin (issue #7). Every route here needs a staff session
// (operator or owner; owner-only routes add `staffOnly('owner')`), answers are never
// cached, and every change is written to the audit log in its own transaction
// (audit/record.ts). Staff routes that belong to a storefront capability (shipping,
// tracking events, after-sale decisions) live in that capability's folder.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore } from '../../plugins/session.ts';
import { staffOnly } from '../../plugins/staff-session.ts';
import { adminStockAlertRoutes } from '../stock-alerts/admin-routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { adminCurrencyRoutes } from './currencies/routes.ts';
import { adminCustomersRoutes } from './customers/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { adminGoodsRoutes } from './goods/routes.ts';
import { adminGroupsRoutes } from './groups/routes.ts';
import { adminLandedCostRoutes } from './landed-cost/routes.ts';
import { adminMailRoutes } from './mail/routes.ts';
import { marketingRoutes } from './marketing/routes.ts';
import { adminOrdersRoutes } from './orders/routes.ts';
import { adminSearchRoutes } from './search/routes.ts';
import { adminSettingsRoutes } from './settings/routes.ts';
import { teamRoutes } from './team/routes.ts';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', staffOnly());
  app.addHook('onSend', noStore);
  await app.register(auditRoutes);
  await app.register(dashboardRoutes);
  await app.register(adminGoodsRoutes);
  await app.register(adminStockAlertRoutes);
  await app.register(adminGroupsRoutes);
  await app.register(adminSearchRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminCustomersRoutes);
  await app.register(marketingRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminCurrencyRoutes);
  await app.register(adminLandedCostRoutes);
  await app.register(teamRoutes);
  await app.register(adminMailRoutes);
};
