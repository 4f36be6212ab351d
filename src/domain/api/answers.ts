// The answer of every API operation (issue #19): `METHOD path` (the path as the client
// writes it: without /v1, /v2 paths in full, parameters as :name) -> the schema of the
// envelope's `data`. Routes declare `response: answer('GET /config')`; the storefront
// and admin clients take their types from the same map (src/web/api/client.ts), so a
// server change that breaks a screen no longer compiles.
import { z } from 'zod';
import {
  captchaCheckSchema,
  captchaSchema,
  codeSentSchema,
  customerProfileSchema,
  platformSignInSchema,
  signedInSchema,
} from '../accounts/schemas.ts';
import { addressSchema, areaItemSchema } from '../addresses/schemas.ts';
import {
  adminBulkSkuSchema,
  adminCategoryRowSchema,
  adminGoodDetailSchema,
  adminGoodPageSchema,
  adminGroupSchema,
  collectionItemSchema,
} from '../admin/goods-schemas.ts';
import {
  adminAfterSalePageSchema,
  adminAfterSaleViewSchema,
  adminOrderDetailSchema,
  adminOrderPageSchema,
  orderNoteSchema,
} from '../admin/order-schemas.ts';
import {
  adminContentPageSchema,
  adminCouponPageSchema,
  adminCouponSchema,
  adminSettingsViewSchema,
  auditPageSchema,
  customerDetailSchema,
  customerPageSchema,
  dashboardSchema,
  outboxPageSchema,
  shippingRuleSchema,
  shippingRulesAnswerSchema,
  teamMemberSchema,
  teamPageSchema,
} from '../admin/schemas.ts';
import { searchMissSchema, searchSynonymSchema } from '../admin/search.ts';
import { afterSaleListPageSchema, afterSaleOptionsSchema, afterSaleViewSchema } from '../after-sales/schemas.ts';
import { cartSchema } from '../cart/schemas.ts';
import {
  catalogSitemapSchema,
  goodCardSchema,
  goodDetailSchema,
  goodPageSchema,
  groupDetailSchema,
  groupNodeSchema,
} from '../catalog/schemas.ts';
import { adminStockAlertsSchema, stockAlertSchema } from '../catalog/stock-alert-schemas.ts';
import { taxDestinationsSchema } from '../checkout/landed-cost-schemas.ts';
import { consentSchema, unsubscribedSchema } from '../marketing/schemas.ts';
import {
  adminCurrenciesSchema,
  currencyChoicesSchema,
  currencyRefreshSchema,
  fixedPricesSchema,
} from '../money/currency-schemas.ts';
import { myOrderDetailSchema, orderListPageSchema, orderTabCountsSchema } from '../orders/my-orders-schemas.ts';
import {
  checkoutPreviewSchema,
  importEstimateSchema,
  paymentMethodsSchema,
  payStatusSchema,
  placedOrderSchema,
  startedPaymentSchema,
} from '../orders/schemas.ts';
import {
  buildAnswerSchema,
  contentPageSchema,
  csrfAnswerSchema,
  globalConfigSchema,
  seoConfigSchema,
  siteConfigSchema,
  staffSignedInSchema,
  staffViewSchema,
} from '../site/schemas.ts';
import {
  carrierSchema,
  expressViewSchema,
  manualEventSchema,
  shipmentSchema,
  shippingRatesSchema,
} from '../tracking/schemas.ts';
import { envelope } from './envelope.ts';

