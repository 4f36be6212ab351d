// What to check out, as it travels in the confirm page's address: buy now
// (`sku_id` + `quantity`) or selected cart lines (`items=12:1,34:2&from=cart`).
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../../domain/checkout/limits.ts';

export interface CheckoutItem {
  sku_id: number;
  quantity: number;
}

const positive = (s: string | null, max: number) => {
  if (!s || !/^\d{1,9}$/.test(s)) return undefined;
  const n = Number(s);
  return n >= 1 && n <= max ? n : undefined;
};

/** Items from the page's query; malformed entries are left out, an empty list means nothing to buy. */
export function checkoutItemsFromQuery(params: URLSearchParams): { items: CheckoutItem[]; fromCart: boolean } {
  const fromCart = params.get('from') === 'cart';
  const single = positive(params.get('sku_id'), 2_147_483_647);
  if (single !== undefined) {
    return {
      items: [{ sku_id: single, quantity: positive(params.get('quantity'), MAX_LINE_QUANTITY) ?? 1 }],
      fromCart,
    };
  }
  const items: CheckoutItem[] = [];
  for (const part of (params.get('items') ?? '').split(',')) {
    const [id, qty] = part.split(':');
    const sku = positive(id ?? null, 2_147_483_647);
    const quantity = positive(qty ?? null, MAX_LINE_QUANTITY);
    if (sku !== undefined && quantity !== undefined && !items.some((i) => i.sku_id === sku)) {
      items.push({ sku_id: sku, quantity });
    }
  }
  return { items: items.slice(0, MAX_ORDER_LINES), fromCart };
}
