// The demo shop's shipping rules and coupons (prices in CNY fen, the demo currency).
import type { Executor } from '../client.ts';
import { coupons, shippingRules } from '../schema.ts';

const yuan = (n: number) => n * 100;

/** Mainland parcels are cheap; the rest by region, each free above a threshold. */
const RULES: { countries: (string | null)[]; first: number; additional: number; freeFrom: number | null }[] = [
  { countries: ['CN'], first: yuan(8), additional: yuan(2), freeFrom: yuan(99) },
  { countries: ['HK', 'MO', 'TW'], first: yuan(25), additional: yuan(8), freeFrom: yuan(299) },
  { countries: ['SG', 'MY', 'JP', 'KR'], first: yuan(45), additional: yuan(12), freeFrom: yuan(399) },
  { countries: ['US', 'CA', 'GB', 'DE', 'FR', 'AU', 'NZ'], first: yuan(68), additional: yuan(18), freeFrom: yuan(599) },
  // Everywhere else the shop ships to.
  { countries: [null], first: yuan(88), additional: yuan(25), freeFrom: yuan(799) },
];

export async function seedCheckout(tx: Executor, now = new Date()) {
  await tx.insert(shippingRules).values(
    RULES.flatMap((r) =>
      r.countries.map((country) => ({
        country,
        firstFee: r.first,
        additionalFee: r.additional,
        freeThreshold: r.freeFrom,
      })),
    ),
  );
  const yearLater = new Date(now.getTime() + 365 * 24 * 3600 * 1000);
  const dayBefore = new Date(now.getTime() - 24 * 3600 * 1000);
  await tx.insert(coupons).values([
    {
      code: 'WELCOME10',
      kind: 2,
      value: 10,
      minSpend: yuan(100),
      startsAt: dayBefore,
      endsAt: yearLater,
      totalLimit: 10_000,
      perCustomerLimit: 1,
      description: { 'zh-cn': '新客立减 10%（满 ¥100 可用，每人一次）', en: '10% off your first order over ¥100' },
    },
    {
      code: 'SAVE30',
      kind: 1,
      value: yuan(30),
      minSpend: yuan(300),
      startsAt: dayBefore,
      endsAt: yearLater,
      totalLimit: null,
      perCustomerLimit: null,
      description: { 'zh-cn': '满 ¥300 减 ¥30', en: '¥30 off orders over ¥300' },
    },
  ]);
}
