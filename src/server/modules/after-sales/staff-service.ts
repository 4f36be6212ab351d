// After-sale requests for staff: the list and the detail, and the decisions. Each
// decision runs in one transaction under the order's and the request's row locks, is
// checked by the after-sale rules and the life-cycle table (a refused one is a conflict
// naming the status), and queues its mail in the same transaction. A refund is sent
// after commit (see refund.ts).
import {
  AFTER_SALE_STATUS,
  AFTER_SALE_TYPE,
  type StaffAfterSaleAction,
  type StaffAfterSaleListPage,
  type StaffAfterSaleView,
  staffActionRefusal,
} from '../../../domain/after-sales.ts';
import type { Locale } from '../../../domain/locale.ts';
import { nextStatus, type OrderAction } from '../../../domain/order-lifecycle.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { type OrderRow, setOrderStatus } from '../orders/queries.ts';
import { lockRequest, refusalError } from './locks.ts';
import { queueDecisionMail } from './mail.ts';
import {
  type AfterSaleRow,
  restoreLineStock,
  selectAfterSale,
  selectStaffAfterSales,
  updateAfterSale,
} from './queries.ts';
import { planRefund, type RefundDeps, type RefundPlan, settleRefund } from './refund.ts';
import type { StaffListQuery } from './schemas.ts';
import { factsOf, staffViews } from './views.ts';

/** A table transition the after-sale rules already checked (a null here is a bug, not a refusal). */
function transition(order: OrderRow, action: OrderAction): number {
  const next = nextStatus(order.status, action, 'staff');
  if (next === null) throw new Error(`order ${order.id}: ${action} from ${order.status} passed the rules`);
  return next;
}

export function createStaffAfterSales(deps: RefundDeps) {
  const { db } = deps;

  async function detail(id: number, lang: Locale): Promise<StaffAfterSaleView> {
    const row = await selectAfterSale(db, id);
    if (!row) throw notFound();
    const [view] = await staffViews(db, [row], lang);
    if (!view) throw notFound();
    return view;
  }

  /**
   * Runs a decision under the locks after the rules allowed it; a refund it planned is
   * sent and settled after commit. `done` recognises a call that already happened (a
   * retried refund): it answers the request as it is, doing nothing again.
   */
  async function act(
    id: number,
    action: StaffAfterSaleAction,
    lang: Locale,
    run: (tx: Executor, order: OrderRow, r: AfterSaleRow) => Promise<RefundPlan | undefined>,
    done?: (r: AfterSaleRow) => boolean,
  ): Promise<StaffAfterSaleView> {
    const plan = await db.transaction(async (tx) => {
      const locked = await lockRequest(tx, id);
      if (!locked) throw notFound();
      const { order, request } = locked;
      if (done?.(request)) return undefined;
      const refusal = staffActionRefusal(action, factsOf(request), order.status);
      if (refusal) throw refusalError(refusal, lang);
      return run(tx, order, request);
    });
    if (plan) await settleRefund(deps, plan, lang);
    return detail(id, lang);
  }

  return {
    detail,

    async list(q: StaffListQuery, lang: Locale): Promise<StaffAfterSaleListPage> {
      const { rows, total } = await selectStaffAfterSales(
        db,
        { status: q.status, type: q.type },
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return { list: await staffViews(db, rows, lang), total, page: q.page, page_size: q.page_size };
    },

    /**
     * Pending -> in progress, approved. An exchange moves the order 50 -> 51. A refund
     * only on an order that never shipped is refunded at once; a return waits for the
     * goods, a refund only of shipped goods for the staff's refund step.
     */
    approve(id: number, lang: Locale) {
      return act(id, 'approve', lang, async (tx, order, r) => {
        if (r.type === AFTER_SALE_TYPE.exchange)
          await setOrderStatus(tx, order.id, transition(order, 'approve_exchange'));
        await updateAfterSale(tx, r.id, { status: AFTER_SALE_STATUS.inProgress, result: 'approved' });
        const refundNow = r.type === AFTER_SALE_TYPE.refundOnly && order.shipped_at === null;
        await queueDecisionMail(tx, r, deps.mail, { approved: true, staffReason: '', refundNow });
        return refundNow ? planRefund(tx, order, r) : undefined;
      });
    },

    /** -> completed, rejected with the reason; the order 40 -> 42 or 50 -> 52 and goes on from there. */
    reject(id: number, reason: string, lang: Locale) {
      return act(id, 'reject', lang, async (tx, order, r) => {
        const action = r.type === AFTER_SALE_TYPE.exchange ? 'reject_exchange' : 'reject_refund';
        await setOrderStatus(tx, order.id, transition(order, action));
        await updateAfterSale(tx, r.id, {
          status: AFTER_SALE_STATUS.completed,
          result: 'rejected',
          staffReason: reason,
          completedAt: new Date(),
        });
        await queueDecisionMail(tx, r, deps.mail, { approved: false, staffReason: reason, refundNow: false });
        return undefined;
      });
    },

    /** The returned goods arrived: stamped once, and their pieces are back in stock. */
    receive(id: number, lang: Locale) {
      return act(id, 'receive', lang, async (tx, _order, r) => {
        await updateAfterSale(tx, r.id, { returnReceivedAt: new Date() });
        await restoreLineStock(tx, r.lines);
        return undefined;
      });
    },

    /** Refunds an approved refund once: a second call answers the same refund (and retries a failed one). */
    refund(id: number, lang: Locale) {
      return act(
        id,
        'refund',
        lang,
        (tx, order, r) => planRefund(tx, order, r),
        (r) => r.refundId !== null && r.status === AFTER_SALE_STATUS.completed,
      );
    },

    /** The replacement went out: the exchange is done (51 -> 71). */
    complete(id: number, lang: Locale) {
      return act(id, 'complete', lang, async (tx, order, r) => {
        await setOrderStatus(tx, order.id, transition(order, 'complete_exchange'), 'completed_at');
        await updateAfterSale(tx, r.id, { status: AFTER_SALE_STATUS.completed, completedAt: new Date() });
        return undefined;
      });
    },
  };
}

export type StaffAfterSales = ReturnType<typeof createStaffAfterSales>;
