// The related goods job on the embedded database (issue #41 item 1): PGlite runs in the
// server's own thread over one connection, so a long statement stalls every request.
// Opens (or prepares, the first time) a PGlite data directory with the demo shop, a
// generated catalog (bench/generate-catalog.ts) and paid orders of three goods each,
// then times the job's run twice (the first run writes every list; the second finds
// nothing changed) with a 10 ms timer recording the event loop's longest stall.
//
//   node --experimental-strip-types bench/related-job.ts [--goods 10000] [--orders 5000] [--data-dir DIR]
//
// A data directory given and already prepared is reused as it is (its lists emptied
// first, so that the first run writes them all again).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { runOnce } from '../src/server/db/run-once.ts';
import { seedDemo } from '../src/server/db/seed/index.ts';
import { refreshRelatedLists } from '../src/server/modules/related/queries.ts';
import { generateCatalog } from './generate-catalog.ts';

const { values } = parseArgs({
  options: {
    goods: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '5000' },
    'data-dir': { type: 'string' },
  },
});
const goodCount = Number(values.goods);
const orderCount = Number(values.orders);
const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'shop-bench-related-'));
const prepared = existsSync(join(dataDir, 'pglite', 'PG_VERSION'));

const database = await openDatabase({ dataDir });
await runMigrations(database);
if (!prepared) {
  console.log(`embedded database in ${dataDir}: seeding, ${goodCount} goods x 5 SKUs, ${orderCount} paid orders…`);
  await seedDemo(database);
  await generateCatalog(database.pool, goodCount);
  await database.pool.query(
    `INSERT INTO users (email, username) VALUES ('bench-related@example.com', 'bench-related') ON CONFLICT DO NOTHING`,
  );
  // Paid orders of three goods each, spread over the last 200 days (some outside
  // TOGETHER_DAYS), the goods of an order near each other in id (so pairs repeat).
  await database.pool.query(
    `INSERT INTO orders (order_no, user_id, status, currency, items_total, shipping_fee, total, item_count,
                         shop_currency, shop_items_total, shop_shipping_fee, shop_discount, shop_total, address,
                         pay_deadline, paid_at, created_at)
     SELECT 'BENCH-REL-' || n, (SELECT min(id) FROM users), 2, 'CNY', 300, 0, 300, 3, 'CNY', 300, 0, 0, 300,
            '{}'::jsonb, now(), now() - ((n % 200) || ' days')::interval, now()
     FROM generate_series(1, $1::int) AS n`,
    [orderCount],
  );
  await database.pool.query(
    `WITH bulk AS (SELECT min(id) AS lo, count(*) AS n FROM goods WHERE images = '[]'::jsonb)
     INSERT INTO order_lines (order_id, good_id, sku_id, sku_code, name, price, quantity, total)
     SELECT o.id, g.id, s.id, s.code, g.name, 100, 1, 100
     FROM orders o CROSS JOIN bulk CROSS JOIN generate_series(0, 2) AS k
     JOIN goods g ON g.id = bulk.lo + ((o.id * 7919) % bulk.n + k * (1 + o.id % 5)) % bulk.n
     JOIN LATERAL (SELECT id, code FROM good_skus WHERE good_id = g.id ORDER BY id LIMIT 1) s ON true
     WHERE o.order_no LIKE 'BENCH-REL-%'`,
  );
  await database.pool.query('VACUUM ANALYZE');
}
const { rows: counts } = await database.pool.query<{ goods: number; orders: number }>(
  `SELECT (SELECT count(*)::int FROM goods WHERE on_shelf) AS goods,
          (SELECT count(*)::int FROM orders WHERE paid_at IS NOT NULL) AS orders`,
);
console.log(`${counts[0]!.goods} goods on shelf, ${counts[0]!.orders} paid orders (${dataDir})`);
await database.pool.query('DELETE FROM related_goods');

/**
 * Runs the job once (due: a change heard just now) and answers its time, the longest
 * stall of the event loop (wall clock) and the main thread's CPU time, the most CPU time the main thread (PGlite runs in
 * it) spent between two turns of a 10 ms timer (on a loaded host a wall-clock stall may be
 * the process waiting for a core, not working), and the lists changed.
 */
async function timedRun(): Promise<{
  ms: number;
  cpuMs: number;
  stallMs: number;
  stallCpuMs: number;
  changed: number;
}> {
  const cpuMs = () => {
    const u = process.threadCpuUsage();
    return (u.user + u.system) / 1000;
  };
  let last = performance.now();
  let lastCpu = cpuMs();
  let stallMs = 0;
  let stallCpuMs = 0;
  const tick = () => {
    const now = performance.now();
    const cpu = cpuMs();
    stallMs = Math.max(stallMs, now - last - 10);
    stallCpuMs = Math.max(stallCpuMs, cpu - lastCpu);
    last = now;
    lastCpu = cpu;
  };
  const timer = setInterval(tick, 10);
  const start = performance.now();
  const startCpu = cpuMs();
  let changed = 0;
  await runOnce(
    database.db,
    'related goods (bench)',
    { everyMs: 0, changedAt: new Date(Date.now() + 60_000) },
    async () => {
      changed = (await refreshRelatedLists(database.db)).length;
    },
  );
  const ms = performance.now() - start;
  const runCpuMs = cpuMs() - startCpu;
  clearInterval(timer);
  tick();
  return { ms, cpuMs: runCpuMs, stallMs, stallCpuMs, changed };
}

for (const label of ['first run (every list written)', 'second run (nothing changed)']) {
  const r = await timedRun();
  console.log(
    `${label}: ${(r.ms / 1000).toFixed(2)} s (${(r.cpuMs / 1000).toFixed(2)} s of the thread's CPU), longest event-loop stall ${r.stallMs.toFixed(0)} ms wall clock, ` +
      `${r.stallCpuMs.toFixed(0)} ms of the thread's CPU, ${r.changed} lists changed`,
  );
}
await database.close();
