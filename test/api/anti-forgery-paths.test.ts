// Anti-forgery is decided by the request, never by the spelling of its URL: every unsafe
// operation of the OpenAPI document, sent with a victim's cookies (customer and staff)
// under path variants a router may decode or normalise, answers 403 without the token
// or from a foreign Origin. Raw HTTP, so no client tidies the paths on the way.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { newCustomer } from '../helpers/customers.ts';
import { newStaff } from '../helpers/staff.ts';

/**
 * Routes authenticated by something other than cookies (config antiForgery: false): the
 * payment webhooks (signed by the provider) and the one-click unsubscribe (the signed link).
 */
const NOT_COOKIE_AUTHENTICATED = new Set(['POST /v1/pay/notify/{provider}', 'POST /v1/unsubscribe/{token}']);

let t: TestApp;
let port: number;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const customer = await newCustomer(t);
  const staff = await newStaff(t, 'owner');
  cookie = [
    `access_token=${customer.headers.token}`,
    `access_sign=${customer.headers.sign}`,
    `admin_token=${staff.headers['staff-token']}`,
    `csrf_token=${'a'.repeat(43)}`,
  ].join('; ');
});
afterAll(() => t?.close());

function send(method: string, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(method === 'DELETE' ? undefined : '{}');
  });
}

/** The spellings of one path that a lenient router or proxy might treat as the same. */
function variants(path: string): string[] {
  const rest = path.slice(3); // after '/v1' or '/v2'
  const digit = path[2] as string;
  const last = path.lastIndexOf('/') + 1;
  const letter = path.charCodeAt(last).toString(16);
  return [
    path,
    `/%76${digit}${rest}`, // v percent-encoded
    `/v%3${digit}${rest}`, // the digit percent-encoded
    `/%56${digit}${rest}`, // V percent-encoded
    `${path.slice(0, last)}%${letter}${path.slice(last + 1)}`, // a letter of the last segment
    `/${path}`, // doubled leading slash
    path.replace(/\/(?=[^/]*$)/, '//'), // doubled inner slash
    `${path}/`, // trailing slash
    path.toUpperCase(),
    `/V${digit}${rest}`,
    `${path};x=1`,
    `/v${digit};a=b${rest}`,
    `/v${digit}/.${rest}`,
    `/v${digit}/x/..${rest}`,
    `/v${digit}/%2e${rest}`,
  ];
}

describe('anti-forgery under path variants', () => {
  it('answers 403 to every unsafe operation without the token or from a foreign Origin', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations: [string, string][] = [];
    for (const [template, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        const m = method.toUpperCase();
        if (!['POST', 'PUT', 'DELETE', 'PATCH'].includes(m)) continue;
        if (NOT_COOKIE_AUTHENTICATED.has(`${m} ${template}`)) continue;
        operations.push([m, template.replace(/\{[^}]+\}/g, '1')]);
      }
    }
    expect(operations.length).toBeGreaterThan(50);
    const passed: string[] = [];
    for (const [method, path] of operations) {
      for (const variant of variants(path)) {
        const base: Record<string, string> = { cookie };
        if (method !== 'DELETE') base['content-type'] = 'application/json';
        const foreign = await send(method, variant, { ...base, origin: 'https://evil.example' });
        const noToken = await send(method, variant, { ...base, origin: 'http://shop.test' });
        if (foreign !== 403) passed.push(`${method} ${variant} from a foreign Origin: ${foreign}`);
        if (noToken !== 403) passed.push(`${method} ${variant} without the token: ${noToken}`);
      }
    }
    expect(passed).toEqual([]);
  });

  it('still lets the shop itself write with the token and its own Origin', async () => {
    const status = await send('POST', '/v1/cart', {
      cookie,
      'content-type': 'application/json',
      origin: 'http://shop.test',
      'x-csrf-token': 'a'.repeat(43),
    });
    expect(status).not.toBe(403);
  });
});
