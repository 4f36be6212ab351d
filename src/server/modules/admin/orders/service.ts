// Orders for staff: the filtered list, the CSV export, the detail with everything an
// operator needs (payments, refunds, parcels and their events, after-sale requests,
// staff notes, the actions the life-cycle table allows now), staff cancellation of an
// unpaid order and staff notes. Every change runs under the order's row lock and is
// written to the audit log in the same transaction.
import type { AdminPage } from '../../../../domain/admin/admin.ts';
import {
  type AdminOrderDetail,
  type AdminOrderListItem,
  adminOrderActions,
  type OrderTimelineEntry,
  orderCsvHeader,
  orderCsvRow,
} from '../../../../domain/admin/orders.ts';
import {
  AFTER_SALE_RESULT_NAMES,
  AFTER_SALE_STATUS_NAMES,
  AFTER_SALE_TYPE_NAMES,
  type AfterSaleResult,
  type AfterSaleStatus,
  type AfterSaleType,
} from '../../../../domain/after-sales/after-sales.ts';
import { type Locale, pickText } from '../../../../domain/i18n/locale.ts';
import { formatPrice } from '../../../../domain/money/money.ts';
import { nextStatus } from '../../../../domain/orders/lifecycle.ts';
import { ORDER_STATUS_NAMES, PAY_STATUS_NAMES } from '../../../../domain/orders/orders.ts';
import { carrierName } from '../../../../domain/tracking/carriers.ts';
import type { Db } from '../../../db/client.ts';
import { conflict, notFound } from '../../../errors.ts';
import { apiMessage, isMessageKey, type MessageKey } from '../../../i18n/api-messages.ts';
import { shopMetrics } from '../../metrics/shop-metrics.ts';
import { cancelUnpaidOrder } from '../../orders/cancel.ts';
import { queueOrderCancelledMail, type ShopForMail } from '../../orders/mails.ts';
import {
  findOrder,
  lockOrderForUpdate,
  orderAddressView,
  orderAmountsView,
  orderEventsOf,
  orderLinesOf,
  orderLineView,
} from '../../orders/service.ts';
import { paymentsOfOrders } from '../../payments/service.ts';
import { countryName } from '../../settings/service.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { type AdminPaging, offsetOf } from '../schemas.ts';
import {
  insertOrderNote,
  type NoteRow,
  type OrderFilter,
  selectAdminOrders,
  selectCancelledBy,
  selectCustomerHead,
  selectExportRows,
  selectOrderAfterSales,
  selectOrderNotes,
  selectOrderRefunds,
  selectShipmentsWithEvents,
} from './queries.ts';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const statusName = (status: number, lang: Locale) => pickText(ORDER_STATUS_NAMES[status], lang) || String(status);

const noteView = (n: NoteRow) => ({
  id: n.id,
  staff_id: n.staff_id,
  staff_email: n.staff_email,
  body: n.body,
  created_at: new Date(n.created_at).toISOString(),
});

/** The timeline's words (API messages `admin_orders_timeline_*`). */
type TimelineWord =
  | 'placed'
  | 'paid'
  | 'cancelled'
  | 'shipped'
  | 'received'
  | 'completed'
  | 'after_sale'
  | 'refund'
  | 'return'
  | 'replacement';

