// The manual provider: the events staff entered for the shipment, newest first. The
// parcel's state is the status of the newest event that has one.
import { TRACKING_STATUSES, type TrackingEvent, type TrackingStatus } from '../../../domain/tracking/carriers.ts';
import type { Db } from '../../db/client.ts';
import type { TrackingProvider } from './provider.ts';
import { selectTrackingEvents, type TrackingEventRow } from './queries.ts';

const isStatus = (s: string): s is TrackingStatus => (TRACKING_STATUSES as readonly string[]).includes(s);

export function manualEventView(row: TrackingEventRow): TrackingEvent {
  return {
    time: row.time.toISOString(),
    description: row.description,
    location: row.location,
    status: isStatus(row.status) ? row.status : null,
  };
}

export function createManualProvider(db: Db): TrackingProvider {
  return {
    name: 'manual',
    async track(parcel) {
      const events = (await selectTrackingEvents(db, parcel.shipmentId)).map(manualEventView);
      return { state: events.find((e) => e.status)?.status ?? null, events };
    },
  };
}
