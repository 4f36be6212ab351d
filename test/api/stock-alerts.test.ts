// Back-in-stock alerts (issue #41 item 3), on both databases: a customer subscribes in
// one click, a visitor with an email and the captcha; twice is one subscription; only a
// sold-out SKU of a good on shelf takes one (refusals in the caller's language). A
// restock (staff edit, bulk edit, a cancelled order giving its stock back) ends the
// waiting alerts of that SKU and queues one mail each in the subscriber's language and
// currency, with the good, the variant, the price and a link to the SKU; two restocks at
// once mail once. The admin lists the waiting subscribers per SKU.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { insertGood, setStock, stockOf, type TestSku } from '../helpers/goods.ts';
import { newStaff, staffCalls } from '../helpers/staff.ts';

describe('back-in-stock alerts', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  const db = () => t.database.db;
  const admin = staffCalls(
    () => t,
    () => staff,
  );

  /** Each from its own address (the limit per IP has its own test). */
  let ip = 0;
  const subscribe = (payload: object, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++ip}`) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/good/stock-alert',
      headers: { lang: 'en', ...headers },
      payload,
      remoteAddress,
    });

  async function mailsTo(email: string) {
    const { rows } = await db().execute<{ subject: string; text: string; html: string }>(
      sql`SELECT subject, text, html FROM mail_outbox WHERE "to" = ${email} ORDER BY id`,
    );
    return rows;
  }

  async function waiting(skuId: number) {
    const { rows } = await db().execute<{ email: string; notified: boolean }>(
      sql`SELECT email, notified_at IS NOT NULL AS notified FROM stock_alerts WHERE sku_id = ${skuId} ORDER BY id`,
    );
    return rows;
  }

  /** A good with a sold-out SKU (index 0) and one in stock (index 1). */
  async function soldOutGood(): Promise<TestSku[]> {
    return insertGood(db(), [
      { price: 1000, stock: 0 },
      { price: 2000, stock: 5 },
    ]);
  }

  async function visitorCaptcha() {
    const { id } = await t.app.deps.captcha.create('4321');
    return { key: id, dots: '4321' };
  }

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await newStaff(t)).headers;
  });
  afterAll(() => t?.close());

  it('a customer subscribes in one click with the account email; twice is one subscription', async () => {
    const [sku] = await soldOutGood();
    const c = await newCustomer(t, 'alert');
    const first = await subscribe({ sku_id: sku!.id }, c.headers);
    expect(first.json()).toMatchObject({
      code: 200,
      message: "We'll email you when it's back",
      data: { sku_id: sku!.id, email: c.email.toLowerCase(), created: true },
    });
    const again = await subscribe({ sku_id: sku!.id, email: 'someone-else@example.com' }, c.headers);
    expect(again.json().data).toMatchObject({ email: c.email.toLowerCase(), created: false });
    expect(await waiting(sku!.id)).toEqual([{ email: c.email.toLowerCase(), notified: false }]);
  });

  it('a visitor gives an email and passes the captcha; the email is kept in lower case', async () => {
    const [sku] = await soldOutGood();
    const noEmail = await subscribe({ sku_id: sku!.id, ...(await visitorCaptcha()) }, { lang: 'zh-cn' });
    expect(noEmail.json()).toMatchObject({ code: 400, message: '请输入接收到货通知的邮箱' });
    const noCaptcha = await subscribe({ sku_id: sku!.id, email: 'Visitor@Example.com' });
    expect(noCaptcha.json()).toMatchObject({ code: 400, message: 'Please complete the captcha' });
    const wrong = await subscribe({ sku_id: sku!.id, email: 'Visitor@Example.com', key: 'nope', dots: '0000' });
    expect(wrong.json().code).toBe(400);
    expect(await waiting(sku!.id)).toEqual([]);
    const ok = await subscribe({ sku_id: sku!.id, email: 'Visitor@Example.com', ...(await visitorCaptcha()) });
    expect(ok.json().data).toEqual({ sku_id: sku!.id, email: 'visitor@example.com', created: true });
    const twice = await subscribe({ sku_id: sku!.id, email: 'visitor@EXAMPLE.com', ...(await visitorCaptcha()) });
    expect(twice.json().data.created).toBe(false);
    expect(await waiting(sku!.id)).toHaveLength(1);
  });

  it('refuses a SKU in stock, of a good off shelf, or unknown, in the caller’s language', async () => {
    const [, inStock] = await soldOutGood();
    const c = await newCustomer(t, 'refused');
    const en = await subscribe({ sku_id: inStock!.id }, c.headers);
    expect(en.json()).toMatchObject({ code: 400, message: 'This variant is in stock: you can buy it now' });
    const zh = await subscribe({ sku_id: inStock!.id }, { ...c.headers, lang: 'zh-cn' });
    expect(zh.json()).toMatchObject({ code: 400, message: '该规格有货，可以直接购买' });
    const [off] = await insertGood(db(), [{ price: 100, stock: 0 }], { onShelf: false });
    expect((await subscribe({ sku_id: off!.id }, c.headers)).json()).toMatchObject({
      code: 400,
      message: 'This item is no longer available',
    });
    expect((await subscribe({ sku_id: 2_000_000_000 }, c.headers)).json().code).toBe(400);
    expect((await subscribe({ sku_id: 'x' }, c.headers)).json().code).toBe(400);
  });

  it('a staff edit restocking the SKU mails each subscriber once, in their language and currency, and ends it', async () => {
    const [sku, other] = await soldOutGood();
    const en = await newCustomer(t, 'alert-en');
    const zh = await newCustomer(t, 'alert-zh');
    await subscribe({ sku_id: sku!.id }, { ...en.headers, currency: 'USD' });
    await subscribe({ sku_id: sku!.id }, { ...zh.headers, lang: 'zh-cn' });

    // The admin sees them waiting, per SKU.
    const seen = await admin.ok<{ counts: Record<string, number>; list: { email: string }[] }>(
      'GET',
      `/v1/admin/goods/${sku!.goodId}/stock-alerts`,
    );
    expect(seen.counts).toEqual({ [String(sku!.id)]: 2 });
    expect(seen.list.map((r) => r.email).sort()).toEqual([en.email, zh.email].map((e) => e.toLowerCase()).sort());

    // Another SKU's stock changing mails nobody.
    await admin.ok('PUT', '/v1/admin/goods/bulk', { skus: [{ id: other!.id, stock: 9 }] });
    expect(await mailsTo(en.email.toLowerCase())).toEqual([]);

    const good = await admin.ok<{ skus: { id: number; stock: number }[] } & Record<string, unknown>>(
      'GET',
      `/v1/admin/goods/${sku!.goodId}`,
    );
    const body = {
      ...good,
      skus: good.skus.map((s) => ({ ...s, offered: true, stock: s.id === sku!.id ? 3 : s.stock })),
    };
    const {
      id: _id,
      ordered: _o,
      sales: _s,
      created_at: _c,
      updated_at: _u,
      price_min: _a,
      price_max: _b,
      ...put
    } = body as Record<string, unknown>;
    const saved = await admin.call('PUT', `/v1/admin/goods/${sku!.goodId}`, {
      ...put,
      skus: (put.skus as Record<string, unknown>[]).map(({ sales: _sales, ...s }) => s),
    });
    expect(saved.json().code, saved.body).toBe(200);
    expect(await stockOf(db(), sku!.id)).toBe(3);

    const [mailEn, ...moreEn] = await mailsTo(en.email.toLowerCase());
    expect(moreEn).toEqual([]);
    expect(mailEn!.subject).toMatch(/is back in stock/);
    expect(mailEn!.text).toContain(`http://shop.test/en/product/${sku!.goodId}?sku=${sku!.id}`);
    expect(mailEn!.text).toContain('Size: Size 0');
    expect(mailEn!.text).toMatch(/\$\s?1\.4\d/); // ¥10.00 at the demo's USD rate
    const [mailZh] = await mailsTo(zh.email.toLowerCase());
    expect(mailZh!.subject).toContain('到货了');
    expect(mailZh!.text).toContain(`http://shop.test/product/${sku!.goodId}?sku=${sku!.id}`);
    expect(mailZh!.text).toContain('尺码：尺码0');
    expect(mailZh!.text).toMatch(/10\.00/);
    expect((await waiting(sku!.id)).every((r) => r.notified)).toBe(true);
    // Each noted for the dashboard (issue #41 item 6), with the customer.
    const { rows: sends } = await db().execute<{ kind: string; user_id: number | null }>(
      sql`SELECT kind, user_id FROM marketing_sends WHERE email = ${en.email.toLowerCase()}`,
    );
    expect(sends).toEqual([{ kind: 'stock-alert', user_id: en.userId }]);

    // Sold out and restocked again: the ended subscriptions mail no more.
    await admin.ok('PUT', '/v1/admin/goods/bulk', { skus: [{ id: sku!.id, stock: 0 }] });
    await admin.ok('PUT', '/v1/admin/goods/bulk', { skus: [{ id: sku!.id, stock: 4 }] });
    expect(await mailsTo(en.email.toLowerCase())).toHaveLength(1);
    expect(await mailsTo(zh.email.toLowerCase())).toHaveLength(1);
    const after = await admin.ok<{ counts: Record<string, number> }>(
      'GET',
      `/v1/admin/goods/${sku!.goodId}/stock-alerts`,
    );
    expect(after.counts).toEqual({});
  });

  it('a bulk edit restocks and mails; a new subscription after it waits for the next restock', async () => {
    const [sku] = await soldOutGood();
    const c = await newCustomer(t, 'bulk');
    await subscribe({ sku_id: sku!.id }, c.headers);
    await admin.ok('PUT', '/v1/admin/goods/bulk', { skus: [{ id: sku!.id, stock: 1 }] });
    expect(await mailsTo(c.email.toLowerCase())).toHaveLength(1);
    await setStock(db(), sku!.id, 0);
    const again = await subscribe({ sku_id: sku!.id }, c.headers);
    expect(again.json().data.created).toBe(true);
    await admin.ok('PUT', '/v1/admin/goods/bulk', { skus: [{ id: sku!.id, stock: 2 }] });
    expect(await mailsTo(c.email.toLowerCase())).toHaveLength(2);
  });

  it('a cancelled order giving back the last pieces mails the waiting subscribers', async () => {
    const [sku] = await insertGood(db(), [{ price: 1500, stock: 1 }]);
    const buyer: Customer & { addressId?: number } = await newCustomer(t, 'buyer');
    const addressId = await addAddress(t, buyer.userId);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/v2/order',
      headers: { lang: 'en', ...buyer.headers },
      payload: { items: [{ sku_id: sku!.id, quantity: 1 }], address_id: addressId },
    });
    expect(placed.json().code, placed.body).toBe(200);
    expect(await stockOf(db(), sku!.id)).toBe(0);
    const waiter = await newCustomer(t, 'waiter');
    expect((await subscribe({ sku_id: sku!.id }, waiter.headers)).json().code).toBe(200);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/v1/order/cancel/${placed.json().data.id}`,
      headers: { lang: 'en', ...buyer.headers },
    });
    expect(cancelled.json().code, cancelled.body).toBe(200);
    expect(await stockOf(db(), sku!.id)).toBe(1);
    const mails = await mailsTo(waiter.email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`?sku=${sku!.id}`);
    expect(await waiting(sku!.id)).toEqual([{ email: waiter.email.toLowerCase(), notified: true }]);
  });

  it('two restocks of one SKU at once mail once', async () => {
    const [sku] = await soldOutGood();
    const c = await newCustomer(t, 'race');
    await subscribe({ sku_id: sku!.id }, c.headers);
    const answers = await Promise.all(
      [5, 6, 7, 8].map((stock) => admin.call('PUT', '/v1/admin/goods/bulk', { skus: [{ id: sku!.id, stock }] })),
    );
    expect(answers.map((a) => a.json().code)).toEqual([200, 200, 200, 200]);
    expect(await mailsTo(c.email.toLowerCase())).toHaveLength(1);
  });

  it('the mail carries a one-click unsubscribe link (List-Unsubscribe) that ends the address’s other waiting alerts', async () => {
    const [a] = await soldOutGood();
    const [b] = await soldOutGood();
    const email = `unsub-${Date.now()}@example.com`;
    for (const sku of [a, b]) {
      expect((await subscribe({ sku_id: sku!.id, email, ...(await visitorCaptcha()) })).json().code).toBe(200);
    }
    await admin.ok('PUT', '/v1/admin/goods/bulk', { skus: [{ id: a!.id, stock: 1 }] });
    const { rows } = await db().execute<{ headers: Record<string, string> | null; text: string }>(
      sql`SELECT headers, text FROM mail_outbox WHERE "to" = ${email}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(rows[0]!.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/shop\.test\/unsubscribe\/.+\?lang=en$/);
    expect(rows[0]!.text).toContain(url);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: url.replace('http://shop.test', ''),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await waiting(b!.id)).toEqual([]);
    await admin.ok('PUT', '/v1/admin/goods/bulk', { skus: [{ id: b!.id, stock: 1 }] });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('subscriptions racing a restock are either refused (in stock) or mailed, never left waiting on stock', async () => {
    const [sku] = await soldOutGood();
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => newCustomer(t, `racer${i}`)));
    const [restock, ...subs] = await Promise.all([
      admin.call('PUT', '/v1/admin/goods/bulk', { skus: [{ id: sku!.id, stock: 3 }] }),
      ...people.map((c) => subscribe({ sku_id: sku!.id }, c.headers)),
    ]);
    expect(restock!.json().code).toBe(200);
    for (const [i, res] of subs.entries()) {
      const mails = await mailsTo(people[i]!.email.toLowerCase());
      if (res.json().code === 200) expect(mails).toHaveLength(1);
      else {
        expect(res.json().message).toBe('This variant is in stock: you can buy it now');
        expect(mails).toEqual([]);
      }
    }
    expect((await waiting(sku!.id)).filter((r) => !r.notified)).toEqual([]);
  });

  it('a good put back on shelf with stock mails its waiting subscribers', async () => {
    const [sku] = await soldOutGood();
    const c = await newCustomer(t, 'shelf');
    await subscribe({ sku_id: sku!.id }, c.headers);
    await admin.ok('PUT', `/v1/admin/goods/${sku!.goodId}/shelf`, { on_shelf: false });
    await admin.ok('PUT', '/v1/admin/goods/bulk', { skus: [{ id: sku!.id, stock: 2 }] });
    expect(await mailsTo(c.email.toLowerCase())).toEqual([]);
    await admin.ok('PUT', `/v1/admin/goods/${sku!.goodId}/shelf`, { on_shelf: true });
    expect(await mailsTo(c.email.toLowerCase())).toHaveLength(1);
  });

  it('is limited per IP through the shared limits: 20 in 10 minutes, then 429 in the caller’s language', async () => {
    const [sku] = await soldOutGood();
    const c = await newCustomer(t, 'limit');
    const answers = await Promise.all(
      Array.from({ length: 21 }, () => subscribe({ sku_id: sku!.id }, { ...c.headers, lang: 'zh-cn' }, '10.9.9.9')),
    );
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((code) => code === 200)).toHaveLength(20);
    const refused = answers.find((a) => a.json().code === 429);
    expect(refused?.json().message).toMatch(/操作过于频繁/);
    expect(await waiting(sku!.id)).toHaveLength(1);
  });
});
