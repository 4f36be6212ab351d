// The demo catalog seeded on first start: categories, the two home collections and the
// goods with their option axes, SKUs and picture specs. Everything here is fixed data
// (no randomness, no clock), so every seed produces the same shop.
import type { I18nText } from '../../../domain/i18n/locale.ts';
import type { ArtSpec, DemoAxis, DemoCategory, DemoCollection, DemoGood, DemoSku } from './catalog-types.ts';

const t = (zh: string, en: string): I18nText => ({ 'zh-cn': zh, en });

// ---------------------------------------------------------------------------
// Categories (parents before children) and collections

export const DEMO_CATEGORIES: DemoCategory[] = [
  { key: 'tea', name: t('茶叶', 'Tea') },
  { key: 'teaware', name: t('茶具瓷器', 'Teaware & Porcelain') },
  { key: 'apparel', name: t('服饰', 'Apparel') },
  { key: 'accessories', name: t('丝绸配饰', 'Silk & Accessories') },
  { key: 'home', name: t('家居生活', 'Home & Living') },
  { key: 'stationery', name: t('文房雅器', 'Stationery') },
  { key: 'snacks', name: t('零食特产', 'Snacks & Pantry') },
  { key: 'green-tea', name: t('绿茶', 'Green Tea'), parent: 'tea' },
  { key: 'oolong-tea', name: t('乌龙茶', 'Oolong Tea'), parent: 'tea' },
  { key: 'black-tea', name: t('红茶', 'Black Tea'), parent: 'tea' },
  { key: 'white-puer', name: t('白茶·普洱', 'White Tea & Pu-erh'), parent: 'tea' },
  { key: 'teapots', name: t('茶壶·盖碗', 'Teapots & Gaiwans'), parent: 'teaware' },
  { key: 'cups', name: t('杯具', 'Cups & Mugs'), parent: 'teaware' },
  { key: 'porcelain', name: t('瓷器', 'Porcelain'), parent: 'teaware' },
  { key: 'tees', name: t('T恤', 'T-Shirts'), parent: 'apparel' },
  { key: 'shirts', name: t('衬衫', 'Shirts'), parent: 'apparel' },
  { key: 'knitwear', name: t('卫衣·针织', 'Hoodies & Knitwear'), parent: 'apparel' },
  { key: 'dresses', name: t('连衣裙', 'Dresses'), parent: 'apparel' },
];

export const DEMO_COLLECTIONS: DemoCollection[] = [
  {
    key: 'style-selection',
    name: t('风格精选', 'Style Selection'),
    description: t(
      '买手从茶席、衣橱到书房精心挑选，件件带着不张扬的东方气韵。',
      'Our buyers’ picks for the tea table, the wardrobe and the study, each with a quiet Eastern character.',
    ),
  },
  {
    key: 'best-sellers',
    name: t('人气热卖', 'Best Sellers'),
    description: t(
      '大家都在买的口碑好物，回购率最高的几款都在这里。',
      'The crowd favourites: the pieces our customers come back for again and again.',
    ),
  },
];

// ---------------------------------------------------------------------------
// Helpers for axes and SKUs

/** [key, zh, en, colour?] */
type Value = [key: string, zh: string, en: string, color?: string];

function axis(key: string, name: I18nText, values: Value[]): DemoAxis {
  return {
    key,
    name,
    values: values.map(([k, zh, en, color]) =>
      color ? { key: k, name: t(zh, en), color } : { key: k, name: t(zh, en) },
    ),
  };
}

const colorAxis = (values: Value[]) => axis('color', t('颜色', 'Colour'), values);
const weightAxis = (grams: number[]) =>
  axis(
    'weight',
    t('重量', 'Weight'),
    grams.map((g) => [`${g}g`, `${g}g`, `${g} g`]),
  );
const sizeAxis = (sizes: string[]) =>
  axis(
    'size',
    t('尺码', 'Size'),
    sizes.map((s) => [s.toLowerCase(), s, s]),
  );
const capacityAxis = (ml: number[]) =>
  axis(
    'capacity',
    t('容量', 'Capacity'),
    ml.map((v) => [`${v}ml`, `${v}ml`, `${v} ml`]),
  );

interface SkuPlan {
  /** Code prefix, e.g. 'TEA-LJ'; the value keys are appended in upper case. */
  code: string;
  /** One price, or prices by value key (the first key of a SKU found in the map wins). */
  price: number | Record<string, number>;
  /** Typical stock level of one SKU (each SKU gets a fixed share around it). */
  stock: number;
  /** Sold-out combinations as 'key/key', or '*' for every SKU. */
  soldOut?: string[];
  /** Combinations that are not made at all. */
  missing?: string[];
}

