// UI text catalogues, one module per language: the browser loads only the catalogue
// of the page's language (before hydrating, and before switching language); the
// server has both. zh-cn is the default; the types keep en complete.
import type { Locale } from '../../domain/locale.ts';
import type { MessageKey } from './catalogs/zh-cn.ts';

export type { MessageKey };

const loaded = new Map<Locale, Record<MessageKey, string>>();
const loaders: Record<Locale, () => Promise<{ default: Record<MessageKey, string> }>> = {
  'zh-cn': () => import('./catalogs/zh-cn.ts'),
  en: () => import('./catalogs/en.ts'),
};

/** Makes a catalogue available (the server registers both at start). */
export function registerCatalog(locale: Locale, messages: Record<MessageKey, string>) {
  loaded.set(locale, messages);
}

export async function loadCatalog(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) registerCatalog(locale, (await loaders[locale]()).default);
}

export function catalog(locale: Locale): Record<MessageKey, string> | undefined {
  return loaded.get(locale);
}
