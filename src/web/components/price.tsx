// Price display (SPEC 3 and 9): unit, defaultUnit, price (minor units), type symbol or chinese.
import { useMemo } from 'react';
import { formatPrice, type PriceType } from '../../domain/money/money.ts';
import { useLocale } from '../i18n/index.tsx';
import { useRootData } from '../lib/use-root-data.ts';

export interface PriceProps {
  price: number;
  unit?: string | null;
  defaultUnit?: string | null;
  type?: PriceType;
  className?: string;
}

export function Price({ price, unit, defaultUnit, type = 'symbol', className }: PriceProps) {
  // Without a unit of its own a price is in the shopper's currency (issue #21), then the shop's.
  const root = useRootData();
  const configured = root?.currency.current ?? root?.site.currency;
  const lang = useLocale();
  const enabled = useEnabledCurrencies();
  return (
    <span className={className}>{formatPrice(price, { unit, defaultUnit, configured, type, lang, enabled })}</span>
  );
}

/**
 * The currencies a shopper may meet on this shop's pages (the switch's list), so that a
 * price's symbol is bare only when no other of them shares it (issue #40). Undefined
 * while the root data is missing (an error page): then every shared symbol is told apart.
 */
export function useEnabledCurrencies(): readonly string[] | undefined {
  const list = useRootData()?.currency.list;
  return useMemo(() => list?.map((c) => c.code), [list]);
}
