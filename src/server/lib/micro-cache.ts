// A short-lived in-process cache for public, read-mostly data (catalog pages). Many
// shoppers asking for the same page within the TTL share one database round trip;
// concurrent misses share one promise. Bounded in size; a failure is not cached.
export function createMicroCache<T>(ttlMs: number, maxEntries = 2000) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.delete(key);
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
  };
}
