// One order as its customer sees it (SPEC 2 "Order detail"): the status with what
// happens next and the actions, the shipping address, the lines, the price details
// and the order's facts.
import type { ReactNode } from 'react';
import type { MyOrderDetail } from '../../../domain/orders/my-orders.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { OrderAmounts, totalKind } from '../checkout/order-amounts.tsx';
import { OrderLines } from '../checkout/order-lines.tsx';
import { useCountdown } from './countdown.ts';
import { type OrderAction, OrderActions } from './order-actions.tsx';
import { OrderAddress } from './order-address.tsx';
import { OrderInfo } from './order-info.tsx';
import { OrderStatusBanner } from './order-status-banner.tsx';

await loadSection('orders');

export function OrderDetailView(props: {
  order: MyOrderDetail;
  onChange(order: MyOrderDetail): void;
  /** Without JavaScript: the action to confirm (routes/my-order.tsx). */
  ask?: OrderAction;
  /**
   * What happens to the order after purchase, shown under the address: the tracking
   * timeline and the after-sale entry go here when those features arrive.
   */
  afterPurchase?: ReactNode;
}) {
  const { order } = props;
  const t = useT();
  const left = useCountdown(order.pay_deadline);
  return (
    <div className="space-y-6">
      <OrderStatusBanner
        order={order}
        left={left}
        actions={<OrderActions order={order} payable={left !== 0} ask={props.ask} onChange={props.onChange} />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-6">
          <OrderAddress address={order.address} />
          {props.afterPurchase}
          <section aria-labelledby="order-items" className="card p-5 md:p-6">
            <h2 id="order-items" className="mb-4 text-lg font-semibold text-slate-900">
              {t('orders.items')}
            </h2>
            <OrderLines items={order.items} currency={order.currency} refunded={order.refund?.lines} />
          </section>
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="order-prices" className="card p-5 md:p-6">
            <h2 id="order-prices" className="mb-4 text-lg font-semibold text-slate-900">
              {t('orders.priceDetails')}
            </h2>
            <OrderAmounts amounts={order} refund={order.refund} total={totalKind(order)} />
          </section>
          <OrderInfo order={order} />
        </aside>
      </div>
    </div>
  );
}
