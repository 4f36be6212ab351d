// Price display (SPEC 3 and 9): unit, defaultUnit, price (minor units), type symbol or chinese.
import { formatPrice, type PriceType } from '../../domain/money.ts';
import { useRootData } from '../lib/use-root-data.ts';

export interface PriceProps {
  price: number;
  unit?: string | null;
  defaultUnit?: string | null;
  type?: PriceType;
  className?: string;
}

export function Price({ price, unit, defaultUnit, type = 'symbol', className }: PriceProps) {
  const configured = useRootData()?.site.currency;
  return <span className={className}>{formatPrice(price, { unit, defaultUnit, configured, type })}</span>;
}
