// A connection that breaks while a request holds it (between two statements of a
// transaction) does not end the process (db/client.ts, keepClientErrors): pg-pool stops
// listening for a checked-out client's errors, and Node ends a process on an 'error'
// event nobody listens to. This was the outage test's rare failure under CI load: a
// worker died mid-order, and its replacement could not start while the database was
// away. The next query on such a client fails as "away" (a 503), and the pool drops it.
// Server only: the break is a TCP proxy cut between the shop and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { isDatabaseAway } from '../../src/server/db/reachability.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/pg.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

describe('a connection that breaks while it is checked out', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let database: Database;

  beforeAll(async () => {
    db = await createTestDatabase();
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(db.url).port || 5432) });
    const url = new URL(db.url);
    url.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolMax: 2 });
  });
  afterAll(async () => {
    await database?.close().catch(() => undefined);
    await proxy?.close();
    await db?.drop();
  });

  it('fails its next query as the database away, and the pool serves again once it is back', async () => {
    const client = await database.pool.connect();
    await client.query('BEGIN');
    await proxy.cut();
    // The broken connection's error arrives while no query runs: nothing may throw.
    await new Promise((r) => setTimeout(r, 200));
    const failed = await client.query('SELECT 1').then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isDatabaseAway(failed)).toBe(true);
    client.release(failed as Error);
    await proxy.restore();
    const { rows } = await database.pool.query<{ one: number }>('SELECT 1 AS one');
    expect(rows).toEqual([{ one: 1 }]);
  });
});
