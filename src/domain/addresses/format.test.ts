import { describe, expect, it } from 'vitest';
import { addressLines, countryFormat, usesArea } from './format.ts';

describe('countryFormat', () => {
  it("reads the order, the names and the required parts from the country's metadata", () => {
    const us = countryFormat('US');
    expect(us.lines.map((line) => line.map((item) => item.part))).toEqual([
      ['contact'],
      ['address'],
      ['city', 'province', 'postal_code'],
    ]);
    expect([...us.required].sort()).toEqual(['address', 'city', 'postal_code', 'province']);
    expect(us.postalCodeName).toBe('zip');
    expect(us.areaName).toBe('state');
    expect(countryFormat('DE').parts).toEqual(['contact', 'address', 'postal_code', 'city']);
    expect(countryFormat('JP').areaName).toBe('prefecture');
    expect(countryFormat('GB').localityName).toBe('post_town');
  });

  it('falls back to the metadata defaults for a country it does not know', () => {
    const zz = countryFormat('XX');
    expect(zz.parts).toEqual(['contact', 'address', 'city']);
    expect(zz.postalCodeName).toBe('postal');
  });

  it('keeps the postal code optional in China, as SPEC 3 has none', () => {
    expect(countryFormat('CN').required.has('postal_code')).toBe(false);
    expect(countryFormat('CN').required.has('city')).toBe(true);
  });

  it('offers a first-level area only where the country writes one', () => {
    expect(usesArea('US')).toBe(true);
    expect(usesArea('JP')).toBe(true);
    expect(usesArea('CN')).toBe(true);
    expect(usesArea('DE')).toBe(false);
    expect(usesArea('GB')).toBe(false);
  });
});

describe('addressLines', () => {
  const base = {
    address: '1600 Amphitheatre Pkwy',
    city: 'Mountain View',
    province: 'California',
    postal_code: '94043',
  };

  it('writes the address in the destination order', () => {
    expect(addressLines('US', base)).toEqual(['1600 Amphitheatre Pkwy', 'Mountain View, California 94043']);
    expect(
      addressLines('DE', { address: 'Unter den Linden 1', city: 'Berlin', province: '', postal_code: '10117' }),
    ).toEqual(['Unter den Linden 1', '10117 Berlin']);
    expect(
      addressLines('JP', { address: '1-1 Chiyoda, Chiyoda-ku', city: '', province: 'Tokyo', postal_code: '100-0001' }),
    ).toEqual(['1-1 Chiyoda, Chiyoda-ku, Tokyo', '100-0001']);
  });

  it('writes a Chinese address big-endian with its Chinese names, once for municipalities', () => {
    expect(
      addressLines('CN', { address: '天河路 1 号', city: '广州市', province: '广东省', postal_code: '510000' }),
    ).toEqual(['510000', '广东省广州市', '天河路 1 号']);
    expect(addressLines('CN', { address: '长安街 1 号', city: '北京市', province: '北京市', postal_code: '' })).toEqual(
      ['北京市', '长安街 1 号'],
    );
    expect(
      addressLines(
        'CN',
        { address: 'Tianhe Rd 1', city: 'Guangzhou', province: 'Guangdong', postal_code: '510000' },
        { latin: true },
      ),
    ).toEqual(['Tianhe Rd 1', 'Guangzhou', 'Guangdong, 510000']);
  });

  it('drops the text before an empty part and adds the contact on request', () => {
    expect(addressLines('US', { ...base, province: '' })).toEqual(['1600 Amphitheatre Pkwy', 'Mountain View 94043']);
    expect(addressLines('US', { ...base, city: '' })).toEqual(['1600 Amphitheatre Pkwy', 'California 94043']);
    expect(addressLines('US', { ...base, contact: 'Ada' }, { withContact: true })[0]).toBe('Ada');
    expect(addressLines('US', { ...base, city: 'New York', province: 'New York' })[1]).toBe('New York, New York 94043');
  });
});
