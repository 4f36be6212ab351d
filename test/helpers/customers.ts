// Customers for API tests: an account with a session, authenticated by the `token`
// and `sign` headers (as apps do; cookie writes would need the anti-forgery token),
// and addresses written straight into the database.

import { addresses } from '../../src/server/db/schema.ts';
import type { TestApp } from './app.ts';

let n = 0;

export interface Customer {
  userId: number;
  email: string;
  headers: { token: string; sign: string };
}

export async function newCustomer(t: TestApp, tag = 'buyer'): Promise<Customer> {
  n++;
  const email = `${tag}-${n}-${Date.now()}@example.com`;
  const userId = await t.app.deps.accounts.findOrCreateByEmail(email);
  const { token, sign } = await t.app.deps.sessions.issue(userId, { client: 4, ip: '127.0.0.1', userAgent: 'test' });
  return { userId, email, headers: { token, sign } };
}

export async function addAddress(
  t: TestApp,
  userId: number,
  over: Partial<typeof addresses.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.database.db
    .insert(addresses)
    .values({
      userId,
      country: 'US',
      province: 'California',
      city: 'San Francisco',
      address: '1 Market St',
      contact: 'Alex Doe',
      phone: '+14155550100',
      postalCode: '94105',
      isDefault: true,
      ...over,
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address insert failed');
  return row.id;
}
