// After-sale service (PRODUCT "Orders: the life cycle", SPEC 4): the request types and
// statuses with their names in both languages, which types an order allows now (the
// life-cycle table plus the after-sale window), the lines a request may cover, what it
// refunds, and which actions staff and customer may take on it. Shared by the API and
// the storefront; every order status change still goes through the life-cycle table.
import type { z } from 'zod';
import type { I18nText } from '../i18n/locale.ts';
import { type APPLY_ACTIONS, nextStatus, ORDER_STATUS, type OrderAction } from '../orders/lifecycle.ts';
import { AFTER_SALE_WINDOW_DAYS, afterSaleWindowEndsAt } from '../orders/timings.ts';
import type {
  afterSaleLineSchema,
  afterSaleListPageSchema,
  afterSaleOptionsSchema,
  afterSaleViewSchema,
  staffAfterSaleListPageSchema,
  staffAfterSaleViewSchema,
} from './schemas.ts';

export { AFTER_SALE_WINDOW_DAYS };

export const AFTER_SALE_TYPE = { refundOnly: 10, refundAndReturn: 20, exchange: 30 } as const;
export type AfterSaleType = (typeof AFTER_SALE_TYPE)[keyof typeof AFTER_SALE_TYPE];
export const AFTER_SALE_TYPES: readonly AfterSaleType[] = [10, 20, 30];

export const AFTER_SALE_STATUS = { pending: 1, cancelled: 2, inProgress: 3, completed: 4 } as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUS)[keyof typeof AFTER_SALE_STATUS];

/** Pending or in progress: an order has at most one such request. */
export function isOpenAfterSale(status: number): boolean {
  return status === AFTER_SALE_STATUS.pending || status === AFTER_SALE_STATUS.inProgress;
}

export const AFTER_SALE_RESULTS = ['approved', 'rejected'] as const;
export type AfterSaleResult = (typeof AFTER_SALE_RESULTS)[number];

export const AFTER_SALE_TYPE_NAMES: Record<AfterSaleType, I18nText> = {
  10: { 'zh-cn': '仅退款', en: 'refund only' },
  20: { 'zh-cn': '退货退款', en: 'refund and return' },
  30: { 'zh-cn': '换货', en: 'exchange' },
};

export const AFTER_SALE_STATUS_NAMES: Record<AfterSaleStatus, I18nText> = {
  1: { 'zh-cn': '待处理', en: 'pending' },
  2: { 'zh-cn': '已取消', en: 'cancelled' },
  3: { 'zh-cn': '处理中', en: 'in progress' },
  4: { 'zh-cn': '已完成', en: 'completed' },
};

export const AFTER_SALE_RESULT_NAMES: Record<AfterSaleResult, I18nText> = {
  approved: { 'zh-cn': '已同意', en: 'approved' },
  rejected: { 'zh-cn': '已拒绝', en: 'rejected' },
};

/** Common reasons the customer picks from (and may describe). */
export const AFTER_SALE_REASONS = [
  'wrong_item',
  'damaged',
  'not_as_described',
  'changed_mind',
  'size_not_fit',
  'other',
] as const;
export type AfterSaleReason = (typeof AFTER_SALE_REASONS)[number];

export const AFTER_SALE_REASON_NAMES: Record<AfterSaleReason, I18nText> = {
  wrong_item: { 'zh-cn': '发错货', en: 'Wrong item received' },
  damaged: { 'zh-cn': '商品破损或有质量问题', en: 'Damaged or defective' },
  not_as_described: { 'zh-cn': '与商品描述不符', en: 'Not as described' },
  changed_mind: { 'zh-cn': '不想要了', en: 'Changed my mind' },
  size_not_fit: { 'zh-cn': '尺码不合适', en: 'Size does not fit' },
  other: { 'zh-cn': '其他', en: 'Other' },
};

/** The reason "other" says nothing by itself: the customer must describe it. */
export const REASON_NEEDS_DESCRIPTION: AfterSaleReason = 'other';

export const AFTER_SALE_LIMITS = {
  /** Photos of the problem (the upload widget's default limit, SPEC 9). */
  images: 9,
  description: 500,
  staffReason: 500,
} as const;

export const AFTER_SALE_PAGE_SIZE = { default: 10, max: 50 } as const;

/** Addresses the upload endpoint hands out (storage keys under /uploads/); nothing else is stored. */
export const AFTER_SALE_IMAGE_PATTERN = /^\/uploads\/[a-z0-9]+(\/[a-z0-9]+)*\.webp$/;

