// A short-lived in-process cache of values by key, loaded many keys at a time: the
// keys a caller asks for that are not held (or are past their lifetime) are loaded in
// one call, the others come from memory. A search's pages and the cards of several
// goods share most of their goods, so each good's row is read once per lifetime
// instead of once per distinct page (and the page's rows are not copied per page).
// Concurrent requests for a key share one load; a failed load is not kept; a key the
// loader did not return (a good off shelf) is remembered as absent for the lifetime.
export function createBatchCache<K, V>(opts: {
  ttlMs: number;
  maxEntries: number;
  loadMany: (keys: K[]) => Promise<Map<K, V>>;
}) {
  // In the order they were loaded, which is the order they expire in.
  const entries = new Map<K, { at: number; value: Promise<V | undefined> }>();

  function sweep(now: number) {
    for (const [oldest, entry] of entries) {
      if (now - entry.at < opts.ttlMs && entries.size <= opts.maxEntries) break;
      entries.delete(oldest);
    }
  }

  return {
    /** The values of these keys that exist, in the keys' order. */
    async getMany(keys: readonly K[]): Promise<V[]> {
      const now = Date.now();
      sweep(now);
      const got = new Map<K, Promise<V | undefined>>();
      const missing: K[] = [];
      for (const key of new Set(keys)) {
        const hit = entries.get(key);
        // Checked again: a clock set back can leave an expired entry behind a younger one.
        if (hit && now - hit.at < opts.ttlMs) got.set(key, hit.value);
        else missing.push(key);
      }
      if (missing.length > 0) {
        const batch = opts.loadMany(missing);
        for (const key of missing) {
          const value = batch.then((found) => found.get(key));
          got.set(key, value);
          entries.delete(key);
          entries.set(key, { at: now, value });
          value.catch(() => {
            if (entries.get(key)?.value === value) entries.delete(key);
          });
        }
        sweep(now);
      }
      const values: (V | undefined)[] = await Promise.all(keys.map((key) => got.get(key)));
      return values.filter((v): v is V => v !== undefined);
    },
    /** Keeps a value read some other way (a page of rows) as if it had been loaded now. */
    prime(key: K, value: V) {
      entries.delete(key);
      entries.set(key, { at: Date.now(), value: Promise.resolve(value) });
      sweep(Date.now());
    },
    delete(key: K) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    /** Entries held (expired ones included until the next use). */
    get size() {
      return entries.size;
    },
  };
}
