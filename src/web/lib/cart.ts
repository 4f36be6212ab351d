// The shopper's cart behind one interface. A customer's cart lives on the server: each
// change is one API call that answers the whole cart. A visitor's lives in this browser's
// `cart` cookie (local-cart.ts) and is priced through the public preview; at the first page after a
// login it is merged into the customer's (cart-store.ts). Changes show at once (known
// lines re-priced here) and calls run one at a time, so quick clicks never land out of
// order. The header badge and the cart page read `cartStore`. This module loads on
// first use (an add to cart, the cart page); cart-store.ts is what every page needs.
import { ApiCode } from '../../domain/api/codes.ts';
import { routePath } from '../../domain/api/paths.ts';
import {
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  type Cart,
  type CartLine,
  cartTotals,
  formatCartItems,
  repriceCart,
} from '../../domain/cart/cart.ts';
import { splitLocalePath } from '../../domain/i18n/locale.ts';
import { DEFAULT_CURRENCY } from '../../domain/site/constants.ts';
import { browserApi } from '../api/browser.ts';
import type { ApiClient } from '../api/client.ts';
import { toast } from '../components/toast.tsx';
import { type TFunction, translate } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { addLine, changeLine, removeLines, restoreLines, selectAllLines } from './cart-lines.ts';
import {
  announceCartChange,
  cartStore,
  publishCart as publish,
  startCart,
  browserStorage as storage,
} from './cart-store.ts';
import { type LocalLine, localQuantity, readLocalCart, writeLocalCart } from './local-cart.ts';
import { userStore } from './session.ts';

await loadSection('cart');

export { type CartState, cartStore, startCart } from './cart-store.ts';

/** A removed line and where it stood, to put it back (undo). */
export interface RemovedLine {
  line: CartLine;
  index: number;
}

let queue: Promise<unknown> = Promise.resolve();
let pending = 0;

/** A change the browser cart refused before any call (limits, stock); the message is shown as is. */
class Refused extends Error {}

const t: TFunction = (key, params) => translate(splitLocalePath(window.location.pathname).locale)(key, params);

const asLocal = (lines: CartLine[]): LocalLine[] =>
  lines.map(({ sku_id, quantity, selected }) => ({ sku_id, quantity, selected }));

/** Prices a browser cart through the public preview, keeping its selection. */
async function previewLocal(lines: LocalLine[]): Promise<Cart> {
  if (lines.length === 0) return { lines: [], ...cartTotals([], cartStore.get().cart?.currency ?? DEFAULT_CURRENCY) };
  const cart = await (await browserApi()).get('/cart/preview', { items: formatCartItems(lines) }, { silent: true });
  return repriceCart(cart, lines) ?? cart;
}

const mode = () => startCart(userStore.get().uid > 0);

function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Another tab changed the browser cart while this one shows it: price it again. */
export function followBrowserCart() {
  void enqueue(async () => publish(await previewLocal(readLocalCart(storage())))).catch(() => undefined);
}

/** Loads the priced cart (on every visit of the cart page, and after an order: stock and prices move). */
export function loadCart(signedIn: boolean): Promise<void> {
  return enqueue(async () => {
    const m = await startCart(signedIn);
    cartStore.set((s) => ({ ...s, status: s.cart ? s.status : 'loading' }));
    try {
      const client = await browserApi();
      publish(
        m === 'server'
          ? await client.get('/cart', undefined, { silent: true })
          : await previewLocal(readLocalCart(storage())),
      );
    } catch {
      cartStore.set((s) => ({ ...s, status: s.cart ? 'ready' : 'error' }));
    }
  });
}

function report(err: unknown) {
  if (err instanceof Refused) return void toast.error(err.message);
  const code = (err as { code?: unknown } | null)?.code;
  // 301/302 opened the login dialog already.
  if (code === ApiCode.loginRequired || code === ApiCode.sessionRevoked) return;
  toast.error(typeof code === 'number' && err instanceof Error && err.message ? err.message : t('cart.error.network'));
}

interface Change {
  /** The change on a list of lines: the browser cart, and the shown cart at once. */
  apply(lines: LocalLine[]): LocalLine[];
  /** The same change on the server, answering the whole cart. */
  send(client: ApiClient): Promise<Cart>;
  /** Visitors: checks the browser cart before the change (limits, live stock). */
  check?(lines: LocalLine[], client: ApiClient): Promise<void>;
  /** Lines the shown cart no longer holds but the change brings back (undo). */
  restores?: CartLine[];
}

