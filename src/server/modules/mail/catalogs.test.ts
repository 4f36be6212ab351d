// The mail catalogues (issue #19, item 2): both languages have every key, with the same
// placeholders, and the text area answers them through i18next.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../domain/locale.ts';
import en from './catalogs/en.ts';
import zhCn from './catalogs/zh-cn.ts';
import { mailT, mailText } from './text.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('mail catalogues', () => {
  it('have the same keys in both languages, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCn).sort());
    for (const catalog of [zhCn, en] as Record<string, string>[]) {
      for (const [key, text] of Object.entries(catalog)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(zhCn)) {
      const other = (en as Record<string, string>)[key] ?? '';
      // A `_one` variant may say "1" or "a" instead of `{count}`.
      const strip = (names: (string | undefined)[]) =>
        key.endsWith('_one') ? names.filter((n) => n !== 'count') : names;
      expect(strip(placeholders(other)), key).toEqual(strip(placeholders(text)));
    }
  });

  it('are registered in the mail text area for every language', () => {
    for (const locale of LOCALES) {
      for (const key of Object.keys(zhCn)) expect(mailText.has(locale, key), `${locale} ${key}`).toBe(true);
    }
  });

  it('fill placeholders and leave what customers typed as it is', () => {
    const t = mailT('en');
    expect(t('fact', { label: 'Reason', value: '{no} $t(fact) {{x}}' })).toBe('Reason: {no} $t(fact) {{x}}');
    expect(mailT('zh-cn')('fact', { label: '原因', value: '太大' })).toBe('原因：太大');
    expect(t('aside', { text: 'Tea', aside: 'Size: L' })).toBe('Tea (Size: L)');
  });
});
