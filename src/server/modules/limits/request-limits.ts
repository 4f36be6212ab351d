// Limits on requests that cost work without a sign-in or fill the disk: captchas per
// IP, uploads per uploader. Consumed in a preValidation hook, before the work is done.
import type { FastifyRequest } from 'fastify';
import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import type { LimitStore } from './store.ts';
import { refusedFor, tooManyRequests } from './too-many.ts';

export function createRequestLimits(store: LimitStore) {
  return {
    /** Captcha pictures and checks: plenty for people, little for scripts. */
    captcha: store.limiter({ name: 'captcha', points: 30, seconds: 60 }),
    /** Unsubscribe links (issue #41): a person clicks one or two; a script guessing tokens is slowed. */
    unsubscribe: store.limiter({ name: 'unsubscribe', points: 30, seconds: 60 }),
    /** Back-in-stock subscriptions (issue #41): a shopper asks for a few SKUs; a script filling the table is stopped. */
    stockAlerts: store.limiter({ name: 'stock-alert', points: 20, seconds: 600 }),
    /** A customer's after-sale photos and avatar. */
    customerUploads: store.limiter({ name: 'upload-customer', points: 30, seconds: 600 }),
    /** Staff fill whole catalogs: a larger allowance. */
    staffUploads: store.limiter({ name: 'upload-staff', points: 600, seconds: 600 }),
  };
}

export type RequestLimits = ReturnType<typeof createRequestLimits>;

/**
 * Takes one point of `limiter` for the key of the request, or throws what `refuse`
 * makes of the seconds to wait (by default 429 in the API envelope).
 */
export async function takePoint(
  limiter: RateLimiterStoreAbstract,
  key: string,
  refuse: (seconds: number) => Error = tooManyRequests,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    const wait = refusedFor(err);
    if (wait === undefined) throw err;
    throw refuse(wait);
  }
}

/** A preValidation hook: one point per request, keyed by IP. */
export function perIp(limiter: RateLimiterStoreAbstract) {
  return async (req: FastifyRequest) => takePoint(limiter, req.ip);
}
