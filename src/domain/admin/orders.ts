// Orders and after-sales in the admin area (issue #7 items 4 and 5): the shapes the
// admin API answers, the staff actions an order page offers (from the life-cycle
// table), the rule for shipping an exchange's replacement, and the CSV export's rows
// (UTF-8 with a BOM, RFC 4180 quoting, spreadsheet formula injection neutralised).

import type { z } from 'zod';
import type { AfterSaleFacts, StaffAfterSaleAction, StaffAfterSaleView } from '../after-sales/after-sales.ts';
import { AFTER_SALE_STATUS, AFTER_SALE_TYPE } from '../after-sales/after-sales.ts';
import type { Locale } from '../i18n/locale.ts';
import { currencyDecimals } from '../money/money.ts';
import { allowedActions, ORDER_STATUS } from '../orders/lifecycle.ts';
import type { OrderAddressView, OrderLineView } from '../orders/orders.ts';
import type { TrackingEvent } from '../tracking/carriers.ts';
import type {
  adminAfterSaleViewSchema,
  adminOrderDetailSchema,
  adminOrderListItemSchema,
  adminPaymentSchema,
  adminRefundSchema,
  adminShipmentSchema,
  orderNoteSchema,
  orderStatusChangeSchema,
  orderTimelineEntrySchema,
} from './order-schemas.ts';

/** Every order status, in the life cycle's order (the status filter's options). */
export const ADMIN_ORDER_STATUSES: readonly number[] = Object.values(ORDER_STATUS);

export const ORDER_NOTE_MAX = 2000;
/** Rows of one CSV export at most; the answer says when there were more (header X-Export-Truncated). */
export const ORDER_EXPORT_MAX = 10_000;
/** Characters of the order number filter (a prefix of the 18-digit number). */
export const ORDER_NO_FILTER_MAX = 32;

/** "10,20" or ["10", "20"] -> [10, 20]; anything that is not a known status -> null. */
export function parseStatusList(value: unknown): number[] | null {
  const parts = (Array.isArray(value) ? value : [value])
    .flatMap((v) => String(v ?? '').split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const n = Number(p);
    if (!ADMIN_ORDER_STATUSES.includes(n)) return null;
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

/** Order actions staff take on the order page (after-sale decisions live on the request's page). */
export type AdminOrderAction = 'ship' | 'cancel' | 'add_tracking_event';

/** What staff may do with an order now: ship and cancel as the life-cycle table allows; events once shipped. */
export function adminOrderActions(o: { status: number; shipped: boolean; has_shipment: boolean }): AdminOrderAction[] {
  const table = allowedActions(o.status, 'staff', { shipped: o.shipped });
  const out: AdminOrderAction[] = [];
  if (table.includes('ship')) out.push('ship');
  if (table.includes('cancel')) out.push('cancel');
  if (o.has_shipment) out.push('add_tracking_event');
  return out;
}

/** One row of GET /admin/orders. */
/** One row of GET /admin/orders. */
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;

export type AdminShipmentView = z.infer<typeof adminShipmentSchema>;

export type AdminPaymentView = z.infer<typeof adminPaymentSchema>;

export type AdminRefundView = z.infer<typeof adminRefundSchema>;

export type OrderNoteView = z.infer<typeof orderNoteSchema>;

/** One change of the order's status as the executor wrote it (who, from, to), oldest first. */
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** One step of the order's history (the detail page's timeline), oldest first. */
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/** GET /admin/orders/:id */
/** GET /admin/orders/:id */
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

// ---- after-sales: shipping an exchange's replacement ----

/** The staff actions on a request: the after-sale rules' five plus shipping an exchange's replacement. */
export type AdminAfterSaleAction = StaffAfterSaleAction | 'ship_replacement';

/**
 * An approved exchange whose returned goods arrived, the order still "exchange
 * approved" (51) and no replacement sent yet: staff may ship the replacement. It does
 * not move the order (the table has no row for it); completing does (51 -> 71).
 */
export function canShipReplacement(r: AfterSaleFacts, orderStatus: number, replacementShipped: boolean): boolean {
  return (
    r.type === AFTER_SALE_TYPE.exchange &&
    r.status === AFTER_SALE_STATUS.inProgress &&
    r.result === 'approved' &&
    r.return_received &&
    orderStatus === ORDER_STATUS.exchangeApproved &&
    !replacementShipped
  );
}

/** A request as the admin screens see it: the staff view plus the replacement parcel of an exchange. */
export type AdminAfterSaleView = z.infer<typeof adminAfterSaleViewSchema>;

// ---- CSV export ----

/** Excel reads a UTF-8 file as such (Chinese intact) only with the byte order mark. */
export const CSV_BOM = '\uFEFF';

/** An identifier of digits (an order or tracking number) that must keep every digit. */
export interface CsvDigits {
  digits: string;
}
export type CsvValue = string | number | null | undefined | CsvDigits;

/**
 * One cell: text starting with = + - @ (or a tab / carriage return) is prefixed with
 * an apostrophe so a spreadsheet shows it instead of running it as a formula; a cell
 * with a comma, quote or line break is quoted with inner quotes doubled. A long run of
 * digits is written as ="…": spreadsheets would read it as a number and round it (an
 * 18-digit order number loses its last digits).
 */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'object' && value !== null) {
    value = /^\d{12,}$/.test(value.digits) ? `="${value.digits}"` : value.digits;
    return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  }
  let s = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Minor units as a plain decimal a spreadsheet sums: (12850, 'CNY') -> '128.50'. */
