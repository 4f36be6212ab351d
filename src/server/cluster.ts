// Several server processes on one machine (WEB_CONCURRENCY, default: one per core with
// PostgreSQL). The primary prepares the database once (migrations, demo seed, first
// owner), then forks workers that share the listening port. It replaces a worker that
// dies after it started (when the shop cannot start at all, it stops, as a single
// process would; a replacement that cannot start while the shop runs, the database being
// away, is tried again with a growing pause) and stops them all on SIGTERM/SIGINT. A staff change reaches the other workers
// (and other machines) through the database (lib/change-feed.ts), not through here.
import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { serveClusterMetrics } from './modules/metrics/cluster-metrics.ts';

const JOBS_ENV = 'SHOP_WORKER_JOBS';
const INDEX_ENV = 'SHOP_WORKER_INDEX';

export async function runCluster(opts: {
  workers: number;
  logger: FastifyBaseLogger;
  /** Runs once before any worker starts. */
  prepare(): Promise<void>;
}): Promise<void> {
  const { logger } = opts;
  await opts.prepare();
  // The primary serves no HTTP: a worker's /metrics asks it for every worker's figures.
  serveClusterMetrics();

  let stopping = false;
  /** Some worker has listened: the shop started. */
  let started = false;
  /** Replacements of each worker that could not start in a row (the database away). */
  const failedStarts = new Map<number, number>();
  const fork = (index: number) => {
    const worker = cluster.fork({ [JOBS_ENV]: index === 0 ? '1' : '0', [INDEX_ENV]: String(index) });
    let listening = false;
    worker.once('listening', () => {
      listening = true;
      started = true;
      failedStarts.delete(index);
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      const pid = worker.process.pid;
      if (!listening && !started) {
        // The shop could not start (port taken, bad build): the others would fail alike.
        logger.error({ pid, code, signal }, 'a server process failed to start; stopping');
        stop('SIGTERM', 1);
        return;
      }
      if (listening) {
        logger.error({ pid, code, signal }, 'a server process stopped; starting another');
        fork(index);
        return;
      }
      // A replacement that cannot start while the shop runs (the database away at its
      // start): the other workers keep serving, and it is tried again, less and less often.
      const tries = (failedStarts.get(index) ?? 0) + 1;
      failedStarts.set(index, tries);
      const seconds = Math.min(30, 2 ** (tries - 1));
      logger.error({ pid, code, signal, tries }, `a server process could not start; trying again in ${seconds} s`);
      setTimeout(() => {
        if (!stopping) fork(index);
      }, seconds * 1000);
    });
    return worker;
  };
  // One worker runs the scheduled jobs (they would be safe in all; one is enough).
  for (let i = 0; i < opts.workers; i++) fork(i);
  logger.info(`${opts.workers} server processes`);

  function stop(signal: NodeJS.Signals, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    // Each worker finishes its requests and jobs and closes its pool (main.ts).
    let left = alive.length;
    if (left === 0) process.exit(exitCode);
    let code = exitCode;
    for (const w of alive) {
      w.once('exit', (workerCode) => {
        // A worker that could not stop cleanly (its force timer) makes the whole stop unclean.
        if (workerCode !== 0 && workerCode !== null) code = 1;
        if (--left === 0) process.exit(code);
      });
      w.process.kill(signal);
    }
    setTimeout(() => process.exit(1), 15_000).unref();
  }
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** This process's place among the server's processes (0 for a single one); a replacement keeps it. */
export function workerIndex(): number {
  return cluster.isPrimary ? 0 : Number(process.env[INDEX_ENV] ?? 0);
}

/** The server's own pid: the cluster's primary, or this process when it is alone. */
export function serverPid(): number {
  return cluster.isPrimary ? process.pid : process.ppid;
}

/** Whether this process runs the scheduled jobs: a single process, or the cluster's chosen worker. */
export function runsJobs(): boolean {
  return cluster.isPrimary || process.env[JOBS_ENV] === '1';
}
