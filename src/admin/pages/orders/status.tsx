// Order status tags of the admin screens: the status name the API answers, coloured by
// what it asks of staff (to ship stands out, finished ones are quiet).
import { Tag } from 'antd';
import { ADMIN_ORDER_STATUSES } from '../../../domain/admin/orders.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { pickText } from '../../../domain/i18n/locale.ts';
import { ORDER_STATUS_NAMES } from '../../../domain/orders/orders.ts';

const COLORS: Record<number, string> = {
  1: 'gold',
  10: 'volcano',
  20: 'blue',
  30: 'cyan',
  40: 'magenta',
  41: 'purple',
  42: 'red',
  50: 'magenta',
  51: 'geekblue',
  52: 'red',
  60: 'default',
  70: 'green',
  71: 'green',
};

export function OrderStatusTag({ status, name }: { status: number; name?: string }) {
  return <Tag color={COLORS[status] ?? 'default'}>{name ?? status}</Tag>;
}

/** The status filter's options in the staff's language. */
export function orderStatusOptions(locale: Locale) {
  return ADMIN_ORDER_STATUSES.map((s) => ({ value: String(s), label: pickText(ORDER_STATUS_NAMES[s], locale) }));
}
