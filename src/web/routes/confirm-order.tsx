// /order/confirm_order (SPEC 2): shipping address (pick or add one), the lines, order
// information priced by the server (POST /v2/order/confirm), coupon code and order
// notes; placing the order (POST /v2/order, Idempotency-Key) leads to payment.
// Everything here is the visitor's own, so it loads in the browser after hydration.
import {
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Address } from '../../domain/addresses/addresses.ts';
import { DEFAULT_LOCALE } from '../../domain/i18n/locale.ts';
import { resolveUnit, toMajor } from '../../domain/money/money.ts';
import type { CheckoutPreview } from '../../domain/orders/orders.ts';
import { browserApi } from '../api/browser.ts';
import { ApiError } from '../api/client.ts';
import { AddressCard } from '../components/address/address-card.tsx';
import { OrderAmounts } from '../components/checkout/order-amounts.tsx';
import { OrderLines } from '../components/checkout/order-lines.tsx';
import { Dialog } from '../components/dialog.tsx';
import { CheckoutPolicyLinks } from '../components/policies/policy-links.tsx';
import { translate, useLocalePath, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { gaItem, track } from '../lib/analytics.ts';
import { loadCart } from '../lib/cart.ts';
import { checkoutItemsFromQuery } from '../lib/checkout-items.ts';
import { pageMeta } from '../lib/meta.ts';
import { requireLogin } from '../lib/session.ts';
import { useRootData } from '../lib/use-root-data.ts';
import type { Route } from './+types/confirm-order';

await loadSection('checkout');

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const title = translate(root?.locale ?? DEFAULT_LOCALE)('checkout.title');
  return [...pageMeta({ root, path: '/order/confirm_order', title }), { name: 'robots', content: 'noindex' }];
}

// The form brings Zod and phone metadata (~80 KB): loaded when a shopper adds an address.
const AddressForm = lazy(() =>
  import('../components/address/address-form.tsx').then((m) => ({ default: m.AddressForm })),
);

type Load = { state: 'loading' } | { state: 'ready'; preview: CheckoutPreview } | { state: 'error'; message: string };

/** A 409 answered because the exchange rate moved: its data names the new rate. */
function isRateChange(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'rate' in data;
}

