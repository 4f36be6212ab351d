// Cart shapes shared by the API and the storefront, and the pure rules of a cart:
// limits, line flags, totals and the `items` format of the preview and checkout links.
// (The Zod schemas live in schemas.ts so the storefront bundle stays free of Zod;
// the limits and items live in items.ts, which every storefront page needs.)
import type { z } from 'zod';
import { CART_MAX_LINES, CART_MAX_QUANTITY, type CartItem, combineItems } from './items.ts';
import type { cartLineSchema, cartSchema } from './schemas.ts';

export { CART_MAX_LINES, CART_MAX_QUANTITY, type CartItem, combineItems } from './items.ts';

/**
 * Why a line cannot be ordered as it is: the good is off shelf or the SKU is gone,
 * the SKU is sold out, or the quantity is above the stock left.
 */
export type CartIssue = NonNullable<CartLine['issue']>;
export type CartOption = CartLine['options'][number];
export type CartLine = z.infer<typeof cartLineSchema>;
export type Cart = z.infer<typeof cartSchema>;
export type CartTotals = Omit<Cart, 'lines'>;

export function lineIssue(sku: { available: boolean; stock: number }, quantity: number): CartIssue | null {
  if (!sku.available) return 'off_shelf';
  if (sku.stock <= 0) return 'sold_out';
  return quantity > sku.stock ? 'insufficient' : null;
}

/** Whether a line counts toward the totals and goes to checkout. */
export function isCheckoutLine(line: CartLine): boolean {
  return line.selected && line.issue === null;
}

/** The most a shopper may set on a line: its stock, at most CART_MAX_QUANTITY. */
export function maxQuantity(line: Pick<CartLine, 'stock'>): number {
  return Math.max(0, Math.min(line.stock, CART_MAX_QUANTITY));
}

/**
 * Totals over the selected, available lines. Prices share the shop's one currency;
 * `fallbackCurrency` names it when no line is counted.
 */
export function cartTotals(lines: CartLine[], fallbackCurrency: string): CartTotals {
  const counted = lines.filter(isCheckoutLine);
  return {
    item_count: counted.reduce((n, l) => n + l.quantity, 0),
    subtotal: counted.reduce((sum, l) => sum + l.price * l.quantity, 0),
    currency: counted[0]?.currency ?? lines[0]?.currency ?? fallbackCurrency,
    total_quantity: lines.reduce((n, l) => n + l.quantity, 0),
  };
}

/**
 * A cart after a change to its lines (SKU, quantity, selection), priced from lines it
 * already knows (`extra`: lines it no longer shows but the change brings back); null
 * when a line is new to it and must be priced by the API.
 */
export function repriceCart(
  cart: Cart,
  lines: (CartItem & { selected: boolean })[],
  extra: CartLine[] = [],
): Cart | null {
  const known = new Map([...extra, ...cart.lines].map((l) => [l.sku_id, l]));
  const next: CartLine[] = [];
  for (const { sku_id, quantity, selected } of lines) {
    const line = known.get(sku_id);
    if (!line) return null;
    const available = line.issue !== 'off_shelf';
    next.push({ ...line, quantity, selected, issue: lineIssue({ available, stock: line.stock }, quantity) });
  }
  return { lines: next, ...cartTotals(next, cart.currency) };
}

const MAX_ID = 2_147_483_647;
const PAIR = /^(\d{1,10}):(\d{1,3})$/;

/** `12:1,34:2` from items (the preview query and the checkout link). */
export function formatCartItems(items: CartItem[]): string {
  return items.map((i) => `${i.sku_id}:${i.quantity}`).join(',');
}

/**
 * Reads `12:1,34:2`: positive SKU ids, quantities 1-999, at most CART_MAX_LINES pairs;
 * a repeated SKU adds up. Null when anything is malformed.
 */
export function parseCartItems(text: string): CartItem[] | null {
  const pairs = text.split(',');
  if (pairs.length > CART_MAX_LINES) return null;
  const items: CartItem[] = [];
  for (const pair of pairs) {
    const m = PAIR.exec(pair.trim());
    if (!m) return null;
    const sku_id = Number(m[1]);
    const quantity = Number(m[2]);
    if (sku_id < 1 || sku_id > MAX_ID || quantity < 1 || quantity > CART_MAX_QUANTITY) return null;
    items.push({ sku_id, quantity });
  }
  return combineItems(items);
}

/** The selected, available lines as checkout items, in cart order. */
export function checkoutItems(lines: CartLine[]): CartItem[] {
  return lines.filter(isCheckoutLine).map((l) => ({ sku_id: l.sku_id, quantity: l.quantity }));
}