/** `shop`: the shop's name and public origin for the mail to the customer. */
export function createAdminOrders(db: Db, shop: () => Promise<ShopForMail>) {
  async function detail(id: number, lang: Locale): Promise<AdminOrderDetail> {
    const o = await findOrder(db, id);
    if (!o) throw notFound();
    // One after the other: the embedded database has a single connection.
    const lines = await orderLinesOf(db, [id]);
    const payments = await paymentsOfOrders(db, [id]);
    const refunds = await selectOrderRefunds(db, id);
    const shipments = await selectShipmentsWithEvents(db, id);
    const afterSales = await selectOrderAfterSales(db, id);
    const notes = await selectOrderNotes(db, id);
    const customer = await selectCustomerHead(db, o.user_id);
    const cancelledBy = await selectCancelledBy(db, id);
    const events = await orderEventsOf(db, id);
    const w = (k: TimelineWord) => apiMessage(lang, `admin_orders_timeline_${k}`);

    const timeline: OrderTimelineEntry[] = [{ at: iso(o.created_at) as string, kind: 'placed', text: w('placed') }];
    if (o.paid_at) timeline.push({ at: iso(o.paid_at) as string, kind: 'paid', text: w('paid') });
    if (o.cancelled_at) {
      const by = cancelledBy && isMessageKey(`admin_orders_by_${cancelledBy}`) ? cancelledBy : undefined;
      const text = by
        ? apiMessage(lang, 'admin_orders_timeline_cancelled_by', {
            by: apiMessage(lang, `admin_orders_by_${by}` as MessageKey),
          })
        : w('cancelled');
      timeline.push({ at: iso(o.cancelled_at) as string, kind: 'cancelled', text });
    }
    for (const s of shipments) {
      const kind = s.kind === 'order' ? 'shipped' : s.kind;
      timeline.push({
        at: iso(s.shipped_at) as string,
        kind,
        text: `${w(kind)}: ${carrierName(s.carrier, lang)} ${s.tracking_no}`,
      });
    }
    if (o.received_at) timeline.push({ at: iso(o.received_at) as string, kind: 'received', text: w('received') });
    for (const a of afterSales) {
      const type = pickText(AFTER_SALE_TYPE_NAMES[a.type as AfterSaleType], lang);
      timeline.push({
        at: iso(a.created_at) as string,
        kind: 'after_sale',
        text: `${w('after_sale')} #${a.id}: ${type}`,
      });
    }
    for (const r of refunds) {
      timeline.push({
        at: iso(r.created_at) as string,
        kind: 'refund',
        text: `${w('refund')} ${formatPrice(r.amount, { unit: r.currency })} (${r.status})`,
      });
    }
    if (o.completed_at) timeline.push({ at: iso(o.completed_at) as string, kind: 'completed', text: w('completed') });
    timeline.sort((a, b) => a.at.localeCompare(b.at));

    const orderShipment = shipments.some((s) => s.kind === 'order');
    return {
      id: o.id,
      order_no: o.order_no,
      status: o.status,
      status_name: statusName(o.status, lang),
      customer: customer ?? { id: o.user_id, email: '', disabled: false, orders: 0 },
      items: lines.map((l) => orderLineView(l, lang)),
      address: orderAddressView(o.address, lang),
      notes: o.notes,
      coupon_code: o.coupon_code,
      client: o.client,
      ...orderAmountsView(o, lang),
      rate: o.rate,
      shop_currency: o.shop_currency,
      shop_amounts: {
        product_price: o.shop_items_total,
        shipping_fee: o.shop_shipping_fee,
        discount: o.shop_discount,
        total_paid: o.shop_total,
        taxes: o.shop_taxes,
        duties: o.shop_duties,
      },
      pay_deadline: iso(o.pay_deadline) as string,
      created_at: iso(o.created_at) as string,
      paid_at: iso(o.paid_at),
      cancelled_at: iso(o.cancelled_at),
      cancelled_by: cancelledBy,
      shipped_at: iso(o.shipped_at),
      received_at: iso(o.received_at),
      completed_at: iso(o.completed_at),
      payments: payments.map((p) => ({
        id: p.id,
        provider: p.provider,
        status: p.status,
        status_name: pickText(PAY_STATUS_NAMES[p.status], lang),
        amount: p.amount,
        currency: p.currency,
        provider_ref: p.provider_ref,
        created_at: iso(p.created_at) as string,
        paid_at: iso(p.paid_at),
      })),
      refunds: refunds.map((r) => ({
        id: r.id,
        payment_id: r.payment_id,
        amount: r.amount,
        currency: r.currency,
        reason: r.reason,
        status: r.status,
        failure: r.failure,
        created_at: iso(r.created_at) as string,
      })),
      shipments: shipments.map((s) => ({
        id: s.id,
        kind: s.kind,
        carrier: s.carrier,
        carrier_name: carrierName(s.carrier, lang),
        tracking_no: s.tracking_no,
        phone_tail: s.phone_tail,
        staff_id: s.staff_id,
        shipped_at: iso(s.shipped_at) as string,
        events: s.events.map((e) => ({
          id: e.id,
          time: iso(e.time) as string,
          description: e.description,
          location: e.location,
          status: (e.status || null) as never,
        })),
      })),
      after_sales: afterSales.map((a) => ({
        id: a.id,
        type: a.type,
        type_name: pickText(AFTER_SALE_TYPE_NAMES[a.type as AfterSaleType], lang),
        status: a.status,
        status_name: pickText(AFTER_SALE_STATUS_NAMES[a.status as AfterSaleStatus], lang),
        result: a.result ? pickText(AFTER_SALE_RESULT_NAMES[a.result as AfterSaleResult], lang) : null,
        refund_amount: a.refund_amount,
        created_at: iso(a.created_at) as string,
      })),
      staff_notes: notes.map(noteView),
      timeline,
      status_history: events.map((e) => ({
        at: iso(e.created_at) as string,
        action: e.action,
        from_status: e.from_status,
        from_name: statusName(e.from_status, lang),
        to_status: e.to_status,
        to_name: statusName(e.to_status, lang),
        actor: e.actor,
        by: e.by,
      })),
      actions: adminOrderActions({
        status: o.status,
        shipped: o.shipped_at !== null,
        has_shipment: orderShipment,
      }),
    };
  }

  return {
    detail,

    async list(f: OrderFilter & AdminPaging, lang: Locale): Promise<AdminPage<AdminOrderListItem>> {
      const { rows, total } = await selectAdminOrders(db, f, f.page_size, offsetOf(f));
      return {
        list: rows.map((r) => ({
          id: r.id,
          order_no: r.order_no,
          status: r.status,
          status_name: statusName(r.status, lang),
          user_id: r.user_id,
          customer_email: r.customer_email,
          contact: r.contact,
          country: r.country,
          line_count: r.line_count,
          item_count: r.item_count,
          total_paid: r.total,
          currency: r.currency,
          shop_total: r.shop_total,
          shop_currency: r.shop_currency,
          created_at: iso(r.created_at) as string,
          paid_at: iso(r.paid_at),
          shipped_at: iso(r.shipped_at),
          image: r.image,
        })),
        total,
        page: f.page,
        page_size: f.page_size,
      };
    },

    /** The CSV body (header row in the caller's language) and whether more rows matched than `max`. */
    async exportCsv(
      f: OrderFilter,
      lang: Locale,
      max: number,
    ): Promise<{ csv: string; rows: number; truncated: boolean }> {
      const rows = await selectExportRows(db, f, max + 1);
      const truncated = rows.length > max;
      const kept = truncated ? rows.slice(0, max) : rows;
      let csv = orderCsvHeader(lang);
      for (const r of kept) {
        const a = r.address ?? {};
        csv += orderCsvRow({
          order_no: r.order_no,
          created_at: iso(r.created_at) as string,
          status_name: statusName(r.status, lang),
          customer_email: r.customer_email,
          contact: a.contact ?? '',
          phone: a.phone ?? '',
          country: a.country ? countryName(a.country, lang) : pickText(a.countryName, lang),
          address: [a.province, a.city, a.address, a.postalCode].filter(Boolean).join(' '),
          line_count: r.line_count,
          item_count: r.item_count,
          currency: r.currency,
          product_price: r.items_total,
          shipping_fee: r.shipping_fee,
          discount: r.discount,
          total_paid: r.total,
          coupon_code: r.coupon_code,
          paid_at: iso(r.paid_at),
          shipped_at: iso(r.shipped_at),
          carrier_name: r.carrier ? carrierName(r.carrier, lang) : '',
          tracking_no: r.tracking_no ?? '',
          rate: r.rate,
          shop_currency: r.shop_currency,
          shop_total: r.shop_total,
          duty_terms: r.duty_terms,
          taxes: r.taxes,
          duties: r.duties,
          shop_taxes: r.shop_taxes,
          shop_duties: r.shop_duties,
        });
      }
      return { csv, rows: kept.length, truncated };
    },

    /**
     * Staff cancel an unpaid order (1 -> 60) with the customer's cancel logic: stock and
     * coupon use back, live payment attempts cancelled. The table gives staff no cancel
     * of a paid order: that is a 409 naming its status (refunds go through after-sales).
     * The customer is told by mail.
     */
    async cancel(id: number, actor: AuditActor, lang: Locale): Promise<AdminOrderDetail> {
      // Read before the transaction: the embedded database has a single connection.
      const mailShop = await shop();
      await db.transaction(async (tx) => {
        const order = await lockOrderForUpdate(tx, id);
        if (!order) throw notFound();
        if (nextStatus(order.status, 'cancel', 'staff') === null && order.paid_at !== null) {
          throw conflict('admin_orders_cancel_paid', { status: statusName(order.status, lang) });
        }
        await cancelUnpaidOrder(tx, order, 'staff', lang, actor.staffEmail);
        await queueOrderCancelledMail(tx, order.id, mailShop, 'staff');
        await recordAudit(tx, actor, {
          action: 'order.cancel',
          entity: 'order',
          entityId: order.id,
          before: { status: order.status, order_no: order.order_no },
          after: { status: nextStatus(order.status, 'cancel', 'staff'), cancelled_by: 'staff' },
        });
      });
      shopMetrics.ordersCancelled.inc({ by: 'staff' });
      return detail(id, lang);
    },

    async addNote(id: number, body: string, actor: AuditActor) {
      return db.transaction(async (tx) => {
        // The lock keeps the order from disappearing under the note (and orders notes with actions).
        const order = await lockOrderForUpdate(tx, id);
        if (!order) throw notFound();
        const note = await insertOrderNote(tx, {
          orderId: id,
          staffId: actor.staffId,
          staffEmail: actor.staffEmail,
          body,
        });
        await recordAudit(tx, actor, {
          action: 'order.note',
          entity: 'order',
          entityId: id,
          after: { note_id: note.id, body },
        });
        return noteView(note);
      });
    },
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
