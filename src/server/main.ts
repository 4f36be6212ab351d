// Entry point: configuration, database (migrations + demo seed), the app, and a
// graceful shutdown on SIGTERM/SIGINT (in-flight requests finish, the pool closes).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { drawAllDemoArt } from './db/seed/catalog-art.ts';
import { seedDemo } from './db/seed/index.ts';
import { startJobs } from './jobs/index.ts';
import { ensureFirstOwner } from './modules/staff/first-owner.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = pino({ level: config.logLevel });
  if (!config.captcha) logger.warn('CAPTCHA=off: password login and registration run without a captcha');

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
  });
  logger.info(
    { kind: database.kind },
    database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL',
  );
  await runMigrations(database);
  if (config.seedDemo) {
    const seeded = await seedDemo(database);
    if (seeded.length > 0) logger.info(`seeded the demo shop (${seeded.join(', ')})`);
  }

  const buildDir = fileURLToPath(new URL('../../build', import.meta.url));
  const hasBuild = existsSync(`${buildDir}/server/index.js`);
  if (!hasBuild) logger.warn('no storefront build found: serving the API only (run `npm run build`)');
  const app = await buildApp({ config, database, buildDir: hasBuild ? buildDir : undefined, logger });

  await ensureFirstOwner(app.deps.staff, config, logger);
  const stopJobs = startJobs(app, logger);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      // Stop accepting and let in-flight requests and job runs finish, then close the pool.
      await Promise.all([app.close(), stopJobs()]);
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Demo product pictures not drawn yet are drawn now, in the background (requests draw on demand too).
  drawAllDemoArt(config.uploadsDir).then(
    (n) => n > 0 && logger.info(`drew ${n} demo product pictures`),
    (err) => logger.warn({ err }, 'drawing demo pictures failed'),
  );
  const base = config.publicUrl;
  logger.info(`storefront: ${base}/   (English: ${base}/en)`);
  logger.info(`admin:      ${base}/admin`);
  logger.info(`API docs:   ${base}/v1/docs`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
