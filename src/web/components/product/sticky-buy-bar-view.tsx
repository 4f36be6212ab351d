// The buy bar's markup (sticky-buy-bar.tsx decides when it shows): loaded the first
// time the product page's buy buttons are scrolled past.
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/index.tsx';
import { ShoppingCart } from '../icons.ts';
import { Price } from '../price.tsx';
import type { StickyBuyBarProps } from './sticky-buy-bar.tsx';

/** The bar, shown while mounted; the page keeps room for it at its end meanwhile. */
export function StickyBuyBarView(p: StickyBuyBarProps) {
  const t = useT();
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!bar.current) return;
    const body = document.body;
    body.style.paddingBottom = `${bar.current.offsetHeight}px`;
    return () => {
      body.style.paddingBottom = '';
    };
  }, []);

  const act = (action: () => void) => () => (p.complete ? action() : p.onIncomplete());
  return (
    <section
      ref={bar}
      aria-label={t('product.buyBar')}
      data-bottom-bar
      data-testid="sticky-buy-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur"
    >
      <div className="container-page flex items-center gap-3 py-3">
        <div className="min-w-0 flex-1">
          <Price price={p.price} unit={p.unit} className="block text-lg font-black text-primary-700" />
          <p className="truncate text-xs text-slate-600" data-testid="sticky-buy-bar-summary">
            {p.summary}
          </p>
        </div>
        <button
          type="button"
          onClick={act(p.onAddToCart)}
          disabled={p.soldOut || p.adding}
          aria-busy={p.adding}
          className="btn shrink-0 bg-primary-50 text-primary-800 ring-1 ring-primary-300 hover:bg-primary-100"
          data-testid="sticky-add-to-cart"
        >
          {p.adding ? <span aria-hidden className="spinner" /> : <ShoppingCart aria-hidden className="size-5" />}
          <span className="sr-only sm:not-sr-only">{t('cart.add')}</span>
        </button>
        <button
          type="button"
          onClick={act(p.onBuyNow)}
          disabled={p.soldOut}
          className="btn btn-primary shrink-0"
          data-testid="sticky-buy-now"
        >
          {p.soldOut ? t('product.soldOut') : t('product.buyNow')}
        </button>
      </div>
    </section>
  );
}
