// The shipping policy's rates table: generated from the shipping rules checkout prices
// with, so it can never disagree with the fee a shopper pays.
import { useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { Price } from '../price.tsx';

await loadSection('catalog');

export interface ShippingRates {
  currency: string;
  country_count: number;
  groups: {
    countries: { id: string; name: string }[];
    first_fee: number;
    additional_fee: number;
    free_threshold: number | null;
  }[];
}

export function ShippingRatesTable({ rates }: { rates: ShippingRates }) {
  const t = useT();
  if (rates.groups.length === 0) return null;
  return (
    <section aria-labelledby="shipping-rates" className="not-prose mt-10" data-testid="shipping-rates">
      <h2 id="shipping-rates" className="text-xl font-bold text-slate-900">
        {t('rates.title')}
      </h2>
      {/* Scrolls sideways on a phone: it takes focus so that the keyboard can scroll it (axe: scrollable-region-focusable). */}
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('rates.destination')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('rates.firstItem')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('rates.additionalItem')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('rates.freeFrom')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rates.groups.map((g) => (
              <tr key={g.countries.map((c) => c.id).join()}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {g.countries.map((c) => c.name).join(t('policy.listSeparator'))}
                </th>
                <td className="px-4 py-3 text-slate-700">
                  {g.first_fee === 0 ? t('rates.free') : <Price price={g.first_fee} />}
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {g.additional_fee === 0 ? t('rates.free') : <Price price={g.additional_fee} />}
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {g.first_fee === 0 && g.additional_fee === 0 ? (
                    t('rates.always')
                  ) : g.free_threshold === null ? (
                    '—'
                  ) : (
                    <Price price={g.free_threshold} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-slate-600">{t('rates.titleNote')}</p>
    </section>
  );
}
