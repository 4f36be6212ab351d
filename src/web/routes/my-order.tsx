// /my/order/{id} (SPEC 2, customers only: the root loader sends visitors home with the
// login dialog): one order with its status, address, lines, prices and facts, and the
// customer's actions, and the parcel's tracking once shipped. Another customer's order
// is a 404, like an unknown one.
import { useEffect, useState } from 'react';
import { data, redirect } from 'react-router';
import { ApiCode } from '../../domain/api/codes.ts';
import { routePath } from '../../domain/api/paths.ts';
import { pagePath, refusalOf } from '../api/actions.ts';
import { ApiError } from '../api/client.ts';
import { customerRouteError, serverApi, toRouteError } from '../api/server.ts';
import { FormRefusal } from '../components/form-refusal.tsx';
import { ChevronLeft } from '../components/icons.ts';
import { Link } from '../components/link.tsx';
import { AfterSaleEntry } from '../components/orders/after-sale-entry.tsx';
import type { OrderAction } from '../components/orders/order-actions.tsx';
import { OrderDetailView } from '../components/orders/order-detail.tsx';
import { fetchExpress, TrackingTimeline } from '../components/orders/tracking-timeline.tsx';
import { translate, useLocalePath, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/my-order';

await loadSection('orders');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ code: 404, message: 'Page Not Found' }, { status: 404 });
  try {
    const api = serverApi(context, request);
    const [order, express] = await Promise.all([
      api.get(routePath('/order/:id', { id: params.id })),
      fetchExpress(api, params.id),
    ]);
    return { order, express };
  } catch (error) {
    return customerRouteError(error);
  }
}

/**
 * Cancel or confirm receipt without JavaScript: the first post asks (as the dialog does
 * with it), the confirmed one acts; then the order page again (a reload never posts).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent !== 'cancel' && intent !== 'confirm_receipt') return { error: '', ask: undefined };
  const ask: OrderAction = intent;
  if (form.get('confirmed') !== '1') return { ask, error: '' };
  const path =
    intent === 'cancel'
      ? routePath('/order/cancel/:id', { id: params.id })
      : routePath('/order/confirm/:id', { id: params.id });
  const refusal = await refusalOf(() => serverApi(context, request).put(path));
  if (refusal) return { ...refusal, ask: undefined };
  throw redirect(pagePath(request, `/my/order/${params.id}`));
}

export { SessionEndedBoundary as ErrorBoundary } from '../components/auth/session-ended.tsx';

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const t = translate(root?.locale ?? 'zh-cn');
  const no = loaderData?.order?.order_no;
  return [
    ...pageMeta({
      root,
      path: `/my/order/${params.id}`,
      title: no ? `${t('orders.detailTitle')} ${no}` : t('orders.detailTitle'),
      description: t('orders.description'),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function MyOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const [order, setOrder] = useState(loaderData.order);
  useEffect(() => setOrder(loaderData.order), [loaderData.order]);
  if (!order) return null;

  return (
    <main id="main" className="container-page py-6 md:py-10">
      <Link
        to={to('/my/order')}
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-primary-700"
        data-testid="order-back"
      >
        <ChevronLeft aria-hidden className="size-4" />
        {t('orders.backToList')}
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        {t('orders.detailTitle')}
      </h1>
      {actionData?.error && <FormRefusal className="mb-4">{actionData.error}</FormRefusal>}
      <OrderDetailView
        order={order}
        ask={actionData?.ask}
        onChange={setOrder}
        afterPurchase={
          <>
            {loaderData.express && <TrackingTimeline express={loaderData.express} />}
            <AfterSaleEntry order={order} />
          </>
        }
      />
    </main>
  );
}
