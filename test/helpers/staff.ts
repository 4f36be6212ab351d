// Staff for API tests: an account with a session, sent as the `staff-token` header.
import { expect } from 'vitest';
import type { StaffRole } from '../../src/domain/admin/staff.ts';
import type { TestApp } from './app.ts';

let n = 0;

export async function newStaff(t: TestApp, role: StaffRole = 'operator') {
  n++;
  const email = `staff-${role}-${n}-${Date.now()}@example.com`;
  const staffId = await t.app.deps.staff.create({ email, name: `Staff ${n}`, password: 'correct horse battery', role });
  const { token } = await t.app.deps.staff.issue(staffId, { ip: '127.0.0.1', userAgent: 'test' });
  return { staffId, email, headers: { 'staff-token': token } };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A staff member's calls for an admin API test: `call` answers the reply, `ok` the data
 * of a success (failing the test with the answer otherwise). Getters, because a test file
 * builds its app and staff in beforeAll.
 */
export function staffCalls(app: () => TestApp, headers: () => Record<string, string>) {
  const call = (method: Method, url: string, payload?: object, lang = 'en') =>
    app().app.inject({ method, url, payload, headers: { lang, ...headers() } });
  const ok = async <T>(method: Method, url: string, payload?: object): Promise<T> => {
    const res = await call(method, url, payload);
    expect(res.json(), JSON.stringify(res.json())).toMatchObject({ code: 200 });
    return res.json().data as T;
  };
  return { call, ok };
}
