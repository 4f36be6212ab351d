// "My orders" (SPEC 2): the tabs of the order list with the statuses each one shows,
// and the shapes of the list, the tab counts and the customer's order detail.
import type { z } from 'zod';
import { ORDER_STATUS as S } from './lifecycle.ts';
import type {
  myOrderDetailSchema,
  orderCardLineSchema,
  orderListPageSchema,
  orderSummarySchema,
} from './my-orders-schemas.ts';

export const ORDER_TABS = ['all', 'pending_payment', 'pending_shipment', 'pending_receipt', 'after_sales'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Statuses listed under each tab; `all` lists every order. */
export const TAB_STATUSES: Record<Exclude<OrderTab, 'all'>, readonly number[]> = {
  pending_payment: [S.pendingPayment],
  pending_shipment: [S.pendingShipment],
  pending_receipt: [S.pendingReceipt],
  after_sales: [
    S.refunding,
    S.refunded,
    S.refundRejected,
    S.exchange,
    S.exchangeApproved,
    S.exchangeRejected,
    S.afterSaleCompleted,
  ],
};

export function isOrderTab(value: unknown): value is OrderTab {
  return typeof value === 'string' && (ORDER_TABS as readonly string[]).includes(value);
}

export const ORDER_PAGE_SIZE = { default: 10, max: 50 } as const;
/** Lines shown on an order card (the rest are counted). */
export const ORDER_CARD_LINES = 3;

/** One line as an order card shows it. */
export type OrderCardLine = z.infer<typeof orderCardLineSchema>;
/** One order of GET /order/list. */
export type OrderSummary = z.infer<typeof orderSummarySchema>;
/** GET /order/list */
export type OrderListPage = z.infer<typeof orderListPageSchema>;
/** GET /order/countByStatus: orders per tab. */
export type OrderTabCounts = Record<OrderTab, number>;
/** GET /order/{id} for its customer: the detail with the masked phone and the shipping dates. */
export type MyOrderDetail = z.infer<typeof myOrderDetailSchema>;
