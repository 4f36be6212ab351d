import { describe, expect, it } from 'vitest';
import {
  mailTime,
  type OrderForMail,
  orderCancelledMail,
  orderPaidMail,
  orderPlacedMail,
  shopMail,
  signInCodeMail,
} from './templates.ts';

const order: OrderForMail = {
  orderNo: '202611220000000001',
  currency: 'CNY',
  lines: [{ name: 'Tea <script>alert(1)</script>', options: 'Size: "L"', quantity: 2, total: 24000 }],
  productPrice: 24000,
  shippingFee: 0,
  discount: 2400,
  totalPaid: 21600,
};

describe('order mail', () => {
  it('is written in the reader language and says so in its html', () => {
    const deadline = new Date(Date.now() + 30 * 60_000);
    const en = orderPlacedMail({ to: 'a@example.com', shop: 'Shop', lang: 'en' }, order, {
      url: 'https://s/p',
      deadline,
    });
    const zh = orderPlacedMail({ to: 'a@example.com', shop: '商店', lang: 'zh-cn' }, order, {
      url: 'https://s/p',
      deadline,
    });
    expect(en.subject).toBe('Shop: order 202611220000000001 placed, awaiting payment');
    expect(en.text).toContain('(within 30 minutes)');
    expect(en.text).toContain('Discount: −CN¥24.00'); // yuan named apart from yen in English (issue #21)
    expect(en.text).toContain('Shipping: Free');
    expect(en.text).toContain('Pay now: https://s/p');
    expect(zh.subject).toBe('【商店】订单 202611220000000001 已提交，请尽快支付');
    expect(zh.text).toContain('应付：￥216.00'); // not paid yet (issue #37)
    expect(zh.text).not.toContain('实付款');
    expect(en.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(zh.html).toMatch(/^<!doctype html><html lang="zh-CN">/);
    expect(signInCodeMail('a@example.com', '123456', 'Shop', 'en').html).toMatch(/^<!doctype html><html lang="en">/);
  });

  it('calls the total what it is: due before payment, paid once paid, neither once cancelled unpaid (#37)', () => {
    const to = (lang: 'en' | 'zh-cn') => ({ to: 'a@example.com', shop: 'Shop', lang });
    const pay = { url: 'https://s/p', deadline: new Date(Date.now() + 60_000) };
    expect(orderPlacedMail(to('en'), order, pay).text).toContain('\nTotal: CN¥216.00');
    expect(orderPlacedMail(to('en'), order, pay).text).not.toContain('Total paid');
    expect(orderPaidMail(to('en'), order, { url: 'https://s/o' }).text).toContain('Total paid: CN¥216.00');
    expect(orderPaidMail(to('zh-cn'), order, { url: 'https://s/o' }).text).toContain('实付款：￥216.00');
    const cancelled = (lang: 'en' | 'zh-cn') =>
      orderCancelledMail(to(lang), order, { reason: 'deadline', url: 'https://s/o' });
    expect(cancelled('en').text).toContain('\nTotal: CN¥216.00');
    expect(cancelled('en').text).not.toContain('Total paid');
    expect(cancelled('zh-cn').text).toContain('合计：￥216.00');
    expect(cancelled('zh-cn').html).not.toContain('实付款');
    expect(cancelled('zh-cn').html).not.toContain('应付');
  });

  it("writes times the shop's one way, the zone named (#37)", () => {
    const at = new Date('2026-11-28T10:37:00Z');
    expect(mailTime(at, 'en')).toBe('28 Nov 2026, 10:37 UTC');
    expect(mailTime(at, 'zh-cn')).toBe('2026年11月28日 18:37（北京时间）');
  });

  it('escapes what customers and staff typed', () => {
    const paid = orderPaidMail({ to: 'a@example.com', shop: 'A & B', lang: 'en' }, order, {
      url: 'https://s/o?a=1&b=2',
    });
    expect(paid.html).not.toContain('<script>');
    expect(paid.html).toContain('Tea &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(paid.html).toContain('Size: &quot;L&quot;');
    expect(paid.html).toContain('A &amp; B');
    expect(paid.html).toContain('href="https://s/o?a=1&amp;b=2"');
    expect(paid.text).toContain('Tea <script>alert(1)</script>');
  });

  it('lays out facts without an order for the mails that need no lines', () => {
    const mail = shopMail(
      { to: 'a@example.com', shop: '商店', lang: 'zh-cn' },
      {
        subject: 's',
        heading: '您的包裹已发出',
        sentences: ['订单已发货。'],
        facts: [['运单号', 'ZT<1>']],
        action: { label: '查看物流', url: 'https://s/o' },
      },
    );
    expect(mail.text).toBe(
      '您的包裹已发出\n\n订单已发货。\n\n运单号：ZT<1>\n\n查看物流：https://s/o\n\n此邮件由系统自动发送，请勿直接回复。\n商店',
    );
    expect(mail.html).toContain('ZT&lt;1&gt;');
    expect(mail.html).not.toContain('实付款');
  });
});
