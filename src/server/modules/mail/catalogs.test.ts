// The mail catalogues (issue #19, item 2): both languages have every key, with the same
// placeholders, and the text area answers them through i18next.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../domain/i18n/locale.ts';
import { afterSaleDecisionMail } from '../after-sales/mail.ts';
import en from './catalogs/en.ts';
import zhCn from './catalogs/zh-cn.ts';
import { type OrderForMail, orderPlacedMail } from './templates.ts';
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

describe('mail in the catalogue', () => {
  const order: OrderForMail = {
    orderNo: 'N1',
    currency: 'CNY',
    lines: [{ name: 'Tea', options: 'Size: L', quantity: 1, total: 100 }],
    productPrice: 100,
    shippingFee: 0,
    discount: 0,
    totalPaid: 100,
  };

  it('counts the minutes left to pay in the language', () => {
    const to = { to: 'a@example.com', shop: 'Shop', lang: 'en' } as const;
    const soon = orderPlacedMail(to, order, { url: 'https://s/p', deadline: new Date(Date.now() + 20_000) });
    expect(soon.text).toContain('(within 1 minute);');
    const later = orderPlacedMail(to, order, { url: 'https://s/p', deadline: new Date(Date.now() + 2 * 60_000) });
    expect(later.text).toContain('(within 2 minutes);');
  });

  it("writes an after-sale request's items in the language's brackets", () => {
    const request = {
      orderNo: 'N1',
      type: 10 as const,
      lines: [
        { name: '茶', options: '尺码：大', quantity: 1 },
        { name: '杯', options: '', quantity: 2 },
      ],
      currency: 'CNY',
      refundAmount: 100,
      orderTotal: 300,
      refundedSoFar: 0,
      orderPieces: 3,
      refundedPieces: 1,
      url: 'https://s/a',
    };
    const decision = { approved: true, staffReason: '', refundNow: false };
    const zh = afterSaleDecisionMail({ to: 'a@example.com', shop: '商店', lang: 'zh-cn' }, request, decision);
    expect(zh.text).toContain('售后商品：茶（尺码：大） × 1；杯 × 2');
    const en = afterSaleDecisionMail(
      { to: 'a@example.com', shop: 'Shop', lang: 'en' },
      { ...request, lines: [{ name: 'Tea', options: 'Size: L', quantity: 1 }] },
      decision,
    );
    expect(en.text).toContain('Items: Tea (Size: L) × 1');
  });
});
