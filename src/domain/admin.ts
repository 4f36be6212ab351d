// Shapes shared by the admin API and the admin UI (src/admin). Every admin list
// answers one page: the rows, the total that matches the filters, and the paging used.
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

export interface AdminPage<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface AuditEntryView {
  id: number;
  staff_id: number | null;
  staff_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  ip: string;
  created_at: string;
}

/** A mail of the outbox as owners see it (admin Mail screen). */
export interface OutboxMailView {
  id: number;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  next_attempt_at: string;
}
