// "Added to your cart": drops from the header's cart icon after an add, with the item
// and a link to the cart. Announced politely (the live region is the header's, in
// cart-link.tsx: this code loads with the first add); it stays while pointed at or
// focused, and leaves after NOTICE_MS, on navigation or with its close button.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLocalePath, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { addedNotice as notice } from '../../lib/cart-store.ts';
import { useStore } from '../../lib/store.ts';
import { CircleCheck, X } from '../icons.ts';
import { Link } from '../link.tsx';
import { ProductImage } from '../product-image.tsx';

await loadSection('cart');

const NOTICE_MS = 5000;

export function CartNotice() {
  const item = useStore(notice);
  const t = useT();
  const to = useLocalePath();
  const location = useLocation();
  const [held, setHeld] = useState(false);
  const shownAt = useRef(location.key);

  useEffect(() => {
    if (!item || held) return;
    const timer = window.setTimeout(() => notice.set(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [item, held]);

  // Close when the page changes (this mounts with the first notice: not on that page).
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    notice.set(null);
    setHeld(false);
  }, [location.key]);

  return (
    item && (
      <div
        key={item.id}
        role="status"
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        className="animate-toast-in rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200"
        data-testid="cart-notice"
      >
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
            <CircleCheck aria-hidden className="size-4" />
            {t('cart.added')}
          </p>
          <button
            type="button"
            onClick={() => notice.set(null)}
            aria-label={t('cart.closeNotice')}
            className="-mr-1 rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
        <div className="mt-3 flex gap-3">
          <div className="size-14 shrink-0 overflow-hidden rounded-lg">
            <ProductImage src={item.image} alt="" size={56} />
          </div>
          <div className="min-w-0 text-sm">
            <p className="line-clamp-2 font-medium text-slate-900">{item.name}</p>
            <p className="mt-0.5 text-slate-600">
              {[item.variant, t('cart.addedQuantity', { count: item.quantity })].filter(Boolean).join(' · ')}
            </p>
          </div>
        </div>
        <Link to={to('/cart')} className="btn btn-primary mt-4 w-full" data-testid="cart-notice-link">
          {t('cart.viewCart')}
        </Link>
      </div>
    )
  );
}
