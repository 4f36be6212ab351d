import { describe, expect, it } from 'vitest';
import {
  addDays,
  allWindows,
  buildSeries,
  type DayRow,
  lastDays,
  localDate,
  SHOP_TIME_ZONE,
  startOfDay,
  windowTotals,
} from './dashboard.ts';

describe('day buckets in the shop time zone', () => {
  it('dates an instant in the zone, not in UTC', () => {
    // 2026-03-01 17:30 UTC is already 2 March 01:30 in Beijing.
    expect(localDate(new Date('2026-03-01T17:30:00Z'), SHOP_TIME_ZONE)).toBe('2026-03-02');
    expect(localDate(new Date('2026-03-01T15:59:59Z'), SHOP_TIME_ZONE)).toBe('2026-03-01');
    expect(localDate(new Date('2026-03-01T17:30:00Z'), 'UTC')).toBe('2026-03-01');
  });

  it('finds the instant a local day starts, daylight saving included', () => {
    expect(startOfDay('2026-03-02', SHOP_TIME_ZONE).toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(startOfDay('2026-03-02', 'UTC').toISOString()).toBe('2026-03-02T00:00:00.000Z');
    // New York: EST (-5) before 8 March 2026, EDT (-4) after.
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDay('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    // Kathmandu has a 45-minute offset.
    expect(startOfDay('2026-01-01', 'Asia/Kathmandu').toISOString()).toBe('2025-12-31T18:15:00.000Z');
  });

  it('counts dates across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    const days = lastDays('2026-01-03', 5);
    expect(days).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03']);
    expect(lastDays('2026-04-30', 30)).toHaveLength(30);
  });
});

describe('series and windows', () => {
  const days = lastDays('2026-04-30', 30);
  const rows: DayRow[] = [
    { day: '2026-04-30', currency: 'CNY', amount: 1000, count: 2 },
    { day: '2026-04-30', currency: 'USD', amount: 500, count: 1 },
    { day: '2026-04-25', currency: 'CNY', amount: 3000, count: 1 },
    { day: '2026-04-24', currency: 'CNY', amount: 7000, count: 3 },
    { day: '2026-04-01', currency: 'EUR', amount: 900, count: 1 },
    // Outside the window: ignored.
    { day: '2026-03-31', currency: 'CNY', amount: 99999, count: 9 },
  ];

  it('has every day with zeros and every currency, the base one first', () => {
    const s = buildSeries(rows, days, 'CNY');
    expect(s.currencies).toEqual(['CNY', 'EUR', 'USD']);
    expect(s.days).toHaveLength(30);
    expect(s.days[0]).toEqual({ date: '2026-04-01', orders: 1, amounts: { CNY: 0, EUR: 900, USD: 0 } });
    expect(s.days[1]).toEqual({ date: '2026-04-02', orders: 0, amounts: { CNY: 0, EUR: 0, USD: 0 } });
    expect(s.days[29]).toEqual({ date: '2026-04-30', orders: 3, amounts: { CNY: 1000, EUR: 0, USD: 500 } });
    expect(buildSeries([], days, 'JPY').currencies).toEqual(['JPY']);
  });

  it('sums today, 7 and 30 days per currency', () => {
    const w = allWindows(rows, days);
    expect(w.today).toEqual({
      count: 3,
      by_currency: [
        { currency: 'CNY', amount: 1000, count: 2 },
        { currency: 'USD', amount: 500, count: 1 },
      ],
    });
    // 24 April is the 7th day back from 30 April, 23 April would be the 8th.
    expect(w.last_7_days.count).toBe(7);
    expect(w.last_7_days.by_currency[0]).toEqual({ currency: 'CNY', amount: 11000, count: 6 });
    expect(w.last_30_days.count).toBe(8);
    expect(w.last_30_days.by_currency.map((c) => c.currency)).toEqual(['CNY', 'EUR', 'USD']);
    expect(windowTotals([], days, 7)).toEqual({ count: 0, by_currency: [] });
  });
});
