// SQL of the tracking module: shipments, the events staff add, and Kuaidi100's
// answers cached per carrier and number (shared by every instance).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shipments, trackingCache, trackingEvents } from '../../db/schema.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type TrackingEventRow = typeof trackingEvents.$inferSelect;

/** A parcel: the order's own (`order`) or an after-sale replacement (`replacement`). */
export async function insertShipment(
  tx: Executor,
  values: { orderId: number; carrier: string; trackingNo: string; phoneTail: string; staffId: number },
  kind: 'order' | 'replacement' = 'order',
): Promise<ShipmentRow> {
  const [row] = await tx
    .insert(shipments)
    .values({ ...values, kind })
    .returning();
  if (!row) throw new Error('shipment insert returned nothing');
  return row;
}

/** The parcel an order went out in (the latest, should there ever be several). */
export async function selectOrderShipment(db: Executor, orderId: number): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, 'order')))
    .orderBy(desc(shipments.id))
    .limit(1);
  return row;
}

export async function selectShipment(db: Executor, id: number): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  return row;
}

export async function insertTrackingEvent(
  db: Executor,
  values: { shipmentId: number; time: Date; description: string; location: string; status: string; staffId: number },
): Promise<TrackingEventRow> {
  const [row] = await db.insert(trackingEvents).values(values).returning();
  if (!row) throw new Error('tracking event insert returned nothing');
  return row;
}

/** Newest first; events of the same moment in the order they were entered, latest first. */
export function selectTrackingEvents(db: Executor, shipmentId: number): Promise<TrackingEventRow[]> {
  return db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, shipmentId))
    .orderBy(desc(trackingEvents.time), desc(trackingEvents.id));
}

/** A cached answer and its age by the database's clock (instances' clocks may differ). */
export async function readTrackingCache(
  db: Executor,
  carrier: string,
  trackingNo: string,
): Promise<{ payload: unknown; ageMs: number } | undefined> {
  const { rows } = await db.execute<{ payload: unknown; age_ms: number }>(sql`
    SELECT payload, (extract(epoch FROM now() - fetched_at) * 1000)::float8 AS age_ms
    FROM tracking_cache WHERE carrier = ${carrier} AND tracking_no = ${trackingNo}`);
  const row = rows[0];
  return row && { payload: row.payload, ageMs: Number(row.age_ms) };
}

export async function writeTrackingCache(
  db: Executor,
  carrier: string,
  trackingNo: string,
  payload: unknown,
): Promise<void> {
  await db
    .insert(trackingCache)
    .values({ carrier, trackingNo, payload })
    .onConflictDoUpdate({
      target: [trackingCache.carrier, trackingCache.trackingNo],
      set: { payload, fetchedAt: sql`now()` },
    });
}
