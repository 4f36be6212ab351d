// Scheduled work of one instance: mail retries from the outbox, cancelling orders
// whose payment deadline passed, confirming receipt 15 days after shipping and
// completing orders whose after-sale window closed, the ECB exchange rates, deleting
// searches that found nothing after 30 days, and the related goods' lists (one instance
// for all). Each job is safe with several instances running (rows are claimed with
// FOR UPDATE SKIP LOCKED; the related goods job by a lease, db/run-once.ts) and idempotent.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { watchReachability } from '../db/reachability.ts';
import { deleteOldSearchMisses } from '../modules/catalog/search-misses.ts';
import { refreshFromEcb } from '../modules/currencies/ecb.ts';
import { storedCurrencies } from '../modules/currencies/service.ts';
import { sendCartReminders } from '../modules/marketing/reminders.ts';
import { shopMetrics } from '../modules/metrics/shop-metrics.ts';
import { cancelExpiredOrders } from '../modules/orders/cancel.ts';
import { completeOrdersPastAfterSale } from './after-sale-window.ts';
import { confirmOverdueReceipts } from './auto-receipt.ts';

const EVERY_MS = 30_000;
/** Jobs counted in days need not look at the orders every tick. */
const DAILY_JOBS_EVERY_MS = 5 * 60_000;
/** The ECB publishes once a working day (around 16:00 CET): a few reads a day catch it. */
const RATE_FEED_EVERY_MS = 4 * 60 * 60_000;

/** What a job wrapped by atMostEvery returns when it was not its time (not a run). */
const SKIPPED = Symbol('skipped');

function atMostEvery(ms: number, job: () => Promise<unknown>): () => Promise<unknown> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    if (Date.now() - last < ms) return SKIPPED;
    last = Date.now();
    await job();
  };
}

export function startJobs(app: FastifyInstance, logger: FastifyBaseLogger): () => Promise<void> {
  const jobs: Record<string, () => Promise<unknown>> = {
    mail: () => app.deps.mailer.drain(() => stopped),
    'payment deadline': async () => {
      const shop = { title: (await app.deps.settings.get()).seo_title, origin: app.deps.config.publicUrl };
      const n = await cancelExpiredOrders(app.deps.db, 500, shop);
      if (n > 0) logger.info({ cancelled: n }, 'cancelled unpaid orders past their payment deadline');
    },
    'automatic receipt': atMostEvery(DAILY_JOBS_EVERY_MS, async () => {
      const n = await confirmOverdueReceipts(app.deps.db);
      if (n > 0) logger.info({ received: n }, 'confirmed receipt of orders shipped long enough ago');
    }),
    'after-sale window': atMostEvery(DAILY_JOBS_EVERY_MS, async () => {
      const n = await completeOrdersPastAfterSale(app.deps.db);
      if (n > 0) logger.info({ completed: n }, 'completed orders whose after-sale window closed');
    }),
    // One DELETE of days past the admin's 30: any number of instances may run it.
    'old search misses': atMostEvery(DAILY_JOBS_EVERY_MS, async () => {
      const n = await deleteOldSearchMisses(app.deps.db);
      if (n > 0) logger.info({ deleted: n }, 'deleted searches that found nothing older than 30 days');
    }),
    // Worked out by one instance for all (db/run-once.ts): every RELATED_REFRESH_MS,
    // and at the next tick after a staff change of the catalog (issue #41).
    'related goods': async () => {
      const { ran, changed } = await app.deps.related.refresh(catalogChangedAt);
      if (ran) logger.info({ changed: changed.length }, 'related goods worked out again');
    },
    // Reminders of idle carts (issue #41): claimed per cart in one statement, so any number
    // of instances mail each once.
    'cart reminders': async () => {
      const n = await sendCartReminders(app.deps.db, {
        origin: app.deps.config.publicUrl,
        links: app.deps.unsubscribeLinks,
        stop: () => stopped,
      });
      if (n > 0) logger.info({ reminded: n }, 'mailed reminders of idle carts');
    },
    'exchange rates': atMostEvery(RATE_FEED_EVERY_MS, async () => {
      if (!app.deps.config.ecbRatesUrl) return;
      // Nothing follows the feed (rates typed by hand, or no currency yet): no call to make.
      if (!(await storedCurrencies(app.deps.db)).some((c) => c.rate_source === 'ecb')) return;
      const r = await refreshFromEcb(app.deps.db, app.deps.settings, app.deps.config.ecbRatesUrl);
      if (r.updated.length > 0) app.deps.currencies.invalidate();
      if (r.updated.length > 0 || r.missing.length > 0) logger.info(r, 'exchange rates read from the ECB feed');
    }),
  };
  /** When this instance last heard of a staff change of the catalog (not stock or sales). */
  let catalogChangedAt: Date | undefined;
  const unsubscribe = app.deps.catalog.onInvalidate((goods) => {
    if (goods === undefined) catalogChangedAt = new Date();
  });
  const reachability = watchReachability(app.deps.database.pool, logger);
  const running = new Map<string, Promise<unknown>>();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    for (const [name, job] of Object.entries(jobs)) {
      if (running.has(name)) continue; // a slow run is never overlapped by the next
      const start = performance.now();
      const counted = (outcome: 'ok' | 'failed') => {
        shopMetrics.jobRuns.inc({ job: name, outcome });
        shopMetrics.jobDuration.observe({ job: name }, (performance.now() - start) / 1000);
      };
      const run = job()
        .then(
          (result) => result !== SKIPPED && counted('ok'),
          (err) => {
            counted('failed');
            // The database away is logged once by its watcher, not by every job at every tick.
            if (!reachability.noteFailure(err)) logger.warn({ err }, `${name} job failed`);
          },
        )
        .finally(() => running.delete(name));
      running.set(name, run);
    }
  };
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  const first = setTimeout(tick, 1_000);
  first.unref();
  // Stopping waits for the runs under way: the database pool must outlive them.
  return async () => {
    stopped = true;
    unsubscribe();
    clearInterval(timer);
    clearTimeout(first);
    await Promise.allSettled(running.values());
  };
}
