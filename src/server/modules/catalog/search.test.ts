import { describe, expect, it } from 'vitest';
import {
  goodSearchDocuments,
  headDocument,
  keywordMatches,
  looseQuery,
  phraseKeys,
  searchDocument,
  searchQuery,
  searchTokens,
  similarText,
  stems,
  textUnits,
} from './search.ts';
import { createSynonymIndex } from './synonyms.ts';
import { createVocabulary } from './typos.ts';

const synonyms = createSynonymIndex([
  { terms: ['t-shirt', 'tee', 'tee shirt', 't恤', '短袖'], one_way: false },
  { terms: ['围巾', '丝巾', '方巾', 'scarf'], one_way: false },
  { terms: ['jumper', 'sweater', '针织衫'], one_way: false },
  { terms: ['gift', 'gift box'], one_way: true },
]);

describe('search tokens', () => {
  it('splits Chinese into bigrams and Latin into lower-case words', () => {
    expect(searchTokens('西湖龙井 Longjing Tea 250g')).toEqual(['西湖', '湖龙', '龙井', 'longjing', 'tea', '250g']);
    expect(searchTokens('茶')).toEqual(['茶']);
  });

  it('segments Chinese into words, keeping what the segmenter leaves alone as one run', () => {
    expect(textUnits('西湖龙井茶叶').map((u) => u.text)).toEqual(['西湖', '龙井', '茶叶']);
    expect(textUnits('乌龙茶').map((u) => u.text)).toEqual(['乌龙茶']);
    // ICU knows neither as a word: its single characters are kept together.
    expect(textUnits('短袖').map((u) => u.text)).toEqual(['短袖']);
    expect(textUnits('普洱茶饼').map((u) => u.text)).toEqual(['普洱茶饼']);
    // A Latin letter next to Chinese is a word of its own.
    expect(textUnits('T恤 Pu-erh')).toEqual([
      { latin: true, text: 't' },
      { latin: false, text: '恤' },
      { latin: true, text: 'pu' },
      { latin: true, text: 'erh' },
    ]);
  });

  it('stems English plurals and simple forms', () => {
    expect(stems('hoodies')).toEqual(['hoodi']);
    expect(stems('hoodie')).toEqual(['hoodi']);
    expect(stems('scarves')).toEqual(['scarv', 'scarf']);
    expect(stems('chopsticks')).toEqual(['chopstick']);
    expect(stems('tea')).toEqual([]);
    expect(stems('250g')).toEqual([]);
  });

  it('builds documents over both languages, with stems and neighbouring words joined where asked', () => {
    expect(searchDocument(['龙井茶', 'Green tea'])).toBe('龙井 井茶 龙 井 茶 green tea');
    expect(searchDocument(['T-Shirts'], { join: true })).toBe('t tshirts tshirt shirts shirt');
    const docs = goodSearchDocuments({
      name: { 'zh-cn': '桑蚕丝方巾', en: 'Silk Scarf' },
      description: { 'zh-cn': '柔软', en: 'Soft and light' },
      categories: [
        { 'zh-cn': '配饰', en: 'Accessories' },
        { 'zh-cn': '服饰', en: 'Apparel' },
      ],
      options: [{ 'zh-cn': '藏青', en: 'Navy' }],
      searchTerms: { 'zh-cn': '围巾', en: 'neckerchief' },
    });
    expect(docs.names.split(' ')).toEqual(expect.arrayContaining(['方巾', 'silk', 'scarf', 'silkscarf']));
    expect(docs.context.split(' ')).toEqual(
      expect.arrayContaining(['配饰', '服饰', 'accessories', 'apparel', '围巾', 'neckerchief', '藏青', 'navy']),
    );
    expect(docs.descriptions.split(' ')).toEqual(expect.arrayContaining(['soft', 'light', '柔软']));
    expect(docs.descriptions).not.toContain('softand'); // descriptions are not joined
    // What it is: the last word of its names and categories (weight C).
    expect(docs.heads.split(' ')).toEqual(
      expect.arrayContaining(['巾', '方巾', 'scarf', 'silkscarf', '饰', '配饰', 'accessories', 'apparel']),
    );
    expect(docs.heads.split(' ')).not.toContain('silk');
  });

  it('takes the head word of each phrase of a name: what the thing is', () => {
    const heads = (text: string) => headDocument([text]).split(' ');
    expect(heads('茶水分离保温杯')).toEqual(['杯']); // a cup, not a tea
    expect(heads('祁门红茶·香螺')).toEqual(['茶', '红茶', '螺', '香螺']);
    expect(heads('Tea Infuser Tumbler')).not.toContain('tea');
    expect(heads('Wuyi Rock Tea, Da Hong Pao')).toEqual(expect.arrayContaining(['tea', 'rocktea', 'pao']));
    expect(heads('T-Shirts')).toEqual(expect.arrayContaining(['shirt', 'tshirt']));
    expect(heads('White Tea & Pu-erh')).toEqual(expect.arrayContaining(['tea', 'puerh']));
    expect(heads('Set of Wenge Chopsticks')).toEqual(expect.arrayContaining(['set', 'chopstick']));
    expect(headDocument(['', '357 g'])).toBe('');
  });
});

