// Counts the checkouts that had to queue for a connection (every connection busy) and
// the seconds they queued, for /metrics. Only a checkout that queues pays for the
// timing: the common one (an idle connection, or room for a new one) is one comparison.
import type pg from 'pg';

export interface PoolWaits {
  /** Checkouts that queued since the pool opened. */
  count: number;
  /** Seconds they spent queued, in total (those that timed out included). */
  seconds: number;
}

const tracked = new WeakMap<pg.Pool, PoolWaits>();

/** Wraps the pool's checkout once (pool.query checks out through it too). */
export function trackPoolWaits(pool: pg.Pool): PoolWaits {
  const known = tracked.get(pool);
  if (known) return known;
  const waits: PoolWaits = { count: 0, seconds: 0 };
  tracked.set(pool, waits);
  const connect = pool.connect.bind(pool) as (cb?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  const max = pool.options.max;
  (pool as { connect: unknown }).connect = (cb?: ConnectCallback) => {
    if (pool.idleCount > 0 || pool.totalCount < max) return connect(cb);
    waits.count++;
    const start = performance.now();
    const stop = () => {
      waits.seconds += (performance.now() - start) / 1000;
    };
    if (cb) {
      return connect((err, client, release) => {
        stop();
        cb(err, client, release);
      });
    }
    return (connect() as Promise<pg.PoolClient>).finally(stop);
  };
  return waits;
}

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, release: () => void) => void;

/** The pool's waits (zero for one never tracked). */
export function poolWaits(pool: pg.Pool): PoolWaits {
  return tracked.get(pool) ?? { count: 0, seconds: 0 };
}