export default function ConfirmOrder() {
  const t = useT();
  const to = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = !!useRootData()?.user;
  const { items, fromCart } = useMemo(
    () => checkoutItemsFromQuery(new URLSearchParams(location.search)),
    [location.search],
  );

  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [addressId, setAddressId] = useState<number | undefined>();
  const [coupon, setCoupon] = useState('');
  const [couponInput, setCouponInput] = useState('');
  const [notes, setNotes] = useState('');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [placing, setPlacing] = useState(false);
  const [rateChanged, setRateChanged] = useState(false);
  const [editing, setEditing] = useState<'form' | 'pick' | null>(null);
  const idempotencyKey = useRef<string>('');
  const trackedCheckout = useRef(false);
  const couponId = useId();
  const notesId = useId();

  // One key per checkout attempt: a retried submit (double click, flaky network) gets the same order.
  if (!idempotencyKey.current && typeof crypto !== 'undefined') idempotencyKey.current = crypto.randomUUID();

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    browserApi()
      .then((api) => api.get('/useraddress/list'))
      .then((list) => {
        if (!live) return;
        setAddresses(list);
        setAddressId((current) => current ?? (list.find((a) => a.is_default) ?? list[0])?.id);
      })
      .catch(() => live && setAddresses([]));
    return () => {
      live = false;
    };
  }, [signedIn]);

  const addressesLoaded = addresses !== null;
  // The preview's inputs are the items, the address and the coupon: it is fetched once
  // per change of them (and again after a refused placement), never per render.
  const refresh = useCallback(async () => {
    if (!signedIn || items.length === 0 || !addressesLoaded) return;
    try {
      const api = await browserApi();
      const preview = await api.post(
        '/v2/order/confirm',
        { items, address_id: addressId, coupon_code: coupon },
        { silent: true },
      );
      setLoad({ state: 'ready', preview });
      if (!trackedCheckout.current) {
        trackedCheckout.current = true;
        const currency = resolveUnit(preview.currency);
        track('begin_checkout', {
          currency,
          value: toMajor(preview.total_paid, currency),
          ...(preview.coupon && !preview.coupon.error ? { coupon: preview.coupon.code } : {}),
          items: preview.items.map((l) =>
            gaItem({
              id: l.good_id,
              name: l.name,
              price: l.price,
              currency: preview.currency,
              quantity: l.quantity,
              variant: l.options.map((o) => o.value).join(' / '),
            }),
          ),
        });
      }
    } catch (err) {
      setLoad({ state: 'error', message: err instanceof ApiError ? err.message : t('error.internal') });
    }
  }, [signedIn, items, addressId, coupon, addressesLoaded, t]);

  useEffect(() => {
    refresh();
  }, [refresh]);

  const applyCoupon = (e: FormEvent) => {
    e.preventDefault();
    setCoupon(couponInput.trim());
  };

  async function placeOrder() {
    if (load.state !== 'ready' || placing) return;
    if (!addressId) {
      setEditing(addresses?.length ? 'pick' : 'form');
      return;
    }
    setPlacing(true);
    try {
      const api = await browserApi();
      const order = await api.post(
        '/v2/order',
        {
          items,
          address_id: addressId,
          coupon_code: load.preview.coupon && !load.preview.coupon.error ? load.preview.coupon.code : '',
          notes,
          from_cart: fromCart,
          // The rate this total was converted at: placing refuses if it moved meanwhile (issue #21).
          rate: load.preview.rate,
        },
        { headers: { 'idempotency-key': idempotencyKey.current } },
      );
      idempotencyKey.current = '';
      if (fromCart) loadCart(true).catch(() => undefined);
      navigate(`${to('/order/pay')}?order_id=${order.id}`, { replace: true });
    } catch (err) {
      // The client showed the message; a changed price, stock or rate shows in a fresh preview.
      if (err instanceof ApiError && err.code === 409) {
        setRateChanged(isRateChange(err.data));
        refresh();
      }
      setPlacing(false);
    }
  }

  const selected = addresses?.find((a) => a.id === addressId);
  const preview = load.state === 'ready' ? load.preview : undefined;

  return (
    <main id="main" className="container-page py-6 md:py-10">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('checkout.title')}</h1>

      {!signedIn ? (
        <Notice text={t('checkout.loginFirst')}>
          <button type="button" className="btn btn-primary" onClick={() => requireLogin()} data-testid="checkout-login">
            {t('checkout.login')}
          </button>
        </Notice>
      ) : items.length === 0 ? (
        <Notice text={t('checkout.nothing')}>
          <a className="btn btn-primary" href={to('/')}>
            {t('checkout.backShopping')}
          </a>
        </Notice>
      ) : load.state === 'error' ? (
        <Notice text={load.message} title={t('checkout.unavailable')} role="alert">
          <a className="btn btn-primary" href={fromCart ? to('/cart') : to('/')}>
            {fromCart ? t('checkout.backToCart') : t('checkout.backShopping')}
          </a>
        </Notice>
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div className="space-y-6">
            <section aria-labelledby="checkout-address" className="card p-4 md:p-6">
              <div className="mb-4 flex items-center justify-between gap-3">
                <h2 id="checkout-address" className="text-lg font-semibold text-slate-900">
                  {t('checkout.address')}
                </h2>
                {addresses && addresses.length > 0 && (
                  <button
                    type="button"
                    className="text-sm font-medium text-primary-700 hover:underline"
                    onClick={() => setEditing('pick')}
                    data-testid="change-address"
                  >
                    {t('checkout.changeAddress')}
                  </button>
                )}
              </div>
              {addresses === null ? (
                <div className="h-28 animate-pulse rounded-2xl bg-slate-100" />
              ) : selected ? (
                <AddressCard address={selected} selected />
              ) : (
                <div className="rounded-2xl border-2 border-dashed border-slate-300 p-6 text-center">
                  <p className="text-slate-700">{t('checkout.noAddress')}</p>
                  <button
                    type="button"
                    className="btn btn-primary mt-4"
                    onClick={() => setEditing('form')}
                    data-testid="add-address"
                  >
                    {t('checkout.addAddress')}
                  </button>
                </div>
              )}
            </section>

            <section aria-labelledby="checkout-items" className="card p-4 md:p-6">
              <h2 id="checkout-items" className="mb-4 text-lg font-semibold text-slate-900">
                {t('checkout.items')}
                {preview && (
                  <span className="ml-2 text-sm font-normal text-slate-600">
                    {t('checkout.itemCount', { count: preview.item_count })}
                  </span>
                )}
              </h2>
              {preview ? (
                <OrderLines items={preview.items} currency={preview.currency} />
              ) : (
                <div className="h-20 animate-pulse rounded-xl bg-slate-100" />
              )}
            </section>

            <section className="card p-4 md:p-6">
              <label htmlFor={notesId} className="mb-2 block text-lg font-semibold text-slate-900">
                {t('checkout.notes')}
              </label>
              <textarea
                id={notesId}
                value={notes}
                maxLength={500}
                rows={3}
                onChange={(e) => setNotes(e.target.value)}
                placeholder={t('checkout.notesHint')}
                className="input w-full resize-y"
                data-testid="order-notes"
              />
            </section>
          </div>

          <aside aria-labelledby="checkout-info" className="card space-y-5 p-4 md:p-6 lg:sticky lg:top-24">
            <h2 id="checkout-info" className="text-lg font-semibold text-slate-900">
              {t('checkout.orderInfo')}
            </h2>
            <form onSubmit={applyCoupon} className="space-y-1">
              <label htmlFor={couponId} className="text-sm font-medium text-slate-800">
                {t('checkout.coupon')}
              </label>
              <div className="flex gap-2">
                <input
                  id={couponId}
                  value={couponInput}
                  onChange={(e) => setCouponInput(e.target.value.toUpperCase())}
                  maxLength={32}
                  autoComplete="off"
                  placeholder={t('checkout.couponPlaceholder')}
                  aria-invalid={!!preview?.coupon?.error}
                  aria-describedby={`${couponId}-status`}
                  className="input min-w-0 flex-1 uppercase"
                  data-testid="coupon-input"
                />
                <button
                  type="submit"
                  className="btn btn-secondary"
                  data-testid="coupon-apply"
                  disabled={!couponInput.trim()}
                >
                  {t('checkout.applyCoupon')}
                </button>
              </div>
              <p id={`${couponId}-status`} aria-live="polite" className="min-h-5 text-sm" data-testid="coupon-status">
                {preview?.coupon &&
                  (preview.coupon.error ? (
                    <span className="text-red-700">{preview.coupon.error}</span>
                  ) : (
                    <span className="flex items-center justify-between gap-2 text-emerald-700">
                      {t('checkout.couponApplied', { code: preview.coupon.code })}
                      <button
                        type="button"
                        className="text-slate-600 underline"
                        onClick={() => {
                          setCoupon('');
                          setCouponInput('');
                        }}
                      >
                        {t('checkout.removeCoupon')}
                      </button>
                    </span>
                  ))}
              </p>
            </form>

            {rateChanged && (
              <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800" role="alert" data-testid="rate-changed">
                {t('currency.rateChanged')}
              </p>
            )}
            {preview ? (
              <OrderAmounts amounts={preview} shippingPending={preview.address_id === null} />
            ) : (
              <p className="text-sm text-slate-600" role="status">
                {t('checkout.loading')}
              </p>
            )}

            <button
              type="button"
              className="btn btn-primary w-full py-3 text-base"
              onClick={placeOrder}
              disabled={!preview || placing}
              aria-busy={placing}
              data-testid="place-order"
            >
              {placing ? t('checkout.placing') : t('checkout.placeOrder')}
            </button>
            {preview && (
              <p className="text-xs text-slate-600">{t('checkout.payWithin', { minutes: preview.pay_minutes })}</p>
            )}
            <CheckoutPolicyLinks />
          </aside>
        </div>
      )}

      {editing === 'form' && (
        <Suspense fallback={null}>
          <AddressForm
            onCancel={() => setEditing(null)}
            onSaved={(address) => {
              setAddresses((list) => [address, ...(list ?? []).filter((a) => a.id !== address.id)]);
              setAddressId(address.id);
              setEditing(null);
            }}
          />
        </Suspense>
      )}
      <Dialog
        open={editing === 'pick'}
        onClose={() => setEditing(null)}
        title={t('checkout.chooseAddress')}
        width={640}
        footer={false}
      >
        <ul className="grid max-h-[60vh] gap-3 overflow-y-auto p-1 sm:grid-cols-2">
          {(addresses ?? []).map((a) => (
            <li key={a.id}>
              <AddressCard
                address={a}
                selected={a.id === addressId}
                actions={
                  <button
                    type="button"
                    className={a.id === addressId ? 'btn btn-primary' : 'btn btn-secondary'}
                    aria-pressed={a.id === addressId}
                    onClick={() => {
                      setAddressId(a.id);
                      setEditing(null);
                    }}
                    data-testid="use-address"
                  >
                    {t('checkout.useAddress')}
                  </button>
                }
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-secondary mt-4 w-full"
          onClick={() => setEditing('form')}
          data-testid="add-address"
        >
          {t('checkout.addAddress')}
        </button>
      </Dialog>
    </main>
  );
}

function Notice({
  text,
  title,
  role,
  children,
}: {
  text: string;
  title?: string;
  role?: 'alert';
  children?: ReactNode;
}) {
  return (
    <div className="card mx-auto mt-8 max-w-lg p-8 text-center" role={role}>
      {title && <h2 className="mb-2 text-lg font-semibold text-slate-900">{title}</h2>}
      <p className="text-slate-700">{text}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}
