// Each rule of the API client (SPEC 7 and 8).
import { describe, expect, it, vi } from 'vitest';
import { apiPath, createApiClient, toQuery } from './client.ts';
import type { TransportRequest, TransportResponse } from './transport.ts';

function envelope(
  code: number,
  data: unknown = null,
  message = '',
  headers: Record<string, string> = {},
  status = 200,
) {
  return { status, headers: new Headers(headers), text: JSON.stringify({ code, message, data }) };
}

function setup(responses: TransportResponse[], overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const calls: TransportRequest[] = [];
  const hooks = {
    toastError: vi.fn(),
    onLoginRequired: vi.fn(),
    onNotFound: vi.fn(),
    onTokenRefresh: vi.fn(),
  };
  const api = createApiClient({
    transport: async (req) => {
      calls.push(req);
      const next = responses.shift();
      if (!next) throw new Error('no response queued');
      return next;
    },
    locale: () => 'en',
    hooks,
    ...overrides,
  });
  return { api, calls, hooks };
}

describe('apiPath', () => {
  it('prefixes paths without /v2/ with /v1', () => {
    expect(apiPath('/good/list')).toBe('/v1/good/list');
    expect(apiPath('config')).toBe('/v1/config');
    expect(apiPath('/v2/order/confirm')).toBe('/v2/order/confirm');
    expect(apiPath('/v1/config')).toBe('/v1/config');
  });
});

describe('toQuery', () => {
  it('encodes values, repeats arrays and skips empty ones', () => {
    expect(toQuery({ page: 1, key: 'a b', ids: [1, 2], none: undefined, nil: null })).toBe(
      '?page=1&key=a+b&ids=1&ids=2',
    );
    expect(toQuery(undefined)).toBe('');
    expect(toQuery({})).toBe('');
  });
});

