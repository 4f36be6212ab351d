// /product/{id}: gallery, variant picker (every value pickable: a missing combination moves the other axes, a sold-out one shows as such),
// the chosen variant's price and stock, quantity bounded by stock, service notes,
// description, add to cart and buy now, and a buy bar once those buttons scrolled away;
// below the fold the related goods and the shopper's recently viewed ones (issue #41).

import { useEffect, useMemo, useState } from 'react';
import { redirect, useActionData, useNavigate } from 'react-router';
import { ApiCode } from '../../domain/api/codes.ts';
import { routePath } from '../../domain/api/paths.ts';
import { findSku, type GoodDetail, isValueAvailable, pickValue } from '../../domain/catalog/catalog.ts';
import { localizePath } from '../../domain/i18n/locale.ts';
import { imageUrl } from '../../domain/media/images.ts';
import { currencyDecimals, resolveUnit, toMajor } from '../../domain/money/money.ts';
import { intField, pagePath, refusalOf, textField } from '../api/actions.ts';
import { notFound, notFoundOrRouteError } from '../api/not-found.ts';
import { hasSession, serverApi } from '../api/server.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { QuantityStepper } from '../components/cart/quantity-stepper.tsx';
import { FormRefusal } from '../components/form-refusal.tsx';
import { ShoppingCart } from '../components/icons.ts';
import { ImportEstimateNote } from '../components/import-estimate.tsx';
import { Price } from '../components/price.tsx';
import { NotifyMe } from '../components/product/notify-me.tsx';
import { RecentlyViewed } from '../components/product/recently-viewed.tsx';
import { RelatedGoods } from '../components/product/related-goods.tsx';
import { StickyBuyBar } from '../components/product/sticky-buy-bar.tsx';
import { ProductImage } from '../components/product-image.tsx';
import { NOTES_NEEDING_RATES, ServiceNotes } from '../components/service-notes.tsx';
import { ShopForm } from '../components/shop-form.tsx';
import { useLocalePath, useT } from '../i18n/index.tsx';
import { gaItem, track, trackViewItem } from '../lib/analytics.ts';
import { showAddedToCart } from '../lib/cart-store.ts';
import { Markdown } from '../lib/markdown.tsx';
import { pageMeta } from '../lib/meta.ts';
import { addToVisitorCart } from '../lib/visitor-cart.server.ts';
import type { Route } from './+types/product';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id ?? '') || Number(params.id) < 1) {
    return notFound(context, request);
  }
  const api = serverApi(context, request);
  // Below the fold and not awaited (components/product/related-goods.tsx): asked for with the good.
  const related = api
    .get(routePath('/good/:id/related', { id: params.id }), undefined, { silent: true })
    .catch(() => []);
  const good = await api
    .get(routePath('/good/:id', { id: params.id }))
    .catch((err) => notFoundOrRouteError(err, context, request));
  // Only a note that says where shipping is free needs the rates.
  const rates = good.services.some((id) => NOTES_NEEDING_RATES.includes(id))
    ? await api.get('/shipping/rates').catch(() => null)
    : null;
  // The variant chosen without JavaScript (the option buttons submit `?sku=`).
  const chosen = Number(new URL(request.url).searchParams.get('sku'));
  const sku = good.good_sku.find((s) => s.id === chosen)?.id;
  return { good, rates, sku, related };
}

