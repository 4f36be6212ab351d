// Cart reminders (issue #41 item 4): one mail for an idle cart of a consenting customer,
// in their language, with the cart's lines, a link to the cart and the List-Unsubscribe
// headers; none without consent, none after an order, none twice for one cart state, a
// new one for a changed cart; two instances running the job at once send one mail.
// Time is driven by setting the cart lines' changed time, never by sleeping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { sendCartReminders } from '../../src/server/modules/marketing/reminders.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { insertGood } from '../helpers/goods.ts';
import { TEST_BACKEND } from '../helpers/pg.ts';

describe('cart reminders', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await setMinutes(30);
  });
  afterAll(() => t?.close());

  const q = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);
  async function setMinutes(minutes: number) {
    await q(
      `INSERT INTO settings (key, value) VALUES ('abandoned_cart_minutes', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      [JSON.stringify(minutes)],
    );
  }
  const run = (db = t.database.db) =>
    sendCartReminders(db, { origin: t.config.publicUrl, links: t.app.deps.unsubscribeLinks });

  async function shopper(opts: { consent: boolean; lang?: 'en' | 'zh-cn' }) {
    const c = await newCustomer(t, 'idle');
    await q(`UPDATE users SET locale = $2, marketing_consent = $3 WHERE id = $1`, [
      c.userId,
      opts.lang ?? 'en',
      opts.consent,
    ]);
    return c;
  }
  async function addToCart(c: Customer, quantity = 1) {
    const [sku] = await insertGood(t.database.db, [{ price: 1250, stock: 20 }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/cart',
      headers: { ...c.headers, lang: 'en' },
      payload: { sku_id: sku!.id, quantity },
    });
    expect(res.json().code).toBe(200);
    return sku!;
  }
  /** The cart last changed `minutes` ago. */
  const idle = (c: Customer, minutes: number) =>
    q(`UPDATE cart_lines SET updated_at = now() - make_interval(mins => $2) WHERE user_id = $1`, [c.userId, minutes]);
  /** Marketing mail (the only mail with headers; an order placed mails too). */
  const mailsTo = async (c: Customer) =>
    (
      await q(
        `SELECT subject, text, html, headers FROM mail_outbox WHERE "to" = $1 AND headers IS NOT NULL ORDER BY id`,
        [c.email],
      )
    ).rows;

  it('mails one reminder for an idle cart, with its lines, the cart link and the unsubscribe headers', async () => {
    const c = await shopper({ consent: true });
    await addToCart(c, 2);
    await idle(c, 10);
    await run();
    expect(await mailsTo(c)).toHaveLength(0); // not idle long enough
    await idle(c, 31);
    await run();
    const [mail, ...more] = await mailsTo(c);
    expect(more).toHaveLength(0);
    expect(mail.subject).toContain('your cart is waiting');
    expect(mail.text).toMatch(/Test good \d+ \(Size: Size 0\) × 2/);
    expect(mail.text).toContain('http://shop.test/en/cart');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = mail.headers['List-Unsubscribe'].slice(1, -1);
    expect(url).toMatch(/^http:\/\/shop\.test\/unsubscribe\/m\.\d+\.[\w-]+\?lang=en$/);
    expect(mail.text).toContain(url);
    const sends = await q(`SELECT kind, user_id FROM marketing_sends WHERE user_id = $1`, [c.userId]);
    expect(sends.rows).toEqual([{ kind: 'reminder', user_id: c.userId }]);
    // Never twice for the same cart state.
    await run();
    expect(await mailsTo(c)).toHaveLength(1);
    // A changed cart is a new state: once more when it is idle again.
    await addToCart(c);
    await idle(c, 31);
    await run();
    expect(await mailsTo(c)).toHaveLength(2);
    // The one-click link withdraws the consent: no more reminders.
    await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname + new URL(url).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    await addToCart(c);
    await idle(c, 31);
    await run();
    expect(await mailsTo(c)).toHaveLength(2);
  });

  it('writes in the customer’s language', async () => {
    const c = await shopper({ consent: true, lang: 'zh-cn' });
    await addToCart(c);
    await idle(c, 40);
    await run();
    const [mail] = await mailsTo(c);
    expect(mail.subject).toContain('您的购物车还在等您');
    expect(mail.text).toContain('http://shop.test/cart');
  });

  it('never without consent, never after an order, never when the setting is 0', async () => {
    const without = await shopper({ consent: false });
    await addToCart(without);
    await idle(without, 60);
    const ordered = await shopper({ consent: true });
    await addToCart(ordered);
    await idle(ordered, 60);
    const addressId = await addAddress(t, ordered.userId);
    const [other] = await insertGood(t.database.db, [{ price: 900, stock: 5 }]);
    const order = await t.app.inject({
      method: 'POST',
      url: '/v2/order',
      headers: { lang: 'en', ...ordered.headers },
      payload: { items: [{ sku_id: other!.id, quantity: 1 }], address_id: addressId },
    });
    expect(order.json().code).toBe(200);
    await run();
    expect(await mailsTo(without)).toHaveLength(0);
    expect(await mailsTo(ordered)).toHaveLength(0);
    const off = await shopper({ consent: true });
    await addToCart(off);
    await idle(off, 60);
    await setMinutes(0);
    try {
      expect(await run()).toBe(0);
      expect(await mailsTo(off)).toHaveLength(0);
    } finally {
      await setMinutes(30);
    }
    await run();
    expect(await mailsTo(off)).toHaveLength(1);
  });

  it('two instances running the job at once send one mail per cart', async () => {
    const carts: Customer[] = [];
    for (let i = 0; i < 6; i++) {
      const c = await shopper({ consent: true });
      await addToCart(c);
      await idle(c, 45);
      carts.push(c);
    }
    // A second instance: its own connections to the same PostgreSQL; the embedded
    // database is one process's, so there its two callers share it.
    const second =
      TEST_BACKEND === 'postgres'
        ? await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir })
        : undefined;
    try {
      const db2 = second?.db ?? t.database.db;
      const counts = await Promise.all([run(), run(db2), run(), run(db2)]);
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(6);
      for (const c of carts) expect(await mailsTo(c)).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });
});
