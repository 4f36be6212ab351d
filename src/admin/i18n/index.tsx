// The admin area's language: zh-cn (default) or en, kept in the same `i18n_redirected`
// cookie as the storefront's switch. `t('goods.title', {n: 1})` reads the section's key
// and fills `{n}`; the key type is checked against the zh-cn catalog.
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { createTextArea, type PluralBase } from '../../domain/i18n/i18n.ts';
import {
  DEFAULT_LOCALE,
  LANGUAGE_TAG,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  type Locale,
  parseLocale,
} from '../../domain/i18n/locale.ts';
import en from './catalogs/en/index.ts';
import zhCn from './catalogs/zh-cn/index.ts';

type Catalog = typeof zhCn;
type CatalogKey = { [S in keyof Catalog]: `${S & string}.${keyof Catalog[S] & string}` }[keyof Catalog];
/** A key of the admin area's text: `section.key`, or the base of a plural's `_one`/`_other`. */
export type AdminKey = CatalogKey | PluralBase<CatalogKey>;
export type AdminT = (key: AdminKey, params?: Record<string, string | number>) => string;

/** The admin area's text in the shared translation system (namespace `admin`), keys `section.key`. */
const adminText = createTextArea<CatalogKey>('admin');
for (const [locale, catalog] of [
  ['zh-cn', zhCn],
  ['en', en],
] as const) {
  adminText.add(
    locale,
    Object.fromEntries(
      Object.entries(catalog as Record<string, Record<string, string>>).flatMap(([section, texts]) =>
        Object.entries(texts).map(([key, text]) => [`${section}.${key}`, text]),
      ),
    ),
  );
}

export function translator(locale: Locale): AdminT {
  return adminText.translator(locale);
}

export function initialLocale(): Locale {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`));
  return parseLocale(match?.[1]) ?? DEFAULT_LOCALE;
}

let current: Locale = DEFAULT_LOCALE;
/** The language API calls are made in (the `lang` header). */
export const currentLocale = (): Locale => current;

interface LocaleState {
  locale: Locale;
  setLocale(locale: Locale): void;
  t: AdminT;
}

const LocaleContext = createContext<LocaleState>({
  locale: DEFAULT_LOCALE,
  setLocale() {},
  t: translator(DEFAULT_LOCALE),
});

export function AdminLocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState(() => {
    current = initialLocale();
    return current;
  });
  const value = useMemo<LocaleState>(
    () => ({
      locale,
      t: translator(locale),
      setLocale(next) {
        current = next;
        document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
        document.documentElement.lang = LANGUAGE_TAG[next];
        setLocaleState(next);
      },
    }),
    [locale],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export const useAdminLocale = () => useContext(LocaleContext);
export const useT = (): AdminT => useContext(LocaleContext).t;
