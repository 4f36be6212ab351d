// A customer's shipping addresses. Rules: the first address becomes the default; making
// one the default clears the others in the same transaction; deleting the default
// promotes the newest remaining one; at most ADDRESS_LIMIT per customer. Writes of one
// customer are serialised (row lock on the customer) so the rules hold under races.

import {
  ADDRESS_LIMIT,
  type Address,
  areaAbbreviation,
  maskPhone,
  normalizePhone,
  normalizePostalCode,
  postalCodeProblem,
} from '../../../domain/addresses/addresses.ts';
import { countryFormat } from '../../../domain/addresses/format.ts';
import type { AddressInput } from '../../../domain/addresses/schemas.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { countryName, type SettingsService } from '../settings/service.ts';
import { type AreaService, postalLanguage } from './area.ts';
import { areaName } from './area-data.ts';
import {
  type AddressRow,
  type AddressValues,
  clearDefault,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  lockCustomer,
  makeNewestDefault,
  selectAddresses,
  selectDefaultAddress,
  updateAddress,
} from './queries.ts';

export function createAddressService(db: Db, settings: SettingsService, area: AreaService) {
  /** The API shape; province and city picked from the tree are named in the caller's language. */
  async function toAddress(row: AddressRow, lang: Locale): Promise<Address> {
    const picked = await area.names(row.area, lang);
    // US, Canadian and Australian areas are written by their postal abbreviation (CA, ON, NSW).
    const abbreviation = areaAbbreviation(row.country, row.area[1]);
    return {
      id: row.id,
      country: row.country,
      country_name: countryName(row.country, lang),
      province: abbreviation ?? picked.province ?? row.province,
      city: picked.city ?? row.city,
      area: row.area,
      address: row.address,
      contact: row.contact,
      phone: row.phone,
      phone_masked: maskPhone(row.phone),
      postal_code: row.postalCode,
      is_default: row.isDefault,
      updated_at: new Date(row.updatedAt).toISOString(),
    };
  }

  /** Checks what the schema cannot (country list, area tree) and fixes the stored form. */
  async function valuesOf(input: AddressInput): Promise<AddressValues> {
    if (!(await settings.get()).country_list.includes(input.country)) throw badRequest('address_country_unavailable');
    const picked = await area.pick(input.country, input.area);
    const lang = postalLanguage(input.country);
    const province = picked.province
      ? (areaAbbreviation(input.country, picked.province.id) ?? areaName(picked.province, lang))
      : await area.typedArea(input.country, input.province);
    const needsProvince = picked.countryHasProvinces || countryFormat(input.country).required.has('province');
    if (!province && needsProvince) throw badRequest('address_province_required');
    const postalCode = normalizePostalCode(input.postal_code, input.country);
    const postal = postalCodeProblem(postalCode, input.country);
    if (postal) throw badRequest(postal.key, postal.params);
    const phone = normalizePhone(input.phone, input.phone_country || input.country);
    if (!phone) throw badRequest('address_phone_invalid');
    return {
      country: input.country,
      province,
      city: picked.city ? areaName(picked.city, lang) : input.city,
      area: input.area,
      address: input.address,
      contact: input.contact,
      phone,
      postalCode,
    };
  }

  return {
    async list(userId: number, lang: Locale): Promise<Address[]> {
      const rows = await selectAddresses(db, userId);
      return Promise.all(rows.map((row) => toAddress(row, lang)));
    },

    async get(userId: number, id: number, lang: Locale): Promise<Address> {
      const row = await findAddress(db, userId, id);
      if (!row) throw notFound();
      return toAddress(row, lang);
    },

    async getDefault(userId: number, lang: Locale): Promise<Address | null> {
      const row = await selectDefaultAddress(db, userId);
      return row ? toAddress(row, lang) : null;
    },

    async create(userId: number, input: AddressInput, lang: Locale): Promise<Address> {
      const values = await valuesOf(input);
      const row = await db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const existing = await countAddresses(tx, userId);
        if (existing >= ADDRESS_LIMIT) throw badRequest('address_limit', { max: ADDRESS_LIMIT });
        const isDefault = input.is_default || existing === 0;
        if (isDefault) await clearDefault(tx, userId);
        return insertAddress(tx, userId, { ...values, isDefault });
      });
      return toAddress(row, lang);
    },

    /** Replaces an address. `is_default: false` never leaves the customer without a default. */
    async update(userId: number, id: number, input: AddressInput, lang: Locale): Promise<Address> {
      const values = await valuesOf(input);
      const row = await db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const current = await findAddress(tx, userId, id);
        if (!current) throw notFound();
        const makeDefault = input.is_default && !current.isDefault;
        if (makeDefault) await clearDefault(tx, userId);
        return updateAddress(tx, userId, id, makeDefault ? { ...values, isDefault: true } : values);
      });
      if (!row) throw notFound();
      return toAddress(row, lang);
    },

    async remove(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const removed = await deleteAddress(tx, userId, id);
        if (!removed) throw notFound();
        if (removed.isDefault) await makeNewestDefault(tx, userId);
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
