// The order life cycle (PRODUCT "Orders: the life cycle") as one declarative table.
// The server's one executor (server/modules/orders/lifecycle.ts) asks `nextStatus`
// under the order's row lock before it changes an order; an action the table does not
// allow is a conflict naming the current status.

export const ORDER_STATUS = {
  pendingPayment: 1,
  pendingShipment: 10,
  pendingReceipt: 20,
  received: 30,
  refunding: 40,
  refunded: 41,
  refundRejected: 42,
  exchange: 50,
  exchangeApproved: 51,
  exchangeRejected: 52,
  cancelled: 60,
  completed: 70,
  afterSaleCompleted: 71,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Pay status of a payment (SPEC 4). */
export const PAY_STATUS = { pending: 1, paid: 2, cancelled: 3 } as const;
export type PayStatus = (typeof PAY_STATUS)[keyof typeof PAY_STATUS];

export type Actor = 'customer' | 'staff' | 'provider' | 'system';

export type OrderAction =
  | 'place'
  | 'pay'
  | 'cancel'
  | 'expire'
  | 'ship'
  | 'confirm_receipt'
  | 'apply_refund'
  | 'apply_return'
  | 'apply_exchange'
  | 'refund'
  | 'reject_refund'
  | 'approve_exchange'
  | 'reject_exchange'
  | 'complete_exchange'
  | 'withdraw_after_sale'
  | 'close_after_sale_window';

/** The actions that open an after-sale request (withdrawing one undoes exactly one of them). */
export const APPLY_ACTIONS = ['apply_refund', 'apply_return', 'apply_exchange'] as const;

/** What a guard sees: only facts the table's rules need. */
export interface TransitionContext {
  /** Whether the order was shipped (for 42/52 going on where they were). */
  shipped?: boolean;
  /** Withdrawing a request: the status the order had before it, and how it was opened. */
  statusBefore?: number;
  applied?: (typeof APPLY_ACTIONS)[number];
}

export interface Transition {
  from: readonly OrderStatus[];
  action: OrderAction;
  actors: readonly Actor[];
  to: OrderStatus | ((ctx: TransitionContext) => OrderStatus);
  guard?: (ctx: TransitionContext, from: number) => boolean;
}

const S = ORDER_STATUS;

export const ORDER_TRANSITIONS: readonly Transition[] = [
  { from: [S.pendingPayment], action: 'pay', actors: ['provider'], to: S.pendingShipment },
  { from: [S.pendingPayment], action: 'cancel', actors: ['customer', 'staff'], to: S.cancelled },
  { from: [S.pendingPayment], action: 'expire', actors: ['system'], to: S.cancelled },
  { from: [S.pendingShipment], action: 'ship', actors: ['staff'], to: S.pendingReceipt },
  { from: [S.pendingShipment], action: 'apply_refund', actors: ['customer'], to: S.refunding },
  { from: [S.pendingReceipt], action: 'confirm_receipt', actors: ['customer', 'system'], to: S.received },
  { from: [S.pendingReceipt, S.received], action: 'apply_refund', actors: ['customer'], to: S.refunding },
  { from: [S.pendingReceipt, S.received], action: 'apply_return', actors: ['customer'], to: S.refunding },
  { from: [S.pendingReceipt, S.received], action: 'apply_exchange', actors: ['customer'], to: S.exchange },
  { from: [S.refunding], action: 'refund', actors: ['staff'], to: S.refunded },
  { from: [S.refunding], action: 'reject_refund', actors: ['staff'], to: S.refundRejected },
  { from: [S.exchange], action: 'approve_exchange', actors: ['staff'], to: S.exchangeApproved },
  { from: [S.exchange], action: 'reject_exchange', actors: ['staff'], to: S.exchangeRejected },
  { from: [S.exchangeApproved], action: 'complete_exchange', actors: ['staff', 'customer'], to: S.afterSaleCompleted },
  // Withdrawing a pending request is the exact undo of the apply that opened it.
  {
    from: [S.refunding, S.exchange],
    action: 'withdraw_after_sale',
    actors: ['customer'],
    to: (ctx) => ctx.statusBefore as OrderStatus,
    guard: (ctx, from) =>
      ctx.statusBefore !== undefined &&
      ctx.applied !== undefined &&
      nextStatus(ctx.statusBefore, ctx.applied, 'customer') === from,
  },
  // A rejected request lets the order go on where it was.
  {
    from: [S.refundRejected, S.exchangeRejected],
    action: 'ship',
    actors: ['staff'],
    to: S.pendingReceipt,
    guard: (ctx) => !ctx.shipped,
  },
  {
    from: [S.refundRejected, S.exchangeRejected],
    action: 'confirm_receipt',
    actors: ['customer', 'system'],
    to: S.received,
    guard: (ctx) => !!ctx.shipped,
  },
  {
    from: [S.received, S.refundRejected, S.exchangeRejected],
    action: 'close_after_sale_window',
    actors: ['system'],
    to: S.completed,
  },
];

/** The status an action leads to, or null when the table does not allow it. */
export function nextStatus(
  from: number,
  action: OrderAction,
  actor: Actor,
  ctx: TransitionContext = {},
): OrderStatus | null {
  for (const t of ORDER_TRANSITIONS) {
    if (t.action !== action || !t.actors.includes(actor) || !(t.from as readonly number[]).includes(from)) continue;
    if (t.guard && !t.guard(ctx, from)) continue;
    return typeof t.to === 'function' ? t.to(ctx) : t.to;
  }
  return null;
}

/** Actions an actor may take from a status (the order detail page shows these buttons). */
export function allowedActions(from: number, actor: Actor, ctx: TransitionContext = {}): OrderAction[] {
  const actions = new Set<OrderAction>();
  for (const t of ORDER_TRANSITIONS) {
    if (nextStatus(from, t.action, actor, ctx) !== null) actions.add(t.action);
  }
  return [...actions];
}
