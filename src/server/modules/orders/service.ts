// Orders as customers see them: the list per tab, the counts, the detail in the
// caller's language with the actions the life-cycle table allows them now, and the
// customer's own actions (cancel, confirm receipt) under the order's row lock.
import { maskPhone } from '../../../domain/addresses/addresses.ts';
import { type Locale, pickText } from '../../../domain/i18n/locale.ts';
import { allowedActions } from '../../../domain/orders/lifecycle.ts';
import type { MyOrderDetail, OrderListPage, OrderSummary, OrderTabCounts } from '../../../domain/orders/my-orders.ts';
import type { OrderListQuery } from '../../../domain/orders/my-orders-schemas.ts';
import {
  type OrderAddressView,
  type OrderAmounts,
  type OrderLineView,
  type OrderRefundView,
  orderStatusName,
  type PaymentView,
  refundView,
} from '../../../domain/orders/orders.ts';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { shopMetrics } from '../metrics/shop-metrics.ts';
import { paymentsOfOrders } from '../payments/service.ts';
import { countryName } from '../settings/service.ts';
import { cancelUnpaidOrder } from './cancel.ts';
import { countOrders, countOrdersByTab, type OrderCardRow, selectOrderCards } from './list-queries.ts';
import {
  lockOrder,
  type OrderEventRow,
  type OrderLineRow,
  type OrderRow,
  paidMailRecipient,
  selectCustomerOrder,
  selectOrder,
  selectOrderEvents,
  selectOrderLines,
  selectOrderRecipient,
  selectOrderRefunds,
} from './queries.ts';
import { confirmReceipt } from './receipt.ts';

// What other modules use of orders: they reach an order through these, never through
// this module's queries (src/server/module-boundaries.test.ts).
export type { OrderEventRow, OrderLineRow, OrderRow };

/**
 * Locks an order for an action inside the caller's transaction (actions on one order
 * run one at a time): the order row of the shop's one lock order (docs/decisions.md).
 * Undefined: no such order.
 */
export function lockOrderForUpdate(tx: Executor, id: number): Promise<OrderRow | undefined> {
  return lockOrder(tx, id);
}

/** An order as it is now, without a lock. */
export function findOrder(db: Executor, id: number): Promise<OrderRow | undefined> {
  return selectOrder(db, id);
}

/** A customer's order (another customer's is as absent as an unknown one). */
export function findCustomerOrder(db: Executor, userId: number, id: number): Promise<OrderRow | undefined> {
  return selectCustomerOrder(db, userId, id);
}

/** The lines of these orders, in the order they were placed. */
export function orderLinesOf(db: Executor, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  return selectOrderLines(db, orderIds);
}

/** An order's history of status changes, oldest first. */
export function orderEventsOf(db: Executor, orderId: number): Promise<OrderEventRow[]> {
  return selectOrderEvents(db, orderId);
}