export const apiAnswers = {
  // site and settings
  'GET /csrf': csrfAnswerSchema,
  'GET /build': buildAnswerSchema,
  'GET /config': globalConfigSchema,
  'GET /sys/conf': seoConfigSchema,
  'GET /siteManage': siteConfigSchema,
  // accounts
  'GET /captcha': captchaSchema,
  'POST /captcha': captchaCheckSchema,
  'POST /user/registe': signedInSchema,
  'POST /user/login': signedInSchema,
  'POST /user/sendCode': codeSentSchema,
  'POST /user/loginByCode': signedInSchema,
  'POST /user/login/platform': platformSignInSchema,
  'GET /user/info': customerProfileSchema,
  'PUT /user/locale': customerProfileSchema,
  'PUT /user/currency': customerProfileSchema,
  'POST /user/logout': z.null(),
  'POST /user/logout/all': z.null(),
  // catalog
  'GET /good/list': goodPageSchema,
  'GET /good/GetldList': z.array(goodCardSchema),
  'GET /good/:id': goodDetailSchema,
  // related and recently viewed goods (issue #41)
  'GET /good/:id/related': z
    .array(goodCardSchema)
    .describe('Up to 8 goods on shelf and in stock, never the good itself'),
  'GET /good/related': z.array(goodCardSchema).describe('Up to 8 goods on shelf and in stock, none of those asked'),
  'GET /unsubscribe/:token': unsubscribedSchema.describe('What the link would stop; nothing changes'),
  'POST /unsubscribe/:token': unsubscribedSchema.describe('Unsubscribed (again: nothing more changes)'),
  'PUT /user/consent': consentSchema,
  // back-in-stock alerts (issue #41)
  'POST /good/stock-alert': stockAlertSchema.describe('The subscription (created false: it already waited)'),
  'GET /user/recently-viewed': z.array(goodCardSchema).describe('Newest first, at most 12, goods on shelf only'),
  'POST /user/recently-viewed': z.array(goodCardSchema),
  'PUT /user/recently-viewed': z.array(goodCardSchema),
  'DELETE /user/recently-viewed': z.array(goodCardSchema),
  'GET /goodGroup/list/:type': z.array(groupNodeSchema),
  'GET /catalog/sitemap': catalogSitemapSchema,
  'GET /goodGroup/:id': groupDetailSchema,
  'GET /currencies': currencyChoicesSchema,
  // cart
  'GET /cart': cartSchema,
  'GET /cart/preview': cartSchema,
  'POST /cart': cartSchema,
  'PUT /cart': cartSchema,
  'PUT /cart/select': cartSchema,
  'DELETE /cart/:sku_id': cartSchema,
  'DELETE /cart': cartSchema,
  'POST /cart/merge': cartSchema,
  // checkout (under /v2)
  'POST /v2/order/confirm': checkoutPreviewSchema,
  'GET /v2/order/import-estimate': importEstimateSchema,
  'POST /v2/order': placedOrderSchema,
  // orders
  'GET /order/list': orderListPageSchema,
  'GET /order/countByStatus': orderTabCountsSchema,
  'GET /order/:id': myOrderDetailSchema,
  'PUT /order/cancel/:id': myOrderDetailSchema,
  'PUT /order/confirm/:id': myOrderDetailSchema,
  // payments
  'GET /pay/methods': paymentMethodsSchema,
  'POST /pay': startedPaymentSchema,
  'GET /pay/PayStatus/:id': payStatusSchema,
  'POST /pay/purchase/:id': z.object({ first: z.boolean().describe('True only the first time') }),
  'GET /pay/mail/:id': z.object({
    email: z.string().nullable().describe('Masked, or null when no mail leaves the shop'),
  }),
  // addresses
  'GET /area/all': z.array(areaItemSchema),
  'GET /useraddress/list': z.array(addressSchema),
  'GET /useraddress': addressSchema.nullable().describe('Without id: the default address, or null'),
  'POST /useraddress': addressSchema,
  'PUT /useraddress': addressSchema,
  'DELETE /useraddress/:id': z.null(),
  // after-sales (customer)
  'GET /order/:id/after-sale': afterSaleOptionsSchema,
  'POST /order/:id/after-sale': afterSaleViewSchema,
  'GET /order/afterSaleList': afterSaleListPageSchema,
  'GET /order/after-sale/:id': afterSaleViewSchema,
  'PUT /order/after-sale/:id/cancel': afterSaleViewSchema,
  'PUT /order/after-sale/:id/return': afterSaleViewSchema,
  // tracking and shipping
  'GET /order/:id/express': expressViewSchema.nullable().describe('null before the order ships'),
  'GET /admin/carriers': z.array(carrierSchema),
  // admin: currencies and fixed prices (issue #21)
  'GET /admin/currencies': adminCurrenciesSchema,
  'PUT /admin/currencies/:code': adminCurrenciesSchema,
  'DELETE /admin/currencies/:code': adminCurrenciesSchema,
  'POST /admin/currencies/refresh': currencyRefreshSchema,
  'GET /admin/tax-destinations': taxDestinationsSchema,
  'POST /admin/tax-destinations': taxDestinationsSchema,
  'PUT /admin/tax-destinations/:id': taxDestinationsSchema,
  'DELETE /admin/tax-destinations/:id': taxDestinationsSchema,
  'GET /admin/goods/:id/prices': fixedPricesSchema,
  'PUT /admin/goods/:id/prices': fixedPricesSchema,
  'GET /shipping/rates': shippingRatesSchema,
  // content pages
  'GET /page/:slug': contentPageSchema,
  // staff sign-in
  'POST /admin/login': staffSignedInSchema,
  'GET /admin/me': staffViewSchema,
  'POST /admin/logout': z.null(),
  // admin: after-sales, shipping
  'GET /admin/after-sales': adminAfterSalePageSchema,
  'GET /admin/orders': adminOrderPageSchema,
  'GET /admin/orders/:id': adminOrderDetailSchema,
  'PUT /admin/orders/:id/cancel': adminOrderDetailSchema,
  'POST /admin/orders/:id/notes': orderNoteSchema,
  'GET /admin/after-sales/:id': adminAfterSaleViewSchema,
  'PUT /admin/after-sales/:id/approve': adminAfterSaleViewSchema,
  'PUT /admin/after-sales/:id/reject': adminAfterSaleViewSchema,
  'PUT /admin/after-sales/:id/receive': adminAfterSaleViewSchema,
  'PUT /admin/after-sales/:id/refund': adminAfterSaleViewSchema,
  'PUT /admin/after-sales/:id/complete': adminAfterSaleViewSchema,
  'POST /admin/after-sales/:id/ship-replacement': adminAfterSaleViewSchema,
  'POST /admin/orders/:id/ship': shipmentSchema,
  // admin: audit, mail, customers, dashboard
  'GET /admin/audit': auditPageSchema,
  'GET /admin/mail': outboxPageSchema,
  'POST /admin/mail/:id/retry': z.null(),
  'GET /admin/customers': customerPageSchema,
  'GET /admin/customers/:id': customerDetailSchema,
  'PUT /admin/customers/:id/disable': customerDetailSchema,
  'PUT /admin/customers/:id/enable': customerDetailSchema,
  'GET /admin/dashboard': dashboardSchema,
  // admin: goods
  'GET /admin/goods': adminGoodPageSchema,
  'GET /admin/goods/categories': z.array(adminCategoryRowSchema),
  'GET /admin/goods/skus': z.array(adminBulkSkuSchema),
  'PUT /admin/goods/bulk': z.array(adminBulkSkuSchema),
  'GET /admin/goods/:id': adminGoodDetailSchema,
  'POST /admin/goods': adminGoodDetailSchema,
  'PUT /admin/goods/:id': adminGoodDetailSchema,
  'PUT /admin/goods/:id/shelf': adminGoodDetailSchema,
  'DELETE /admin/goods/:id': z.null(),
  'GET /admin/goods/:id/stock-alerts': adminStockAlertsSchema,
  // admin: groups
  'GET /admin/groups': z.array(adminGroupSchema),
  'POST /admin/groups': adminGroupSchema,
  'PUT /admin/groups/reorder': z.array(adminGroupSchema),
  'GET /admin/groups/:id': adminGroupSchema,
  'PUT /admin/groups/:id': adminGroupSchema,
  'DELETE /admin/groups/:id': z.object({ id: z.number().int() }),
  'GET /admin/groups/:id/goods': z.array(collectionItemSchema),
  'POST /admin/groups/:id/goods': z.array(collectionItemSchema),
  'PUT /admin/groups/:id/goods/reorder': z.array(collectionItemSchema),
  'DELETE /admin/groups/:id/goods/:good_id': z.array(collectionItemSchema),
  // admin: search (issue #39)
  'GET /admin/search/synonyms': z.array(searchSynonymSchema),
  'POST /admin/search/synonyms': searchSynonymSchema,
  'PUT /admin/search/synonyms/:id': searchSynonymSchema,
  'DELETE /admin/search/synonyms/:id': z.object({ id: z.number().int() }),
  'GET /admin/search/misses': z.array(searchMissSchema),
  // admin: coupons and shipping rules
  'GET /admin/coupons': adminCouponPageSchema,
  'GET /admin/coupons/:id': adminCouponSchema,
  'POST /admin/coupons': adminCouponSchema,
  'PUT /admin/coupons/:id': adminCouponSchema,
  'PUT /admin/coupons/:id/enable': adminCouponSchema,
  'PUT /admin/coupons/:id/disable': adminCouponSchema,
  'DELETE /admin/coupons/:id': z.null(),
  'GET /admin/shipping-rules': shippingRulesAnswerSchema,
  'POST /admin/shipping-rules': shippingRuleSchema,
  'PUT /admin/shipping-rules/:id': shippingRuleSchema,
  'PUT /admin/shipping-rules/:id/enable': shippingRuleSchema,
  'PUT /admin/shipping-rules/:id/disable': shippingRuleSchema,
  'DELETE /admin/shipping-rules/:id': z.null(),
  // admin: team, settings, content pages
  'GET /admin/staff': teamPageSchema,
  'POST /admin/staff': teamMemberSchema,
  'PUT /admin/staff/:id': teamMemberSchema,
  'PUT /admin/staff/:id/password': teamMemberSchema,
  'PUT /admin/staff/:id/disable': teamMemberSchema,
  'PUT /admin/staff/:id/enable': teamMemberSchema,
  'GET /admin/settings': adminSettingsViewSchema,
  'PUT /admin/settings': adminSettingsViewSchema,
  'GET /admin/pages': z.array(adminContentPageSchema),
  'PUT /admin/pages/:slug': adminContentPageSchema,
  'POST /admin/shipments/:id/events': manualEventSchema,
  'POST /pay/notify/:provider': z.object({ result: z.enum(['applied', 'duplicate', 'ignored']) }),
} satisfies Record<string, z.ZodType>;

export type ApiAnswers = typeof apiAnswers;
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type AnswerKey = keyof ApiAnswers;

/** The client paths of one method's operations. */
export type AnswerPath<M extends ApiMethod> = {
  [K in AnswerKey]: K extends `${M} ${infer P}` ? P : never;
}[AnswerKey];

/** The `data` an operation answers with. */
export type AnswerOf<M extends ApiMethod, P extends string> = `${M} ${P}` extends AnswerKey
  ? z.output<ApiAnswers[`${M} ${P}`]>
  : never;

/** Marks which operation a response declaration belongs to (checked when the route is added). */
export const ANSWER_KEY = Symbol('answer key');

/** A route's success answer: the envelope around the operation's data schema. */
export function answer<K extends AnswerKey>(key: K): { 200: EnvelopeOf<ApiAnswers[K]> } {
  return Object.defineProperty({ 200: envelope(apiAnswers[key]) }, ANSWER_KEY, { value: key }) as {
    200: EnvelopeOf<ApiAnswers[K]>;
  };
}

type EnvelopeOf<T extends z.ZodType> = ReturnType<typeof envelope<T>>;
