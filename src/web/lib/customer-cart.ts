// The start of a customer's cart for the page load (cart-store.ts loads this for a
// signed-in page): a visitor's cart left in this browser (the API adds the `cart`
// cookie at sign-in; this catches one it could not add, or an older localStorage cart)
// is merged into the customer's first, then the customer's cart gives the badge its count.
import type { Cart } from '../../domain/cart/cart.ts';
import { browserApi } from '../api/browser.ts';
import type { ApiClient } from '../api/client.ts';
import { browserStorage, type CartMode, legacyStorage, publishCart } from './cart-store.ts';
import { moveLegacyCart, readLocalCart, writeLocalCart } from './local-cart.ts';

/**
 * Posts a visitor's cart to the customer's, then empties it (only once the server took
 * it). Tabs take turns through a Web Lock, so two tabs never add the same lines twice.
 */
async function mergeBrowserCart(client: ApiClient): Promise<Cart | null> {
  const run = async () => {
    const storage = browserStorage();
    if (storage) moveLegacyCart(storage, legacyStorage());
    const lines = readLocalCart(storage);
    if (!storage || lines.length === 0) return null;
    const cart = await client.post('/cart/merge', { lines }, { silent: true });
    writeLocalCart(storage, []);
    return cart;
  };
  return navigator.locks ? navigator.locks.request('cart-merge', run) : run();
}

/** Merges a visitor's cart after a login, then shows the customer's cart (the badge count). */
export async function startCustomerCart(): Promise<CartMode> {
  try {
    const client = await browserApi();
    const merged = await mergeBrowserCart(client).catch(() => null);
    publishCart(merged ?? (await client.get('/cart', undefined, { silent: true })));
  } catch {
    // The badge stays without a count; the cart page asks again.
  }
  return 'server';
}
