// Builds the Fastify application: plugins, API modules and (when a storefront build is
// given) the React Router SSR handler. Tests build it too, without listening.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerAdminUi } from './admin-ui.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { watchReachability } from './db/reachability.ts';
import { startChangeFeed } from './lib/change-feed.ts';
import { isInProcessCall } from './lib/in-process.ts';
import { type CaptchaService, createCaptchaService } from './modules/accounts/captcha.ts';
import { createEmailCodeService, type EmailCodeService } from './modules/accounts/email-codes.ts';
import { createGoogleSignIn, type GoogleSignIn } from './modules/accounts/google.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { type AccountService, createAccountService } from './modules/accounts/service.ts';
import { createSessionService, type SessionService } from './modules/accounts/sessions.ts';
import { addressesRoutes } from './modules/addresses/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { afterSalesRoutes } from './modules/after-sales/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { type CatalogService, createCatalogService } from './modules/catalog/service.ts';
import { checkoutRoutes, importEstimateRoutes } from './modules/checkout/routes.ts';
import { currencyRoutes } from './modules/currencies/routes.ts';
import { type CurrencyService, createCurrencyService } from './modules/currencies/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createRequestLimits, type RequestLimits } from './modules/limits/request-limits.ts';
import { createSignInThrottle, type SignInThrottle } from './modules/limits/sign-in-throttle.ts';
import { createLimitStore } from './modules/limits/store.ts';
import { createMailer, type Mailer } from './modules/mail/outbox.ts';
import { unsubscribeApiRoutes, unsubscribePageRoutes } from './modules/marketing/routes.ts';
import { createUnsubscribeLinks, type UnsubscribeLinks } from './modules/marketing/unsubscribe.ts';
import { createAppMetrics } from './modules/metrics/app-metrics.ts';
import { metricsPlugin } from './modules/metrics/routes.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { createOrdersService, type OrdersService } from './modules/orders/service.ts';
import { pagesRoutes } from './modules/pages/routes.ts';
import { createProviderRegistry, type ProviderRegistry } from './modules/payments/registry.ts';
import { demoGatewayRoutes, paymentsRoutes } from './modules/payments/routes.ts';
import { createPaymentsService, type PaymentsService } from './modules/payments/service.ts';
import { recentlyViewedRoutes } from './modules/recently-viewed/routes.ts';
import { relatedRoutes } from './modules/related/routes.ts';
import { createRelatedService, type RelatedService } from './modules/related/service.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { createSettingsService, type SettingsService } from './modules/settings/service.ts';
import { shippingRatesRoutes } from './modules/shipping/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { createStaffService, type StaffService } from './modules/staff/service.ts';
import { stockAlertRoutes } from './modules/stock-alerts/routes.ts';
import { registerRestockMailer } from './modules/stock-alerts/service.ts';
import { trackingRoutes } from './modules/tracking/routes.ts';
import { uploadsRoutes } from './modules/uploads/images.ts';
import { imageUploadRoutes } from './modules/uploads/routes.ts';
import { createFileStores, type FileStores } from './modules/uploads/storage.ts';
import { antiForgery } from './plugins/anti-forgery.ts';
import { cachePolicy } from './plugins/cache-policy.ts';
import { contractPlugin, openApiTransform, openApiTransformObject, securitySchemes } from './plugins/contract.ts';
import { apiNotFound, envelopePlugin, isApiPath } from './plugins/envelope.ts';
import { requestContext } from './plugins/request-context.ts';
import { requestIdGenerator, requestIdHeader } from './plugins/request-id.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { staffSessionPlugin } from './plugins/staff-session.ts';
import { clientErrorHandler, frameworkErrorHandler, textInputPlugin } from './plugins/text-input.ts';
import { FORM_BODY_LIMIT, registerSsr } from './ssr.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  settings: SettingsService;
  catalog: CatalogService;
  /** Shopper currencies, their rates and the request's choice (issue #21). */
  currencies: CurrencyService;
  /** Goods offered with a good, a cart or an empty search (issue #41). */
  related: RelatedService;
  captcha: CaptchaService;
  accounts: AccountService;
  sessions: SessionService;
  mailer: Mailer;
  emailCodes: EmailCodeService;
  /** Growing delays of sign-ins and code checks, counted before they are judged. */
  signInThrottle: SignInThrottle;
  /** Captcha and upload limits. Both shared by every instance (PostgreSQL or Redis). */
  requestLimits: RequestLimits;
  google: GoogleSignIn;
  orders: OrdersService;
  paymentRegistry: ProviderRegistry;
  payments: PaymentsService;
  staff: StaffService;
  /** HMAC key: SECRET, or one generated once and kept in the database. */
  secret: string;
  /** Signed unsubscribe links of marketing mail (issue #41; modules/marketing/unsubscribe.ts). */
  unsubscribeLinks: UnsubscribeLinks;
  /** Identifies the deployed storefront build (the client polls it to offer a reload). */
  buildId: string;
  /** Uploaded images and their resized variants: the local disk or an S3 bucket. */
  files: FileStores;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Directory of `react-router build` output; without it only the API is served. */
  buildDir?: string;
  /** A pino logger; without it the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** Where rendered pages are shared by this server's processes (lib/page-store.ts); none: memory only. */
  pageStoreDir?: string;
}

