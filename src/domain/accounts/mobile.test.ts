// The registration mobile as people type it (issue #37 item 3).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAINLAND_MOBILE } from './accounts.ts';
import { normalizeMobile } from './mobile.ts';

describe('normalizeMobile', () => {
  it('takes a UK mobile with +44 or as dialled in the UK, giving E.164', () => {
    expect(normalizeMobile('+44 7400 123456')).toBe('+447400123456');
    expect(normalizeMobile('+44 7400 123456', 'GB')).toBe('+447400123456');
    expect(normalizeMobile('+44 7400 123456', 'CN')).toBe('+447400123456');
    expect(normalizeMobile('07400 123456', 'GB')).toBe('+447400123456');
    expect(normalizeMobile('(07400) 123-456', 'GB')).toBe('+447400123456');
    expect(normalizeMobile('+12025550143')).toBe('+12025550143');
    expect(normalizeMobile('(202) 555-0143', 'US')).toBe('+12025550143');
  });

  it('keeps mainland numbers to the spec: 11 digits, 1 then 3-9, stored bare', () => {
    expect(normalizeMobile('13812345678')).toBe('13812345678');
    expect(normalizeMobile('138 1234 5678', 'CN')).toBe('13812345678');
    expect(normalizeMobile('138-1234-5678')).toBe('13812345678');
    expect(normalizeMobile('+86 138 1234 5678')).toBe('13812345678');
    expect(normalizeMobile('+86 138 1234 5678', 'GB')).toBe('13812345678');
    expect(normalizeMobile('0086 13812345678', 'GB')).toBe('13812345678');
    // No number of the picked country, but the spec's mainland rule: a mainland mobile.
    expect(normalizeMobile('138 1234 5678', 'GB')).toBe('13812345678');
    expect(normalizeMobile('13812345678', 'US')).toBe('13812345678');
    expect(normalizeMobile('12812345678', 'CN')).toBeUndefined();
    expect(normalizeMobile('+86 10 6552 9988')).toBeUndefined(); // a Beijing landline
    expect(normalizeMobile('010 6552 9988', 'CN')).toBeUndefined();
  });

  it('refuses what is not a number of the country', () => {
    expect(normalizeMobile('07400 123456')).toBeUndefined(); // national, no country
    expect(normalizeMobile('07400 123456', 'US')).toBeUndefined();
    expect(normalizeMobile('12345')).toBeUndefined();
    expect(normalizeMobile('+1 202 555 0')).toBeUndefined();
    expect(normalizeMobile('+44 7400 123456 ext. 2')).toBeUndefined();
    expect(normalizeMobile('')).toBeUndefined();
  });

  it('answers a mainland number or E.164, for anything typed', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.constantFrom(undefined, 'CN', 'GB', 'US', 'JP', 'ZZ'),
        (typed, c) => {
          const stored = normalizeMobile(typed, c);
          if (stored !== undefined) expect(MAINLAND_MOBILE.test(stored) || /^\+[1-9]\d{6,14}$/.test(stored)).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), fc.constantFrom('', ' ', '-'), (mobile, sep) => {
        const typed = `${mobile.slice(0, 3)}${sep}${mobile.slice(3, 7)}${sep}${mobile.slice(7)}`;
        expect(normalizeMobile(typed)).toBe(mobile);
        expect(normalizeMobile(`+86${sep}${typed}`, 'US')).toBe(mobile);
      }),
    );
  });
});
