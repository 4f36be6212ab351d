// Pieces shared by the goods screens: the category tree for selects, the shop currency,
// the service notes, and the form's SKU row.
import { useEffect, useState } from 'react';
import type { AdminCategoryRow, Options } from '../../../domain/admin/goods.ts';
import { type Locale, pickText } from '../../../domain/i18n/locale.ts';
import { api } from '../../api.ts';
import type { AdminT } from '../../i18n/index.tsx';

export interface CategoryNode {
  value: number;
  title: string;
  children?: CategoryNode[];
}

/** Every goods category as a TreeSelect tree, in the staff's language. */
export function useCategories(locale: Locale, t: AdminT) {
  const [rows, setRows] = useState<AdminCategoryRow[]>([]);
  useEffect(() => {
    let live = true;
    api
      .get('/admin/goods/categories')
      .then((r) => live && setRows(r))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const ids = new Set(rows.map((r) => r.id));
  const build = (parent: number | null): CategoryNode[] =>
    rows
      .filter((r) => r.parent_id === parent || (parent === null && r.parent_id !== null && !ids.has(r.parent_id)))
      .map((r) => {
        const children = build(r.id);
        const title = pickText(r.name, locale) + (r.visible ? '' : t('goods.hiddenCategory'));
        return { value: r.id, title, ...(children.length ? { children } : {}) };
      });
  return { rows, tree: build(null) };
}

/** The shop's currency (GET /v1/config), for new goods. */
export function useShopCurrency(): string | undefined {
  const [currency, setCurrency] = useState<string>();
  useEffect(() => {
    api
      .get('/config')
      .then((c) => setCurrency(c.currency))
      .catch(() => undefined);
  }, []);
  return currency;
}

export const SERVICE_KEYS = {
  1: 'goods.service1',
  2: 'goods.service2',
  3: 'goods.service3',
  4: 'goods.service4',
} as const;

/** A row of the SKU matrix in the edit form. */
export interface SkuRow {
  id?: number;
  options: Options;
  offered: boolean;
  price: number | null;
  stock: number | null;
  /** The stock loaded from the server (the save sends the change against it). */
  stock_was?: number;
  code: string;
  image: string;
}
