// The shipping rules as staff edit them (admin/marketing/shipping.ts): one rule per
// destination country and the default rule (country NULL) for every other country,
// which can be edited but neither moved to a country, disabled nor deleted. Each change
// is made inside the caller's transaction, which records its audit entry. The SQL stays
// in queries.ts.
import type { ShippingRuleInput } from '../../../domain/admin/marketing.ts';
import type { Executor } from '../../db/client.ts';
import { pgError } from '../../db/pg-errors.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import {
  deleteShippingRule,
  insertShippingRule,
  lockShippingRule,
  type ShippingRuleRow,
  selectShippingRule,
  selectShippingRules,
  shippingCountryTaken,
  updateShippingRule,
} from './queries.ts';

export type { ShippingRuleRow };

/** Every rule, the default first. */
export function allShippingRules(db: Executor): Promise<ShippingRuleRow[]> {
  return selectShippingRules(db);
}

export function findShippingRule(db: Executor, id: number): Promise<ShippingRuleRow | undefined> {
  return selectShippingRule(db, id);
}

const columns = (input: ShippingRuleInput) => ({
  country: input.country,
  firstFee: input.first_fee,
  additionalFee: input.additional_fee,
  freeThreshold: input.free_threshold,
  enabled: input.enabled,
});

const takenError = (country: string | null) =>
  country === null ? conflict('shipping_default_taken') : conflict('shipping_country_taken', { country });

/** One rule per country and one default rule: a clear 409 instead of the unique index's 500. */
async function refuseTaken(tx: Executor, country: string | null, exceptId = 0) {
  if (await shippingCountryTaken(tx, country, exceptId)) throw takenError(country);
}

/**
 * Rethrows what a failed add or edit of a rule for `country` threw, the unique index's
 * violation (two changes at once) as the same 409 as refuseTaken's. For the caller's
 * transaction: `.catch((err) => shippingRuleTaken(err, country))`.
 */
export function shippingRuleTaken(err: unknown, country: string | null): never {
  if (pgError(err).constraint === 'shipping_rules_country') {
    throw takenError(country);
  }
  throw err;
}

async function lockRule(tx: Executor, id: number): Promise<ShippingRuleRow> {
  const row = await lockShippingRule(tx, id);
  if (!row) throw notFound('admin_shipping_rule_not_found');
  return row;
}

/** Adds a rule (409 when its country, or the default, has one); answers it. */
export async function addShippingRule(tx: Executor, input: ShippingRuleInput): Promise<ShippingRuleRow> {
  await refuseTaken(tx, input.country);
  const row = await insertShippingRule(tx, columns(input));
  if (!row) throw new Error('shipping rule insert returned nothing');
  return row;
}

/** Edits a rule under its row lock (the default rule stays the default); answers it before and after. */
export async function changeShippingRule(
  tx: Executor,
  id: number,
  input: ShippingRuleInput,
): Promise<{ before: ShippingRuleRow; after: ShippingRuleRow }> {
  const before = await lockRule(tx, id);
  if (before.country === null && input.country !== null) throw badRequest('shipping_default_country');
  await refuseTaken(tx, input.country, id);
  const after = await updateShippingRule(tx, id, columns(input));
  if (!after) throw notFound('admin_shipping_rule_not_found');
  return { before, after };
}

/**
 * Enables or disables a rule under its row lock (not the default rule); answers it
 * before, or undefined when it already was so.
 */
export async function setShippingRuleEnabled(
  tx: Executor,
  id: number,
  enabled: boolean,
): Promise<ShippingRuleRow | undefined> {
  const before = await lockRule(tx, id);
  if (!enabled && before.country === null) throw badRequest('shipping_default_required');
  if (before.enabled === enabled) return undefined;
  await updateShippingRule(tx, id, { enabled });
  return before;
}

/** Deletes a country's rule under its row lock (not the default rule); answers it. */
export async function removeShippingRule(tx: Executor, id: number): Promise<ShippingRuleRow> {
  const before = await lockRule(tx, id);
  if (before.country === null) throw badRequest('shipping_default_required');
  await deleteShippingRule(tx, id);
  return before;
}
