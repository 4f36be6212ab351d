// A small catalog with known answers for the catalog API tests.
import type { Db } from '../../src/server/db/client.ts';
import { goodGroupItems, goodGroups, goodSkus, goods } from '../../src/server/db/schema.ts';
import { goodSearchVector } from '../../src/server/db/search-index.ts';

const t = (zh: string, en: string) => ({ 'zh-cn': zh, en });

export interface Fixture {
  tea: number;
  teaGreen: number;
  apparel: number;
  picks: number;
  longjing: number;
  teapot: number;
  shirt: number;
  hidden: number;
  soldOut: number;
}

export async function insertCatalogFixture(db: Db): Promise<Fixture> {
  const group = async (type: number, name: ReturnType<typeof t>, parentId: number | null = null, sort = 0) =>
    (await db.insert(goodGroups).values({ type, name, parentId, sort }).returning({ id: goodGroups.id }))[0].id;
  const tea = await group(1, t('茶叶', 'Tea'), null, 0);
  const teaGreen = await group(1, t('绿茶', 'Green tea'), tea, 0);
  const apparel = await group(1, t('服饰', 'Apparel'), null, 1);
  const picks = await group(2, t('风格精选', 'Style Selection'));

  const good = async (
    name: ReturnType<typeof t>,
    categoryId: number,
    skus: { code: string; price: number; stock: number; options?: Record<string, string> }[],
    extra: { sales?: number; onShelf?: boolean; day?: number; sort?: number; property?: unknown } = {},
  ) => {
    const prices = skus.map((s) => s.price);
    const [row] = await db
      .insert(goods)
      .values({
        name,
        description: t(`${name['zh-cn']}的介绍`, `About ${name.en}`),
        categoryId,
        images: ['/uploads/fixture/a.webp'],
        property: (extra.property ?? []) as never,
        services: [1, 4],
        sales: extra.sales ?? 0,
        sort: extra.sort ?? 0,
        onShelf: extra.onShelf ?? true,
        priceMin: Math.min(...prices),
        priceMax: Math.max(...prices),
        createdAt: new Date(Date.UTC(2026, 0, extra.day ?? 1)),
        search: goodSearchVector(name, { 'zh-cn': '', en: '' }) as unknown as string,
      })
      .returning({ id: goods.id });
    await db.insert(goodSkus).values(skus.map((s) => ({ goodId: row.id, ...s, options: s.options ?? {} })));
    return row.id;
  };

  const longjing = await good(
    t('西湖龙井茶', 'West Lake Longjing Tea'),
    teaGreen,
    [{ code: 'LJ-1', price: 12800, stock: 5 }],
    {
      sales: 50,
      day: 1,
      sort: 3,
    },
  );
  const teapot = await good(t('紫砂茶壶', 'Yixing Clay Teapot'), tea, [{ code: 'POT-1', price: 39900, stock: 2 }], {
    sales: 10,
    day: 2,
    sort: 2,
  });
  const shirt = await good(
    t('亚麻衬衫', 'Linen Shirt'),
    apparel,
    [
      { code: 'SH-R-S', price: 19900, stock: 3, options: { color: 'red', size: 's' } },
      { code: 'SH-R-M', price: 20900, stock: 0, options: { color: 'red', size: 'm' } },
      { code: 'SH-B-S', price: 19900, stock: 1, options: { color: 'blue', size: 's' } },
    ],
    {
      sales: 99,
      day: 3,
      sort: 1,
      property: [
        {
          key: 'color',
          name: t('颜色', 'Colour'),
          values: [
            { key: 'red', name: t('红色', 'Red'), color: '#c00' },
            { key: 'blue', name: t('蓝色', 'Blue'), color: '#00c' },
          ],
        },
        {
          key: 'size',
          name: t('尺码', 'Size'),
          values: [
            { key: 's', name: t('S', 'S') },
            { key: 'm', name: t('M', 'M') },
          ],
        },
      ],
    },
  );
  const hidden = await good(t('下架茶杯', 'Retired Cup'), tea, [{ code: 'CUP-1', price: 100, stock: 9 }], {
    onShelf: false,
    day: 4,
  });
  const soldOut = await good(t('售罄围巾', 'Sold-out Scarf'), apparel, [{ code: 'SC-1', price: 5000, stock: 0 }], {
    day: 5,
    sales: 5,
  });
  await db.insert(goodGroupItems).values([
    { groupId: picks, goodId: shirt, sort: 0 },
    { groupId: picks, goodId: longjing, sort: 1 },
    { groupId: picks, goodId: hidden, sort: 2 },
  ]);
  return { tea, teaGreen, apparel, picks, longjing, teapot, shirt, hidden, soldOut };
}
