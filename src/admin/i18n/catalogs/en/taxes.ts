import type zh from '../zh-cn/taxes.ts';

// Taxes and duties per destination (en), issue #40.
export default {
  title: 'Taxes and duties',
  intro:
    'Per destination (a country or a group such as the EU): the tax, its rate and the duties. DDP: the shop collects taxes and duties at checkout as lines of the order, in its total; DDU: nothing is collected, and the product page, the cart, the checkout, the order pages and the order mail warn that the carrier may collect import charges, with the shop’s estimate. Placed orders keep the rates they were placed with.',
  examples:
    'The demo’s destinations are examples, not tax or legal advice: check every rate, threshold and term with an adviser before selling.',
  add: 'Add destination',
  edit: 'Edit destination',
  destination: 'Destination',
  nameZh: 'Name (Chinese)',
  nameEn: 'Name (English)',
  countries: 'Countries and regions',
  countriesHelp: 'A country belongs to one destination only',
  tax: 'Tax',
  taxNameZh: 'Tax name (Chinese)',
  taxNameEn: 'Tax name (English)',
  taxRate: 'Tax rate (%)',
  rateHelp: 'A percentage with at most 4 decimals, e.g. 19 or 7.7',
  pricesIncludeTax: 'Prices include tax',
  pricesIncludeTaxHelp:
    'On: this destination’s prices are taken as tax-inclusive; the tax is taken out of them and the total does not grow',
  included: 'included',
  excluded: 'added',
  threshold: 'Collect threshold',
  thresholdHelp:
    'The shop collects at checkout while the goods (after discount, in {currency}) cost at most this; above it the parcel ships DDU. Empty: no limit',
  noThreshold: 'No limit',
  upTo: 'up to {amount}',
  dutyRate: 'Default duty rate (%)',
  categoryRates: 'Duty rates by category',
  category: 'Category',
  addCategoryRate: 'Add a category rate',
  removeCategoryRate: 'Remove this category rate',
  duty: 'Duty',
  categoryCount: '{count} categories set apart',
  terms: 'Terms',
  ddp: 'DDP (shop pays)',
  ddu: 'DDU (recipient pays)',
  enabled: 'Enabled',
  state_enabled: 'Enabled',
  state_disabled: 'Disabled',
  deleteTitle: 'Delete the destination “{name}”?',
  deleteBody: 'Its countries will be charged no tax or duty at checkout; placed orders keep theirs.',
} satisfies Record<keyof typeof zh, string>;
