import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, zoneName } from './dates.ts';

const at = '2026-11-28T10:37:00Z';

describe('one way to write dates and times', () => {
  it('writes English day-month-year with a 24-hour clock, Chinese with 年月日', () => {
    expect(formatDateTime(at, 'en', 'UTC')).toBe('28 Nov 2026, 10:37');
    expect(formatDateTime(at, 'zh-cn', 'UTC')).toBe('2026年11月28日 10:37');
    expect(formatDate(at, 'en', 'UTC')).toBe('28 Nov 2026');
    expect(formatDate(at, 'zh-cn', 'UTC')).toBe('2026年11月28日');
  });

  it("shows the time in the shopper's zone, named where asked", () => {
    expect(formatDateTime(at, 'en', 'America/New_York')).toBe('28 Nov 2026, 05:37');
    expect(formatDateTime(at, 'en', 'Asia/Tokyo')).toBe('28 Nov 2026, 19:37');
    expect(formatDateTime(at, 'zh-cn', 'Asia/Tokyo')).toBe('2026年11月28日 19:37');
    expect(formatDateTime(at, 'en', 'America/New_York', { zoneName: true })).toBe('28 Nov 2026, 05:37 GMT-5');
    expect(formatDateTime(at, 'zh-cn', 'Asia/Tokyo', { zoneName: true })).toBe('2026年11月28日 19:37 GMT+9');
    // Summer time is the zone's at that moment.
    expect(zoneName('2026-07-01T12:00:00Z', 'en', 'America/New_York')).toBe('GMT-4');
  });

  it('a day near midnight falls on the local date', () => {
    expect(formatDate('2026-11-28T02:00:00Z', 'en', 'America/New_York')).toBe('27 Nov 2026');
    expect(formatDate('2026-11-28T20:00:00Z', 'zh-cn', 'Asia/Tokyo')).toBe('2026年11月29日');
  });

  it('an unknown zone (the server render) is UTC, and always says so', () => {
    expect(formatDateTime(at, 'en', null)).toBe('28 Nov 2026, 10:37 UTC');
    expect(formatDateTime(at, 'zh-cn', null)).toBe('2026年11月28日 10:37 UTC');
    expect(formatDate(at, 'en', null)).toBe('28 Nov 2026');
  });

  it('takes dates, ISO strings and epoch milliseconds alike', () => {
    const ms = Date.parse(at);
    expect(formatDateTime(new Date(ms), 'en', 'UTC')).toBe(formatDateTime(ms, 'en', 'UTC'));
  });
});
