// The product page's buy bar (#23 item 6): fixed to the bottom of the screen while the
// main buttons are scrolled out of view above it (an IntersectionObserver watches
// them), gone again when they come back. It offers the same actions through the same
// handlers; with options missing, its buttons send the shopper back to the picker.
// While shown the page gets bottom padding, so the footer's last line stays readable.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import { ShoppingCart } from '../icons.ts';
import { Price } from '../price.tsx';

export interface StickyBuyBarProps {
  /** The main buttons: the bar shows once they have scrolled above the screen. */
  watch: HTMLElement | null;
  price: number;
  unit: string;
  /** The chosen variant, or what is left to choose. */
  summary: string;
  /** Every option chosen: otherwise the buttons call `onIncomplete`. */
  complete: boolean;
  /** The chosen variant cannot be bought (sold out). */
  soldOut: boolean;
  adding: boolean;
  onAddToCart: () => void;
  onBuyNow: () => void;
  onIncomplete: () => void;
}

export function StickyBuyBar(p: StickyBuyBarProps) {
  const t = useT();
  const shown = useScrolledPast(p.watch);
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!shown || !bar.current) return;
    const body = document.body;
    body.style.paddingBottom = `${bar.current.offsetHeight}px`;
    return () => {
      body.style.paddingBottom = '';
    };
  }, [shown]);

  if (!shown) return null;
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

/**
 * True while `el` is above the screen (scrolled past), false while in view or below.
 * The element comes from a callback ref: a replaced element is observed anew.
 */
function useScrolledPast(el: HTMLElement | null): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    setPast(false);
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // The screen stretched far downwards: an element below it still counts as seen, so
    // the one change watched is passing its top edge, even in one jump (End key, anchor).
    const io = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [el]);
  return past;
}
