// Staff changes reach every process of every machine within a moment. A change made in
// this process (the catalog's invalidation, which every staff write ends with) is
// announced with PostgreSQL NOTIFY; every process LISTENs on a connection of its own
// (not one of the pool's: a listening session must stay open) and, when another process
// announces a change, clears its own caches. A change of a few goods' rows (stock taken
// by orders) names them, so that the others drop only what shows those goods; such
// announcements made within one turn of the event loop go as one. The embedded
// database belongs to one process, so it needs none of this.
//
// Payload: `<origin>` for "anything may have changed", `<origin> 12,13` for goods,
// `<origin> ~<ms>` for a process's own sync mark (freshAsOf).
//
// freshAsOf: PostgreSQL delivers notifications to a listener in commit order, so when a
// process hears back the mark it announced at time T, every change committed before T
// has reached it. Pages it renders from then on show all of them: the shared page
// store (page-store.ts) accepts a page from another process by that moment.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const CHANNEL = 'shop_changes';
const RECONNECT_MS = 1000;
/** NOTIFY payloads stop at 8,000 bytes: a longer list of goods is announced as "everything". */
const MAX_LIST_CHARS = 7000;

export interface ChangeFeed {
  /** A moment before which every committed change has reached this process (asks for a newer one). */
  freshAsOf(): number;
  close(): Promise<void>;
}

/** A new sync mark at most this often, and only while someone asks (renderings). */
const SYNC_MS = 100;

export async function startChangeFeed(opts: {
  databaseUrl: string;
  pool: pg.Pool;
  /** Registers the local-change listener (catalog.onInvalidate): the goods changed, or undefined for all. */
  subscribe(listener: (goods?: readonly number[]) => void): void;
  /** Clears this process's caches for a change made elsewhere (these goods, or everything). */
  applyRemote(goods?: readonly number[]): void;
  logger?: FastifyBaseLogger;
}): Promise<ChangeFeed> {
  const origin = randomUUID();
  let applying = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let syncedAt = 0;
  let markSentAt = 0;

  const apply = (goods?: readonly number[]) => {
    applying = true;
    try {
      opts.applyRemote(goods);
    } finally {
      applying = false;
    }
  };

  const notify = (payload: string) =>
    opts.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch((err) => {
      opts.logger?.warn({ err }, 'change feed: could not announce a change');
    });

  // Goods changed in this turn of the event loop, announced together.
  let pending: Set<number> | undefined;
  const flush = () => {
    const goods = [...(pending ?? [])];
    pending = undefined;
    const list = goods.join(',');
    notify(list.length > MAX_LIST_CHARS ? origin : `${origin} ${list}`);
  };

  opts.subscribe((goods) => {
    if (applying || closed) return; // a remote change applied here is not announced again
    if (!goods) {
      notify(origin);
      return;
    }
    if (!pending) {
      pending = new Set();
      setImmediate(flush);
    }
    for (const id of goods) pending.add(id);
  });

  /** Reconnects that failed in a row (the database away). */
  let failedTries = 0;

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: opts.databaseUrl, application_name: 'shop change feed' });
    next.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      const [from, list] = msg.payload.split(' ');
      if (list?.startsWith('~')) {
        if (from === origin) syncedAt = Math.max(syncedAt, Number(list.slice(1)));
        return;
      }
      if (from === origin) return;
      apply(list ? list.split(',').map(Number) : undefined);
    });
    next.on('error', (err) => {
      opts.logger?.warn({ err }, 'change feed: connection lost, reconnecting');
      next.end().catch(() => undefined);
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }

  function schedule() {
    client = undefined;
    if (closed || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await listen();
        if (failedTries > 0) opts.logger?.info({ tries: failedTries + 1 }, 'change feed: listening again');
        failedTries = 0;
        apply(); // changes announced while this process was not listening
      } catch (err) {
        // Once per outage, not once a second while the database is away.
        if (failedTries++ === 0) opts.logger?.warn({ err }, 'change feed: reconnect failed, retrying every second');
        schedule();
      }
    }, RECONNECT_MS);
    retry.unref();
  }

  await listen();
  return {
    freshAsOf() {
      const at = Date.now();
      if (client && !closed && at - markSentAt >= SYNC_MS) {
        markSentAt = at;
        notify(`${origin} ~${at}`);
      }
      return syncedAt;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
