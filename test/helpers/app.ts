// Builds the real app (API only) on a fresh database for one test file, on the vitest
// project's backend (test/helpers/pg.ts): the PostgreSQL server or embedded PGlite.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { seedDemo } from '../../src/server/db/seed/index.ts';
import { createBackendDatabase, EMBEDDED_IDLE_TIMEOUT_MS, type TestDatabase } from './pg.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  testDb: TestDatabase;
  close(): Promise<void>;
}

export async function createTestApp(opts: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const testDb = await createBackendDatabase();
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
  if (opts.seed !== false) await seedDemo(database);
  const app = await buildApp({ config, database });
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
