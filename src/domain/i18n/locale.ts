// Locales of the storefront and the API. zh-cn is the default and lives at unprefixed
// paths; English lives under /en. The cookie remembers the shopper's choice.
export const LOCALES = ['zh-cn', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-cn';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Each locale's BCP 47 tag, for `<html lang>`, hreflang and the Intl formatters. */
export const LANGUAGE_TAG: Record<Locale, string> = { 'zh-cn': 'zh-CN', en: 'en' };
/** The tag dates are formatted with: day before month in English (readers abroad, not only in the US). */
export const DATE_TAG: Record<Locale, string> = { 'zh-cn': 'zh-CN', en: 'en-GB' };
/** Each language's own name (shown as is in either interface language). */
export const LANGUAGE_NAME: Record<Locale, string> = { 'zh-cn': '中文', en: 'English' };
/** The language switch's other language. */
export const OTHER_LOCALE: Record<Locale, Locale> = { 'zh-cn': 'en', en: 'zh-cn' };
/** URL prefix of each locale ('' for the default one). */
export const LOCALE_PREFIX: Record<Locale, string> = { 'zh-cn': '', en: '/en' };

/** Reads a header, cookie or query value into a supported locale ('zh', 'zh-CN' -> zh-cn; 'en-US' -> en). */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'zh-cn' || v === 'zh' || v.startsWith('zh-')) return 'zh-cn';
  if (v === 'en' || v.startsWith('en-')) return 'en';
  return undefined;
}

/** The locale a storefront path is in, and the path without its locale prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    return { locale: 'en', path: pathname.slice(3) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** Prefixes an unprefixed storefront path for a locale: ('/faq', 'en') -> '/en/faq'. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return clean;
  return clean === '/' ? prefix : `${prefix}${clean}`;
}

/** A bilingual text as stored in the database. */
export type I18nText = Record<Locale, string>;

/** Picks the text of a locale, falling back to the other language when it is empty. */
export function pickText(text: Partial<I18nText> | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text[DEFAULT_LOCALE] || text.en || '';
}
