// SQL of the destinations' taxes and duties (issue #40). Checkout reads a destination
// with the address (checkout/queries.ts); these are the admin's reads and writes. A
// country belongs to one destination: tax_destination_countries' primary key says so,
// and a save that would list a country another destination has changes nothing.
import { sql } from 'drizzle-orm';
import type { DutyTerms } from '../../../domain/checkout/landed-cost.ts';
import type { I18nText } from '../../../domain/i18n/locale.ts';
import type { Executor } from '../../db/client.ts';

export interface TaxDestinationRow {
  id: number;
  name: I18nText;
  countries: string[];
  tax_name: I18nText;
  tax_rate: string;
  prices_include_tax: boolean;
  collect_threshold: number | null;
  duty_rate: string;
  category_duty_rates: Record<string, string>;
  duty_terms: DutyTerms;
  enabled: boolean;
  updated_at: Date;
}

export type TaxDestinationInput = Omit<TaxDestinationRow, 'id' | 'updated_at'>;

const COLUMNS = sql`d.id, d.name, d.tax_name, trim_scale(d.tax_rate)::text AS tax_rate, d.prices_include_tax,
  d.collect_threshold, trim_scale(d.duty_rate)::text AS duty_rate, d.category_duty_rates, d.duty_terms, d.enabled,
  d.updated_at,
  coalesce((SELECT array_agg(c.country ORDER BY c.country) FROM tax_destination_countries c
            WHERE c.destination_id = d.id), '{}') AS countries`;

export async function selectTaxDestinations(db: Executor): Promise<TaxDestinationRow[]> {
  const { rows } = await db.execute<TaxDestinationRow & Record<string, unknown>>(
    sql`SELECT ${COLUMNS} FROM tax_destinations d ORDER BY d.id`,
  );
  return rows.map((r) => ({ ...r, updated_at: new Date(r.updated_at) }));
}

export async function selectTaxDestination(db: Executor, id: number): Promise<TaxDestinationRow | undefined> {
  const { rows } = await db.execute<TaxDestinationRow & Record<string, unknown>>(
    sql`SELECT ${COLUMNS} FROM tax_destinations d WHERE d.id = ${id}`,
  );
  return rows[0] && { ...rows[0], updated_at: new Date(rows[0].updated_at) };
}

/**
 * Writes a destination (new when `id` is undefined) and its countries, inside the
 * caller's transaction. Answers the countries another destination already has (then the
 * caller rolls back), else the id. The row is locked first, so two saves of one
 * destination run one after the other.
 */
export async function writeTaxDestination(
  tx: Executor,
  id: number | undefined,
  d: TaxDestinationInput,
): Promise<{ id: number; taken: string[] } | undefined> {
  const values = sql`${JSON.stringify(d.name)}::jsonb, ${JSON.stringify(d.tax_name)}::jsonb, ${d.tax_rate}::numeric,
    ${d.prices_include_tax}, ${d.collect_threshold}, ${d.duty_rate}::numeric,
    ${JSON.stringify(d.category_duty_rates)}::jsonb, ${d.duty_terms}, ${d.enabled}`;
  const { rows } =
    id === undefined
      ? await tx.execute<{ id: number }>(sql`
          INSERT INTO tax_destinations (name, tax_name, tax_rate, prices_include_tax, collect_threshold, duty_rate,
                                        category_duty_rates, duty_terms, enabled)
          VALUES (${values}) RETURNING id`)
      : await tx.execute<{ id: number }>(sql`
          UPDATE tax_destinations SET (name, tax_name, tax_rate, prices_include_tax, collect_threshold, duty_rate,
                                       category_duty_rates, duty_terms, enabled, updated_at)
            = (${values}, now())
          WHERE id = ${id} RETURNING id`);
  const saved = rows[0]?.id;
  if (saved === undefined) return undefined;
  await tx.execute(sql`DELETE FROM tax_destination_countries WHERE destination_id = ${saved}`);
  if (d.countries.length === 0) return { id: saved, taken: [] };
  const inserted = await tx.execute<{ country: string }>(sql`
    INSERT INTO tax_destination_countries (country, destination_id)
    SELECT c, ${saved} FROM unnest(${`{${d.countries.join(',')}}`}::text[]) AS c
    ON CONFLICT (country) DO NOTHING RETURNING country`);
  const got = new Set(inserted.rows.map((r) => r.country));
  return { id: saved, taken: d.countries.filter((c) => !got.has(c)) };
}

export async function deleteTaxDestination(tx: Executor, id: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`DELETE FROM tax_destinations WHERE id = ${id} RETURNING id`);
  return rows.length > 0;
}
