// The demo shop, seeded once into an empty database (SEED_DEMO=auto). Existing data
// is never overwritten: a marker row records that the seed ran.

import { insertSettingIfAbsent, upsertSettings } from '../../modules/settings/queries.ts';
import type { Database } from '../client.ts';
import { pages } from '../schema.ts';
import { DEMO_PAGES } from './pages.ts';
import { DEMO_SETTINGS } from './settings.ts';

const MARKER = 'demo_seeded_at';

export async function seedDemo(database: Database): Promise<boolean> {
  const { db } = database;
  const now = new Date().toISOString();
  const stored = await insertSettingIfAbsent(db, MARKER, now);
  if (stored !== now) return false; // seeded before (or by another instance right now)
  await db.transaction(async (tx) => {
    await upsertSettings(tx, DEMO_SETTINGS);
    await tx.insert(pages).values(DEMO_PAGES).onConflictDoNothing();
  });
  return true;
}
