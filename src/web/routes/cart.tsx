// /cart: the shopper's cart (PRODUCT "Stock and checkout"). Customers' lines come from
// the server, visitors' from this browser's `cart` cookie, both priced by the API and shown the same
// way. Lines that cannot be ordered stay visible with the reason and are left out of
// the total; checkout takes the selected, available lines to the one checkout page
// (where a visitor signs in).
import { useEffect, useRef, useState } from 'react';
import { redirect, useNavigate } from 'react-router';
import { routePath } from '../../domain/api/paths.ts';
import { CART_MAX_QUANTITY, type Cart, checkoutItems, formatCartItems, repriceCart } from '../../domain/cart/cart.ts';
import type { GoodCard } from '../../domain/catalog/catalog.ts';
import { viewedIn } from '../../domain/catalog/recently-viewed.ts';
import { RELATED_MAX_ASKED } from '../../domain/catalog/related.ts';
import { intField, pagePath, refusalOf } from '../api/actions.ts';
import { hasSession, serverApi } from '../api/server.ts';
import { serverApiContext } from '../api/transport.ts';
import { CartLineItem } from '../components/cart/cart-line.tsx';
import { CartSummary } from '../components/cart/cart-summary.tsx';
import { FormRefusal } from '../components/form-refusal.tsx';
import { CircleAlert, ShoppingCart, X } from '../components/icons.ts';
import { Link } from '../components/link.tsx';
import { RecentlyViewed } from '../components/product/recently-viewed.tsx';
import { RelatedGoods } from '../components/product/related-goods.tsx';
import { ShopForm } from '../components/shop-form.tsx';
import { translate, useLocalePath, useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import { cart as cartActions, cartStore, loadCart, type RemovedLine } from '../lib/cart.ts';
import { changeLine, removeLines } from '../lib/cart-lines.ts';
import { pageMeta } from '../lib/meta.ts';
import { useStore } from '../lib/store.ts';
import { useRootData } from '../lib/use-root-data.ts';
import { emptyCart, visitorCartCookieFor, visitorLines } from '../lib/visitor-cart.server.ts';
import type { Route } from './+types/cart';

await loadSection('cart');

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const t = translate(root?.locale ?? 'zh-cn');
  return [
    ...pageMeta({ root, path: '/cart', title: t('cart.title'), description: t('cart.description') }),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * The cart, rendered on the server so the page works without JavaScript (the browser
 * asks again once it runs): a customer's from the API, a visitor's from the `cart`
 * cookie priced by the public preview (a page rendered for every visitor reads no
 * cookie: it shows the empty cart).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context, request);
  const withRelated = (cart: Cart | null) => ({
    cart,
    related: relatedTo(api, cart),
    viewed: viewedFor(api, request, context.get(serverApiContext).shared),
  });
  if (hasSession(request)) {
    return withRelated(await api.get('/cart', undefined, { silent: true }).catch(() => null));
  }
  const lines = context.get(serverApiContext).shared ? [] : visitorLines(request);
  if (lines.length === 0) return withRelated(emptyCart());
  const priced = await api.get('/cart/preview', { items: formatCartItems(lines) }, { silent: true }).catch(() => null);
  return withRelated(priced && (repriceCart(priced, lines) ?? priced));
}

/** Goods to offer with the cart's (issue #41), none of them; best sellers for an empty cart. Not awaited. */
function relatedTo(api: ReturnType<typeof serverApi>, cart: Cart | null) {
  const ids = [...new Set(cart?.lines.map((l) => l.good_id).filter((id) => id > 0) ?? [])].slice(0, RELATED_MAX_ASKED);
  return api
    .get('/good/related', ids.length ? { ids: ids.join(',') } : undefined, { silent: true })
    .catch(() => [] as GoodCard[]);
}

/**
 * The shopper's recently viewed goods, rendered with the page (not awaited): filled in
 * by the browser after the first paint, the row pushed the footer of a short cart down.
 * null on a page shared by visitors (no cookie read): the browser fills it then.
 */
