// The shopper's time zone for the one date formatter (src/domain/i18n/dates.ts).
// Only the browser knows it. The server render and the hydrating render both get null
// (shown as UTC, named), so the HTML hydrates without a mismatch in any zone; React
// then renders again with the browser's zone. Pages the browser renders later (client
// navigation) get the zone at once. See docs/decisions.md, "Dates and times".
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

let zone: string | undefined;
function browserZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return zone;
}

/** The shopper's IANA time zone, or null while rendering on the server and hydrating. */
export function useTimeZone(): string | null {
  return useSyncExternalStore(subscribe, browserZone, () => null);
}
