import type { Settings } from '../../../domain/site/settings.ts';

/**
 * The demo shop's branding. The analytics snippet defines gtag() and a data layer
 * without loading anything from a third-party host; an owner pastes the real one.
 */
export const DEMO_SETTINGS: Partial<Settings> = {
  seo_title: { 'zh-cn': '优品海购', en: 'Youpin Global' },
  seo_keyword: {
    'zh-cn': '海外购物,中国好物,茶叶,瓷器,服饰,直邮',
    en: 'china goods,tea,porcelain,apparel,worldwide shipping',
  },
  seo_description: {
    'zh-cn': '优品海购：精选中国好物，茶叶、瓷器、服饰与家居，直邮到家。',
    en: 'Youpin Global: curated goods from China (tea, porcelain, apparel and home), shipped to your door.',
  },
  analysis_code:
    "<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-DEMO000000');</script>",
};
