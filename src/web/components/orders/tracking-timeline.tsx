// The parcel of an order (GET /order/{id}/express): carrier, tracking number with a
// copy button, and the events as a vertical timeline, newest first and highlighted.
// It fetches nothing: the order page's loader calls `fetchExpress` and passes the data.

import { routePath } from '../../../domain/api/paths.ts';
import type { ExpressView, TrackingStatus } from '../../../domain/tracking/carriers.ts';
import type { ApiClient } from '../../api/client.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { CopyButton } from '../copy-button.tsx';
import { CircleAlert, Truck } from '../icons.ts';
import { OrderTime } from './order-time.tsx';

await loadSection('tracking');

/**
 * For the order page's loader: the parcel, or null before it ships. A failure is null
 * too (silently): the order page must still show the order.
 */
export async function fetchExpress(api: ApiClient, orderId: number | string): Promise<ExpressView | null> {
  try {
    return await api.get(routePath('/order/:id/express', { id: orderId }), undefined, { silent: true });
  } catch {
    return null;
  }
}

const STATE_TONES: Partial<Record<TrackingStatus, string>> = {
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  exception: 'bg-red-50 text-red-800 ring-red-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};
const DEFAULT_TONE = 'bg-sky-50 text-sky-800 ring-sky-200';

export function TrackingTimeline({ express }: { express: ExpressView }) {
  const t = useT();
  const { state, events } = express;
  return (
    <section aria-labelledby="tracking-title" className="card p-5 md:p-6" data-testid="tracking">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tracking-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Truck className="size-5 text-primary-700" />
          {t('tracking.title')}
        </h2>
        {state && (
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATE_TONES[state] ?? DEFAULT_TONE}`}
            data-testid="tracking-state"
          >
            {t(`tracking.status.${state}`)}
          </span>
        )}
      </div>

      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex gap-4">
          <dt className="w-24 shrink-0 text-slate-600">{t('tracking.carrier')}</dt>
          <dd className="text-slate-900" data-testid="tracking-carrier">
            {express.carrier_name}
          </dd>
        </div>
        <div className="flex gap-4">
          <dt className="w-24 shrink-0 text-slate-600">{t('tracking.number')}</dt>
          <dd className="inline-flex min-w-0 flex-wrap items-center gap-2">
            <span className="font-mono break-all text-slate-900" data-testid="tracking-number">
              {express.tracking_no}
            </span>
            <CopyButton
              text={express.tracking_no}
              label={t('tracking.copyNumber')}
              copied={t('tracking.copied')}
              failed={t('tracking.copyFailed')}
              testId="tracking-copy"
            />
          </dd>
        </div>
        <div className="flex gap-4">
          <dt className="w-24 shrink-0 text-slate-600">{t('tracking.shippedAt')}</dt>
          <dd className="text-slate-900">
            <OrderTime iso={express.shipped_at} />
          </dd>
        </div>
      </dl>

      {express.notice && (
        <p className="mt-4 flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" data-testid="tracking-notice">
          <CircleAlert className="mt-0.5 size-4 shrink-0" />
          {express.notice}
        </p>
      )}

      {events.length === 0 ? (
        <p className="mt-5 rounded-xl bg-slate-50 p-4 text-sm text-slate-600" data-testid="tracking-empty">
          {t('tracking.empty')}
        </p>
      ) : (
        <ol aria-label={t('tracking.events')} className="mt-5" data-testid="tracking-events">
          {events.map((event, i) => {
            const latest = i === 0;
            return (
              <li
                key={`${event.time} ${event.description} ${event.location}`}
                className="relative pb-5 pl-7 last:pb-0"
                aria-current={latest ? 'step' : undefined}
              >
                {i < events.length - 1 && (
                  <span aria-hidden className="absolute top-3 bottom-0 left-[7px] w-px bg-slate-200" />
                )}
                <span
                  aria-hidden
                  className={`absolute top-1.5 left-0.5 size-3 rounded-full ${
                    latest ? 'bg-primary-600 ring-4 ring-primary-100' : 'bg-slate-300'
                  }`}
                />
                <p className={latest ? 'font-semibold text-slate-900' : 'text-slate-700'}>
                  {latest && <span className="sr-only">{t('tracking.latest')}: </span>}
                  {event.status && <span className="mr-1">{t(`tracking.status.${event.status}`)} ·</span>}
                  {event.description}
                </p>
                <p className="mt-0.5 text-xs text-slate-500">
                  <OrderTime iso={event.time} />
                  {event.location && <span> · {event.location}</span>}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
