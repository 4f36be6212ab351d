// Display helpers of the admin screens: money in minor units, dates in the staff's language.
import { DATE_TAG, type Locale } from '../../domain/i18n/locale.ts';
import { formatPrice } from '../../domain/money/money.ts';
import { currentLocale } from '../i18n/index.tsx';

/**
 * An amount as staff read it in their language (CN¥ in English, ￥ in Chinese). No
 * `enabled` list: the admin shows orders in currencies the shop may no longer offer, so
 * every shared symbol is told apart (US$, 19.99美元; issue #40).
 */
export const money = (minor: number, currency?: string | null) =>
  formatPrice(minor, { unit: currency, lang: currentLocale() });

const dateTimes = new Map<Locale, Intl.DateTimeFormat>();
export function dateTime(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '—';
  let f = dateTimes.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(DATE_TAG[locale], { dateStyle: 'medium', timeStyle: 'short' });
    dateTimes.set(locale, f);
  }
  return f.format(new Date(iso));
}
