// Product pages rendered ahead, while the process has nothing else to do (issue #20
// item 3): after a start, and after a change, each good's page in both languages and the
// shop's currency goes to the shared page store (lib/page-store.ts), so that a shopper
// (or a crawler) asking for any of them is answered from there, not by a 2-4 ms
// rendering. The processes of a server split the goods between them. A request from
// outside always comes first: a rendering starts only when none is in flight and none
// arrived in the last moment, one at a time, so under load nothing is rendered ahead.
//
// A page's rendering leaves its good's API answer (GET /v1/good/:id) kept in the process
// that rendered it. The goods the other processes render get theirs here too, in the
// default language, before the pages: an app (or a shopper whose connection landed on
// the other process) opening any product is answered from memory, not by a database
// read and a serialization (about 0.35 ms of the process's time each).
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, localizePath } from '../domain/i18n/locale.ts';
import { RENDER_AHEAD_HEADER } from './ssr.ts';

/** A rendering starts this long after the last request from outside arrived. */
const QUIET_MS = 20;
/** How often a busy process looks again. */
const BUSY_WAIT_MS = 50;
/** A change is followed by others (a staff member's edits): the pages wait for the last. */
const AFTER_CHANGE_MS = 2000;

export function startRenderingAhead(
  app: FastifyInstance,
  opts: { worker: number; workers: number; logger?: FastifyBaseLogger },
): () => Promise<void> {
  let inFlight = 0;
  let lastRequestAt = 0;
  app.server.on('request', (_req, res) => {
    inFlight++;
    lastRequestAt = Date.now();
    res.once('close', () => {
      inFlight--;
    });
  });

  let stopped = false;
  const stopping = new AbortController();
  /** A pause that ends at once when the server stops. */
  const pause = (ms: number) => sleep(ms, undefined, { signal: stopping.signal }).catch(() => undefined);
  /** Goods whose pages are to be rendered, in order (best sellers first). */
  let queue: number[] = [];
  /** Goods of the other processes whose API answer is to be kept here (drained first). */
  let answers: number[] = [];
  let everything = true;
  let changedAt = Date.now();
  const mine = (ids: readonly number[]) => ids.filter((id) => id % opts.workers === opts.worker);
  const others = (ids: readonly number[]) => ids.filter((id) => id % opts.workers !== opts.worker);
  const ahead = (list: number[], ids: number[]) => list.unshift(...ids.filter((id) => !list.includes(id)));

  const unsubscribe = app.deps.catalog.onInvalidate((goods) => {
    changedAt = Date.now();
    if (!goods) everything = true;
    else {
      ahead(queue, mine(goods));
      ahead(answers, others(goods));
    }
  });

  const quiet = () => inFlight === 0 && Date.now() - lastRequestAt >= QUIET_MS;

  /** Asks in-process, once nothing from outside is waiting; false when stopped. */
  async function ask(url: string, headers: Record<string, string>): Promise<boolean> {
    while (!stopped && !quiet()) await pause(BUSY_WAIT_MS);
    if (stopped) return false;
    const res = await app.inject({ url, headers });
    if (res.statusCode >= 500) throw new Error(`asking ${url} ahead answered ${res.statusCode}`);
    return true;
  }

  async function renderGood(id: number) {
    for (const locale of LOCALES) {
      if (!(await ask(localizePath(`/product/${id}`, locale), { [RENDER_AHEAD_HEADER]: '1' }))) return;
    }
  }

  /** The good's API answer in the default language (what an app naming no language gets). */
  const keepAnswer = (id: number) => ask(`/v1/good/${id}`, { lang: DEFAULT_LOCALE });

  const loop = (async () => {
    while (!stopped) {
      if (Date.now() - changedAt < AFTER_CHANGE_MS || (!everything && queue.length === 0 && answers.length === 0)) {
        await pause(BUSY_WAIT_MS * 4);
        continue;
      }
      if (everything) {
        everything = false;
        const started = Date.now();
        try {
          const ids = await app.deps.catalog.shelfIds();
          queue = mine(ids);
          answers = others(ids);
        } catch (err) {
          opts.logger?.warn({ err }, 'rendering ahead: could not list the goods');
          everything = true;
          await pause(AFTER_CHANGE_MS);
          continue;
        }
        const count = queue.length;
        await drain();
        if (!stopped && !everything) {
          opts.logger?.info(`rendered ${count} product pages ahead in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        }
        continue;
      }
      await drain();
    }
  })();

  async function drain() {
    while (!stopped && !everything && (answers.length > 0 || queue.length > 0)) {
      try {
        if (answers.length > 0) await keepAnswer(answers.shift() as number);
        else await renderGood(queue.shift() as number);
      } catch (err) {
        // A page that fails ahead fails for its shopper too: note it, give the cause
        // (a database gone away) a moment, go on.
        opts.logger?.warn({ err }, 'rendering ahead failed');
        await pause(AFTER_CHANGE_MS);
      }
    }
  }

  return async () => {
    stopped = true;
    stopping.abort();
    unsubscribe();
    await loop;
  };
}
