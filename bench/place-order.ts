// Place-order throughput (issue 5): 50 buyers placing orders at once on the real
// PostgreSQL through the built server, on one hot SKU (every buyer wants the same
// thing: the worst case for row locks) and spread over 1,000 SKUs; then the rush:
// 200 buyers at once for a SKU with 50 units, checked for overselling.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';
import { addresses } from '../src/server/db/schema.ts';
import { createAccountService } from '../src/server/modules/accounts/service.ts';
import { createSessionService } from '../src/server/modules/accounts/sessions.ts';

interface Buyer {
  headers: Record<string, string>;
  addressId: number;
}

/** Customers with a session (header auth, as apps use) and a US address, made in the database. */
export async function makeBuyers(database: Database, secret: string, n: number): Promise<Buyer[]> {
  const accounts = createAccountService(database.db);
  const sessions = createSessionService(database.db, secret);
  const buyers: Buyer[] = [];
  for (let i = 0; i < n; i++) {
    const userId = await accounts.findOrCreateByEmail(`bench-buyer-${i}@example.com`);
    const { token, sign } = await sessions.issue(userId, { client: 4, ip: '127.0.0.1', userAgent: 'bench' });
    const [row] = await database.db
      .insert(addresses)
      .values({
        userId,
        country: 'US',
        province: 'California',
        city: 'San Francisco',
        address: `${i} Market St`,
        contact: `Buyer ${i}`,
        phone: '+14155550100',
        isDefault: true,
      })
      .returning({ id: addresses.id });
    buyers.push({ headers: { token, sign, 'content-type': 'application/json', lang: 'en' }, addressId: row!.id });
  }
  return buyers;
}

/** SKU ids set up for the runs: one hot SKU with plenty of stock, 1,000 others, one with 50 units. */
export async function prepareSkus(database: Database) {
  const { rows } = await database.db.execute<{ id: number }>(
    sql`SELECT s.id FROM good_skus s JOIN goods g ON g.id = s.good_id WHERE g.on_shelf ORDER BY s.id LIMIT 1002`,
  );
  const ids = rows.map((r) => r.id);
  const [hot, rush, ...spread] = ids;
  await database.db.execute(
    sql`UPDATE good_skus SET stock = 10000000 WHERE id = ANY(${`{${[hot, ...spread].join(',')}}`}::int[])`,
  );
  await database.db.execute(sql`UPDATE good_skus SET stock = 50 WHERE id = ${rush}`);
  return { hot: hot!, rush: rush!, spread };
}

export async function orderThroughput(
  base: string,
  buyers: Buyer[],
  pickSku: () => number,
  seconds: number,
): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: base,
    connections: buyers.length,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/v2/order',
        setupRequest: (req, context: { buyer?: Buyer }) => {
          context.buyer ??= buyers[next++ % buyers.length];
          const b = context.buyer!;
          return {
            ...req,
            headers: b.headers,
            body: JSON.stringify({ items: [{ sku_id: pickSku(), quantity: 1 }], address_id: b.addressId }),
          };
        },
      },
    ],
  });
}

/** 200 requests at once for a SKU with 50 units: how many orders, how long, how much stock left. */
export async function rush(base: string, database: Database, buyers: Buyer[], skuId: number) {
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const b = buyers[i % buyers.length]!;
      const res = await fetch(`${base}/v2/order`, {
        method: 'POST',
        headers: b.headers,
        body: JSON.stringify({ items: [{ sku_id: skuId, quantity: 1 }], address_id: b.addressId }),
      });
      return ((await res.json()) as { code: number }).code;
    }),
  );
  const ms = performance.now() - started;
  const { rows } = await database.db.execute<{ stock: number; sold: number }>(sql`
    SELECT stock, (SELECT coalesce(sum(quantity), 0)::int FROM order_lines WHERE sku_id = ${skuId}) AS sold
    FROM good_skus WHERE id = ${skuId}`);
  return {
    ms,
    ok: results.filter((c) => c === 200).length,
    soldOut: results.filter((c) => c === 409).length,
    other: results.filter((c) => c !== 200 && c !== 409).length,
    stock: rows[0]!.stock,
    sold: rows[0]!.sold,
  };
}
