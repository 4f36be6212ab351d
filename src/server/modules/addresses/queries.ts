// SQL of customers' addresses. Every statement is scoped by the customer's id, so one
// customer never reads or changes another's address.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addresses, users } from '../../db/schema.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<
  typeof addresses.$inferInsert,
  'country' | 'province' | 'city' | 'area' | 'address' | 'contact' | 'phone' | 'postalCode'
>;

const owned = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

/** One of the customer's addresses (used by checkout too); undefined for anyone else's. */
export async function findAddress(db: Executor, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(owned(userId, id));
  return row;
}

/** The customer's addresses: the default first, then the newest. */
export async function selectAddresses(db: Executor, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

export async function selectDefaultAddress(db: Executor, userId: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  return row;
}

/** Serialises one customer's address writes (the limit and the single default hold under concurrency). */
export async function lockCustomer(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
}

export async function countAddresses(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row.n;
}

/** Clears the default flag; run before setting a new default (the partial unique index allows one). */
export async function clearDefault(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

export async function insertAddress(
  tx: Executor,
  userId: number,
  values: AddressValues & { isDefault: boolean },
): Promise<AddressRow> {
  const [row] = await tx
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  return row;
}

export async function updateAddress(
  tx: Executor,
  userId: number,
  id: number,
  values: AddressValues & { isDefault?: boolean },
): Promise<AddressRow | undefined> {
  const [row] = await tx
    .update(addresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(owned(userId, id))
    .returning();
  return row;
}

export async function deleteAddress(tx: Executor, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await tx.delete(addresses).where(owned(userId, id)).returning();
  return row;
}

/** Makes the newest remaining address the default (after the default one was deleted). */
export async function makeNewestDefault(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ${addresses} SET is_default = true, updated_at = now()
    WHERE id = (SELECT id FROM ${addresses} WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT 1)`);
}
