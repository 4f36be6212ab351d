// After-sale requests for staff: the list and the detail, and the decisions. Each
// decision runs in one transaction under the order's and the request's row locks, is
// checked by the after-sale rules and the life-cycle table (a refused one is a conflict
// naming the status), and queues its mail in the same transaction. A refund is sent
// after commit (see refund.ts).
import type { AdminPage } from '../../../domain/admin/admin.ts';
import { type AdminAfterSaleView, canShipReplacement } from '../../../domain/admin/orders.ts';
import {
  AFTER_SALE_STATUS,
  AFTER_SALE_TYPE,
  type StaffAfterSaleAction,
  type StaffAfterSaleView,
  staffActionRefusal,
} from '../../../domain/after-sales/after-sales.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { OrderAction } from '../../../domain/orders/lifecycle.ts';
import { carrierName, findCarrier, phoneTailOf } from '../../../domain/tracking/carriers.ts';
import { goodsChanged } from '../../db/after-commit.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { type AuditActor, recordAudit } from '../admin/audit/record.ts';
import { applyOrderEvent } from '../orders/lifecycle.ts';
import { lockOrderForUpdate, type OrderRow } from '../orders/service.ts';
import { notifyRestocked } from '../stock-alerts/service.ts';
import type { ShipInput } from '../tracking/schemas.ts';
import { shipReplacementParcel } from '../tracking/service.ts';
import { lockRequest, refusalError } from './locks.ts';
import { type MailContext, mailContext, queueDecisionMail } from './mail.ts';
import {
  type AfterSaleRow,
  restoreLineStock,
  selectAfterSale,
  selectQueue,
  selectReplacements,
  updateAfterSale,
} from './queries.ts';
import { planRefund, type RefundDeps, type RefundPlan, settleRefund } from './refund.ts';
import type { StaffListQuery } from './schemas.ts';
import { factsOf, staffViews } from './views.ts';

/** The staff views plus the replacement parcel and the action of shipping it. */
async function withReplacements(
  db: Executor,
  views: StaffAfterSaleView[],
  lang: Locale,
): Promise<AdminAfterSaleView[]> {
  const parcels = await selectReplacements(db, [...new Set(views.map((v) => v.order_id))]);
  return views.map((v) => {
    const p = parcels.get(v.order_id);
    const facts = {
      type: v.type,
      status: v.status,
      result: v.result,
      has_refund: v.refund_id !== null,
      return_received: v.return_received_at !== null,
    };
    const ship = canShipReplacement(facts, v.order_status, p !== undefined);
    return {
      ...v,
      replacement: p
        ? {
            id: p.id,
            kind: 'replacement' as const,
            carrier: p.carrier,
            carrier_name: carrierName(p.carrier, lang),
            tracking_no: p.tracking_no,
            phone_tail: p.phone_tail,
            staff_id: p.staff_id,
            shipped_at: new Date(p.shipped_at).toISOString(),
          }
        : null,
      // Shipping the replacement comes before completing the exchange.
      actions: ship ? ['ship_replacement', ...v.actions] : v.actions,
    };
  });
}

/** What the audit log keeps of a request and its order. */
async function auditState(tx: Executor, requestId: number) {
  const r = await selectAfterSale(tx, requestId);
  const order = r ? await lockOrderForUpdate(tx, r.orderId) : undefined;
  return r
    ? {
        status: r.status,
        result: r.result,
        staff_reason: r.staffReason,
        return_received_at: r.returnReceivedAt,
        refund_id: r.refundId,
        refund_amount: r.refundAmount,
        order_status: order?.status,
      }
    : null;
}

/** A table transition the after-sale rules already checked (a refusal here is a bug: it surfaces as a 409). */
function transition(tx: Executor, order: OrderRow, action: OrderAction, actor: AuditActor, lang: Locale) {
  return applyOrderEvent(tx, order, { action, actor: 'staff', by: actor.staffEmail }, lang);
}

