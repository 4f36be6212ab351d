import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '../../domain/i18n/locale.ts';

/** The locale cookie header value (SPEC 9: i18n_redirected, 365 days, SameSite=Lax). */
export function localeCookie(locale: Locale, secure = false): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Remembers the shopper's language choice in the browser before navigating. */
export function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, set before navigating
  document.cookie = localeCookie(locale, location.protocol === 'https:');
}
