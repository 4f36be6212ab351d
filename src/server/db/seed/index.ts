// The demo shop, seeded once into an empty database (SEED_DEMO=auto). Existing data
// is never overwritten: a marker row, inserted in the same transaction, records that
// the seed ran, so instances starting together seed exactly once.
import { eq } from 'drizzle-orm';
import { upsertSettings } from '../../modules/settings/queries.ts';
import type { Database } from '../client.ts';
import { pages, settings } from '../schema.ts';
import { seedCatalog } from './catalog.ts';
import { DEMO_PAGES } from './pages.ts';
import { DEMO_SETTINGS } from './settings.ts';

const MARKER = 'demo_seeded_at';

export async function seedDemo(database: Database): Promise<boolean> {
  const { db } = database;
  const seeded = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, MARKER));
  if (seeded.length > 0) return false;
  return db.transaction(async (tx) => {
    // Another instance inserting the marker makes this one wait, then skip.
    const won = await tx
      .insert(settings)
      .values({ key: MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (won.length === 0) return false;
    await upsertSettings(tx, DEMO_SETTINGS);
    await tx.insert(pages).values(DEMO_PAGES).onConflictDoNothing();
    await seedCatalog(tx);
    return true;
  });
}