describe('search queries', () => {
  it('builds a safe AND query with a prefix on the last word', () => {
    expect(searchQuery('龙井')).toBe('龙井');
    expect(searchQuery('茶')).toBe('茶'); // a single character: the document has it alone too
    expect(searchQuery('龙井 green')).toBe('龙井 & green:*');
    expect(searchQuery("x' | !(y) & z:*")).toBe('(x & y & z:*) | (xy & z:*) | (x & yz:*)');
    expect(searchQuery('  !!  ')).toBeUndefined();
  });

  it('writes two neighbouring Latin words also as one', () => {
    expect(searchQuery('tea cup')).toBe('(tea & cup:*) | (teacup:*)');
    expect(searchQuery('tea cup 茶')).toBe('(tea & cup & 茶) | (teacup & 茶)');
  });

  it('looks for each Chinese word by its bigrams, not across the words', () => {
    expect(searchQuery('龙井茶叶')).toBe('龙井 & 茶叶');
    expect(searchQuery('乌龙茶')).toBe('乌龙 & 龙茶');
  });

  it('looks for stems and plurals', () => {
    expect(searchQuery('hoodies')).toBe('(hoodies:* | hoodi)');
    expect(searchQuery('scarves silk')).toBe('((scarves | scarv | scarf) & silk:*) | (scarvessilk:*)');
  });

  it('adds synonyms of words and phrases, both ways or one way', () => {
    const ctx = { synonyms };
    const tshirts = 'tshirt:* | tee | teeshirt | (tee & shirt) | (t & 恤) | 短袖';
    expect(searchQuery('t-shirt', ctx)).toBe(tshirts);
    expect(searchQuery('tshirt', ctx)).toBe(tshirts);
    expect(searchQuery('短袖', ctx)).toBe('短袖 | tshirt | tee | teeshirt | (tee & shirt) | (t & 恤)');
    expect(searchQuery('围巾', ctx)).toBe('围巾 | 丝巾 | 方巾 | scarf');
    // A term's Chinese is taken whole: not any 衫.
    expect(searchQuery('jumper', ctx)).toBe('jumper:* | sweater | (针织 & 织衫)');
    expect(searchQuery('gift', ctx)).toBe('gift:* | giftbox | (gift & box)');
    // One way: 'gift' finds gift boxes; 'gift box' is only what it says.
    expect(searchQuery('gift box', ctx)).toBe('(gift | giftbox | (gift & box)) & box:*');
    expect(searchQuery('box gift', ctx)).toBe('box & (gift:* | giftbox | (gift & box))');
    // With the other words of the keyword.
    expect(searchQuery('white tee', ctx)).toBe('white & (tee:* | tshirt | teeshirt | (tee & shirt) | (t & 恤) | 短袖)');
  });

  it('looses a Chinese word into its characters, with the other words', () => {
    expect(looseQuery('茶杯')).toBe('茶 & 杯');
    expect(looseQuery('白 茶杯 mug')).toBe('白 & 茶 & 杯 & mug:*');
    expect(looseQuery('茶')).toBeUndefined();
    expect(looseQuery('tea cup')).toBeUndefined();
  });

  it('tries the strict words, then misspelt words as catalog words, then characters apart, then alike English names', () => {
    const vocabulary = createVocabulary(
      ['teapot', 'teapots', 'hoodie', 'hoodies', 'cup'].map((word) => ({ word, goods: 1 })),
    );
    expect(keywordMatches('tea cup', { synonyms, vocabulary })).toEqual([
      { tsquery: '(tea & cup:*) | (teacup:*)', anyTerm: 'tea | cup:* | teacup:*', nameInfix: ['tea', 'cup'] },
      { similarTo: 'tea cup' },
    ]);
    expect(keywordMatches('tepot', { synonyms, vocabulary })).toEqual([
      { tsquery: 'tepot:*', anyTerm: 'tepot:*', nameInfix: ['tepot'] },
      { tsquery: 'tepot:* | teapot', anyTerm: 'tepot:* | teapot' },
      { similarTo: 'tepot' },
    ]);
    expect(keywordMatches('hoddie', { synonyms, vocabulary })[1]).toEqual({
      tsquery: '(hoddie:* | hoddi) | (hoodie | hoodi)',
      anyTerm: 'hoddie:* | hoddi | hoodie | hoodi',
    });
    // Words of two letters or with digits are not looked for inside names.
    expect(keywordMatches('tea 2')).toEqual([{ tsquery: 'tea & 2:*', anyTerm: 'tea | 2:*' }, { similarTo: 'tea' }]);
    expect(keywordMatches('茶杯')).toEqual([
      { tsquery: '茶杯', anyTerm: '茶杯' },
      { tsquery: '茶 & 杯', anyTerm: '茶 | 杯' },
    ]);
    expect(keywordMatches(' ! ')).toEqual([]);
  });

  it('keys phrases by their stems, and Latin phrases also written as one', () => {
    expect(phraseKeys('Tee Shirts')).toEqual({ keys: ['tee shirt', 'teeshirt'], length: 2 });
    expect(phraseKeys('T恤')).toEqual({ keys: ['t 恤'], length: 2 });
    expect(phraseKeys('biscuits')).toEqual({ keys: ['biscuit'], length: 1 });
  });

  it('keeps the Latin words for typo-tolerant matching, when one is long enough to compare', () => {
    expect(similarText('Longjng 龙井 Tea!')).toBe('longjng tea');
    expect(similarText('龙井')).toBeUndefined();
    expect(similarText('ab 12')).toBeUndefined();
  });
});
