// /result/success and /result/fail (SPEC 2): how the payment ended, the order number
// and what to do next. A paid order's success page also shows its lines, amounts,
// address, the next steps and, when one really left the shop, the confirmation mail. The GA4 `purchase` event fires once per order: the server
// hands out the right to send it once (POST /pay/purchase/{id}).
import { useEffect } from 'react';
import { ApiCode } from '../../domain/api/codes.ts';
import { routePath } from '../../domain/api/paths.ts';
import { DEFAULT_LOCALE } from '../../domain/i18n/locale.ts';
import { resolveUnit, toMajor } from '../../domain/money/money.ts';
import { ORDER_STATUS } from '../../domain/orders/lifecycle.ts';
import type { OrderDetail } from '../../domain/orders/orders.ts';
import { browserApi } from '../api/browser.ts';
import { ApiError } from '../api/client.ts';
import { serverApi, toRouteError } from '../api/server.ts';
import { totalKind } from '../components/checkout/order-amounts.tsx';
import { PaidSummary } from '../components/checkout/paid-summary.tsx';
import { CircleCheck, CircleX, Info } from '../components/icons.ts';
import { Price } from '../components/price.tsx';
import { translate, useLocalePath, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { gaItem, track } from '../lib/analytics.ts';
import { pageMeta } from '../lib/meta.ts';
import { requestPage } from '../lib/request-path.ts';
import type { Route } from './+types/result';

await loadSection('checkout');

export async function loader({ request, context }: Route.LoaderArgs) {
  const success = requestPage(request).path.endsWith('/success');
  const orderId = new URL(request.url).searchParams.get('order_id') ?? '';
  if (!/^\d{1,9}$/.test(orderId)) return { success, order: null, mailedTo: null };
  try {
    const api = serverApi(context, request);
    const [order, mail] = await Promise.all([
      api.get(routePath('/order/:id', { id: orderId })),
      // Only the success page tells of the mail; not knowing is saying nothing.
      success ? api.get(routePath('/pay/mail/:id', { id: orderId })).catch(() => ({ email: null })) : { email: null },
    ]);
    return { success, order, mailedTo: mail.email };
  } catch (err) {
    if (err instanceof ApiError && err.code === ApiCode.loginRequired) return { success, order: null, mailedTo: null };
    return toRouteError(err);
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const title = translate(root?.locale ?? DEFAULT_LOCALE)(loaderData?.success ? 'result.success' : 'result.fail');
  return [
    ...pageMeta({ root, path: loaderData?.success ? '/result/success' : '/result/fail', title }),
    { name: 'robots', content: 'noindex' },
  ];
}

function trackPurchase(order: OrderDetail) {
  const currency = resolveUnit(order.currency);
  track('purchase', {
    transaction_id: order.order_no,
    currency,
    value: toMajor(order.total_paid, currency),
    shipping: toMajor(order.shipping_fee, currency),
    ...(order.coupon_code ? { coupon: order.coupon_code } : {}),
    items: order.items.map((l) =>
      gaItem({
        id: l.good_id,
        name: l.name,
        price: l.price,
        currency: order.currency,
        quantity: l.quantity,
        variant: l.options.map((o) => o.value).join(' / '),
      }),
    ),
  });
}

export default function Result({ loaderData }: Route.ComponentProps) {
  const { success, order, mailedTo } = loaderData;
  const t = useT();
  const to = useLocalePath();
  const paid = !!order?.paid_at;

  useEffect(() => {
    if (!success || !order?.paid_at) return;
    browserApi()
      .then((api) => api.post(routePath('/pay/purchase/:id', { id: order.id }), undefined, { silent: true }))
      .then(({ first }) => first && trackPurchase(order))
      .catch(() => undefined);
  }, [success, order]);

  const ok = success && (paid || !order);
  const Icon = ok ? CircleCheck : CircleX;
  const detailed = ok && order !== null;
  return (
    <main id="main" className="container-page py-10 md:py-16">
      <div className={`mx-auto space-y-6 ${detailed ? 'max-w-3xl' : 'max-w-xl'}`}>
        <div className="card p-8 text-center md:p-10" data-testid={ok ? 'result-success' : 'result-fail'}>
          <Icon aria-hidden className={`mx-auto size-16 ${ok ? 'text-emerald-600' : 'text-red-600'}`} />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{ok ? t('result.success') : t('result.fail')}</h1>
          <p className="mt-2 text-slate-700">{ok ? t('result.successDesc') : t('result.failDesc')}</p>
          {order && (
            <dl className="mx-auto mt-6 max-w-sm space-y-1 rounded-2xl bg-slate-50 px-5 py-4 text-sm text-slate-700">
              <div>
                <dt className="sr-only">{t('pay.orderNo')}</dt>
                <dd className="tabular-nums" data-testid="result-order-no">
                  {t('result.orderNo', { no: order.order_no })}
                </dd>
              </div>
              <div>
                <dt className="inline" data-testid="result-total-label">
                  {t(`result.${totalKind(order)}` as const)}
                </dt>
                <dd className="inline">
                  <Price price={order.total_paid} unit={order.currency} className="font-semibold text-slate-900" />
                </dd>
              </div>
            </dl>
          )}
          {detailed && mailedTo && (
            <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-slate-700" data-testid="result-mail">
              <Info aria-hidden className="size-4 shrink-0 text-primary-600" />
              {t('result.mailSent', { email: mailedTo })}
            </p>
          )}
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {!ok && order?.status === ORDER_STATUS.pendingPayment && (
              <a
                className="btn btn-primary"
                href={`${to('/order/pay')}?order_id=${order.id}`}
                data-testid="result-retry"
              >
                {t('result.retry')}
              </a>
            )}
            {order ? (
              <a
                className={`btn ${ok ? 'btn-primary' : 'btn-secondary'}`}
                href={to(`/my/order/${order.id}`)}
                data-testid="result-view-order"
              >
                {t('result.viewOrder')}
              </a>
            ) : (
              <a className="btn btn-secondary" href={to('/my/order')}>
                {t('result.myOrders')}
              </a>
            )}
            <a className="btn btn-secondary" href={to('/')} data-testid="result-continue">
              {t('result.continue')}
            </a>
          </div>
        </div>
        {detailed && <PaidSummary order={order} mailed={mailedTo !== null} />}
      </div>
    </main>
  );
}
