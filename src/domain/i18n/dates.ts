// The one way the shop writes dates and times (storefront pages and mail, issue #37):
//   English  "28 Nov 2026, 10:37"   (day month year, 24-hour clock: read the same everywhere)
//   Chinese  "2026年11月28日 10:37"
// and a date alone as "28 Nov 2026" / "2026年11月28日". A named zone follows the time:
// "28 Nov 2026, 05:37 GMT-5", "2026年11月28日 19:37 GMT+9".
//
// Times are shown in a time zone the caller names. Pages pass the shopper's zone, which
// only the browser knows: the server render (and the first browser render, which must
// match it) passes `null`, and a time is then shown in UTC with "UTC" after it, so it
// is never a wrong local time (see useTimeZone in src/web/lib/time-zone.ts and
// docs/decisions.md). Mail passes a fixed zone and names it in its own words.
import { DATE_TAG, type Locale } from './locale.ts';

/** The zone shown while the shopper's is not known (the server render). */
export const FALLBACK_TIME_ZONE = 'UTC';

export type Moment = Date | string | number;

export interface DateTimeOptions {
  /** Say which zone the time is in ("… 10:37 GMT-5"): where a deadline is shown. Always so for `null`. */
  zoneName?: boolean;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, kind: 'datetime' | 'date' | 'zone', timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${kind}|${timeZone}`;
  let f = formats.get(key);
  if (!f) {
    const date = { year: 'numeric', month: locale === 'en' ? 'short' : 'long', day: 'numeric' } as const;
    const options: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { ...date, timeZone }
        : kind === 'datetime'
          ? { ...date, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }
          : { hour: '2-digit', timeZoneName: 'short', timeZone };
    f = new Intl.DateTimeFormat(DATE_TAG[locale], options);
    formats.set(key, f);
  }
  return f;
}

/** The short name of a zone at a moment, as the language writes it: "UTC", "GMT-5", "GMT+9". */
export function zoneName(at: Moment, locale: Locale, timeZone: string): string {
  const parts = format(locale, 'zone', timeZone).formatToParts(new Date(at));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A moment with date and time: "28 Nov 2026, 10:37" / "2026年11月28日 10:37".
 * `timeZone` null: not known yet (the server render), shown in UTC and named.
 */
export function formatDateTime(
  at: Moment,
  locale: Locale,
  timeZone: string | null,
  opts: DateTimeOptions = {},
): string {
  const zone = timeZone ?? FALLBACK_TIME_ZONE;
  const text = format(locale, 'datetime', zone).format(new Date(at));
  return opts.zoneName || timeZone === null ? `${text} ${zoneName(at, locale, zone)}` : text;
}

/**
 * The day of a moment: "28 Nov 2026" / "2026年11月28日". `timeZone` null: the day in
 * UTC (a date carries no zone name; near midnight it may be a day off until the
 * browser knows the zone).
 */
export function formatDate(at: Moment, locale: Locale, timeZone: string | null): string {
  return format(locale, 'date', timeZone ?? FALLBACK_TIME_ZONE).format(new Date(at));
}
