// A visitor's cart as kept in the browser: lines of SKU, quantity and selection in the
// `cart` cookie (domain/cart/visitor-cart.ts), newest first, so that the server renders
// it and its forms work without JavaScript, and the API adds it to the customer's cart
// at sign-in. What is read back is checked, so a hand-edited or outdated value never
// reaches the API malformed. Every page reads it (the header badge); the changes to its
// lines are in cart-lines.ts, loaded with cart.ts.
import {
  formatVisitorCart,
  parseVisitorCart,
  VISITOR_CART_COOKIE,
  VISITOR_CART_MAX_AGE_SECONDS,
  type VisitorLine,
  visitorCartIn,
} from '../../domain/cart/visitor-cart.ts';

export type LocalLine = VisitorLine;

export const LOCAL_CART_KEY = VISITOR_CART_COOKIE;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The cookie as a key-value store (its only key is `cart`). */
export const cookieStore: KeyValueStore = {
  getItem: () => visitorCartIn(document.cookie) ?? null,
  setItem: (_key, value) => {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor's cart, read by the server too
    document.cookie = `${VISITOR_CART_COOKIE}=${value}; Path=/; Max-Age=${VISITOR_CART_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  },
  removeItem: () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor's cart, read by the server too
    document.cookie = `${VISITOR_CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};

export function readLocalCart(storage: KeyValueStore | undefined): LocalLine[] {
  if (!storage) return [];
  try {
    return parseVisitorCart(storage.getItem(LOCAL_CART_KEY));
  } catch {
    return [];
  }
}

export function writeLocalCart(storage: KeyValueStore, lines: LocalLine[]): void {
  if (lines.length === 0) storage.removeItem(LOCAL_CART_KEY);
  else storage.setItem(LOCAL_CART_KEY, formatVisitorCart(lines));
}

/**
 * A cart an earlier version kept in localStorage moves to the cookie once (the cookie
 * wins when both hold one: it is the newer).
 */
export function moveLegacyCart(storage: KeyValueStore, legacy: KeyValueStore | undefined): void {
  const old = legacy?.getItem(LOCAL_CART_KEY);
  if (!old) return;
  if (!storage.getItem(LOCAL_CART_KEY)) writeLocalCart(storage, parseVisitorCart(old));
  legacy?.removeItem(LOCAL_CART_KEY);
}

export function localQuantity(lines: LocalLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}
