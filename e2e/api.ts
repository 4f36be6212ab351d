// API calls the way the storefront makes them from a browser context: its session
// cookies, the anti-forgery token, same origin. For setting up journeys quickly.
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

export async function storefrontCall<T>(
  context: BrowserContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: object,
): Promise<T> {
  const csrf = (await context.request.get('/v1/csrf')).headers()['x-csrf-token'] ?? '';
  const res = await context.request.fetch(path, { method, headers: { 'x-csrf-token': csrf, origin: baseUrl }, data });
  const body = await res.json();
  expect(body, `${method} ${path}`).toMatchObject({ code: 200 });
  return body.data as T;
}
