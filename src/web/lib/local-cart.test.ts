import { describe, expect, it } from 'vitest';
import { addLine, changeLine, removeLines, restoreLines, selectAllLines } from './cart-lines.ts';
import {
  LOCAL_CART_KEY,
  type LocalLine,
  localQuantity,
  moveLegacyCart,
  readLocalCart,
  writeLocalCart,
} from './local-cart.ts';

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[LOCAL_CART_KEY, initial]]);
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const line = (sku_id: number, quantity = 1, selected = true): LocalLine => ({ sku_id, quantity, selected });

describe('reading and writing the browser cart', () => {
  it('round-trips lines and removes the key when the cart is empty', () => {
    const storage = memoryStorage();
    writeLocalCart(storage, [line(3, 2), line(1, 1, false)]);
    // Cookie-safe: no comma, semicolon, space or quote.
    expect(storage.data.get(LOCAL_CART_KEY)).toBe('3.2_1.1.0');
    expect(readLocalCart(storage)).toEqual([line(3, 2), line(1, 1, false)]);
    writeLocalCart(storage, []);
    expect(storage.data.has(LOCAL_CART_KEY)).toBe(false);
    expect(readLocalCart(storage)).toEqual([]);
    expect(readLocalCart(undefined)).toEqual([]);
  });

  it('keeps only well-formed lines, combining repeats and capping quantities', () => {
    const stored = JSON.stringify([
      { sku_id: 1, quantity: 2 },
      { sku_id: '2', quantity: 1 },
      { sku_id: 3, quantity: 0 },
      { sku_id: 4, quantity: 1.5 },
      null,
      { sku_id: 5, quantity: 5000, selected: false },
      { sku_id: 1, quantity: 3, selected: false },
    ]);
    expect(readLocalCart(memoryStorage(stored))).toEqual([line(1, 5), line(5, 999, false)]);
    expect(readLocalCart(memoryStorage('{not json'))).toEqual([]);
    expect(readLocalCart(memoryStorage('{"sku_id":1}'))).toEqual([]);
    const many = JSON.stringify(Array.from({ length: 120 }, (_, i) => line(i + 1)));
    expect(readLocalCart(memoryStorage(many))).toHaveLength(100);
    expect(readLocalCart(memoryStorage('1.2_x.1_3.0_4.1.5_5.5000.0_1.3.0_99999999999.1'))).toEqual([
      line(1, 5),
      line(5, 999, false),
    ]);
  });

  it('moves a cart an earlier version kept in localStorage into the cookie once', () => {
    const cookie = memoryStorage();
    const legacy = memoryStorage(JSON.stringify([{ sku_id: 4, quantity: 2, selected: false }]));
    moveLegacyCart(cookie, legacy);
    expect(readLocalCart(cookie)).toEqual([line(4, 2, false)]);
    expect(legacy.data.size).toBe(0);
    // The cookie's own cart is newer: it stays.
    moveLegacyCart(cookie, memoryStorage(JSON.stringify([{ sku_id: 9, quantity: 1 }])));
    expect(readLocalCart(cookie)).toEqual([line(4, 2, false)]);
  });
});

describe('changing the browser cart', () => {
  it('adds to a line (selecting it, at most 999) or puts a new line first', () => {
    const lines = [line(1, 2, false), line(2)];
    expect(addLine(lines, 1, 3)).toEqual([line(1, 5), line(2)]);
    expect(addLine(lines, 1, 998)).toEqual([line(1, 999), line(2)]);
    expect(addLine(lines, 7, 1)).toEqual([line(7), line(1, 2, false), line(2)]);
    expect(localQuantity(addLine(lines, 7, 4))).toBe(7);
  });

  it('changes, selects, removes and restores lines in place', () => {
    const lines = [line(1), line(2), line(3)];
    expect(changeLine(lines, 2, { quantity: 4 })).toEqual([line(1), line(2, 4), line(3)]);
    expect(changeLine(lines, 2, { selected: false })).toEqual([line(1), line(2, 1, false), line(3)]);
    expect(selectAllLines(lines, false).every((l) => !l.selected)).toBe(true);
    const left = removeLines(lines, [1, 3]);
    expect(left).toEqual([line(2)]);
    const back = restoreLines(addLine(left, 9, 1), [
      { line: line(1), index: 0 },
      { line: line(3), index: 2 },
    ]);
    expect(back).toEqual([line(1), line(9), line(3), line(2)]);
    // Restoring a line that came back meanwhile keeps one copy.
    expect(restoreLines([line(2), line(1)], [{ line: line(1), index: 0 }])).toEqual([line(1), line(2)]);
  });
});
