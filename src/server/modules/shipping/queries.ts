// SQL of the shipping rules the storefront shows (owners edit them in admin/marketing).
import type { Executor } from '../../db/client.ts';
import { shippingRules } from '../../db/schema.ts';

export function selectShippingRules(db: Executor) {
  return db.select().from(shippingRules);
}
