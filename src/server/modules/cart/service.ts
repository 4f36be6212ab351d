// The cart: a customer's lines on the server, priced and flagged from the live catalog
// on every read (never from what the client sent), and the same view of a visitor's
// browser cart. Every write answers the whole cart, so clients never compute prices.

import { ApiCode } from '../../../domain/api/codes.ts';
import {
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  type Cart,
  type CartItem,
  type CartLine,
  type CartOption,
  cartTotals,
  combineItems,
  lineIssue,
} from '../../../domain/cart/cart.ts';
import type { MergeBody, UpdateBody } from '../../../domain/cart/schemas.ts';
import { type Locale, pickText } from '../../../domain/i18n/locale.ts';
import type { Db } from '../../db/client.ts';
import type { GoodAxis } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import {
  addToLine,
  lockCart,
  mergeLines,
  removeCartSkus,
  type SkuRow,
  selectAllLines,
  selectCartLines,
  selectCartSkuIds,
  selectLineState,
  selectSkus,
  updateLine,
} from './queries.ts';

/** Option values with their axis names, in the good's axis order. */
function describeOptions(property: GoodAxis[], options: Record<string, string>, lang: Locale): CartOption[] {
  const known = property.filter((axis) => axis.key in options);
  const extra = Object.keys(options).filter((key) => !property.some((axis) => axis.key === key));
  return [
    ...known.map((axis) => {
      const value = axis.values.find((v) => v.key === options[axis.key]);
      return { axis: pickText(axis.name, lang), value: value ? pickText(value.name, lang) : options[axis.key] };
    }),
    ...extra.map((key) => ({ axis: key, value: options[key] })),
  ];
}

function toLine(sku: SkuRow, quantity: number, selected: boolean, lang: Locale): CartLine {
  return {
    sku_id: sku.sku_id,
    good_id: sku.good_id,
    name: pickText(sku.name, lang),
    options: describeOptions(sku.property, sku.options, lang),
    image: sku.image,
    price: sku.price,
    currency: sku.currency,
    quantity,
    selected,
    stock: sku.stock,
    issue: lineIssue({ available: sku.on_shelf, stock: sku.stock }, quantity),
  };
}

/** A line of a visitor's cart whose SKU no longer exists: kept and flagged, so the shopper sees it went. */
function goneLine(item: CartItem, currency: string): CartLine {
  return {
    sku_id: item.sku_id,
    good_id: 0,
    name: '',
    options: [],
    image: '',
    price: 0,
    currency,
    quantity: item.quantity,
    selected: false,
    stock: 0,
    issue: 'off_shelf',
  };
}

/** Why adding `quantity` (or setting it, when `setting`) was refused, as the error to answer. */
function refusal(state: Awaited<ReturnType<typeof selectLineState>>, quantity: number, setting: boolean): AppError {
  if (state.stock === null || !state.on_shelf) return notFound('cart_sku_unavailable');
  if (state.stock <= 0) return conflict('cart_sold_out');
  const inCart = setting ? 0 : (state.in_cart ?? 0);
  if (!setting && state.in_cart === null && state.lines >= CART_MAX_LINES) return conflict('cart_full');
  const data = { data: { stock: state.stock, in_cart: state.in_cart ?? 0 } };
  if (inCart + quantity > state.stock) {
    const key = inCart > 0 ? 'cart_stock_left_in_cart' : 'cart_stock_left';
    return new AppError(ApiCode.badRequest, key, { stock: state.stock, in_cart: inCart }, data);
  }
  if (inCart + quantity > CART_MAX_QUANTITY) return badRequest('cart_line_max', { in_cart: inCart });
  return conflict();
}

export function createCartService(db: Db, shopCurrency: () => Promise<string>) {
  async function view(userId: number, lang: Locale): Promise<Cart> {
    const [rows, currency] = await Promise.all([selectCartLines(db, userId), shopCurrency()]);
    const lines = rows.map((r) => toLine(r, r.quantity, r.selected, lang));
    return { lines, ...cartTotals(lines, currency) };
  }

  return {
    view,

    /** A visitor's browser cart priced like a customer's (every line selected). */
    async preview(items: CartItem[], lang: Locale): Promise<Cart> {
      const [skus, currency] = await Promise.all([
        selectSkus(
          db,
          items.map((i) => i.sku_id),
        ),
        shopCurrency(),
      ]);
      const bySku = new Map(skus.map((s) => [s.sku_id, s]));
      const lines = items.map((item) => {
        const sku = bySku.get(item.sku_id);
        return sku ? toLine(sku, item.quantity, true, lang) : goneLine(item, currency);
      });
      return { lines, ...cartTotals(lines, currency) };
    },

    async add(userId: number, skuId: number, quantity: number, lang: Locale): Promise<Cart> {
      await db.transaction(async (tx) => {
        await lockCart(tx, userId);
        if ((await addToLine(tx, userId, skuId, quantity)) !== undefined) return;
        throw refusal(await selectLineState(tx, userId, skuId), quantity, false);
      });
      return view(userId, lang);
    },

    async update(userId: number, change: UpdateBody, lang: Locale): Promise<Cart> {
      if (!(await updateLine(db, userId, change.sku_id, change))) {
        const state = await selectLineState(db, userId, change.sku_id);
        if (state.in_cart === null) throw notFound('cart_line_missing');
        throw refusal(state, change.quantity ?? 0, true);
      }
      return view(userId, lang);
    },

    async selectAll(userId: number, selected: boolean, lang: Locale): Promise<Cart> {
      await selectAllLines(db, userId, selected);
      return view(userId, lang);
    },

    async remove(userId: number, skuIds: number[], lang: Locale): Promise<Cart> {
      await removeCartSkus(db, userId, skuIds);
      return view(userId, lang);
    },

    /**
     * Adds a visitor's browser cart at login. A repeated SKU counts once (quantities add
     * up); unknown SKUs are skipped, and so are new lines beyond the cart's room (the
     * browser cart's newest lines go first).
     */
    async merge(userId: number, incoming: MergeBody['lines'], lang: Locale): Promise<Cart> {
      await db.transaction(async (tx) => {
        await lockCart(tx, userId);
        const lines = combineItems(incoming);
        const [held, known] = await Promise.all([
          selectCartSkuIds(tx, userId),
          selectSkus(
            tx,
            lines.map((l) => l.sku_id),
          ),
        ]);
        const inCart = new Set(held);
        const exists = new Set(known.map((s) => s.sku_id));
        let room = CART_MAX_LINES - inCart.size;
        const kept = lines.filter((l) => exists.has(l.sku_id) && (inCart.has(l.sku_id) || room-- > 0));
        await mergeLines(tx, userId, kept);
      });
      return view(userId, lang);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
