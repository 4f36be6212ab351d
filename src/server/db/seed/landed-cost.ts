// The demo shop's taxes and duties per destination (issue #40): EXAMPLES for trying the
// landed cost, not tax or legal advice; an owner must check every rate, threshold and
// term with an adviser before selling (docs/decisions.md "Landed cost"). Thresholds
// are in yuan fen (the demo currency), worked out from the demo's reference rates
// (seed/currencies.ts): EU €150 (IOSS), UK £135, Australia A$1,000.
import type { Executor } from '../client.ts';
import { taxDestinationCountries, taxDestinations } from '../schema.ts';

const VAT = { 'zh-cn': '增值税', en: 'VAT' };

export const DEMO_TAX_DESTINATIONS = [
  {
    name: { 'zh-cn': '德国', en: 'Germany' },
    countries: ['DE'],
    taxName: VAT,
    taxRate: '19',
    collectThreshold: 123_800,
    dutyTerms: 'ddp',
  },
  {
    name: { 'zh-cn': '法国', en: 'France' },
    countries: ['FR'],
    taxName: VAT,
    taxRate: '20',
    collectThreshold: 123_800,
    dutyTerms: 'ddp',
  },
  {
    // A group: EU members whose standard rate is 21%.
    name: { 'zh-cn': '欧盟（标准税率 21%）', en: 'EU (21% standard rate)' },
    countries: ['BE', 'CZ', 'ES', 'LT', 'LV', 'NL'],
    taxName: VAT,
    taxRate: '21',
    collectThreshold: 123_800,
    dutyTerms: 'ddp',
  },
  {
    name: { 'zh-cn': '英国', en: 'United Kingdom' },
    countries: ['GB'],
    taxName: VAT,
    taxRate: '20',
    collectThreshold: 127_200,
    dutyTerms: 'ddp',
  },
  {
    // Australian prices are shown with GST in them.
    name: { 'zh-cn': '澳大利亚', en: 'Australia' },
    countries: ['AU'],
    taxName: { 'zh-cn': '商品及服务税', en: 'GST' },
    taxRate: '10',
    pricesIncludeTax: true,
    collectThreshold: 463_400,
    dutyTerms: 'ddp',
  },
  {
    // The carrier collects the consumption tax at import; the shop shows its estimate.
    name: { 'zh-cn': '日本', en: 'Japan' },
    countries: ['JP'],
    taxName: { 'zh-cn': '消费税', en: 'Consumption tax' },
    taxRate: '10',
    collectThreshold: null,
    dutyTerms: 'ddu',
  },
  {
    // No sales tax at the border; duties collected by the carrier, estimated at 10% (goods vary).
    name: { 'zh-cn': '美国', en: 'United States' },
    countries: ['US'],
    taxName: { 'zh-cn': '销售税', en: 'Sales tax' },
    taxRate: '0',
    dutyRate: '10',
    collectThreshold: null,
    dutyTerms: 'ddu',
  },
] as const satisfies readonly {
  name: { 'zh-cn': string; en: string };
  countries: readonly string[];
  taxName: { 'zh-cn': string; en: string };
  taxRate: string;
  pricesIncludeTax?: boolean;
  dutyRate?: string;
  collectThreshold: number | null;
  dutyTerms: 'ddp' | 'ddu';
}[];

export async function seedLandedCost(tx: Executor) {
  for (const d of DEMO_TAX_DESTINATIONS) {
    const [row] = await tx
      .insert(taxDestinations)
      .values({
        name: d.name,
        taxName: d.taxName,
        taxRate: d.taxRate,
        pricesIncludeTax: 'pricesIncludeTax' in d ? d.pricesIncludeTax : false,
        collectThreshold: d.collectThreshold,
        dutyRate: 'dutyRate' in d ? d.dutyRate : '0',
        dutyTerms: d.dutyTerms,
      })
      .returning({ id: taxDestinations.id });
    await tx
      .insert(taxDestinationCountries)
      .values(d.countries.map((country) => ({ country, destinationId: row!.id })))
      .onConflictDoNothing();
  }
}
