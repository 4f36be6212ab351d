// UI text catalogues. Each language has a base catalogue (catalogs/zh-cn.ts, en.ts: what
// any page may show at once) and feature sections (catalogs/zh-cn/*.ts, en/*.ts). The
// browser loads the base of the page's language before hydrating (entry.client.tsx) and
// a section only with the modules that use it: such a module starts with
// `await loadSection('cart')` (top-level await), so a route or lazy component that
// imports it is ready only once its text is, on hydration, on client navigation and in
// lazy components alike. The server registers every catalogue whole (all-catalogs.ts).
// zh-cn is the default; the types keep en complete. The text is read through the shop's
// one translation system (domain/i18n/i18n.ts, i18next), namespace `web`.
import { createTextArea, type PluralBase } from '../../domain/i18n/i18n.ts';
import { type Locale, splitLocalePath } from '../../domain/i18n/locale.ts';
import type address from './catalogs/zh-cn/address.ts';
import type afterSales from './catalogs/zh-cn/after-sales.ts';
import type auth from './catalogs/zh-cn/auth.ts';
import type cart from './catalogs/zh-cn/cart.ts';
import type catalogText from './catalogs/zh-cn/catalog.ts';
import type checkout from './catalogs/zh-cn/checkout.ts';
import type orders from './catalogs/zh-cn/orders.ts';
import type tracking from './catalogs/zh-cn/tracking.ts';
import type upload from './catalogs/zh-cn/upload.ts';
import type { BaseKey } from './catalogs/zh-cn.ts';

interface Sections {
  address: typeof address;
  'after-sales': typeof afterSales;
  auth: typeof auth;
  cart: typeof cart;
  catalog: typeof catalogText;
  checkout: typeof checkout;
  orders: typeof orders;
  tracking: typeof tracking;
  upload: typeof upload;
}
export type Section = keyof Sections;
export type CatalogKey = BaseKey | { [S in Section]: keyof Sections[S] & string }[Section];
/** A key of the storefront's text: a catalogue key, or the base of a plural's `_one`/`_other`. */
export type MessageKey = CatalogKey | PluralBase<CatalogKey>;

type Messages = Partial<Record<CatalogKey, string>>;

/** The storefront's text, in the shared translation system. */
export const webText = createTextArea<CatalogKey>('web');
type Loader = () => Promise<{ default: Messages }>;

const LOADERS: Record<Locale, Record<'base' | Section, Loader>> = {
  'zh-cn': {
    base: () => import('./catalogs/zh-cn.ts'),
    address: () => import('./catalogs/zh-cn/address.ts'),
    'after-sales': () => import('./catalogs/zh-cn/after-sales.ts'),
    auth: () => import('./catalogs/zh-cn/auth.ts'),
    cart: () => import('./catalogs/zh-cn/cart.ts'),
    catalog: () => import('./catalogs/zh-cn/catalog.ts'),
    checkout: () => import('./catalogs/zh-cn/checkout.ts'),
    orders: () => import('./catalogs/zh-cn/orders.ts'),
    tracking: () => import('./catalogs/zh-cn/tracking.ts'),
    upload: () => import('./catalogs/zh-cn/upload.ts'),
  },
  en: {
    base: () => import('./catalogs/en.ts'),
    address: () => import('./catalogs/en/address.ts'),
    'after-sales': () => import('./catalogs/en/after-sales.ts'),
    auth: () => import('./catalogs/en/auth.ts'),
    cart: () => import('./catalogs/en/cart.ts'),
    catalog: () => import('./catalogs/en/catalog.ts'),
    checkout: () => import('./catalogs/en/checkout.ts'),
    orders: () => import('./catalogs/en/orders.ts'),
    tracking: () => import('./catalogs/en/tracking.ts'),
    upload: () => import('./catalogs/en/upload.ts'),
  },
};

const loads = new Map<string, Promise<void>>();
/** Languages this page load has asked for, and the sections its modules have. */
const locales = new Set<Locale>();
const sections = new Set<Section>();

function load(locale: Locale, part: 'base' | Section): Promise<void> {
  const id = `${locale}/${part}`;
  let loading = loads.get(id);
  if (!loading) {
    loading = LOADERS[locale][part]().then(({ default: messages }) => {
      webText.add(locale, messages);
    });
    loading.catch(() => loads.delete(id)); // a failed chunk load is tried again next time
    loads.set(id, loading);
  }
  return loading;
}

const all = (loading: Promise<void>[]) => Promise.all(loading).then(() => undefined);

/** Makes a whole catalogue available (the server registers both at start; tests too). */
export function registerCatalog(locale: Locale, messages: Record<CatalogKey, string>) {
  webText.add(locale, messages);
}

/** Loads a language's base text and every section this page load has needed so far. */
export function loadCatalog(locale: Locale): Promise<void> {
  locales.add(locale);
  return all([load(locale, 'base'), ...[...sections].map((s) => load(locale, s))]);
}

/**
 * Loads sections of text for the page's language and any other one already asked for
 * (a language switch loads them for its language too). A no-op on the server, which has
 * every catalogue.
 */
export function loadSection(...wanted: Section[]): Promise<void> {
  if (import.meta.env.SSR || typeof window === 'undefined') return Promise.resolve();
  for (const s of wanted) sections.add(s);
  const langs = new Set([splitLocalePath(window.location.pathname).locale, ...locales]);
  return all([...langs].flatMap((l) => wanted.map((s) => load(l, s))));
}
