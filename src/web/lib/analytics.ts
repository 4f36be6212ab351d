// GA4 events (SPEC 7): sent only when the shop configured an analytics snippet that
// defines gtag(). Ecommerce parameters follow GA4's item schema; amounts in major units.
import { resolveUnit, toMajor } from '../../domain/money/money.ts';

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

export interface AnalyticsItem {
  id: number | string;
  name: string;
  price: number;
  currency: string;
  variant?: string;
  category?: string;
  quantity?: number;
  index?: number;
}

export function gaItem(item: AnalyticsItem) {
  const currency = resolveUnit(item.currency);
  return {
    item_id: String(item.id),
    item_name: item.name,
    price: toMajor(item.price, currency),
    ...(item.variant ? { item_variant: item.variant } : {}),
    ...(item.category ? { item_category: item.category } : {}),
    ...(item.quantity ? { quantity: item.quantity } : {}),
    ...(item.index !== undefined ? { index: item.index } : {}),
  };
}

export function track(name: string, params: Record<string, unknown>): boolean {
  if (typeof window === 'undefined') return false;
  const gtag = (window as { gtag?: Gtag }).gtag;
  if (typeof gtag !== 'function') return false;
  gtag('event', name, params);
  return true;
}

export function trackItemList(listId: string, listName: string, items: AnalyticsItem[]) {
  if (items.length === 0) return;
  track('view_item_list', { item_list_id: listId, item_list_name: listName, items: items.map(gaItem) });
}

export function trackSelectItem(listId: string, listName: string, item: AnalyticsItem) {
  track('select_item', { item_list_id: listId, item_list_name: listName, items: [gaItem(item)] });
}

export function trackViewItem(item: AnalyticsItem) {
  const currency = resolveUnit(item.currency);
  track('view_item', { currency, value: toMajor(item.price, currency), items: [gaItem(item)] });
}
