import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createTaggedCache } from './tagged-cache.ts';

const kept =
  (value: string, tags: string[], ttlMs = Number.POSITIVE_INFINITY) =>
  async () => ({
    value,
    tags,
    bytes: value.length,
    ttlMs,
  });

describe('tagged cache', () => {
  it('keeps a value until one of its tags is invalidated', async () => {
    const cache = createTaggedCache<string>({ maxBytes: 1000 });
    expect(await cache.get('a', kept('A1', ['good:1']))).toBe('A1');
    expect(await cache.get('a', kept('A2', ['good:1']))).toBe('A1');
    cache.invalidate(['good:2']);
    expect(await cache.get('a', kept('A3', ['good:1']))).toBe('A1');
    cache.invalidate(['good:1']);
    expect(await cache.get('a', kept('A4', ['good:1']))).toBe('A4');
  });

  it('does not keep a load that was running when something was invalidated', async () => {
    const cache = createTaggedCache<string>({ maxBytes: 1000 });
    let release: (v: string) => void = () => {};
    const slow = cache.get(
      'a',
      () => new Promise((r) => (release = (v) => r({ value: v, tags: [], bytes: 1, ttlMs: 1e9 }))),
    );
    cache.invalidate(['anything']);
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('a', kept('new', []))).toBe('new');
  });

  it('shares concurrent misses, forgets failures, expires and stays within its bytes', async () => {
    const cache = createTaggedCache<string>({ maxBytes: 10 });
    let loads = 0;
    const load = async () => ({ value: `v${++loads}`, tags: [], bytes: 4, ttlMs: 1e9 });
    await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect(loads).toBe(1);
    await expect(cache.get('f', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('f', kept('ok', []))).toBe('ok');
    await cache.get('b', load);
    await cache.get('c', load); // 4 + 2 + 4 + 4 > 10: the oldest, not asked for since it was kept ('a'), goes
    expect(cache.stats().bytes).toBeLessThanOrEqual(10);
    expect(await cache.get('a', kept('again', []))).toBe('again');
    expect(await cache.get('z', kept('short', [], 0))).toBe('short');
    expect(await cache.get('z', kept('next', [], 0))).toBe('next');
  });

  it('lets an entry asked for since it was kept outlive one that was not', async () => {
    const cache = createTaggedCache<string>({ maxBytes: 8 });
    await cache.get('a', kept('AAAA', []));
    await cache.get('b', kept('BBBB', []));
    expect(await cache.get('a', kept('new', []))).toBe('AAAA'); // a hit: a second chance
    await cache.get('c', kept('CCCC', [])); // over budget: 'b', never asked for again, goes
    expect(await cache.get('a', kept('new', []))).toBe('AAAA');
    expect(await cache.get('b', kept('b again', []))).toBe('b again');
    expect(cache.stats().bytes).toBeLessThanOrEqual(8);
  });

  it('lets expired values go within a second, asked for or not (their bytes go back to the budget)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = createTaggedCache<string>({ maxBytes: 1000 });
      for (const key of ['a', 'b', 'c']) await cache.get(key, kept(key.toUpperCase(), [], 500));
      await cache.get('long', kept('L', []));
      expect(cache.stats()).toMatchObject({ entries: 4, bytes: 4 });
      vi.setSystemTime(Date.now() + 1500);
      await cache.get('long', kept('L2', []));
      expect(cache.stats()).toMatchObject({ entries: 1, bytes: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a stale value while one refresh runs, then the fresh one; an invalidation drops it at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = createTaggedCache<string>({ maxBytes: 1000 });
      let loads = 0;
      let release: () => void = () => {};
      const load = () =>
        new Promise<{ value: string; tags: string[]; bytes: number; ttlMs: number; staleMs: number }>((r) => {
          const value = `v${++loads}`;
          release = () => r({ value, tags: ['good:1'], bytes: 2, ttlMs: 1000, staleMs: 5000 });
          if (loads === 1) release();
        });
      expect(await cache.get('a', load)).toBe('v1');
      vi.setSystemTime(Date.now() + 1500); // expired, still within its stale time
      expect(await cache.get('a', load)).toBe('v1');
      expect(await cache.get('a', load)).toBe('v1'); // one refresh at a time
      expect(loads).toBe(2);
      release();
      await new Promise((r) => setImmediate(r));
      expect(await cache.get('a', load)).toBe('v2');
      // A refresh that was running when the good changed is not kept, and the stale value goes.
      vi.setSystemTime(Date.now() + 1500);
      expect(await cache.get('a', load)).toBe('v2');
      cache.invalidate(['good:1']);
      release();
      await new Promise((r) => setImmediate(r));
      const next = cache.get('a', load);
      release();
      expect(await next).toBe('v4');
      // Past its stale time a caller waits for the load, as for any miss.
      vi.setSystemTime(Date.now() + 10_000);
      const late = cache.get('a', load);
      release();
      expect(await late).toBe('v5');
      // A failed refresh leaves the stale value answered.
      vi.setSystemTime(Date.now() + 1500);
      expect(await cache.get('a', () => Promise.reject(new Error('db away')))).toBe('v5');
      await new Promise((r) => setImmediate(r));
      expect(await cache.get('a', () => Promise.reject(new Error('db away')))).toBe('v5');
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops exactly the entries of an invalidated tag, whether a tag has one entry or many', async () => {
    const key = fc.constantFrom('a', 'b', 'c');
    const tag = fc.constantFrom<string>('good:1', 'good:2', 'good:3');
    const step = fc.oneof(
      fc.record({ kind: fc.constant('get' as const), key, tags: fc.uniqueArray(tag, { maxLength: 3 }) }),
      fc.record({ kind: fc.constant('invalidate' as const), tags: fc.uniqueArray(tag, { maxLength: 2 }) }),
      fc.record({ kind: fc.constant('delete' as const), key }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const cache = createTaggedCache<string>({ maxBytes: 1000 });
        // The model: which keys are kept, with the tags they were kept with.
        const model = new Map<string, string[]>();
        let n = 0;
        for (const s of steps) {
          if (s.kind === 'get') {
            const value = `v${n++}`;
            const got = await cache.get(s.key, kept(value, s.tags));
            if (!model.has(s.key)) {
              expect(got).toBe(value);
              model.set(s.key, s.tags);
            }
          } else if (s.kind === 'invalidate') {
            cache.invalidate(s.tags);
            for (const [k, tags] of model) if (tags.some((t) => s.tags.includes(t))) model.delete(k);
          } else {
            cache.delete(s.key);
            model.delete(s.key);
          }
          for (const k of ['a', 'b', 'c']) expect(cache.has(k), k).toBe(model.has(k));
        }
      }),
      { numRuns: 500 },
    );
  });
});
