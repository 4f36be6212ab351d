// The registration mobile as people type it (issue #37 item 3): spaces, dashes, brackets,
// a national number with its country picked beside it, or +CC. Mainland numbers keep the
// spec's rule (SPEC 5) and are stored as today, 11 bare digits; every other country's
// number is checked with libphonenumber and stored in E.164.
import { normalizePhone } from '../addresses/addresses.ts';
import { MAINLAND_MOBILE } from './accounts.ts';

const TYPED = /^\+?[\d\s().-]+$/;

/**
 * The mobile to store, or undefined when it is not a valid one. `country` is the
 * picker's (ISO 3166-1); without it (the API's older payloads) a number is a mainland
 * mobile or starts with +. A +86 or China-picked number must follow the mainland rule;
 * a number that is no number of the picked country but follows that rule is a mainland
 * mobile (an English page's picker starts elsewhere: the spec's numbers still pass).
 */
export function normalizeMobile(input: string, country?: string): string | undefined {
  const value = input.trim();
  if (!value || value.length > 32 || !TYPED.test(value)) return undefined;
  const digits = value.replace(/[\s().-]/g, '');
  const china = !country || country === 'CN';
  if (china && MAINLAND_MOBILE.test(digits)) return digits;
  const mainland = /^(?:\+86|0086)(\d+)$/.exec(digits)?.[1];
  if (mainland !== undefined) return MAINLAND_MOBILE.test(mainland) ? mainland : undefined;
  if (china && !value.startsWith('+')) return undefined;
  const e164 = normalizePhone(value, country ?? 'ZZ');
  if (!e164 && !value.startsWith('+') && MAINLAND_MOBILE.test(digits)) return digits;
  // Other ways of dialling China (a picked country's own international prefix): the
  // mainland rule decides them too.
  if (e164?.startsWith('+86')) return MAINLAND_MOBILE.test(e164.slice(3)) ? e164.slice(3) : undefined;
  return e164;
}
