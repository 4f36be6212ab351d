import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conjunctionList } from './list.ts';
import { LANGUAGE_TAG, LOCALES } from './locale.ts';

describe('conjunction lists', () => {
  it('joins as Intl.ListFormat does in both languages', () => {
    expect(conjunctionList(['PayPal', 'Stripe', '微信'], 'zh-cn')).toBe('PayPal、Stripe和微信');
    expect(conjunctionList(['PayPal', 'Stripe'], 'en')).toBe('PayPal and Stripe');
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.array(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 6 }),
        (locale, items) => {
          const intl = new Intl.ListFormat(LANGUAGE_TAG[locale], { type: 'conjunction' });
          expect(conjunctionList(items, locale)).toBe(intl.format(items));
        },
      ),
    );
  });
});
