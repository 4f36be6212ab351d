// A price field in the currency's major unit (128.50) holding minor units (12850), the
// way every amount is stored. Never below 0; JPY has no decimals.
import { InputNumber } from 'antd';
import { currencyDecimals, currencySymbol, resolveUnit } from '../../domain/money/money.ts';
import { useAdminLocale } from '../i18n/index.tsx';

export interface MoneyInputProps {
  value?: number | null;
  onChange?: (minor: number | null) => void;
  currency?: string;
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
  placeholder?: string;
}

export function MoneyInput({ value, onChange, currency, ...rest }: MoneyInputProps) {
  const unit = resolveUnit(currency);
  const decimals = currencyDecimals(unit);
  // As staff read amounts in their language (CN¥ in English; US$ among the shop's dollars, issue #40).
  const { locale } = useAdminLocale();
  const symbol = currencySymbol(unit, locale).trim();
  const factor = 10 ** decimals;
  return (
    <InputNumber<number>
      {...rest}
      min={0}
      max={100_000_000}
      precision={decimals}
      prefix={symbol}
      style={{ width: '100%', ...rest.style }}
      value={value == null ? null : value / factor}
      onChange={(major) => onChange?.(major == null ? null : Math.round(major * factor))}
    />
  );
}
