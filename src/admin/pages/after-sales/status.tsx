// Tags of after-sale requests: the type, and the status with its result.
import { Tag } from 'antd';
import type { AdminKey, AdminT } from '../../i18n/index.tsx';

const STATUS_COLORS: Record<number, string> = { 1: 'gold', 2: 'default', 3: 'blue', 4: 'green' };
const TYPE_COLORS: Record<number, string> = { 10: 'magenta', 20: 'purple', 30: 'geekblue' };

export function AfterSaleTypeTag({ type, t }: { type: number; t: AdminT }) {
  return <Tag color={TYPE_COLORS[type]}>{t(`afterSales.type${type}` as AdminKey)}</Tag>;
}

export function AfterSaleStatusTag(props: {
  status: number;
  result: string | null;
  resultName: string | null;
  t: AdminT;
}) {
  const rejected = props.result === 'rejected';
  return (
    <Tag color={rejected ? 'red' : STATUS_COLORS[props.status]}>
      {props.t(`afterSales.status${props.status}` as AdminKey)}
      {props.resultName ? ` · ${props.resultName}` : ''}
    </Tag>
  );
}
