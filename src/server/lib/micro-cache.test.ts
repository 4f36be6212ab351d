import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMicroCache } from './micro-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('micro cache', () => {
  it('shares one load within the lifetime and loads again after it', async () => {
    vi.useFakeTimers();
    const cache = createMicroCache<number>(2000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(1999);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('lets expired entries go at the next use, whatever key it asks for', async () => {
    vi.useFakeTimers();
    const cache = createMicroCache<number>(2000);
    for (let i = 0; i < 100; i++) await cache.get(`search ${i}`, async () => i);
    vi.advanceTimersByTime(1000);
    await cache.get('later', async () => -1);
    expect(cache.size).toBe(101);
    vi.advanceTimersByTime(1000);
    await cache.get('other', async () => -2);
    // The hundred are past their lifetime; "later" (1 s old) and "other" stay.
    expect(cache.size).toBe(2);
  });

  it('keeps at most maxEntries, the oldest going first', async () => {
    const cache = createMicroCache<number>(60_000, 3);
    for (const k of ['a', 'b', 'c', 'd']) await cache.get(k, async () => 0);
    expect(cache.size).toBe(3);
    let reloaded = false;
    await cache.get('a', async () => {
      reloaded = true;
      return 1;
    });
    expect(reloaded).toBe(true);
  });

  it('does not keep a failed load', async () => {
    const cache = createMicroCache<number>(60_000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});
