// Back-in-stock alerts (issue #41 item 3): the rules the storefront and the server share.
// A shopper may ask to be told when a sold-out SKU of a good on shelf is back; a customer
// with one click (the account's email), a visitor with an email and the captcha.

/** What POST /good/stock-alert answers: the subscription, one per SKU and email while it waits. */
export interface StockAlertAnswer {
  sku_id: number;
  /** The address the mail goes to (a visitor's as typed, lower-cased). */
  email: string;
  /** False when the same SKU and email already waited (subscribing twice is one subscription). */
  created: boolean;
}

/** Why a SKU takes no alert: gone or off shelf, or not sold out (buy it instead). */
export type StockAlertRefusal = 'stock_alert_unavailable' | 'stock_alert_in_stock';

/** Whether a SKU takes alerts now: it exists, its good is on shelf, and its stock is 0. */
export function stockAlertRefusal(sku: { stock: number; on_shelf: boolean } | undefined): StockAlertRefusal | null {
  if (!sku || !sku.on_shelf) return 'stock_alert_unavailable';
  if (sku.stock > 0) return 'stock_alert_in_stock';
  return null;
}

/** Emails are kept and compared in lower case (one subscription whatever the case typed). */
export function alertEmail(email: string): string {
  return email.trim().toLowerCase();
}
