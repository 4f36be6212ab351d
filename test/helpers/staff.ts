// Staff for API tests: an account with a session, sent as the `staff-token` header.
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