describe('createApiClient', () => {
  it('sends GET and DELETE payloads as query parameters', async () => {
    const { api, calls } = setup([envelope(200, [1]), envelope(200, true)]);
    await expect(api.get('/good/list', { page: 2 })).resolves.toEqual([1]);
    await api.request('DELETE', '/useraddress/5', { force: 1 });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/v1/good/list?page=2', body: undefined });
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/v1/useraddress/5?force=1' });
  });

  it('sends POST and PUT payloads as a JSON body', async () => {
    const { api, calls } = setup([envelope(200), envelope(200)]);
    await api.post('/v2/order', { sku: 1 });
    await api.put('/useraddress', { id: 3 });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/v2/order', body: '{"sku":1}' });
    expect(calls[0].headers['content-type']).toBe('application/json');
    expect(calls[1]).toMatchObject({ method: 'PUT', url: '/v1/useraddress', body: '{"id":3}' });
  });

  it('sends the language, client type, token and sign headers', async () => {
    const { api, calls } = setup([envelope(200)], {
      client: 3,
      credentials: () => ({ token: 'tok', sign: 'sig' }),
    });
    await api.get('/config');
    expect(calls[0].headers).toMatchObject({ lang: 'en', client: '3', token: 'tok', sign: 'sig' });
  });

  it('defaults the client type to 4 and uses the base URL', async () => {
    const { api, calls } = setup([envelope(200)], { baseUrl: 'https://api.example' });
    await api.get('/config');
    expect(calls[0].headers.client).toBe('4');
    expect(calls[0].url).toBe('https://api.example/v1/config');
  });

  it('keeps the anti-forgery token from responses and sends it on writes only', async () => {
    const { api, calls } = setup([envelope(200, null, '', { 'x-csrf-token': 'T1' }), envelope(200), envelope(200)]);
    await api.get('/config');
    expect(calls[0].headers['x-csrf-token']).toBeUndefined();
    await api.post('/pay', {});
    expect(calls[1].headers['x-csrf-token']).toBe('T1');
    await api.get('/config');
    expect(calls[2].headers['x-csrf-token']).toBeUndefined();
    expect(api.csrfToken).toBe('T1');
  });

  it('starts with the page token when given one', async () => {
    const { api, calls } = setup([envelope(200)], { csrfToken: 'PAGE' });
    await api.request('PUT', '/order/cancel/1');
    expect(calls[0].headers['x-csrf-token']).toBe('PAGE');
  });

  it('fetches the anti-forgery token before the first write when asked to', async () => {
    const { api, calls } = setup([envelope(200, null, '', { 'x-csrf-token': 'FRESH' }), envelope(200)], {
      primeCsrf: true,
    });
    await api.request('DELETE', '/useraddress/1');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /v1/csrf', 'DELETE /v1/useraddress/1']);
    expect(calls[1].headers['x-csrf-token']).toBe('FRESH');
  });

  it('hands a Refresh-Token header to the token hook', async () => {
    const { api, hooks } = setup([envelope(200, null, '', { 'refresh-token': 'NEW' })]);
    await api.get('/config');
    expect(hooks.onTokenRefresh).toHaveBeenCalledWith('NEW', expect.any(Number));
  });

  it('rejects a business failure and toasts its message', async () => {
    const { api, hooks } = setup([envelope(409, null, 'Order already cancelled', {}, 409)]);
    await expect(api.request('PUT', '/order/cancel/1')).rejects.toMatchObject({
      code: 409,
      message: 'Order already cancelled',
    });
    expect(hooks.toastError).toHaveBeenCalledWith('Order already cancelled');
  });

  it('does not toast an empty message', async () => {
    const { api, hooks } = setup([envelope(400, null, '', {}, 400)]);
    await expect(api.request('GET', '/x')).rejects.toMatchObject({ code: 400 });
    expect(hooks.toastError).not.toHaveBeenCalled();
  });

  it('logs out and opens the login dialog on 301 and 302 without a toast', async () => {
    const { api, hooks } = setup([
      envelope(301, null, 'Please log in', {}, 401),
      envelope(302, null, 'Revoked', {}, 401),
    ]);
    await expect(api.get('/order/list')).rejects.toMatchObject({ code: 301 });
    await expect(api.get('/order/list')).rejects.toMatchObject({ code: 302 });
    expect(hooks.onLoginRequired).toHaveBeenNthCalledWith(1, 301);
    expect(hooks.onLoginRequired).toHaveBeenNthCalledWith(2, 302);
    expect(hooks.toastError).not.toHaveBeenCalled();
  });

  it('sends business 404 to the not-found hook with its message', async () => {
    const { api, hooks } = setup([envelope(404, null, 'Order not found', {}, 404)]);
    await expect(api.request('GET', '/order/9')).rejects.toMatchObject({ code: 404 });
    expect(hooks.onNotFound).toHaveBeenCalledWith(404, 'Order not found');
    expect(hooks.toastError).not.toHaveBeenCalled();
  });

  it("sends HTTP 404 without an envelope to the not-found hook as 'request 404'", async () => {
    const { api, hooks } = setup([{ status: 404, headers: new Headers(), text: '<html>nginx</html>' }]);
    await expect(api.request('GET', '/gone')).rejects.toMatchObject({ code: 404, message: 'request 404', status: 404 });
    expect(hooks.onNotFound).toHaveBeenCalledWith(404, 'request 404');
  });

  it('turns a non-envelope failure into an error with the HTTP status', async () => {
    const { api, hooks } = setup([{ status: 502, headers: new Headers(), text: 'Bad Gateway' }]);
    await expect(api.get('/config')).rejects.toMatchObject({ code: 502, message: 'request 502' });
    expect(hooks.toastError).toHaveBeenCalledWith('request 502');
  });

  it('stays quiet in silent mode except for 301/302', async () => {
    const { api, hooks } = setup([envelope(404, null, 'nope', {}, 404), envelope(500, null, 'boom', {}, 500)]);
    await expect(api.request('GET', '/a', undefined, { silent: true })).rejects.toMatchObject({ code: 404 });
    await expect(api.request('GET', '/b', undefined, { silent: true })).rejects.toMatchObject({ code: 500 });
    expect(hooks.onNotFound).not.toHaveBeenCalled();
    expect(hooks.toastError).not.toHaveBeenCalled();
  });

  it('passes extra headers such as Idempotency-Key', async () => {
    const { api, calls } = setup([envelope(200)]);
    await api.post('/v2/order', {}, { headers: { 'Idempotency-Key': 'k1' } });
    expect(calls[0].headers['Idempotency-Key']).toBe('k1');
  });
});
