import { describe, expect, it } from 'vitest';
import { addressBody, addressUpdateBody, areaQuery } from './schemas.ts';

const valid = {
  country: 'CN',
  area: ['CN', 'CN-GD', 'CN-GD-440100'],
  province: '广东省',
  city: '广州市',
  address: '天河路 385 号',
  contact: '李雷',
  phone: '13800138000',
};

/** The first message per field, as the address form shows them. */
function messages(input: unknown): Record<string, string> {
  const result = addressBody.safeParse(input);
  const out: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('addressBody', () => {
  it('accepts a complete address and fills the optional fields', () => {
    expect(addressBody.parse({ ...valid, country: 'cn', contact: ' 李雷 ' })).toEqual({
      ...valid,
      country: 'CN',
      postal_code: '',
      is_default: false,
    });
    expect(addressBody.parse({ ...valid, area: undefined, province: undefined })).toMatchObject({
      area: [],
      province: '',
    });
  });

  it('reports every field at once with the message keys, the phone included', () => {
    // The postal code is checked by postalCodeProblem(), whose message names an example.
    expect(messages({ country: 'CN', phone: '123', postal_code: '12' })).toEqual({
      city: 'address_city_required',
      address: 'address_detail_required',
      contact: 'address_contact_required',
      phone: 'address_phone_invalid',
    });
    expect(messages({})).toEqual({
      country: 'address_country_required',
      address: 'address_detail_required',
      contact: 'address_contact_required',
      phone: 'address_phone_invalid',
    });
  });

  it('checks the phone against the chosen country', () => {
    expect(messages({ ...valid, country: 'US' })).toEqual({ phone: 'address_phone_invalid' });
    expect(messages({ ...valid, country: 'US', phone: '201-555-0123' })).toEqual({});
  });

  it('checks a national number against the calling code picked beside it', () => {
    expect(messages({ ...valid, phone: '030 901820', phone_country: 'DE' })).toEqual({});
    expect(messages({ ...valid, phone: '13800138000', phone_country: 'DE' })).toEqual({
      phone: 'address_phone_invalid',
    });
    // +1 is shared: a Canadian number is no US number.
    expect(messages({ ...valid, phone: '(613) 555-0123', phone_country: 'US' })).toEqual({
      phone: 'address_phone_invalid',
    });
    expect(messages({ ...valid, phone: '+44 20 7946 0958', phone_country: 'US' })).toEqual({});
  });

  it("needs the city only where the country's format requires one", () => {
    expect(messages({ ...valid, country: 'US', phone: '+12015550123', city: '' })).toEqual({
      city: 'address_city_required',
    });
    expect(messages({ ...valid, country: 'SG', phone: '+6561234567', city: '' })).toEqual({});
  });

  it('limits lengths and area paths', () => {
    expect(messages({ ...valid, contact: 'x'.repeat(65) })).toEqual({ contact: 'address_contact_too_long' });
    expect(messages({ ...valid, area: ['CN', 'CN-GD', 'CN-GD-440100', 'X'] })).toEqual({
      area: 'address_area_invalid',
    });
    expect(messages({ ...valid, area: ['cn-gd'] })).toEqual({ area: 'address_area_invalid' });
  });

  it('needs the id to update', () => {
    expect(addressUpdateBody.safeParse(valid).success).toBe(false);
    expect(addressUpdateBody.parse({ ...valid, id: '7' }).id).toBe(7);
  });
});

describe('areaQuery', () => {
  it('reads level, pid and all', () => {
    expect(areaQuery.parse({})).toEqual({ level: 0, all: false });
    expect(areaQuery.parse({ level: '2', pid: 'CN-GD' })).toEqual({ level: 2, pid: 'CN-GD', all: false });
    expect(areaQuery.parse({ all: '1' }).all).toBe(true);
  });

  it('refuses levels out of range and missing or malformed parents', () => {
    expect(areaQuery.safeParse({ level: '3', pid: 'CN' }).error?.issues[0].message).toBe('area_level_invalid');
    expect(areaQuery.safeParse({ level: '1' }).error?.issues[0].message).toBe('area_pid_invalid');
    expect(areaQuery.safeParse({ level: '1', pid: 'china' }).error?.issues[0].message).toBe('area_pid_invalid');
  });
});
