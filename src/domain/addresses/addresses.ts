// Shipping addresses and the area tree: shapes shared by the API and the storefront,
// and the pure rules for contact numbers and postal codes (PRODUCT: mobile numbers).
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';
import phoneExamples from 'libphonenumber-js/mobile/examples';
import type { z } from 'zod';
import { MAINLAND_MOBILE, maskMobile } from '../accounts/accounts.ts';
import type { Locale } from '../i18n/locale.ts';
import { countryFormat, type PostalCodeName } from './format.ts';
import type { AreaItemShape, addressSchema } from './schemas.ts';

/** A customer keeps at most this many addresses. */
export const ADDRESS_LIMIT = 20;

/** Longest accepted text per field (the too-long messages in messages/addresses.ts repeat them). */
export const ADDRESS_MAX = { province: 64, city: 64, address: 200, contact: 64, postal_code: 16, phone: 32 } as const;

/** Deepest level of the area tree: 0 countries, 1 provinces/states, 2 cities. */
export const AREA_MAX_LEVEL = 2;

/** Area ids: `CN`, `CN-GD`, `CN-GD-440100`, `US-CA` (ISO 3166-1/2, then GB/T 2260 city codes). */
export const AREA_ID = /^[A-Z]{2}(?:-[A-Z0-9]{1,3}(?:-\d{6})?)?$/;

/** One node of the area tree as the API answers it (names in the caller's language). */
export type AreaItem = AreaItemShape;

/** A shipping address as the API answers it. */
export type Address = z.infer<typeof addressSchema>;

function phoneCountry(country: string): CountryCode | undefined {
  return isSupportedCountry(country) ? country : undefined;
}

/**
 * A contact number in E.164 form, or undefined when it is not a valid number.
 * Accepts E.164 (+ and country code, any country) or the national form of `country`
 * (the calling code picked beside the number), which must then be a number of that very
 * country (+1 is shared by 25 of them); for China also the spec's mainland rule (SPEC 5).
 */
export function normalizePhone(input: string, country: string): string | undefined {
  const value = input.trim();
  if (!value || value.length > ADDRESS_MAX.phone || !/^\+?[\d\s().-]+$/.test(value)) return undefined;
  const digits = value.replace(/[\s().-]/g, '');
  if (country === 'CN' && MAINLAND_MOBILE.test(digits)) return `+86${digits}`;
  const parsed = parsePhoneNumberFromString(value, phoneCountry(country));
  if (!parsed?.isValid()) return undefined;
  if (!value.startsWith('+') && parsed.country !== country) return undefined;
  return parsed.number;
}

/**
 * Masks a stored number to its first 3 and last 4 national digits (SPEC 5):
 * +8613800138000 -> 138****8000, +12015550123 -> +1 201***0123.
 */
export function maskPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return maskMobile(phone);
  const national = maskMobile(parsed.nationalNumber);
  return parsed.countryCallingCode === '86' ? national : `+${parsed.countryCallingCode} ${national}`;
}

/**
 * A stored number as the form shows it again: the calling code's country (the address's
 * own where they share a code) and the national form.
 */
export function editablePhone(phone: string, country: string): { country: string; national: string } {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return { country, national: phone };
  const owner = parsed.country ?? (parsed.countryCallingCode === getCountryCallingCodeOf(country) ? country : '');
  if (!owner) return { country, national: parsed.formatInternational() };
  // Mainland mobiles as the spec writes them (11 digits); every other number as its country does.
  const mobile = owner === 'CN' && MAINLAND_MOBILE.test(parsed.nationalNumber);
  return { country: owner, national: mobile ? parsed.nationalNumber : parsed.formatNational() };
}

function getCountryCallingCodeOf(country: string): string | undefined {
  const code = phoneCountry(country);
  return code ? getCountryCallingCode(code) : undefined;
}

/** Calling codes for the picker beside the number: every country libphonenumber knows. */
export function callingCodes(): { country: CountryCode; code: string }[] {
  return getCountries().map((country) => ({ country, code: getCountryCallingCode(country) }));
}

/**
 * A stored number (E.164, or a bare mainland mobile from before) as it is shown with an
 * address of `country`: in that country's own national format when the number is that
 * country's (UK "07400 123456", a mainland mobile "13800138000"), else in international
 * form ("+44 7400 123456" on a US address).
 */
export function displayPhone(phone: string, country: string): string {
  const parsed = parsePhoneNumberFromString(phone) ?? parsePhoneNumberFromString(phone, phoneCountry(country));
  if (!parsed) return phone;
  const editable = editablePhone(parsed.number, country);
  return editable.country === country ? editable.national : parsed.formatInternational();
}

