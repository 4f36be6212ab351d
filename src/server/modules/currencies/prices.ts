// Catalog answers in the shopper's currency: cards and a good's SKUs are read in the
// shop currency (and cached so), then converted per request here.
import type { GoodCard, GoodDetail } from '../../../domain/catalog/catalog.ts';
import type { Pricer } from '../../../domain/money/currency.ts';
import type { Db } from '../../db/client.ts';
import type { CurrencyService } from './service.ts';

export async function pricedCards<T extends GoodCard>(
  currencies: CurrencyService,
  cards: readonly T[],
  pricer: Pricer,
): Promise<T[]> {
  if (pricer.currency === pricer.shop) return [...cards];
  const ranged = await currencies.goodRanges(
    cards.map((c) => ({ id: c.id, price_min: c.price, price_max: c.price_max })),
    pricer,
  );
  return cards.map((c, i) => ({
    ...c,
    price: ranged[i]?.price_min ?? c.price,
    price_max: ranged[i]?.price_max ?? c.price_max,
    currency: pricer.currency,
  }));
}

export async function pricedDetail(
  db: Db,
  currencies: CurrencyService,
  good: GoodDetail,
  pricer: Pricer,
): Promise<GoodDetail> {
  if (pricer.currency === pricer.shop) return good;
  const fixed = await currencies.fixedPrices(
    db,
    good.good_sku.map((s) => s.id),
    pricer,
  );
  const skus = good.good_sku.map((s) => ({
    ...s,
    price: pricer.product(s.price, fixed.get(s.id)),
    currency: pricer.currency,
  }));
  const prices = skus.map((s) => s.price);
  return {
    ...good,
    price: prices.length ? Math.min(...prices) : pricer.product(good.price),
    price_max: prices.length ? Math.max(...prices) : pricer.product(good.price_max),
    currency: pricer.currency,
    good_sku: skus,
  };
}
