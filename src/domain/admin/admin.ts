// Shapes shared by the admin API and the admin UI (src/admin). Every admin list
// answers one page: the rows, the total that matches the filters, and the paging used.
import type { z } from 'zod';
import type { auditEntrySchema, outboxMailSchema } from './schemas.ts';
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

export interface AdminPage<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** A mail of the outbox as owners see it (admin Mail screen). */
export type OutboxMailView = z.infer<typeof outboxMailSchema>;
