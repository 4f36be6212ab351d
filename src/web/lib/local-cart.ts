// A visitor's cart as kept in the browser: lines of SKU, quantity and selection under
// the localStorage key `cart`, newest first. What is read back is checked, so a
// hand-edited or outdated value never reaches the API malformed. Every page reads it
// (the header badge); the changes to its lines are in cart-lines.ts, loaded with cart.ts.
import { CART_MAX_LINES, CART_MAX_QUANTITY, type CartItem, combineItems } from '../../domain/cart/items.ts';

export interface LocalLine extends CartItem {
  selected: boolean;
}

export const LOCAL_CART_KEY = 'cart';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isLine(v: unknown): v is LocalLine {
  const l = v as LocalLine;
  return (
    !!l &&
    Number.isInteger(l.sku_id) &&
    l.sku_id > 0 &&
    l.sku_id <= 2_147_483_647 &&
    Number.isInteger(l.quantity) &&
    l.quantity > 0
  );
}

export function readLocalCart(storage: KeyValueStore | undefined): LocalLine[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LOCAL_CART_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const lines = parsed.filter(isLine).map((l) => ({
      sku_id: l.sku_id,
      quantity: Math.min(l.quantity, CART_MAX_QUANTITY),
      selected: l.selected !== false,
    }));
    return combineItems(lines).slice(0, CART_MAX_LINES);
  } catch {
    return [];
  }
}

export function writeLocalCart(storage: KeyValueStore, lines: LocalLine[]): void {
  if (lines.length === 0) storage.removeItem(LOCAL_CART_KEY);
  else storage.setItem(LOCAL_CART_KEY, JSON.stringify(lines));
}

export function localQuantity(lines: LocalLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}
