// Validation shared by the admin API's routes: paging, ids, dates, bilingual text.
import { z } from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from '../../../domain/admin/admin.ts';
import { rowIdParam } from '../../../domain/api/ids.ts';

const intParam = z.coerce.number().int();

/** A row id in a path or query (PostgreSQL integer). */
export const rowId = rowIdParam;

export const idParam = z.object({ id: rowId });

/** page and page_size of every admin list. */
export const adminPaging = z.object({
  page: intParam.min(1).max(100_000).default(1),
  page_size: intParam.min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});
export type AdminPaging = z.infer<typeof adminPaging>;

/** An instant with its offset (ISO 8601), e.g. a filter's start or a coupon's end. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Text in both languages; `required` makes the Chinese one mandatory (the default language). */
export function i18nTextInput(max: number, required = false) {
  const zh = z.string().trim().max(max);
  return z.object({ 'zh-cn': required ? zh.min(1) : zh, en: z.string().trim().max(max).default('') });
}

/** OFFSET of a page (pages are bounded by adminPaging). */
export const offsetOf = (p: AdminPaging) => (p.page - 1) * p.page_size;

/** OpenAPI tags: every admin route has ADMIN_TAGS; owner-only routes (with `staffOnly('owner')`) OWNER_TAGS. */
export const ADMIN_TAGS = ['admin'];
export const OWNER_TAGS = ['admin', 'owner only'];
