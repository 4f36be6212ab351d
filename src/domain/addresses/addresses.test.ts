import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MAX,
  AREA_ID,
  editablePhone,
  maskPhone,
  normalizePhone,
  normalizePostalCode,
  phoneExample,
  postalCodeProblem,
} from './addresses.ts';
import { en, zh } from './messages.ts';

describe('normalizePhone', () => {
  it('accepts the mainland rule for China, national forms and E.164, giving E.164', () => {
    expect(normalizePhone('13800138000', 'CN')).toBe('+8613800138000');
    expect(normalizePhone(' 138-0013-8000 ', 'CN')).toBe('+8613800138000');
    expect(normalizePhone('(201) 555-0123', 'US')).toBe('+12015550123');
    expect(normalizePhone('090-1234-5678', 'JP')).toBe('+819012345678');
    expect(normalizePhone('+44 20 7946 0958', 'CN')).toBe('+442079460958');
  });

  it('refuses numbers that are not valid for the country', () => {
    expect(normalizePhone('12345678901', 'CN')).toBeUndefined(); // 12x is no mainland prefix
    expect(normalizePhone('13800138000', 'US')).toBeUndefined();
    expect(normalizePhone('555-0123', 'US')).toBeUndefined();
    expect(normalizePhone('+1 202 555 0', 'US')).toBeUndefined();
    expect(normalizePhone('13800138000 ext. 5', 'CN')).toBeUndefined();
    expect(normalizePhone('', 'CN')).toBeUndefined();
    expect(normalizePhone('1'.repeat(ADDRESS_MAX.phone + 1), 'CN')).toBeUndefined();
  });

  it('works for countries without numbering metadata only with E.164', () => {
    expect(normalizePhone('+8613800138000', 'ZZ')).toBe('+8613800138000');
    expect(normalizePhone('2015550123', 'ZZ')).toBeUndefined();
  });
});

describe('maskPhone', () => {
  it('shows the first 3 and last 4 national digits', () => {
    expect(maskPhone('+8613800138000')).toBe('138****8000');
    expect(maskPhone('+12015550123')).toBe('+1 201***0123');
    expect(maskPhone('+442079460958')).toBe('+44 207***0958');
  });

  it('masks numbers it cannot parse the same way', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('12345')).toBe('12345');
  });
});

describe('editablePhone', () => {
  it("gives the calling code's country and the national form", () => {
    expect(editablePhone('+8613800138000', 'CN')).toEqual({ country: 'CN', national: '13800138000' });
    expect(editablePhone('+12015550123', 'US')).toEqual({ country: 'US', national: '(201) 555-0123' });
    expect(editablePhone('+12015550123', 'CN')).toEqual({ country: 'US', national: '(201) 555-0123' });
    const gb = editablePhone('+442079460958', 'US');
    expect(normalizePhone(gb.national, gb.country)).toBe('+442079460958');
  });
});

describe('phoneExample', () => {
  it('gives a national and an international example', () => {
    expect(phoneExample('CN')).toEqual({
      national: expect.stringMatching(/^1[3-9]\d{9}$/),
      international: expect.stringMatching(/^\+86 /),
    });
    expect(phoneExample('US')?.international).toMatch(/^\+1 /);
    expect(phoneExample('ZZ')).toBeUndefined();
  });
});

describe('postal codes', () => {
  const ok = (code: string, country: string) => postalCodeProblem(normalizePostalCode(code), country) === undefined;

  it("follow the pattern of the country's address metadata", () => {
    expect(ok('510000', 'CN')).toBe(true);
    expect(ok('51000', 'CN')).toBe(false);
    expect(ok('94105', 'US')).toBe(true);
    expect(ok('94105-1420', 'US')).toBe(true);
    expect(ok('9410', 'US')).toBe(false);
    expect(ok(' sw1a  1aa ', 'GB')).toBe(true);
    expect(ok('k1a 0b1', 'CA')).toBe(true);
    expect(ok('100-0001', 'JP')).toBe(true);
    expect(ok('10115', 'DE')).toBe(true);
    expect(ok('1011', 'DE')).toBe(false);
  });

  it('are required where the metadata says so, except in China (SPEC 3 has none)', () => {
    expect(postalCodeProblem('', 'US')).toEqual({ key: 'address_zip_required', params: { example: '95014' } });
    expect(postalCodeProblem('', 'GB')?.key).toBe('address_postal_required');
    expect(postalCodeProblem('', 'JP')?.key).toBe('address_postal_required');
    expect(postalCodeProblem('9410', 'US')?.key).toBe('address_zip_invalid');
    expect(postalCodeProblem('', 'CN')).toBeUndefined();
    expect(postalCodeProblem('', 'HK')).toBeUndefined();
  });

  it('are free text up to 16 characters where the metadata has no pattern', () => {
    expect(ok('AB-12 34', 'HK')).toBe(true);
    expect(ok('X'.repeat(17), 'HK')).toBe(false);
    expect(ok('<script>', 'HK')).toBe(false);
  });
});

describe('area ids', () => {
  it('are ISO 3166 codes, then GB/T 2260 city codes', () => {
    for (const id of ['CN', 'CN-GD', 'CN-GD-440100', 'US-CA', 'FR-20R', 'GB-ABE']) expect(AREA_ID.test(id)).toBe(true);
    for (const id of ['cn', 'CN-', 'CN-GDXX', 'CN-GD-4401', 'CN-GD-440100-1', '0'])
      expect(AREA_ID.test(id)).toBe(false);
  });
});

describe('address messages', () => {
  it('state the same limits as the checks', () => {
    const limits = {
      address_province_too_long: ADDRESS_MAX.province,
      address_city_too_long: ADDRESS_MAX.city,
      address_detail_too_long: ADDRESS_MAX.address,
      address_contact_too_long: ADDRESS_MAX.contact,
    };
    for (const [key, max] of Object.entries(limits) as [keyof typeof zh, number][]) {
      expect(zh[key]).toContain(String(max));
      expect(en[key]).toContain(String(max));
    }
  });
});
