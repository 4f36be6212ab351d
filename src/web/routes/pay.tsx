// /order/pay (SPEC 2): the order's amount and deadline, a choice of the providers the
// shop offers, and "pay now" (POST /pay, then the provider's page). Coming back from
// the provider (`return=1`), it polls GET /pay/PayStatus/{id} until the result is in.
import { useEffect, useState } from 'react';
import { data, redirect, useLocation, useNavigate } from 'react-router';
import { ApiCode } from '../../domain/api/codes.ts';
import { routePath } from '../../domain/api/paths.ts';
import { formatDateTime } from '../../domain/i18n/dates.ts';
import { DEFAULT_LOCALE } from '../../domain/i18n/locale.ts';
import { ORDER_STATUS, PAY_STATUS } from '../../domain/orders/lifecycle.ts';
import { intField, pagePath, refusalOf, textField } from '../api/actions.ts';
import { browserApi } from '../api/browser.ts';
import { ApiError } from '../api/client.ts';
import { serverApi, toRouteError } from '../api/server.ts';
import { OrderAmounts, totalKind } from '../components/checkout/order-amounts.tsx';
import { OrderLines } from '../components/checkout/order-lines.tsx';
import { FormRefusal } from '../components/form-refusal.tsx';
import { formatRemaining, useCountdown } from '../components/orders/countdown.ts';
import { Price } from '../components/price.tsx';
import { ShopForm } from '../components/shop-form.tsx';
import { translate, useLocale, useLocalePath, useT } from '../i18n/index.tsx';
import { loadSection, type MessageKey } from '../i18n/messages.ts';
import { pageMeta } from '../lib/meta.ts';
import { requireLogin } from '../lib/session.ts';
import { useTimeZone } from '../lib/time-zone.ts';
import type { Route } from './+types/pay';

await loadSection('checkout');

const POLL_MS = 2000;
const POLL_TRIES = 15;

/**
 * The provider's page (off the shop by design, from the API's answer): only an http(s)
 * address, normalised (a Location header made from it cannot throw), else undefined.
 */
function providerPage(url: string): string | undefined {
  const page = URL.canParse(url) ? new URL(url) : undefined;
  return page && (page.protocol === 'https:' || page.protocol === 'http:') ? page.href : undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const orderId = q.get('order_id') ?? '';
  if (!/^\d{1,9}$/.test(orderId)) throw data({ code: 404, message: 'Page Not Found' }, { status: 404 });
  const api = serverApi(context, request);
  try {
    const [order, methods] = await Promise.all([
      api.get(routePath('/order/:id', { id: orderId })),
      api.get('/pay/methods'),
    ]);
    // Back from the provider: a result already in goes straight to its page (without
    // JavaScript there is no polling; with it, none is needed then).
    const paymentId = q.get('payment_id') ?? '';
    const returned = q.get('return') === '1' && /^\d{1,12}$/.test(paymentId);
    if (returned) {
      const paid = await api
        .get(routePath('/pay/PayStatus/:id', { id: paymentId }), undefined, { silent: true })
        .catch(() => null);
      if (paid?.status === PAY_STATUS.paid)
        throw redirect(`${pagePath(request, '/result/success')}?order_id=${order.id}`);
      if (paid?.status === PAY_STATUS.cancelled) {
        throw redirect(`${pagePath(request, '/result/fail')}?order_id=${order.id}&payment_id=${paymentId}`);
      }
    }
    return { order, methods, returned };
  } catch (err) {
    if (err instanceof ApiError && err.code === ApiCode.loginRequired)
      return { order: null, methods: [], returned: false };
    return toRouteError(err);
  }
}

