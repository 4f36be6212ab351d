// The demo shop's shopper currencies (issue #40): the currencies of the countries it
// ships to most, on from the first visit. Rates are units per yuan (the demo currency),
// crossed from the ECB's euro reference rates of the day below and stored with that
// date, so a shop that never reaches the feed still prices in them and the admin shows
// how old they are; they follow the feed (rate_source 'ecb'), so the rate job replaces
// them whenever the ECB answers. Only a fresh demo shop gets them (seed/index.ts): an
// existing shop's currencies are the owner's, and no migration touches them.
import type { Executor } from '../client.ts';
import { shopCurrencies } from '../schema.ts';

/** The reference day of the rates below (the ECB publishes at about 16:00 CET). */
export const DEMO_RATES_DAY = '2026-11-27';

/** Units of each currency per yuan on DEMO_RATES_DAY, in the switch's order. */
export const DEMO_CURRENCIES: { code: string; rate: string; step: number; ending: string }[] = [
  { code: 'USD', rate: '0.1405', step: 1, ending: '' },
  { code: 'EUR', rate: '0.1212', step: 1, ending: '' },
  { code: 'GBP', rate: '0.1061', step: 1, ending: '' },
  { code: 'JPY', rate: '21.52', step: 1, ending: '' },
  { code: 'CAD', rate: '0.1968', step: 1, ending: '' },
  { code: 'AUD', rate: '0.2158', step: 1, ending: '' },
];

export async function seedCurrencies(tx: Executor) {
  const dated = new Date(`${DEMO_RATES_DAY}T15:00:00Z`);
  await tx
    .insert(shopCurrencies)
    .values(
      DEMO_CURRENCIES.map((c, i) => ({
        code: c.code,
        rate: c.rate,
        rateSource: 'ecb',
        rateUpdatedAt: dated,
        roundingStep: c.step,
        roundingEnding: c.ending,
        enabled: true,
        sort: (i + 1) * 10,
      })),
    )
    .onConflictDoNothing();
}
