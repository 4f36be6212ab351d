// A cart's limits and items (SKU and quantity), apart from the rest of the cart's rules
// (cart.ts, which re-exports them): every storefront page reads the visitor's cart in
// the browser for the header badge and needs only these.

/** Most of one SKU in a cart (and in one order line). */
export const CART_MAX_QUANTITY = 999;
/** Most different SKUs in one cart. */
export const CART_MAX_LINES = 100;

/** A SKU and how many: a line of the visitor's cart, the merge call and checkout links. */
export interface CartItem {
  sku_id: number;
  quantity: number;
}

/** Sums the quantities of repeated SKUs (capped at CART_MAX_QUANTITY), keeping the first position. */
export function combineItems<T extends CartItem>(items: T[]): T[] {
  const bySku = new Map<number, T>();
  for (const item of items) {
    const seen = bySku.get(item.sku_id);
    if (seen) bySku.set(item.sku_id, { ...seen, quantity: Math.min(seen.quantity + item.quantity, CART_MAX_QUANTITY) });
    else bySku.set(item.sku_id, item);
  }
  return [...bySku.values()];
}
