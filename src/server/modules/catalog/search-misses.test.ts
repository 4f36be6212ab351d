import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { createMissRecorder } from './search-misses.ts';

/** A database whose statements are counted (and fail when asked). */
function fakeDb(fail = false) {
  const statements: unknown[] = [];
  const db = {
    execute: async (q: unknown) => {
      statements.push(q);
      if (fail) throw new Error('database away');
      return { rows: [], rowCount: 0 };
    },
  } as unknown as Executor;
  return { db, statements };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('search misses recorder', () => {
  it('writes the misses of one moment in one statement, after the caller returns', async () => {
    const { db, statements } = fakeDb();
    const misses = createMissRecorder(db);
    misses.record('  Qzxv  Blorpt ', 'en');
    misses.record('qzxv blorpt', 'en');
    misses.record('qzxv blorpt', 'zh-cn');
    expect(statements).toHaveLength(0);
    await tick();
    expect(statements).toHaveLength(1);
  });

  it('ignores empty and over-long keywords and caps new keywords a minute', async () => {
    const { db, statements } = fakeDb();
    const misses = createMissRecorder(db, { perMinute: 2 });
    misses.record('   ', 'en');
    misses.record('x'.repeat(101), 'en');
    await tick();
    expect(statements).toHaveLength(0);
    for (const word of ['one', 'two', 'three', 'four']) misses.record(word, 'en');
    await tick();
    expect(statements).toHaveLength(1);
    expect(JSON.stringify(statements[0])).not.toContain('three');
    misses.record('five', 'en');
    await tick();
    expect(statements).toHaveLength(1);
  });

  it('swallows a failed write, logging it at debug', async () => {
    const { db } = fakeDb(true);
    const logged: string[] = [];
    const misses = createMissRecorder(db, { log: { debug: (_o, msg) => logged.push(msg) } });
    misses.record('qzxv', 'en');
    await tick();
    await tick();
    expect(logged).toEqual(['search misses not recorded']);
  });
});
