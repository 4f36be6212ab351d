// The demo shop, seeded once into an empty database (SEED_DEMO=auto). Existing data
// is never overwritten: a marker row per part, inserted in the same transaction,
// records that the part ran, so instances starting together seed exactly once, and a
// shop seeded by an older version gets the parts added since (checkout).
import { eq } from 'drizzle-orm';
import { upsertSettings } from '../../modules/settings/queries.ts';
import type { Database } from '../client.ts';
import { pages, settings } from '../schema.ts';
import { seedCatalog } from './catalog.ts';
import { seedCheckout } from './checkout.ts';
import { seedCurrencies } from './currencies.ts';
import { seedLandedCost } from './landed-cost.ts';
import { DEMO_PAGES } from './pages.ts';
import { DEMO_SETTINGS } from './settings.ts';

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** Runs a seed part once: its marker row, inserted first, makes concurrent starts wait and skip. */
async function once(database: Database, marker: string, part: (tx: Tx) => Promise<void>): Promise<boolean> {
  const { db } = database;
  const seeded = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, marker));
  if (seeded.length > 0) return false;
  return db.transaction(async (tx) => {
    const won = await tx
      .insert(settings)
      .values({ key: marker, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (won.length === 0) return false;
    await part(tx);
    return true;
  });
}

export type SeedPart = 'shop' | 'checkout';

/** Seeds the parts not seeded yet; answers the parts this call seeded. */
export async function seedDemo(database: Database): Promise<SeedPart[]> {
  const done: SeedPart[] = [];
  const shop = await once(database, 'demo_seeded_at', async (tx) => {
    await upsertSettings(tx, DEMO_SETTINGS);
    await tx.insert(pages).values(DEMO_PAGES).onConflictDoNothing();
    await seedCatalog(tx);
    // With the shop only (issue #40): a shop seeded by an older version keeps its currencies as its owner set them.
    await seedCurrencies(tx);
    // Taxes and duties per destination (issue #40), examples only: with the shop, never added to an existing one.
    await seedLandedCost(tx);
  });
  if (shop) done.push('shop');
  if (await once(database, 'demo_checkout_seeded_at', (tx) => seedCheckout(tx))) done.push('checkout');
  return done;
}
