import { useNavigation } from 'react-router';
import { ApiCode } from '../../domain/api/codes.ts';
import { isOrderTab, ORDER_PAGE_SIZE, type OrderTab, type OrderTabCounts } from '../../domain/orders/my-orders.ts';
import { browserApi } from '../api/browser.ts';
import { ApiError } from '../api/client.ts';
import { customerRouteError, serverApi, toRouteError } from '../api/server.ts';
import { ShoppingCart } from '../components/icons.ts';
import { Link } from '../components/link.tsx';
import { OrderCard } from '../components/orders/order-card.tsx';
import { OrderTabs } from '../components/orders/order-tabs.tsx';
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
    const [first, counts] = await Promise.all([
      api.get('/order/list', { tab, page: 1, page_size: ORDER_PAGE_SIZE.default }),
      api.get('/order/countByStatus'),
    ]);
    return { tab, first, counts };
  } catch (error) {
    return customerRouteError(error);
  }
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

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { tab, first, counts } = loaderData;
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
