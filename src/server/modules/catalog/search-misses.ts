// Searches that found nothing (issue #39), counted for the owner's admin list. A miss
// is queued during the request and written after it, with the other misses of the same
// moment, in one statement; a failed write is dropped (logged at debug) and never fails
// a search. At most WRITES_PER_MINUTE keywords a minute are written per process, and
// longer keywords than SEARCH_LIMITS.keyword are not kept, so that a flood of nonsense
// searches cannot grow the table faster than the jobs delete old days.
import { normaliseSearchText, SEARCH_LIMITS } from '../../../domain/admin/search.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { Executor } from '../../db/client.ts';
import { deleteSearchMissesBefore, type MissCount, upsertSearchMisses } from './search-misses-queries.ts';

const WRITES_PER_MINUTE = 200;

export interface MissLogger {
  debug(obj: object, msg: string): void;
}

export function createMissRecorder(db: Executor, opts: { log?: MissLogger; perMinute?: number } = {}) {
  const perMinute = opts.perMinute ?? WRITES_PER_MINUTE;
  let queue = new Map<string, MissCount>();
  let scheduled = false;
  let windowStart = 0;
  let written = 0;

  async function flush() {
    scheduled = false;
    const misses = [...queue.values()];
    queue = new Map();
    try {
      await upsertSearchMisses(db, misses);
    } catch (err) {
      opts.log?.debug({ err, misses: misses.length }, 'search misses not recorded');
    }
  }

  return {
    /** Counts a search that found nothing; returns at once. */
    record(keyword: string, lang: Locale): void {
      const text = normaliseSearchText(keyword);
      if (!text || text.length > SEARCH_LIMITS.keyword) return;
      const key = `${lang}\u0000${text}`;
      const queued = queue.get(key);
      if (queued) {
        queued.count++;
        return;
      }
      const now = Date.now();
      if (now - windowStart >= 60_000) {
        windowStart = now;
        written = 0;
      }
      if (written >= perMinute) return;
      written++;
      queue.set(key, { lang, keyword: text, count: 1 });
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    },
  };
}

/** Deletes the misses older than the admin list looks (the daily job; safe on any number of instances). */
export const deleteOldSearchMisses = (db: Executor) => deleteSearchMissesBefore(db, SEARCH_LIMITS.missDays);
