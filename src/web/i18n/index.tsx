// Locale of the current page (from its URL) and the `t` function for UI text.
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useLocation } from 'react-router';
import { type Locale, localizePath, splitLocalePath } from '../../domain/i18n/locale.ts';
import { type MessageKey, webText } from './messages.ts';

export type TFunction = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * The `t` of a locale: one function per locale for the life of the page, so an effect
 * or callback that lists `t` among its dependencies does not run again on every render.
 * It reads the catalogue at each call: a section of text may have arrived since.
 */
export function translate(locale: Locale): TFunction {
  return webText.translator(locale);
}

const LocaleContext = createContext<Locale>('zh-cn');

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function useT(): TFunction {
  return translate(useLocale());
}

/** Builds a link to an unprefixed path in the current locale. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  // Stable per locale: effects that navigate list it among their dependencies.
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

/** The current path without its locale prefix (for the language switch and active tabs). */
export function useBarePath(): string {
  return splitLocalePath(useLocation().pathname).path;
}
