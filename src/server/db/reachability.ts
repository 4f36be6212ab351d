// Whether the database answers, as this process last saw it. A database that is away
// (refused, reset, restarting, too many connections) is a fault of the moment, not a bug:
// requests answer 503 with Retry-After (plugins/envelope.ts), and the log says so ONCE
// when it goes and once when it is back, with how long it was away, instead of a stack
// trace per request and per job run. "Back" is the first connection that opens after.
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/** Network failures: the peer is not there (or no longer). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve us now: class 08 (connection exception),
 * admin or crash shutdown, starting up (57P01-57P03), too many connections (53300).
 */
const AWAY_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** node-postgres' own words for a connection that broke or never came. */
const DRIVER_MESSAGES = [/^Connection terminated/, /not queryable/];

/** Whether an error (or one it wraps: drizzle's, an AggregateError's) matches. */
function wraps(error: unknown, test: (e: Error) => boolean): boolean {
  const seen = new Set<unknown>();
  const visit = (e: unknown, depth: number): boolean => {
    if (!(e instanceof Error) || depth > 4 || seen.has(e)) return false;
    seen.add(e);
    if (test(e)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => visit(inner, depth + 1))) return true;
    return visit(e.cause, depth + 1);
  };
  return visit(error, 0);
}

const codeOf = (e: Error) => String((e as { code?: unknown }).code ?? '');

/** The database's own signs of being away: its SQLSTATEs, or the driver's words for a broken connection. */
export function isDatabaseAway(error: unknown): boolean {
  return wraps(error, (e) => AWAY_SQLSTATE.test(codeOf(e)) || DRIVER_MESSAGES.some((re) => re.test(e.message)));
}

/** A dependency that is not there (refused, reset, unreachable), or the database being away. */
export function isDependencyAway(error: unknown): boolean {
  return isDatabaseAway(error) || wraps(error, (e) => NETWORK_CODES.has(codeOf(e)));
}

/** PostgreSQL codes of a cancelled statement (statement_timeout) and of an idle transaction ended by its limit. */
const BUSY_SQLSTATES = new Set(['57014', '25P03']);

/** The database there but busy: node-postgres' pool wait timed out, or a statement ended by the server's limits. */
export function isDatabaseBusy(error: unknown): boolean {
  return wraps(error, (e) => e.message === 'timeout exceeded when trying to connect' || BUSY_SQLSTATES.has(codeOf(e)));
}

/** Retry-After of a 503: a busy database frees up quickly; one that is away takes longer. */
export const BUSY_RETRY_SECONDS = 2;
export const UNREACHABLE_RETRY_SECONDS = 5;

export interface Reachability {
  /** Notes a failure of the database: when it means the database is away, logs that once. */
  noteFailure(error: unknown, opts?: { connecting?: boolean }): boolean;
  /** Whether the database was away at the last attempt. */
  readonly away: boolean;
}

const watched = new WeakMap<pg.Pool, Reachability>();

/**
 * Watches the pool's connections: a connection that fails because the database is away
 * marks it away (logged once), the next one that opens marks it back (logged once).
 * Watching a pool twice gives the same watcher (the jobs share the app's).
 */
export function watchReachability(pool: pg.Pool, logger?: FastifyBaseLogger): Reachability {
  const known = watched.get(pool);
  if (known) return known;
  let awaySince = 0;
  const state: Reachability = {
    get away() {
      return awaySince > 0;
    },
    noteFailure(error, opts) {
      // Failing to connect, any network failure is the database's; later, only its own signs.
      if (!(opts?.connecting ? isDependencyAway(error) : isDatabaseAway(error))) return false;
      if (awaySince === 0) {
        awaySince = Date.now();
        const reason = error instanceof Error ? error.message.split('\n').at(-1) : String(error);
        logger?.error({ reason }, 'database unreachable: answering 503 until it is back');
      }
      return true;
    },
  };
  const back = () => {
    if (awaySince === 0) return;
    const seconds = Math.round((Date.now() - awaySince) / 100) / 10;
    awaySince = 0;
    logger?.info({ awaySeconds: seconds }, 'database reachable again');
  };
  pool.on('connect', back);
  // A connection that could not be made (pool.query checks out through connect too).
  const connect = pool.connect.bind(pool) as (cb?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  (pool as { connect: unknown }).connect = (cb?: ConnectCallback) => {
    if (cb) {
      return connect((err, client, release) => {
        if (err) state.noteFailure(err, { connecting: true });
        cb(err, client, release);
      });
    }
    return (connect() as Promise<pg.PoolClient>).catch((err: unknown) => {
      state.noteFailure(err, { connecting: true });
      throw err;
    });
  };
  watched.set(pool, state);
  return state;
}

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, release: () => void) => void;
