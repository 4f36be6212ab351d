// After-sale requests as the API shows them, in the caller's language: the request's
// lines with the order's snapshots (name, options, image, price), its refund, and the
// actions the rules allow now. Loads what a page of requests needs in a few queries.
import {
  AFTER_SALE_REASON_NAMES,
  AFTER_SALE_RESULT_NAMES,
  AFTER_SALE_STATUS_NAMES,
  AFTER_SALE_TYPE,
  AFTER_SALE_TYPE_NAMES,
  type AfterSaleFacts,
  type AfterSaleLineView,
  type AfterSaleReason,
  type AfterSaleResult,
  type AfterSaleStatus,
  type AfterSaleType,
  type AfterSaleView,
  customerActions,
  type StaffAfterSaleView,
  staffActions,
} from '../../../domain/after-sales/after-sales.ts';
import { type Locale, pickText } from '../../../domain/i18n/locale.ts';
import { ORDER_STATUS_NAMES } from '../../../domain/orders/orders.ts';
import { carrierName } from '../../../domain/tracking/carriers.ts';
import type { Executor } from '../../db/client.ts';
import { type OrderLineRow, orderLinesOf } from '../orders/service.ts';
import {
  type AfterSaleRow,
  type OrderHead,
  type RefundState,
  selectEmails,
  selectOrderHeads,
  selectRefundStates,
  selectReplacements,
} from './queries.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** What views of some requests need besides the rows. */
export interface ViewData {
  orders: Map<number, OrderHead>;
  lines: Map<number, OrderLineRow[]>;
  refunds: Map<number, RefundState>;
}

export async function loadViewData(db: Executor, rows: readonly AfterSaleRow[]): Promise<ViewData> {
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const refundIds = rows.flatMap((r) => (r.refundId === null ? [] : [r.refundId]));
  // One after the other: inside a transaction there is one connection.
  const orders = await selectOrderHeads(db, orderIds);
  const lines = new Map<number, OrderLineRow[]>();
  for (const line of await orderLinesOf(db, orderIds)) {
    lines.set(line.order_id, [...(lines.get(line.order_id) ?? []), line]);
  }
  return { orders, lines, refunds: await selectRefundStates(db, refundIds) };
}

export function factsOf(r: AfterSaleRow): AfterSaleFacts & { order_status_before: number } {
  return {
    type: r.type as AfterSaleType,
    status: r.status,
    result: r.result,
    has_refund: r.refundId !== null,
    return_received: r.returnReceivedAt !== null,
    order_status_before: r.orderStatusBefore,
  };
}

function lineViews(r: AfterSaleRow, orderLines: readonly OrderLineRow[], lang: Locale): AfterSaleLineView[] {
  const bySku = new Map(orderLines.map((l) => [l.sku_id, l]));
  return r.lines.flatMap((l) => {
    const line = bySku.get(l.skuId);
    if (!line) return [];
    return [
      {
        sku_id: line.sku_id,
        good_id: line.good_id,
        name: pickText(line.name, lang),
        options: line.options.map((o) => ({ axis: pickText(o.axis, lang), value: pickText(o.value, lang) })),
        image: line.image,
        price: line.price,
        quantity: l.quantity,
      },
    ];
  });
}

function baseView(r: AfterSaleRow, data: ViewData, lang: Locale): Omit<AfterSaleView, 'actions'> {
  const order = data.orders.get(r.orderId);
  const refund = r.refundId === null ? undefined : data.refunds.get(r.refundId);
  const result = r.result as AfterSaleResult | null;
  return {
    id: r.id,
    order_id: r.orderId,
    order_no: order?.order_no ?? '',
    type: r.type as AfterSaleType,
    type_name: pickText(AFTER_SALE_TYPE_NAMES[r.type as AfterSaleType], lang),
    status: r.status as AfterSaleStatus,
    status_name: pickText(AFTER_SALE_STATUS_NAMES[r.status as AfterSaleStatus], lang),
    result,
    result_name: result ? pickText(AFTER_SALE_RESULT_NAMES[result], lang) : null,
    reason: r.reason as AfterSaleReason,
    reason_name: pickText(AFTER_SALE_REASON_NAMES[r.reason as AfterSaleReason], lang) || r.reason,
    description: r.description,
    images: r.images,
    lines: lineViews(r, data.lines.get(r.orderId) ?? [], lang),
    refund_amount: refund?.amount ?? r.refundAmount,
    currency: order?.currency ?? '',
    staff_reason: r.staffReason,
    return_carrier: r.returnCarrier,
    return_carrier_name: r.returnCarrier ? carrierName(r.returnCarrier, lang) : '',
    return_tracking_no: r.returnTrackingNo,
    return_received_at: iso(r.returnReceivedAt),
    refund: refund ? { status: refund.status, amount: refund.amount } : null,
    created_at: new Date(r.createdAt).toISOString(),
    updated_at: new Date(r.updatedAt).toISOString(),
    completed_at: iso(r.completedAt),
  };
}

export function customerView(r: AfterSaleRow, data: ViewData, lang: Locale): AfterSaleView {
  const orderStatus = data.orders.get(r.orderId)?.status ?? 0;
  return { ...baseView(r, data, lang), actions: customerActions(factsOf(r), orderStatus) };
}

export async function customerViews(db: Executor, rows: readonly AfterSaleRow[], lang: Locale) {
  const data = await loadViewData(db, rows);
  const parcels = await selectReplacements(db, [...new Set(rows.map((r) => r.orderId))]);
  return rows.map((r) => {
    const p = r.type === AFTER_SALE_TYPE.exchange ? parcels.get(r.orderId) : undefined;
    const replacement_parcel = p
      ? {
          carrier_name: carrierName(p.carrier, lang),
          tracking_no: p.tracking_no,
          shipped_at: new Date(p.shipped_at).toISOString(),
        }
      : null;
    return { ...customerView(r, data, lang), replacement_parcel };
  });
}

export async function staffViews(
  db: Executor,
  rows: readonly AfterSaleRow[],
  lang: Locale,
): Promise<StaffAfterSaleView[]> {
  const data = await loadViewData(db, rows);
  const emails = await selectEmails(db, [...new Set(rows.map((r) => r.userId))]);
  return rows.map((r) => {
    const orderStatus = data.orders.get(r.orderId)?.status ?? 0;
    const refund = r.refundId === null ? undefined : data.refunds.get(r.refundId);
    return {
      ...baseView(r, data, lang),
      user_id: r.userId,
      customer_email: emails.get(r.userId) ?? '',
      order_status: orderStatus,
      order_status_name: pickText(ORDER_STATUS_NAMES[orderStatus], lang),
      refund_id: r.refundId,
      refund_failure: refund?.failure ?? null,
      actions: staffActions(factsOf(r), orderStatus),
    };
  });
}
