// /order/confirm_order (SPEC 2): shipping address (pick or add one), the lines, order
// information priced by the server (POST /v2/order/confirm), coupon code and order
// notes; placing the order (POST /v2/order, Idempotency-Key) leads to payment.
// Everything here is the customer's own: the server renders it (so the page works
// without JavaScript: address, coupon and placing are forms, issue #19 item 5) and the
// browser takes over from there.
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
import { redirect, redirectDocument, useLocation, useNavigate } from 'react-router';
import type { Address } from '../../domain/addresses/addresses.ts';
import { type Cart, formatCartItems } from '../../domain/cart/cart.ts';
import { DEFAULT_LOCALE } from '../../domain/i18n/locale.ts';
import { resolveUnit, toMajor } from '../../domain/money/money.ts';
import type { CheckoutPreview } from '../../domain/orders/orders.ts';
import { safeReturnPath } from '../../domain/site/return-path.ts';
import { intField, pagePath, refusalOf, textField } from '../api/actions.ts';
import { browserApi } from '../api/browser.ts';
import { ApiError } from '../api/client.ts';
import { hasSession, serverApi } from '../api/server.ts';
import { AddressCard } from '../components/address/address-card.tsx';
import { EmailSignIn } from '../components/auth/email-sign-in.tsx';
import { OrderAmounts } from '../components/checkout/order-amounts.tsx';
import { OrderLines } from '../components/checkout/order-lines.tsx';
import { Dialog } from '../components/dialog.tsx';
import { FormRefusal } from '../components/form-refusal.tsx';
import { CheckoutPolicyLinks } from '../components/policies/policy-links.tsx';
import { Price } from '../components/price.tsx';
import { ShopForm } from '../components/shop-form.tsx';
import { translate, useLocalePath, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { gaItem, track } from '../lib/analytics.ts';
import { loadCart } from '../lib/cart.ts';
import { type CheckoutItem, checkoutItemsFromQuery } from '../lib/checkout-items.ts';
import { isSignInIntent, type SignInStep, signInStep } from '../lib/email-sign-in.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { requestPage } from '../lib/request-path.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
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

/** The page's choices as they travel in its address without JavaScript: `address_id`, `coupon`. */
function choicesOf(q: URLSearchParams) {
  const address = q.get('address_id');
  const coupon = q.has('coupon_remove') ? '' : (q.get('coupon') ?? '').trim().toUpperCase().slice(0, 32);
  return { addressId: address && /^\d{1,9}$/.test(address) ? Number(address) : undefined, coupon };
}

/** What a preview was priced from. */
function inputsKey(items: CheckoutItem[], addressId: number | undefined, coupon: string): string {
  return `${formatCartItems(items)} ${addressId ?? ''} ${coupon}`;
}

/**
 * A customer's addresses and the priced preview, rendered on the server; with
 * JavaScript the page goes on from them in place (no second preview for the same inputs).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const { items } = checkoutItemsFromQuery(q);
  if (items.length === 0) return { server: null, visitor: null };
  const api = serverApi(context, request);
  if (!hasSession(request)) {
    // A visitor signs in on this page (issue #37): meanwhile the lines, priced by the public preview.
    const cart = await api.get('/cart/preview', { items: formatCartItems(items) }, { silent: true }).catch(() => null);
    return { server: null, visitor: { cart } };
  }
  const addresses = await api.get('/useraddress/list', undefined, { silent: true }).catch(() => null);
  if (!addresses) return { server: null, visitor: null };
  const choices = choicesOf(q);
  const addressId = (
    addresses.find((a) => a.id === choices.addressId) ??
    addresses.find((a) => a.is_default) ??
    addresses[0]
  )?.id;
  const load: Load = await api
    .post('/v2/order/confirm', { items, address_id: addressId, coupon_code: choices.coupon }, { silent: true })
    .then(
      (preview): Load => ({ state: 'ready', preview }),
      (err): Load => ({
        state: 'error',
        message: err instanceof ApiError ? err.message : translate(requestPage(request).locale)('error.internal'),
      }),
    );
  // One key per rendered form: posting it twice (a double click, a reload) places one order.
  const idempotencyKey = crypto.randomUUID();
  return { server: { addresses, addressId, coupon: choices.coupon, load, idempotencyKey }, visitor: null };
}

/**
 * A visitor's sign-in step (with or without JavaScript; once signed in, this page again,
 * loaded anew as the customer's), or placing the order without JavaScript: then its
 * payment page; a refusal shows on this page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (isSignInIntent(form)) {
    const back = safeReturnPath(textField(form, 'redirect')) ?? pagePath(request, '/order/confirm_order');
    const step = hasSession(request) ? 'signed-in' : await signInStep(form, serverApi(context, request));
    if (step === 'signed-in') throw redirectDocument(back);
    return { signIn: step };
  }
  const { items, fromCart } = checkoutItemsFromQuery(
    new URLSearchParams({ items: textField(form, 'items'), from: textField(form, 'from') }),
  );
  let orderId = 0;
  const refusal = await refusalOf(async () => {
    const order = await serverApi(context, request).post(
      '/v2/order',
      {
        items,
        address_id: intField(form, 'address_id'),
        coupon_code: textField(form, 'coupon_code'),
        notes: textField(form, 'notes'),
        from_cart: fromCart,
        rate: textField(form, 'rate'),
      },
      { headers: { 'idempotency-key': textField(form, 'idempotency_key') } },
    );
    orderId = order.id;
  });
  if (refusal) return refusal;
  throw redirect(`${pagePath(request, '/order/pay')}?order_id=${orderId}`);
}

/** A 409 answered because the exchange rate moved: its data names the new rate. */
function isRateChange(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'rate' in data;
}

export default function ConfirmOrder({ loaderData, actionData: posted }: Route.ComponentProps) {
  const server = loaderData.server;
  const signInState: SignInStep = (posted && 'signIn' in posted && posted.signIn) || { step: 'email', email: '' };
  const actionData = posted && 'error' in posted ? posted : undefined;
  const t = useT();
  const to = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = !!useRootData()?.user;
  const hydrated = useHydrated();
  const { items, fromCart } = useMemo(
    () => checkoutItemsFromQuery(new URLSearchParams(location.search)),
    [location.search],
  );

  const [addresses, setAddresses] = useState<Address[] | null>(server?.addresses ?? null);
  const [addressId, setAddressId] = useState<number | undefined>(server?.addressId);
  const [coupon, setCoupon] = useState(server?.coupon ?? '');
  const [couponInput, setCouponInput] = useState(server?.coupon ?? '');
  const [notes, setNotes] = useState('');
  const [load, setLoad] = useState<Load>(server?.load ?? { state: 'loading' });
  const [placing, setPlacing] = useState(false);
  const [rateChanged, setRateChanged] = useState(!!actionData && isRateChange(actionData.data));
  const [editing, setEditing] = useState<'form' | 'pick' | null>(null);
  const idempotencyKey = useRef<string>(server?.idempotencyKey ?? '');
  /** The inputs the server priced: the browser does not ask again for them. */
  const serverInputs = useRef(server && inputsKey(items, server.addressId, server.coupon));
  const trackedCheckout = useRef(false);
  const couponId = useId();
  const notesId = useId();

  // One key per checkout attempt: a retried submit (double click, flaky network) gets the same order.
  if (!idempotencyKey.current && typeof crypto !== 'undefined') idempotencyKey.current = crypto.randomUUID();

  useEffect(() => {
    if (!signedIn || server) return;
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
  }, [signedIn, server]);

  const addressesLoaded = addresses !== null;
  // The preview's inputs are the items, the address and the coupon: it is fetched once
  // per change of them (and again after a refused placement), never per render.
  const refresh = useCallback(async () => {
    if (!signedIn || items.length === 0 || !addressesLoaded) return;
    if (serverInputs.current === inputsKey(items, addressId, coupon)) {
      serverInputs.current = null;
      return;
    }
    try {
      const api = await browserApi();
      const preview = await api.post(
        '/v2/order/confirm',
        { items, address_id: addressId, coupon_code: coupon },
        { silent: true },
      );
      setLoad({ state: 'ready', preview });
    } catch (err) {
      setLoad({ state: 'error', message: err instanceof ApiError ? err.message : t('error.internal') });
    }
  }, [signedIn, items, addressId, coupon, addressesLoaded, t]);

  useEffect(() => {
    refresh();
  }, [refresh]);

  useEffect(() => {
    if (load.state !== 'ready' || trackedCheckout.current) return;
    trackedCheckout.current = true;
    const { preview } = load;
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
  }, [load]);

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
  // Without JavaScript an address is added on the addresses page, which comes back here.
  const addAddressHref = `${to('/my/address')}?edit=new&back=${encodeURIComponent(location.pathname + location.search)}`;
  const preview = load.state === 'ready' ? load.preview : undefined;

  return (
    <main id="main" className="container-page py-6 md:py-10">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('checkout.title')}</h1>

      {!signedIn && items.length > 0 ? (
        <VisitorCheckout
          cart={loaderData.visitor?.cart ?? null}
          signIn={signInState}
          back={location.pathname + location.search}
        />
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
                    data-script-only
                    data-testid="change-address"
                  >
                    {t('checkout.changeAddress')}
                  </button>
                )}
              </div>
              {addresses === null ? (
                <div className="h-28 animate-pulse rounded-2xl bg-slate-100" />
              ) : selected ? (
                <>
                  <AddressCard address={selected} selected />
                  {addresses.length > 0 && (
                    <noscript>
                      <form method="get" className="mt-4 flex flex-wrap items-end gap-2">
                        <CheckoutQuery items={items} fromCart={fromCart} coupon={coupon} />
                        <label className="min-w-0 flex-1 text-sm font-medium text-slate-800">
                          {t('checkout.chooseAddress')}
                          <select name="address_id" defaultValue={selected.id} className="input mt-1 w-full">
                            {addresses.map((a) => (
                              <option key={a.id} value={a.id}>
                                {`${a.contact} · ${a.city} ${a.address}`}
                              </option>
                            ))}
                          </select>
                        </label>
                        <button type="submit" className="btn btn-secondary">
                          {t('checkout.useAddress')}
                        </button>
                        <a className="btn btn-secondary" href={addAddressHref}>
                          {t('checkout.addAddress')}
                        </a>
                      </form>
                    </noscript>
                  )}
                </>
              ) : (
                <div className="rounded-2xl border-2 border-dashed border-slate-300 p-6 text-center">
                  <p className="text-slate-700">{t('checkout.noAddress')}</p>
                  <button
                    type="button"
                    className="btn btn-primary mt-4"
                    onClick={() => setEditing('form')}
                    data-script-only
                    data-testid="add-address"
                  >
                    {t('checkout.addAddress')}
                  </button>
                  <noscript>
                    <a className="btn btn-primary mt-4" href={addAddressHref} data-testid="add-address-page">
                      {t('checkout.addAddress')}
                    </a>
                  </noscript>
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
                name="notes"
                form="place-order"
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
            <ShopForm method="get" onSubmit={applyCoupon} className="space-y-1">
              <CheckoutQuery items={items} fromCart={fromCart} addressId={addressId} />
              <label htmlFor={couponId} className="text-sm font-medium text-slate-800">
                {t('checkout.coupon')}
              </label>
              <div className="flex gap-2">
                <input
                  id={couponId}
                  value={couponInput}
                  onChange={(e) => setCouponInput(e.target.value.toUpperCase())}
                  name="coupon"
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
                  disabled={hydrated && !couponInput.trim()}
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
                        type="submit"
                        name="coupon_remove"
                        value="1"
                        className="text-slate-600 underline"
                        onClick={(e) => {
                          e.preventDefault();
                          setCoupon('');
                          setCouponInput('');
                        }}
                      >
                        {t('checkout.removeCoupon')}
                      </button>
                    </span>
                  ))}
              </p>
            </ShopForm>

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

            {actionData && !isRateChange(actionData.data) && <FormRefusal>{actionData.error}</FormRefusal>}
            <ShopForm method="post" id="place-order" scripted>
              <input type="hidden" name="items" value={formatCartItems(items)} />
              {fromCart && <input type="hidden" name="from" value="cart" />}
              {addressId && <input type="hidden" name="address_id" value={addressId} />}
              {preview?.coupon && !preview.coupon.error && (
                <input type="hidden" name="coupon_code" value={preview.coupon.code} />
              )}
              {preview && <input type="hidden" name="rate" value={preview.rate} />}
              <input type="hidden" name="idempotency_key" value={idempotencyKey.current} />
              <button
                type="submit"
                className="btn btn-primary w-full py-3 text-base"
                onClick={placeOrder}
                disabled={!preview || placing}
                aria-busy={placing}
                data-testid="place-order"
              >
                {placing ? t('checkout.placing') : t('checkout.placeOrder')}
              </button>
            </ShopForm>
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

/**
 * The checkout of a visitor: signing in is its first step, in the page (issue #37); the
 * address and the priced total follow on this page once signed in.
 */
function VisitorCheckout({ cart, signIn, back }: { cart: Cart | null; signIn: SignInStep; back: string }) {
  const t = useT();
  const lines = (cart?.lines ?? []).filter((l) => !l.issue);
  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
      <div className="space-y-6">
        <EmailSignIn
          state={signIn}
          idPrefix="checkout-sign-in"
          back={back}
          className="card space-y-4 p-4 md:p-6"
          testId="checkout-sign-in"
          consentSource="checkout"
        >
          <div>
            <h2 className="text-lg font-semibold text-slate-900">
              <span className="mr-2 text-primary-700">1</span>
              {t('checkout.signInTitle')}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t('checkout.signInIntro')}</p>
          </div>
        </EmailSignIn>
        <section aria-labelledby="checkout-address" className="card p-4 md:p-6">
          <h2 id="checkout-address" className="text-lg font-semibold text-slate-500">
            <span className="mr-2">2</span>
            {t('checkout.address')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('checkout.addressAfterSignIn')}</p>
        </section>
      </div>
      <aside aria-labelledby="checkout-items" className="card space-y-4 p-4 md:p-6 lg:sticky lg:top-24">
        <h2 id="checkout-items" className="text-lg font-semibold text-slate-900">
          {t('checkout.items')}
          {cart && (
            <span className="ml-2 text-sm font-normal text-slate-600">
              {t('checkout.itemCount', { count: cart.item_count })}
            </span>
          )}
        </h2>
        {cart ? (
          <>
            <OrderLines
              currency={cart.currency}
              items={lines.map((l) => ({
                sku_id: l.sku_id,
                good_id: l.good_id,
                sku_code: '',
                name: l.name,
                options: l.options,
                image: l.image,
                price: l.price,
                quantity: l.quantity,
                total: l.price * l.quantity,
                free_shipping: false,
              }))}
            />
            <p className="flex items-baseline justify-between border-t border-slate-200 pt-3 text-sm">
              <span className="text-slate-700">{t('checkout.subtotal')}</span>
              <Price price={cart.subtotal} unit={cart.currency} className="font-semibold text-slate-900" />
            </p>
          </>
        ) : (
          <div className="h-20 animate-pulse rounded-xl bg-slate-100" />
        )}
        <p className="text-xs text-slate-600">{t('checkout.totalAfterSignIn')}</p>
        <CheckoutPolicyLinks />
      </aside>
    </div>
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

/** The checkout's address as fields of a form that reloads this page with one choice changed. */
function CheckoutQuery(props: { items: CheckoutItem[]; fromCart: boolean; addressId?: number; coupon?: string }) {
  return (
    <>
      <input type="hidden" name="items" value={formatCartItems(props.items)} />
      {props.fromCart && <input type="hidden" name="from" value="cart" />}
      {props.addressId !== undefined && <input type="hidden" name="address_id" value={props.addressId} />}
      {props.coupon && <input type="hidden" name="coupon" value={props.coupon} />}
    </>
  );
}
