// An order's facts (SPEC 2): number (with a copy button), order time, payment time and
// method, shipping and receipt times, notes and coupon code.
import type { ReactNode } from 'react';
import { PAY_STATUS } from '../../../domain/orders/lifecycle.ts';
import type { MyOrderDetail } from '../../../domain/orders/my-orders.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection, type MessageKey } from '../../i18n/messages.ts';
import { CopyButton } from '../copy-button.tsx';
import { OrderTime } from './order-time.tsx';

await loadSection('orders', 'checkout');

export function OrderInfo({ order }: { order: MyOrderDetail }) {
  const t = useT();
  const paidWith = order.payments.find((p) => p.status === PAY_STATUS.paid)?.provider;
  const rows: [string, string, ReactNode][] = [
    [
      'no',
      t('orders.orderNo'),
      <span key="no" className="inline-flex flex-wrap items-center gap-2">
        <span className="font-mono tabular-nums" data-testid="order-detail-no">
          {order.order_no}
        </span>
        <CopyButton
          text={order.order_no}
          label={t('orders.copyOrderNo')}
          copied={t('orders.copied')}
          failed={t('orders.copyFailed')}
          testId="order-copy-no"
        />
      </span>,
    ],
    ['created', t('orders.placedAt'), <OrderTime key="created" iso={order.created_at} />],
  ];
  if (order.paid_at) rows.push(['paid', t('orders.paidAt'), <OrderTime key="paid" iso={order.paid_at} />]);
  if (paidWith) rows.push(['method', t('orders.paymentMethod'), t(`pay.method.${paidWith}` as MessageKey)]);
  if (order.shipped_at)
    rows.push(['shipped', t('orders.shippedAt'), <OrderTime key="shipped" iso={order.shipped_at} />]);
  if (order.received_at) {
    rows.push(['received', t('orders.receivedAt'), <OrderTime key="received" iso={order.received_at} />]);
  }
  if (order.cancelled_at) {
    rows.push(['cancelled', t('orders.cancelledAt'), <OrderTime key="cancelled" iso={order.cancelled_at} />]);
  }
  rows.push(['notes', t('orders.notes'), order.notes || t('orders.none')]);
  rows.push(['coupon', t('orders.coupon'), order.coupon_code || t('orders.none')]);

  return (
    <section aria-labelledby="order-info" className="card p-5 md:p-6">
      <h2 id="order-info" className="text-lg font-semibold text-slate-900">
        {t('orders.info')}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="flex gap-4">
            <dt className="w-28 shrink-0 text-slate-600">{label}</dt>
            <dd className="min-w-0 flex-1 break-words text-slate-900" data-testid={`order-info-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
