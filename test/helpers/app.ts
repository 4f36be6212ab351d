// Builds the real app (API only) on a database of its own for one test file, on the vitest
// project's backend (test/helpers/pg.ts): a copy of the run's template (test/helpers/db-templates.ts).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { seedDemo } from '../../src/server/db/seed/index.ts';
import { cloneTemplate } from './db-templates.ts';
import { createResponseValidator, type InjectedAnswer, type OpenApiDocument } from './openapi-validator.ts';
import { createBackendDatabase, EMBEDDED_IDLE_TIMEOUT_MS, type TestDatabase } from './pg.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  testDb: TestDatabase;
  close(): Promise<void>;
}

export async function createTestApp(opts: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  // A copy of the run's template (seeded or only migrated) where the API global setup made one.
  const templates = inject('dbTemplates');
  const seed = opts.seed !== false;
  const testDb = templates
    ? await cloneTemplate(templates, seed ? 'seeded' : 'migrated')
    : await createBackendDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
    PUBLIC_URL: 'http://shop.test',
    LOG_LEVEL: 'silent',
    // Shared by all test files: the demo pictures are drawn once per machine.
    DATA_DIR: join(tmpdir(), 'shop-test-data'),
    // Tests never reach the internet: the exchange-rate feed is a local fake where a test needs one.
    ECB_RATES_URL: 'off',
    ...opts.env,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    // The embedded database in its own directory; uploads stay in the shared DATA_DIR.
    dataDir: testDb.dataDir ?? config.dataDir,
    poolMax: opts.env?.DB_POOL_MAX ? config.dbPoolMax : 5,
    idleTimeoutMs: testDb.url ? undefined : EMBEDDED_IDLE_TIMEOUT_MS,
    ...config.dbTimeouts,
  });
  await runMigrations(database);
  if (seed && !templates) await seedDemo(database);
  const app = await buildApp({ config, database });
  validateAnswers(app);
  return {
    app,
    database,
    config,
    testDb,
    async close() {
      await app.close();
      await database.close();
      await testDb.drop();
    },
  };
}

/**
 * Every answer to `app.inject(options)` is checked against the app's own OpenAPI document
 * (test/helpers/openapi-validator.ts): one that is not as the document says throws, and
 * so fails the test that made the request.
 */
function validateAnswers(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  let validator: Promise<ReturnType<typeof createResponseValidator>> | undefined;
  const load = async () => {
    const doc = (await inject({ url: '/v1/openapi.json' })).json() as OpenApiDocument;
    return createResponseValidator(doc);
  };
  const checked = async (options: string | InjectOptions) => {
    const res = await inject(options);
    validator ??= load();
    (await validator).check(res as unknown as InjectedAnswer);
    return res;
  };
  // The chained form (`inject()`) and the callback form are left as they are: the suite
  // uses the promise form only.
  Object.assign(app, {
    inject: (options?: string | InjectOptions, callback?: unknown) =>
      options === undefined || callback ? inject(options as never, callback as never) : checked(options),
  });
}
