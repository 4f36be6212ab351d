// One after-sale request as its customer sees it: type and status, what happens next,
// the result and the staff's reason, the details (reason, description, refund, return
// parcel), the lines and photos; and the customer's actions: withdraw while pending
// (after a confirm prompt), the return parcel once a return is approved.
import { type ReactNode, useId } from 'react';
import { type AfterSaleView, needsReturn, AFTER_SALE_STATUS as S } from '../../../domain/after-sales/after-sales.ts';
import { routePath } from '../../../domain/api/paths.ts';
import { imageUrl } from '../../../domain/media/images.ts';
import { browserApi } from '../../api/browser.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection, type MessageKey } from '../../i18n/messages.ts';
import { confirmDialog } from '../../lib/dialog-requests.ts';
import { OrderTime } from '../orders/order-time.tsx';
import { Price } from '../price.tsx';
import { ProductImage } from '../product-image.tsx';
import { toast } from '../toast.tsx';
import { ReturnParcelForm } from './return-parcel-form.tsx';

await loadSection('after-sales');

/** What the customer should know or do next. */
function nextStep(r: AfterSaleView): MessageKey {
  if (r.status === S.cancelled) return 'afterSales.next.cancelled';
  if (r.status === S.pending) return 'afterSales.next.pending';
  if (r.status === S.completed) {
    if (r.result === 'rejected') return 'afterSales.next.rejected';
    return r.refund ? 'afterSales.next.refunded' : 'afterSales.next.completed';
  }
  if (!needsReturn(r.type)) return 'afterSales.next.refunding';
  if (r.return_received_at) return 'afterSales.next.received';
  return r.return_tracking_no ? 'afterSales.next.onItsWay' : 'afterSales.next.sendBack';
}

const TONE: Record<number, string> = {
  [S.pending]: 'bg-amber-50 text-amber-800 ring-amber-200',
  [S.inProgress]: 'bg-sky-50 text-sky-800 ring-sky-200',
  [S.completed]: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  [S.cancelled]: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function RequestCard(props: {
  request: AfterSaleView;
  onChange(request: AfterSaleView): void;
  /** h2 for the request in focus, h3 in the history list. */
  level?: 2 | 3;
}) {
  const { request: r } = props;
  const t = useT();
  const uid = useId();
  const Heading = props.level === 3 ? 'h3' : 'h2';
  const rejected = r.result === 'rejected';

  async function withdraw() {
    let changed: AfterSaleView | undefined;
    const confirmed = await confirmDialog({
      title: t('afterSales.cancel'),
      message: t('afterSales.cancelConfirm'),
      confirmText: t('afterSales.cancel'),
      cancelText: t('afterSales.keep'),
      onConfirm: async () => {
        changed = await (await browserApi())
          .put(routePath('/order/after-sale/:id/cancel', { id: r.id }))
          .catch(() => undefined);
      },
    });
    if (!confirmed || !changed) return;
    toast.success(t('afterSales.cancelled'));
    props.onChange(changed);
  }

  const rows: [string, ReactNode][] = [
    [t('afterSales.requestedAt'), <OrderTime key="at" iso={r.created_at} />],
    [t('afterSales.reason'), r.reason_name],
  ];
  if (r.result_name)
    rows.push([
      t('afterSales.result'),
      <span key="result" className="inline-block first-letter:uppercase">
        {r.result_name}
      </span>,
    ]);
  if (r.description)
    rows.push([
      t('afterSales.details'),
      <span key="d" className="whitespace-pre-line">
        {r.description}
      </span>,
    ]);
  if (r.type !== 30 && r.status !== S.cancelled && !rejected) {
    rows.push([
      t('afterSales.refundAmount'),
      <span key="refund" className="inline-flex flex-wrap items-baseline gap-x-2">
        <Price price={r.refund?.amount ?? r.refund_amount} unit={r.currency} className="font-semibold text-slate-900" />
        {r.refund && <span className="text-slate-600">{t(`afterSales.refund.${r.refund.status}` as MessageKey)}</span>}
      </span>,
    ]);
  }
  if (r.return_tracking_no) {
    rows.push([
      t('afterSales.returnParcel'),
      <span key="parcel">
        {r.return_carrier_name} <span className="font-mono">{r.return_tracking_no}</span>
      </span>,
    ]);
  }
  if (r.replacement_parcel) {
    rows.push([
      t('afterSales.replacementParcel'),
      <span key="replacement" data-testid="after-sale-replacement">
        {r.replacement_parcel.carrier_name} <span className="font-mono">{r.replacement_parcel.tracking_no}</span>
      </span>,
    ]);
  }

  return (
    <section aria-labelledby={`${uid}-title`} className="card space-y-5 p-5 md:p-6" data-testid="after-sale-request">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading id={`${uid}-title`} className="text-lg font-semibold text-slate-900">
            {t(`afterSales.type.${r.type}` as MessageKey)}
          </Heading>
          <p className="text-sm text-slate-600">{t('afterSales.requestNo', { id: r.id })}</p>
        </div>
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset first-letter:uppercase ${TONE[r.status] ?? TONE[S.pending]}`}
          data-testid="after-sale-status"
        >
          {r.status_name}
        </span>
      </div>

      <p
        className={`rounded-xl px-4 py-3 text-sm ${rejected ? 'bg-red-50 text-red-900' : 'bg-primary-50 text-slate-800'}`}
        data-testid="after-sale-next"
      >
        {t(nextStep(r))}
        {rejected && r.staff_reason && (
          <span className="mt-1 block">
            <span className="font-semibold">{t('afterSales.staffReason')}:</span> {r.staff_reason}
          </span>
        )}
      </p>

      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:gap-x-6">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <ul className="divide-y divide-slate-100" aria-label={t('afterSales.items')}>
        {r.lines.map((line) => (
          <li key={line.sku_id} className="flex items-center gap-3 py-2 first:pt-0 last:pb-0">
            <div className="size-12 shrink-0 overflow-hidden rounded-lg">
              <ProductImage src={line.image} alt="" size={48} />
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-1 font-medium text-slate-900">{line.name}</p>
              {line.options.length > 0 && (
                <p className="text-slate-600">{line.options.map((o) => `${o.axis}: ${o.value}`).join(' / ')}</p>
              )}
            </div>
            <span className="shrink-0 text-sm text-slate-700">× {line.quantity}</span>
          </li>
        ))}
      </ul>

      {r.images.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('afterSales.photos')}>
          {r.images.map((src, i) => (
            <li key={src}>
              <a
                href={src}
                target="_blank"
                rel="noreferrer"
                className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
              >
                <img
                  src={imageUrl(src, 160)}
                  alt={t('afterSales.photo', { index: i + 1 })}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
                />
              </a>
            </li>
          ))}
        </ul>
      )}

      {r.actions.includes('return') && <ReturnParcelForm request={r} onChange={props.onChange} />}
      {r.actions.includes('cancel') && (
        <button type="button" className="btn btn-secondary" onClick={withdraw} data-testid="after-sale-cancel">
          {t('afterSales.cancel')}
        </button>
      )}
    </section>
  );
}
