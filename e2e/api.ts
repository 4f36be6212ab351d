// API calls the way the storefront makes them from a browser context: its session
// cookies, the anti-forgery token, same origin. For setting up journeys quickly.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { type Config, loadConfig } from '../src/server/config.ts';
import { baseUrl } from './browser.ts';
import { E2E_ADMIN } from './global-setup.ts';

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

/**
 * The configuration of another instance of the e2e shop, built in the test process on
 * this database and the e2e build (as another machine would run it).
 */
export function instanceConfig(databaseUrl: string, extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'silent',
    DATA_DIR: join(tmpdir(), 'shop-test-data'),
    CAPTCHA: 'off',
    ...extra,
  });
}

let staffToken: Promise<string> | undefined;

/** The e2e shop's first owner's staff token (signed in once per test file). */
export function e2eStaffToken(): Promise<string> {
  staffToken ??= fetch(`${baseUrl}/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
    .then((r) => r.json())
    .then((b: { data: { token: string } }) => b.data.token);
  return staffToken;
}

/** A call to the admin API as the e2e shop's first owner (the `staff-token` header, as apps send it). */
export async function adminCall<T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'staff-token': await e2eStaffToken(), ...(data ? { 'content-type': 'application/json' } : {}) },
    body: data ? JSON.stringify(data) : undefined,
  });
  const body = await res.json();
  expect(body, `${method} ${path}`).toMatchObject({ code: 200 });
  return body.data as T;
}

/** The address the journeys ship to (a real Chinese address, the shop's default country). */
export const GUANGZHOU_ADDRESS = {
  country: 'CN',
  province: '广东省',
  city: '广州市',
  address: '天河区体育西路 100 号',
  contact: '李雷',
  phone: '13800138000',
  is_default: true,
} as const;
