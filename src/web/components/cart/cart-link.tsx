// The header's cart link: icon and a badge with the number of items (hidden at 0), the
// count in its accessible name. It starts the cart for the page load (merging a
// visitor's cart after a login). The server renders it without a count: the count
// lives in the browser (localStorage) or comes from the API after hydration. Below it,
// the live region of the "added to your cart" notice, whose code loads with the first.
import { useEffect } from 'react';
import { useBarePath, useLocalePath, useT } from '../../i18n/index.tsx';
import { addedNotice, cartStore, startCart } from '../../lib/cart-store.ts';
import { lazyView, useLazyView } from '../../lib/lazy-view.ts';
import { useStore } from '../../lib/store.ts';
import { ShoppingCart } from '../icons.ts';
import { Link } from '../link.tsx';
import { Tooltip } from '../tooltip.tsx';

const cartNotice = lazyView(() => import('./cart-notice.tsx').then((m) => m.CartNotice));

export function CartLink({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const to = useLocalePath();
  const current = useBarePath() === '/cart';
  const { count } = useStore(cartStore);
  const CartNotice = useLazyView(cartNotice, !!useStore(addedNotice));

  useEffect(() => {
    void startCart(signedIn);
  }, [signedIn]);

  const label = count ? t('cart.linkCount', { count }) : t('cart.link');
  return (
    <div className="relative">
      <Tooltip label={label}>
        <Link
          to={to('/cart')}
          aria-label={label}
          aria-current={current ? 'page' : undefined}
          className={`relative flex rounded-lg p-2 hover:bg-slate-100 ${current ? 'text-primary-700' : 'text-slate-700'}`}
          prefetch="intent"
          data-testid="cart-link"
        >
          <ShoppingCart aria-hidden className="size-6" />
          {!!count && (
            <span
              aria-hidden
              className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-700 px-1 text-[11px] font-bold tabular-nums text-white ring-2 ring-white"
              data-testid="cart-count"
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </Link>
      </Tooltip>
      <div
        aria-live="polite"
        className="fixed inset-x-3 top-[4.25rem] z-40 sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-3 sm:w-80"
      >
        {CartNotice && <CartNotice />}
      </div>
    </div>
  );
}
