import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export async function selectAllSettings(db: Executor) {
  return db.select({ key: settings.key, value: settings.value }).from(settings);
}

export async function upsertSettings(db: Executor, values: Record<string, unknown>) {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
  if (rows.length === 0) return;
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}

/** Inserts a row only when the key is absent; returns the stored value either way. */
export async function insertSettingIfAbsent(db: Executor, key: string, value: unknown): Promise<unknown> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(sql`${settings.key} = ${key}`);
  return row.value;
}

const SETTINGS_LOCK = 7_700_001; // pg_advisory_xact_lock key: one settings change at a time

/** Serialises changes to the settings until the transaction ends. */
export async function lockSettings(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETTINGS_LOCK})`);
}
