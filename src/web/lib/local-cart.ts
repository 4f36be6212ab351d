// A visitor's cart as kept in the browser: lines of SKU, quantity and selection under
// the localStorage key `cart`, newest first. What is read back is checked, so a
// hand-edited or outdated value never reaches the API malformed.
import { CART_MAX_LINES, CART_MAX_QUANTITY, type CartItem, combineItems } from '../../domain/cart.ts';

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

/** Adds to a SKU's line (selecting it) or puts a new line first; the caller checks stock and limits. */
export function addLine(lines: LocalLine[], skuId: number, quantity: number): LocalLine[] {
  const existing = lines.find((l) => l.sku_id === skuId);
  if (!existing) return [{ sku_id: skuId, quantity, selected: true }, ...lines];
  return lines.map((l) =>
    l.sku_id === skuId ? { ...l, quantity: Math.min(l.quantity + quantity, CART_MAX_QUANTITY), selected: true } : l,
  );
}

export function changeLine(
  lines: LocalLine[],
  skuId: number,
  change: { quantity?: number; selected?: boolean },
): LocalLine[] {
  return lines.map((l) => (l.sku_id === skuId ? { ...l, ...change } : l));
}

export function selectAllLines(lines: LocalLine[], selected: boolean): LocalLine[] {
  return lines.map((l) => ({ ...l, selected }));
}

export function removeLines(lines: LocalLine[], skuIds: number[]): LocalLine[] {
  return lines.filter((l) => !skuIds.includes(l.sku_id));
}

/** Puts removed lines back where they were (undo); lines added meanwhile keep theirs. */
export function restoreLines(lines: LocalLine[], removed: { line: LocalLine; index: number }[]): LocalLine[] {
  const out = lines.filter((l) => !removed.some((r) => r.line.sku_id === l.sku_id));
  for (const { line, index } of [...removed].sort((a, b) => a.index - b.index)) {
    out.splice(Math.min(index, out.length), 0, line);
  }
  return out.slice(0, CART_MAX_LINES);
}
