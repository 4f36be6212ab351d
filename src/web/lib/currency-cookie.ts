import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE } from '../../domain/money/currency.ts';

/** Remembers the shopper's currency (the API reads the same cookie, like the language's). */
export function rememberCurrency(code: string) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, set before reloading
  document.cookie = `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=${CURRENCY_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
