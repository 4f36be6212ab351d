// A visitor's cart on the server side of a page (the `cart` cookie, domain/cart/visitor-cart.ts):
// read for the cart page's rendering, changed by its forms without JavaScript.
import { type Cart, cartTotals } from '../../domain/cart/cart.ts';
import {
  parseVisitorCart,
  type VisitorLine,
  visitorCartCookie,
  visitorCartIn,
} from '../../domain/cart/visitor-cart.ts';
import { DEFAULT_CURRENCY } from '../../domain/site/constants.ts';

export function visitorLines(request: Request): VisitorLine[] {
  return parseVisitorCart(visitorCartIn(request.headers.get('cookie')));
}

/** The Set-Cookie header that keeps these lines for the shopper who posted. */
export function visitorCartCookieFor(request: Request, lines: VisitorLine[]): string {
  return visitorCartCookie(lines, new URL(request.url).protocol === 'https:');
}

export function emptyCart(): Cart {
  return { lines: [], ...cartTotals([], DEFAULT_CURRENCY) };
}