function change(c: Change): Promise<boolean> {
  pending++;
  const shown = cartStore.get().cart;
  const next = shown && repriceCart(shown, c.apply(asLocal(shown.lines)), c.restores);
  if (next) publish(next);
  return enqueue(async () => {
    const m = await mode();
    try {
      const client = await browserApi();
      if (m === 'server') {
        const cart = await c.send(client);
        // Later changes are already shown and on their way: their answer will tell.
        if (pending === 1) publish(cart);
      } else {
        const store = storage();
        const lines = readLocalCart(store);
        await c.check?.(lines, client);
        const saved = c.apply(lines);
        if (store) writeLocalCart(store, saved);
        announceCartChange();
        const current = cartStore.get().cart;
        if (current) publish(repriceCart(current, saved, c.restores) ?? (await previewLocal(saved)));
        else cartStore.set((s) => ({ ...s, count: localQuantity(saved) }));
      }
      return true;
    } catch (err) {
      report(err);
      // Show the truth again.
      if (cartStore.get().cart && pending === 1) {
        const truth =
          m === 'server'
            ? browserApi().then((client) => client.get('/cart', undefined, { silent: true }))
            : previewLocal(readLocalCart(storage()));
        await truth.then(publish, () => undefined);
      }
      return false;
    } finally {
      pending--;
    }
  });
}

/** Visitors: the same rules the server applies to an add, with the same words. */
async function checkAdd(lines: LocalLine[], skuId: number, quantity: number, client: ApiClient) {
  const inCart = lines.find((l) => l.sku_id === skuId)?.quantity ?? 0;
  if (!inCart && lines.length >= CART_MAX_LINES) throw new Refused(t('cart.error.full'));
  if (inCart + quantity > CART_MAX_QUANTITY) throw new Refused(t('cart.error.lineMax', { inCart }));
  const items = formatCartItems([{ sku_id: skuId, quantity: inCart + quantity }]);
  const [line] = (await client.get('/cart/preview', { items }, { silent: true })).lines;
  if (line.issue === 'off_shelf') throw new Refused(t('cart.error.unavailable'));
  if (line.issue === 'sold_out') throw new Refused(t('cart.error.soldOut'));
  if (line.issue === 'insufficient') {
    const params = { stock: line.stock, inCart };
    throw new Refused(inCart ? t('cart.error.stockInCart', params) : t('cart.error.stock', params));
  }
}

export const cart = {
  add: (skuId: number, quantity: number) =>
    change({
      apply: (lines) => addLine(lines, skuId, quantity),
      send: (client) => client.post('/cart', { sku_id: skuId, quantity }, { silent: true }),
      check: (lines, client) => checkAdd(lines, skuId, quantity, client),
    }),

  setQuantity: (skuId: number, quantity: number) =>
    change({
      apply: (lines) => changeLine(lines, skuId, { quantity }),
      send: (client) => client.put('/cart', { sku_id: skuId, quantity }, { silent: true }),
    }),

  setSelected: (skuId: number, selected: boolean) =>
    change({
      apply: (lines) => changeLine(lines, skuId, { selected }),
      send: (client) => client.put('/cart', { sku_id: skuId, selected }, { silent: true }),
    }),

  selectAll: (selected: boolean) =>
    change({
      apply: (lines) => selectAllLines(lines, selected),
      send: (client) => client.put('/cart/select', { selected }, { silent: true }),
    }),

  remove: (skuIds: number[]) =>
    change({
      apply: (lines) => removeLines(lines, skuIds),
      send: (client) =>
        skuIds.length === 1
          ? client.del(routePath('/cart/:sku_id', { sku_id: skuIds[0] }), undefined, { silent: true })
          : client.del('/cart', { sku_ids: skuIds.join(',') }, { silent: true }),
    }),

  /** Undo of a removal: the lines come back where they stood (on the server: merged back). */
  restore: (removed: RemovedLine[]) =>
    change({
      apply: (lines) =>
        restoreLines(
          lines,
          removed.map(({ line, index }) => ({ line: asLocal([line])[0], index })),
        ),
      send: (client) => client.post('/cart/merge', { lines: asLocal(removed.map((r) => r.line)) }, { silent: true }),
      restores: removed.map((r) => r.line),
    }),
};