/** Stable 32-bit hash (FNV-1a) used to spread stock levels. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function combinations(axes: DemoAxis[]): string[][] {
  let out: string[][] = [[]];
  for (const a of axes) out = out.flatMap((prefix) => a.values.map((v) => [...prefix, v.key]));
  return out;
}

function priceOf(price: SkuPlan['price'], values: string[]): number {
  if (typeof price === 'number') return price;
  const key = values.find((v) => v in price);
  if (key === undefined) throw new Error(`no price for ${values.join('/')}`);
  return price[key];
}

function buildSkus(axes: DemoAxis[], plan: SkuPlan): DemoSku[] {
  return combinations(axes)
    .filter((values) => !plan.missing?.includes(values.join('/')))
    .map((values) => {
      const code = [plan.code, ...values.map((v) => v.toUpperCase())].join('-');
      const price = priceOf(plan.price, values);
      const soldOut = plan.soldOut?.includes('*') || plan.soldOut?.includes(values.join('/'));
      const share = 0.35 + (hash(code) % 1000) / 770;
      const stock = soldOut ? 0 : Math.max(2, Math.min(300, Math.round(plan.stock * share)));
      return { values, price, stock, code };
    });
}

type GoodInput = Omit<DemoGood, 'skus'> & { plan: SkuPlan };

function good({ plan, ...g }: GoodInput): DemoGood {
  return { ...g, skus: buildSkus(g.axes, plan) };
}

const art = (template: string, colors: string[], background: string, label?: string): ArtSpec =>
  label ? { template, colors, background, label } : { template, colors, background };

// Backdrop tints
const BG = {
  paper: '#efe9df',
  sage: '#e4ebe2',
  mist: '#e5eaf0',
  blush: '#f2e6e1',
  sand: '#ede3d3',
  stone: '#e7e5e1',
  lilac: '#ebe6ef',
  celadon: '#e1ece8',
} as const;

// ---------------------------------------------------------------------------
// Goods. Later entries count as newer (the seed dates them one day apart).

export const DEMO_GOODS: DemoGood[] = [
  // ---- Tea: green
  good({
    key: 'west-lake-longjing',
    category: 'green-tea',
    collections: ['style-selection'],
    name: t('西湖龙井·明前特级', 'West Lake Longjing, Pre-Qingming Grade'),
    description: t(
      `采自杭州西湖产区的明前嫩芽，一芽一叶初展，经老师傅手工青锅、辉锅炒制。干茶扁平挺直，色泽嫩绿带糙米黄，冲泡后豆香清扬，滋味鲜爽回甘。

## 产品信息
- **产地**：浙江杭州西湖区
- **采摘**：2026 年清明前
- **包装**：食品级铁罐，内附铝箔密封袋
- **保质期**：18 个月

## 冲泡建议
用玻璃杯或盖碗，80–85℃ 水，3 克茶配 150 毫升水，先注水后投茶，约 1 分钟即可品饮。开封后请密封冷藏，尽早饮用。`,
      `Hand-picked before the Qingming festival in the West Lake growing area of Hangzhou: one bud and one unfurling leaf, pan-fired by hand in two rounds by experienced tea makers. The flat, straight leaves are a fresh jade green with a hint of rice yellow, and the cup is bright and nutty with a clean, sweet finish.

## Details
- **Origin**: West Lake District, Hangzhou, Zhejiang
- **Harvest**: spring 2026, before Qingming
- **Packaging**: food-grade tin with a sealed foil inner bag
- **Shelf life**: 18 months

## How to brew
Use a glass or a gaiwan with water at 80–85 °C: 3 g of tea to 150 ml of water. Pour the water first, then add the leaves, and drink after about a minute. Once opened, keep it sealed in the fridge and enjoy it soon.`,
    ),
    axes: [weightAxis([50, 100, 250])],
    plan: { code: 'TEA-LJ', price: { '50g': 12800, '100g': 23800, '250g': 52800 }, stock: 90 },
    services: [1, 4],
    art: [
      art('tea-tin', ['#3f6b4a', '#f3ead2', '#b8322a'], BG.sage, '龙井'),
      art('tea-leaves', ['#7d8f45', '#f3efe6'], BG.paper),
      art('tea-liquor', ['#cfd37e', '#7d9a45', '#a47b52'], BG.sage),
    ],
    sales: 3260,
  }),
  good({
    key: 'dongting-biluochun',
    category: 'green-tea',
    collections: [],
    name: t('洞庭碧螺春', 'Dongting Biluochun'),
    description: t(
      `产自苏州太湖东山、西山的碧螺春，茶树与枇杷、杨梅间种，花果香自然融入茶中。条索纤细卷曲如螺，满披白毫，汤色嫩绿清亮。

- **产地**：江苏苏州吴中区
- **规格**：自立袋装，内含小包装
- **储存**：密封、避光、冷藏

建议 75–80℃ 水温，上投法冲泡，看茶芽在杯中徐徐舒展。`,
      `Grown on the Dongshan and Xishan hills by Lake Tai in Suzhou, where tea bushes share the slopes with loquat and bayberry trees and pick up a natural fruity fragrance. The fine, tightly curled leaves are covered in silver down and brew a clear, pale green cup.

- **Origin**: Wuzhong District, Suzhou, Jiangsu
- **Packaging**: resealable stand-up pouch with small inner packs
- **Storage**: airtight, away from light, refrigerated

Brew with water at 75–80 °C, adding the leaves on top of the water, and watch the buds slowly unfurl.`,
    ),
    axes: [weightAxis([100, 250])],
    plan: { code: 'TEA-BLC', price: { '100g': 16800, '250g': 38800 }, stock: 70 },
    services: [1, 3],
    art: [
      art('pouch', ['#5d7f4a', '#f3ead2', '#7d9a45'], BG.sage, '碧螺春'),
      art('tea-liquor', ['#d6dc8c', '#6f8f3e', '#8a6a45'], BG.paper),
    ],
    sales: 1480,
  }),
  good({
    key: 'huangshan-maofeng',
    category: 'green-tea',
    collections: [],
    name: t('黄山毛峰 125g', 'Huangshan Maofeng, 125 g'),
    description: t(
      `来自安徽黄山高山茶园，云雾滋养，芽头肥壮，形似雀舌，白毫显露。入口鲜醇，带淡淡兰花香。

- **产地**：安徽黄山
- **净含量**：125 克，铁罐装
- **保质期**：18 个月

适合日常口粮，也适合作为初识中国绿茶的第一罐。`,
      `From high mountain gardens around Huangshan in Anhui, where the bushes grow in almost constant mist. The plump buds are shaped like sparrow tongues and covered in white down; the taste is fresh and mellow with a light orchid note.

- **Origin**: Huangshan, Anhui
- **Net weight**: 125 g in a tin
- **Shelf life**: 18 months

A lovely everyday tea, and a good first tin for anyone new to Chinese green tea.`,
    ),
    axes: [],
    plan: { code: 'TEA-MF', price: 9800, stock: 120 },
    services: [1, 3],
    art: [
      art('tea-tin', ['#9fb8a0', '#fbf7ee', '#3f6b4a'], BG.celadon, '毛峰'),
      art('tea-leaves', ['#8a9a50', '#f3efe6'], BG.sage),
    ],
    sales: 860,
  }),
  // ---- Tea: oolong
  good({
    key: 'anxi-tieguanyin',
    category: 'oolong-tea',
    collections: ['best-sellers'],
    name: t('安溪铁观音·清香型', 'Anxi Tieguanyin, Light Roast'),
    description: t(
      `福建安溪核心产区的春茶，轻发酵、轻烘焙，颗粒紧结呈蜻蜓头，砂绿油润。冲泡后兰花香高扬，汤色金黄透亮，七泡仍有余香。

## 产品信息
- **产地**：福建泉州安溪
- **工艺**：清香型，轻焙火
- **包装**：7 克独立小泡袋，装于自立袋中

## 冲泡建议
盖碗 7 克，100℃ 沸水，首泡 20 秒，之后每泡递增 5–10 秒。`,
      `Spring tea from the heart of Anxi in Fujian, lightly oxidised and lightly roasted. The tightly rolled, glossy green pellets open into a cup with a soaring orchid aroma and a bright golden liquor that keeps its fragrance for seven infusions or more.

## Details
- **Origin**: Anxi, Quanzhou, Fujian
- **Style**: light, fragrant roast
- **Packaging**: individual 7 g packs inside a stand-up pouch

## How to brew
Use 7 g in a gaiwan with boiling water. Steep the first infusion for 20 seconds and add 5–10 seconds for each one after.`,
    ),
    axes: [weightAxis([125, 250])],
    plan: { code: 'TEA-TGY', price: { '125g': 12800, '250g': 23800 }, stock: 110 },
    services: [1, 2, 3],
    art: [
      art('pouch', ['#2f3e46', '#efe6d2', '#6b8f3e'], BG.stone, '铁观音'),
      art('tea-liquor', ['#e0c765', '#5f7d3a', '#a47b52'], BG.paper),
      art('tea-set', ['#7a3e2b', '#5e2d1f', '#f3efe6', '#d9b44a'], BG.sand),
    ],
    sales: 2140,
  }),
  good({
    key: 'wuyi-da-hong-pao',
    category: 'oolong-tea',
    collections: [],
    name: t('武夷岩茶·大红袍', 'Wuyi Rock Tea, Da Hong Pao'),
    description: t(
      `正岩产区的大红袍，传统炭焙三次，岩骨花香。干茶条索紧结乌褐，汤色橙红明亮，入口醇厚，喉韵悠长。

- **产地**：福建武夷山
- **焙火**：中足火
- **包装**：铁罐，250 克规格为礼盒装

新茶火气稍重，开罐后放置一两个月风味更圆润。`,
      `Da Hong Pao from the rocky core of the Wuyi Mountains, charcoal-roasted three times the traditional way for its famous mineral depth and floral sweetness. The dark, twisted leaves brew an amber-red cup that is rich and long on the finish.

- **Origin**: Wuyishan, Fujian
- **Roast**: medium-high
- **Packaging**: tin; the 250 g size comes in a gift box

Freshly roasted rock tea can taste a little fiery; it rounds out nicely after resting a month or two.`,
    ),
    axes: [weightAxis([100, 250])],
    plan: { code: 'TEA-DHP', price: { '100g': 19800, '250g': 45800 }, stock: 60, soldOut: ['250g'] },
    services: [1, 4],
    art: [
      art('tea-tin', ['#8e2a22', '#f0e2c4', '#c9a45c'], BG.sand, '大红袍'),
      art('gift-box', ['#8e2a22', '#c9a45c', '#e9d2a0'], BG.paper, '岩茶'),
      art('tea-liquor', ['#b5651d', '#4a3a20', '#6b4a2f'], BG.sand),
    ],
    sales: 1720,
  }),
  good({
    key: 'phoenix-dancong',
    category: 'oolong-tea',
    collections: [],
    name: t('凤凰单丛·蜜兰香 100g', 'Phoenix Dancong, Honey Orchid, 100 g'),
    description: t(
      `广东潮州凤凰山的单丛茶，以天然蜜兰香著称。条索挺直，乌褐油润，冲泡后蜜香与兰香交织，回甘迅速。

- **产地**：广东潮州凤凰镇
- **净含量**：100 克
- **建议**：小壶或盖碗快出汤，避免苦涩

潮州人常说“喝单丛要喝香”，这款是入门的好选择。`,
      `A single-bush oolong from Phoenix Mountain in Chaozhou, Guangdong, loved for its natural honey-and-orchid fragrance. The long, dark leaves give a cup where honey and flowers mingle, followed by a quick, lingering sweetness.

- **Origin**: Fenghuang, Chaozhou, Guangdong
- **Net weight**: 100 g
- **Tip**: brew in a small pot or gaiwan and pour off quickly to avoid bitterness

A great first step into the aromatic world of Dancong.`,
    ),
    axes: [],
    plan: { code: 'TEA-DC', price: 16800, stock: 45 },
    services: [1, 3],
    art: [
      art('pouch', ['#c98b3a', '#fbf3e4', '#5a4a30'], BG.sand, '单丛'),
      art('tea-leaves', ['#5a4030', '#f3efe6'], BG.paper),
    ],
    sales: 590,
  }),
  // ---- Tea: black
  good({
    key: 'keemun-black-tea',
    category: 'black-tea',
    collections: [],
    name: t('祁门红茶·香螺', 'Keemun Black Tea, Xiang Luo'),
    description: t(
      `世界三大高香红茶之一，产自安徽祁门。条索紧细卷曲，乌润显毫，冲泡后带有独特的“祁门香”——似花似果，又有蜜糖甜香。

- **产地**：安徽黄山祁门县
- **净含量**：100 克 / 250 克铁罐
- **保质期**：24 个月

清饮甘醇，加奶也不失香气，是英式早餐茶的经典拼配原料。`,
      `One of the world's great aromatic black teas, from Qimen County in Anhui. The fine, curled leaves brew a cup with the famous “Keemun aroma”: floral, fruity and sweet like honey.

- **Origin**: Qimen County, Huangshan, Anhui
- **Net weight**: 100 g or 250 g tin
- **Shelf life**: 24 months

Smooth on its own and still fragrant with milk, which is why it has long been a classic base for English breakfast blends.`,
    ),
    axes: [weightAxis([100, 250])],
    plan: { code: 'TEA-QH', price: { '100g': 8800, '250g': 19800 }, stock: 130 },
    services: [1, 3],
    art: [
      art('tea-tin', ['#5a2a27', '#e9d2a0', '#c9a45c'], BG.blush, '祁红'),
      art('cup', ['#f7f6f1', '#c9a45c', '#a3421f'], BG.sand),
      art('tea-leaves', ['#3a2a22', '#f3efe6'], BG.paper),
    ],
    sales: 1980,
  }),
  good({
    key: 'dianhong-golden-buds',
    category: 'black-tea',
    collections: [],
    name: t('滇红·金芽', 'Yunnan Dianhong Golden Buds'),
    description: t(
      `云南凤庆大叶种单芽制成，满披金毫，干茶金黄油亮。汤色红艳，带蜜糖与红薯般的甜香，口感饱满顺滑，几乎没有苦涩。

- **产地**：云南临沧凤庆
- **原料**：大叶种单芽
- **包装**：自立袋，可重复密封

90℃ 左右水温冲泡即可，冷泡也很好喝。`,
      `Made only from the buds of the big-leaf tea trees of Fengqing, Yunnan, each one covered in golden down. The cup is a deep ruby red with a sweetness of honey and baked sweet potato, full and smooth with almost no bitterness.

- **Origin**: Fengqing, Lincang, Yunnan
- **Leaf**: single buds of the big-leaf variety
- **Packaging**: resealable stand-up pouch

Brew at around 90 °C; it also makes an excellent cold brew.`,
    ),
    axes: [weightAxis([100, 250])],
    plan: { code: 'TEA-DH', price: { '100g': 12800, '250g': 29800 }, stock: 80 },
    services: [1, 3],
    art: [
      art('pouch', ['#b5762a', '#fbf3e4', '#d49a3a'], BG.sand, '滇红'),
      art('tea-leaves', ['#c08a3e', '#f3efe6'], BG.paper),
    ],
    sales: 940,
  }),
  good({
    key: 'lapsang-souchong',
    category: 'black-tea',
    collections: [],
    name: t('桐木关正山小种 150g', 'Tongmu Lapsang Souchong, 150 g'),
    description: t(
      `红茶的鼻祖，产自武夷山桐木关。采用传统松木烟熏工艺，带有标志性的桂圆干香与淡淡松烟香。

- **产地**：福建武夷山桐木村
- **净含量**：150 克铁罐
- **风味**：松烟、桂圆、蜜甜

适合搭配烟熏三文鱼、芝士等西式餐点。`,
      `The ancestor of all black teas, from Tongmu Pass in the Wuyi Mountains. Smoked over pine wood in the traditional way, it has a signature aroma of dried longan with a soft pine smoke.

- **Origin**: Tongmu village, Wuyishan, Fujian
- **Net weight**: 150 g tin
- **Notes**: pine smoke, longan, honey

Pairs beautifully with smoked salmon or a cheese board.`,
    ),
    axes: [],
    plan: { code: 'TEA-ZS', price: 11800, stock: 70 },
    services: [1, 3],
    art: [
      art('tea-tin', ['#2f2a28', '#d9c09a', '#b8322a'], BG.stone, '小种'),
      art('tea-liquor', ['#8e3a1a', '#3a2a1f', '#5a4030'], BG.paper),
    ],
    sales: 620,
  }),
  // ---- Tea: white and pu-erh
  good({
    key: 'fuding-white-peony',
    category: 'white-puer',
    collections: [],
    name: t('福鼎白牡丹', 'Fuding White Peony'),
    description: t(
      `福鼎大白茶一芽两叶制成，只经萎凋与干燥，最大程度保留茶叶本味。芽叶连枝，绿叶夹银毫，形似花朵。汤色杏黄，带清甜花香与毫香。

- **产地**：福建宁德福鼎
- **规格**：100 克散茶，或 350 克紧压茶饼
- **收藏**：白茶耐存，茶饼适合存放数年，滋味会越来越醇

散茶直接冲泡，茶饼可用茶针撬开少许煮饮。`,
      `Made from one bud and two leaves of the Fuding Da Bai variety and only withered and dried, so the leaf keeps its natural character. Green leaves and silver buds stay together like little flowers, brewing an apricot-gold cup with a gentle floral sweetness.

- **Origin**: Fuding, Ningde, Fujian
- **Format**: 100 g loose leaf, or a 350 g pressed cake
- **Ageing**: white tea keeps well; a cake can rest for years and grows mellower

Brew the loose leaf directly; for the cake, pry off a little with a tea knife, and try simmering it.`,
    ),
    axes: [
      axis('format', t('规格', 'Format'), [
        ['loose', '100g 散茶', '100 g loose leaf'],
        ['cake', '350g 茶饼', '350 g pressed cake'],
      ]),
    ],
    plan: { code: 'TEA-BMD', price: { loose: 9800, cake: 26800 }, stock: 60 },
    services: [1, 3],
    art: [
      art('tea-cake', ['#f1e9d6', '#3f6b4a', '#b8322a'], BG.celadon, '白牡丹'),
      art('tea-leaves', ['#a9ab8a', '#f3efe6'], BG.paper),
    ],
    sales: 780,
  }),
  good({
    key: 'menghai-ripe-puer',
    category: 'white-puer',
    collections: [],
    name: t('勐海熟普洱茶饼 357g', 'Menghai Ripe Pu-erh Cake, 357 g'),
    description: t(
      `西双版纳勐海茶区的大叶种晒青毛茶，经传统渥堆发酵后压制成饼。汤色红浓明亮，滋味醇厚顺滑，带陈香与枣香，暖胃不伤胃。

## 产品信息
- **产地**：云南西双版纳勐海
- **净含量**：357 克 / 饼，棉纸包装
- **生产年份**：2021 年

## 冲泡建议
每次撬取 8 克，沸水洗茶一次后冲泡。宜存放于通风、无异味处。`,
      `Sun-dried big-leaf tea from Menghai in Xishuangbanna, fermented in the traditional wet-pile way and pressed into a cake. It brews a deep, clear red cup that is rich and smooth with notes of aged wood and dates, warming and gentle on the stomach.

## Details
- **Origin**: Menghai, Xishuangbanna, Yunnan
- **Net weight**: 357 g per cake, wrapped in cotton paper
- **Pressed**: 2021

## How to brew
Break off about 8 g, rinse once with boiling water, then brew. Store somewhere airy and free of strong smells.`,
    ),
    axes: [],
    plan: { code: 'TEA-PE', price: 23800, stock: 55 },
    services: [1, 4],
    art: [
      art('tea-cake', ['#f1e9d6', '#a3302a', '#b8322a'], BG.sand, '勐海熟茶'),
      art('tea-liquor', ['#5a1f14', '#3a2a1f', '#6b4a2f'], BG.paper),
    ],
    sales: 1350,
  }),
  // ---- Teaware: teapots and gaiwans
  good({
    key: 'yixing-zisha-teapot',
    category: 'teapots',
    collections: ['style-selection'],
    name: t('宜兴紫砂·西施壶 200ml', 'Yixing Zisha Xishi Teapot, 200 ml'),
    description: t(
      `宜兴丁蜀镇手工成型的西施壶，壶身圆润饱满，出水顺畅，断水利落。紫砂的双气孔结构透气不透水，长期使用会养出温润光泽。

## 产品信息
- **泥料**：原矿紫泥 / 朱泥 / 段泥
- **容量**：约 200 毫升
- **工艺**：全手工拍打成型，附证书与锦盒

## 使用与保养
新壶先用清水煮沸 20 分钟开壶。建议一壶只泡一类茶，用后以热水冲净、倒置晾干，切勿使用洗洁精。`,
      `A Xishi teapot formed entirely by hand in Dingshu, Yixing. Its plump, round body pours smoothly and stops cleanly. Zisha clay breathes without leaking, and with years of use it develops a soft, warm sheen.

## Details
- **Clay**: raw purple, red or golden clay
- **Capacity**: about 200 ml
- **Craft**: hand-beaten body, with a certificate and a brocade box

## Use and care
Season a new pot by simmering it in clean water for 20 minutes. Keep one pot for one kind of tea; rinse with hot water after use, dry upside down, and never use detergent.`,
    ),
    axes: [
      colorAxis([
        ['purple', '紫泥', 'Purple clay', '#6e3a2e'],
        ['red', '朱泥', 'Red clay', '#a4452c'],
        ['golden', '段泥', 'Golden clay', '#c8a26a'],
      ]),
    ],
    plan: { code: 'TW-ZSH', price: { purple: 68800, red: 78800, golden: 62800 }, stock: 12, soldOut: ['red'] },
    services: [1, 4],
    art: [
      art('teapot', ['#6e3a2e', '#5a2e24'], BG.sand, '一壶清茶'),
      art('tea-set', ['#6e3a2e', '#5a2e24', '#f3efe6', '#b5651d'], BG.paper),
      art('teapot-closeup', ['#6e3a2e', '#5a2e24'], BG.stone, '一壶清茶'),
    ],
    sales: 420,
  }),
  good({
    key: 'cast-iron-kettle',
    category: 'teapots',
    collections: [],
    name: t('铸铁提梁壶 1.2L', 'Cast Iron Tea Kettle, 1.2 L'),
    description: t(
      `传统砂模铸造，壶身满布细密乳钉纹。铸铁保温性好，煮水口感更柔和，也是茶席上的好摆件。

- **材质**：生铁，内壁无涂层
- **容量**：约 1.2 升
- **适用**：明火、电陶炉（不适用电磁炉）

使用后趁余温倒尽余水、开盖烘干，可避免生锈；偶有锈迹属正常现象，煮几次淡茶水即可缓解。`,
      `Sand-cast the traditional way, with a body covered in fine hobnail bosses. Cast iron holds the heat well and many tea drinkers find it makes the water taste softer. It also looks beautiful on a tea table.

- **Material**: cast iron, uncoated inside
- **Capacity**: about 1.2 litres
- **Heat sources**: open flame or infrared hob (not for induction)

After use, empty it while still warm and leave the lid off to dry, which prevents rust. A little rust is normal; boiling weak tea in it a few times helps.`,
    ),
    axes: [
      colorAxis([
        ['black', '墨黑', 'Ink black', '#3b3a38'],
        ['bronze', '古铜', 'Antique bronze', '#6a5238'],
      ]),
    ],
    plan: { code: 'TW-KTL', price: 45800, stock: 18 },
    services: [1, 4],
    art: [art('kettle', ['#3b3a38', '#2a2624'], BG.stone), art('kettle-closeup', ['#3b3a38', '#2a2624'], BG.paper)],
    sales: 310,
  }),
  good({
    key: 'ru-ware-gaiwan',
    category: 'teapots',
    collections: ['style-selection'],
    name: t('汝窑开片盖碗 150ml', 'Ru-Ware Crackle Gaiwan, 150 ml'),
    description: t(
      `仿宋代汝窑釉色，釉面温润如玉，使用中会慢慢生出细密的“开片”，茶汁沁入纹路，越用越有味道。碗口外撇，不烫手，适合日常泡茶。

- **材质**：高温陶瓷，汝窑釉
- **容量**：约 150 毫升，含碗、盖、托
- **产地**：河南汝州

开片是釉面自然收缩形成的纹理，属正常现象，不影响使用。`,
      `Glazed in the style of Song-dynasty Ru ware, with a soft, jade-like surface. Over time the glaze develops a fine crackle that slowly takes on the colour of your tea, so the piece grows more beautiful with use. The flared rim keeps your fingers cool.

- **Material**: high-fired ceramic with Ru glaze
- **Capacity**: about 150 ml; bowl, lid and saucer
- **Made in**: Ruzhou, Henan

The crackle is a natural feature of the glaze and does not affect use.`,
    ),
    axes: [
      colorAxis([
        ['sky', '天青', 'Sky blue', '#b9d0cf'],
        ['moon', '月白', 'Moon white', '#e3e6df'],
        ['celadon', '粉青', 'Powder celadon', '#a9c4ad'],
      ]),
    ],
    plan: { code: 'TW-GW', price: 16800, stock: 60 },
    services: [1, 2, 3],
    art: [art('gaiwan', ['#b9d0cf', '#c9a45c'], BG.celadon), art('gaiwan-closeup', ['#b9d0cf', '#c9a45c'], BG.paper)],
    sales: 1260,
  }),
  // ---- Teaware: cups
  good({
    key: 'longquan-celadon-cups',
    category: 'cups',
    collections: [],
    name: t('龙泉青瓷品茗杯（两只装）', 'Longquan Celadon Teacups, Set of 2'),
    description: t(
      `浙江龙泉窑烧制，釉层肥厚，青翠如梅子。杯型小巧，一口一杯，适合功夫茶。

- **容量**：约 60 毫升 / 只
- **尺寸**：口径 7 厘米，高 4.5 厘米
- **包装**：两只装礼盒

可用洗碗机，但建议手洗以保持釉面光泽。`,
      `Fired at the Longquan kilns in Zhejiang, with a thick, glossy glaze the colour of green plums. Small enough to drink in a sip or two, just right for gongfu tea.

- **Capacity**: about 60 ml each
- **Size**: 7 cm across, 4.5 cm tall
- **Packaging**: gift box of two

Dishwasher safe, though hand washing keeps the glaze at its best.`,
    ),
    axes: [
      colorAxis([
        ['plum', '梅子青', 'Plum green', '#8fb59a'],
        ['powder', '粉青', 'Powder celadon', '#a9c9b8'],
        ['rice', '米黄', 'Rice yellow', '#e3d7b4'],
      ]),
    ],
    plan: { code: 'TW-CUP', price: 12800, stock: 90 },
    services: [1, 2, 3],
    art: [
      art('cup', ['#8fb59a', '#c9a45c', '#c98b3a'], BG.celadon),
      art('cup-closeup', ['#8fb59a', '#c9a45c', '#c98b3a'], BG.paper),
    ],
    sales: 1890,
  }),
  good({
    key: 'hand-glazed-mug',
    category: 'cups',
    collections: ['best-sellers'],
    name: t('手作釉彩马克杯', 'Hand-Glazed Stoneware Mug'),
    description: t(
      `景德镇小工作室出品，每只杯子手工浸釉，杯底保留一圈素烧陶土，釉线随性自然，每一只都略有不同。杯壁厚实，握感温暖。

- **材质**：炻器
- **容量**：350 毫升 / 450 毫升
- **可用**：微波炉、洗碗机

因为是手工上釉，釉色深浅与流釉位置会有细微差异，这正是手作的魅力。`,
      `Made in a small studio in Jingdezhen. Each mug is dipped in glaze by hand, leaving a band of bare clay at the foot, so the glaze line, and every mug, is a little different. The thick walls feel warm and solid in the hand.

- **Material**: stoneware
- **Capacity**: 350 ml or 450 ml
- **Safe for**: microwave and dishwasher

Because the glaze is applied by hand, shade and drips vary slightly from mug to mug. That is the charm of handmade.`,
    ),
    axes: [
      colorAxis([
        ['cream', '米白', 'Cream', '#ece4d4'],
        ['mist', '雾蓝', 'Mist blue', '#9fb4c7'],
        ['pine', '松绿', 'Pine green', '#6f8f7a'],
        ['ochre', '赭石', 'Ochre', '#c98b4a'],
      ]),
      capacityAxis([350, 450]),
    ],
    plan: { code: 'TW-MUG', price: { '350ml': 8900, '450ml': 10900 }, stock: 70 },
    services: [1, 2, 3],
    art: [
      art('mug', ['#ece4d4', '#2f4a6d', '#b08a66'], BG.mist),
      art('mug-closeup', ['#ece4d4', '#2f4a6d', '#b08a66'], BG.paper),
    ],
    sales: 2750,
  }),
  good({
    key: 'tea-infuser-tumbler',
    category: 'cups',
    collections: ['best-sellers'],
    name: t('茶水分离保温杯', 'Tea Infuser Insulated Tumbler'),
    description: t(
      `双层 316 不锈钢真空结构，配可拆卸滤茶仓：泡好后把杯子倒过来，茶水即刻分离，茶不会泡苦。通勤、出差都能喝上好茶。

## 产品信息
- **材质**：内胆 316 不锈钢，外壳 304 不锈钢，粉末喷涂
- **容量**：420 毫升 / 560 毫升
- **保温**：6 小时 ≥ 65℃

## 注意事项
不宜盛放牛奶、碳酸饮料；请勿放入微波炉或洗碗机。`,
      `A double-walled vacuum tumbler in 316 stainless steel with a removable infuser chamber. Once your tea is ready, flip the bottle over and the leaves are separated from the tea, so it never stews. Good tea on your commute or on the road.

## Details
- **Material**: 316 stainless steel inner, 304 stainless steel outer with powder coating
- **Capacity**: 420 ml or 560 ml
- **Keeps warm**: at least 65 °C after 6 hours

## Please note
Not for milk or fizzy drinks. Not microwave or dishwasher safe.`,
    ),
    axes: [
      colorAxis([
        ['white', '雾白', 'Mist white', '#e9e4da'],
        ['bamboo', '竹青', 'Bamboo green', '#8aa39b'],
        ['black', '墨黑', 'Ink black', '#33363a'],
        ['pink', '樱粉', 'Blossom pink', '#e6bfbf'],
      ]),
      capacityAxis([420, 560]),
    ],
    plan: {
      code: 'TW-TMB',
      price: { '420ml': 15900, '560ml': 17900 },
      stock: 110,
      missing: ['pink/560ml'],
      soldOut: ['black/420ml'],
    },
    services: [1, 2, 4],
    art: [
      art('tumbler', ['#8aa39b', '#e9e4da', '#c0c4c8'], BG.sage),
      art('tea-liquor', ['#d8c66a', '#5f7d3a', '#8a9a94'], BG.mist),
    ],
    sales: 3120,
  }),
  // ---- Teaware: porcelain
  good({
    key: 'blue-white-meiping-vase',
    category: 'porcelain',
    collections: ['style-selection'],
    name: t('青花缠枝莲纹梅瓶', 'Blue-and-White Lotus Scroll Meiping Vase'),
    description: t(
      `景德镇手绘青花，缠枝莲纹寓意连绵不断的美好。梅瓶小口、丰肩、收腹，线条挺拔，单独陈设或插一枝梅花都很好看。

- **材质**：景德镇高白泥，釉下青花
- **尺寸**：小号高 24 厘米，大号高 36 厘米
- **工艺**：手工拉坯、手工绘制，1300℃ 烧制

每件均为手绘，纹样细节与图片略有差异。`,
      `Hand-painted in Jingdezhen with a lotus scroll, an old symbol of good things that go on and on. The meiping shape, with its small mouth, broad shoulders and slender waist, stands tall on its own or with a single branch of plum blossom.

- **Material**: Jingdezhen porcelain, underglaze cobalt blue
- **Size**: small 24 cm tall, large 36 cm tall
- **Craft**: wheel-thrown and painted by hand, fired at 1,300 °C

Every vase is painted by hand, so details differ slightly from the pictures.`,
    ),
    axes: [
      axis('size', t('尺寸', 'Size'), [
        ['small', '小号 高24cm', 'Small, 24 cm'],
        ['large', '大号 高36cm', 'Large, 36 cm'],
      ]),
    ],
    plan: { code: 'TW-VASE', price: { small: 29800, large: 59800 }, stock: 10, soldOut: ['large'] },
    services: [1, 4],
    art: [art('vase', ['#f7f6f1', '#2b4a9a'], BG.mist), art('vase-closeup', ['#f7f6f1', '#2b4a9a'], BG.paper)],
    sales: 260,
  }),
  good({
    key: 'linglong-rice-bowls',
    category: 'porcelain',
    collections: [],
    name: t('青花玲珑饭碗（四只装）', 'Blue-and-White Rice Bowls, Set of 4'),
    description: t(
      `经典的青花碗型，碗沿一圈青花带纹，下方点缀小花。胎质细白，釉面光润，日常吃饭、盛汤都合适。

- **尺寸**：4.5 英寸 / 5 英寸 / 6 英寸可选
- **数量**：四只装
- **可用**：微波炉、洗碗机、消毒柜

一套餐桌上的家常风景，也是送给新家的实用礼物。`,
      `A classic blue-and-white bowl with a cobalt band below the rim and a ring of little flowers. The fine white porcelain has a smooth glaze that is just right for rice, noodles or soup.

- **Size**: 4.5, 5 or 6 inch
- **Set**: four bowls
- **Safe for**: microwave, dishwasher and sterilising cabinet

An everyday classic for the table, and a practical house-warming gift.`,
    ),
    axes: [
      axis('size', t('尺寸', 'Size'), [
        ['4-5in', '4.5英寸', '4.5 in (11.5 cm)'],
        ['5in', '5英寸', '5 in (12.7 cm)'],
        ['6in', '6英寸', '6 in (15.2 cm)'],
      ]),
    ],
    plan: { code: 'TW-BOWL', price: { '4-5in': 12800, '5in': 14800, '6in': 18800 }, stock: 50 },
    services: [1, 2, 3],
    art: [
      art('bowl', ['#f7f6f1', '#2b4a9a', '#f7f6f1'], BG.mist),
      art('bowl', ['#f7f6f1', '#2b4a9a', '#f6f3ea'], BG.paper),
      art('bowl-closeup', ['#f7f6f1', '#2b4a9a', '#f7f6f1'], BG.stone),
    ],
    sales: 1540,
  }),
  // ---- Apparel: tees
  good({
    key: 'organic-cotton-tee',
    category: 'tees',
    collections: ['best-sellers'],
    name: t('有机棉圆领T恤', 'Organic Cotton Crew Tee'),
    description: t(
      `选用新疆长绒有机棉，220 克重磅面料，挺括不透，越洗越软。经过预缩处理，洗后不易变形。

## 尺码参考
- **S**：胸围 100 厘米，衣长 66 厘米
- **M**：胸围 106 厘米，衣长 69 厘米
- **L**：胸围 112 厘米，衣长 72 厘米
- **XL**：胸围 118 厘米，衣长 75 厘米

## 洗护
30℃ 以下冷水机洗，反面晾干，勿漂白，勿烘干。`,
      `Made from long-staple organic cotton grown in Xinjiang: a 220 gsm heavyweight jersey that is structured, opaque and softer with every wash. Pre-shrunk so it keeps its shape.

## Size guide
- **S**: chest 100 cm, length 66 cm
- **M**: chest 106 cm, length 69 cm
- **L**: chest 112 cm, length 72 cm
- **XL**: chest 118 cm, length 75 cm

## Care
Machine wash cold (below 30 °C), dry inside out, do not bleach or tumble dry.`,
    ),
    axes: [
      colorAxis([
        ['white', '本白', 'Off-white', '#f5f3ee'],
        ['black', '墨黑', 'Ink black', '#2b2b2d'],
        ['navy', '藏青', 'Navy', '#2f3f5c'],
        ['grey', '雾灰', 'Heather grey', '#b9bcbf'],
        ['pine', '松绿', 'Pine green', '#4f6b5a'],
      ]),
      sizeAxis(['S', 'M', 'L', 'XL']),
    ],
    plan: { code: 'AP-TEE', price: 12900, stock: 60, soldOut: ['black/s', 'navy/xl'] },
    services: [1, 2, 4],
    art: [
      art('tshirt', ['#f5f3ee', '#2f4a6d', '#d9643a'], BG.mist),
      art('folded', ['#f5f3ee', '#c9a45c'], BG.paper, 'M'),
      art('fabric', ['#f5f3ee', '#2f3f5c', '#f3ead8'], BG.stone, '100% 有机棉'),
    ],
    sales: 4380,
  }),
  good({
    key: 'shan-shui-graphic-tee',
    category: 'tees',
    collections: [],
    name: t('山水印花T恤', 'Shan Shui Graphic Tee'),
    description: t(
      `胸前一方小小的山水：远山、落日，用水性环保油墨丝网印刷，手感柔软、透气不闷。版型微宽松，男女同款。

- **面料**：100% 精梳棉，200 克
- **版型**：落肩微宽松
- **印花**：水性油墨，不易开裂

雾蓝色暂无 XL 码。洗涤时请反面机洗，避免熨烫印花处。`,
      `A small landscape on the chest, with distant mountains and a setting sun, screen-printed in soft, breathable water-based ink. A relaxed unisex fit.

- **Fabric**: 100% combed cotton, 200 gsm
- **Fit**: dropped shoulders, slightly relaxed
- **Print**: water-based ink that resists cracking

Mist blue is not made in XL. Wash inside out and do not iron over the print.`,
    ),
    axes: [
      colorAxis([
        ['white', '本白', 'Off-white', '#f5f3ee'],
        ['mist', '雾蓝', 'Mist blue', '#aebfd1'],
        ['oat', '燕麦', 'Oatmeal', '#d9cbb1'],
      ]),
      sizeAxis(['S', 'M', 'L', 'XL']),
    ],
    plan: { code: 'AP-GTEE', price: 15900, stock: 40, missing: ['mist/xl'] },
    services: [1, 2, 3],
    art: [
      art('tshirt', ['#f5f3ee', '#2f4a6d', '#d9643a'], BG.paper, 'SHAN SHUI'),
      art('tshirt-closeup', ['#f5f3ee', '#2f4a6d', '#d9643a'], BG.mist, 'SHAN SHUI'),
      art('folded', ['#f5f3ee', '#2f4a6d'], BG.stone, 'L'),
    ],
    sales: 1260,
  }),
  // ---- Apparel: shirts
  good({
    key: 'linen-mandarin-shirt',
    category: 'shirts',
    collections: ['style-selection'],
    name: t('亚麻立领盘扣衬衫', 'Linen Mandarin-Collar Shirt'),
    description: t(
      `100% 法国亚麻，经酵素水洗，柔软不扎身。小立领配手工盘扣，保留传统中式细节，又足够日常。

## 尺码参考
- **S**：胸围 108 厘米，衣长 70 厘米
- **M**：胸围 114 厘米，衣长 72 厘米
- **L**：胸围 120 厘米，衣长 74 厘米
- **XL**：胸围 126 厘米，衣长 76 厘米

## 洗护
亚麻天然易皱，建议冷水手洗或洗衣袋轻柔机洗，半干时拉平晾晒，中温熨烫。`,
      `Pure French linen, enzyme-washed so it is soft from the first wear. A small stand collar and hand-knotted frog buttons keep the traditional Chinese details while staying easy to wear every day.

## Size guide
- **S**: chest 108 cm, length 70 cm
- **M**: chest 114 cm, length 72 cm
- **L**: chest 120 cm, length 74 cm
- **XL**: chest 126 cm, length 76 cm

## Care
Linen creases naturally. Hand wash cold or machine wash gently in a laundry bag, smooth it out while damp, and iron at medium heat.`,
    ),
    axes: [
      colorAxis([
        ['natural', '原麻', 'Natural', '#e4dac6'],
        ['indigo', '靛蓝', 'Indigo', '#34496b'],
        ['ink', '墨黑', 'Ink black', '#2f2f31'],
      ]),
      sizeAxis(['S', 'M', 'L', 'XL']),
    ],
    plan: { code: 'AP-LSH', price: 39900, stock: 30, soldOut: ['indigo/m'] },
    services: [1, 2, 4],
    art: [
      art('mandarin-shirt', ['#e4dac6', '#6b4a2f'], BG.paper),
      art('mandarin-shirt-closeup', ['#e4dac6', '#6b4a2f'], BG.sand),
      art('fabric', ['#e4dac6', '#34496b', '#f3ead8'], BG.stone, '100% 亚麻'),
    ],
    sales: 980,
  }),
  good({
    key: 'non-iron-oxford-shirt',
    category: 'shirts',
    collections: ['best-sellers'],
    name: t('牛津纺免烫衬衫', 'Non-Iron Oxford Shirt'),
    description: t(
      `经典牛津纺面料，经液氨免烫整理，洗后挂干即平整，出差、通勤都省心。标准版型，领型挺括，胸前一只贴袋。

- **面料**：100% 棉，牛津纺
- **版型**：标准版
- **细节**：贝壳纽扣，背部褶裥

粉色仅有 M、L 两个尺码。机洗 40℃ 以下，挂干即可，无需熨烫。`,
      `Classic oxford cloth with a non-iron finish: hang it to dry and it is ready to wear, ideal for work and travel. A regular fit with a crisp collar and a single chest pocket.

- **Fabric**: 100% cotton oxford
- **Fit**: regular
- **Details**: shell buttons, back box pleat

Pink comes in M and L only. Machine wash below 40 °C and hang to dry; no ironing needed.`,
    ),
    axes: [
      colorAxis([
        ['white', '白色', 'White', '#f4f4f2'],
        ['blue', '浅蓝', 'Light blue', '#c9d8ea'],
        ['pink', '浅粉', 'Pale pink', '#ecd3d3'],
      ]),
      sizeAxis(['S', 'M', 'L', 'XL']),
    ],
    plan: { code: 'AP-OXF', price: 25900, stock: 45, missing: ['pink/s', 'pink/xl'] },
    services: [1, 2, 3],
    art: [art('shirt', ['#c9d8ea', '#f5f5f5'], BG.paper), art('folded', ['#c9d8ea', '#f3ead8'], BG.mist, 'M')],
    sales: 2010,
  }),
  // ---- Apparel: hoodies and knitwear
  good({
    key: 'heavyweight-hoodie',
    category: 'knitwear',
    collections: [],
    name: t('重磅纯棉连帽卫衣', 'Heavyweight Cotton Hoodie'),
    description: t(
      `420 克毛圈棉，厚实有型，内里不起球。双层帽、袋鼠口袋、罗纹袖口与下摆，秋冬单穿，初春叠穿都合适。

## 尺码参考
- **S**：胸围 112 厘米，衣长 66 厘米
- **M**：胸围 118 厘米，衣长 68 厘米
- **L**：胸围 124 厘米，衣长 70 厘米
- **XL**：胸围 130 厘米，衣长 72 厘米

## 洗护
反面冷水机洗，平铺晾干，不可烘干。`,
      `420 gsm loopback cotton that is thick, structured and pill-resistant inside. A double-layer hood, kangaroo pocket and ribbed cuffs and hem: wear it on its own in autumn and layer it in spring.

## Size guide
- **S**: chest 112 cm, length 66 cm
- **M**: chest 118 cm, length 68 cm
- **L**: chest 124 cm, length 70 cm
- **XL**: chest 130 cm, length 72 cm

## Care
Machine wash cold inside out, dry flat, do not tumble dry.`,
    ),
    axes: [
      colorAxis([
        ['oat', '燕麦', 'Oatmeal', '#d8ccb6'],
        ['moss', '苔绿', 'Moss green', '#6b7f5e'],
        ['charcoal', '炭灰', 'Charcoal', '#4a4d52'],
        ['brick', '砖红', 'Brick red', '#a4523a'],
      ]),
      sizeAxis(['S', 'M', 'L', 'XL']),
    ],
    plan: { code: 'AP-HD', price: 32900, stock: 35, soldOut: ['moss/l', 'charcoal/m'] },
    services: [1, 2, 4],
    art: [art('hoodie', ['#6b7f5e', '#f2efe8'], BG.stone), art('folded', ['#6b7f5e', '#f3ead8'], BG.paper, 'L')],
    sales: 1680,
  }),
  good({
    key: 'cashmere-cable-sweater',
    category: 'knitwear',
    collections: [],
    name: t('羊绒混纺绞花毛衣', 'Cashmere-Blend Cable Sweater'),
    description: t(
      `30% 羊绒与 70% 美丽诺羊毛混纺，轻暖亲肤。前身一道经典绞花，圆领、落肩，配色条纹点缀罗纹之上。

- **成分**：30% 山羊绒，70% 美丽诺羊毛
- **产地**：内蒙古鄂尔多斯
- **尺码**：S / M / L，版型宽松

请冷水手洗或干洗，平铺晾干，切勿悬挂。`,
      `A blend of 30% cashmere and 70% merino wool: light, warm and soft on the skin. A classic cable runs down the front, with a crew neck, dropped shoulders and a contrast stripe above the ribbing.

- **Composition**: 30% cashmere, 70% merino wool
- **Made in**: Ordos, Inner Mongolia
- **Sizes**: S, M and L, relaxed fit

Hand wash cold or dry clean, and dry flat. Never hang it.`,
    ),
    axes: [
      colorAxis([
        ['camel', '驼色', 'Camel', '#c8a27a'],
        ['cream', '奶白', 'Cream', '#efe8da'],
        ['navy', '藏青', 'Navy', '#2f3f5c'],
      ]),
      sizeAxis(['S', 'M', 'L']),
    ],
    plan: { code: 'AP-SW', price: 49900, stock: 20, soldOut: ['navy/l'] },
    services: [1, 4],
    art: [
      art('sweater', ['#c8a27a', '#8a6f4e'], BG.sand),
      art('sweater-closeup', ['#c8a27a', '#8a6f4e'], BG.paper),
      art('folded', ['#c8a27a', '#f3ead8'], BG.stone, 'M'),
    ],
    sales: 740,
  }),
  // ---- Apparel: dresses
  good({
    key: 'modern-silk-qipao',
    category: 'dresses',
    collections: ['style-selection'],
    name: t('改良真丝旗袍连衣裙', 'Modern Silk Qipao Dress'),
    description: t(
      `19 姆米真丝双绉，面料垂坠有光泽，点缀手工刺绣小花。保留立领、斜襟和盘扣，裙长及小腿，侧开衩适中，日常穿着也不拘束。

## 尺码参考
- **S**：胸围 84 厘米，腰围 68 厘米，裙长 110 厘米
- **M**：胸围 88 厘米，腰围 72 厘米，裙长 112 厘米
- **L**：胸围 92 厘米，腰围 76 厘米，裙长 114 厘米

## 洗护
建议干洗；如需水洗，请冷水轻柔手洗，阴干，低温熨烫。月白色暂无 L 码。`,
      `Cut from 19-momme silk crêpe de chine that drapes beautifully and catches the light, with small hand-embroidered flowers. The stand collar, diagonal opening and frog buttons are all there, with a calf length and modest side slit that make it easy to wear every day.

## Size guide
- **S**: bust 84 cm, waist 68 cm, length 110 cm
- **M**: bust 88 cm, waist 72 cm, length 112 cm
- **L**: bust 92 cm, waist 76 cm, length 114 cm

## Care
Dry clean recommended. If washing, hand wash gently in cold water, dry in the shade and iron on low. Moon white is not made in L.`,
    ),
    axes: [
      colorAxis([
        ['rouge', '胭脂红', 'Rouge red', '#8e1f2f'],
        ['jade', '墨绿', 'Dark jade', '#24463a'],
        ['moon', '月白', 'Moon white', '#e8e6dc'],
      ]),
      sizeAxis(['S', 'M', 'L']),
    ],
    plan: { code: 'AP-QP', price: 69900, stock: 14, missing: ['moon/l'], soldOut: ['rouge/s'] },
    services: [1, 4],
    art: [
      art('qipao', ['#8e1f2f', '#e0c27a', '#f2c3c8'], BG.blush),
      art('qipao-closeup', ['#8e1f2f', '#e0c27a', '#f2c3c8'], BG.paper),
      art('fabric', ['#8e1f2f', '#e0c27a', '#5a1a1a'], BG.blush, '100% 桑蚕丝'),
    ],
    sales: 520,
  }),
  good({
    key: 'belted-linen-midi-dress',
    category: 'dresses',
    collections: [],
    name: t('亚麻系带中长连衣裙', 'Belted Linen Midi Dress'),
    description: t(
      `亚麻与棉混纺，比纯亚麻更柔软、不易皱。V 领、小飞袖，腰间同色系带可收可放，裙摆自然展开，适合春夏通勤与旅行。

- **成分**：55% 亚麻，45% 棉
- **裙长**：约 115 厘米（M 码）
- **尺码**：XS / S / M / L

冷水机洗（洗衣袋），阴干，中温熨烫。`,
      `A linen and cotton blend that is softer and less creasy than pure linen. A V-neck, flutter sleeves and a self-tie belt you can cinch or leave loose, with a skirt that falls in soft folds. Made for spring and summer, for work and for travel.

- **Composition**: 55% linen, 45% cotton
- **Length**: about 115 cm (size M)
- **Sizes**: XS, S, M and L

Machine wash cold in a laundry bag, dry in the shade, iron at medium heat.`,
    ),
    axes: [
      colorAxis([
        ['sage', '鼠尾草绿', 'Sage green', '#b7c9b0'],
        ['oat', '燕麦', 'Oatmeal', '#dccfb9'],
        ['mist', '雾蓝', 'Mist blue', '#aebfd1'],
      ]),
      sizeAxis(['XS', 'S', 'M', 'L']),
    ],
    plan: { code: 'AP-DR', price: 45900, stock: 25, soldOut: ['sage/s'] },
    services: [1, 2, 4],
    art: [art('dress', ['#b7c9b0'], BG.sage), art('fabric', ['#b7c9b0', '#f3ead8', '#3f5a3a'], BG.paper, '亚麻 · 棉')],
    sales: 860,
  }),
  // ---- Silk and accessories
  good({
    key: 'mulberry-silk-scarf',
    category: 'accessories',
    collections: ['style-selection'],
    name: t('桑蚕丝斜纹方巾 90cm', 'Mulberry Silk Twill Scarf, 90 cm'),
    description: t(
      `杭州丝绸厂出品，16 姆米桑蚕丝斜纹绸，手工卷边。图案取自传统宝相花纹，中心团花、四角扇纹，系在颈间、包上或当作发带都好看。

- **材质**：100% 桑蚕丝
- **尺寸**：90 × 90 厘米
- **包装**：礼盒装，附丝绸保养卡

建议干洗；如需手洗，请用丝绸专用洗涤剂冷水轻洗，勿拧干，阴干后低温熨烫。`,
      `Made by a silk mill in Hangzhou from 16-momme mulberry silk twill, with hand-rolled edges. The pattern is drawn from the traditional baoxiang flower: a central medallion framed by fan motifs in each corner. Wear it at the neck, on a bag or in your hair.

- **Material**: 100% mulberry silk
- **Size**: 90 × 90 cm
- **Packaging**: gift box with a silk care card

Dry clean recommended. To hand wash, use a silk detergent in cold water, do not wring, dry in the shade and iron on low.`,
    ),
    axes: [
      colorAxis([
        ['ivory', '象牙白', 'Ivory', '#f2e4d0'],
        ['rouge', '胭脂', 'Rouge', '#b8404a'],
        ['jade', '青玉', 'Jade', '#5f8f7f'],
      ]),
    ],
    plan: { code: 'AC-SCF', price: 39800, stock: 40 },
    services: [1, 2, 4],
    art: [
      art('scarf', ['#f2e4d0', '#1f4e6b', '#c9a45c'], BG.mist),
      art('scarf-closeup', ['#f2e4d0', '#1f4e6b', '#c9a45c'], BG.paper),
      art('fabric', ['#f2e4d0', '#1f4e6b', '#f3ead8'], BG.stone, '100% 桑蚕丝'),
    ],
    sales: 860,
  }),
  good({
    key: 'silk-sleep-mask',
    category: 'accessories',
    collections: ['best-sellers'],
    name: t('22姆米真丝眼罩', '22-Momme Silk Sleep Mask'),
    description: t(
      `两面均为 22 姆米桑蚕丝，内填柔软棉芯，遮光好，不压眼。宽松紧带包裹真丝，不勒头发。

- **材质**：面料 100% 桑蚕丝，填充 100% 棉
- **尺寸**：约 21 × 9.5 厘米
- **适合**：午休、长途飞行

手洗后平铺阴干即可。`,
      `22-momme mulberry silk on both sides with a soft cotton filling: it blocks the light without pressing on your eyes. The wide elastic is wrapped in silk, so it will not tug at your hair.

- **Material**: 100% mulberry silk outer, 100% cotton filling
- **Size**: about 21 × 9.5 cm
- **Great for**: naps and long flights

Hand wash and dry flat in the shade.`,
    ),
    axes: [
      colorAxis([
        ['champagne', '香槟', 'Champagne', '#e8d5b5'],
        ['rose', '豆沙', 'Dusty rose', '#c9a7a0'],
        ['lilac', '雾紫', 'Lilac', '#b3a6c2'],
        ['black', '黑色', 'Black', '#2f2c30'],
      ]),
    ],
    plan: { code: 'AC-MASK', price: 8900, stock: 150, soldOut: ['champagne'] },
    services: [1, 2, 3],
    art: [
      art('eye-mask', ['#c9a7a0', '#f2e6e0', '#8a6f6a'], BG.blush),
      art('fabric', ['#c9a7a0', '#f2e6e0', '#5a3a3a'], BG.paper, '22 姆米'),
    ],
    sales: 2380,
  }),
  good({
    key: 'suzhou-embroidered-fan',
    category: 'accessories',
    collections: ['style-selection'],
    name: t('苏绣团扇·暗香', 'Suzhou Embroidered Round Fan, “Plum Fragrance”'),
    description: t(
      `苏州绣娘以双面绣手工绣制梅花，正反两面图案一致。湘妃竹扇柄，配真丝流苏，可执可赏，附亚克力展示架。

- **扇面**：真丝素绉缎，直径 28 厘米
- **扇柄**：湘妃竹
- **工期**：每把约需 10 个工作日

**本批已全部售罄**，下一批预计在三个月后到货。`,
      `Embroidered by hand in Suzhou with the double-sided technique, so the plum blossom looks the same from both sides. The handle is mottled Xiangfei bamboo, finished with a silk tassel. Use it or display it on the acrylic stand included.

- **Fan face**: silk satin, 28 cm across
- **Handle**: Xiangfei bamboo
- **Making time**: about 10 working days per fan

**This batch has sold out.** The next one is expected in about three months.`,
    ),
    axes: [
      colorAxis([
        ['moon', '月白', 'Moon white', '#f3ede0'],
        ['lotus', '藕荷', 'Lotus pink', '#ead7d8'],
        ['sky', '天青', 'Sky blue', '#d6e3e4'],
      ]),
    ],
    plan: { code: 'AC-FAN', price: 26800, stock: 8, soldOut: ['*'] },
    services: [1, 4],
    art: [
      art('fan', ['#f3ede0', '#8a6a45', '#d9737e'], BG.sage),
      art('fan-closeup', ['#f3ede0', '#8a6a45', '#d9737e'], BG.paper),
    ],
    sales: 340,
  }),
  good({
    key: 'canvas-tote-bag',
    category: 'accessories',
    collections: ['best-sellers'],
    name: t('加厚帆布托特包', 'Heavy Canvas Tote Bag'),
    description: t(
      `16 安重磅帆布，可站立不塌，内有拉链小袋，装得下 14 英寸笔记本电脑。肩带加长，单肩背不勒手。

- **尺寸**：宽 40 × 高 36 × 底宽 12 厘米
- **材质**：100% 棉帆布
- **承重**：约 10 公斤

可冷水手洗，首次洗涤可能轻微缩水、掉色，请单独洗涤。`,
      `16 oz heavyweight canvas that stands up on its own, with a zipped inner pocket and room for a 14-inch laptop. Long handles sit comfortably on the shoulder.

- **Size**: W 40 × H 36 × D 12 cm
- **Material**: 100% cotton canvas
- **Holds**: about 10 kg

Hand wash cold. It may shrink or bleed a little the first time, so wash it separately.`,
    ),
    axes: [
      colorAxis([
        ['natural', '米白', 'Natural', '#e9e1cf'],
        ['navy', '藏青', 'Navy', '#2f3f5c'],
        ['olive', '军绿', 'Olive', '#6b6f4e'],
      ]),
    ],
    plan: { code: 'AC-TOTE', price: 12900, stock: 120 },
    services: [1, 2, 3],
    art: [
      art('tote-bag', ['#e9e1cf', '#1f3a5a', '#d9643a'], BG.sand, 'YOUPIN'),
      art('tote-bag-closeup', ['#e9e1cf', '#1f3a5a', '#d9643a'], BG.paper, 'YOUPIN'),
    ],
    sales: 2960,
  }),
  good({
    key: 'oil-paper-umbrella',
    category: 'accessories',
    collections: [],
    name: t('泸州手工油纸伞', 'Luzhou Handmade Oil-Paper Umbrella'),
    description: t(
      `四川泸州分水镇传统工艺，竹骨手工削制，桐油刷面，共 70 余道工序。伞面手绘梅花，晴天遮阳，小雨可用。

- **伞面直径**：约 84 厘米
- **材质**：楠竹伞骨，皮纸伞面，桐油涂层
- **用途**：遮阳、小雨、装饰、摄影

初次使用会有淡淡桐油味，属正常现象。雨后请撑开阴干，避免暴晒与长期潮湿。`,
      `Made the traditional way in Fenshui, Luzhou, Sichuan: bamboo ribs carved by hand, a paper canopy brushed with tung oil, more than 70 steps in all. Plum blossom is painted by hand on the canopy. It keeps off the sun and a light shower.

- **Canopy**: about 84 cm across
- **Material**: bamboo ribs, mulberry paper, tung-oil finish
- **Use**: sun, light rain, decoration, photo shoots

A faint smell of tung oil at first is normal. After rain, open it to dry in the shade; avoid strong sun and long damp spells.`,
    ),
    axes: [
      colorAxis([
        ['cream', '米黄', 'Cream', '#f0e2c6'],
        ['red', '朱红', 'Vermilion', '#b8322a'],
        ['green', '竹青', 'Bamboo green', '#7f9f86'],
      ]),
    ],
    plan: { code: 'AC-UMB', price: 19800, stock: 25 },
    services: [1, 3],
    art: [
      art('umbrella', ['#f0e2c6', '#c0392b', '#8a6a45'], BG.mist),
      art('umbrella-closeup', ['#f0e2c6', '#c0392b', '#8a6a45'], BG.paper),
    ],
    sales: 410,
  }),
  // ---- Home
  good({
    key: 'ceramic-table-lamp',
    category: 'home',
    collections: ['style-selection'],
    name: t('将军罐陶瓷台灯', 'Ginger Jar Ceramic Table Lamp'),
    description: t(
      `景德镇手工成型的将军罐灯座，釉色饱满，搭配亚麻灯罩，光线柔和温暖，适合床头、书桌与玄关。

## 产品信息
- **尺寸**：高 52 厘米，灯罩直径 36 厘米
- **灯头**：E27，建议 LED 暖光 ≤ 9W（灯泡不含）
- **电源**：220V 中国标准插头，海外使用请自备转换插头或选用当地电压灯泡

## 保养
灯罩可用软毛刷除尘，瓷座用微湿布擦拭。`,
      `A ginger-jar base thrown by hand in Jingdezhen, with a rich glaze and a linen shade. It gives a soft, warm light for the bedside, the desk or the hallway.

## Details
- **Size**: 52 cm tall, shade 36 cm across
- **Fitting**: E27; warm LED up to 9 W recommended (bulb not included)
- **Power**: 220 V with a Chinese plug. Abroad, please use a plug adapter and a bulb for your local voltage

## Care
Dust the shade with a soft brush and wipe the base with a slightly damp cloth.`,
    ),
    axes: [
      colorAxis([
        ['cobalt', '钴蓝', 'Cobalt blue', '#2b4a9a'],
        ['celadon', '青瓷', 'Celadon', '#8fb59a'],
        ['cream', '米白', 'Cream', '#ece4d4'],
      ]),
    ],
    plan: { code: 'HM-LAMP', price: 59800, stock: 15 },
    services: [1, 4],
    art: [
      art('lamp', ['#2b4a9a', '#f1eadb', '#c9a45c'], BG.stone),
      art('lamp-closeup', ['#2b4a9a', '#f1eadb', '#c9a45c'], BG.mist),
    ],
    sales: 290,
  }),
  good({
    key: 'eastern-scented-candle',
    category: 'home',
    collections: [],
    name: t('东方香薰蜡烛 200g', 'Eastern Notes Scented Candle, 200 g'),
    description: t(
      `天然大豆蜡与植物精油调香，木质烛芯燃烧时有轻微噼啪声。三款香型取自东方意象：秋日桂花、一盏白茶、禅房檀木。

- **净含量**：200 克，燃烧约 40 小时
- **容器**：手工陶瓷杯，用完可作小花器
- **成分**：大豆蜡、植物精油、木质烛芯

每次点燃建议不少于 1 小时，让蜡面完全融化，避免“隧道”现象。请勿在无人看管时点燃。`,
      `Natural soy wax scented with plant essential oils, with a wooden wick that crackles softly as it burns. Three scents drawn from Eastern imagery: autumn osmanthus, a cup of white tea, and sandalwood from a temple study.

- **Net weight**: 200 g, about 40 hours of burning
- **Vessel**: handmade ceramic cup, lovely as a small vase afterwards
- **Ingredients**: soy wax, plant essential oils, wooden wick

Burn for at least an hour each time so the whole surface melts and the candle does not tunnel. Never leave a burning candle unattended.`,
    ),
    axes: [
      axis('scent', t('香型', 'Scent'), [
        ['osmanthus', '桂花', 'Osmanthus'],
        ['white-tea', '白茶', 'White tea'],
        ['sandalwood', '檀木', 'Sandalwood'],
      ]),
    ],
    plan: { code: 'HM-CNDL', price: 12800, stock: 80, soldOut: ['sandalwood'] },
    services: [1, 3],
    art: [
      art('candle', ['#d9cbb7', '#f7f1e3', '#fffaf0'], BG.sand, '桂花'),
      art('candle', ['#c9d3c4', '#f7f1e3', '#fffaf0'], BG.sage, '白茶'),
      art('candle', ['#8a6a55', '#f3e6d0', '#fffaf0'], BG.stone, '檀木'),
    ],
    sales: 1860,
  }),
  good({
    key: 'brocade-cushion-cover',
    category: 'home',
    collections: ['style-selection'],
    name: t('织锦缎抱枕套 45×45cm', 'Brocade Cushion Cover, 45 × 45 cm'),
    description: t(
      `南京云锦工艺启发的提花织锦，菱格纹中嵌团花，金线在灯下微微发光。四角缀流苏，隐形拉链。

- **尺寸**：45 × 45 厘米（仅枕套，不含枕芯）
- **材质**：聚酯纤维与粘胶混纺提花
- **适配枕芯**：45 × 45 或 50 × 50 厘米

建议干洗或冷水手洗，勿漂白，低温熨烫反面。`,
      `A jacquard brocade inspired by Nanjing yunjin weaving: a lattice of diamonds around a central flower medallion, with gold threads that glint in lamplight. Tassels at the corners and a hidden zip.

- **Size**: 45 × 45 cm (cover only, no insert)
- **Material**: polyester and viscose jacquard
- **Fits inserts**: 45 × 45 or 50 × 50 cm

Dry clean or hand wash cold, do not bleach, and iron on the reverse at low heat.`,
    ),
    axes: [
      colorAxis([
        ['indigo', '黛蓝', 'Indigo', '#24465e'],
        ['rouge', '胭脂', 'Rouge', '#8e2a3a'],
        ['pine', '松绿', 'Pine green', '#2f5a4a'],
      ]),
    ],
    plan: { code: 'HM-CUSH', price: 15800, stock: 50 },
    services: [1, 2, 3],
    art: [
      art('cushion', ['#24465e', '#c9a45c', '#b8322a'], BG.paper),
      art('cushion-closeup', ['#24465e', '#c9a45c', '#b8322a'], BG.stone),
    ],
    sales: 980,
  }),
  good({
    key: 'wenge-chopsticks-set',
    category: 'home',
    collections: [],
    name: t('鸡翅木筷子筷托套装（三双）', 'Wenge Wood Chopsticks & Rest Set, 3 Pairs'),
    description: t(
      `整木切削，不上漆、不打蜡，仅用食用级木蜡油养护，纹理如鸡翅羽毛。筷尾镶铜色装饰环，搭配青瓷筷托，送礼自用都合适。

- **长度**：24 厘米
- **材质**：鸡翅木、陶瓷筷托
- **包装**：三双筷子 + 一只筷托，礼盒装

请手洗后擦干，勿长时间浸泡，勿放入洗碗机与消毒柜。`,
      `Cut from solid wenge wood with no lacquer or wax, finished only with food-safe wood oil, so the feather-like grain shows through. A brass-coloured ring decorates each end, and a celadon rest completes the set. A thoughtful gift, or a treat for your own table.

- **Length**: 24 cm
- **Material**: wenge wood, ceramic rest
- **Set**: three pairs and one rest, in a gift box

Hand wash and dry straight away. Do not soak, and keep them out of the dishwasher and steriliser.`,
    ),
    axes: [],
    plan: { code: 'HM-CHOP', price: 8900, stock: 140 },
    services: [1, 2, 3],
    art: [
      art('chopsticks', ['#6b3f26', '#c9a45c', '#a9c9b8'], BG.paper),
      art('chopsticks-closeup', ['#6b3f26', '#c9a45c', '#a9c9b8'], BG.sand),
    ],
    sales: 1540,
  }),
  good({
    key: 'bamboo-storage-basket',
    category: 'home',
    collections: [],
    name: t('手编竹收纳篮', 'Hand-Woven Bamboo Storage Basket'),
    description: t(
      `浙江安吉毛竹，篾匠手工编织，篮口以深色竹篾包边，两侧留提手。收纳水果、毛巾、杂志都好用。

- **小号**：直径 24 × 高 14 厘米
- **中号**：直径 30 × 高 18 厘米
- **大号**：直径 38 × 高 22 厘米

天然竹材颜色会有深浅差异。请放在通风处，避免暴晒与长期潮湿。`,
      `Woven by hand from Anji bamboo in Zhejiang, with a rim bound in darker strips and a handle on each side. Handy for fruit, towels or magazines.

- **Small**: 24 cm across, 14 cm tall
- **Medium**: 30 cm across, 18 cm tall
- **Large**: 38 cm across, 22 cm tall

Natural bamboo varies a little in shade. Keep it somewhere airy, out of strong sun and away from damp.`,
    ),
    axes: [
      axis('size', t('尺寸', 'Size'), [
        ['s', '小号', 'Small'],
        ['m', '中号', 'Medium'],
        ['l', '大号', 'Large'],
      ]),
    ],
    plan: { code: 'HM-BSKT', price: { s: 6900, m: 8900, l: 12900 }, stock: 40 },
    services: [1, 2, 3],
    art: [
      art('basket', ['#d6b47c', '#7a5a3a', '#6b5236'], BG.sage),
      art('basket-closeup', ['#d6b47c', '#7a5a3a', '#6b5236'], BG.paper),
    ],
    sales: 720,
  }),
  // ---- Stationery
  good({
    key: 'thread-bound-notebook',
    category: 'stationery',
    collections: ['style-selection', 'best-sellers'],
    name: t('线装宣纸笔记本', 'Thread-Bound Xuan Paper Notebook'),
    description: t(
      `传统四眼线装，布面封皮，内页为安徽泾县半生熟宣纸，钢笔、毛笔、铅笔都好写，不洇墨。可完全摊平书写。

- **尺寸**：A5（21 × 14.8 厘米）
- **页数**：80 张 / 160 页，空白内页
- **封面**：棉麻布面，手工贴签

送给爱写字、爱画画的朋友，是一份很体面的小礼物。`,
      `Bound by hand with the traditional four-hole stitch and a cloth cover, filled with semi-sized xuan paper from Jingxian, Anhui. It takes fountain pen, brush and pencil without bleeding and lies completely flat.

- **Size**: A5 (21 × 14.8 cm)
- **Pages**: 80 sheets / 160 pages, blank
- **Cover**: cotton-linen cloth with a hand-applied title label

A lovely little gift for anyone who loves to write or sketch.`,
    ),
    axes: [
      colorAxis([
        ['indigo', '黛蓝', 'Indigo', '#2b4a6b'],
        ['cinnabar', '朱砂', 'Cinnabar', '#9e2f2a'],
        ['pine', '松绿', 'Pine green', '#3f6b5a'],
        ['straw', '米黄', 'Straw', '#d9c79e'],
      ]),
    ],
    plan: { code: 'ST-NB', price: 4800, stock: 200 },
    services: [1, 2, 3],
    art: [
      art('notebook', ['#2b4a6b', '#9e2f2a', '#f3ead8'], BG.paper, '山水笔记'),
      art('notebook-closeup', ['#2b4a6b', '#9e2f2a', '#f3ead8'], BG.stone, '山水笔记'),
    ],
    sales: 3480,
  }),
  good({
    key: 'huzhou-brush-set',
    category: 'stationery',
    collections: ['style-selection'],
    name: t('湖笔书法套装（五支）', 'Huzhou Calligraphy Brush Set, 5 Brushes'),
    description: t(
      `浙江湖州善琏镇制笔作坊出品，五支毛笔由大到小，兼毫、狼毫、羊毫搭配，楷书、行书、小字皆宜。附红木笔架。

## 套装内容
- 大楷兼毫 ×1、中楷兼毫 ×1、小楷狼毫 ×1
- 羊毫提笔 ×1、勾线笔 ×1
- 红木笔架 ×1

## 使用与保养
新笔先用温水泡开笔头；用后清水洗净，理顺笔锋，笔头朝下悬挂晾干。`,
      `From a brush workshop in Shanlian, Huzhou, Zhejiang: five brushes from large to small, in mixed, weasel and goat hair, for regular script, running script and small characters alike. A rosewood rack is included.

## In the set
- Large and medium mixed-hair brushes, one each
- Small weasel-hair brush
- Goat-hair brush and a fine liner brush
- Rosewood brush rack

## Use and care
Soften a new brush in warm water first. After use, rinse in clean water, reshape the tip and hang it tip down to dry.`,
    ),
    axes: [],
    plan: { code: 'ST-BRUSH', price: 16800, stock: 35 },
    services: [1, 2, 4],
    art: [
      art('brush-set', ['#d9c08a', '#5e3a24', '#f5f0e6'], BG.paper),
      art('brush-set-closeup', ['#d9c08a', '#5e3a24', '#f5f0e6'], BG.sand),
    ],
    sales: 610,
  }),
  good({
    key: 'lacquer-fountain-pen',
    category: 'stationery',
    collections: [],
    name: t('大漆钢笔', 'Lacquer Fountain Pen'),
    description: t(
      `笔杆以天然大漆反复髹涂、打磨，温润耐磨，越用越亮。德国产铱金笔尖，书写顺滑，附吸墨器，也可使用国际标准短墨囊。

- **笔尖**：EF 极细 / F 细 / M 中
- **长度**：合帽 13.8 厘米，重约 26 克
- **包装**：桐木盒，附吸墨器与两支墨囊

大漆为天然材料，颜色会随时间慢慢变得更透亮。`,
      `The barrel is coated and polished by hand in many layers of natural urushi lacquer, which is warm to hold, hard-wearing and glossier with use. A German-made iridium nib writes smoothly; a converter is included, and it also takes standard international short cartridges.

- **Nib**: EF, F or M
- **Length**: 13.8 cm capped, about 26 g
- **Packaging**: paulownia box with converter and two cartridges

Natural lacquer slowly grows brighter and more translucent over time.`,
    ),
    axes: [
      colorAxis([
        ['indigo', '黛蓝', 'Indigo', '#1f3a5a'],
        ['vermilion', '朱红', 'Vermilion', '#9e2f2a'],
        ['black', '墨黑', 'Ink black', '#222226'],
      ]),
      axis('nib', t('笔尖', 'Nib'), [
        ['ef', 'EF 极细', 'EF (extra fine)'],
        ['f', 'F 细', 'F (fine)'],
        ['m', 'M 中', 'M (medium)'],
      ]),
    ],
    plan: { code: 'ST-PEN', price: 19800, stock: 20, soldOut: ['vermilion/ef'] },
    services: [1, 2, 4],
    art: [
      art('pen', ['#1f3a5a', '#c9a45c'], BG.mist, 'YOUPIN'),
      art('pen-closeup', ['#1f3a5a', '#c9a45c'], BG.paper, 'YOUPIN'),
    ],
    sales: 870,
  }),
  good({
    key: 'openwork-brass-bookmark',
    category: 'stationery',
    collections: [],
    name: t('镂空黄铜书签', 'Openwork Brass Bookmark'),
    description: t(
      `黄铜蚀刻镂空，圆窗中一枝梅花，下方是传统窗棂纹样。配真丝流苏与牛皮纸信封，适合夹在随身的书里，也适合作为小小的伴手礼。

- **尺寸**：12 × 3.2 厘米，厚 0.5 毫米
- **材质**：黄铜，表面透明保护层
- **包装**：牛皮纸信封

黄铜会随时间自然氧化变深，可用软布轻擦恢复光泽。`,
      `Etched from solid brass: a plum branch in a moon window above a traditional lattice pattern. It comes with a silk tassel and a kraft envelope, perfect for the book you carry everywhere or as a small thank-you gift.

- **Size**: 12 × 3.2 cm, 0.5 mm thick
- **Material**: brass with a clear protective coat
- **Packaging**: kraft paper envelope

Brass darkens naturally over time; rub gently with a soft cloth to bring back the shine.`,
    ),
    axes: [],
    plan: { code: 'ST-BM', price: 5800, stock: 160 },
    services: [1, 3],
    art: [
      art('bookmark', ['#c9a45c', '#b8322a', '#e3d3b3'], BG.paper),
      art('bookmark-closeup', ['#c9a45c', '#b8322a', '#e3d3b3'], BG.stone),
    ],
    sales: 1320,
  }),
  // ---- Snacks
  good({
    key: 'cantonese-mooncake-box',
    category: 'snacks',
    collections: [],
    name: t('广式月饼礼盒（8枚）', 'Cantonese Mooncake Gift Box, 8 Pieces'),
    description: t(
      `老字号饼家手工制作，饼皮薄而柔软，回油均匀，馅料细腻不甜腻。礼盒内 8 枚独立包装，每枚 100 克。

- **口味**：双黄白莲蓉 / 五仁 / 蛋黄豆沙
- **保质期**：60 天
- **配料**：小麦粉、转化糖浆、莲子、咸鸭蛋黄等

**中秋限定，今年已全部售罄**，感谢大家的喜爱，明年中秋再见。`,
      `Made by hand at a long-established Cantonese bakery: a thin, tender crust that has rested until glossy, and smooth fillings that are not too sweet. Eight individually wrapped mooncakes of 100 g each.

- **Flavours**: white lotus seed with double yolk, five kernel, or red bean with yolk
- **Shelf life**: 60 days
- **Ingredients**: wheat flour, invert syrup, lotus seeds, salted duck egg yolk and more

**A Mid-Autumn special, sold out for this year.** Thank you for the love; see you next Mid-Autumn.`,
    ),
    axes: [
      axis('flavor', t('口味', 'Flavour'), [
        ['lotus-yolk', '双黄白莲蓉', 'Lotus seed, double yolk'],
        ['five-kernel', '五仁', 'Five kernel'],
        ['red-bean', '蛋黄豆沙', 'Red bean & yolk'],
      ]),
    ],
    plan: {
      code: 'SN-MOON',
      price: { 'lotus-yolk': 16800, 'five-kernel': 12800, 'red-bean': 14800 },
      stock: 100,
      soldOut: ['*'],
    },
    services: [1, 3],
    art: [
      art('snack-box', ['#b8322a', '#e0c27a', '#f3d98a'], BG.blush, '月饼'),
      art('pastries', ['#c98a3e', '#f3efe6', '#b8322a'], BG.paper, '福'),
    ],
    sales: 4870,
  }),
  good({
    key: 'old-style-walnut-cookies',
    category: 'snacks',
    collections: ['best-sellers'],
    name: t('老式核桃酥 400g', 'Old-Style Walnut Cookies, 400 g'),
    description: t(
      `记忆里的老味道：猪油换成了非氢化植物油，依旧酥松掉渣，核桃碎香气十足。每块独立包装，方便分享。

- **净含量**：400 克（约 16 块）
- **保质期**：120 天
- **过敏原**：含小麦、坚果、鸡蛋

开袋后请尽快食用，避免受潮。`,
      `The taste of childhood, made with non-hydrogenated vegetable oil instead of lard, and still crumbly, melt-in-the-mouth and full of toasted walnut. Each cookie is wrapped on its own, so they are easy to share.

- **Net weight**: 400 g (about 16 cookies)
- **Shelf life**: 120 days
- **Allergens**: wheat, nuts, egg

Enjoy soon after opening so they stay crisp.`,
    ),
    axes: [],
    plan: { code: 'SN-WAL', price: 3900, stock: 260 },
    services: [1, 3],
    art: [
      art('snack-box', ['#e9d8b4', '#8e2a22', '#8e2a22'], BG.sand, '桃酥'),
      art('cookies', ['#d9a45a', '#f3efe6', '#8a5a32'], BG.paper),
    ],
    sales: 3980,
  }),
  good({
    key: 'sichuan-beef-jerky',
    category: 'snacks',
    collections: ['best-sellers'],
    name: t('四川手撕牛肉干', 'Sichuan Hand-Torn Beef Jerky'),
    description: t(
      `精选牛后腿肉，先卤后烤，再手工撕成条，越嚼越香。麻辣味用汉源花椒与二荆条辣椒，麻香过瘾；五香与原味更适合不吃辣的朋友。

- **规格**：100 克 / 250 克袋装
- **保质期**：9 个月
- **配料**：牛肉、白砂糖、食用盐、辣椒、花椒、香辛料

开袋后请冷藏并在 3 天内吃完。`,
      `Beef silverside braised, then roasted and torn into strips by hand, getting tastier the longer you chew. The mala version uses Hanyuan Sichuan pepper and Erjingtiao chillies for a proper tingle; five-spice and original are for friends who skip the heat.

- **Size**: 100 g or 250 g bag
- **Shelf life**: 9 months
- **Ingredients**: beef, sugar, salt, chilli, Sichuan pepper, spices

Once opened, refrigerate and finish within 3 days.`,
    ),
    axes: [
      axis('flavor', t('口味', 'Flavour'), [
        ['mala', '麻辣', 'Mala (numbing & spicy)'],
        ['five-spice', '五香', 'Five-spice'],
        ['original', '原味', 'Original'],
      ]),
      weightAxis([100, 250]),
    ],
    plan: { code: 'SN-JERKY', price: { '100g': 3900, '250g': 8900 }, stock: 150, soldOut: ['original/250g'] },
    services: [1, 3],
    art: [
      art('pouch', ['#9e2f2a', '#f7e9c8', '#7a3a22'], BG.blush, '牛肉干'),
      art('bowl', ['#f3efe6', '#9e2f2a', '#7a3a22'], BG.paper),
    ],
    sales: 2650,
  }),
  good({
    key: 'yunnan-wild-honey',
    category: 'snacks',
    collections: [],
    name: t('云南野生百花蜜', 'Yunnan Wild Flower Honey'),
    description: t(
      `采自云南哀牢山的中华蜂百花蜜，一年只取一次成熟蜜，浓度高，带淡淡花果香。低温下会自然结晶，是天然蜂蜜的特征。

- **规格**：250 克 / 500 克玻璃瓶
- **保质期**：24 个月
- **食用**：用 60℃ 以下温水冲饮，或搭配面包、酸奶

一岁以下婴儿请勿食用。`,
      `Wildflower honey from Chinese honeybees in the Ailao Mountains of Yunnan, harvested only once a year when fully ripe: thick, with a light floral and fruity aroma. It crystallises naturally in the cold, a sign of real honey.

- **Size**: 250 g or 500 g glass jar
- **Shelf life**: 24 months
- **Enjoy**: stirred into water below 60 °C, or with toast and yoghurt

Not suitable for babies under one year old.`,
    ),
    axes: [weightAxis([250, 500])],
    plan: { code: 'SN-HONEY', price: { '250g': 6800, '500g': 11800 }, stock: 90 },
    services: [1, 3],
    art: [
      art('jar', ['#e0a526', '#3b3a38', '#f3ead8'], BG.sand, '百花蜜'),
      art('jar-closeup', ['#e0a526', '#3b3a38', '#f3ead8'], BG.paper, '百花蜜'),
    ],
    sales: 1190,
  }),
  good({
    key: 'crispy-chili-oil',
    category: 'snacks',
    collections: ['best-sellers'],
    name: t('香辣脆油辣椒 210g', 'Crispy Chili Oil, 210 g'),
    description: t(
      `贵州辣椒、花生、豆豉与酥脆洋葱一起用菜籽油慢炸，香、辣、脆一勺全有。拌面、拌饭、蘸饺子，连煎蛋都能升级。

- **辣度**：微辣 / 中辣 / 特辣
- **净含量**：210 克玻璃瓶
- **保质期**：12 个月

开盖后请用干净勺子取用，置于阴凉处，一个月内吃完风味最佳。`,
      `Guizhou chillies, peanuts, fermented black beans and crispy onion, slowly fried in rapeseed oil: fragrant, hot and crunchy in every spoonful. Stir it into noodles or rice, dip dumplings in it, or spoon it over a fried egg.

- **Heat**: mild, medium or extra hot
- **Net weight**: 210 g glass jar
- **Shelf life**: 12 months

Use a clean, dry spoon, keep it somewhere cool, and enjoy within a month of opening for the best flavour.`,
    ),
    axes: [
      axis('heat', t('辣度', 'Heat'), [
        ['mild', '微辣', 'Mild'],
        ['medium', '中辣', 'Medium'],
        ['hot', '特辣', 'Extra hot'],
      ]),
    ],
    plan: { code: 'SN-CHILI', price: 2900, stock: 280 },
    services: [1, 3],
    art: [
      art('jar', ['#a3321f', '#b8322a', '#f7e9c8'], BG.blush, '油辣椒'),
      art('bowl', ['#f3efe6', '#b8322a', '#a3321f'], BG.paper),
    ],
    sales: 4620,
  }),
  good({
    key: 'osmanthus-rice-cakes',
    category: 'snacks',
    collections: [],
    name: t('杭州桂花糕 240g', 'Hangzhou Osmanthus Rice Cakes, 240 g'),
    description: t(
      `糯米粉与桂花蜜蒸制，口感软糯，入口是满满的秋天桂花香。甜度克制，配一杯绿茶正好。

- **净含量**：240 克（12 枚）
- **保质期**：90 天
- **配料**：糯米粉、白砂糖、桂花、麦芽糖

冬季如变硬，可微波 10 秒恢复软糯。`,
      `Glutinous rice flour steamed with osmanthus honey: soft, chewy and full of the fragrance of autumn blossoms. Gently sweet, and perfect with a cup of green tea.

- **Net weight**: 240 g (12 cakes)
- **Shelf life**: 90 days
- **Ingredients**: glutinous rice flour, sugar, osmanthus flowers, maltose

If they firm up in winter, warm them in the microwave for 10 seconds.`,
    ),
    axes: [],
    plan: { code: 'SN-OSM', price: 3200, stock: 180 },
    services: [1, 3],
    art: [
      art('rice-cakes', ['#f4ead0', '#9fb8a0', '#e0a526'], BG.sand),
      art('snack-box', ['#f3e3b0', '#c98a2e', '#c98a2e'], BG.paper, '桂花糕'),
    ],
    sales: 1730,
  }),
];
