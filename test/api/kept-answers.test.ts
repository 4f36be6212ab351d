// Finished answers kept until what they show changes (issue #20, item 3): callbacks
// queued in a transaction run only after its commit, and a good's detail answer, kept
// serialized, shows the stock an order took or a cancellation gave back at once.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from '../../src/server/db/after-commit.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addAddress, type Customer, newCustomer } from '../helpers/customers.ts';
import { insertGood } from '../helpers/goods.ts';

describe('answers kept until their goods change', () => {
  let t: TestApp;
  let buyer: Customer;
  let addressId: number;

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await newCustomer(t);
    addressId = await addAddress(t, buyer.userId);
  });
  afterAll(() => t?.close());

  it('runs after-commit work once the transaction has committed, never after a rollback', async () => {
    const seen: string[] = [];
    await t.database.db.transaction(async () => {
      afterCommit(() => seen.push('committed'));
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['committed']);
    await expect(
      t.database.db.transaction(async () => {
        afterCommit(() => seen.push('rolled back'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    afterCommit(() => seen.push('outside'));
    expect(seen).toEqual(['committed', 'outside']);
  });

  it('shows the stock an order takes and a cancellation gives back', async () => {
    const [sku] = await insertGood(t.database.db, [{ price: 700, stock: 9 }]);
    const stock = async () => {
      const res = await t.app.inject({ url: `/v1/good/${sku!.goodId}`, headers: { lang: 'en' } });
      expect(res.headers['content-type']).toContain('application/json');
      return res.json().data.good_sku[0].stock as number;
    };
    expect(await stock()).toBe(9);
    expect(await stock()).toBe(9); // kept
    const order = await t.app.inject({
      method: 'POST',
      url: '/v2/order',
      headers: { lang: 'en', ...buyer.headers },
      payload: { items: [{ sku_id: sku!.id, quantity: 2 }], address_id: addressId },
    });
    expect(order.json().code).toBe(200);
    expect(await stock()).toBe(7);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/v1/order/cancel/${order.json().data.id}`,
      headers: { lang: 'en', ...buyer.headers },
    });
    expect(cancelled.json().code).toBe(200);
    expect(await stock()).toBe(9);
  });

  it('answers the same envelope as before, in the caller language', async () => {
    const [sku] = await insertGood(t.database.db, [{ price: 700, stock: 3 }]);
    const zh = (await t.app.inject({ url: `/v1/good/${sku!.goodId}`, headers: { lang: 'zh-cn' } })).json();
    const en = (await t.app.inject({ url: `/v1/good/${sku!.goodId}`, headers: { lang: 'en' } })).json();
    expect(zh).toMatchObject({ code: 200, data: { id: sku!.goodId } });
    expect(en.data.name).toMatch(/^Test good/);
    expect(zh.data.name).toMatch(/^测试商品/);
    expect(zh.message).not.toBe(en.message);
  });

  it('sends a kept answer compressed as asked, the twin made once, and plain to a caller who asks for none', async () => {
    // Enough variants for an answer over the 1 KB below which nothing is compressed.
    const [sku] = await insertGood(
      t.database.db,
      Array.from({ length: 12 }, (_, i) => ({ price: 700 + i, stock: 3 })),
    );
    const ask = (encoding?: string) =>
      t.app.inject({
        url: `/v1/good/${sku!.goodId}`,
        headers: { lang: 'en', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await ask('gzip, deflate, br');
    const brAgain = await ask('br');
    const gz = await ask('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // The list's kept answers the same way.
    const list = await t.app.inject({ url: '/v1/good/list?page_size=20', headers: { 'accept-encoding': 'br' } });
    const listPlain = await t.app.inject({ url: '/v1/good/list?page_size=20' });
    if (listPlain.rawPayload.length >= 1024) {
      expect(list.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(list.rawPayload).equals(listPlain.rawPayload)).toBe(true);
    }
  });
});
