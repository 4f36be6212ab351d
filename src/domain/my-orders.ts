// "My orders" (SPEC 2): the tabs of the order list with the statuses each one shows,
// and the shapes of the list, the tab counts and the customer's order detail.
import { ORDER_STATUS as S } from './order-lifecycle.ts';
import type { OrderAddressView, OrderDetail, OrderRefundView } from './orders.ts';

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
export interface OrderCardLine {
  sku_id: number;
  good_id: number;
  name: string;
  options: { axis: string; value: string }[];
  image: string;
  quantity: number;
}

/** One order of GET /order/list. */
export interface OrderSummary {
  id: number;
  order_no: string;
  status: number;
  status_name: string;
  created_at: string;
  pay_deadline: string;
  /** Pieces in the order (sum of quantities). */
  item_count: number;
  /** Lines in the order; `lines` holds the first ORDER_CARD_LINES of them. */
  line_count: number;
  total_paid: number;
  /** Refunded so far (0 when nothing came back). */
  refunded_amount: number;
  currency: string;
  lines: OrderCardLine[];
  /** Actions the customer may take now (from the life-cycle table). */
  actions: string[];
}

/** GET /order/list */
export interface OrderListPage {
  list: OrderSummary[];
  total: number;
  page: number;
  page_size: number;
}

/** GET /order/countByStatus: orders per tab. */
export type OrderTabCounts = Record<OrderTab, number>;

/** GET /order/{id} for its customer: the detail with the masked phone and the shipping dates. */
export interface MyOrderDetail extends OrderDetail {
  address: OrderAddressView & { phone_masked: string };
  shipped_at: string | null;
  received_at: string | null;
  completed_at: string | null;
  /** What came back of the order, or null. */
  refund: OrderRefundView | null;
}
