// A moment of an order in the shopper's own time zone, written the shop's one way
// (src/domain/i18n/dates.ts). The server render and the hydrating render show UTC,
// named; the browser then switches to local time (useTimeZone): no hydration mismatch.
import { formatDateTime } from '../../../domain/i18n/dates.ts';
import { useLocale } from '../../i18n/index.tsx';
import { useTimeZone } from '../../lib/time-zone.ts';

export function OrderTime({ iso, className, zoneName }: { iso: string; className?: string; zoneName?: boolean }) {
  const locale = useLocale();
  const zone = useTimeZone();
  return (
    <time dateTime={iso} className={className}>
      {formatDateTime(iso, locale, zone, { zoneName })}
    </time>
  );
}
