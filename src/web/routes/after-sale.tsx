// /my/order/{id}/after-sale (customers only: the root loader sends visitors home with
// the login dialog): the order's after-sale service. An open request shows with its
// progress and the customer's actions; otherwise the form for the types the order
// allows now, or why none; earlier requests below. Another customer's order is a 404.
import { useEffect, useState } from 'react';
import { data } from 'react-router';
import { type AfterSaleOptions, type AfterSaleView, isOpenAfterSale } from '../../domain/after-sales/after-sales.ts';
import { ApiCode } from '../../domain/api/codes.ts';
import { routePath } from '../../domain/api/paths.ts';
import { formatDate } from '../../domain/i18n/dates.ts';
import { browserApi } from '../api/browser.ts';
import { ApiError } from '../api/client.ts';
import { customerRouteError, serverApi, toRouteError } from '../api/server.ts';
import { ApplyForm } from '../components/after-sales/apply-form.tsx';
import { RequestCard } from '../components/after-sales/request-card.tsx';
import { ChevronLeft, CircleAlert } from '../components/icons.ts';
import { Link } from '../components/link.tsx';
import { StatusBadge } from '../components/orders/status-badge.tsx';
import { Price } from '../components/price.tsx';
import { translate, useLocale, useLocalePath, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { pageMeta } from '../lib/meta.ts';
import { useTimeZone } from '../lib/time-zone.ts';
import type { Route } from './+types/after-sale';

await loadSection('after-sales');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ code: 404, message: 'Page Not Found' }, { status: 404 });
  try {
    return {
      options: await serverApi(context, request).get(routePath('/order/:id/after-sale', { id: params.id })),
    };
  } catch (error) {
    return customerRouteError(error);
  }
}

export { SessionEndedBoundary as ErrorBoundary } from '../components/auth/session-ended.tsx';

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const t = translate(root?.locale ?? 'zh-cn');
  const no = loaderData?.options?.order.order_no;
  return [
    ...pageMeta({
      root,
      path: `/my/order/${params.id}/after-sale`,
      title: no ? `${t('afterSales.title')} ${no}` : t('afterSales.title'),
      description: t('afterSales.description'),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AfterSale({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const [options, setOptions] = useState(loaderData.options);
  useEffect(() => setOptions(loaderData.options), [loaderData.options]);
  if (!options) return null;

  const orderId = options.order.id;
  async function reload() {
    const fresh = await (await browserApi())
      .get(routePath('/order/:id/after-sale', { id: orderId }), undefined, { silent: true })
      .catch(() => undefined);
    if (fresh) setOptions(fresh);
  }
  /** A request changed (applied, withdrawn, parcel sent): show it at once, then what the order allows now. */
  function changed(request: AfterSaleView) {
    setOptions((o) => o && { ...o, requests: [request, ...o.requests.filter((r) => r.id !== request.id)] });
    void reload();
  }

  const open = options.requests.find((r) => isOpenAfterSale(r.status));
  const earlier = options.requests.filter((r) => r !== open);

  return (
    <main id="main" className="container-page py-6 md:py-10">
      <Link
        to={to(`/my/order/${orderId}`)}
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-primary-700"
      >
        <ChevronLeft aria-hidden className="size-4" />
        {t('afterSales.backToOrder')}
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        {t('afterSales.title')}
      </h1>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-6">
          {open ? (
            <RequestCard request={open} onChange={changed} />
          ) : options.allowed_types.length > 0 ? (
            <ApplyForm options={options} onApplied={changed} onStale={reload} />
          ) : (
            <div className="card flex items-start gap-3 p-5 md:p-6" data-testid="after-sale-unavailable">
              <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600" />
              <div>
                <h2 className="font-semibold text-slate-900">{t('afterSales.unavailable')}</h2>
                <p className="mt-1 text-sm text-slate-700">{options.unavailable_reason}</p>
              </div>
            </div>
          )}
          {earlier.length > 0 && (
            <section aria-labelledby="after-sale-history" className="space-y-4">
              <h2 id="after-sale-history" className="text-lg font-semibold text-slate-900">
                {t('afterSales.history')}
              </h2>
              {earlier.map((r) => (
                <RequestCard key={r.id} request={r} onChange={changed} level={3} />
              ))}
            </section>
          )}
        </div>
        <OrderSummary options={options} />
      </div>
    </main>
  );
}

function OrderSummary({ options }: { options: AfterSaleOptions }) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const zone = useTimeZone();
  const { order } = options;
  return (
    <aside aria-labelledby="after-sale-order" className="card space-y-4 p-5 md:p-6 lg:sticky lg:top-24">
      <h2 id="after-sale-order" className="text-lg font-semibold text-slate-900">
        {t('afterSales.order')}
      </h2>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('afterSales.orderNo')}</dt>
          <dd className="font-mono tabular-nums text-slate-900" data-testid="after-sale-order-no">
            {order.order_no}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="text-slate-600">{t('afterSales.orderStatus')}</dt>
          <dd>
            <StatusBadge status={order.status} name={order.status_name} />
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('afterSales.totalPaid')}</dt>
          <dd>
            <Price price={order.total_paid} unit={order.currency} className="font-semibold text-slate-900" />
          </dd>
        </div>
      </dl>
      {options.window_ends_at && options.allowed_types.length > 0 && (
        <p className="text-sm text-slate-600">
          {t('afterSales.windowEnds', { date: formatDate(options.window_ends_at, locale, zone) })}
        </p>
      )}
      <Link to={to(`/my/order/${order.id}`)} className="btn btn-secondary w-full">
        {t('afterSales.viewOrder')}
      </Link>
    </aside>
  );
}
