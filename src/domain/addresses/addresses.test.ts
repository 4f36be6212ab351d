import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MAX,
  AREA_ID,
  areaAbbreviation,
  defaultPhoneCountry,
  displayPhone,
  editablePhone,
  maskPhone,
  normalizePhone,
  normalizePostalCode,
  phoneExample,
  postalCodeProblem,
} from './addresses.ts';
import { countryFormat } from './format.ts';
import data from './formats.json' with { type: 'json' };
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

describe('phones as people type them (issue #37 item 3)', () => {
  it('takes spaces, dashes, brackets, a national 0 with its country, or +CC, giving E.164', () => {
    for (const typed of ['07400 123456', '07400-123-456', '(07400) 123456', '+44 7400 123456', '+44 (0)7400 123456'])
      expect(normalizePhone(typed, 'GB')).toBe('+447400123456');
    expect(normalizePhone('+44 7400 123456', 'US')).toBe('+447400123456');
    expect(normalizePhone('0044 7400 123456', 'GB')).toBe('+447400123456');
    expect(normalizePhone('07400 123456', 'US')).toBeUndefined();
    expect(normalizePhone('06 12 34 56 78', 'FR')).toBe('+33612345678');
  });

  it("shows a stored number in its own country's format, another country's internationally", () => {
    expect(displayPhone('+447400123456', 'GB')).toBe('07400 123456');
    expect(displayPhone('+447400123456', 'US')).toBe('+44 7400 123456');
    expect(displayPhone('+8613800138000', 'CN')).toBe('13800138000');
    expect(displayPhone('+861065529988', 'CN')).toBe('010 6552 9988');
    expect(displayPhone('13800138000', 'CN')).toBe('13800138000');
    expect(displayPhone('+12015550123', 'US')).toBe('(201) 555-0123');
    expect(displayPhone('not a number', 'GB')).toBe('not a number');
  });

  it('shows again what it stored, for any valid number of any country', () => {
    const examples = ['GB', 'US', 'DE', 'JP', 'FR', 'AU', 'CA', 'CN', 'IN', 'BR']
      .map((country) => ({ country, example: phoneExample(country) }))
      .filter((e) => e.example);
    fc.assert(
      fc.property(fc.constantFrom(...examples), fc.constantFrom(' ', '-', ''), ({ country, example }, sep) => {
        const typed = example?.national.replace(/ /g, sep) ?? '';
        const stored = normalizePhone(typed, country);
        expect(stored).toMatch(/^\+\d+$/);
        expect(normalizePhone(displayPhone(stored ?? '', country), country)).toBe(stored);
      }),
    );
  });

  it('starts the picker on China for a Chinese page, never on an English one', () => {
    expect(defaultPhoneCountry('zh-cn', ['en-GB'])).toBe('CN');
    expect(defaultPhoneCountry('en', ['en-GB', 'en'])).toBe('GB');
    expect(defaultPhoneCountry('en', ['de-DE'])).toBe('DE');
    expect(defaultPhoneCountry('en', ['zh-CN', 'en-AU'])).toBe('AU');
    expect(defaultPhoneCountry('en', ['en', 'zh'])).toBe('US');
    expect(defaultPhoneCountry('en', ['zh-CN'])).toBe('US');
    expect(defaultPhoneCountry('en', ['not a tag', 'es-419'])).toBe('US');
    expect(defaultPhoneCountry('en')).toBe('US');
    fc.assert(fc.property(fc.array(fc.string()), (languages) => defaultPhoneCountry('en', languages) !== 'CN'));
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

describe('postcodes as the destination writes them (issue #37 item 6)', () => {
  it('puts the separators where the country writes them', () => {
    expect(normalizePostalCode('sw1a 2aa', 'GB')).toBe('SW1A 2AA');
    expect(normalizePostalCode('SW1A2AA', 'GB')).toBe('SW1A 2AA');
    expect(normalizePostalCode(' m1  1ae ', 'GB')).toBe('M1 1AE');
    expect(normalizePostalCode('gir0aa', 'GB')).toBe('GIR 0AA');
    expect(normalizePostalCode('1000001', 'JP')).toBe('100-0001');
    expect(normalizePostalCode('〒100-0001', 'JP')).toBe('100-0001');
    expect(normalizePostalCode('１００－０００１', 'JP')).toBe('100-0001');
    expect(normalizePostalCode('k1a0b1', 'CA')).toBe('K1A 0B1');
    expect(normalizePostalCode('K1A-0B1', 'CA')).toBe('K1A 0B1');
    expect(normalizePostalCode('1012ab', 'NL')).toBe('1012 AB');
    expect(normalizePostalCode('1012 ab', 'NL')).toBe('1012 AB');
    expect(normalizePostalCode('94105', 'US')).toBe('94105');
    expect(normalizePostalCode('94105-1420', 'US')).toBe('94105-1420');
    expect(normalizePostalCode('94105 1420', 'US')).toBe('94105-1420');
    expect(normalizePostalCode('941051420', 'US')).toBe('94105-1420');
    expect(normalizePostalCode('510000', 'CN')).toBe('510000');
  });

  it('keeps other codes upper case with single spaces', () => {
    expect(normalizePostalCode(' ab-12   34 ', 'HK')).toBe('AB-12 34');
    expect(normalizePostalCode(' sw1a  2aa ')).toBe('SW1A 2AA');
    expect(normalizePostalCode('9410', 'US')).toBe('9410');
    expect(normalizePostalCode('<script>', 'GB')).toBe('<SCRIPT>');
  });

  it("gives every country's own examples back from any spacing and case, and is idempotent", () => {
    const countries = Object.keys(data.countries).filter((c) => countryFormat(c).postalCodeExamples.length);
    const examples = countries.flatMap((country) =>
      countryFormat(country).postalCodeExamples.map((example) => ({ country, example })),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...examples),
        fc.array(fc.constantFrom(' ', '', '-'), { minLength: 12, maxLength: 12 }),
        fc.boolean(),
        ({ country, example }, seps, lower) => {
          const compact = example.replace(/[\s-]/g, '');
          let typed = [...compact].map((char, i) => char + seps[i]).join('');
          if (lower) typed = typed.toLowerCase();
          const stored = normalizePostalCode(typed, country);
          expect(normalizePostalCode(stored, country)).toBe(stored);
          expect(postalCodeProblem(stored, country)).toBeUndefined();
          if (!/[- ]$/.test(typed.trim())) expect(stored).toBe(normalizePostalCode(example, country));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('areas as the destination writes them', () => {
  it('are postal abbreviations in the US, Canada and Australia', () => {
    expect(areaAbbreviation('US', 'US-CA')).toBe('CA');
    expect(areaAbbreviation('CA', 'CA-ON')).toBe('ON');
    expect(areaAbbreviation('AU', 'AU-NSW')).toBe('NSW');
    expect(areaAbbreviation('CN', 'CN-GD')).toBeUndefined();
    expect(areaAbbreviation('GB', 'GB-ABE')).toBeUndefined();
    expect(areaAbbreviation('US', undefined)).toBeUndefined();
    expect(areaAbbreviation('US', 'CA-ON')).toBeUndefined();
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
