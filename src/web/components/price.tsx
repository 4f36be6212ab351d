// Price display (SPEC 3 and 9): unit, defaultUnit, price (minor units), type symbol or chinese.
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
  return <span className={className}>{formatPrice(price, { unit, defaultUnit, configured, type, lang })}</span>;
}