/** Who an order's mail goes to, and in which language (the order's). */
export function orderRecipient(tx: Executor, orderId: number): Promise<{ email: string; locale: Locale } | undefined> {
  return selectOrderRecipient(tx, orderId);
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function orderLineView(l: OrderLineRow, lang: Locale): OrderLineView {
  return {
    sku_id: l.sku_id,
    good_id: l.good_id,
    sku_code: l.sku_code,
    name: pickText(l.name, lang),
    options: l.options.map((o) => ({ axis: pickText(o.axis, lang), value: pickText(o.value, lang) })),
    image: l.image,
    price: l.price,
    quantity: l.quantity,
    total: l.total,
    free_shipping: l.free_shipping,
  };
}

/** An order's shipping address in the caller's language (customer and staff views alike). */
export function orderAddressView(a: OrderRow['address'], lang: Locale): OrderAddressView {
  return {
    country: a.country,
    // Named from the code in the caller's language (orders placed before kept "UK").
    country_name: a.country ? countryName(a.country, lang) : pickText(a.countryName, lang),
    province: a.province,
    city: a.city,
    address: a.address,
    contact: a.contact,
    phone: a.phone,
    postal_code: a.postalCode,
  };
}

/** An order's money (customer and staff views alike). */
export function orderAmountsView(o: OrderRow, lang: Locale): OrderAmounts {
  return {
    currency: o.currency,
    product_price: o.items_total,
    shipping_fee: o.shipping_fee,
    discount: o.discount,
    total_paid: o.total,
    item_count: o.item_count,
    taxes: o.taxes,
    duties: o.duties,
    duty_terms: o.duty_terms,
    taxes_included: o.taxes_included,
    tax_name: o.landed_cost ? pickText(o.landed_cost.taxName, lang) : '',
    tax_rate: o.landed_cost?.taxRate ?? null,
    import_estimate: o.import_estimate,
  };
}

/** What the customer may do now; shipping matters for a rejected after-sale request. */
const customerActions = (o: { status: number; shipped_at: Date | null }) =>
  allowedActions(o.status, 'customer', { shipped: o.shipped_at !== null });

export function orderDetailView(
  o: OrderRow,
  lines: OrderLineRow[],
  payments: PaymentView[],
  refund: OrderRefundView | null,
  lang: Locale,
): MyOrderDetail {
  return {
    id: o.id,
    order_no: o.order_no,
    status: o.status,
    status_name: pickText(orderStatusName(o.status, refund), lang),
    items: lines.map((l) => orderLineView(l, lang)),
    address: { ...orderAddressView(o.address, lang), phone_masked: maskPhone(o.address.phone) },
    notes: o.notes,
    coupon_code: o.coupon_code,
    client: o.client,
    ...orderAmountsView(o, lang),
    pay_deadline: new Date(o.pay_deadline).toISOString(),
    paid_at: iso(o.paid_at),
    cancelled_at: iso(o.cancelled_at),
    shipped_at: iso(o.shipped_at),
    received_at: iso(o.received_at),
    completed_at: iso(o.completed_at),
    created_at: new Date(o.created_at).toISOString(),
    payments,
    refund,
    actions: customerActions(o),
  };
}

function orderSummaryView(o: OrderCardRow, refund: OrderRefundView | null, lang: Locale): OrderSummary {
  return {
    id: o.id,
    order_no: o.order_no,
    status: o.status,
    status_name: pickText(orderStatusName(o.status, refund), lang),
    created_at: new Date(o.created_at).toISOString(),
    pay_deadline: new Date(o.pay_deadline).toISOString(),
    item_count: o.item_count,
    line_count: o.line_count,
    total_paid: o.total,
    refunded_amount: refund?.amount ?? 0,
    currency: o.currency,
    lines: o.lines.map((l) => ({
      sku_id: l.sku_id,
      good_id: l.good_id,
      name: pickText(l.name, lang),
      options: l.options.map((x) => ({ axis: pickText(x.axis, lang), value: pickText(x.value, lang) })),
      image: l.image,
      quantity: l.quantity,
    })),
    actions: customerActions(o),
  };
}

export function createOrdersService(db: Db) {
  async function detail(userId: number, id: number, lang: Locale): Promise<MyOrderDetail> {
    const order = await selectCustomerOrder(db, userId, id);
    if (!order) throw notFound();
    const [lines, payments, refunds] = await Promise.all([
      selectOrderLines(db, [id]),
      paymentsOfOrders(db, [id]),
      selectOrderRefunds(db, [id]),
    ]);
    const refunded = refunds.get(id);
    return orderDetailView(
      order,
      lines,
      payments.map((p) => ({
        id: p.id,
        provider: p.provider,
        status: p.status,
        amount: p.amount,
        currency: p.currency,
        created_at: new Date(p.created_at).toISOString(),
        paid_at: iso(p.paid_at),
      })),
      refunded
        ? refundView({ total_paid: order.total, item_count: order.item_count }, refunded.amount, refunded.lines)
        : null,
      lang,
    );
  }

  /** Runs a customer's action on their order under its row lock; another customer's order is a 404. */
  async function act(
    userId: number,
    id: number,
    lang: Locale,
    action: (tx: Executor, order: OrderRow) => Promise<void>,
  ): Promise<MyOrderDetail> {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order || order.user_id !== userId) throw notFound();
      await action(tx, order);
    });
    return detail(userId, id, lang);
  }

  return {
    detail,

    async list(userId: number, q: OrderListQuery, lang: Locale): Promise<OrderListPage> {
      const [rows, total] = await Promise.all([
        selectOrderCards(db, userId, q.tab, q.page_size, (q.page - 1) * q.page_size),
        countOrders(db, userId, q.tab),
      ]);
      const refunds = await selectOrderRefunds(
        db,
        rows.map((o) => o.id),
      );
      const list = rows.map((o) => {
        const r = refunds.get(o.id);
        return orderSummaryView(
          o,
          r ? refundView({ total_paid: o.total, item_count: o.item_count }, r.amount, r.lines) : null,
          lang,
        );
      });
      return { list, total, page: q.page, page_size: q.page_size };
    },

    counts(userId: number): Promise<OrderTabCounts> {
      return countOrdersByTab(db, userId);
    },

    /**
     * Where the payment confirmation of a customer's paid order went (null: none yet);
     * undefined: no such order of this customer.
     */
    paidMailRecipient(userId: number, id: number): Promise<string | null | undefined> {
      return paidMailRecipient(db, userId, id);
    },

    /** 1 -> 60: stock and coupon use back, live payment attempts cancelled (a later capture is refunded). */
    async cancel(userId: number, id: number, lang: Locale): Promise<MyOrderDetail> {
      const cancelled = await act(userId, id, lang, (tx, order) => cancelUnpaidOrder(tx, order, 'customer', lang));
      shopMetrics.ordersCancelled.inc({ by: 'customer' });
      return cancelled;
    },

    /** 20 (or a rejected after-sale request on a shipped order) -> 30. */
    confirmReceipt(userId: number, id: number, lang: Locale): Promise<MyOrderDetail> {
      return act(userId, id, lang, (tx, order) => confirmReceipt(tx, order, 'customer', lang));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
