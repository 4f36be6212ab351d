// Text PostgreSQL cannot store (U+0000, unpaired surrogates) in any field: a 400 in
// the envelope naming the field, never a 500 (plugins/text-input.ts).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type Customer, newCustomer } from '../helpers/customers.ts';

describe('text PostgreSQL refuses', () => {
  let t: TestApp;
  let buyer: Customer;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await newCustomer(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const address = { name: 'Ann', phone: '13800000000', country: 'CN', province: 'x', city: 'y', detail: 'z' };

  it.each([
    ['U+0000 in a body field', 'name', 'A\u0000nn'],
    ['a lone high surrogate', 'name', 'Ann\uD800'],
    ['a lone low surrogate', 'detail', '\uDC00 street'],
  ])('%s answers 400 naming the field', async (_what, field, value) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/useraddress',
      headers: { lang: 'en', ...buyer.headers },
      payload: { ...address, [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      message: `${field} contains a character that is not allowed (U+0000 or an unpaired surrogate)`,
      data: null,
    });
  });

  it('U+0000 in a nested key, a query string or a path parameter', async () => {
    const nested = await t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { lang: 'en' },
      payload: { email: 'a@example.com', password: 'x', extra: { 'k\u0000': 1 } },
    });
    expect(nested.json()).toMatchObject({ code: 400, data: null });
    const query = await t.app.inject({ url: '/v1/good/list?keyword=%00', headers: { lang: 'en' } });
    expect(query.json()).toMatchObject({ code: 400, data: null });
    const param = await t.app.inject({ url: '/v1/order/%00', headers: { lang: 'en', ...buyer.headers } });
    expect(param.statusCode).toBeLessThan(500);
    expect(param.json()).toMatchObject({ data: null });
  });

  it('an over-long URL answers 414, over-large headers 431, both in the envelope', async () => {
    const long = await t.app.inject({ url: `/v1/good/list?keyword=${'a'.repeat(9000)}`, headers: { lang: 'en' } });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 414, message: 'The request URL is too long', data: null });
    // Node's parser refuses the headers before a request exists: a real socket.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /v1/pay/methods HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
      });
      socket.setEncoding('utf8');
      socket.on('data', (c) => {
        text += c;
      });
      socket.on('error', () => resolve(text));
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 431,
      message: '请求头过大',
      data: null,
    });
  });

  it('a pair of surrogates (an emoji) is fine', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/login',
      headers: { lang: 'en' },
      payload: { email: 'a😀@example.com', password: 'x😀' },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).not.toContain('not allowed');
  });
});
