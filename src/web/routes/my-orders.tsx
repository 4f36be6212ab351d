import { redirect, useNavigation } from 'react-router';
import { ApiCode } from '../../domain/api/codes.ts';
import { isOrderTab, ORDER_PAGE_SIZE, type OrderTab, type OrderTabCounts } from '../../domain/orders/my-orders.ts';
import { pagePath, refusalOf } from '../api/actions.ts';
import { browserApi } from '../api/browser.ts';
import { ApiError } from '../api/client.ts';
import { customerRouteError, serverApi, toRouteError } from '../api/server.ts';
import { FormRefusal } from '../components/form-refusal.tsx';
import { ShoppingCart } from '../components/icons.ts';
import { Link } from '../components/link.tsx';
import { OrderCard } from '../components/orders/order-card.tsx';
import { OrderTabs } from '../components/orders/order-tabs.tsx';
import { ShopForm } from '../components/shop-form.tsx';
import { translate, useLocalePath, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { pageMeta } from '../lib/meta.ts';
import { useScrollFeed } from '../lib/scroll-load.ts';
import type { Route } from './+types/my-orders';

await loadSection('orders', 'catalog');

const NO_COUNTS: OrderTabCounts = {
  all: 0,
  pending_payment: 0,
  pending_shipment: 0,
  pending_receipt: 0,
  after_sales: 0,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('tab');
  const tab: OrderTab = isOrderTab(asked) ? asked : 'all';
  const api = serverApi(context, request);
  try {
    const [first, counts, user] = await Promise.all([
      api.get('/order/list', { tab, page: 1, page_size: ORDER_PAGE_SIZE.default }),
      api.get('/order/countByStatus'),
      api.get('/user/info'),
    ]);
    return { tab, first, counts, consent: user.marketing_consent };
  } catch (error) {
    return customerRouteError(error);
  }
}

/**
 * Marketing mail consent (issue #41): one press gives or withdraws it, with JavaScript or
 * without (the form posts here; then the page again, a reload never posts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'consent') return { error: '' };
  const marketing = form.get('marketing') === '1';
  const refusal = await refusalOf(() => serverApi(context, request).put('/user/consent', { marketing }));
  if (refusal) return refusal;
  const url = new URL(request.url);
  throw redirect(pagePath(request, `/my/order${url.search}`));
}

export { SessionEndedBoundary as ErrorBoundary } from '../components/auth/session-ended.tsx';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const t = translate(root?.locale ?? 'zh-cn');
  return [
    ...pageMeta({ root, path: '/my/order', title: t('orders.title'), description: t('orders.description') }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Whether the customer gets marketing mail, and the one button that changes it. */
function ConsentCard({ consent, error }: { consent: boolean; error?: string }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="consent-title" className="mt-6 rounded-2xl bg-slate-50 p-4" data-testid="consent-card">
      <h2 id="consent-title" className="text-base font-semibold text-slate-900">
        {t('orders.consentTitle')}
      </h2>
      {error && <FormRefusal className="mt-2">{error}</FormRefusal>}
      <ShopForm method="post" className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" role="status">
          {consent ? t('orders.consentOn') : t('orders.consentOff')}
        </p>
        <input type="hidden" name="marketing" value={consent ? '0' : '1'} />
        <button
          type="submit"
          name="intent"
          value="consent"
          disabled={busy}
          aria-busy={busy}
          className={consent ? 'btn btn-secondary' : 'btn btn-primary'}
          data-testid="consent-toggle"
        >
          {consent ? t('orders.consentWithdraw') : t('orders.consentGive')}
        </button>
      </ShopForm>
    </section>
  );
}

export default function MyOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, first, counts, consent } = loaderData;
  const t = useT();
  const to = useLocalePath();
  const switching = useNavigation().state === 'loading';
  const {
    items: orders,
    state,
    sentinel,
    loadMore,
  } = useScrollFeed(first, first.page_size, async (page) =>
    (await browserApi()).get('/order/list', { tab, page, page_size: first.page_size }, { silent: true }),
  );

  return (
    <main id="main" className="container-page py-6 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{t('orders.title')}</h1>
      <ConsentCard consent={consent} error={actionData?.error || undefined} />
      <div className="mt-4 md:mt-6">
        <OrderTabs current={tab} counts={counts} />
      </div>

      {orders.length === 0 ? (
        <div
          className="mt-8 flex flex-col items-center gap-3 rounded-3xl bg-slate-50 px-6 py-14 text-center"
          data-testid="orders-empty"
        >
          <ShoppingCart aria-hidden className="size-10 text-primary-600" />
          <h2 className="text-lg font-semibold text-slate-900">{t('orders.empty')}</h2>
          <p className="max-w-sm text-sm text-slate-600">{t('orders.emptyHint')}</p>
          <Link to={to('/')} className="btn btn-primary mt-2">
            {t('orders.shopNow')}
          </Link>
        </div>
      ) : (
        <>
          <ul
            aria-label={t('orders.list')}
            aria-busy={switching}
            className={`mt-6 space-y-4 transition-opacity ${switching ? 'opacity-60' : ''}`}
          >
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          {state !== 'done' || orders.length > first.page_size ? (
            <div
              ref={sentinel}
              className="mt-6 flex min-h-10 items-center justify-center text-sm text-slate-600"
              aria-live="polite"
            >
              {state === 'idle' && (
                <button type="button" onClick={loadMore} className="btn btn-secondary" data-testid="orders-load-more">
                  {t('orders.loadMore')}
                </button>
              )}
              {state === 'loading' && (
                <span className="inline-flex items-center gap-2">
                  <span aria-hidden className="spinner" />
                  {t('list.loading')}
                </span>
              )}
              {state === 'done' && t('list.noMore')}
              {state === 'error' && (
                <button type="button" onClick={loadMore} className="text-primary-700 underline">
                  {t('list.retry')}
                </button>
              )}
            </div>
          ) : null}
        </>
      )}
    </main>
  );
}
