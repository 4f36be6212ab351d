// Shipping and tracking: staff ship an order (under the order's row lock, as the
// life-cycle table allows) and add events by hand; customers follow their parcel
// through the provider the settings choose.

import type { I18nText, Locale } from '../../../domain/i18n/locale.ts';
import {
  CARRIERS,
  carrierName,
  type ExpressView,
  findCarrier,
  phoneTailOf,
  specIdsOf,
} from '../../../domain/tracking/carriers.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { apiMessage } from '../../i18n/api-messages.ts';
import { type AuditActor, recordAudit } from '../admin/audit/record.ts';
import { applyOrderEvent, eventTarget, statusConflict } from '../orders/lifecycle.ts';
import { findCustomerOrder, lockOrderForUpdate } from '../orders/service.ts';
import type { SettingsService } from '../settings/service.ts';
import { queueOrderShippedMail } from './mail.ts';
import { manualEventView } from './manual.ts';
import {
  insertShipment,
  insertTrackingEvent,
  type ShipmentRow,
  selectOrderShipment,
  selectShipment,
} from './queries.ts';
import type { TrackingRegistry } from './registry.ts';
import type { ShipInput, TrackingEventInput } from './schemas.ts';

/**
 * Sends an after-sale replacement inside the caller's transaction (under the order's
 * and the request's locks): its parcel, of kind 'replacement', and the "shipped" mail
 * that links the after-sale page. The order's status is the caller's to decide.
 */
export async function shipReplacementParcel(
  tx: Executor,
  order: { id: number; user_id: number; order_no: string },
  parcel: { carrier: string; trackingNo: string; phoneTail: string; staffId: number },
  shop: { title: I18nText; origin: string },
): Promise<ShipmentRow> {
  const shipment = await insertShipment(tx, { orderId: order.id, ...parcel }, 'replacement');
  await queueOrderShippedMail(
    tx,
    { id: order.id, userId: order.user_id, orderNo: order.order_no },
    { kind: 'replacement', carrier: shipment.carrier, trackingNo: shipment.trackingNo, shippedAt: shipment.shippedAt },
    shop,
  );
  return shipment;
}

function shipmentView(s: ShipmentRow) {
  return {
    id: s.id,
    order_id: s.orderId,
    carrier: s.carrier,
    tracking_no: s.trackingNo,
    phone_tail: s.phoneTail,
    shipped_at: s.shippedAt.toISOString(),
  };
}

export function createTrackingService(deps: {
  db: Db;
  settings: SettingsService;
  registry: TrackingRegistry;
  publicUrl: string;
}) {
  const { db } = deps;

  return {
    /** Ships a paid order (10, or 42/52 never shipped) -> 20, with the customer's mail and the audit entry. */
    async shipOrder(orderId: number, input: ShipInput, actor: AuditActor, lang: Locale = 'zh-cn') {
      const carrier = findCarrier(input.carrier);
      if (!carrier) throw badRequest('tracking_carrier_invalid');
      // Read before the transaction: the embedded database has a single connection.
      const { seo_title } = await deps.settings.get();
      return db.transaction(async (tx) => {
        const order = await lockOrderForUpdate(tx, orderId);
        if (!order) throw notFound();
        const ship = { action: 'ship', actor: 'staff', by: actor.staffEmail } as const;
        if (eventTarget(order, ship) === null) throw statusConflict(order.status, lang);
        const phoneTail = input.phone_tail ?? phoneTailOf(order.address.phone);
        if (carrier.needsPhoneTail && !phoneTail) {
          throw badRequest('tracking_phone_tail_required', { carrier: carrier.name[lang] });
        }
        const shipment = await insertShipment(tx, {
          orderId: order.id,
          carrier: carrier.code,
          trackingNo: input.tracking_no,
          phoneTail,
          staffId: actor.staffId,
        });
        const next = await applyOrderEvent(tx, order, ship, lang);
        await recordAudit(tx, actor, {
          action: 'order.ship',
          entity: 'order',
          entityId: order.id,
          before: { status: order.status },
          after: {
            status: next,
            shipment_id: shipment.id,
            carrier: shipment.carrier,
            tracking_no: shipment.trackingNo,
          },
        });
        await queueOrderShippedMail(
          tx,
          { id: order.id, userId: order.user_id, orderNo: order.order_no },
          { kind: 'order', carrier: shipment.carrier, trackingNo: shipment.trackingNo, shippedAt: shipment.shippedAt },
          { title: seo_title, origin: deps.publicUrl },
        );
        return { ...shipmentView(shipment), order_status: next };
      });
    },

    /** An event staff saw (the manual provider shows these), with its audit entry. */
    async addTrackingEvent(shipmentId: number, input: TrackingEventInput, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const shipment = await selectShipment(tx, shipmentId);
        if (!shipment) throw notFound('tracking_shipment_not_found');
        const row = await insertTrackingEvent(tx, {
          shipmentId,
          time: new Date(input.time),
          description: input.description,
          location: input.location,
          status: input.status ?? '',
          staffId: actor.staffId,
        });
        const view = { id: row.id, shipment_id: shipmentId, ...manualEventView(row) };
        await recordAudit(tx, actor, {
          action: 'shipment.event',
          entity: 'order',
          entityId: shipment.orderId,
          after: view,
        });
        return view;
      });
    },

    /** The customer's parcel for an order, or null before it ships; another's order is a 404. */
    async express(userId: number, orderId: number, lang: Locale): Promise<ExpressView | null> {
      const order = await findCustomerOrder(db, userId, orderId);
      if (!order) throw notFound();
      const shipment = await selectOrderShipment(db, order.id);
      if (!shipment) return null;
      const provider = await deps.registry.current();
      const tracking = await provider.track({
        shipmentId: shipment.id,
        carrier: shipment.carrier,
        trackingNo: shipment.trackingNo,
        phoneTail: shipment.phoneTail,
      });
      return {
        carrier: shipment.carrier,
        carrier_name: carrierName(shipment.carrier, lang),
        tracking_no: shipment.trackingNo,
        shipped_at: shipment.shippedAt.toISOString(),
        provider: provider.name,
        state: tracking.state,
        events: tracking.events,
        notice: tracking.unavailable ? apiMessage(lang, 'tracking_unavailable') : null,
      };
    },

    carriers(lang: Locale) {
      return CARRIERS.map((c) => ({
        code: c.code,
        name: c.name[lang],
        names: c.name,
        needs_phone_tail: c.needsPhoneTail,
        spec_ids: specIdsOf(c.code),
      }));
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
