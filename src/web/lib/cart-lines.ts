// Changes to a list of cart lines (SKU, quantity, selection): applied to the browser
// cart of a visitor (local-cart.ts) and, at once, to the cart shown (cart.ts).
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '../../domain/cart/cart.ts';
import type { LocalLine } from './local-cart.ts';

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
