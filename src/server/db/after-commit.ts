// Work that must only happen once a transaction's changes are visible to everyone, such
// as clearing the caches that hold the rows it changed. Cleared before the commit, a
// cache can be filled again at once with the old rows (another request reads them while
// the transaction is still open) and would then keep them until the next change.
// `afterCommit` queues a callback while a transaction of `db.transaction` is open in
// the calling async context and runs it once that transaction has committed (never if
// it rolls back); outside a transaction it runs the callback at once.
import { AsyncLocalStorage } from 'node:async_hooks';

interface Scope {
  db: object;
  callbacks: (() => void)[];
  /** Committed or rolled back: later callbacks (work the transaction did not await) run at once. */
  ended: boolean;
}

const scope = new AsyncLocalStorage<Scope>();

export function afterCommit(callback: () => void): void {
  const open = scope.getStore();
  if (open && !open.ended) open.callbacks.push(callback);
  else callback();
}

/**
 * The database handle whose `db.transaction` is open in the calling async context, if
 * any: what work done inside a transaction (the restock alerts) registered per handle.
 */
export function openTransactionDb(): object | undefined {
  const open = scope.getStore();
  return open && !open.ended ? open.db : undefined;
}

type GoodsListener = (goods: readonly number[]) => void;
const goodsListeners = new WeakMap<object, Set<GoodsListener>>();

/**
 * Registers who must hear of goods whose rows changed through this database handle
 * (the catalog service: its caches and the change feed). Returns its removal.
 */
export function onGoodsChanged(db: object, listener: GoodsListener): () => void {
  const set = goodsListeners.get(db) ?? new Set<GoodsListener>();
  set.add(listener);
  goodsListeners.set(db, set);
  return () => set.delete(listener);
}

/**
 * Says that these goods' rows changed (stock, sales) in the open transaction, heard by
 * its database's listeners once it commits; outside a transaction, `db` (the handle
 * the change went through) hears at once. Order code calls it; staff changes clear
 * the whole catalog instead (catalog.invalidate).
 */
export function goodsChanged(goods: readonly number[], db?: object): void {
  if (goods.length === 0) return;
  const target = scope.getStore()?.db ?? db;
  if (!target) return;
  afterCommit(() => {
    for (const listener of goodsListeners.get(target) ?? []) listener(goods);
  });
}

/**
 * Wraps `db.transaction` so the callbacks queued inside it run after its commit. A
 * nested transaction (a savepoint, `tx.transaction`) is not wrapped: its callbacks wait
 * for the outer commit, the one that makes them visible.
 */
export function trackCommits<D extends { transaction: (...args: never[]) => Promise<unknown> }>(db: D): void {
  const transaction = db.transaction.bind(db) as (
    fn: (tx: unknown) => Promise<unknown>,
    config?: unknown,
  ) => Promise<unknown>;
  (db as { transaction: unknown }).transaction = async (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => {
    const state: Scope = { db, callbacks: [], ended: false };
    try {
      const out = await scope.run(state, () => transaction(fn, config));
      state.ended = true;
      for (const callback of state.callbacks.splice(0)) callback();
      return out;
    } finally {
      state.ended = true;
      state.callbacks.length = 0; // rolled back: what it changed never happened
    }
  };
}
