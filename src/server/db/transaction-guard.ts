// A query through the pool while the same request holds a transaction is a bug: on the
// embedded database (one connection) it waits forever for its own transaction, and on
// a server it takes a second connection per request, so a burst of such requests
// starves the pool (each holds one and waits for another). It also reads outside the
// transaction's snapshot and locks. The guard marks the async context of every
// transaction's callback and refuses a pooled query or checkout from inside it, so the
// mistake fails the test that reaches it instead of hanging a shop under load.
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

interface Scope {
  open: boolean;
}

const scope = new AsyncLocalStorage<Scope>();

export class PooledQueryInTransaction extends Error {
  constructor() {
    super(
      'A query went through the pool while this request holds a transaction: use the transaction (tx), or read before it starts',
    );
    this.name = 'PooledQueryInTransaction';
  }
}

/**
 * Throws inside an open transaction. The pool calls it; so do cached pooled reads (the
 * settings), whose cache hides the query until the day it has expired.
 */
export function assertNoOpenTransaction(): void {
  // Work started inside a transaction may outlive it (a promise not awaited): only an
  // open transaction counts.
  if (scope.getStore()?.open) throw new PooledQueryInTransaction();
}

const check = assertNoOpenTransaction;

/**
 * Wraps `transaction` so its callback runs in a marked scope, and the pool so it checks
 * the mark. On in tests and development, and always on the embedded database, where the
 * query would otherwise wait forever; a production server keeps serving such a path
 * (with a second connection) rather than failing it.
 */
export function guardTransactions<D extends { transaction: (...args: never[]) => Promise<unknown> }>(
  db: D,
  pool: pg.Pool,
  embedded: boolean,
): void {
  if (!embedded && process.env.NODE_ENV === 'production') return;
  const transaction = db.transaction.bind(db) as (
    fn: (tx: unknown) => Promise<unknown>,
    config?: unknown,
  ) => Promise<unknown>;
  (db as { transaction: unknown }).transaction = (fn: (tx: unknown) => Promise<unknown>, config?: unknown) =>
    transaction((tx) => {
      const state: Scope = { open: true };
      return scope
        .run(state, () => fn(tx))
        .finally(() => {
          state.open = false;
        });
    }, config);
  for (const method of ['query', 'connect'] as const) {
    const original = pool[method].bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      try {
        check();
      } catch (err) {
        // node-postgres takes a callback or answers a promise.
        const callback = args.at(-1);
        if (typeof callback === 'function') return void callback(err);
        return Promise.reject(err);
      }
      return original(...args);
    };
  }
}
