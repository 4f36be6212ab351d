// Growing delays after failed sign-ins and code checks, per account and per IP
// (PRODUCT: accounts). Counters live in PostgreSQL so every instance sees them. After
// `free` failures a key is blocked for 2 s, then 4 s, 8 s … up to 15 minutes; a
// success clears the account's counter. Counters older than a day start over.
import { inArray, sql } from 'drizzle-orm';
import { ApiCode } from '../../../domain/api-codes.ts';
import type { Db } from '../../db/client.ts';
import { throttles } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const MAX_BLOCK_SECONDS = 15 * 60;

export interface ThrottleKey {
  key: string;
  /** Failures allowed before delays start. */
  free: number;
}

export function createThrottle(db: Db) {
  return {
    /** Throws 429 with the seconds to wait when any key is blocked. */
    async check(keys: ThrottleKey[]): Promise<void> {
      const rows = await db
        .select({ blockedUntil: throttles.blockedUntil })
        .from(throttles)
        .where(
          inArray(
            throttles.key,
            keys.map((k) => k.key),
          ),
        );
      const until = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
      const seconds = Math.ceil((until - Date.now()) / 1000);
      if (seconds > 0) {
        throw new AppError(
          ApiCode.tooManyRequests,
          'too_many_requests',
          { seconds },
          { headers: { 'retry-after': String(seconds) } },
        );
      }
    },

    async fail(keys: ThrottleKey[]): Promise<void> {
      for (const { key, free } of keys) {
        await db.execute(sql`
          INSERT INTO throttles (key, failures, updated_at) VALUES (${key}, 1, now())
          ON CONFLICT (key) DO UPDATE SET
            failures = CASE WHEN throttles.updated_at < now() - interval '1 day' THEN 1 ELSE throttles.failures + 1 END,
            updated_at = now()`);
        await db.execute(sql`
          UPDATE throttles SET blocked_until = now() + make_interval(secs => least(${MAX_BLOCK_SECONDS}, power(2, failures - ${free})))
          WHERE key = ${key} AND failures > ${free}`);
      }
    },

    async reset(key: string): Promise<void> {
      await db.delete(throttles).where(inArray(throttles.key, [key]));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/** The keys of a sign-in attempt: the account (5 free failures) and the IP (20). */
export function signInKeys(kind: 'login' | 'code' | 'staff', email: string, ip: string): ThrottleKey[] {
  return [
    { key: `${kind}:email:${email.toLowerCase()}`, free: 5 },
    { key: `${kind}:ip:${ip}`, free: 20 },
  ];
}
