// The one translation system: i18next behind `createTextArea` (placeholders, plurals,
// memoised plain text, late catalogue sections), and the CI check that every area's
// catalogue has every key in both languages with the same placeholders.
import { describe, expect, it } from 'vitest';
import adminEn from '../../admin/i18n/catalogs/en/index.ts';
import adminZh from '../../admin/i18n/catalogs/zh-cn/index.ts';
import { apiCatalogs } from '../../server/i18n/api-messages.ts';
import { allCatalogs } from '../../web/i18n/all-catalogs.ts';
import { createTextArea } from './i18n.ts';

describe('createTextArea', () => {
  const area = createTextArea<'hello' | 'items_one' | 'items_other' | 'late'>('test');
  area.add('zh-cn', { hello: '你好，{name}', items_one: '1 件', items_other: '{count} 件' });
  area.add('en', { hello: 'Hello, {name}', items_one: '1 item', items_other: '{count} items' });

  it('fills placeholders and keeps unknown ones', () => {
    expect(area.translator('en')('hello', { name: 'Ana' })).toBe('Hello, Ana');
    expect(area.translator('zh-cn')('hello', { name: '安娜' })).toBe('你好，安娜');
    expect(area.translator('en')('hello', {})).toBe('Hello, {name}');
  });

  it("chooses plural variants by count with each language's rules", () => {
    const en = area.translator('en');
    expect([en('items', { count: 1 }), en('items', { count: 2 }), en('items', { count: 0 })]).toEqual([
      '1 item',
      '2 items',
      '0 items',
    ]);
    expect(area.translator('zh-cn')('items', { count: 3 })).toBe('3 件');
  });

  it('answers a missing key with the key, and text added later once it arrives', () => {
    const t = area.translator('en');
    expect(t('late')).toBe('late');
    area.add('en', { late: 'Arrived' });
    expect(t('late')).toBe('Arrived');
    expect(area.has('en', 'items')).toBe(true);
    expect(area.has('zh-cn', 'late')).toBe(false);
  });
});

/** `section.key` entries of the admin area's nested catalogue. */
function flat(catalog: Record<string, Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalog).flatMap(([section, texts]) =>
      Object.entries(texts).map(([k, v]) => [`${section}.${k}`, v]),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const AREAS: Record<string, { zh: Record<string, string>; en: Record<string, string> }> = {
  storefront: { zh: allCatalogs['zh-cn'], en: allCatalogs.en },
  admin: { zh: flat(adminZh), en: flat(adminEn) },
  api: { zh: apiCatalogs['zh-cn'], en: apiCatalogs.en },
};

describe('catalogues', () => {
  for (const [name, { zh, en }] of Object.entries(AREAS)) {
    it(`${name}: both languages have every key, none empty, with the same placeholders`, () => {
      expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
      const problems: string[] = [];
      for (const [key, text] of Object.entries(zh)) {
        const other = en[key] ?? '';
        if (!text.trim() || !other.trim()) problems.push(`${key}: empty`);
        // A plural's `_one` may say "1" instead of {count}.
        else if (!key.endsWith('_one') && placeholders(text).join() !== placeholders(other).join()) {
          problems.push(`${key}: {${placeholders(text)}} vs {${placeholders(other)}}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
