// Place-order throughput alone (for profiling): node bench/orders-only.ts [--duration 8] [--pool 20]
// [--workers 1] (one server process by default, so that PROF=1 profiles all of it)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { seedDemo } from '../src/server/db/seed/index.ts';
import { createTestDatabase } from '../test/helpers/pg.ts';
import { makeBuyers, orderThroughput, prepareSkus } from './place-order.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    pool: { type: 'string', default: '20' },
    workers: { type: 'string', default: '1' },
    sku: { type: 'string', default: 'spread' },
  },
});
const db = await createTestDatabase('shop_orders');
const database = await openDatabase({ databaseUrl: db.url, dataDir: join(tmpdir(), 'shop-bench-data') });
await runMigrations(database);
await seedDemo(database);
const secret = randomBytes(32).toString('hex');
const buyers = await makeBuyers(database, secret, 50);
const skus = await prepareSkus(database);
const port = 3900 + Math.floor(Math.random() * 50);
const base = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  [
    '--disable-warning=ExperimentalWarning',
    ...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/ob'] : []),
    'src/server/main.ts',
  ],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      DATA_DIR: join(tmpdir(), 'shop-bench-data'),
      LOG_LEVEL: 'warn',
      DB_POOL_MAX: values.pool,
      WEB_CONCURRENCY: values.workers,
      SECRET: secret,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
for (let i = 0; i < 300; i++) {
  if (
    await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false)
  )
    break;
  await new Promise((r) => setTimeout(r, 200));
}
const pick = values.sku === 'hot' ? () => skus.hot : () => skus.spread[Math.floor(Math.random() * skus.spread.length)]!;
await orderThroughput(base, buyers, pick, 2);
const r = await orderThroughput(base, buyers, pick, Number(values.duration));
console.log(
  `${r.requests.average.toFixed(0)} orders/s p50 ${r.latency.p50} p99 ${r.latency.p99} errors ${r.errors + r.non2xx}`,
);
server.kill('SIGINT');
await new Promise((r) => server.once('exit', r));
await database.close();
await db.drop();
