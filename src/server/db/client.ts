// One driver code path: node-postgres (pg) against either a real PostgreSQL server
// (DATABASE_URL) or embedded PGlite served over the PostgreSQL wire protocol on a
// private Unix socket. PGlite is single-connection, so its pool holds one client.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

// Return BIGINT (int8) columns and COUNT(*) as numbers: amounts and ids stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Drizzle over a node-postgres pool (`$client`: the pool, for prepared statements). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: query modules accept either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  kind: 'postgres' | 'pglite';
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  /** Server pool: how long a request waits for a free connection before a 503. */
  poolWaitMs?: number;
  /** Server connections: PostgreSQL's statement_timeout. */
  statementTimeoutMs?: number;
  /** Server connections: PostgreSQL's idle_in_transaction_session_timeout. */
  idleInTransactionTimeoutMs?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      // Bounded waits: a request never queues for a connection, or holds one, forever.
      connectionTimeoutMillis: opts.poolWaitMs ?? 5_000,
      statement_timeout: opts.statementTimeoutMs ?? 30_000,
      idle_in_transaction_session_timeout: opts.idleInTransactionTimeoutMs ?? 60_000,
    });
    pool.on('error', () => {}); // idle client errors surface on the next query instead
    return guardTransactions({
      kind: 'postgres',
      pool,
      db: drizzle(pool, { schema }),
      close: () => endWhenQuiet(pool),
    });
  }
  return guardTransactions(await openEmbedded(join(opts.dataDir, 'pglite')));
}

/**
 * Ends the pool once no query has run for a moment (at most `maxMs`). A request whose
 * caller hung up is no longer tracked by the HTTP server when it closes, yet its
 * handler is still between two statements: ending at once would fail its next one.
 */
async function endWhenQuiet(pool: pg.Pool, maxMs = 5_000): Promise<void> {
  const QUIET_MS = 100;
  const busy = () => pool.waitingCount > 0 || pool.totalCount > pool.idleCount;
  const deadline = Date.now() + maxMs;
  let quietSince = busy() ? 0 : Date.now();
  while (Date.now() < deadline && (quietSince === 0 || Date.now() - quietSince < QUIET_MS)) {
    await new Promise((r) => setTimeout(r, 10));
    if (busy()) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
  }
  await pool.end();
}

async function openEmbedded(dir: string): Promise<Database> {
  const [{ PGlite }, { PGLiteSocketServer }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-socket'),
  ]);
  mkdirSync(dir, { recursive: true });
  const lite = await PGlite.create(dir);
  // A short private path: Unix socket paths are limited to ~107 bytes.
  const socketDir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  const server = new PGLiteSocketServer({ db: lite, path: join(socketDir, '.s.PGSQL.5432') });
  await server.start();
  const pool = new pg.Pool({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1 });
  pool.on('error', () => {});
  return {
    kind: 'pglite',
    pool,
    db: drizzle(pool, { schema }),
    async close() {
      await endWhenQuiet(pool);
      await server.stop();
      await lite.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

// ---- Transaction guard -------------------------------------------------------------
// Code running inside `db.transaction` holds a pooled connection; asking the pool for
// another one there (a settings read through `db` instead of `tx`) starves the pool
// under load: N requests hold N connections and all wait for an (N+1)th. In tests and
// development the pool refuses such a query at once, so the mistake fails a test.

const insideTransaction = new AsyncLocalStorage<true>();

/** The error a query through the pool from inside a transaction throws (tests, development). */
export class PoolInTransactionError extends Error {
  constructor() {
    super('a query went through the pool from inside a transaction: use the transaction (tx) instead');
  }
}

function guardTransactions(database: Database): Database {
  const env = process.env.NODE_ENV;
  if (env !== 'test' && env !== 'development') return database;
  const { db, pool } = database;
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn, config) =>
    transaction((tx) => insideTransaction.run(true, () => fn(tx)), config)) as Db['transaction'];
  for (const method of ['query', 'connect'] as const) {
    const original = pool[method].bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      if (insideTransaction.getStore()) {
        const err = new PoolInTransactionError();
        const callback = args.at(-1);
        if (typeof callback === 'function') return void callback(err);
        return Promise.reject(err);
      }
      return original(...args);
    };
  }
  return database;
}