/**
 * The country a calling-code picker starts on before the address has one (docs/decisions.md
 * "Phone numbers and postcodes abroad"). A Chinese page: China. An English page: the
 * region of the browser's first language that names one (en-GB -> GB, de-DE -> DE), never
 * China, else the United States (CLDR's likely region of English), so an English page never
 * offers +86 with a Chinese example on its own.
 */
export function defaultPhoneCountry(locale: Locale, languages: readonly string[] = []): CountryCode {
  if (locale === 'zh-cn') return 'CN';
  for (const tag of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      continue;
    }
    const code = region && phoneCountry(region.toUpperCase());
    if (code && code !== 'CN') return code;
  }
  return 'US';
}

/** An example number for a country's contact number hint, national and international. */
export function phoneExample(country: string): { national: string; international: string } | undefined {
  const code = phoneCountry(country);
  const example = code ? getExampleNumber(code, phoneExamples) : undefined;
  if (!example) return undefined;
  const national = country === 'CN' ? example.nationalNumber : example.formatNational();
  return { national, international: example.formatInternational() };
}

const POSTAL_CODE_FREE = /^[A-Z0-9][A-Z0-9 -]*$/;

/** Digits as 9 and letters as A: "SW1A2AA" -> "AA9A9AA". */
const postalShape = (compact: string) => compact.replace(/\d/g, '9').replace(/[A-Z]/g, 'A');
const compactPostal = (code: string) => code.replace(/[\s-]/g, '');

/**
 * A postal code as its country writes it, how it is stored and shown. Without a country
 * (or where nothing below applies): upper case, single spaces, full-width characters
 * made plain. With one, the separators are put back where the country's own example
 * codes (its address metadata) have them, for the example of the same shape: GB
 * "sw1a2aa" -> "SW1A 2AA", JP "1000001" -> "100-0001", CA "k1a0b1" -> "K1A 0B1", NL
 * "1012ab" -> "1012 AB", US "123456789" -> "12345-6789" (5 digits stay 5). A code that
 * matches no example's shape, or that the rewrite would make invalid, stays as typed.
 */
export function normalizePostalCode(input: string, country?: string): string {
  let plain = input.normalize('NFKC').trim().toUpperCase().replace(/\s+/g, ' ');
  if (!country) return plain;
  // Japanese codes are often written after the postal mark: 〒100-0001.
  if (country === 'JP') plain = plain.replace(/^〒\s*/, '');
  const compact = compactPostal(plain);
  if (!/^[A-Z0-9]+$/.test(compact)) return plain;
  const format = countryFormat(country);
  const shape = postalShape(compact);
  const example = format.postalCodeExamples.find((code) => postalShape(compactPostal(code)) === shape);
  if (!example) return plain;
  let next = 0;
  const written = [...example].map((char) => (char === ' ' || char === '-' ? char : compact[next++])).join('');
  if (format.postalCode && !format.postalCode.test(written) && format.postalCode.test(plain)) return plain;
  return written;
}

/** Countries whose first-level areas are written by their postal abbreviation. */
const ABBREVIATED_AREAS = new Set(['US', 'CA', 'AU']);

/**
 * A first-level area as the destination's post writes it: the postal abbreviation in
 * the US, Canada and Australia ("CA", "ON", "NSW"), which for these three is the ISO
 * 3166-2 code the area tree's ids carry (`US-CA`, `CA-ON`, `AU-NSW`); undefined elsewhere.
 */
export function areaAbbreviation(country: string, areaId: string | undefined): string | undefined {
  if (!ABBREVIATED_AREAS.has(country) || !areaId?.startsWith(`${country}-`)) return undefined;
  const code = areaId.slice(country.length + 1);
  return /^[A-Z]{2,3}$/.test(code) ? code : undefined;
}

/** Message keys of a postal code that is missing or wrong, by what the country calls it. */
export type PostalCodeMessage = `address_${PostalCodeName}_${'required' | 'invalid'}` | 'address_postal_code_invalid';

/**
 * What is wrong with a normalised postal code for a country, if anything: missing where
 * the country's metadata requires one, or not matching its pattern (free text of letters,
 * digits, spaces and hyphens where the metadata has none). `example` is the data's own.
 */
export function postalCodeProblem(
  code: string,
  country: string,
): { key: PostalCodeMessage; params: { example: string } } | undefined {
  const format = countryFormat(country);
  const params = { example: format.postalCodeExample ?? '' };
  const name = format.postalCodeName;
  if (code === '') return format.required.has('postal_code') ? { key: `address_${name}_required`, params } : undefined;
  if (code.length > ADDRESS_MAX.postal_code) return { key: 'address_postal_code_invalid', params };
  if (!format.postalCode)
    return POSTAL_CODE_FREE.test(code) ? undefined : { key: 'address_postal_code_invalid', params };
  return format.postalCode.test(code) ? undefined : { key: `address_${name}_invalid`, params };
}
