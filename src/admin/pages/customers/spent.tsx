// Money a customer spent, one line per currency their orders were placed in.
import { Flex } from 'antd';
import type { AmountByCurrency } from '../../../domain/admin/customers.ts';
import { money } from '../../lib/format.ts';

export function SpentAmounts({ spent }: { spent: AmountByCurrency[] }) {
  if (spent.length === 0) return <>—</>;
  return (
    <Flex vertical align="end">
      {spent.map((s) => (
        <span key={s.currency}>
          {money(s.amount, s.currency)}
          {spent.length > 1 ? ` ${s.currency}` : ''}
        </span>
      ))}
    </Flex>
  );
}
