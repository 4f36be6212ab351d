import type { ServerTransport } from './transport.ts';

/** The browser transport: same-origin fetch with cookies. */
export function fetchTransport(baseUrl = ''): ServerTransport {
  return async ({ method, url, headers, body }) => {
    const res = await fetch(baseUrl + url, { method, headers, body, credentials: 'include' });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
}
