// The content pages as owners edit them (the storefront reads one through the routes
// beside this file). What the admin area uses of pages; their SQL stays in queries.ts.
import { isDeepStrictEqual } from 'node:util';
import type { Executor } from '../../db/client.ts';
import { lockPage, type PageRow, selectPages, upsertPage } from './queries.ts';

export type { PageRow };

/** Every saved page (a page never saved has no row). */
export function storedPages(db: Executor): Promise<PageRow[]> {
  return selectPages(db);
}

type PageText = Pick<PageRow, 'title' | 'body'>;

/**
 * Saves a page inside the caller's transaction, under its row lock. Answers what it
 * was before (null: never saved), or undefined when `next` changes nothing.
 */
export async function savePage(
  tx: Executor,
  slug: string,
  next: PageText,
): Promise<{ before: PageText | null } | undefined> {
  const old = await lockPage(tx, slug);
  if (old && isDeepStrictEqual({ title: old.title, body: old.body }, next)) return undefined;
  await upsertPage(tx, slug, next);
  return { before: old ? { title: old.title, body: old.body } : null };
}
