// A short-lived in-process cache for public, read-mostly data (catalog pages). Many
// shoppers asking for the same page within the TTL share one database round trip;
// concurrent misses share one promise. Bounded in size; a failure is not cached.
// Expired entries go as soon as the cache is next used: searches with a price bound
// each make an entry of their own, and 2,000 stale pages of rows were otherwise kept
// until as many new ones pushed them out (the workers' memory after the search rows).
export function createMicroCache<T>(ttlMs: number, maxEntries = 2000) {
  // In the order they were loaded, which is the order they expire in.
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      for (const [oldest, entry] of entries) {
        if (now - entry.at < ttlMs) break;
        entries.delete(oldest);
      }
      const hit = entries.get(key);
      // Checked again: a clock set back can leave an expired entry behind a younger one.
      if (hit && now - hit.at < ttlMs) return hit.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { at: now, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    /** Entries held (expired ones included until the next `get`). */
    get size() {
      return entries.size;
    },
  };
}
