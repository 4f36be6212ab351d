// One driver code path: node-postgres (pg) against either a real PostgreSQL server
// (DATABASE_URL) or embedded PGlite spoken to over the PostgreSQL wire protocol inside
// this process (embedded-connection.ts). PGlite is single-connection, so its pool holds one client.
//
// Embedded mode differs from a server in one way that matters: PGlite is ONE database
// session for the life of the process, whichever connection talks to it. What a
// client leaves in the session (named prepared statements, SET, advisory locks, temp
// tables) outlives that client. So the embedded pool keeps its client (no idle
// timeout by default) and every client that connects starts with `DISCARD ALL`, which
// makes the session look new, as a fresh server connection would. docs/decisions.md
// ("Embedded database") says more.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { trackCommits } from './after-commit.ts';
import { EmbeddedConnection } from './embedded-connection.ts';
import { trackPoolWaits } from './pool-waits.ts';
import * as schema from './schema.ts';
import { guardTransactions } from './transaction-guard.ts';

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
  /**
   * Milliseconds a pooled connection may stay idle before it is closed. Default: 10 s
   * on a server; never on the embedded database (tests set it short there to prove a
   * recycled client finds a clean session).
   */
  idleTimeoutMs?: number;
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
      idleTimeoutMillis: opts.idleTimeoutMs ?? 10_000,
      // Bounded waits: a request never queues for a connection, or holds one, forever.
      connectionTimeoutMillis: opts.poolWaitMs ?? 5_000,
      statement_timeout: opts.statementTimeoutMs ?? 30_000,
      idle_in_transaction_session_timeout: opts.idleInTransactionTimeoutMs ?? 60_000,
    });
    keepClientErrors(pool);
    trackPoolWaits(pool);
    return { kind: 'postgres', pool, db: guarded(pool, false), close: () => endWhenQuiet(pool) };
  }
  return openEmbedded(join(opts.dataDir, 'pglite'), opts.idleTimeoutMs ?? 0);
}

/**
 * A connection that breaks is no reason for the process to die. pg-pool listens for an
 * idle client's errors, but takes its listener off while a client is checked out: a
 * client whose connection drops between two statements of a transaction (the database
 * restarting, the network cut) then emits 'error' with nobody listening, and Node ends
 * the process. So every client keeps a listener of its own; its next query fails instead
 * ("not queryable"), which answers 503 (db/reachability.ts), and the pool drops it.
 */
function keepClientErrors(pool: pg.Pool): void {
  pool.on('error', () => {}); // an idle client's error surfaces on the next query instead
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
}

/** Drizzle over the pool, refusing pooled queries from inside a transaction (transaction-guard.ts). */
function guarded(pool: pg.Pool, embedded: boolean): Db {
  const db = drizzle(pool, { schema }) as Db;
  guardTransactions(db, pool, embedded);
  trackCommits(db);
  return db;
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

/**
 * PostgreSQL's page cache inside the embedded database's WebAssembly memory, which is
 * the process's own and never given back: 128 MB by default, filled by a catalog's
 * reads (a 10,000-goods shop is 68 MB). The data files are read through the operating
 * system's cache as well, which holds them outside the process (issue #42: the
 * embedded process was 460 MiB after its pages were rendered ahead).
 */
const EMBEDDED_SHARED_BUFFERS = '16MB';

async function openEmbedded(dir: string, idleTimeoutMs: number): Promise<Database> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  mkdirSync(dir, { recursive: true });
  const unlock = lockEmbedded(dir);
  // The extensions the migrations create must be loaded with the database (search: pg_trgm).
  const lite = await PGlite.create(dir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  }).catch((err) => {
    unlock();
    throw err;
  });
  // One client at a time over PGlite's one session, in this process (embedded-connection.ts).
  const pool = new pg.Pool({
    stream: () => new EmbeddedConnection(lite),
    user: 'postgres',
    database: 'postgres',
    max: 1,
    // 0 keeps the client for good; pg's Pool reads a missing value as 10 s.
    idleTimeoutMillis: idleTimeoutMs,
    // The session outlives its clients: start each one on a clean session (prepared
    // statements, settings and advisory locks of an earlier client are gone).
    onConnect: (client) => client.query('DISCARD ALL').then(() => undefined),
  });
  keepClientErrors(pool);
  trackPoolWaits(pool);
  return {
    kind: 'pglite',
    pool,
    db: guarded(pool, true),
    async close() {
      await endWhenQuiet(pool);
      await lite.close();
      unlock();
    },
  };
}

/**
 * One process at a time on an embedded database directory: a second one (another
 * `npm start`, or `npm run db:export` while the shop runs) would corrupt it. The lock
 * file names its process; one left by a process that died (kill -9) is taken over.
 */
export function lockEmbedded(dir: string): () => void {
  const file = `${dir}.lock`;
  let holder = 0;
  try {
    holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    // no lock yet
  }
  if (holder > 0 && isAlive(holder)) {
    throw new Error(`The embedded database in ${dir} is in use by process ${holder}: stop that process first.`);
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
