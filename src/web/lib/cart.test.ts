// The cart store with a fake API: a visitor's cart in the `cart` cookie checked against the
// live stock, changes shown at once, the merge after login, and answers of quick
// successive changes never shown out of order.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartLine } from '../../domain/cart/cart.ts';
import { cartTotals } from '../../domain/cart/cart.ts';
import { parseVisitorCart } from '../../domain/cart/visitor-cart.ts';
import { allCatalogs } from '../i18n/all-catalogs.ts';
import { LOCAL_CART_KEY } from './local-cart.ts';

type Handler = (method: string, path: string, payload: unknown) => unknown;
const api = vi.hoisted(() => ({
  calls: [] as { method: string; path: string; payload: unknown }[],
  handler: (() => undefined) as Handler,
}));
const toasts = vi.hoisted(() => [] as string[]);

vi.mock('../api/browser.ts', () => {
  const call = (method: string) => async (path: string, payload: unknown) => {
    api.calls.push({ method, path, payload });
    return api.handler(method, path, payload);
  };
  const client = { get: call('GET'), post: call('POST'), put: call('PUT'), del: call('DELETE') };
  return { browserApi: async () => client };
});
vi.mock('../components/toast.tsx', () => ({ toast: { error: (message: string) => toasts.push(message) } }));

function line(sku_id: number, patch: Partial<CartLine> = {}): CartLine {
  return {
    sku_id,
    good_id: sku_id * 10,
    name: `Good ${sku_id}`,
    options: [],
    image: '',
    price: 1000,
    currency: 'CNY',
    quantity: 1,
    selected: true,
    stock: 5,
    issue: null,
    ...patch,
  };
}
const cartOf = (lines: CartLine[]): Cart => ({ lines, ...cartTotals(lines, 'CNY') });

/** The browser's cookies (a set cookie with Max-Age=0 goes). */
const storage = new Map<string, string>();
const stored = () => (storage.has(LOCAL_CART_KEY) ? parseVisitorCart(storage.get(LOCAL_CART_KEY)) : null);

/** The store as on a new page load (module state is per load), with the English texts. */
async function freshModule() {
  vi.resetModules();
  (await import('../i18n/messages.ts')).registerCatalog('en', allCatalogs.en);
  return import('./cart.ts');
}

