// SQL of the content pages (the storefront reads them, owners edit them).
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';

export type PageRow = typeof pages.$inferSelect;

export async function selectPage(db: Executor, slug: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug));
  return row;
}

export function selectPages(db: Executor): Promise<PageRow[]> {
  return db.select().from(pages);
}

/** The page's row locked for a change (none when the page was never saved). */
export async function lockPage(tx: Executor, slug: string): Promise<PageRow | undefined> {
  const [row] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
  return row;
}

export async function upsertPage(tx: Executor, slug: string, next: Pick<PageRow, 'title' | 'body'>): Promise<void> {
  await tx
    .insert(pages)
    .values({ slug, ...next })
    .onConflictDoUpdate({ target: pages.slug, set: { ...next, updatedAt: sql`now()` } });
}
