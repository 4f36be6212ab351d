// The demo shop's search vocabulary (issue #39): synonym groups the owner would set up
// (admin, Search), and search terms on a few goods, so that shoppers' own words find
// the goods from the first start. Terms are stored normalised (synonyms.ts).
import type { I18nText } from '../../../domain/i18n/locale.ts';

/** [terms, one way]: both ways, every term finds what the others find. */
export const DEMO_SYNONYMS: Array<{ terms: string[]; oneWay?: boolean }> = [
  { terms: ['围巾', '丝巾', '方巾', 'scarf', 'neckerchief'] },
  { terms: ['jumper', 'sweater', 'pullover', '毛衣', '针织衫'] },
  { terms: ['cheongsam', 'qipao', '旗袍'] },
  { terms: ['biscuits', 'cookies', '饼干', '曲奇'] },
  { terms: ['chilli', 'chili', '辣椒'] },
  { terms: ['t-shirt', 'tee', 'tee shirt', 't恤', '短袖'] },
  { terms: ['puer', 'pu-erh', '普洱'] },
  { terms: ['hoodie', 'hooded sweatshirt', '卫衣', '连帽衫'] },
  { terms: ['mooncake', '月饼'] },
  { terms: ['oolong', 'wulong', '乌龙'] },
  { terms: ['longjing', 'dragon well', '龙井'] },
  { terms: ['tumbler', 'thermos', 'flask', '保温杯'] },
  { terms: ['teapot', '茶壶'] },
  { terms: ['mug', '马克杯'] },
  { terms: ['chopsticks', '筷子'] },
  { terms: ['umbrella', 'parasol', '雨伞'] },
  { terms: ['jerky', '牛肉干'] },
  { terms: ['honey', '蜂蜜'] },
  { terms: ['notebook', 'journal', '笔记本'] },
  // One way: a gift box is a gift; not every gift is a gift box.
  { terms: ['gift', 'gift box', '礼盒'], oneWay: true },
];

/** Owner-set search terms of some demo goods, by good key (catalog-data.ts). */
export const DEMO_SEARCH_TERMS: Record<string, I18nText> = {
  'old-style-walnut-cookies': { 'zh-cn': '饼干 曲奇 桃酥', en: 'biscuits shortbread' },
  'mulberry-silk-scarf': { 'zh-cn': '围巾 丝巾', en: 'scarves neckerchief' },
  'modern-silk-qipao': { 'zh-cn': '长衫', en: 'cheongsam' },
  'menghai-ripe-puer': { 'zh-cn': '普洱 黑茶 茶饼', en: 'puer dark tea' },
  'cashmere-cable-sweater': { 'zh-cn': '毛衣 针织衫', en: 'jumper pullover knit' },
  'heavyweight-hoodie': { 'zh-cn': '帽衫 卫衣', en: 'sweatshirt' },
  'organic-cotton-tee': { 'zh-cn': '短袖', en: 't-shirt tshirt' },
  'shan-shui-graphic-tee': { 'zh-cn': '短袖', en: 't-shirt tshirt' },
  'crispy-chili-oil': { 'zh-cn': '辣椒油', en: 'chilli oil' },
  'tea-infuser-tumbler': { 'zh-cn': '水杯', en: 'thermos flask bottle' },
};