export function createStaffAfterSales(deps: RefundDeps) {
  const { db } = deps;

  async function detail(id: number, lang: Locale): Promise<AdminAfterSaleView> {
    const row = await selectAfterSale(db, id);
    if (!row) throw notFound();
    const [view] = await withReplacements(db, await staffViews(db, [row], lang), lang);
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
    actor: AuditActor,
    lang: Locale,
    run: (tx: Executor, order: OrderRow, r: AfterSaleRow, mail: MailContext) => Promise<RefundPlan | undefined>,
    done?: (r: AfterSaleRow) => boolean,
  ): Promise<AdminAfterSaleView> {
    const mail = await mailContext(deps.mail);
    const plan = await db.transaction(async (tx) => {
      const locked = await lockRequest(tx, id);
      if (!locked) throw notFound();
      const { order, request } = locked;
      if (done?.(request)) return undefined;
      const refusal = staffActionRefusal(action, factsOf(request), order.status);
      if (refusal) throw refusalError(refusal, lang);
      const before = await auditState(tx, id);
      const planned = await run(tx, order, request, mail);
      await recordAudit(tx, actor, {
        action: `after_sale.${action}`,
        entity: 'after_sale',
        entityId: id,
        before,
        after: await auditState(tx, id),
      });
      return planned;
    });
    if (plan) await settleRefund(deps, plan, actor.staffEmail, lang);
    return detail(id, lang);
  }

  return {
    detail,

    /** The queue: pending requests first, then newest first (`sort: 'newest'`: newest first only). */
    async list(
      q: StaffListQuery & { sort?: 'pending_first' | 'newest' },
      lang: Locale,
    ): Promise<AdminPage<AdminAfterSaleView>> {
      const { rows, total } = await selectQueue(
        db,
        { status: q.status, type: q.type },
        q.page_size,
        (q.page - 1) * q.page_size,
        q.sort ?? 'pending_first',
      );
      const list = await withReplacements(db, await staffViews(db, rows, lang), lang);
      return { list, total, page: q.page, page_size: q.page_size };
    },

    /**
     * Pending -> in progress, approved. An exchange moves the order 50 -> 51. A refund
     * only on an order that never shipped is refunded at once; a return waits for the
     * goods, a refund only of shipped goods for the staff's refund step.
     */
    approve(id: number, actor: AuditActor, lang: Locale) {
      return act(id, 'approve', actor, lang, async (tx, order, r, mail) => {
        if (r.type === AFTER_SALE_TYPE.exchange) await transition(tx, order, 'approve_exchange', actor, lang);
        await updateAfterSale(tx, r.id, { status: AFTER_SALE_STATUS.inProgress, result: 'approved' });
        const refundNow = r.type === AFTER_SALE_TYPE.refundOnly && order.shipped_at === null;
        await queueDecisionMail(tx, r, mail, { approved: true, staffReason: '', refundNow });
        return refundNow ? planRefund(tx, order, r) : undefined;
      });
    },

    /** -> completed, rejected with the reason; the order 40 -> 42 or 50 -> 52 and goes on from there. */
    reject(id: number, reason: string, actor: AuditActor, lang: Locale) {
      return act(id, 'reject', actor, lang, async (tx, order, r, mail) => {
        const action = r.type === AFTER_SALE_TYPE.exchange ? 'reject_exchange' : 'reject_refund';
        await transition(tx, order, action, actor, lang);
        await updateAfterSale(tx, r.id, {
          status: AFTER_SALE_STATUS.completed,
          result: 'rejected',
          staffReason: reason,
          completedAt: new Date(),
        });
        await queueDecisionMail(tx, r, mail, { approved: false, staffReason: reason, refundNow: false });
        return undefined;
      });
    },

    /** The returned goods arrived: stamped once, and their pieces are back in stock. */
    receive(id: number, actor: AuditActor, lang: Locale) {
      return act(id, 'receive', actor, lang, async (tx, _order, r) => {
        await updateAfterSale(tx, r.id, { returnReceivedAt: new Date() });
        goodsChanged(await restoreLineStock(tx, r.lines));
        await notifyRestocked(tx, { skuIds: r.lines.map((l) => l.skuId) });
        return undefined;
      });
    },

    /** Refunds an approved refund once: a second call answers the same refund (and retries a failed one). */
    refund(id: number, actor: AuditActor, lang: Locale) {
      return act(
        id,
        'refund',
        actor,
        lang,
        (tx, order, r) => planRefund(tx, order, r),
        (r) => r.refundId !== null && r.status === AFTER_SALE_STATUS.completed,
      );
    },

    /** The replacement went out: the exchange is done (51 -> 71). */
    complete(id: number, actor: AuditActor, lang: Locale) {
      return act(id, 'complete', actor, lang, async (tx, order, r) => {
        await transition(tx, order, 'complete_exchange', actor, lang);
        await updateAfterSale(tx, r.id, { status: AFTER_SALE_STATUS.completed, completedAt: new Date() });
        return undefined;
      });
    },

    /**
     * Ships an approved exchange's replacement once its return arrived (order 51): a
     * parcel of kind 'replacement' with carrier and tracking number, the "shipped" mail
     * to the customer, and the audit entry. The order stays 51 until staff complete it.
     */
    async shipReplacement(id: number, input: ShipInput, actor: AuditActor, lang: Locale) {
      const carrier = findCarrier(input.carrier);
      if (!carrier) throw badRequest('tracking_carrier_invalid');
      // Read before the transaction: the embedded database has a single connection.
      const title = await deps.mail.shopTitle();
      await db.transaction(async (tx) => {
        const locked = await lockRequest(tx, id);
        if (!locked) throw notFound();
        const { order, request } = locked;
        const shipped = (await selectReplacements(tx, [order.id])).has(order.id);
        if (!canShipReplacement(factsOf(request), order.status, shipped)) {
          const refusal = staffActionRefusal('complete', factsOf(request), order.status);
          throw refusal ? refusalError(refusal, lang) : conflict('admin_orders_replacement_refused');
        }
        const phoneTail = input.phone_tail ?? phoneTailOf(order.address.phone);
        if (carrier.needsPhoneTail && !phoneTail) {
          throw badRequest('tracking_phone_tail_required', { carrier: carrier.name[lang] });
        }
        const parcel = await shipReplacementParcel(
          tx,
          order,
          { carrier: carrier.code, trackingNo: input.tracking_no, phoneTail, staffId: actor.staffId },
          { title, origin: deps.mail.publicUrl },
        );
        await recordAudit(tx, actor, {
          action: 'after_sale.ship_replacement',
          entity: 'after_sale',
          entityId: id,
          after: {
            shipment_id: parcel.id,
            order_id: order.id,
            carrier: parcel.carrier,
            tracking_no: parcel.trackingNo,
          },
        });
      });
      return detail(id, lang);
    },
  };
}

export type StaffAfterSales = ReturnType<typeof createStaffAfterSales>;