/** The life-cycle action that applying for each type is. */
export const APPLY_ACTION: Record<AfterSaleType, OrderAction> = {
  10: 'apply_refund',
  20: 'apply_return',
  30: 'apply_exchange',
};

export function isAfterSaleType(value: number): value is AfterSaleType {
  return (AFTER_SALE_TYPES as readonly number[]).includes(value);
}

/** Types 20 and 30 send goods back. */
export function needsReturn(type: number): boolean {
  return type === AFTER_SALE_TYPE.refundAndReturn || type === AFTER_SALE_TYPE.exchange;
}

/** What eligibility looks at. */
export interface OrderForAfterSale {
  status: number;
  received_at: string | Date | null;
}

/** True while a received order is inside its after-sale window (an order not yet received has none to close). */
export function afterSaleWindowOpen(order: OrderForAfterSale, now: Date = new Date()): boolean {
  if (order.status !== ORDER_STATUS.received) return true;
  return order.received_at !== null && afterSaleWindowEndsAt(order.received_at) > now;
}

/**
 * The types a customer may apply for now: those whose apply action the life-cycle
 * table allows from the order's status (10 from pending shipment; 10, 20, 30 from
 * pending receipt and received), within the after-sale window.
 */
export function allowedAfterSaleTypes(order: OrderForAfterSale, now: Date = new Date()): AfterSaleType[] {
  if (!afterSaleWindowOpen(order, now)) return [];
  return AFTER_SALE_TYPES.filter((type) => nextStatus(order.status, APPLY_ACTION[type], 'customer') !== null);
}

/** Order statuses that mean a request is open or was decided (the page shows it). */
export const AFTER_SALE_ORDER_STATUSES: readonly number[] = [
  ORDER_STATUS.refunding,
  ORDER_STATUS.refunded,
  ORDER_STATUS.refundRejected,
  ORDER_STATUS.exchange,
  ORDER_STATUS.exchangeApproved,
  ORDER_STATUS.exchangeRejected,
  ORDER_STATUS.afterSaleCompleted,
];

/** Whether an order page links to its after-sale page: to apply now, or to follow a request. */
export function hasAfterSaleEntry(order: OrderForAfterSale, now: Date = new Date()): boolean {
  return AFTER_SALE_ORDER_STATUSES.includes(order.status) || allowedAfterSaleTypes(order, now).length > 0;
}

/**
 * A customer withdrawing a pending request puts the order back where it was: the
 * table's `withdraw_after_sale` row allows it only when applying for that type from
 * `before` is what led to the order's current status, so it undoes exactly one
 * transition and nothing else. Returns the status to go back to, or null when the
 * order has moved on.
 */
export function statusAfterWithdrawal(type: AfterSaleType, current: number, before: number): number | null {
  return nextStatus(current, 'withdraw_after_sale', 'customer', withdrawalContext(type, before));
}

/** What the life-cycle table needs to undo the apply that opened a request of this type. */
export function withdrawalContext(type: AfterSaleType, before: number) {
  return { statusBefore: before, applied: APPLY_ACTION[type] as (typeof APPLY_ACTIONS)[number] };
}

/** A line of the order as the refund rules see it. */
export interface OrderLineForAfterSale {
  sku_id: number;
  quantity: number;
  total: number;
  /** Landed cost (issue #40): the tax added to the line (not inside its price) plus its duty, as charged. */
  added?: number;
}

export interface AfterSaleLineInput {
  sku_id: number;
  quantity: number;
}

export type LinesCheck =
  | { ok: true; lines: AfterSaleLineInput[] }
  | {
      ok: false;
      error: 'after_sale_line_unknown' | 'after_sale_line_quantity' | 'after_sale_line_duplicate';
      sku_id: number;
    }
  | { ok: false; error: 'after_sale_whole_order'; sku_id?: undefined };

/**
 * The lines a request covers: all of the order's when none are given; otherwise each
 * one once, of this order, at most the quantity ordered. Before shipment only the whole
 * order can be refunded (nothing has left the warehouse to be refunded in part).
 */
