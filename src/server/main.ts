// Entry point: configuration, database (migrations + demo seed), the app, and a
// graceful shutdown on SIGTERM/SIGINT (in-flight requests finish, the pool closes).
// With WEB_CONCURRENCY > 1 the primary prepares the database and forks the servers
// (cluster.ts); each worker runs `serve`.
import cluster from 'node:cluster';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { runCluster, runsJobs, serverPid, workerIndex } from './cluster.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { drawAllDemoArt } from './db/seed/catalog-art.ts';
import { seedDemo } from './db/seed/index.ts';
import { pageStoreDir } from './lib/page-store.ts';
import { ensureFirstOwner } from './modules/staff/first-owner.ts';
import { createStaffService } from './modules/staff/service.ts';
import { createFileStores } from './modules/uploads/storage.ts';

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
  if (cluster.isPrimary) forgetStoredPages(config.dataDir);
  if (cluster.isPrimary && !config.captcha) {
    logger.warn('CAPTCHA=off: password login and registration run without a captcha');
  }
  if (cluster.isPrimary && config.workers > 1) {
    await runCluster({
      workers: config.workers,
      logger,
      async prepare() {
        const database = await open(config, logger);
        await prepareDatabase(database, config, logger);
        await database.close();
        drawDemoArt(config, logger);
      },
    });
    return;
  }
  await serve(config, logger);
}

/**
 * The server's shared page store starts empty (a container's primary may have the pid of
 * the last one) and goes with it on exit; a `kill -9` leaves it to the next start.
 */
function forgetStoredPages(dataDir: string) {
  try {
    const dir = pageStoreDir(dataDir, process.pid);
    rmSync(dir, { recursive: true, force: true });
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  } catch {
    // A data directory that cannot be written: the processes keep their pages in memory (storedPagesDir).
  }
}

/** This server's page store, or none when the data directory cannot be written. */
function storedPagesDir(config: Config, logger: pino.Logger): string | undefined {
  try {
    return pageStoreDir(config.dataDir, serverPid());
  } catch (err) {
    logger.warn({ err }, `pages kept in memory only: ${config.dataDir}/pages cannot be written`);
    return undefined;
  }
}

/** Opens the database the configuration names (PGlite when DATABASE_URL is unset). */
async function open(config: Config, logger: pino.Logger) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
    idleTimeoutMs: config.dbIdleTimeoutMs,
    ...config.dbTimeouts,
  });
  if (cluster.isPrimary) {
    logger.info(
      { kind: database.kind },
      database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL',
    );
  }
  return database;
}

/** Once per start, before serving: migrations, the demo shop, the first owner. */
async function prepareDatabase(database: Database, config: Config, logger: pino.Logger) {
  await runMigrations(database);
  if (config.seedDemo) {
    const seeded = await seedDemo(database);
    if (seeded.length > 0) logger.info(`seeded the demo shop (${seeded.join(', ')})`);
  }
  await ensureFirstOwner(createStaffService(database.db), config, logger);
}

/** Demo product pictures not drawn yet are drawn in the background (requests draw on demand too). */
function drawDemoArt(config: Config, logger: pino.Logger) {
  createFileStores(config)
    .then((files) => drawAllDemoArt(files.uploads).finally(() => files.close()))
    .then(
      (n) => n > 0 && logger.info(`drew ${n} demo product pictures`),
      (err) => logger.warn({ err }, 'drawing demo pictures failed'),
    );
}

/** One server process: the whole shop on its own, or one worker of a cluster. */
async function serve(config: Config, logger: pino.Logger) {
  const database = await open(config, logger);
  if (cluster.isPrimary) await prepareDatabase(database, config, logger);

  const buildDir = fileURLToPath(new URL('../../build', import.meta.url));
  const hasBuild = existsSync(`${buildDir}/server/index.js`);
  if (!hasBuild && cluster.isPrimary) {
    logger.warn('no storefront build found: serving the API only (run `npm run build`)');
  }
  // Loaded here, not at the top: a cluster's primary serves no HTTP and would otherwise
  // hold the whole app's modules for nothing (50-65 MiB of its resting memory).
  const [{ buildApp }, { startJobs }] = await Promise.all([import('./app.ts'), import('./jobs/index.ts')]);
  const pageStore = hasBuild ? storedPagesDir(config, logger) : undefined;
  const app = await buildApp({
    config,
    database,
    buildDir: hasBuild ? buildDir : undefined,
    logger,
    pageStoreDir: pageStore,
  });
  const stopJobs = runsJobs() ? startJobs(app, logger) : async () => {};
  let stopRenderingAhead = async () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    // A keep-alive connection whose request was in flight at the signal turns idle once
    // answered; the server's close waits for it, so close such connections as they idle
    // instead of waiting out the keep-alive timeout.
    const idle = setInterval(() => app.server.closeIdleConnections(), 50);
    let code = 0;
    try {
      // Stop accepting and let in-flight requests and job runs finish, then close the pool.
      await stopRenderingAhead();
      await Promise.all([app.close(), stopJobs()]);
      await database.close();
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      code = 1;
    } finally {
      clearInterval(idle);
      clearTimeout(force);
      logger.info({ code }, 'stopped');
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Pages are rendered ahead into the store; without one there is nowhere to keep them.
  if (pageStore && config.renderAhead && !closing) {
    const { startRenderingAhead } = await import('./render-ahead.ts');
    stopRenderingAhead = startRenderingAhead(app, { worker: workerIndex(), workers: config.workers, logger });
  }
  if (!cluster.isPrimary) return;
  drawDemoArt(config, logger);
  const base = config.publicUrl;
  logger.info(`storefront: ${base}/   (English: ${base}/en)`);
  logger.info(`admin:      ${base}/admin`);
  logger.info(`API docs:   ${base}/v1/docs`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
