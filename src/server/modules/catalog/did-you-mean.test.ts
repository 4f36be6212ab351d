import { describe, expect, it } from 'vitest';
import { buildVocabulary, didYouMean, editDistance, maxEdits } from './did-you-mean.ts';

const t = (zh: string, en: string) => ({ 'zh-cn': zh, en });
const vocabulary = buildVocabulary({
  texts: [
    t('西湖龙井茶', 'West Lake Longjing Tea'),
    t('紫砂茶壶', 'Yixing Clay Teapot'),
    t('乌龙茶', 'Oolong Tea'),
    t('卫衣·针织', 'Hoodies & Knitwear'),
    t('景德镇青花瓷杯', 'Jingdezhen Porcelain Cup'),
  ],
  terms: ['hoodie', '连帽衫'],
});

describe('did you mean', () => {
  it('measures Damerau-Levenshtein distance, stopping past the limit', () => {
    expect(editDistance('porcelain', 'procelain', 3)).toBe(1);
    expect(editDistance('knitwear', 'kintwaer', 3)).toBe(2);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
    expect([3, 4, 5, 8, 9].map(maxEdits)).toEqual([0, 1, 2, 2, 3]);
  });

  it('corrects each unknown Latin word to the nearest catalog word with the same first letter', () => {
    expect(didYouMean(vocabulary, 'kintwaer', 'en')).toBe('knitwear');
    expect(didYouMean(vocabulary, 'Lonjgnig  TEA', 'en')).toBe('longjing tea');
    expect(didYouMean(vocabulary, 'procelyan', 'zh-cn')).toBe('porcelain');
    // The first letter is kept: 'ongjing' is not corrected to 'longjing'.
    expect(didYouMean(vocabulary, 'ongjing', 'en')).toBeUndefined();
    // Known words, too far, too short, one word without a near one: no suggestion.
    expect(didYouMean(vocabulary, 'oolong tea', 'en')).toBeUndefined();
    expect(didYouMean(vocabulary, 'qzxvbnm', 'en')).toBeUndefined();
    expect(didYouMean(vocabulary, 'tae', 'en')).toBeUndefined();
    expect(didYouMean(vocabulary, 'kintwaer qzxvbnm', 'en')).toBeUndefined();
  });

  it("corrects a Chinese run to the catalog's word sharing most of its characters", () => {
    expect(didYouMean(vocabulary, '龙景茶', 'zh-cn')).toBe('乌龙茶');
    expect(didYouMean(vocabulary, '连帽杉', 'zh-cn')).toBe('连帽衫');
    expect(didYouMean(vocabulary, '龙井', 'zh-cn')).toBeUndefined();
    expect(didYouMean(vocabulary, '火星', 'zh-cn')).toBeUndefined();
  });
});
