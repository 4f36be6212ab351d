// The product page's buy bar (#23 item 6): fixed to the bottom of the screen while the
// main buttons are scrolled out of view above it (an IntersectionObserver watches
// them), gone again when they come back. It offers the same actions through the same
// handlers; with options missing, its buttons send the shopper back to the picker.
// While shown the page gets bottom padding, so the footer's last line stays readable.
// Nothing shows before the buttons are scrolled past, so the bar's markup
// (sticky-buy-bar-view.tsx) loads then, not with the page (issue #42, item 4).
import { useEffect, useState } from 'react';
import { lazyView, useLazyView } from '../../lib/lazy-view.ts';

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

const view = lazyView(() => import('./sticky-buy-bar-view.tsx').then((m) => m.StickyBuyBarView));

export function StickyBuyBar(p: StickyBuyBarProps) {
  const shown = useScrolledPast(p.watch);
  const View = useLazyView(view, shown);
  return shown && View ? <View {...p} /> : null;
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
