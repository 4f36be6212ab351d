// The cart's state that every page shows from the start, kept apart from the code that
// changes the cart (cart.ts), which loads on first use (the add-to-cart click, the cart
// page): the header badge's count (`cartStore`, with the priced cart once loaded), the
// start of the cart for the page load (a customer's in customer-cart.ts, loaded then),
// and the "added to your cart" notice.
import type { Cart } from '../../domain/cart/cart.ts';
import { cookieStore, localQuantity, moveLegacyCart, readLocalCart } from './local-cart.ts';
import { createStore } from './store.ts';

export interface CartState {
  /** Items in the cart (the badge); null until known, so server and first client render agree. */
  count: number | null;
  /** The priced cart (the cart page); null until loaded. */
  cart: Cart | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export const cartStore = createStore<CartState>({ count: null, cart: null, status: 'idle' });

export type CartMode = 'server' | 'local';

let started: Promise<CartMode> | undefined;

export const browserStorage = () => (typeof document === 'undefined' ? undefined : cookieStore);

/** Where an earlier version kept the visitor's cart. */
export const legacyStorage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Tabs tell each other that the browser cart changed (a cookie fires no `storage` event). */
const changes = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('cart');

export function announceCartChange() {
  changes?.postMessage('changed');
}

export function publishCart(cart: Cart) {
  cartStore.set({ count: cart.total_quantity, cart, status: 'ready' });
}

async function startLocal(): Promise<CartMode> {
  const storage = browserStorage();
  if (storage) moveLegacyCart(storage, legacyStorage());
  cartStore.set((s) => ({ ...s, count: localQuantity(readLocalCart(storage)) }));
  // Another tab changed the browser cart: follow it (a shown cart is priced again).
  changes?.addEventListener('message', () => {
    cartStore.set((s) => ({ ...s, count: localQuantity(readLocalCart(browserStorage())) }));
    if (cartStore.get().cart) void import('./cart.ts').then((m) => m.followBrowserCart());
  });
  return 'local';
}

/**
 * Starts the cart once per page load (the header calls it): merges a visitor's cart
 * after a login and sets the badge count. `signedIn` comes from the server's answer.
 */
export function startCart(signedIn: boolean): Promise<CartMode> {
  started ??= signedIn
    ? import('./customer-cart.ts').then(
        (m) => m.startCustomerCart(),
        (): CartMode => 'server', // the badge stays without a count; the cart page asks again
      )
    : startLocal();
  return started;
}

export interface AddedItem {
  name: string;
  image: string;
  /** Readable variant, e.g. 'Red / M'. */
  variant: string;
  quantity: number;
}

/** The "added to your cart" notice under the header's cart link (cart-notice.tsx). */
export const addedNotice = createStore<(AddedItem & { id: number }) | null>(null);
let nextNoticeId = 1;

export function showAddedToCart(item: AddedItem) {
  addedNotice.set({ ...item, id: nextNoticeId++ });
}
