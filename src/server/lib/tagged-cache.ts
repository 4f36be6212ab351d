// An in-process cache of finished answers (rendered pages, serialized API answers) that
// live until what they show changes, not for a fixed moment. Each entry carries tags
// (e.g. `good:12`) and a lifetime; `invalidate(tags)` drops the entries with any of
// those tags, `clear()` all of them. Bounded by bytes: the oldest entries not asked for
// since they were kept (or since the last eviction passed them) go first. A hit only
// marks its entry: moving it to the back of the map on every hit cost the hottest API
// answers more than the lookup (a delete and an insert, and the map's rehashes).
// Concurrent misses share one load. A load still running when anything is invalidated is
// not kept: it may have read the rows before the change. An entry may also be kept a while
// past its lifetime (`staleMs`): then it is still answered while one fresh load runs in the
// background, so no caller waits for the refresh (an invalidation still drops it at once).
export interface Loaded<T> {
  value: T;
  /** What the value shows; an invalidation of any of them drops it. */
  tags: readonly string[];
  /** Bytes it holds (the budget's unit). */
  bytes: number;
  /** Milliseconds it may be kept at most (Infinity: until invalidated). 0: not kept. */
  ttlMs: number;
  /** Milliseconds past ttlMs during which it is still answered while a fresh load runs (default 0). */
  staleMs?: number;
}

interface Entry<T> {
  value: Promise<T>;
  /** Undefined while loading. */
  tags?: readonly string[];
  bytes: number;
  expires: number;
  /** Until when it may be answered while it is refreshed (expires when it may not be stale). */
  staleUntil: number;
  /** A background refresh is running. */
  refreshing?: boolean;
  /** Asked for since it was kept or last passed by an eviction. */
  used: boolean;
}

export interface TaggedCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

export function createTaggedCache<T>(opts: { maxBytes: number }) {
  const entries = new Map<string, Entry<T>>();
  /**
   * The keys of each tag: most tags name one good and tag one entry, so a lone key is kept
   * as itself, and a Set only from the second (a one-key Set took 200 bytes: 3 MiB for the
   * 15,000 detail answers a worker holds).
   */
  const byTag = new Map<string, string | Set<string>>();
  const loading = new Set<string>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  let sweptAt = Date.now();
  /** Counts invalidations: a refresh that started before one is not kept. */
  let epoch = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    loading.delete(key);
    bytes -= entry.bytes;
    for (const tag of entry.tags ?? []) {
      const keys = byTag.get(tag);
      if (keys === key) byTag.delete(tag);
      else if (typeof keys === 'object') {
        keys.delete(key);
        if (keys.size === 0) byTag.delete(tag);
      }
    }
  }

  function evict() {
    for (const [key, entry] of entries) {
      if (bytes <= opts.maxBytes) return;
      if (loading.has(key)) continue;
      if (entry.used) {
        // A second chance: to the back, unmarked (met again in this loop only if all were used).
        entry.used = false;
        entries.delete(key);
        entries.set(key, entry);
      } else drop(key);
    }
  }

  /** Expired entries go within a second, asked for or not: short-lived ones would otherwise fill the budget. */
  function sweep(now: number) {
    if (now - sweptAt < SWEEP_MS) return;
    sweptAt = now;
    for (const [key, entry] of entries) if (entry.staleUntil <= now) drop(key);
  }

  /** Records what a load kept: its tags, bytes and lifetimes. */
  function keep(key: string, entry: Entry<T>, loaded: Loaded<T>) {
    entry.tags = loaded.tags;
    entry.bytes = loaded.bytes;
    entry.expires = Date.now() + loaded.ttlMs;
    entry.staleUntil = entry.expires + (loaded.staleMs ?? 0);
    bytes += loaded.bytes;
    for (const tag of loaded.tags) {
      const keys = byTag.get(tag);
      if (keys === undefined) byTag.set(tag, key);
      else if (typeof keys === 'object') keys.add(key);
      else if (keys !== key) byTag.set(tag, new Set([keys, key]));
    }
    evict();
  }

  /** Loads a stale entry's value again while the old one is still answered; kept unless something changed meanwhile. */
  function refresh(key: string, stale: Entry<T>, load: () => Promise<Loaded<T>>) {
    stale.refreshing = true;
    const started = epoch;
    load().then(
      (loaded) => {
        stale.refreshing = false;
        if (entries.get(key) !== stale || epoch !== started) return;
        drop(key);
        if (loaded.ttlMs <= 0 || loaded.bytes > opts.maxBytes) return;
        const fresh: Entry<T> = {
          value: Promise.resolve(loaded.value),
          bytes: 0,
          expires: 0,
          staleUntil: 0,
          used: true,
        };
        entries.set(key, fresh);
        keep(key, fresh, loaded);
      },
      () => {
        // The stale value is still answered until its time is up; the next caller tries again.
        stale.refreshing = false;
      },
    );
  }

  return {
    get(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
      const now = Date.now();
      sweep(now);
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        hits++;
        // A wait for a load still running is not a use of a kept value.
        if (hit.tags) hit.used = true;
        return hit.value;
      }
      if (hit?.tags && hit.staleUntil > now) {
        hits++;
        hit.used = true;
        if (!hit.refreshing) refresh(key, hit, load);
        return hit.value;
      }
      if (hit) drop(key);
      misses++;
      const entry: Entry<T> = {
        value: undefined as unknown as Promise<T>,
        bytes: 0,
        expires: Number.POSITIVE_INFINITY,
        staleUntil: Number.POSITIVE_INFINITY,
        used: false,
      };
      entry.value = load().then(
        (loaded) => {
          if (entries.get(key) !== entry) return loaded.value; // invalidated meanwhile: not kept
          loading.delete(key);
          if (loaded.ttlMs <= 0 || loaded.bytes > opts.maxBytes) {
            drop(key);
            return loaded.value;
          }
          keep(key, entry, loaded);
          return loaded.value;
        },
        (err: unknown) => {
          if (entries.get(key) === entry) drop(key);
          throw err;
        },
      );
      entries.set(key, entry);
      loading.add(key);
      return entry.value;
    },

    /** Whether the key is kept (and not expired) or being loaded. */
    has(key: string): boolean {
      const entry = entries.get(key);
      return !!entry && (loading.has(key) || entry.expires > Date.now());
    },

    /** More bytes held by a kept value (e.g. a compressed twin made later). */
    grow(key: string, more: number) {
      const entry = entries.get(key);
      if (!entry || loading.has(key)) return;
      entry.bytes += more;
      bytes += more;
      evict();
    },

    /** Drops the entries with any of these tags, and every load still running. */
    invalidate(tags: Iterable<string>) {
      epoch++;
      for (const key of [...loading]) drop(key);
      for (const tag of tags) {
        const keys = byTag.get(tag);
        if (typeof keys === 'string') drop(keys);
        else if (keys) for (const key of [...keys]) drop(key);
      }
    },

    delete(key: string) {
      drop(key);
    },

    clear() {
      epoch++;
      entries.clear();
      byTag.clear();
      loading.clear();
      bytes = 0;
    },

    stats(): TaggedCacheStats {
      return { entries: entries.size, bytes, hits, misses };
    },
  };
}

const SWEEP_MS = 1000;

export type TaggedCache<T> = ReturnType<typeof createTaggedCache<T>>;
