// How long the shop waits before the system moves an order on (PRODUCT "Orders: the
// life cycle"). The payment deadline is configuration (PAYMENT_DEADLINE_MINUTES).

/** A shipped order counts as received this many days after shipping, unless confirmed earlier. */
export const AUTO_RECEIPT_DAYS = 15;

/** After-sale requests are possible this many days after receipt; then the order is completed. */
export const AFTER_SALE_WINDOW_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a shipped order will be confirmed automatically. */
export function autoReceiptAt(shippedAt: string | Date): Date {
  return new Date(new Date(shippedAt).getTime() + AUTO_RECEIPT_DAYS * DAY_MS);
}

/** When the after-sale window of a received order closes. */
export function afterSaleWindowEndsAt(receivedAt: string | Date): Date {
  return new Date(new Date(receivedAt).getTime() + AFTER_SALE_WINDOW_DAYS * DAY_MS);
}
