// After-sale service for customers: what an order allows now, applying (under the
// order's row lock: the life-cycle table and the after-sale window decide; one open
// request per order), the list and the detail, withdrawing a pending request (the
// order goes back where it was) and the return parcel. Another customer's order or
// request is a 404, exactly like an unknown one.
import {
  AFTER_SALE_REASON_NAMES,
  AFTER_SALE_REASONS,
  AFTER_SALE_STATUS,
  AFTER_SALE_TYPE_NAMES,
  AFTER_SALE_WINDOW_DAYS,
  type AfterSaleListPage,
  type AfterSaleOptions,
  type AfterSaleType,
  type AfterSaleView,
  APPLY_ACTION,
  afterSaleRefundAmount,
  afterSaleWindowOpen,
  allowedAfterSaleTypes,
  checkAfterSaleLines,
  customerActions,
  isOpenAfterSale,
  needsReturn,
  withdrawalContext,
} from '../../../domain/after-sales/after-sales.ts';
import { type Locale, pickText } from '../../../domain/i18n/locale.ts';
import { ORDER_STATUS_NAMES } from '../../../domain/orders/orders.ts';
import { afterSaleWindowEndsAt } from '../../../domain/orders/timings.ts';
import type { Db, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { type AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { apiMessage } from '../../i18n/api-messages.ts';
import { applyOrderEvent, eventTarget, statusConflict } from '../orders/lifecycle.ts';
import {
  findCustomerOrder,
  lockOrderForUpdate,
  type OrderLineRow,
  type OrderRow,
  orderLinesOf,
} from '../orders/service.ts';
import { lockRequest, requestStatusConflict } from './locks.ts';
import {
  type AfterSaleRow,
  insertAfterSale,
  selectAfterSale,
  selectOrderAfterSales,
  selectPaidPayment,
  selectUserAfterSales,
  updateAfterSale,
} from './queries.ts';
import type { ApplyBody, CustomerListQuery, ReturnParcelBody } from './schemas.ts';
import { customerViews, factsOf } from './views.ts';

const isOpen = (r: AfterSaleRow) => isOpenAfterSale(r.status);

/** Why an order allows no request (or not this type) now, most specific first. */
function ineligibility(
  order: OrderRow,
  requests: readonly AfterSaleRow[],
  lang: Locale,
  type?: AfterSaleType,
): AppError {
  if (requests.some(isOpen)) return conflict('after_sale_open_exists');
  if (!afterSaleWindowOpen(order)) return conflict('after_sale_window_closed', { days: AFTER_SALE_WINDOW_DAYS });
  const status = pickText(ORDER_STATUS_NAMES[order.status], lang);
  if (type === undefined) return conflict('after_sale_unavailable', { status });
  if (allowedAfterSaleTypes(order).length > 0) {
    return conflict('after_sale_type_not_allowed', { status, type: pickText(AFTER_SALE_TYPE_NAMES[type], lang) });
  }
  return statusConflict(order.status, lang);
}

const messageOf = (e: AppError, lang: Locale) => apiMessage(lang, e.key, e.params);

function orderForRefund(order: OrderRow, lines: readonly OrderLineRow[]) {
  return {
    shipped: order.shipped_at !== null,
    items_total: order.items_total,
    discount: order.discount,
    total: order.total,
    // Landed cost (issue #40): what each line was charged on top of its price (nothing under DDU).
    lines: lines.map((l) => ({
      ...l,
      added: order.duty_terms === 'ddp' ? (order.taxes_included ? 0 : l.tax) + l.duty : 0,
    })),
  };
}

export function createCustomerAfterSales(db: Db) {
  async function view(r: AfterSaleRow, lang: Locale): Promise<AfterSaleView> {
    const [v] = await customerViews(db, [r], lang);
    if (!v) throw notFound();
    return v;
  }

  async function detail(userId: number, id: number, lang: Locale): Promise<AfterSaleView> {
    const row = await selectAfterSale(db, id);
    if (!row || row.userId !== userId) throw notFound();
    return view(row, lang);
  }

  /** Runs a customer's action on their request under the locks. */
  async function act(
    userId: number,
    id: number,
    lang: Locale,
    run: (tx: Executor, order: OrderRow, r: AfterSaleRow) => Promise<void>,
  ): Promise<AfterSaleView> {
    await db.transaction(async (tx) => {
      const locked = await lockRequest(tx, id, userId);
      if (!locked) throw notFound();
      await run(tx, locked.order, locked.request);
    });
    return detail(userId, id, lang);
  }

  return {
    detail,

    /** GET /order/{id}/after-sale: the order, the types allowed now (or why none), its requests. */
    async options(userId: number, orderId: number, lang: Locale): Promise<AfterSaleOptions> {
      const order = await findCustomerOrder(db, userId, orderId);
      if (!order) throw notFound();
      const [lines, requests, payment] = await Promise.all([
        orderLinesOf(db, [orderId]),
        selectOrderAfterSales(db, orderId),
        selectPaidPayment(db, orderId),
      ]);
      const allowed = requests.some(isOpen) ? [] : allowedAfterSaleTypes(order);
      return {
        order: {
          id: order.id,
          order_no: order.order_no,
          status: order.status,
          status_name: pickText(ORDER_STATUS_NAMES[order.status], lang),
          currency: order.currency,
          product_price: order.items_total,
          shipping_fee: order.shipping_fee,
          discount: order.discount,
          total_paid: order.total,
          shipped: order.shipped_at !== null,
          received_at: order.received_at ? new Date(order.received_at).toISOString() : null,
          items: lines.map((l) => ({
            sku_id: l.sku_id,
            good_id: l.good_id,
            name: pickText(l.name, lang),
            options: l.options.map((o) => ({ axis: pickText(o.axis, lang), value: pickText(o.value, lang) })),
            image: l.image,
            price: l.price,
            quantity: l.quantity,
            total: l.total,
          })),
        },
        allowed_types: allowed,
        unavailable_reason: allowed.length > 0 ? null : messageOf(ineligibility(order, requests, lang), lang),
        window_ends_at: order.received_at ? afterSaleWindowEndsAt(order.received_at).toISOString() : null,
        refundable: payment?.refundable ?? 0,
        reasons: AFTER_SALE_REASONS.map((code) => ({ code, name: pickText(AFTER_SALE_REASON_NAMES[code], lang) })),
        requests: await customerViews(db, requests, lang),
      };
    },

    /** Applies for a type the order allows now; the order moves as the table says (10/20 -> 40, 30 -> 50). */
    async apply(userId: number, orderId: number, body: ApplyBody, lang: Locale): Promise<AfterSaleView> {
      const created = await db
        .transaction(async (tx) => {
          const order = await lockOrderForUpdate(tx, orderId);
          if (!order || order.user_id !== userId) throw notFound();
          if (!allowedAfterSaleTypes(order).includes(body.type)) {
            throw ineligibility(order, await selectOrderAfterSales(tx, orderId), lang, body.type);
          }
          const lines = await orderLinesOf(tx, [orderId]);
          const basis = orderForRefund(order, lines);
          const checked = checkAfterSaleLines(lines, body.lines, basis.shipped);
          if (!checked.ok) throw badRequest(checked.error, { sku_id: checked.sku_id ?? '' });
          const payment = await selectPaidPayment(tx, orderId);
          const apply = { action: APPLY_ACTION[body.type], actor: 'customer' } as const;
          if (eventTarget(order, apply) === null) throw statusConflict(order.status, lang);
          const row = await insertAfterSale(tx, {
            orderId,
            userId,
            type: body.type,
            reason: body.reason,
            description: body.description,
            images: body.images,
            lines: checked.lines.map((l) => ({ skuId: l.sku_id, quantity: l.quantity })),
            refundAmount: afterSaleRefundAmount(body.type, basis, checked.lines, payment?.refundable ?? 0),
            orderStatusBefore: order.status,
          });
          await applyOrderEvent(tx, order, apply, lang);
          return row;
        })
        .catch((err: unknown) => {
          // The partial unique index is the last word on "one open request per order".
          if (isUniqueViolation(err, 'after_sales_one_open')) throw conflict('after_sale_open_exists');
          throw err;
        });
      return view(created, lang);
    },

    async list(userId: number, q: CustomerListQuery, lang: Locale): Promise<AfterSaleListPage> {
      const { rows, total } = await selectUserAfterSales(db, userId, q.page_size, (q.page - 1) * q.page_size);
      return { list: await customerViews(db, rows, lang), total, page: q.page, page_size: q.page_size };
    },

    /**
     * Withdraws a pending request: cancelled (2), and the order goes back to the status
     * it had before. That is the one order change outside the life-cycle table's rows;
     * `statusAfterWithdrawal` allows it only as the exact undo of the apply transition.
     */
    cancel(userId: number, id: number, lang: Locale): Promise<AfterSaleView> {
      return act(userId, id, lang, async (tx, order, r) => {
        if (r.status !== AFTER_SALE_STATUS.pending) throw requestStatusConflict(r.status, lang);
        const context = withdrawalContext(r.type as AfterSaleType, r.orderStatusBefore);
        await applyOrderEvent(tx, order, { action: 'withdraw_after_sale', actor: 'customer', context }, lang);
        await updateAfterSale(tx, r.id, { status: AFTER_SALE_STATUS.cancelled });
      });
    },

    /** The parcel the customer sent the goods back in (20 and 30, once approved; editable until it arrives). */
    setReturnParcel(userId: number, id: number, body: ReturnParcelBody, lang: Locale): Promise<AfterSaleView> {
      return act(userId, id, lang, async (tx, order, r) => {
        const facts = factsOf(r);
        if (!customerActions(facts, order.status).includes('return')) {
          if (!needsReturn(r.type)) throw conflict('after_sale_wrong_type');
          if (facts.return_received) throw conflict('after_sale_return_already_received');
          throw requestStatusConflict(r.status, lang);
        }
        await updateAfterSale(tx, r.id, { returnCarrier: body.carrier, returnTrackingNo: body.tracking_no });
      });
    },
  };
}

export type CustomerAfterSales = ReturnType<typeof createCustomerAfterSales>;