/**
 * The buttons' form without JavaScript: add to cart (a customer's cart or a visitor's
 * cookie, then the cart page) or buy now (the confirm page with this variant). With JavaScript the page's own
 * handlers run instead and nothing is posted.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const skuId = intField(form, 'sku_id');
  // A malformed quantity goes to the API as typed: its message says what is wrong.
  const quantity = form.has('quantity') ? (intField(form, 'quantity') ?? textField(form, 'quantity')) : 1;
  if (form.get('intent') === 'buy') {
    const query = new URLSearchParams({ sku_id: String(skuId ?? ''), quantity: String(quantity) });
    throw redirect(`${pagePath(request, '/order/confirm_order')}?${query}`);
  }
  const api = serverApi(context, request);
  // "Notify me" without JavaScript (issue #41): a customer's one click posts here.
  if (form.get('intent') === 'notify') {
    const refusal = await refusalOf(() => api.post('/good/stock-alert', { sku_id: skuId }));
    return refusal ?? { notified: skuId };
  }
  if (!hasSession(request)) {
    const cookie = await addToVisitorCart(request, api, skuId, quantity);
    if (typeof cookie !== 'string') return cookie;
    throw redirect(pagePath(request, '/cart'), { headers: { 'set-cookie': cookie } });
  }
  const refusal = await refusalOf(() => api.post('/cart', { sku_id: skuId, quantity }));
  if (refusal) return refusal;
  throw redirect(pagePath(request, '/cart'));
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const root = matches[0]?.loaderData;
  const good = loaderData?.good;
  if (!good || !root) return pageMeta({ root, path: `/product/${params.id}` });
  const description = good.description
    .replace(/[#*\-[\]()]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
  const image = root.publicUrl + imageUrl(good.images[0], 960);
  const currency = resolveUnit(good.currency);
  const inStock = good.good_sku.some((s) => s.stock > 0);
  const url = root.publicUrl + localizePath(`/product/${good.id}`, root.locale);
  return pageMeta({
    root,
    path: `/product/${good.id}`,
    title: good.name,
    description,
    extra: [
      { property: 'og:type', content: 'product' },
      { property: 'og:title', content: good.name },
      { property: 'og:description', content: description },
      { property: 'og:image', content: image },
      { property: 'og:url', content: url },
      { property: 'product:price:amount', content: String(toMajor(good.price, currency)) },
      { property: 'product:price:currency', content: currency },
      {
        'script:ld+json': {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: good.name,
          description,
          image: good.images.map((src) => root.publicUrl + imageUrl(src, 960)),
          sku: good.good_sku[0]?.code,
          url,
          offers: good.good_sku.map((s) => ({
            '@type': 'Offer',
            sku: s.code,
            name: s.name || good.name,
            price: toMajor(s.price, resolveUnit(s.currency)).toFixed(currencyDecimals(resolveUnit(s.currency))),
            priceCurrency: resolveUnit(s.currency),
            availability: s.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            url,
          })),
          ...(inStock ? {} : { availability: 'https://schema.org/OutOfStock' }),
        },
      },
    ],
  });
}

/** The cart's code (and the notice's) loads on first use; pointing at the button starts it. */
const loadCart = () => Promise.all([import('../lib/cart.ts'), import('../components/cart/cart-notice.tsx')]);

/** The variant a value's button leads to (its id for the form without JavaScript), or '' while incomplete. */
function skuAfterPick(good: GoodDetail, selection: Record<string, string | undefined>, axis: string, value: string) {
  return String(findSku(good.good_sku, pickValue(good.good_sku, selection, axis, value))?.id ?? '');
}

