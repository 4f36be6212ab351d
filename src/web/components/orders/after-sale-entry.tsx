// The way from an order to its after-sale page: shown while a request can be made
// (the life-cycle table and the 7-day window decide) or one is under way.
import { AFTER_SALE_ORDER_STATUSES, hasAfterSaleEntry } from '../../../domain/after-sales/after-sales.ts';
import { useLocalePath, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { RotateCcw } from '../icons.ts';

await loadSection('after-sales');

export function AfterSaleEntry({ order }: { order: { id: number; status: number; received_at: string | null } }) {
  const t = useT();
  const to = useLocalePath();
  if (!hasAfterSaleEntry(order)) return null;
  const underWay = AFTER_SALE_ORDER_STATUSES.includes(order.status);
  return (
    <section
      aria-labelledby="order-after-sale"
      className="card flex flex-wrap items-center justify-between gap-4 p-5 md:p-6"
    >
      <div>
        <h2 id="order-after-sale" className="text-lg font-semibold text-slate-900">
          {t('afterSales.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('afterSales.description')}</p>
      </div>
      <a
        href={to(`/my/order/${order.id}/after-sale`)}
        className={`btn ${underWay ? 'btn-secondary' : 'btn-primary'}`}
        data-testid="after-sale-entry"
      >
        <RotateCcw aria-hidden className="size-4" />
        {underWay ? t('afterSales.title') : t('afterSales.apply')}
      </a>
    </section>
  );
}