export function checkAfterSaleLines(
  orderLines: readonly OrderLineForAfterSale[],
  requested: readonly AfterSaleLineInput[] | undefined,
  shipped: boolean,
): LinesCheck {
  const all = orderLines.map((l) => ({ sku_id: l.sku_id, quantity: l.quantity }));
  if (!requested || requested.length === 0) return { ok: true, lines: all };
  const ordered = new Map(orderLines.map((l) => [l.sku_id, l.quantity]));
  const seen = new Set<number>();
  for (const line of requested) {
    if (seen.has(line.sku_id)) return { ok: false, error: 'after_sale_line_duplicate', sku_id: line.sku_id };
    seen.add(line.sku_id);
    const max = ordered.get(line.sku_id);
    if (max === undefined) return { ok: false, error: 'after_sale_line_unknown', sku_id: line.sku_id };
    if (line.quantity < 1 || line.quantity > max) {
      return { ok: false, error: 'after_sale_line_quantity', sku_id: line.sku_id };
    }
  }
  const whole = requested.length === all.length && requested.every((l) => l.quantity === ordered.get(l.sku_id));
  if (!shipped && !whole) return { ok: false, error: 'after_sale_whole_order' };
  return { ok: true, lines: requested.map((l) => ({ sku_id: l.sku_id, quantity: l.quantity })) };
}

/** The order's money as the refund rules see it (minor units). */
export interface OrderForRefund {
  shipped: boolean;
  items_total: number;
  discount: number;
  total: number;
  lines: readonly OrderLineForAfterSale[];
}

/**
 * What a request refunds. Before shipment: the whole order, shipping included. After
 * shipment: the chosen pieces' paid share, i.e. their line totals minus their
 * proportional part of the discount, plus their part of the taxes and duties charged
 * on their lines (issue #40; shipping and its tax stay paid: the parcel travelled).
 * Never more than what is left refundable on the payment. Exchanges refund nothing.
 */
export function afterSaleRefundAmount(
  type: AfterSaleType,
  order: OrderForRefund,
  lines: readonly AfterSaleLineInput[],
  refundable: number,
): number {
  if (type === AFTER_SALE_TYPE.exchange) return 0;
  const cap = (amount: number) => Math.max(0, Math.min(amount, refundable));
  if (!order.shipped) return cap(order.total);
  const byId = new Map(order.lines.map((l) => [l.sku_id, l]));
  let gross = 0;
  let charges = 0;
  for (const l of lines) {
    const line = byId.get(l.sku_id);
    if (!line) continue;
    gross += Math.round((line.total * l.quantity) / line.quantity);
    // All of a line's pieces: exactly its charges; some: their share, rounded once.
    charges +=
      l.quantity === line.quantity ? (line.added ?? 0) : Math.round(((line.added ?? 0) * l.quantity) / line.quantity);
  }
  if (order.items_total <= 0) return 0;
  // All pieces: exactly what was paid for them; a part: its share, rounded to the minor unit.
  const discountShare =
    gross === order.items_total ? order.discount : Math.round((order.discount * gross) / order.items_total);
  return cap(gross - discountShare + charges);
}

/** What staff may do with a request (the admin screens show these buttons). */
export type StaffAfterSaleAction = 'approve' | 'reject' | 'receive' | 'refund' | 'complete';
/** What the customer may do with their request. */
export type CustomerAfterSaleAction = 'cancel' | 'return';

/** A request as the action rules see it. */
export interface AfterSaleFacts {
  type: AfterSaleType;
  status: number;
  result: string | null;
  has_refund: boolean;
  return_received: boolean;
}

/** Why an action is refused: the request's status, the order's status (the table), or a missing step. */
export type AfterSaleRefusal =
  | { key: 'after_sale_status_conflict'; status: number }
  | { key: 'order_status_conflict'; status: number }
  | { key: 'after_sale_wrong_type' }
  | { key: 'after_sale_return_not_received' }
  | { key: 'after_sale_return_already_received' };

const S = AFTER_SALE_STATUS;

/** The life-cycle action behind each staff step, for refunds (10, 20) and exchanges (30). */
const ORDER_STEP: Record<'refund' | 'exchange', Record<'approve' | 'reject' | 'finish', OrderAction>> = {
  // A refund request is approved without moving the order: it stays "refund in progress" until the money goes back.
  refund: { approve: 'refund', reject: 'reject_refund', finish: 'refund' },
  exchange: { approve: 'approve_exchange', reject: 'reject_exchange', finish: 'complete_exchange' },
};