function viewedFor(api: ReturnType<typeof serverApi>, request: Request, shared?: boolean) {
  if (shared) return null;
  if (hasSession(request)) return api.get('/user/recently-viewed', undefined, { silent: true }).catch(() => null);
  const ids = viewedIn(request.headers.get('cookie'));
  if (ids.length === 0) return [] as GoodCard[];
  return api.get('/good/GetldList', { ids: ids.join(',') }, { silent: true }).catch(() => null);
}

/**
 * A line's form without JavaScript: its quantity (typed, or a step button's) or its
 * removal; a customer's through the API, a visitor's in the cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const skuId = intField(form, 'sku_id') ?? 0;
  const remove = form.get('intent') === 'remove';
  const quantity = intField(form, 'step') ?? intField(form, 'quantity');
  if (!hasSession(request)) {
    const lines = visitorLines(request);
    const next = remove
      ? removeLines(lines, [skuId])
      : changeLine(lines, skuId, { quantity: Math.min(Math.max(quantity ?? 1, 1), CART_MAX_QUANTITY) });
    throw redirect(pagePath(request, '/cart'), { headers: { 'set-cookie': visitorCartCookieFor(request, next) } });
  }
  const api = serverApi(context, request);
  const refusal = await refusalOf(() =>
    remove ? api.del(routePath('/cart/:sku_id', { sku_id: skuId })) : api.put('/cart', { sku_id: skuId, quantity }),
  );
  if (refusal) return refusal;
  // After a post, a fresh page (reloading it never posts again).
  throw redirect(pagePath(request, '/cart'));
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const signedIn = !!useRootData()?.user;
  const { cart: shown, status } = useStore(cartStore);
  // The server's rendering until the browser's cart is loaded.
  const cart = shown ?? loaderData.cart;

  useEffect(() => {
    void loadCart(signedIn);
  }, [signedIn]);

  return (
    <main id="main" className="container-page pb-32 pt-6 md:pt-10 lg:pb-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        {t('cart.title')}
        {!!cart?.total_quantity && (
          <span className="ml-2 text-lg font-medium text-slate-500">({cart.total_quantity})</span>
        )}
      </h1>
      {actionData?.error && <FormRefusal className="mt-4">{actionData.error}</FormRefusal>}
      {cart ? (
        <CartContent cart={cart} signedIn={signedIn} />
      ) : status === 'error' ? (
        <div className="mt-10 flex flex-col items-center gap-4 text-center" role="alert">
          <p className="text-slate-700">{t('cart.loadFailed')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void loadCart(signedIn)}>
            {t('cart.retry')}
          </button>
        </div>
      ) : (
        <Skeleton />
      )}
      <RelatedGoods goods={loaderData.related} />
      <RecentlyViewed initial={loaderData.viewed} />
    </main>
  );
}

function Skeleton() {
  const t = useT();
  return (
    <div className="mt-6 space-y-5" aria-busy="true">
      <p className="sr-only" role="status">
        {t('cart.loading')}
      </p>
      {[0, 1].map((i) => (
        <div key={i} className="flex animate-pulse gap-4">
          <div className="size-20 rounded-xl bg-slate-100 md:size-24" />
          <div className="flex-1 space-y-3 pt-1">
            <div className="h-4 w-2/3 rounded bg-slate-100" />
            <div className="h-4 w-1/3 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyCart() {
  const t = useT();
  const to = useLocalePath();
  return (
    <div className="mt-10 flex flex-col items-center rounded-3xl bg-slate-50 px-6 py-14 text-center">
      <ShoppingCart aria-hidden className="size-12 text-slate-400" />
      <p className="mt-4 text-lg font-semibold text-slate-900">{t('cart.empty')}</p>
      <p className="mt-1 text-slate-600">{t('cart.emptyHint')}</p>
      <Link to={to('/')} className="btn btn-primary mt-6">
        {t('cart.shop')}
      </Link>
    </div>
  );
}

function CartContent({ cart, signedIn }: { cart: Cart; signedIn: boolean }) {
  const t = useT();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [removed, setRemoved] = useState<RemovedLine[] | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);

  const available = cart.lines.filter((l) => !l.issue);
  const chosen = available.filter((l) => l.selected);
  const allChosen = available.length > 0 && chosen.length === available.length;
  const flagged = cart.lines.some((l) => l.issue);

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = chosen.length > 0 && !allChosen;
  });

  const remove = async (skuIds: number[]) => {
    const lines = cart.lines.flatMap((line, index) => (skuIds.includes(line.sku_id) ? [{ line, index }] : []));
    if (await cartActions.remove(skuIds)) {
      setRemoved(lines);
      // The removed line's buttons are gone: keep the keyboard where the way back is.
      requestAnimationFrame(() => undoRef.current?.focus());
    }
  };

  const undo = async () => {
    if (removed && (await cartActions.restore(removed))) setRemoved(null);
  };

  // Visitor or customer: the one checkout page (a visitor signs in there, issue #37).
  const checkout = () => {
    navigate(`${to('/order/confirm_order')}?items=${formatCartItems(checkoutItems(cart.lines))}&from=cart`);
  };

  const undoBar = removed && (
    <div
      role="status"
      className="mt-6 flex items-center justify-between gap-3 rounded-xl bg-slate-100 px-4 py-3 text-sm"
      data-testid="cart-undo"
    >
      <span className="min-w-0 truncate text-slate-800">
        {removed.length === 1
          ? t('cart.removed', { name: removed[0].line.name || t('cart.unknownItem') })
          : t('cart.removedMany', { count: removed.length })}
      </span>
      <span className="flex shrink-0 items-center gap-1">
        <button
          ref={undoRef}
          type="button"
          onClick={undo}
          className="rounded-full px-3 py-1 font-semibold text-primary-700 hover:bg-white"
        >
          {t('cart.undo')}
        </button>
        <button
          type="button"
          onClick={() => setRemoved(null)}
          aria-label={t('cart.closeNotice')}
          className="rounded-full p-1 text-slate-500 hover:bg-white"
        >
          <X aria-hidden className="size-4" />
        </button>
      </span>
    </div>
  );

  if (cart.lines.length === 0) {
    return (
      <>
        {undoBar}
        <EmptyCart />
      </>
    );
  }

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-label={t('cart.lines')}>
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 pb-3">
          <label className="flex items-center gap-3 text-sm font-medium text-slate-800" data-script-only>
            <input
              ref={selectAllRef}
              type="checkbox"
              checked={allChosen}
              disabled={available.length === 0}
              onChange={(e) => void cartActions.selectAll(e.target.checked)}
              className="size-5 accent-primary-700"
              data-testid="cart-select-all"
            />
            {t('cart.selectAll')}
          </label>
          <button
            type="button"
            onClick={() => remove(chosen.map((l) => l.sku_id))}
            disabled={chosen.length === 0}
            data-script-only
            className="rounded-full px-3 py-1.5 text-sm text-slate-600 hover:bg-slate-100 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent disabled:hover:text-slate-600"
          >
            {t('cart.removeSelected')}
          </button>
        </div>
        {undoBar}
        {flagged && (
          <p className="mt-4 flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('cart.issuesNote')}
          </p>
        )}
        <ul className="divide-y divide-slate-200">
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.sku_id}
              line={line}
              onQuantity={(quantity) => void cartActions.setQuantity(line.sku_id, quantity)}
              onSelect={(selected) => void cartActions.setSelected(line.sku_id, selected)}
              onRemove={() => remove([line.sku_id])}
            />
          ))}
        </ul>
      </section>
      <CartSummary cart={cart} signedIn={signedIn} onCheckout={checkout} />
      {/* Checkout without JavaScript: the confirm page with the selected lines (a visitor is asked to sign in there). */}
      <ShopForm id="cart-checkout" method="get" action={to('/order/confirm_order')} scripted hidden>
        <input type="hidden" name="items" value={formatCartItems(checkoutItems(cart.lines))} />
        <input type="hidden" name="from" value="cart" />
      </ShopForm>
    </div>
  );
}
