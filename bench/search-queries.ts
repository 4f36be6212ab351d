// The public query set of the search relevance benchmark (issue #39, item 7): what
// shoppers type into the search box of the demo shop, in English and Chinese, and the
// goods that must appear among the first three results. Used by bench/search-relevance.ts
// (`node bench/run.ts --only relevance`) and test/api/search-relevance.test.ts.
//
// Goods are named by their key in the demo seed (src/server/db/seed/catalog-data.ts,
// DEMO_GOODS), which stays when a name is reworded; they are resolved to the seeded
// goods' ids at run time (resolveExpected in bench/search-relevance.ts), and a key the
// seed does not have fails the run.
//
// A hit at 3: every expected good is among the first three results (at least one of
// them when the entry says `any: true`). A hit at 1: the first result is one of them.
// An entry expects at most three goods.

export interface SearchQuery {
  query: string;
  /** The `lang` header sent with it: the shop's language the shopper is reading. */
  lang: 'en' | 'zh-cn';
  /** Keys of demo goods (DEMO_GOODS[].key) that must appear in the top 3. */
  expect: string[];
  /** One of `expect` in the top 3 is enough (several goods answer the query equally well). */
  any?: boolean;
  note?: string;
}

const TEES = ['organic-cotton-tee', 'shan-shui-graphic-tee'];
const GREEN_TEAS = ['west-lake-longjing', 'dongting-biluochun', 'huangshan-maofeng'];
const OOLONGS = ['anxi-tieguanyin', 'wuyi-da-hong-pao', 'phoenix-dancong'];
const BLACK_TEAS = ['keemun-black-tea', 'dianhong-golden-buds', 'lapsang-souchong'];
const SHIRTS = ['linen-mandarin-shirt', 'non-iron-oxford-shirt'];
const DRESSES = ['modern-silk-qipao', 'belted-linen-midi-dress'];

