// "Added to your cart": drops from the header's cart icon after an add, with the item
// and a link to the cart. Announced politely; it stays while pointed at or focused,
// and leaves after NOTICE_MS, on navigation or with its close button.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocalePath, useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';
import { createStore, useStore } from '../../lib/store.ts';
import { CircleCheck, X } from '../icons.ts';
import { ProductImage } from '../product-image.tsx';

await loadSection('cart');

export interface AddedItem {
  name: string;
  image: string;
  /** Readable variant, e.g. 'Red / M'. */
  variant: string;
  quantity: number;
}

const NOTICE_MS = 5000;
const notice = createStore<(AddedItem & { id: number }) | null>(null);
let nextId = 1;

export function showAddedToCart(item: AddedItem) {
  notice.set({ ...item, id: nextId++ });
}

export function CartNotice() {
  const item = useStore(notice);
  const t = useT();
  const to = useLocalePath();
  const location = useLocation();
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!item || held) return;
    const timer = window.setTimeout(() => notice.set(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [item, held]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close when the page changes
  useEffect(() => {
    notice.set(null);
    setHeld(false);
  }, [location.key]);

  return (
    <div
      aria-live="polite"
      className="fixed inset-x-3 top-[4.25rem] z-40 sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-3 sm:w-80"
    >
      {item && (
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
      )}
    </div>
  );
}
