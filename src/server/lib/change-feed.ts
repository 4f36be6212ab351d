// Staff changes reach every process of every machine within a moment. A change made in
// this process (the catalog's invalidation, which every staff write ends with) is
// announced with PostgreSQL NOTIFY; every process LISTENs on a connection of its own
// (not one of the pool's: a listening session must stay open) and, when another process
// announces a change, clears its own caches. The embedded database belongs to one
// process, so it needs none of this.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const CHANNEL = 'shop_changes';
const RECONNECT_MS = 1000;

export interface ChangeFeed {
  close(): Promise<void>;
}

export async function startChangeFeed(opts: {
  databaseUrl: string;
  pool: pg.Pool;
  /** Registers the local-change listener (catalog.onInvalidate). */
  subscribe(listener: () => void): void;
  /** Clears this process's caches for a change made elsewhere. */
  applyRemote(): void;
  logger?: FastifyBaseLogger;
}): Promise<ChangeFeed> {
  const origin = randomUUID();
  let applying = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const apply = () => {
    applying = true;
    try {
      opts.applyRemote();
    } finally {
      applying = false;
    }
  };

  opts.subscribe(() => {
    if (applying || closed) return; // a remote change applied here is not announced again
    opts.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, origin]).catch((err) => {
      opts.logger?.warn({ err }, 'change feed: could not announce a change');
    });
  });

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: opts.databaseUrl, application_name: 'shop change feed' });
    next.on('notification', (msg) => {
      if (msg.channel === CHANNEL && msg.payload !== origin) apply();
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
        apply(); // changes announced while this process was not listening
      } catch (err) {
        opts.logger?.warn({ err }, 'change feed: reconnect failed');
        schedule();
      }
    }, RECONNECT_MS);
    retry.unref();
  }

  await listen();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