/** Whether the order still allows a staff step on this type (the life-cycle table decides). */
function orderAllows(type: AfterSaleType, step: 'approve' | 'reject' | 'finish', orderStatus: number): boolean {
  const action = ORDER_STEP[type === AFTER_SALE_TYPE.exchange ? 'exchange' : 'refund'][step];
  return nextStatus(orderStatus, action, 'staff') !== null;
}

/**
 * Null when staff may take `action` now, else why not. The request's own status comes
 * first; the order's status is checked against the life-cycle table:
 * - approve: a pending request; the order still waits for the decision.
 * - reject: a pending request, or an approved one before any refund or returned goods
 *   (the return never came); the table rejects (40 -> 42, 50 -> 52).
 * - receive: an approved return (20, 30) not received yet.
 * - refund: an approved refund (10; 20 after its return arrived).
 * - complete: an approved exchange whose return arrived, the replacement sent (51 -> 71).
 */
export function staffActionRefusal(
  action: StaffAfterSaleAction,
  r: AfterSaleFacts,
  orderStatus: number,
): AfterSaleRefusal | null {
  const approved = r.status === S.inProgress && r.result === 'approved';
  const statusConflict = { key: 'after_sale_status_conflict' as const, status: r.status };
  const orderConflict = { key: 'order_status_conflict' as const, status: orderStatus };
  switch (action) {
    case 'approve':
      if (r.status !== S.pending) return statusConflict;
      return orderAllows(r.type, 'approve', orderStatus) ? null : orderConflict;
    case 'reject':
      if (r.status !== S.pending && !(approved && !r.has_refund && !r.return_received)) return statusConflict;
      return orderAllows(r.type, 'reject', orderStatus) ? null : orderConflict;
    case 'receive':
      if (!needsReturn(r.type)) return { key: 'after_sale_wrong_type' };
      if (!approved) return statusConflict;
      if (r.return_received) return { key: 'after_sale_return_already_received' };
      return orderAllows(r.type, 'finish', orderStatus) ? null : orderConflict;
    case 'refund':
      if (r.type === AFTER_SALE_TYPE.exchange) return { key: 'after_sale_wrong_type' };
      if (!approved) return statusConflict;
      if (r.type === AFTER_SALE_TYPE.refundAndReturn && !r.return_received) {
        return { key: 'after_sale_return_not_received' };
      }
      return orderAllows(r.type, 'finish', orderStatus) ? null : orderConflict;
    case 'complete':
      if (r.type !== AFTER_SALE_TYPE.exchange) return { key: 'after_sale_wrong_type' };
      if (!approved) return statusConflict;
      if (!r.return_received) return { key: 'after_sale_return_not_received' };
      return orderAllows(r.type, 'finish', orderStatus) ? null : orderConflict;
  }
}

export function staffActions(r: AfterSaleFacts, orderStatus: number): StaffAfterSaleAction[] {
  const all: StaffAfterSaleAction[] = ['approve', 'reject', 'receive', 'refund', 'complete'];
  return all.filter((a) => staffActionRefusal(a, r, orderStatus) === null);
}

/** cancel: a pending request the order can be put back from; return: an approved return not received yet. */
export function customerActions(
  r: AfterSaleFacts & { order_status_before: number },
  orderStatus: number,
): CustomerAfterSaleAction[] {
  const out: CustomerAfterSaleAction[] = [];
  if (r.status === S.pending && statusAfterWithdrawal(r.type, orderStatus, r.order_status_before) !== null) {
    out.push('cancel');
  }
  if (needsReturn(r.type) && r.status === S.inProgress && r.result === 'approved' && !r.return_received) {
    out.push('return');
  }
  return out;
}

/** One line of a request as pages show it, in the caller's language. */
export type AfterSaleLineView = z.infer<typeof afterSaleLineSchema>;
/** A request as its customer sees it (GET /order/after-sale/{id}, the list, the apply answer). */
export type AfterSaleView = z.infer<typeof afterSaleViewSchema>;
/** GET /order/afterSaleList */
export type AfterSaleListPage = z.infer<typeof afterSaleListPageSchema>;
/** GET /order/{id}/after-sale: what the after-sale page needs about an order. */
export type AfterSaleOptions = z.infer<typeof afterSaleOptionsSchema>;
/** A request as staff see it: the customer's view plus who, the order's status and the refund's failure. */
export type StaffAfterSaleView = z.infer<typeof staffAfterSaleViewSchema>;
/** GET /admin/after-sales */
export type StaffAfterSaleListPage = z.infer<typeof staffAfterSaleListPageSchema>;
