// A visitor's cart as it travels in the `cart` cookie (issue #37 item 7): the browser
// keeps it there rather than in localStorage so that the server sees it too. Pages
// render it without JavaScript, the no-JS forms change it, and the API adds it to the
// customer's cart at sign-in and clears it (accounts/routes.ts), however the shopper
// signs in. Compact and cookie-safe: `12.2_34.1.0` is SKU 12 × 2 and SKU 34 × 1 not
// selected. At most CART_MAX_LINES lines (about 1.7 KB at worst, under a cookie's 4 KB).
import { CART_MAX_LINES, CART_MAX_QUANTITY, type CartItem, combineItems } from './items.ts';

export const VISITOR_CART_COOKIE = 'cart';
/** Kept 30 days after its last change, like a shop's cart usually is. */
export const VISITOR_CART_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The page that shows the cart of the visitor's cookie, so it is rendered for each such
 * visitor and never kept for all (ssr.ts): /cart and /en/cart (and their client-navigation
 * data, `.data`), in any case and with a trailing slash, as the router matches them. A rendering kept for all never reads the
 * cookie whatever the address (`shared` in the router context), so a miss here costs a
 * skeleton, never another visitor's cart.
 */
export const VISITOR_CART_PAGE = /^(?:\/en)?\/cart(?:\.data)?\/?(?:[?#]|$)/i;

export interface VisitorLine extends CartItem {
  selected: boolean;
}

const LINE = /^(\d{1,10})\.(\d{1,4})(\.0)?$/;

function lineOf(sku_id: number, quantity: number, selected: boolean): VisitorLine | undefined {
  if (!Number.isInteger(sku_id) || sku_id < 1 || sku_id > 2_147_483_647) return undefined;
  if (!Number.isInteger(quantity) || quantity < 1) return undefined;
  return { sku_id, quantity: Math.min(quantity, CART_MAX_QUANTITY), selected };
}

/** The lines of a cookie value (or of the JSON an older browser cart kept); anything malformed is left out. */
export function parseVisitorCart(value: string | null | undefined): VisitorLine[] {
  if (!value) return [];
  const lines: VisitorLine[] = [];
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      for (const l of Array.isArray(parsed) ? parsed : []) {
        const line = l && typeof l === 'object' ? lineOf(l.sku_id, l.quantity, l.selected !== false) : undefined;
        if (line) lines.push(line);
      }
    } catch {
      return [];
    }
  } else {
    for (const part of value.split('_')) {
      const m = LINE.exec(part);
      const line = m && lineOf(Number(m[1]), Number(m[2]), !m[3]);
      if (line) lines.push(line);
    }
  }
  return combineItems(lines).slice(0, CART_MAX_LINES);
}

export function formatVisitorCart(lines: VisitorLine[]): string {
  return lines.map((l) => `${l.sku_id}.${l.quantity}${l.selected ? '' : '.0'}`).join('_');
}

/** The Set-Cookie value that keeps these lines (an empty cart removes the cookie). */
export function visitorCartCookie(lines: VisitorLine[], secure: boolean): string {
  const value = formatVisitorCart(lines);
  const age = value ? VISITOR_CART_MAX_AGE_SECONDS : 0;
  return `${VISITOR_CART_COOKIE}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The cookie's value in a Cookie request header, if any. */
export function visitorCartIn(cookieHeader: string | null | undefined): string | undefined {
  const m = new RegExp(`(?:^|;\\s*)${VISITOR_CART_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  return m?.[1] || undefined;
}
