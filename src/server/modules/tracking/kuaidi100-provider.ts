// The Kuaidi100 provider: answers come from tracking_cache while fresh (30 minutes;
// a delivered parcel a day, it will hardly change), else from Kuaidi100 (each query
// costs the shop). Concurrent lookups of one parcel share a single call per instance.
// When Kuaidi100 fails, the last cached answer (however old) is shown with a notice.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type Kuaidi100Credentials, Kuaidi100Error, type Kuaidi100Tracking, queryKuaidi100 } from './kuaidi100.ts';
import type { ParcelRef, Tracking, TrackingProvider } from './provider.ts';
import { readTrackingCache, writeTrackingCache } from './queries.ts';

export const FRESH_MS = 30 * 60_000;
export const DELIVERED_FRESH_MS = 24 * 60 * 60_000;

export function createKuaidi100Provider(
  db: Db,
  creds: Kuaidi100Credentials,
  logger?: FastifyBaseLogger,
): TrackingProvider {
  const inFlight = new Map<string, Promise<Tracking>>();

  async function lookup(parcel: ParcelRef): Promise<Tracking> {
    const cached = await readTrackingCache(db, parcel.carrier, parcel.trackingNo);
    const last = cached?.payload as Kuaidi100Tracking | undefined;
    if (cached && last && cached.ageMs < (last.delivered ? DELIVERED_FRESH_MS : FRESH_MS)) return last;
    try {
      const fresh = await queryKuaidi100(creds, parcel);
      await writeTrackingCache(db, parcel.carrier, parcel.trackingNo, fresh);
      return fresh;
    } catch (err) {
      if (!(err instanceof Kuaidi100Error)) throw err;
      logger?.warn({ err, carrier: parcel.carrier, trackingNo: parcel.trackingNo }, 'Kuaidi100 query failed');
      return { state: last?.state ?? null, events: last?.events ?? [], unavailable: true };
    }
  }

  return {
    name: 'kuaidi100',
    track(parcel) {
      const key = `${parcel.carrier}\n${parcel.trackingNo}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = lookup(parcel).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
