// The success page's account of a paid order (#23 item 6): what happens next, the
// lines, the amounts paid and where the parcel goes. The parts are the order pages'.
import type { MyOrderDetail } from '../../../domain/orders/my-orders.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { BadgeCheck, Truck } from '../icons.ts';
import { OrderAddress } from '../orders/order-address.tsx';
import { OrderAmounts } from './order-amounts.tsx';
import { OrderLines } from './order-lines.tsx';

await loadSection('checkout');

/** `mailed`: a mail leaves the shop (SMTP set), so the tracking number will be mailed too. */
export function PaidSummary({ order, mailed }: { order: MyOrderDetail; mailed: boolean }) {
  const t = useT();
  const steps = [
    { Icon: BadgeCheck, text: t('result.nextShip') },
    { Icon: Truck, text: mailed ? t('result.nextTrackingMail') : t('result.nextTracking') },
  ];
  return (
    <>
      <section aria-labelledby="result-next" className="card p-5 md:p-6" data-testid="result-next">
        <h2 id="result-next" className="text-lg font-semibold text-slate-900">
          {t('result.nextTitle')}
        </h2>
        <ol className="mt-4 space-y-3 text-sm text-slate-700">
          {steps.map(({ Icon, text }) => (
            <li key={text} className="flex gap-3">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary-600" />
              <span>{text}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="result-items" className="card p-5 md:p-6" data-testid="result-items">
        <h2 id="result-items" className="mb-4 text-lg font-semibold text-slate-900">
          {t('result.items')}
        </h2>
        <OrderLines items={order.items} currency={order.currency} />
        <h3 className="sr-only">{t('result.amounts')}</h3>
        <div className="mt-5 border-t border-slate-100 pt-5">
          <OrderAmounts amounts={order} total="paid" />
        </div>
      </section>
      <OrderAddress address={order.address} />
    </>
  );
}
