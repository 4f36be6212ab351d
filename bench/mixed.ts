// The mixed checkout load (issue #16): shoppers browsing, adding to the cart, placing
// orders of several SKUs out of a small shared set (so orders overlap and fight for the
// same rows), starting a demo payment, then paying on the other instance, cancelling,
// or both at once, for a while, against two server instances on one database. Records
// orders per second, p50 / p99 of every request, answers of 5xx (must be 0) and
// PostgreSQL's own count of deadlocks for the database (must be 0).
import pg from 'pg';

interface Buyer {
  headers: Record<string, string>;
  addressId: number;
}

export interface MixedResult {
  seconds: number;
  shoppers: number;
  requests: number;
  orders: number;
  paid: number;
  cancelled: number;
  p50: number;
  p99: number;
  errors5xx: number;
  deadlocks: number;
  /** Client-side failures (a refused connection, an answer without the expected data). */
  failures: string[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : 0;

export async function mixedCheckout(opts: {
  bases: [string, string];
  databaseUrl: string;
  buyers: Buyer[];
  /** A small set of SKUs every order picks from: overlapping orders, the worst case for locks. */
  skus: number[];
  goodIds: () => number;
  seconds: number;
}): Promise<MixedResult> {
  const client = new pg.Client({ connectionString: opts.databaseUrl });
  client.on('error', () => {}); // the database is dropped after the run
  await client.connect();
  const deadlocks = async () =>
    Number(
      (await client.query('SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()')).rows[0]
        .deadlocks,
    );
  const deadlocksBefore = await deadlocks();
  const latencies: number[] = [];
  let errors5xx = 0;
  let orders = 0;
  let paid = 0;
  let cancelled = 0;
  const failures = new Map<string, number>();

  async function call(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
    const started = performance.now();
    const { 'content-type': _type, ...rest } = headers;
    const sent = body === undefined ? rest : { 'content-type': _type ?? 'application/json', ...rest };
    const res = await fetch(`${base}${path}`, { method, headers: sent, body, redirect: 'manual' });
    const text = await res.text();
    latencies.push(performance.now() - started);
    if (res.status >= 500) errors5xx++;
    if (res.status >= 300 && res.status < 400) return { code: res.status, data: {} };
    try {
      return JSON.parse(text) as { code: number; data: Record<string, unknown> };
    } catch {
      return { code: res.status, data: {} };
    }
  }

  const end = Date.now() + opts.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    opts.buyers.map(async (buyer, i) => {
      for (let round = 0; Date.now() < end; round++) {
        try {
          const [here, there] = (i + round) % 2 ? opts.bases : ([opts.bases[1], opts.bases[0]] as const);
          // Only the session: earlier autocannon runs may have left their own headers in the object.
          const h = { token: buyer.headers.token ?? '', sign: buyer.headers.sign ?? '', lang: 'en' };
          await call(here, 'GET', `/v1/good/${opts.goodIds()}`, h);
          const picked = opts.skus.filter((_, k) => (k + i + round) % 3 !== 0).slice(0, 3);
          if ((i + round) % 2) picked.reverse();
          await call(here, 'POST', '/v1/cart', h, JSON.stringify({ sku_id: picked[0], quantity: 1 }));
          const placed = await call(
            here,
            'POST',
            '/v2/order',
            h,
            JSON.stringify({ items: picked.map((sku_id) => ({ sku_id, quantity: 1 })), address_id: buyer.addressId }),
          );
          if (placed.code !== 200) continue;
          orders++;
          const orderId = placed.data.id as number;
          const started = await call(
            here,
            'POST',
            '/v1/pay',
            h,
            JSON.stringify({ order_id: orderId, provider: 'demo' }),
          );
          if (started.code !== 200) continue;
          const link = new URL(started.data.redirect_url as string);
          const pay = async () => {
            const r = await call(
              there,
              'POST',
              link.pathname + link.search,
              {
                'content-type': 'application/x-www-form-urlencoded',
              },
              'decision=pay',
            );
            if (r.code === 303 || r.code === 200) paid++;
          };
          const cancel = async () => {
            const r = await call(here, 'PUT', `/v1/order/cancel/${orderId}`, h);
            if (r.code === 200) cancelled++;
          };
          if (round % 3 === 0) await pay();
          else if (round % 3 === 1) await cancel();
          else await Promise.all([pay(), cancel()]);
        } catch (err) {
          const key = String((err as Error).message).slice(0, 80);
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const deadlocksAfter = await deadlocks();
  await client.end();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    seconds,
    shoppers: opts.buyers.length,
    requests: latencies.length,
    orders,
    paid,
    cancelled,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors5xx,
    deadlocks: deadlocksAfter - deadlocksBefore,
    failures: [...failures].map(([message, n]) => `${n} x ${message}`),
  };
}
