// A visitor's cart on the server side of a page (the `cart` cookie, domain/cart/visitor-cart.ts):
// read for the cart page's rendering, changed by its forms without JavaScript.
import { CART_MAX_LINES, type Cart, cartTotals } from '../../domain/cart/cart.ts';
import {
  parseVisitorCart,
  type VisitorLine,
  visitorCartCookie,
  visitorCartIn,
} from '../../domain/cart/visitor-cart.ts';
import { DEFAULT_CURRENCY } from '../../domain/site/constants.ts';
import { type ActionRefusal, refusalOf } from '../api/actions.ts';
import type { ApiClient } from '../api/client.ts';
import { translate } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { addLine } from './cart-lines.ts';
import { requestPage } from './request-path.ts';

await loadSection('cart');

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

/**
 * A product page's "Add to cart" posted by a visitor: the public preview judges the SKU
 * and the quantity with the API's words (the cart page then shows the line and its
 * stock), the cart's room is checked here; the Set-Cookie header of the new cart, or
 * the refusal to show.
 */
export async function addToVisitorCart(
  request: Request,
  api: ApiClient,
  skuId: number | undefined,
  quantity: number | string,
): Promise<string | ActionRefusal> {
  const checked = await refusalOf(() =>
    api.get('/cart/preview', { items: `${skuId ?? ''}:${quantity}` }, { silent: true }),
  );
  if (checked) return checked;
  const lines = visitorLines(request);
  if (lines.length >= CART_MAX_LINES && !lines.some((l) => l.sku_id === skuId)) {
    return { error: translate(requestPage(request).locale)('cart.error.full'), code: 409 };
  }
  return visitorCartCookieFor(request, addLine(lines, skuId ?? 0, Number(quantity)));
}