/** "Pay now" without JavaScript: the chosen provider's page; a refusal shows here. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  let next = '';
  const refusal = await refusalOf(async () => {
    const started = await serverApi(context, request).post('/pay', {
      order_id: intField(form, 'order_id'),
      provider: textField(form, 'provider'),
    });
    next = started.redirect_url;
  });
  if (refusal) return refusal;
  const page = providerPage(next);
  if (!page) throw data({ code: 502, message: 'Bad Gateway' }, { status: 502 });
  throw redirect(page);
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const title = translate(root?.locale ?? DEFAULT_LOCALE)('pay.title');
  return [...pageMeta({ root, path: '/order/pay', title }), { name: 'robots', content: 'noindex' }];
}

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { order, methods } = loaderData;
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [method, setMethod] = useState(methods[0] ?? '');
  const [starting, setStarting] = useState(false);
  // Back from the provider with the result not yet in: without JavaScript, a link to ask again.
  const [checking, setChecking] = useState<'idle' | 'polling' | 'pending'>(loaderData.returned ? 'pending' : 'idle');
  const { search } = useLocation();
  const left = useCountdown(order?.pay_deadline);
  const zone = useTimeZone();

  // Back from the provider: ask for the result until it is in.
  useEffect(() => {
    if (!order) return;
    const q = new URLSearchParams(window.location.search);
    const paymentId = q.get('payment_id');
    if (q.get('return') !== '1' || !paymentId || !/^\d+$/.test(paymentId)) return;
    let live = true;
    setChecking('polling');
    (async () => {
      const api = await browserApi();
      for (let i = 0; i < POLL_TRIES && live; i++) {
        const s = await api
          .get(routePath('/pay/PayStatus/:id', { id: paymentId }), undefined, { silent: true })
          .catch(() => null);
        if (!live) return;
        if (s?.status === PAY_STATUS.paid) {
          navigate(`${to('/result/success')}?order_id=${order.id}`, { replace: true });
          return;
        }
        if (s?.status === PAY_STATUS.cancelled) {
          navigate(`${to('/result/fail')}?order_id=${order.id}&payment_id=${paymentId}`, { replace: true });
          return;
        }
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      if (live) setChecking('pending');
    })();
    return () => {
      live = false;
    };
  }, [order, navigate, to]);

  if (!order) {
    return (
      <main id="main" className="container-page py-10">
        <div className="card mx-auto max-w-lg p-8 text-center">
          <p className="text-slate-700">{t('pay.loginFirst')}</p>
          <button type="button" className="btn btn-primary mt-6" onClick={() => requireLogin()}>
            {t('checkout.login')}
          </button>
        </div>
      </main>
    );
  }

  const payable = order.status === ORDER_STATUS.pendingPayment && left !== 0;

  async function payNow() {
    if (!order || !method || starting) return;
    setStarting(true);
    try {
      const api = await browserApi();
      const started = await api.post('/pay', { order_id: order.id, provider: method });
      const page = providerPage(started.redirect_url);
      if (!page) throw new Error('no provider page');
      window.location.assign(page);
    } catch {
      setStarting(false);
    }
  }

  // In the shopper's zone, named (UTC until the browser knows it: no hydration mismatch).
  const deadline = formatDateTime(order.pay_deadline, locale, zone, { zoneName: true });

  return (
    <main id="main" className="container-page py-6 md:py-10">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('pay.title')}</h1>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <section aria-labelledby="pay-methods" className="card space-y-5 p-4 md:p-6">
          <div className="rounded-2xl bg-primary-50 px-5 py-4">
            <p className="text-sm text-slate-700">
              {t('pay.orderNo')} <span className="font-mono tabular-nums text-slate-900">{order.order_no}</span>
            </p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-3">
              <span className="text-sm text-slate-700">{t('pay.amount')}</span>
              <Price price={order.total_paid} unit={order.currency} className="text-3xl font-black text-primary-700" />
            </p>
            {order.status === ORDER_STATUS.pendingPayment && (
              <p className="mt-1 text-sm text-slate-700" role="timer" aria-live="off" data-testid="pay-deadline">
                {left === 0
                  ? t('pay.expired')
                  : `${t('pay.deadline', { time: deadline })}${left !== null ? ` · ${t('pay.remaining', { time: formatRemaining(left) })}` : ''}`}
              </p>
            )}
          </div>

          {checking !== 'idle' && (
            <div
              role="status"
              className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900"
              data-testid="pay-checking"
            >
              {checking === 'polling' ? (
                <span className="inline-flex items-center gap-2">
                  <span className="spinner" aria-hidden />
                  {t('pay.checking')}
                </span>
              ) : (
                <span>
                  {t('pay.stillPending')}{' '}
                  <a className="font-semibold underline" href={`${to('/order/pay')}${search}`}>
                    {t('pay.refresh')}
                  </a>
                </span>
              )}
            </div>
          )}

          {!payable ? (
            <div className="text-slate-700">
              <p>
                {order.status === ORDER_STATUS.pendingPayment
                  ? t('pay.expired')
                  : t('pay.notPayable', { status: order.status_name })}
              </p>
              <a className="btn btn-secondary mt-4" href={to(`/my/order/${order.id}`)}>
                {t('pay.viewOrder')}
              </a>
            </div>
          ) : methods.length === 0 ? (
            <p className="text-slate-700">{t('pay.noMethods')}</p>
          ) : (
            <>
              <ShopForm method="post" scripted className="space-y-5">
                <input type="hidden" name="order_id" value={order.id} />
                <fieldset>
                  <legend id="pay-methods" className="mb-3 text-lg font-semibold text-slate-900">
                    {t('pay.method')}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {methods.map((m) => (
                      <label
                        key={m}
                        className={`flex cursor-pointer items-start gap-3 rounded-2xl p-4 ring-1 transition has-focus-visible:ring-2 has-focus-visible:ring-primary-500 ${
                          method === m
                            ? 'bg-primary-50 ring-2 ring-primary-600'
                            : 'ring-slate-200 hover:ring-primary-300'
                        }`}
                      >
                        <input
                          type="radio"
                          name="provider"
                          value={m}
                          checked={method === m}
                          onChange={() => setMethod(m)}
                          className="mt-1 accent-primary-700"
                          data-testid={`pay-method-${m}`}
                        />
                        <span>
                          <span className="block font-semibold text-slate-900">
                            {t(`pay.method.${m}` as MessageKey)}
                          </span>
                          <span className="block text-sm text-slate-600">{t(`pay.method.${m}Hint` as MessageKey)}</span>
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                <button
                  type="submit"
                  className="btn btn-primary w-full py-3 text-base sm:w-auto sm:px-10"
                  onClick={payNow}
                  disabled={!method || starting}
                  aria-busy={starting}
                  data-testid="pay-now"
                >
                  {starting ? t('pay.redirecting') : t('pay.payNow')}
                </button>
              </ShopForm>
              {actionData?.error && <FormRefusal>{actionData.error}</FormRefusal>}
            </>
          )}
        </section>

        <aside aria-labelledby="pay-summary" className="card space-y-5 p-4 md:p-6">
          <h2 id="pay-summary" className="text-lg font-semibold text-slate-900">
            {t('checkout.orderInfo')}
          </h2>
          <OrderLines items={order.items} currency={order.currency} />
          <OrderAmounts amounts={order} total={totalKind(order)} />
        </aside>
      </div>
    </main>
  );
}
