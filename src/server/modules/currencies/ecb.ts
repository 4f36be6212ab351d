// The rate job (issue #21): reads the ECB's daily reference rates (ECB_RATES_URL,
// eurofxref-daily.xml) and moves the rate of every currency that follows the feed,
// crossed through the euro into units per unit of the shop currency. Staff can run it
// from the admin; the jobs run it every few hours on every machine (an idempotent UPDATE).

import { ApiCode } from '../../../domain/api/codes.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { SettingsService } from '../settings/service.ts';
import { crossRate, parseEcbRates } from './ecb-rates.ts';
import { selectCurrencies, updateFeedRates } from './queries.ts';

const TIMEOUT_MS = 15_000;

export interface FeedRefresh {
  /** The reference day of the rates read. */
  day: string;
  /** Currencies whose rate moved. */
  updated: string[];
  /** Currencies that follow the feed but are not in it (their rate stays). */
  missing: string[];
}

export async function refreshFromEcb(
  db: Db,
  settings: SettingsService,
  url: string | undefined,
  fetcher: typeof fetch = fetch,
): Promise<FeedRefresh> {
  if (!url) throw badRequest('admin_currency_feed_off');
  const shop = (await settings.get()).currency;
  let xml: string;
  try {
    const res = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/xml' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    xml = await res.text();
  } catch (err) {
    throw new AppError(ApiCode.unavailable, 'admin_currency_feed_failed', { reason: (err as Error).message });
  }
  const rates = parseEcbRates(xml);
  if (!rates)
    throw new AppError(ApiCode.unavailable, 'admin_currency_feed_failed', { reason: 'no rates in the answer' });
  const following = (await selectCurrencies(db)).filter((c) => c.rate_source === 'ecb' && c.code !== shop);
  const found: { code: string; rate: string }[] = [];
  const missing: string[] = [];
  for (const c of following) {
    const rate = crossRate(rates, c.code, shop);
    if (rate) found.push({ code: c.code, rate });
    else missing.push(c.code);
  }
  const updated = await updateFeedRates(db, found);
  return { day: rates.day, updated, missing };
}
