// Staff roles (PRODUCT "Who uses it"): owner does everything, operator everything but
// settings and staff.
import type { z } from 'zod';
import type { staffViewSchema } from '../site/schemas.ts';
export const STAFF_ROLES = ['owner', 'operator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether a role may do what needs `needed` (owner includes operator). */
export function roleAllows(role: StaffRole, needed: StaffRole): boolean {
  return role === 'owner' || needed === 'operator';
}

export type StaffView = z.infer<typeof staffViewSchema>;