/** The first in-stock SKU's values, so the page opens on something buyable. */
function initialSelection(good: GoodDetail, chosen?: number): Record<string, string | undefined> {
  const sku = good.good_sku.find((s) => s.id === chosen) ?? good.good_sku.find((s) => s.stock > 0) ?? good.good_sku[0];
  return sku ? { ...sku.properties } : {};
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { good, rates } = loaderData;
  const acted = useActionData<typeof action>();
  const refusal = acted && 'error' in acted ? acted : undefined;
  const t = useT();
  const to = useLocalePath();
  const navigate = useNavigate();
  const axes = Object.values(good.property);
  const [selection, setSelection] = useState(() => initialSelection(good, loaderData.sku));
  const [imageIndex, setImageIndex] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  /** The buy bar was used with options missing: the picker says which. */
  const [nudged, setNudged] = useState(false);
  const [buttons, setButtons] = useState<HTMLDivElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another product opens
  useEffect(() => {
    setSelection(initialSelection(good, loaderData.sku));
    setImageIndex(0);
    setQuantity(1);
    setNudged(false);
  }, [good.id]);

  const sku = useMemo(() => findSku(good.good_sku, selection), [good.good_sku, selection]);
  const complete = axes.every((a) => selection[a.key]);
  const stock = sku?.stock ?? 0;
  const price = sku?.price ?? good.price;

  useEffect(() => {
    trackViewItem({
      id: good.id,
      name: good.name,
      price: good.price,
      currency: good.currency,
      category: good.category?.name,
    });
  }, [good]);

  useEffect(() => {
    setQuantity((q) => Math.max(1, Math.min(q, stock || 1)));
  }, [stock]);

  const images = good.images.length ? good.images : [''];
  const shownImage = sku?.image && imageIndex === 0 ? sku.image : images[imageIndex];
  const missing = axes.filter((a) => !selection[a.key]).map((a) => a.name);

  const choose = (axis: string, value: string) => {
    setSelection((s) => (s[axis] === value ? { ...s, [axis]: undefined } : pickValue(good.good_sku, s, axis, value)));
    setImageIndex(0);
  };

  /** Back to the first option still to choose, which then says so. */
  const showMissing = () => {
    setNudged(true);
    const first = axes.find((a) => !selection[a.key]);
    const fieldset = first && document.getElementById(`axis-${first.key}`);
    if (!fieldset) return;
    fieldset.scrollIntoView({ behavior: 'smooth', block: 'center' });
    fieldset.querySelector('button')?.focus({ preventScroll: true });
  };

  const buyNow = () => {
    if (!sku || stock < 1) return;
    const params = new URLSearchParams({ sku_id: String(sku.id), quantity: String(quantity) });
    navigate(`${to('/order/confirm_order')}?${params}`);
  };

  const addToCart = async () => {
    if (!sku || stock < 1 || adding) return;
    setAdding(true);
    const added = await loadCart().then(
      ([{ cart }]) => cart.add(sku.id, quantity),
      () => false, // the code could not load (offline): the button works again
    );
    setAdding(false);
    if (!added) return;
    showAddedToCart({ name: good.name, image: sku.image || good.images[0], variant: sku.name, quantity });
    const currency = resolveUnit(sku.currency);
    track('add_to_cart', {
      currency,
      value: toMajor(sku.price * quantity, currency),
      items: [
        gaItem({
          id: good.id,
          name: good.name,
          price: sku.price,
          currency: sku.currency,
          variant: sku.name,
          category: good.category?.name,
          quantity,
        }),
      ],
    });
  };

  return (
    <main id="main" className="container-page py-6 md:py-10">
      <Breadcrumbs path={good.breadcrumbs} current={good.name} />
      <div className="mt-6 grid gap-8 md:grid-cols-2 md:gap-12">
        <section aria-label={t('product.gallery')}>
          <div className="overflow-hidden rounded-3xl bg-slate-50">
            <ProductImage src={shownImage} alt={good.name} size={600} sizes="(min-width: 960px) 560px, 100vw" eager />
          </div>
          {images.length > 1 && (
            <ul className="mt-3 grid grid-cols-5 gap-2">
              {images.map((src, i) => (
                <li key={src}>
                  <button
                    type="button"
                    onClick={() => setImageIndex(i)}
                    aria-label={t('product.showImage', { index: i + 1 })}
                    aria-pressed={i === imageIndex}
                    className={`block w-full overflow-hidden rounded-xl ring-2 transition ${
                      i === imageIndex ? 'ring-primary-500' : 'ring-transparent hover:ring-slate-300'
                    }`}
                  >
                    {/* Low priority: on a phone the thumbnails show with the main picture and would share its link. */}
                    <ProductImage src={src} alt="" size={120} secondary />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="product-title">
          {/* The option buttons' form: without JavaScript each opens this page with its variant. */}
          <form id="product-pick" method="get" hidden />
          <h1 id="product-title" className="text-2xl font-bold leading-snug text-slate-900 md:text-3xl">
            {good.name}
          </h1>
          <div className="mt-4 flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-2xl bg-primary-50 px-5 py-4">
            <Price
              price={price}
              unit={sku?.currency ?? good.currency}
              className="text-3xl font-black text-primary-700"
            />
            {!sku && good.price_max > good.price && (
              <span className="text-sm text-slate-600">
                – <Price price={good.price_max} unit={good.currency} />
              </span>
            )}
            <span className="text-sm text-slate-600">{t('product.sold', { count: good.sales })}</span>
          </div>

          {axes.map((axis) => (
            <fieldset key={axis.key} id={`axis-${axis.key}`} className="mt-6 scroll-mt-24">
              <legend className="mb-2 text-sm font-semibold text-slate-900">{axis.name}</legend>
              {nudged && !selection[axis.key] && (
                <p className="-mt-1 mb-2 text-sm font-medium text-red-700" data-testid="option-missing">
                  {t('product.chooseOptions', { axes: axis.name })}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                {axis.values.map((value) => {
                  const chosen = selection[axis.key] === value.key;
                  const available = isValueAvailable(good.good_sku, selection, axis.key, value.key);
                  return (
                    <button
                      key={value.key}
                      // Without JavaScript: the page again with the variant this value leads to.
                      type="submit"
                      form="product-pick"
                      name="sku"
                      value={skuAfterPick(good, selection, axis.key, value.key)}
                      aria-pressed={chosen}
                      data-unavailable={available ? undefined : true}
                      title={available ? undefined : t('product.unavailable')}
                      onClick={(e) => {
                        e.preventDefault();
                        choose(axis.key, value.key);
                      }}
                      data-testid={`option-${axis.key}-${value.key}`}
                      className="option-chip"
                    >
                      {value.color && (
                        <span
                          aria-hidden
                          className="size-4 rounded-full ring-1 ring-black/10"
                          style={{ background: value.color }}
                        />
                      )}
                      {value.name}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ))}

          <ShopForm method="post" id="product-buy" scripted>
            {sku && <input type="hidden" name="sku_id" value={sku.id} />}
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <span className="text-sm font-semibold text-slate-900" aria-hidden>
                {t('product.quantity')}
              </span>
              <QuantityStepper
                value={quantity}
                max={stock}
                onChange={setQuantity}
                commitOn="input"
                name="quantity"
                label={t('product.quantity')}
                decreaseLabel={t('product.decrease')}
                increaseLabel={t('product.increase')}
                testId="quantity"
              />
              <span className="text-sm" data-testid="stock" aria-live="polite">
                {!complete ? (
                  <span className="text-slate-600">{t('product.chooseOptions', { axes: missing.join(' / ') })}</span>
                ) : stock > 0 ? (
                  <span className="text-emerald-700">
                    {t('product.inStock')} · {t('product.stockLeft', { count: stock })}
                  </span>
                ) : (
                  <span className="font-semibold text-red-700">{t('product.soldOut')}</span>
                )}
              </span>
            </div>

            <div ref={setButtons} className="mt-8 flex flex-col gap-3 sm:flex-row">
              <button
                type="submit"
                name="intent"
                value="add"
                onClick={addToCart}
                onPointerEnter={() => void loadCart().catch(() => undefined)}
                onFocus={() => void loadCart().catch(() => undefined)}
                // Busy, not disabled: a disabled button would drop the keyboard's focus (issue #37).
                disabled={!sku || stock < 1}
                aria-disabled={adding || undefined}
                aria-busy={adding}
                className="btn bg-primary-50 py-3.5 text-base text-primary-800 ring-1 ring-primary-300 hover:bg-primary-100 sm:min-w-56"
                data-testid="add-to-cart"
              >
                {adding ? <span aria-hidden className="spinner" /> : <ShoppingCart aria-hidden className="size-5" />}
                {t('cart.add')}
              </button>
              <button
                type="submit"
                name="intent"
                value="buy"
                onClick={buyNow}
                disabled={!sku || stock < 1}
                className="btn btn-primary py-3.5 text-base sm:min-w-56"
                data-testid="buy-now"
              >
                {sku && stock < 1 ? t('product.soldOut') : t('product.buyNow')}
              </button>
            </div>

            {refusal && (
              <FormRefusal className="mt-4">
                {refusal.error}
                {(refusal.code === ApiCode.loginRequired || refusal.code === ApiCode.sessionRevoked) && (
                  <>
                    {' '}
                    <a
                      href={`${to('/login')}?redirect=${encodeURIComponent(to(`/product/${good.id}`))}`}
                      className="font-semibold underline"
                      data-testid="refusal-login"
                    >
                      {t('auth.login')}
                    </a>
                  </>
                )}
              </FormRefusal>
            )}
          </ShopForm>
          {/* A sold-out variant: be told when it is back (issue #41). */}
          {complete && sku && stock < 1 && (
            <NotifyMe skuId={sku.id} done={!!acted && 'notified' in acted && acted.notified === sku.id} />
          )}

          <ServiceNotes services={good.services} rates={rates} />
          <ImportEstimateNote
            items={estimateItems(good, sku, quantity)}
            currency={sku?.currency ?? good.currency}
            className="mt-4"
          />
        </section>
      </div>

      <section className="mt-14 border-t border-slate-200 pt-10" aria-labelledby="details">
        <h2 id="details" className="section-title">
          {t('product.description')}
        </h2>
        <div className="prose-shop mt-4 max-w-3xl">
          <Markdown source={good.description} />
        </div>
      </section>
      <RelatedGoods key={good.id} goods={loaderData.related} />
      <RecentlyViewed current={good.id} />
      <StickyBuyBar
        watch={buttons}
        price={price}
        unit={sku?.currency ?? good.currency}
        summary={complete ? sku?.name || good.name : t('product.chooseOptions', { axes: missing.join(' / ') })}
        complete={complete}
        soldOut={complete && (!sku || stock < 1)}
        adding={adding}
        onAddToCart={addToCart}
        onBuyNow={buyNow}
        onIncomplete={showMissing}
      />
    </main>
  );
}

/** What the duties notice estimates: the chosen variant, else the cheapest one in stock (the price shown "from"). */
function estimateItems(good: GoodDetail, sku: GoodDetail['good_sku'][number] | undefined, quantity: number) {
  const priced = sku ?? good.good_sku.filter((s) => s.stock > 0).sort((a, b) => a.price - b.price)[0];
  return priced && priced.stock > 0 ? [{ sku_id: priced.id, quantity: sku ? quantity : 1 }] : [];
}