export function csvAmount(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (decimals === 0) return `${sign}${abs}`;
  const unit = 10 ** decimals;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(decimals, '0')}`;
}

/** What an exported row needs (GET /admin/orders/export.csv). */
export interface OrderCsvSource {
  order_no: string;
  created_at: string;
  status_name: string;
  customer_email: string;
  contact: string;
  phone: string;
  country: string;
  address: string;
  line_count: number;
  item_count: number;
  currency: string;
  product_price: number;
  shipping_fee: number;
  discount: number;
  total_paid: number;
  coupon_code: string;
  paid_at: string | null;
  shipped_at: string | null;
  carrier_name: string;
  tracking_no: string;
  /** The rate locked on the order and the total in the shop currency (the books, issue #21). */
  rate: string;
  shop_currency: string;
  shop_total: number;
  /** Landed cost (issue #40): the terms, and the taxes and duties collected in both currencies. */
  duty_terms: string;
  taxes: number;
  duties: number;
  shop_taxes: number;
  shop_duties: number;
}

const CSV_HEADERS: Record<Locale, string[]> = {
  'zh-cn': [
    '订单号',
    '下单时间',
    '状态',
    '客户邮箱',
    '收件人',
    '电话',
    '国家/地区',
    '地址',
    '商品行数',
    '件数',
    '币种',
    '商品金额',
    '运费',
    '优惠',
    '实付',
    '优惠码',
    '支付时间',
    '发货时间',
    '快递公司',
    '运单号',
    '汇率',
    '本店币种',
    '实付（本店币种）',
    '贸易条款',
    '税费',
    '关税',
    '税费（本店币种）',
    '关税（本店币种）',
  ],
  en: [
    'Order number',
    'Created',
    'Status',
    'Customer email',
    'Recipient',
    'Phone',
    'Country',
    'Address',
    'Lines',
    'Items',
    'Currency',
    'Goods',
    'Shipping',
    'Discount',
    'Total paid',
    'Coupon',
    'Paid',
    'Shipped',
    'Carrier',
    'Tracking number',
    'Rate',
    'Shop currency',
    'Total paid (shop currency)',
    'Terms',
    'Taxes',
    'Duties',
    'Taxes (shop currency)',
    'Duties (shop currency)',
  ],
};

export function orderCsvHeader(lang: Locale): string {
  return csvLine(CSV_HEADERS[lang]);
}

export function orderCsvRow(o: OrderCsvSource): string {
  return csvLine([
    { digits: o.order_no },
    o.created_at,
    o.status_name,
    o.customer_email,
    o.contact,
    o.phone,
    o.country,
    o.address,
    o.line_count,
    o.item_count,
    o.currency,
    csvAmount(o.product_price, o.currency),
    csvAmount(o.shipping_fee, o.currency),
    csvAmount(o.discount, o.currency),
    csvAmount(o.total_paid, o.currency),
    o.coupon_code,
    o.paid_at ?? '',
    o.shipped_at ?? '',
    o.carrier_name,
    { digits: o.tracking_no },
    o.rate,
    o.shop_currency,
    csvAmount(o.shop_total, o.shop_currency),
    o.duty_terms.toUpperCase(),
    csvAmount(o.taxes, o.currency),
    csvAmount(o.duties, o.currency),
    csvAmount(o.shop_taxes, o.shop_currency),
    csvAmount(o.shop_duties, o.shop_currency),
  ]);
}

/** The download's file name: orders-20260301-1530.csv (UTC). */
export function orderCsvFileName(now: Date = new Date()): string {
  const s = now.toISOString();
  return `orders-${s.slice(0, 10).replaceAll('-', '')}-${s.slice(11, 16).replace(':', '')}.csv`;
}
