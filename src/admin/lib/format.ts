// Display helpers of the admin screens: money in minor units, dates in the staff's language.
import { DATE_TAG, type Locale } from '../../domain/i18n/locale.ts';
import { formatPrice } from '../../domain/money/money.ts';

export const money = (minor: number, currency?: string | null) => formatPrice(minor, { unit: currency });

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
