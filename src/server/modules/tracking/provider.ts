// What every tracking provider answers for a parcel. The registry picks one per
// request from the settings: Kuaidi100 when its credentials are set, else manual.
import type { TrackingEvent, TrackingProviderName, TrackingStatus } from '../../../domain/tracking/carriers.ts';

export interface ParcelRef {
  shipmentId: number;
  carrier: string;
  trackingNo: string;
  /** Last 4 digits of the recipient's phone ('' when unknown). */
  phoneTail: string;
}

export interface Tracking {
  state: TrackingStatus | null;
  /** Newest first. */
  events: TrackingEvent[];
  /** Set when live data could not be fetched (the events may be older or missing). */
  unavailable?: boolean;
}

export interface TrackingProvider {
  name: TrackingProviderName;
  track(parcel: ParcelRef): Promise<Tracking>;
}
