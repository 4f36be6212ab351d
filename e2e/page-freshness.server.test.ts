// Product pages and detail answers are kept until what they show changes (issue #20,
// item 3): after each kind of staff change, no instance serves the old page. Two
// instances on one PostgreSQL database (server only: the change feed is LISTEN/NOTIFY):
// the e2e server (its own process) and a second one built here on the same database and
// build. Orders (stock) are announced the same way and checked too. Every check first makes both instances keep the page (two reads each), then
// changes through one instance and reads through both.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/server/app.ts';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import type { TestApp } from '../test/helpers/app.ts';
import { addAddress, newCustomer } from '../test/helpers/customers.ts';
import { e2eStaffToken, instanceConfig } from './api.ts';
import { baseUrl } from './browser.ts';

const t2 = (zh: string, en: string) => ({ 'zh-cn': zh, en });
const IMG = (n: number) => `/uploads/u/2026/03/${n.toString(16).padStart(32, '0')}.webp`;
const SIZE = { key: 'size', name: t2('尺码', 'Size'), values: [{ key: 's', name: t2('S', 'S') }] };

/** How long the other instance may take to hear a change (a NOTIFY's way, milliseconds). */
const FEED_MS = 1000;

describe('no stale product page after a staff change, across two instances', () => {
  let second: Database;
  let app2: FastifyInstance;
  let token: string;
  let goodId: number;
  let skuId: number;
  let good: Record<string, unknown>;

  /** A staff call through instance A (the e2e server) or B (the one built here). */
  async function staff(via: 'A' | 'B', method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object) {
    const headers = { 'staff-token': token, ...(body ? { 'content-type': 'application/json' } : {}) };
    const payload = body ? JSON.stringify(body) : undefined;
    const answer =
      via === 'A'
        ? await (await fetch(`${baseUrl}${path}`, { method, headers, body: payload })).json()
        : (await app2.inject({ method, url: path, headers, payload })).json();
    expect(answer, `${method} ${path} via ${via}`).toMatchObject({ code: 200 });
    return answer.data;
  }

  /**
   * The English product page and detail answer as a visitor gets them from both
   * instances, compressed and not (a page's brotli twin is stored beside it).
   */
  async function read(path: string) {
    const viaA = await fetch(`${baseUrl}${path}`, { headers: { lang: 'en', 'accept-encoding': 'br' } });
    const viaB = await app2.inject({ url: path, headers: { lang: 'en' } });
    return { a: { status: viaA.status, text: await viaA.text() }, b: { status: viaB.statusCode, text: viaB.body } };
  }

  /** Makes both instances keep the page and the answer. */
  async function warm() {
    for (let i = 0; i < 2; i++) {
      expect(
        (await fetch(`${baseUrl}/en/product/${goodId}`, { headers: { 'accept-encoding': 'br' } })).headers.get(
          'content-encoding',
        ),
      ).toBe('br');
      await read(`/en/product/${goodId}`);
      await read(`/v1/good/${goodId}`);
    }
  }

  /** Both instances show `wanted` on the page and in the answer (or both answer `status`). */
  async function expectEverywhere(check: (text: string, status: number) => boolean) {
    for (const path of [`/en/product/${goodId}`, `/v1/good/${goodId}`]) {
      await expect
        .poll(
          async () => {
            const { a, b } = await read(path);
            return [check(a.text, a.status), check(b.text, b.status)];
          },
          { timeout: FEED_MS, interval: 20 },
        )
        .toEqual([true, true]);
    }
  }

  beforeAll(async () => {
    const databaseUrl = inject('databaseUrl');
    const config = instanceConfig(databaseUrl);
    second = await openDatabase({ databaseUrl, dataDir: config.dataDir, poolMax: 4 });
    app2 = await buildApp({ config, database: second, buildDir: join(process.cwd(), 'build') });
    token = await e2eStaffToken();
    const tag = `FRESH${Date.now() % 100000}`;
    good = {
      name: t2(`新鲜茶${tag}`, `Fresh Tea ${tag}`),
      description: t2('新鲜', 'Fresh'),
      images: [IMG(1)],
      category_id: null,
      property: [SIZE],
      skus: [{ code: `${tag}-S`, options: { size: 's' }, price: 12345, stock: 17, image: IMG(1) }],
      services: [],
      on_shelf: true,
      sort: 5,
    };
    const created = await staff('A', 'POST', '/v1/admin/goods', good);
    goodId = created.id;
    skuId = created.skus[0].id;
  });

  afterAll(async () => {
    await app2?.close();
    await second?.close();
  });

  it('keeps pages (not vacuous): a kept page comes back with the same nonce', async () => {
    await warm();
    const csp = async () =>
      (await app2.inject({ url: `/en/product/${goodId}` })).headers['content-security-policy'] as string;
    const first = await csp();
    expect(first).toMatch(/nonce-/);
    expect(await csp()).toBe(first);
  });

  it('a new name, through either instance', async () => {
    await warm();
    await staff('A', 'PUT', `/v1/admin/goods/${goodId}`, { ...good, name: t2('新名字甲', 'Renamed Alpha') });
    await expectEverywhere((text) => text.includes('Renamed Alpha'));
    await warm();
    await staff('B', 'PUT', `/v1/admin/goods/${goodId}`, { ...good, name: t2('新名字乙', 'Renamed Beta') });
    await expectEverywhere((text) => text.includes('Renamed Beta') && !text.includes('Renamed Alpha'));
  });

  it('a new price and new stock (the good form and the bulk edit)', async () => {
    await warm();
    const skus = [{ id: skuId, code: (good.skus as { code: string }[])[0]!.code, options: { size: 's' } }];
    await staff('B', 'PUT', `/v1/admin/goods/${goodId}`, {
      ...good,
      name: t2('新名字乙', 'Renamed Beta'),
      skus: [{ ...skus[0], price: 98765, stock: 17, image: IMG(1) }],
    });
    await expectEverywhere((text) => text.includes('98765'));
    await warm();
    await staff('A', 'PUT', '/v1/admin/goods/bulk', { skus: [{ id: skuId, stock: 4321 }] });
    await expectEverywhere((text) => text.includes('4321'));
    await warm();
    await staff('B', 'PUT', '/v1/admin/goods/bulk', { skus: [{ id: skuId, price: 55555 }] });
    await expectEverywhere((text) => text.includes('55555'));
  });

  it('new pictures', async () => {
    await warm();
    const picture = IMG(0xabcdef);
    await staff('A', 'PUT', `/v1/admin/goods/${goodId}`, {
      ...good,
      name: t2('新名字乙', 'Renamed Beta'),
      images: [picture],
      skus: [
        {
          id: skuId,
          code: (good.skus as { code: string }[])[0]!.code,
          options: { size: 's' },
          price: 55555,
          stock: 4321,
          image: picture,
        },
      ],
    });
    await expectEverywhere((text) => text.includes(picture) && !text.includes(IMG(1)));
  });

  it('off the shelf and back on', async () => {
    await warm();
    await staff('B', 'PUT', `/v1/admin/goods/${goodId}/shelf`, { on_shelf: false });
    await expectEverywhere((_text, status) => status === 404);
    await staff('A', 'PUT', `/v1/admin/goods/${goodId}/shelf`, { on_shelf: true });
    await expectEverywhere((text, status) => status === 200 && text.includes('Renamed Beta'));
  });

  it('the shop settings the page shows (its title)', async () => {
    await warm();
    // The browser files after this one share the shop: its own title goes back at the end.
    const settings = await fetch(`${baseUrl}/v1/admin/settings`, { headers: { 'staff-token': token } });
    const before = (await settings.json()).data.values.seo_title;
    expect(before).toMatchObject({ 'zh-cn': expect.any(String), en: expect.any(String) });
    onTestFinished(() => staff('A', 'PUT', '/v1/admin/settings', { seo_title: before }));
    await staff('A', 'PUT', '/v1/admin/settings', { seo_title: t2('鲜店', 'Freshness Shop') });
    const path = `/en/product/${goodId}`;
    await expect
      .poll(
        async () => {
          const { a, b } = await read(path);
          return [a.text.includes('Freshness Shop'), b.text.includes('Freshness Shop')];
        },
        { timeout: FEED_MS, interval: 20 },
      )
      .toEqual([true, true]);
  });

  it("an order's stock and its cancellation's (not staff changes, announced the same way)", async () => {
    const b = { app: app2, database: second } as unknown as TestApp;
    const buyer = await newCustomer(b);
    const addressId = await addAddress(b, buyer.userId);
    await warm();
    const order = await app2.inject({
      method: 'POST',
      url: '/v2/order',
      headers: { lang: 'en', ...buyer.headers },
      payload: { items: [{ sku_id: skuId, quantity: 2 }], address_id: addressId },
    });
    expect(order.json()).toMatchObject({ code: 200 });
    await expectEverywhere((text) => text.includes('4319'));
    await warm();
    const cancelled = await fetch(`${baseUrl}/v1/order/cancel/${order.json().data.id}`, {
      method: 'PUT',
      headers: { lang: 'en', ...buyer.headers },
    });
    expect(await cancelled.json()).toMatchObject({ code: 200 });
    await expectEverywhere((text) => text.includes('4321') && !text.includes('4319'));
  });

  it('deletion', async () => {
    // A good with orders cannot be deleted (409): a fresh one.
    const tag = `GONE${Date.now() % 100000}`;
    const skus = [{ code: `${tag}-S`, options: { size: 's' }, price: 2222, stock: 3, image: IMG(1) }];
    goodId = (await staff('A', 'POST', '/v1/admin/goods', { ...good, name: t2(tag, tag), skus })).id;
    await warm();
    await staff('B', 'DELETE', `/v1/admin/goods/${goodId}`);
    await expectEverywhere((_text, status) => status === 404);
  });
});
