// A good's service notes (SPEC 3, ids 1-4). The two about free shipping say where, from
// the shop's own data: note 4 ships free to every destination (pricing.ts), note 3 to
// the destinations whose shipping rule is free or free above a threshold.

import { freeShippingGroups } from '../../domain/checkout/shipping-rates.ts';
import { policyPath } from '../../domain/site/content-pages.ts';
import { useLocalePath, useT } from '../i18n/index.tsx';
import { useRootData } from '../lib/use-root-data.ts';
import { BadgeCheck, RotateCcw, Truck, Zap } from './icons.ts';
import { Link } from './link.tsx';
import type { ShippingRates } from './policies/shipping-rates.tsx';
import { Price } from './price.tsx';

const SERVICE_ICONS = { 1: Zap, 2: RotateCcw, 3: Truck, 4: Truck } as Record<number, typeof Zap>;

/** The notes whose text depends on the shipping rates (the product loader fetches them then). */
export const NOTES_NEEDING_RATES = [3];

export function ServiceNotes({ services, rates }: { services: number[]; rates: ShippingRates | null }) {
  const t = useT();
  const to = useLocalePath();
  const countryCount = useRootData()?.site.country_count ?? 0;
  if (services.length === 0) return null;
  return (
    <div className="mt-8">
      <h2 className="text-sm font-semibold text-slate-900">{t('product.services')}</h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-3 text-sm text-slate-700" data-testid="service-notes">
        {services.map((id) => {
          const Icon = SERVICE_ICONS[id] ?? BadgeCheck;
          return (
            <li key={id} className="flex items-start gap-1.5" data-testid={`service-${id}`}>
              <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-600" />
              <span>
                {t(`service.${id}` as 'service.1')}
                {id === 4 && countryCount > 0 && (
                  <span className="block text-xs text-slate-600">
                    {t(countryCount === 1 ? 'service.4.whereOne' : 'service.4.where', { count: countryCount })}
                  </span>
                )}
                {id === 3 && rates && <FreeWhere rates={rates} />}
              </span>
            </li>
          );
        })}
      </ul>
      {services.some((id) => id === 3 || id === 4) && (
        <Link
          to={to(policyPath('shipping-policy'))}
          className="mt-3 inline-block text-xs text-primary-700 underline-offset-4 hover:underline"
        >
          {t('service.ratesLink')}
        </Link>
      )}
    </div>
  );
}

function FreeWhere({ rates }: { rates: ShippingRates }) {
  const t = useT();
  const groups = freeShippingGroups(
    rates.groups.map((g) => ({
      countries: g.countries.map((c) => c.name),
      firstFee: g.first_fee,
      additionalFee: g.additional_fee,
      freeThreshold: g.free_threshold,
    })),
  );
  if (groups.length === 0) return null;
  // The price is a component inside the sentence: the template is cut around its slot.
  const [overBefore, overAfter] = t('service.3.freeOver').split('{price}');
  return (
    <span className="block text-xs text-slate-600">
      {groups.map((g, i) => (
        <span key={g.countries.join()}>
          {i > 0 && t('service.whereSeparator')}
          {g.countries.join(t('policy.listSeparator'))}
          {g.firstFee === 0 && g.additionalFee === 0 ? (
            t('service.3.always')
          ) : (
            <>
              {overBefore}
              <Price price={g.freeThreshold ?? 0} />
              {overAfter}
            </>
          )}
        </span>
      ))}
    </span>
  );
}
