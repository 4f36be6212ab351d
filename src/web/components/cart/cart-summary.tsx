// The cart's totals and the checkout button: a side card from lg up, and below lg a
// bar fixed to the bottom of the screen, so checkout is always a thumb away.
import type { Cart } from '../../../domain/cart/cart.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { ImportEstimateNote } from '../import-estimate.tsx';
import { Price } from '../price.tsx';

await loadSection('cart');

export interface CartSummaryProps {
  cart: Cart;
  signedIn: boolean;
  onCheckout(): void;
}

export function CartSummary({ cart, signedIn, onCheckout }: CartSummaryProps) {
  const t = useT();
  const count = cart.item_count;
  const items = t('cart.itemCount', { count });
  const subtotal = <Price price={cart.subtotal} unit={cart.currency} />;
  const button = (className: string) => (
    <button
      type="submit"
      form="cart-checkout"
      onClick={onCheckout}
      disabled={count === 0}
      className={`btn btn-primary py-3 text-base ${className}`}
      data-testid="checkout"
    >
      {count > 0 ? t('cart.checkoutCount', { count }) : t('cart.checkout')}
    </button>
  );

  return (
    <>
      <section
        aria-labelledby="cart-summary-title"
        className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 lg:sticky lg:top-24"
      >
        <h2 id="cart-summary-title" className="text-lg font-bold text-slate-900">
          {t('cart.summary')}
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('cart.selectedItems')}</dt>
            <dd className="tabular-nums text-slate-900" data-testid="cart-item-count">
              {items}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
            <dt className="font-semibold text-slate-900">{t('cart.subtotal')}</dt>
            <dd className="text-xl font-black tabular-nums text-primary-700" data-testid="cart-subtotal">
              {subtotal}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-slate-600">{t('cart.shippingNote')}</p>
        <ImportEstimateNote
          items={cart.lines.filter((l) => l.selected && !l.issue)}
          currency={cart.currency}
          className="mt-3"
          testId="cart-import-notice"
        />
        {!signedIn && <p className="mt-4 text-sm text-slate-700">{t('cart.loginToCheckout')}</p>}
        {button('mt-5 hidden w-full lg:flex')}
        {count === 0 && <p className="mt-2 text-center text-xs text-slate-600">{t('cart.chooseItems')}</p>}
      </section>

      <div
        className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 backdrop-blur lg:hidden"
        data-bottom-bar
      >
        <div className="container-page flex items-center justify-between gap-4 py-3">
          <p className="min-w-0 text-sm">
            <span className="block text-slate-600">
              {t('cart.subtotal')} · {items}
            </span>
            <span className="text-lg font-black tabular-nums text-primary-700">{subtotal}</span>
          </p>
          {button('shrink-0')}
        </div>
      </div>
    </>
  );
}
