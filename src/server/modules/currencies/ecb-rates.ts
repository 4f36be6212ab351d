// The ECB's daily euro foreign exchange reference rates (eurofxref-daily.xml): one
// `<Cube time="YYYY-MM-DD">` holding `<Cube currency="USD" rate="1.0412"/>` lines, each
// the units of that currency per euro. The shop's rates are per unit of the shop
// currency, so they are crossed through the euro: target per shop = target per EUR ÷ shop per EUR.
import { parseRate, RATE_DECIMALS, rateText } from '../../../domain/money/currency.ts';

export interface EcbRates {
  /** The reference day the rates are for. */
  day: string;
  /** Units per euro by ISO code, decimal strings as published; EUR itself is 1. */
  perEuro: Record<string, string>;
}

/** Reads the feed; null when it holds no day or no rate (a page of another format, a truncated file). */
export function parseEcbRates(xml: string): EcbRates | null {
  const day = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']/.exec(xml)?.[1];
  if (!day) return null;
  const perEuro: Record<string, string> = { EUR: '1' };
  let count = 0;
  for (const m of xml.matchAll(/<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["'](\d+(?:\.\d+)?)["']\s*\/?>/g)) {
    const [, code, rate] = m;
    if (code && rate && parseRate(rate) !== null) {
      perEuro[code] = rate;
      count++;
    }
  }
  return count > 0 ? { day, perEuro } : null;
}

/** Units of `target` per unit of `shop`, to RATE_DECIMALS places (half up); null when the feed lacks either. */
export function crossRate(rates: EcbRates, target: string, shop: string): string | null {
  const t = rates.perEuro[target];
  const s = rates.perEuro[shop];
  const tScaled = t === undefined ? null : parseRate(t);
  const sScaled = s === undefined ? null : parseRate(s);
  if (tScaled === null || sScaled === null) return null;
  const scale = 10n ** BigInt(RATE_DECIMALS);
  const scaled = (tScaled * scale + sScaled / 2n) / sScaled;
  return scaled > 0n ? rateText(scaled) : null;
}
