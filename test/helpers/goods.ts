// A good with SKUs inserted straight into the database, for checkout and payment tests.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { goodSkus, goods } from '../../src/server/db/schema.ts';

let n = 0;

export interface TestSku {
  id: number;
  goodId: number;
  price: number;
}

/** One good with one SKU per entry of `skus` (price and stock in minor units and pieces). */
export async function insertGood(
  db: Db,
  skus: { price: number; stock: number }[],
  opts: { services?: number[]; onShelf?: boolean } = {},
): Promise<TestSku[]> {
  n++;
  const prices = skus.map((s) => s.price);
  const [good] = await db
    .insert(goods)
    .values({
      name: { 'zh-cn': `测试商品 ${n}`, en: `Test good ${n}` },
      description: { 'zh-cn': '', en: '' },
      images: [`/uploads/test-${n}.webp`],
      property: [
        {
          key: 'size',
          name: { 'zh-cn': '尺码', en: 'Size' },
          values: skus.map((_, i) => ({ key: `s${i}`, name: { 'zh-cn': `尺码${i}`, en: `Size ${i}` } })),
        },
      ],
      services: opts.services ?? [],
      onShelf: opts.onShelf ?? true,
      priceMin: Math.min(...prices),
      priceMax: Math.max(...prices),
    })
    .returning({ id: goods.id });
  if (!good) throw new Error('good insert failed');
  const rows = await db
    .insert(goodSkus)
    .values(
      skus.map((s, i) => ({
        goodId: good.id,
        code: `T${n}-${i}-${Date.now()}`,
        options: { size: `s${i}` },
        price: s.price,
        stock: s.stock,
      })),
    )
    .returning({ id: goodSkus.id, price: goodSkus.price });
  return rows.map((r) => ({ id: r.id, goodId: good.id, price: r.price }));
}

export async function stockOf(db: Db, skuId: number): Promise<number> {
  const [row] = await db.select({ stock: goodSkus.stock }).from(goodSkus).where(eq(goodSkus.id, skuId));
  return row?.stock ?? Number.NaN;
}

export async function setStock(db: Db, skuId: number, stock: number): Promise<void> {
  await db.update(goodSkus).set({ stock, updatedAt: sql`now()` }).where(eq(goodSkus.id, skuId));
}
