import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BoughtWith,
  pickRelated,
  RELATED_KEPT,
  RELATED_SHOWN,
  type RelatedEntry,
  relatedList,
  relatedListKey,
  relatedPools,
  type ShelfGood,
} from './related.ts';

const c = (id: number, in_stock = true) => ({ id, in_stock });

describe('pickRelated', () => {
  it('keeps the order given, each good once, never one asked about, only goods in stock', () => {
    const picked = pickRelated([c(5), c(1), c(7, false), c(5), c(3), c(2)], [1, 2]);
    expect(picked.map((g) => g.id)).toEqual([5, 3]);
  });

  it('shows 8 at most', () => {
    const many = Array.from({ length: 30 }, (_, i) => c(i + 10));
    expect(pickRelated(many, [])).toHaveLength(RELATED_SHOWN);
    expect(pickRelated(many, [], 3).map((g) => g.id)).toEqual([10, 11, 12]);
  });

  it('answers nothing for nothing', () => {
    expect(pickRelated([], [1])).toEqual([]);
  });
});

describe('relatedList', () => {
  const good = (id: number, category_id: number | null, family: number | null, sales: number): ShelfGood => ({
    id,
    category_id,
    family,
    sales,
  });

  it('bought together first (most orders, then best sellers), then its category, its tree, the best sellers', () => {
    const x = good(1, 10, 100, 3);
    const offered = [
      x,
      good(2, 10, 100, 5), // same category
      good(3, 11, 100, 50), // same tree
      good(4, 20, 200, 90), // elsewhere: a best seller
      good(5, 20, 200, 1), // bought with x twice
      good(6, 20, 200, 2), // bought with x once
      good(7, 20, 200, 4), // bought with x once, sells more than 6
    ];
    const list = relatedList(
      x,
      [
        { id: 6, orders: 1 },
        { id: 5, orders: 2 },
        { id: 7, orders: 1 },
        { id: 99, orders: 9 }, // not on offer (sold out or off shelf)
      ],
      relatedPools(offered),
    );
    expect(list).toEqual([
      { id: 5, source: 1 },
      { id: 7, source: 1 },
      { id: 6, source: 1 },
      { id: 2, source: 2 },
      { id: 3, source: 2 },
      { id: 4, source: 3 },
    ]);
    expect(relatedListKey(list)).toBe('5:1,7:1,6:1,2:2,3:2,4:3');
  });

  it('a good without a category gets goods bought with it, then best sellers; never itself', () => {
    const x = good(1, null, null, 1000);
    const list = relatedList(x, [{ id: 1, orders: 3 }], relatedPools([x, good(2, 10, 10, 1), good(3, 10, 10, 1)]));
    expect(list).toEqual([
      { id: 3, source: 3 },
      { id: 2, source: 3 },
    ]);
  });

  // The rule as the job's former single SQL statement put it (candidates ranked per
  // source, each good's best rank kept, then ordered by source, rank, id): the list
  // worked out in steps must be the same for any catalog.
  function asSql(x: ShelfGood, boughtWith: readonly BoughtWith[], offered: readonly ShelfGood[]): RelatedEntry[] {
    const per = RELATED_KEPT + 1;
    const order = (a: ShelfGood, b: ShelfGood) => b.sales - a.sales || b.id - a.id;
    const ranked = (goods: ShelfGood[]) => [...goods].sort(order).map((g, i) => ({ g, r: i + 1 }));
    const byId = new Map(offered.map((g) => [g.id, g]));
    const candidates: { id: number; source: RelatedEntry['source']; r: number }[] = [];
    const together = boughtWith.flatMap((b) => (byId.has(b.id) ? [{ g: byId.get(b.id)!, n: b.orders }] : []));
    for (const [i, t] of together.sort((a, b) => b.n - a.n || order(a.g, b.g)).entries())
      candidates.push({ id: t.g.id, source: 1, r: i + 1 });
    for (const { g, r } of ranked(offered.filter((g) => g.category_id !== null && g.category_id === x.category_id)))
      if (r <= per) candidates.push({ id: g.id, source: 2, r });
    for (const { g, r } of ranked(offered.filter((g) => g.family !== null && g.family === x.family)))
      if (r <= per) candidates.push({ id: g.id, source: 2, r: per + r });
    for (const { g, r } of ranked([...offered])) if (r <= per) candidates.push({ id: g.id, source: 3, r });
    const firsts = new Map<number, (typeof candidates)[number]>();
    for (const c of candidates) {
      if (c.id === x.id) continue;
      const f = firsts.get(c.id);
      if (f === undefined || c.source < f.source || (c.source === f.source && c.r < f.r)) firsts.set(c.id, c);
    }
    return [...firsts.values()]
      .sort((a, b) => a.source - b.source || a.r - b.r || a.id - b.id)
      .slice(0, RELATED_KEPT)
      .map(({ id, source }) => ({ id, source }));
  }

  it('is the former SQL rule for any catalog and any orders', () => {
    const catalog = fc
      .uniqueArray(
        fc.record({
          id: fc.integer({ min: 1, max: 200 }),
          category: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
          sales: fc.integer({ min: 0, max: 8 }),
          inStock: fc.boolean(),
        }),
        { selector: (g) => g.id, maxLength: 80 },
      )
      .map((goods) =>
        goods.map((g) => ({
          // Categories 1-3 are children of 1; 4-6 stand alone.
          good: good(g.id, g.category, g.category === null ? null : g.category <= 3 ? 1 : g.category, g.sales),
          inStock: g.inStock,
        })),
      );
    fc.assert(
      fc.property(
        catalog,
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 220 }), orders: fc.integer({ min: 1, max: 4 }) }), {
          maxLength: 30,
        }),
        fc.nat(),
        (goods, pairs, pick) => {
          if (goods.length === 0) return;
          const x = goods[pick % goods.length]!.good;
          const boughtWith = [...new Map(pairs.filter((p) => p.id !== x.id).map((p) => [p.id, p])).values()];
          const offered = goods.filter((g) => g.inStock).map((g) => g.good);
          expect(relatedList(x, boughtWith, relatedPools(offered))).toEqual(asSql(x, boughtWith, offered));
        },
      ),
      { numRuns: 500 },
    );
  });
});