beforeEach(() => {
  storage.clear();
  api.calls.length = 0;
  toasts.length = 0;
  vi.stubGlobal('document', {
    get cookie() {
      return [...storage].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(header: string) {
      const [pair, ...attributes] = header.split('; ');
      const [name, value] = pair.split('=');
      if (attributes.includes('Max-Age=0')) storage.delete(name);
      else storage.set(name, value);
    },
  });
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal('window', { location: { pathname: '/en/cart' }, addEventListener: () => {} });
});
afterEach(() => vi.unstubAllGlobals());

describe('visitor cart', () => {
  it('adds after checking the live stock, and counts the items', async () => {
    const { cart, cartStore, startCart } = await freshModule();
    storage.set(LOCAL_CART_KEY, JSON.stringify([{ sku_id: 1, quantity: 2, selected: true }]));
    await startCart(false);
    expect(cartStore.get().count).toBe(2);

    api.handler = () => cartOf([line(1, { quantity: 3 })]);
    expect(await cart.add(1, 1)).toBe(true);
    expect(api.calls).toEqual([{ method: 'GET', path: '/cart/preview', payload: { items: '1:3' } }]);
    expect(stored()).toEqual([{ sku_id: 1, quantity: 3, selected: true }]);
    expect(cartStore.get().count).toBe(3);
  });

  it('refuses what the server would refuse, with the same words', async () => {
    const { cart, startCart } = await freshModule();
    storage.set(LOCAL_CART_KEY, JSON.stringify([{ sku_id: 1, quantity: 1, selected: true }]));
    await startCart(false);

    api.handler = () => cartOf([line(1, { quantity: 4, stock: 2, issue: 'insufficient' })]);
    expect(await cart.add(1, 3)).toBe(false);
    api.handler = () => cartOf([line(2, { stock: 0, issue: 'sold_out' })]);
    expect(await cart.add(2, 1)).toBe(false);
    storage.set(LOCAL_CART_KEY, JSON.stringify([{ sku_id: 1, quantity: 999, selected: true }]));
    expect(await cart.add(1, 1)).toBe(false);
    expect(toasts).toEqual([
      'The quantity is more than the stock: only 2 left and 1 already in your cart',
      'This item is sold out',
      'At most 999 of one item; 999 already in your cart',
    ]);
    expect(stored()).toEqual([{ sku_id: 1, quantity: 999, selected: true }]);
  });

  it('prices the cart through the preview, keeps its selection and shows changes at once', async () => {
    const { cart, cartStore, loadCart } = await freshModule();
    storage.set(
      LOCAL_CART_KEY,
      JSON.stringify([
        { sku_id: 1, quantity: 2, selected: true },
        { sku_id: 2, quantity: 1, selected: false },
      ]),
    );
    api.handler = () => cartOf([line(1, { quantity: 2 }), line(2, { price: 500 })]);
    await loadCart(false);
    expect(api.calls[0].payload).toEqual({ items: '1:2,2:1' });
    expect(cartStore.get().cart).toMatchObject({ item_count: 2, subtotal: 2000, total_quantity: 3 });

    const change = cart.setQuantity(1, 6);
    // Shown before anything is saved: above the stock of 5, so flagged and left out.
    expect(cartStore.get().cart?.lines[0]).toMatchObject({ quantity: 6, issue: 'insufficient' });
    expect(cartStore.get().cart).toMatchObject({ item_count: 0, total_quantity: 7 });
    await change;
    expect(stored()?.[0]).toEqual({ sku_id: 1, quantity: 6, selected: true });

    await cart.selectAll(true);
    await cart.setQuantity(1, 5);
    expect(cartStore.get().cart).toMatchObject({ item_count: 6, subtotal: 5500 });
    expect(api.calls).toHaveLength(1); // every change re-priced here, no further calls
  });
});

describe('customer cart', () => {
  it('merges the browser cart after login, then empties it', async () => {
    const { cartStore, startCart } = await freshModule();
    storage.set(LOCAL_CART_KEY, JSON.stringify([{ sku_id: 1, quantity: 2, selected: false }]));
    api.handler = () => cartOf([line(1, { quantity: 3 })]);
    await startCart(true);
    expect(api.calls).toEqual([
      { method: 'POST', path: '/cart/merge', payload: { lines: [{ sku_id: 1, quantity: 2, selected: false }] } },
    ]);
    expect(storage.has(LOCAL_CART_KEY)).toBe(false);
    expect(cartStore.get().count).toBe(3);
  });

  it('keeps the browser cart when the merge fails, and still counts the server cart', async () => {
    const { cartStore, startCart } = await freshModule();
    storage.set(LOCAL_CART_KEY, JSON.stringify([{ sku_id: 1, quantity: 2, selected: true }]));
    api.handler = (method) => {
      if (method === 'POST') throw new Error('offline');
      return cartOf([line(7, { quantity: 4 })]);
    };
    await startCart(true);
    expect(stored()).toEqual([{ sku_id: 1, quantity: 2, selected: true }]);
    expect(cartStore.get().count).toBe(4);
  });

  it('shows the latest change while earlier answers arrive', async () => {
    const { cart, cartStore, startCart } = await freshModule();
    api.handler = () => cartOf([line(1)]);
    await startCart(true);
    api.calls.length = 0;
    const answers: ((cart: Cart) => void)[] = [];
    api.handler = () => new Promise<Cart>((resolve) => answers.push(resolve));

    const first = cart.setQuantity(1, 2);
    const second = cart.setQuantity(1, 3);
    expect(cartStore.get().cart?.lines[0].quantity).toBe(3);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0](cartOf([line(1, { quantity: 2 })]));
    await first;
    expect(cartStore.get().cart?.lines[0].quantity).toBe(3);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1](cartOf([line(1, { quantity: 3 })]));
    await second;
    expect(cartStore.get().count).toBe(3);
    expect(api.calls.map((c) => c.payload)).toEqual([
      { sku_id: 1, quantity: 2 },
      { sku_id: 1, quantity: 3 },
    ]);
  });

  it('shows the server message and the server cart again when a change fails', async () => {
    const { cart, cartStore, startCart } = await freshModule();
    api.handler = () => cartOf([line(1, { quantity: 2 })]);
    await startCart(true);
    api.handler = (method) => {
      if (method === 'PUT')
        throw Object.assign(new Error('The quantity is more than the stock: only 2 left'), { code: 400 });
      return cartOf([line(1, { quantity: 2, stock: 2 })]);
    };
    expect(await cart.setQuantity(1, 4)).toBe(false);
    expect(toasts).toEqual(['The quantity is more than the stock: only 2 left']);
    expect(cartStore.get().cart?.lines[0]).toMatchObject({ quantity: 2, stock: 2 });
  });
});
