// SQL of the shipping rules: the storefront shows them, staff edit them
// (admin/marketing/shipping.ts, through service.ts). One rule per country, and the default (country NULL).
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shippingRules } from '../../db/schema.ts';

export type ShippingRuleRow = typeof shippingRules.$inferSelect;
type RuleColumns = Pick<
  typeof shippingRules.$inferInsert,
  'country' | 'firstFee' | 'additionalFee' | 'freeThreshold' | 'enabled'
>;

/** Every rule, the default first. */
export function selectShippingRules(db: Executor): Promise<ShippingRuleRow[]> {
  return db.select().from(shippingRules).orderBy(sql`${shippingRules.country} NULLS FIRST`);
}

export async function selectShippingRule(db: Executor, id: number): Promise<ShippingRuleRow | undefined> {
  const [row] = await db.select().from(shippingRules).where(eq(shippingRules.id, id));
  return row;
}

export async function lockShippingRule(tx: Executor, id: number): Promise<ShippingRuleRow | undefined> {
  const [row] = await tx.select().from(shippingRules).where(eq(shippingRules.id, id)).for('update');
  return row;
}

/** Whether another rule is for the country (null: the default rule). */
export async function shippingCountryTaken(tx: Executor, country: string | null, exceptId = 0): Promise<boolean> {
  const [taken] = await tx
    .select({ id: shippingRules.id })
    .from(shippingRules)
    .where(sql`coalesce(${shippingRules.country}, '*') = ${country ?? '*'} AND ${shippingRules.id} <> ${exceptId}`);
  return !!taken;
}

export async function insertShippingRule(tx: Executor, values: RuleColumns): Promise<ShippingRuleRow | undefined> {
  const [row] = await tx.insert(shippingRules).values(values).returning();
  return row;
}

export async function updateShippingRule(
  tx: Executor,
  id: number,
  changes: Partial<RuleColumns>,
): Promise<ShippingRuleRow | undefined> {
  const [row] = await tx
    .update(shippingRules)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(shippingRules.id, id))
    .returning();
  return row;
}

export async function deleteShippingRule(tx: Executor, id: number): Promise<void> {
  await tx.delete(shippingRules).where(eq(shippingRules.id, id));
}
