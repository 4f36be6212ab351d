// One app's metrics: its HTTP requests (by route pattern, never the raw URL: a label
// per URL would grow without bound), its database pool, and the mail outbox (read on
// scrape with one query on the outbox's partial index). Per app because tests build
// several apps in one process, each on its own database.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { poolWaits } from '../../db/pool-waits.ts';
import { createHttpMetrics } from './http-metrics.ts';

/** The route label of requests no route matched: API 404s, and the storefront's pages (served by the not-found handler). */
export const UNMATCHED_API = '(unmatched)';
export const PAGE = '(page)';

export function createAppMetrics(database: Database, log?: { warn(obj: object, msg: string): void }) {
  const registry = new Registry();
  const registers = [registry];
  const http = createHttpMetrics(registry);

  const { pool } = database;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the database pool, by state (total, idle, waiting: checkouts queued for one).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'db_pool_max',
    help: 'Largest number of connections the pool opens (1 on the embedded database).',
    registers,
    collect() {
      this.set(pool.options.max);
    },
  });
  // Counters read from the pool's running totals (db/pool-waits.ts) at each scrape.
  let seenWaits = 0;
  let seenSeconds = 0;
  new Counter({
    name: 'db_pool_waits_total',
    help: 'Checkouts that queued for a connection because every one was busy.',
    registers,
    collect() {
      const w = poolWaits(pool);
      this.inc(w.count - seenWaits);
      seenWaits = w.count;
    },
  });
  new Counter({
    name: 'db_pool_wait_seconds_total',
    help: 'Seconds checkouts spent queued for a connection.',
    registers,
    collect() {
      const w = poolWaits(pool);
      this.inc(w.seconds - seenSeconds);
      seenSeconds = w.seconds;
    },
  });

  // The outbox is the whole shop's: every process reads the same figure, so a cluster keeps the largest (not the sum).
  let outbox: Promise<{ pending: number; oldest: number }> | undefined;
  const readOutbox = () => {
    outbox ??= pool
      .query<{ pending: number; oldest: number | null }>(
        `SELECT count(*)::int AS pending, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS oldest
         FROM mail_outbox WHERE status = 'pending'`,
      )
      .then(({ rows }) => ({ pending: rows[0]?.pending ?? 0, oldest: rows[0]?.oldest ?? 0 }))
      .catch((err) => {
        log?.warn({ err }, 'metrics: reading the mail outbox failed');
        return { pending: Number.NaN, oldest: Number.NaN };
      })
      .finally(() => {
        outbox = undefined;
      });
    return outbox;
  };
  new Gauge({
    name: 'mail_outbox_pending',
    help: 'Mails waiting in the outbox to be sent (NaN when the database did not answer).',
    aggregator: 'max',
    registers,
    async collect() {
      this.set((await readOutbox()).pending);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail waiting in the outbox (0 when none waits).',
    aggregator: 'max',
    registers,
    async collect() {
      this.set((await readOutbox()).oldest);
    },
  });

  return {
    registry,
    /** Counts an answered request (onResponse). */
    observe(req: FastifyRequest, reply: FastifyReply, unmatched: string): void {
      http.observe(req.method, req.routeOptions.url ?? unmatched, reply.statusCode, reply.elapsedTime / 1000);
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
