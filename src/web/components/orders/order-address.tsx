// Where an order goes (SPEC 2: contact, phone masked to the first 3 and last 4 digits,
// country/region, address), as it was when the order was placed; the address in the
// order its country writes it, postal code included (src/domain/addresses/format.ts).
import type { ReactNode } from 'react';
import { addressLines } from '../../../domain/addresses/format.ts';
import type { MyOrderDetail } from '../../../domain/orders/my-orders.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';

await loadSection('orders');

export function OrderAddress({ address }: { address: MyOrderDetail['address'] }) {
  const t = useT();
  const lines = addressLines(address.country, address).map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ));
  const rows: [string, string, ReactNode][] = [
    ['contact', t('orders.contact'), address.contact],
    ['phone', t('orders.phone'), address.phone_masked],
    ['region', t('orders.region'), address.country_name],
    ['address', t('orders.addressLine'), lines],
  ];
  return (
    <section aria-labelledby="order-address" className="card p-5 md:p-6">
      <h2 id="order-address" className="text-lg font-semibold text-slate-900">
        {t('orders.address')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="-mt-2 break-words text-slate-900 sm:mt-0" data-testid={`order-address-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
