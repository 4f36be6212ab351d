// Validation of address and area payloads, shared by the API and the address form so
// both show the same messages (SPEC 5). Every message is a key of messages/addresses.ts.
// Checks that need the area tree or the shop's country list live in the server's
// address service.
import { z } from 'zod';
import { rowIdParam } from '../api/ids.ts';
import { ADDRESS_MAX, AREA_ID, AREA_MAX_LEVEL, normalizePhone } from './addresses.ts';
import { countryFormat } from './format.ts';

const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, { error: tooLong }).optional().default('');

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** A two-letter country code in either case: the schemas read it in upper case. */
const COUNTRY_CODE = /^[A-Za-z]{2}$/;

const fields = {
  // ISO 3166-1 alpha-2 in either case ('cn' is read as 'CN'), as the document says.
  country: z
    .string({ error: 'address_country_required' })
    .trim()
    .regex(COUNTRY_CODE, { error: 'address_country_required' })
    .toUpperCase()
    .describe('ISO 3166-1 alpha-2 country code, either case (stored in upper case)'),
  /** The cascader's path, country first; empty when the address was typed by hand. */
  area: z
    .array(z.string().regex(AREA_ID, { error: 'address_area_invalid' }), { error: 'address_area_invalid' })
    .max(AREA_MAX_LEVEL + 1, { error: 'address_area_invalid' })
    .optional()
    .default([]),
  province: optionalText(ADDRESS_MAX.province, 'address_province_too_long'),
  /** Required where the country's address format requires a locality (see cityRule). */
  city: optionalText(ADDRESS_MAX.city, 'address_city_too_long'),
  address: requiredText(ADDRESS_MAX.address, 'address_detail_required', 'address_detail_too_long'),
  contact: requiredText(ADDRESS_MAX.contact, 'address_contact_required', 'address_contact_too_long'),
  phone: z
    .string({ error: 'address_phone_invalid' })
    .trim()
    .min(1, { error: 'address_phone_invalid' })
    .max(ADDRESS_MAX.phone, { error: 'address_phone_invalid' }),
  /** The country of the calling code picked beside the number; the address's country when absent. */
  phone_country: z
    .string()
    .trim()
    .regex(COUNTRY_CODE, { error: 'address_phone_invalid' })
    .toUpperCase()
    .describe('ISO 3166-1 alpha-2 country code, either case')
    .optional(),
  postal_code: z
    .string()
    .trim()
    .max(ADDRESS_MAX.postal_code, { error: 'address_postal_code_invalid' })
    .optional()
    .default(''),
  is_default: z.boolean().optional().default(false),
};

interface CountryBound {
  country: string;
  phone: string;
  phone_country?: string;
  city: string;
}

/** Runs a cross-field check even when other fields failed, so a form shows every message at once. */
const whenStrings =
  (...keys: (keyof CountryBound)[]) =>
  (payload: { value: unknown }) => {
    const value = payload.value as Partial<Record<keyof CountryBound, unknown>> | undefined;
    return !!value && keys.every((k) => typeof value[k] === 'string');
  };

const validPhone = (v: CountryBound) => normalizePhone(v.phone, v.phone_country || v.country) !== undefined;
const phoneRule = { error: 'address_phone_invalid', path: ['phone'], when: whenStrings('country', 'phone') };

// The postal code is checked by postalCodeProblem() (in the address service and the
// form), whose message carries the country's example code.
const hasCity = (v: CountryBound) => v.city !== '' || !countryFormat(v.country).required.has('city');
const cityRule = { error: 'address_city_required', path: ['city'], when: whenStrings('country', 'city') };

/** POST /useraddress. */
export const addressBody = z.object(fields).refine(validPhone, phoneRule).refine(hasCity, cityRule);

/** PUT /useraddress: the whole address again, with its id. */
export const addressUpdateBody = z
  .object({ ...fields, id: rowIdParam })
  .refine(validPhone, phoneRule)
  .refine(hasCity, cityRule);

export type AddressInput = z.output<typeof addressBody>;

/** GET /area/all: `level` 0-2 and the parent's id, or `all=1` for the whole tree. */
export const areaQuery = z
  .object({
    level: z.coerce
      .number({ error: 'area_level_invalid' })
      .int({ error: 'area_level_invalid' })
      .min(0, { error: 'area_level_invalid' })
      .max(AREA_MAX_LEVEL, { error: 'area_level_invalid' })
      .optional()
      .default(0),
    pid: z
      .string()
      .trim()
      .refine((v) => v === '0' || AREA_ID.test(v), { error: 'area_pid_invalid' })
      .optional(),
    all: z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .transform((v) => v === '1' || v === 'true'),
  })
  .refine((q) => q.all || q.level === 0 || (q.pid !== undefined && q.pid !== '0'), {
    error: 'area_pid_invalid',
    path: ['pid'],
  });

// ---- Answers (the types in addresses.ts are inferred from these) ----

export interface AreaItemShape {
  id: string;
  name: string;
  leaf: boolean;
  disabled?: boolean;
  children?: AreaItemShape[];
}

export const areaItemSchema: z.ZodType<AreaItemShape> = z
  .object({
    id: z.string(),
    name: z.string(),
    leaf: z.boolean().describe('No children, or the deepest level'),
    disabled: z.boolean().optional(),
    get children() {
      return z.array(areaItemSchema).optional().describe('Only in the whole tree (all=1)');
    },
  })
  .meta({ id: 'AreaItem' });

export const addressSchema = z
  .object({
    id: z.number().int(),
    country: z.string().describe('ISO 3166-1 alpha-2'),
    country_name: z.string(),
    province: z.string(),
    city: z.string(),
    area: z.array(z.string()).describe('Area ids picked in the cascader, country first'),
    address: z.string(),
    contact: z.string(),
    phone: z.string().describe('E.164'),
    phone_masked: z.string(),
    postal_code: z.string(),
    is_default: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'Address' });
