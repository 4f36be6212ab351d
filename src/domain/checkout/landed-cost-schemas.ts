// Answers of the admin's taxes and duties per destination (issue #40). The types are
// inferred from these (type-only imports keep the admin bundle free of Zod).
import { z } from 'zod';
import { DUTY_TERMS } from './landed-cost.ts';

const text = z.object({ 'zh-cn': z.string(), en: z.string() });

export const taxDestinationSchema = z
  .object({
    id: z.number().int(),
    name: text.describe('The destination as staff call it (European Union, United States)'),
    countries: z.array(z.string()).describe('ISO 3166-1 alpha-2 codes; a country is in one destination at most'),
    country_names: z.array(z.string()).describe("The countries' names in the caller's language, in the same order"),
    tax_name: text.describe('VAT, GST, 消费税…'),
    tax_rate: z.string().describe('Percent, up to 4 decimals'),
    prices_include_tax: z.boolean(),
    collect_threshold: z
      .number()
      .int()
      .nullable()
      .describe('Goods value (shop currency minor units) up to which the shop collects at checkout; null: no limit'),
    duty_rate: z.string().describe('Percent of the goods value, for goods without a category rate'),
    category_duty_rates: z.record(z.string(), z.string()).describe('Category id -> percent'),
    duty_terms: z.enum(DUTY_TERMS),
    enabled: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'TaxDestination' });

export const taxDestinationsSchema = z.object({
  shop_currency: z.string(),
  list: z.array(taxDestinationSchema),
  countries: z
    .array(z.object({ code: z.string(), name: z.string() }))
    .describe("Every ISO country with its name in the caller's language, for the country picker"),
});

export type TaxDestinationView = z.infer<typeof taxDestinationSchema>;
export type TaxDestinationsAnswer = z.infer<typeof taxDestinationsSchema>;
