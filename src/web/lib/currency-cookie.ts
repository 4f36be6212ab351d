import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE } from '../../domain/money/currency.ts';

/** The currency cookie header value (the API reads the same cookie, like the language's). */
export function currencyCookie(code: string, secure: boolean): string {
  return `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=${CURRENCY_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Remembers the shopper's currency in the browser before reloading. */
export function rememberCurrency(code: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, set before reloading
  document.cookie = currencyCookie(code, location.protocol === 'https:');
}
