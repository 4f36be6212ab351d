// Seeds the demo catalog: categories, home collections and goods with SKUs. Their
// pictures are drawn locally on demand (catalog-art.ts).
import { sql } from 'drizzle-orm';
import { GROUP_TYPE } from '../../../domain/catalog/catalog.ts';
import { normaliseSynonymTerms } from '../../modules/catalog/synonyms.ts';
import type { Executor } from '../client.ts';
import { goodGroupItems, goodGroups, goodSkus, goods, searchSynonyms } from '../schema.ts';
import { goodSearchVector, refreshGoodDocuments } from '../search-index.ts';
import { demoArtPaths } from './catalog-art.ts';
import { DEMO_CATEGORIES, DEMO_COLLECTIONS, DEMO_GOODS } from './catalog-data.ts';
import { DEMO_SEARCH_TERMS, DEMO_SYNONYMS } from './search.ts';

export async function seedCatalog(db: Executor): Promise<void> {
  // Categories (parents first) and collections.
  const groupIds = new Map<string, number>();
  for (const [sort, c] of DEMO_CATEGORIES.entries()) {
    const parentId = c.parent ? groupIds.get(c.parent) : null;
    const [row] = await db
      .insert(goodGroups)
      .values({ type: GROUP_TYPE.category, parentId, name: c.name, sort })
      .returning({ id: goodGroups.id });
    groupIds.set(c.key, row.id);
  }
  const collectionIds = new Map<string, number>();
  for (const [sort, c] of DEMO_COLLECTIONS.entries()) {
    const [row] = await db
      .insert(goodGroups)
      .values({ type: GROUP_TYPE.collection, name: c.name, description: c.description, sort })
      .returning({ id: goodGroups.id });
    collectionIds.set(c.key, row.id);
  }

  // Goods, newest last so that "newest" differs from the default order.
  const collectionSort = new Map<string, number>();
  for (const [index, good] of DEMO_GOODS.entries()) {
    const art = demoArtPaths(good);
    const prices = good.skus.map((s) => s.price);
    const [row] = await db
      .insert(goods)
      .values({
        categoryId: groupIds.get(good.category) ?? null,
        name: good.name,
        description: good.description,
        searchTerms: DEMO_SEARCH_TERMS[good.key] ?? { 'zh-cn': '', en: '' },
        images: art.gallery,
        property: good.axes.map((a) => ({
          key: a.key,
          name: a.name,
          values: a.values.map((v) => ({ key: v.key, name: v.name, ...(v.color ? { color: v.color } : {}) })),
        })),
        services: good.services,
        sort: DEMO_GOODS.length - index,
        sales: good.sales,
        priceMin: Math.min(...prices),
        priceMax: Math.max(...prices),
        search: goodSearchVector(good.name, good.description) as unknown as string,
        createdAt: new Date(Date.UTC(2026, 0, 1) + index * 86_400_000),
      })
      .returning({ id: goods.id });
    await db.insert(goodSkus).values(
      good.skus.map((s) => ({
        goodId: row.id,
        code: s.code,
        options: Object.fromEntries(good.axes.map((a, i) => [a.key, s.values[i]])),
        price: s.price,
        stock: s.stock,
        image: (art.colorAxis >= 0 && art.byColor.get(s.values[art.colorAxis])) || art.gallery[0],
      })),
    );
    for (const key of good.collections) {
      const groupId = collectionIds.get(key);
      if (!groupId) continue;
      const sort = collectionSort.get(key) ?? 0;
      collectionSort.set(key, sort + 1);
      await db.insert(goodGroupItems).values({ groupId, goodId: row.id, sort });
    }
  }

  // Search: the synonyms, and every good's document with its categories, options and terms.
  await db
    .insert(searchSynonyms)
    .values(DEMO_SYNONYMS.map((g) => ({ terms: normaliseSynonymTerms(g.terms), oneWay: g.oneWay ?? false })));
  await refreshGoodDocuments(db, 'all');
}