export const SEARCH_QUERIES: SearchQuery[] = [
  // ---- English: the examples
  { query: 'tepot', lang: 'en', expect: ['yixing-zisha-teapot'], note: 'typo of teapot' },
  { query: 'hoddie', lang: 'en', expect: ['heavyweight-hoodie'], note: 'typo of hoodie' },
  { query: 't-shirt', lang: 'en', expect: TEES, note: 'the two tees, not the Oxford and linen shirts' },
  { query: 'tshirt', lang: 'en', expect: TEES, note: 'the two tees, not the shirts' },
  { query: 'tee shirt', lang: 'en', expect: TEES, note: 'the two tees, not the shirts' },
  { query: 'jumper', lang: 'en', expect: ['cashmere-cable-sweater'], note: 'British for sweater' },
  { query: 'cheongsam', lang: 'en', expect: ['modern-silk-qipao'], note: 'another word for qipao' },
  { query: 'biscuits', lang: 'en', expect: ['old-style-walnut-cookies'], note: 'British for cookies' },
  { query: 'puer', lang: 'en', expect: ['menghai-ripe-puer'], note: 'pu-erh written as one word' },
  { query: 'green tea', lang: 'en', expect: GREEN_TEAS, note: 'the category, not teacups or rice cakes first' },
  { query: 'moon cake', lang: 'en', expect: ['cantonese-mooncake-box'], note: 'two words for mooncake' },
  { query: 'mooncake', lang: 'en', expect: ['cantonese-mooncake-box'] },
  { query: 'hoodies', lang: 'en', expect: ['heavyweight-hoodie'], note: 'plural' },
  { query: 'scarves', lang: 'en', expect: ['mulberry-silk-scarf'], note: 'irregular plural' },
  { query: 'chopstick', lang: 'en', expect: ['wenge-chopsticks-set'], note: 'singular of the name' },
  // ---- English: names, categories, two words, typos of longer words
  { query: 'longjing', lang: 'en', expect: ['west-lake-longjing'] },
  { query: 'Dongting Biluochun', lang: 'en', expect: ['dongting-biluochun'], note: 'exact name' },
  { query: 'oolong tea', lang: 'en', expect: OOLONGS, note: 'category' },
  { query: 'black tea', lang: 'en', expect: BLACK_TEAS, note: 'category' },
  { query: 'dresses', lang: 'en', expect: DRESSES, note: 'category, plural' },
  { query: 'gaiwan', lang: 'en', expect: ['ru-ware-gaiwan'] },
  { query: 'mug', lang: 'en', expect: ['hand-glazed-mug'] },
  { query: 'vase', lang: 'en', expect: ['blue-white-meiping-vase'] },
  { query: 'fountain pen', lang: 'en', expect: ['lacquer-fountain-pen'] },
  { query: 'table lamp', lang: 'en', expect: ['ceramic-table-lamp'] },
  { query: 'tote bag', lang: 'en', expect: ['canvas-tote-bag'] },
  { query: 'beef jerky', lang: 'en', expect: ['sichuan-beef-jerky'] },
  { query: 'sleep mask', lang: 'en', expect: ['silk-sleep-mask'] },
  { query: 'honey', lang: 'en', expect: ['yunnan-wild-honey'] },
  { query: 'celadn cups', lang: 'en', expect: ['longquan-celadon-cups'], note: 'typo of celadon' },
  { query: 'cashmer sweater', lang: 'en', expect: ['cashmere-cable-sweater'], note: 'typo of cashmere' },
  { query: 'umbrela', lang: 'en', expect: ['oil-paper-umbrella'], note: 'typo of umbrella' },
  { query: 'bookmrk', lang: 'en', expect: ['openwork-brass-bookmark'], note: 'typo of bookmark' },
  { query: 'candel', lang: 'en', expect: ['eastern-scented-candle'], note: 'typo of candle' },

  // ---- Chinese: the examples
  { query: '乌龙茶', lang: 'zh-cn', expect: OOLONGS, note: 'a category of that name' },
  { query: '围巾', lang: 'zh-cn', expect: ['mulberry-silk-scarf'], note: 'the silk scarf is named 方巾' },
  { query: '短袖', lang: 'zh-cn', expect: TEES, note: 'short sleeves: the T-shirts' },
  { query: '茶', lang: 'zh-cn', expect: ['west-lake-longjing'], note: 'the Longjing before a candle or rice cakes' },
  { query: '月饼', lang: 'zh-cn', expect: ['cantonese-mooncake-box'] },
  // ---- Chinese: names, categories, other words for the same thing
  { query: '绿茶', lang: 'zh-cn', expect: GREEN_TEAS, note: 'category' },
  { query: '红茶', lang: 'zh-cn', expect: BLACK_TEAS, note: 'category' },
  { query: '普洱', lang: 'zh-cn', expect: ['menghai-ripe-puer'] },
  { query: '龙井', lang: 'zh-cn', expect: ['west-lake-longjing'] },
  { query: '铁观音', lang: 'zh-cn', expect: ['anxi-tieguanyin'] },
  { query: '大红袍', lang: 'zh-cn', expect: ['wuyi-da-hong-pao'] },
  { query: '白茶', lang: 'zh-cn', expect: ['fuding-white-peony'], note: 'category 白茶·普洱' },
  { query: '紫砂壶', lang: 'zh-cn', expect: ['yixing-zisha-teapot'], note: 'named 紫砂·西施壶' },
  { query: '茶壶', lang: 'zh-cn', expect: ['yixing-zisha-teapot'] },
  { query: '盖碗', lang: 'zh-cn', expect: ['ru-ware-gaiwan'] },
  { query: '保温杯', lang: 'zh-cn', expect: ['tea-infuser-tumbler'] },
  { query: '马克杯', lang: 'zh-cn', expect: ['hand-glazed-mug'] },
  { query: '青瓷茶杯', lang: 'zh-cn', expect: ['longquan-celadon-cups'], note: 'named 青瓷品茗杯' },
  { query: '花瓶', lang: 'zh-cn', expect: ['blue-white-meiping-vase'], note: 'a 梅瓶 is a vase' },
  { query: 'T恤', lang: 'zh-cn', expect: TEES, note: 'category' },
  { query: '衬衫', lang: 'zh-cn', expect: SHIRTS, note: 'category' },
  { query: '卫衣', lang: 'zh-cn', expect: ['heavyweight-hoodie'] },
  { query: '毛衣', lang: 'zh-cn', expect: ['cashmere-cable-sweater'] },
  { query: '旗袍', lang: 'zh-cn', expect: ['modern-silk-qipao'] },
  { query: '连衣裙', lang: 'zh-cn', expect: DRESSES, note: 'category' },
  { query: '丝巾', lang: 'zh-cn', expect: ['mulberry-silk-scarf'], note: 'named 丝斜纹方巾' },
  { query: '眼罩', lang: 'zh-cn', expect: ['silk-sleep-mask'] },
  { query: '雨伞', lang: 'zh-cn', expect: ['oil-paper-umbrella'], note: 'an umbrella, named 油纸伞' },
  { query: '台灯', lang: 'zh-cn', expect: ['ceramic-table-lamp'] },
  { query: '蜡烛', lang: 'zh-cn', expect: ['eastern-scented-candle'] },
  { query: '筷子', lang: 'zh-cn', expect: ['wenge-chopsticks-set'] },
  { query: '钢笔', lang: 'zh-cn', expect: ['lacquer-fountain-pen'] },
  { query: '毛笔', lang: 'zh-cn', expect: ['huzhou-brush-set'], note: 'brushes, named 湖笔书法套装' },
  { query: '笔记本', lang: 'zh-cn', expect: ['thread-bound-notebook'] },
  { query: '饼干', lang: 'zh-cn', expect: ['old-style-walnut-cookies'], note: 'cookies, named 核桃酥' },
  { query: '牛肉干', lang: 'zh-cn', expect: ['sichuan-beef-jerky'] },
  { query: '蜂蜜', lang: 'zh-cn', expect: ['yunnan-wild-honey'], note: 'named 百花蜜' },
  { query: '辣椒油', lang: 'zh-cn', expect: ['crispy-chili-oil'], note: 'named 脆油辣椒' },
  { query: '桂花糕', lang: 'zh-cn', expect: ['osmanthus-rice-cakes'] },
];
