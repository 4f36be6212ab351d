// Customers and orders keep their language (issue #19, item 2): set at sign-up and at
// placement, changed by the customer, and every mail about an order is written in the
// order's language, whatever language the last mail happened to be in.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, newCustomer } from '../helpers/customers.ts';
import { payOnDemo, placeOrder } from '../helpers/orders.ts';
import { newStaff } from '../helpers/staff.ts';

describe('customer and order language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const rows = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows as T[];
  const mailsTo = (email: string) =>
    rows<{ subject: string; html: string }>(
      sql`SELECT subject, html FROM mail_outbox WHERE "to" = ${email} ORDER BY id`,
    );

  it('is set at sign-up from the request language and shown on /user/info', async () => {
    const { id } = await t.app.deps.captcha.create('1234');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/registe',
      headers: { lang: 'en' },
      payload: {
        username: `Locale${Date.now()}`,
        email: `locale-${Date.now()}@example.com`,
        mobile: '13812345678',
        password: 'correct horse battery',
        key: id,
        dots: '1234',
      },
    });
    expect(res.json()).toMatchObject({ code: 200, data: { locale: 'en' } });
    const stored = await rows<{ locale: string }>(sql`SELECT locale FROM users WHERE id = ${res.json().data.uid}`);
    expect(stored[0]?.locale).toBe('en');
  });

  it('is changed by the customer; a wrong value is a 400 in the caller language', async () => {
    const c = await newCustomer(t, 'switcher');
    const set = (locale: unknown, lang = 'en') =>
      t.app.inject({ method: 'PUT', url: '/v1/user/locale', headers: { lang, ...c.headers }, payload: { locale } });
    expect((await set('en')).json()).toMatchObject({ code: 200, data: { locale: 'en' } });
    expect((await rows<{ locale: string }>(sql`SELECT locale FROM users WHERE id = ${c.userId}`))[0]?.locale).toBe(
      'en',
    );
    expect((await set('fr')).json()).toMatchObject({ code: 400, message: 'Invalid locale: zh-cn or en is required' });
    expect((await set('fr', 'zh-cn')).json()).toMatchObject({
      code: 400,
      message: '参数 locale 无效：需为 zh-cn 或 en',
    });
    const visitor = await t.app.inject({ method: 'PUT', url: '/v1/user/locale', payload: { locale: 'en' } });
    expect(visitor.statusCode).not.toBe(200);
  });

  it("writes each order's mails in the language it was placed in", async () => {
    const staff = await newStaff(t);
    const c = await newCustomer(t, 'bilingual');
    const shopper = { ...c, addressId: await addAddress(t, c.userId) };
    const english = await placeOrder(t, shopper, { lang: 'en' });
    const chinese = await placeOrder(t, shopper, { lang: 'zh-cn' });
    // The last mail is now the Chinese order's: the English order's mails stay English.
    await payOnDemo(t, shopper, english.id);
    await payOnDemo(t, shopper, chinese.id);
    const ship = (id: number, no: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/admin/orders/${id}/ship`,
        headers: staff.headers,
        payload: { carrier: 'yuantong', tracking_no: no },
      });
    expect((await ship(english.id, 'YT5550000001')).json().code).toBe(200);
    expect((await ship(chinese.id, 'YT5550000002')).json().code).toBe(200);

    const locales = await rows<{ id: number; locale: string }>(
      sql`SELECT id, locale FROM orders WHERE id IN (${english.id}, ${chinese.id}) ORDER BY id`,
    );
    expect(locales).toEqual([
      { id: english.id, locale: 'en' },
      { id: chinese.id, locale: 'zh-cn' },
    ]);
    const mails = await mailsTo(c.email);
    const orderNo = async (id: number) =>
      (await rows<{ order_no: string }>(sql`SELECT order_no FROM orders WHERE id = ${id}`))[0]!.order_no;
    const about = async (id: number) => {
      const no = await orderNo(id);
      return mails.filter((m) => m.subject.includes(no));
    };
    const en = await about(english.id);
    const zh = await about(chinese.id);
    expect(en.length).toBeGreaterThanOrEqual(3); // placed, paid, shipped
    expect(zh.length).toBeGreaterThanOrEqual(3);
    for (const m of en) expect(m.html).toMatch(/^<!doctype html><html lang="en">/);
    for (const m of zh) expect(m.html).toMatch(/^<!doctype html><html lang="zh-CN">/);
  });
});
