// What the parcel will cost at the door, before an address is chosen (issue #40), on the
// product and cart pages: the destination's taxes and duties for these goods, asked of
// GET /v2/order/import-estimate (the destination: the customer's default address, else the
// visitor's likely country). DDU: the carrier may collect import charges, with the shop's
// estimate; DDP: the tax is paid at checkout (or is in the price), nothing at the door.
// Pages are shared by every visitor (rendered ahead), so it is asked for in the browser,
// below the buttons where its arrival moves nothing the shopper is reading.
import { useEffect, useState } from 'react';
import type { ImportEstimate } from '../../domain/orders/orders.ts';
import { browserApi } from '../api/browser.ts';
import { useT } from '../i18n/index.tsx';
import { Price } from './price.tsx';

/** A quantity typed digit by digit asks once. */
const SETTLE_MS = 300;

export function ImportEstimateNote({
  items,
  currency,
  className = '',
  testId = 'import-estimate',
}: {
  items: readonly { sku_id: number; quantity: number }[];
  /** The prices' currency on the page: an estimate in another (a switch meanwhile) is not shown. */
  currency: string;
  className?: string;
  testId?: string;
}) {
  const t = useT();
  const [estimate, setEstimate] = useState<ImportEstimate | null>(null);
  const key = items.map((i) => `${i.sku_id}:${i.quantity}`).join(',');
  useEffect(() => {
    if (!key) {
      setEstimate(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      void browserApi()
        .then((api) => api.get('/v2/order/import-estimate', { items: key }, { silent: true }))
        .then(
          (e) => live && setEstimate(e),
          () => live && setEstimate(null),
        );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);

  if (!estimate?.country || estimate.currency !== currency) return null;
  const to = t('product.importTo', { country: estimate.country_name });
  if (estimate.duty_terms === 'ddu') {
    return (
      <div
        role="note"
        data-testid={testId}
        data-terms="ddu"
        className={`rounded-md bg-amber-50 p-3 text-sm text-amber-900 ${className}`}
      >
        <span className="font-semibold">{to}</span> · {t('product.importDdu')}
        {estimate.import_estimate > 0 && (
          <>
            {' '}
            {t('product.importEstimate')} <Price price={estimate.import_estimate} unit={estimate.currency} />
          </>
        )}
      </div>
    );
  }
  if (estimate.taxes === 0 && estimate.duties === 0) return null;
  const tax = estimate.tax_rate ? `${estimate.tax_name} ${estimate.tax_rate}%` : estimate.tax_name;
  return (
    <p data-testid={testId} data-terms="ddp" className={`text-sm text-slate-600 ${className}`}>
      <span className="font-semibold text-slate-800">{to}</span> ·{' '}
      {estimate.taxes_included ? t('product.importIncluded', { tax }) : t('product.importDdp', { tax })}
    </p>
  );
}
