// One order in the list (SPEC 2): number, time, status, its first pictures, how many
// pieces and the total, and the quick actions (pay now while payable, details).

import { LANGUAGE_TAG } from '../../../domain/i18n/locale.ts';
import { ORDER_STATUS } from '../../../domain/orders/lifecycle.ts';
import type { OrderSummary } from '../../../domain/orders/my-orders.ts';
import { useLocale, useLocalePath, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { Link } from '../link.tsx';
import { Price } from '../price.tsx';
import { ProductImage } from '../product-image.tsx';
import { OrderTime } from './order-time.tsx';
import { StatusBadge } from './status-badge.tsx';

await loadSection('orders');

export function OrderCard({ order }: { order: OrderSummary }) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const detail = to(`/my/order/${order.id}`);
  const payable = order.status === ORDER_STATUS.pendingPayment && Date.parse(order.pay_deadline) > Date.now();
  const only = order.line_count === 1 ? order.lines[0] : undefined;
  const hidden = order.line_count - order.lines.length;
  // The pictures are decorative; screen readers hear the products' names instead.
  const names = new Intl.ListFormat(LANGUAGE_TAG[locale], { type: 'unit' }).format([
    ...order.lines.map((l) => l.name),
    ...(hidden > 0 ? [t('orders.moreProducts', { count: hidden })] : []),
  ]);
  const ofOrder = <span className="sr-only"> – {t('orders.ofOrder', { no: order.order_no })}</span>;

  return (
    <article
      className="card overflow-hidden"
      data-testid="order-card"
      aria-label={t('orders.ofOrder', { no: order.order_no })}
    >
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-100 bg-slate-50 px-4 py-2.5 text-sm md:px-5">
        <p className="text-slate-600">
          {t('orders.orderNo')}{' '}
          <span className="font-mono text-slate-900 tabular-nums" data-testid="order-no">
            {order.order_no}
          </span>
        </p>
        <OrderTime iso={order.created_at} className="text-slate-600 tabular-nums" />
        <span className="ml-auto">
          <StatusBadge status={order.status} name={order.status_name} />
        </span>
      </header>
      <div className="flex flex-col gap-4 p-4 md:flex-row md:items-center md:gap-6 md:px-5">
        <Link to={detail} className="flex min-w-0 flex-1 items-center gap-3" tabIndex={-1} aria-hidden>
          <span className="flex shrink-0 gap-2">
            {order.lines.map((line) => (
              <ProductImage
                key={line.sku_id}
                src={line.image}
                alt=""
                size={72}
                className="size-16 rounded-xl bg-slate-100 object-cover md:size-18"
              />
            ))}
            {hidden > 0 && (
              <span className="flex size-16 items-center justify-center rounded-xl bg-slate-100 text-sm font-semibold text-slate-700 md:size-18">
                +{hidden}
              </span>
            )}
          </span>
          {only && (
            <span className="min-w-0">
              <span className="line-clamp-2 font-medium text-slate-900">{only.name}</span>
              {only.options.length > 0 && (
                <span className="mt-0.5 block truncate text-sm text-slate-600">
                  {only.options.map((o) => `${o.axis}: ${o.value}`).join(' / ')}
                </span>
              )}
            </span>
          )}
        </Link>
        <p className="sr-only">{names}</p>
        <p className="flex items-baseline justify-between gap-2 text-sm text-slate-600 md:block md:w-40 md:text-right">
          <span data-testid="order-item-count">{t('orders.itemCount', { count: order.item_count })}</span>
          <span className="md:block">
            {t('orders.total')}{' '}
            <Price price={order.total_paid} unit={order.currency} className="text-lg font-bold text-slate-900" />
          </span>
          {order.refunded_amount > 0 && (
            <span className="text-emerald-700 md:block" data-testid="order-refunded">
              {t('orders.refundedAmount')} <Price price={order.refunded_amount} unit={order.currency} />
            </span>
          )}
        </p>
        <div className="flex justify-end gap-2 md:w-36 md:flex-col md:items-stretch">
          {payable && (
            <Link
              to={`${to('/order/pay')}?order_id=${order.id}`}
              className="btn btn-primary px-4 py-2 whitespace-nowrap"
              data-testid="order-pay"
            >
              {t('orders.payNow')}
              {ofOrder}
            </Link>
          )}
          <Link to={detail} className="btn btn-secondary px-4 py-2 whitespace-nowrap" data-testid="order-view">
            {t('orders.viewDetail')}
            {ofOrder}
          </Link>
        </div>
      </div>
    </article>
  );
}