const BODY_LIMIT = 1024 * 1024;

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // A request id per request, echoed to the caller for support (plugins/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // 431 (and other parser errors) in the envelope instead of Node's bare answer.
    clientErrorHandler,
    // A path that does not decode (%ZZ) too.
    frameworkErrors: frameworkErrorHandler,
    // The API calls a page makes in-process (fastify.inject) are part of the page's
    // request, which is logged: lines of their own would triple a page's log lines.
    logController: new LogController({ disableRequestLogging: isInProcessCall }),
  });
  app.setValidatorCompiler(validatorCompiler);

  // The database going away is logged once, and answered 503 (db/reachability.ts).
  const reachability = watchReachability(database.pool, opts.logger);
  const settings = createSettingsService(database.db);
  const secret = config.secret ?? (await settings.serverSecret());
  const catalog = createCatalogService(database.db, { log: opts.logger });
  const currencies = createCurrencyService(database.db, settings, { countryHeader: config.countryHeader });
  // Pages show prices: a rate or a fixed price changed here clears the cached pages with the catalog's.
  currencies.onInvalidate(() => catalog.invalidate());
  const paymentRegistry = createProviderRegistry(config, settings);
  const mailer = createMailer(database.db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger: opts.logger,
    settings,
  });
  const limitStore = await createLimitStore({ pool: database.pool, redisUrl: config.redisUrl });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    settings,
    catalog,
    currencies,
    related: createRelatedService(database.db, catalog),
    captcha: createCaptchaService(database.db, { secret, enabled: config.captcha }),
    accounts: createAccountService(database.db),
    sessions: createSessionService(database.db, secret),
    mailer,
    emailCodes: createEmailCodeService(database.db, mailer, secret),
    signInThrottle: createSignInThrottle(limitStore),
    requestLimits: createRequestLimits(limitStore),
    google: createGoogleSignIn(database.db, config.google),
    orders: createOrdersService(database.db),
    paymentRegistry,
    staff: createStaffService(database.db),
    payments: createPaymentsService(database.db, paymentRegistry, {
      publicUrl: config.publicUrl,
      settings,
      logger: opts.logger,
    }),
    secret,
    unsubscribeLinks: createUnsubscribeLinks(secret),
    buildId: 'api-only',
    files: await createFileStores(config),
  };
  app.decorate('deps', deps);
  // Restocks mail waiting back-in-stock alerts inside their own transactions (issue #41).
  registerRestockMailer(database.db, { origin: config.publicUrl, secret });

  // Before every other onSend hook (compression), so answers are checked as sent.
  await app.register(contractPlugin, { checkAnswers: config.env !== 'production' });
  await app.register(cookie);
  // API answers of 1 KB or more go out compressed to clients that accept it (pages and
  // static files arrive already compressed and pass through untouched).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(securityHeaders, { publicUrl: config.publicUrl });
  await app.register(cachePolicy);
  await app.register(requestContext);
  await app.register(requestIdHeader);
  await app.register(metricsPlugin, { metrics: createAppMetrics(database, opts.logger), token: config.metricsToken });
  await app.register(envelopePlugin, { bodyLimit: BODY_LIMIT, reachability });
  await app.register(textInputPlugin);
  await app.register(antiForgery, { publicUrl: config.publicUrl });
  // Forms (the storefront's server actions, the demo gateway's page) arrive as text: the
  // page that posted them reads the fields, and the anti-forgery hook its token field.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  await app.register(sessionPlugin, { sessions: deps.sessions, secure: config.publicUrl.startsWith('https:') });
  await app.register(staffSessionPlugin, { staff: deps.staff, secure: config.publicUrl.startsWith('https:') });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Shop API',
        version: '1',
        description: 'Envelope {code, message, data}; see docs/api.md.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs' });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(uploadsRoutes);
  await app.register(unsubscribePageRoutes);
  await app.register(
    async (v1) => {
      await v1.register(settingsRoutes);
      await v1.register(pagesRoutes);
      await v1.register(shippingRatesRoutes);
      await v1.register(catalogRoutes);
      await v1.register(relatedRoutes);
      await v1.register(stockAlertRoutes);
      await v1.register(recentlyViewedRoutes);
      await v1.register(unsubscribeApiRoutes);
      await v1.register(currencyRoutes);
      await v1.register(accountRoutes);
      await v1.register(addressesRoutes);
      await v1.register(cartRoutes);
      await v1.register(paymentsRoutes);
      await v1.register(ordersRoutes);
      await v1.register(afterSalesRoutes);
      await v1.register(trackingRoutes);
      await v1.register(staffRoutes);
      await v1.register(imageUploadRoutes);
      await v1.register(adminRoutes);
    },
    { prefix: '/v1' },
  );
  // SPEC 7: paths containing /v2/ are not prefixed with /v1 (POST /v2/order/confirm, /v2/order).
  await app.register(checkoutRoutes, { prefix: '/v2' });
  await app.register(importEstimateRoutes, { prefix: '/v2' });
  // The built-in test gateway's hosted page (never in production unless PAYMENT_DEMO=on).
  if (config.payments.demo) await app.register(demoGatewayRoutes);

  const ssr = opts.buildDir
    ? await registerSsr(app, { buildDir: opts.buildDir, pageStoreDir: opts.pageStoreDir })
    : undefined;
  const adminDir = opts.buildDir && join(opts.buildDir, 'admin');
  if (adminDir && existsSync(join(adminDir, 'index.html'))) await registerAdminUi(app, { dir: adminDir });
  if (ssr) deps.buildId = ssr.buildId;

  // Several processes or machines on one PostgreSQL: a staff change clears every one's caches.
  const feed =
    database.kind === 'postgres' && config.databaseUrl
      ? await startChangeFeed({
          databaseUrl: config.databaseUrl,
          pool: database.pool,
          subscribe: (listener) => catalog.onInvalidate(listener),
          applyRemote(goods) {
            if (goods) return catalog.goodsChanged(goods);
            settings.invalidate();
            currencies.invalidate();
            catalog.invalidate();
          },
          logger: opts.logger,
        })
      : undefined;

  if (ssr && feed) ssr.takeFreshnessFrom(() => feed.freshAsOf());

  app.addHook('onClose', async () => {
    await feed?.close();
    await mailer.close();
    await limitStore.close();
    deps.files.close();
  });

  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(req.url) || !ssr) return apiNotFound(req, reply);
    return ssr.handle(req, reply);
  });
  return app;
}
