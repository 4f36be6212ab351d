import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBatchCache } from './batch-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A loader over a fixed table that records what it was asked. */
function table(rows: Record<number, string>) {
  const asked: number[][] = [];
  const loadMany = async (keys: number[]) => {
    asked.push([...keys]);
    return new Map(keys.filter((k) => k in rows).map((k) => [k, rows[k]!]));
  };
  return { asked, loadMany };
}

describe('batch cache', () => {
  it('loads only the keys it does not hold, in one call, and answers in the keys order', async () => {
    const t = table({ 1: 'a', 2: 'b', 3: 'c', 4: 'd' });
    const cache = createBatchCache({ ttlMs: 2000, maxEntries: 100, loadMany: t.loadMany });
    expect(await cache.getMany([2, 1])).toEqual(['b', 'a']);
    expect(await cache.getMany([3, 1, 2, 3, 4])).toEqual(['c', 'a', 'b', 'c', 'd']);
    expect(t.asked).toEqual([
      [2, 1],
      [3, 4],
    ]);
  });

  it('remembers a key the loader did not return as absent, for the lifetime', async () => {
    const t = table({ 1: 'a' });
    const cache = createBatchCache({ ttlMs: 2000, maxEntries: 100, loadMany: t.loadMany });
    expect(await cache.getMany([1, 9])).toEqual(['a']);
    expect(await cache.getMany([9])).toEqual([]);
    expect(t.asked).toEqual([[1, 9]]);
  });

  it('loads again after the lifetime, and lets expired entries go at the next use', async () => {
    vi.useFakeTimers();
    const t = table({ 1: 'a', 2: 'b' });
    const cache = createBatchCache({ ttlMs: 2000, maxEntries: 100, loadMany: t.loadMany });
    await cache.getMany([1]);
    vi.advanceTimersByTime(1000);
    await cache.getMany([2]);
    vi.advanceTimersByTime(1000);
    expect(await cache.getMany([2])).toEqual(['b']);
    expect(cache.size).toBe(1);
    expect(await cache.getMany([1])).toEqual(['a']);
    expect(t.asked).toEqual([[1], [2], [1]]);
  });

  it('shares a load in flight between callers', async () => {
    const t = table({ 1: 'a', 2: 'b' });
    const cache = createBatchCache({ ttlMs: 2000, maxEntries: 100, loadMany: t.loadMany });
    const [x, y] = await Promise.all([cache.getMany([1, 2]), cache.getMany([2, 1])]);
    expect(x).toEqual(['a', 'b']);
    expect(y).toEqual(['b', 'a']);
    expect(t.asked).toEqual([[1, 2]]);
  });

  it('keeps at most maxEntries, the oldest going first', async () => {
    const t = table({ 1: 'a', 2: 'b', 3: 'c' });
    const cache = createBatchCache({ ttlMs: 60_000, maxEntries: 2, loadMany: t.loadMany });
    expect(await cache.getMany([1, 2, 3])).toEqual(['a', 'b', 'c']);
    expect(cache.size).toBe(2);
    await cache.getMany([1]);
    expect(t.asked).toEqual([[1, 2, 3], [1]]);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = createBatchCache<number, string>({
      ttlMs: 60_000,
      maxEntries: 100,
      loadMany: async (keys) => {
        if (fail) throw new Error('down');
        return new Map(keys.map((k) => [k, `v${k}`]));
      },
    });
    await expect(cache.getMany([1])).rejects.toThrow('down');
    fail = false;
    expect(await cache.getMany([1])).toEqual(['v1']);
  });
});
