// Where every limit and throttle is counted: one place for the whole shop, never per
// process (PRODUCT "Growing past one machine"). PostgreSQL by default (the
// `rate_limits` table), Redis when REDIS_URL is set; rate-limiter-flexible does the
// counting in both, each step one atomic statement or script, so a burst of requests
// is counted before any of them is judged.
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRedis, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';

export interface LimitRule {
  /** Key prefix: the limit's name. */
  name: string;
  /** Points a key may consume per window. */
  points: number;
  /** Window length. */
  seconds: number;
}

export interface LimitStore {
  kind: 'postgres' | 'redis';
  limiter(rule: LimitRule): RateLimiterStoreAbstract;
  close(): Promise<void>;
}

export async function createLimitStore(opts: { pool: pg.Pool; redisUrl?: string }): Promise<LimitStore> {
  // Fail fast while Redis is away (no offline queue): the PostgreSQL limiter insures it.
  // The Redis client is loaded only when one is configured (docs/benchmarks.md, "Memory per process").
  const redis = opts.redisUrl
    ? new (await import('ioredis')).Redis(opts.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectionName: 'shop-limits',
      })
    : undefined;
  redis?.on('error', () => {}); // reconnects by itself; a failed command falls back to PostgreSQL
  let cleaner = true;
  return {
    kind: redis ? 'redis' : 'postgres',
    limiter(rule) {
      const base = { keyPrefix: rule.name, points: rule.points, duration: rule.seconds };
      const postgres = new RateLimiterPostgres({
        ...base,
        storeClient: opts.pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true, // migration 0010
        // One timer per process deletes rows that expired an hour ago, for every limit.
        clearExpiredByTimeout: cleaner,
      });
      cleaner = false;
      if (!redis) return postgres;
      return new RateLimiterRedis({ ...base, storeClient: redis, insuranceLimiter: postgres });
    },
    async close() {
      if (redis && redis.status !== 'end') await redis.quit().catch(() => redis.disconnect());
    },
  };
}
