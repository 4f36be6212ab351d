// The top of an order's page: its status, what happens next (the payment countdown
// while unpaid, the automatic receipt date once shipped, the end of the after-sale
// window once received) and the actions the customer may take.
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../domain/i18n/dates.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { ORDER_STATUS as S } from '../../../domain/orders/lifecycle.ts';
import type { MyOrderDetail } from '../../../domain/orders/my-orders.ts';
import { afterSaleWindowEndsAt, autoReceiptAt } from '../../../domain/orders/timings.ts';
import { useLocale, useT } from '../../i18n/index.tsx';
import { loadSection, type MessageKey } from '../../i18n/messages.ts';
import { useTimeZone } from '../../lib/time-zone.ts';
import { CircleAlert, CircleCheck, CircleX, type IconComponent, RotateCcw, Truck } from '../icons.ts';
import { useEnabledCurrencies } from '../price.tsx';
import { formatRemaining } from './countdown.ts';
import { statusTone } from './status-badge.tsx';

await loadSection('orders');

function statusIcon(status: number): IconComponent {
  if (status === S.pendingPayment) return CircleAlert;
  if (status === S.pendingShipment || status === S.pendingReceipt) return Truck;
  if (status === S.cancelled) return CircleX;
  if (status === S.received || status === S.completed) return CircleCheck;
  return RotateCcw;
}

/** What happens next, in a sentence (null when there is nothing to say). */
function useNextStep(order: MyOrderDetail, left: number | null): string | null {
  const t = useT();
  const locale = useLocale();
  const enabled = useEnabledCurrencies();
  const zone = useTimeZone();
  const date = (d: Date | string) => formatDate(d, locale, zone);
  switch (order.status) {
    case S.pendingPayment:
      if (left === 0) return t('orders.payExpired');
      return t('orders.payDeadline', { time: formatDateTime(order.pay_deadline, locale, zone, { zoneName: true }) });
    case S.pendingReceipt:
      return order.shipped_at ? t('orders.hint.20', { date: date(autoReceiptAt(order.shipped_at)) }) : null;
    case S.received:
      return order.received_at ? t('orders.hint.30', { date: date(afterSaleWindowEndsAt(order.received_at)) }) : null;
    case S.cancelled:
      return order.cancelled_at ? t('orders.hint.60', { date: date(order.cancelled_at) }) : null;
    case S.refunded:
      if (!order.refund?.partial) return t('orders.hint.41');
      return t('orders.hint.41partial', {
        amount: formatPrice(order.refund.amount, { unit: order.currency, lang: locale, enabled }),
      });
    default:
      return t(`orders.hint.${order.status}` as MessageKey);
  }
}

export function OrderStatusBanner(props: { order: MyOrderDetail; left: number | null; actions: ReactNode }) {
  const { order, left } = props;
  const t = useT();
  const next = useNextStep(order, left);
  const Icon = statusIcon(order.status);
  const counting = order.status === S.pendingPayment && left !== null && left > 0;
  return (
    <section aria-labelledby="order-status" className="card flex flex-col gap-4 p-5 md:flex-row md:items-center md:p-6">
      <span
        className={`flex size-12 shrink-0 items-center justify-center rounded-full ring-1 ring-inset ${statusTone(order.status)}`}
      >
        <Icon aria-hidden className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2
          id="order-status"
          className="text-xl font-bold text-slate-900 first-letter:uppercase"
          data-testid="order-status-name"
        >
          {order.status_name}
        </h2>
        {counting && (
          <p
            className="mt-1 font-semibold text-amber-800 tabular-nums"
            role="timer"
            aria-live="off"
            data-testid="order-countdown"
          >
            {t('orders.payRemaining', { time: formatRemaining(left) })}
          </p>
        )}
        {next && <p className="mt-1 text-sm text-slate-600">{next}</p>}
      </div>
      {props.actions}
    </section>
  );
}
