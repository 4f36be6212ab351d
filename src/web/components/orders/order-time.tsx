// A moment of an order in the shopper's own time zone. The server does not know it,
// so the server and the first browser render show UTC (identical: no hydration
// mismatch), then the browser switches to local time.
import { useEffect, useState } from 'react';
import { DATE_TAG, type Locale } from '../../../domain/i18n/locale.ts';
import { useLocale } from '../../i18n/index.tsx';

export function useLocalTimeZone(): string | undefined {
  const [zone, setZone] = useState<string | undefined>('UTC');
  useEffect(() => setZone(undefined), []);
  return zone;
}

export function formatOrderTime(iso: string, locale: Locale, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(DATE_TAG[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}

export function formatOrderDate(iso: string, locale: Locale, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(DATE_TAG[locale], { dateStyle: 'long', timeZone }).format(new Date(iso));
}

export function OrderTime({ iso, className }: { iso: string; className?: string }) {
  const locale = useLocale();
  const zone = useLocalTimeZone();
  return (
    <time dateTime={iso} className={className}>
      {formatOrderTime(iso, locale, zone)}
    </time>
  );
}
