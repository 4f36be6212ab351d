import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  carrierName,
  findCarrier,
  PHONE_TAIL_PATTERN,
  phoneTailOf,
  SPEC_CARRIER_IDS,
  specIdsOf,
  TRACKING_NO_PATTERN,
} from './carriers.ts';

describe('carriers', () => {
  it('keeps the spec ids 0-10: 0 and 1 are yuantong, then the spec order', () => {
    expect(SPEC_CARRIER_IDS).toEqual([
      'yuantong',
      'yuantong',
      'shentong',
      'zhongtong',
      'jtexpress',
      'yunda',
      'jd',
      'youzhengbk',
      'debangkuaidi',
      'shunfengkuaiyun',
      'danniao',
    ]);
    expect(specIdsOf('yuantong')).toEqual([0, 1]);
    expect(specIdsOf('danniao')).toEqual([10]);
    expect(specIdsOf('dhl')).toEqual([]);
  });

  it('knows every spec carrier and the international ones, once each, named in both languages', () => {
    const codes = CARRIERS.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of [...SPEC_CARRIER_IDS, 'shunfeng', 'ems', 'dhl', 'fedex', 'ups', 'usps']) {
      expect(findCarrier(code), code).toBeDefined();
    }
    for (const c of CARRIERS) {
      expect(c.code).toMatch(/^[a-z]+$/);
      expect(c.name['zh-cn'].trim(), c.code).not.toBe('');
      expect(c.name.en.trim(), c.code).not.toBe('');
    }
    expect(carrierName('yuantong', 'zh-cn')).toBe('圆通速递');
    expect(carrierName('yuantong', 'en')).toBe('YTO Express');
    expect(carrierName('fedex', 'zh-cn')).toBe('联邦快递');
    expect(carrierName('usps', 'en')).toBe('USPS');
    // A code retired from the list still shows on old shipments.
    expect(carrierName('oldcarrier', 'en')).toBe('oldcarrier');
  });

  it('asks for the phone tail only where Kuaidi100 needs it (SF)', () => {
    expect(CARRIERS.filter((c) => c.needsPhoneTail).map((c) => c.code)).toEqual(['shunfengkuaiyun', 'shunfeng']);
  });

  it('takes the last 4 digits of a phone in any notation', () => {
    expect(phoneTailOf('+1 (415) 555-0100')).toBe('0100');
    expect(phoneTailOf('13800138000')).toBe('8000');
    expect(phoneTailOf('12-3')).toBe('');
    expect(PHONE_TAIL_PATTERN.test('0100')).toBe(true);
    expect(PHONE_TAIL_PATTERN.test('100')).toBe(false);
    expect(PHONE_TAIL_PATTERN.test('01000')).toBe(false);
  });

  it('accepts tracking numbers of 4-40 letters, digits and hyphens', () => {
    for (const ok of ['YT12', 'SF1234567890', 'JD-0001-22', 'a'.repeat(40)])
      expect(TRACKING_NO_PATTERN.test(ok)).toBe(true);
    for (const bad of ['YT1', 'a'.repeat(41), 'YT 123', 'YT_123', '运单12345']) {
      expect(TRACKING_NO_PATTERN.test(bad), bad).toBe(false);
    }
  });
});
