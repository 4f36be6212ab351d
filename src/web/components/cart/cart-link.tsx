// The header's cart link: icon and a badge with the number of items (hidden at 0), the
// count in its accessible name. It starts the cart for the page load (merging a
// visitor's cart after a login). The server renders it without a count: the count
// lives in the browser (localStorage) or comes from the API after hydration.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useBarePath, useLocalePath, useT } from '../../i18n/index.tsx';
import { cartStore, startCart } from '../../lib/cart.ts';
import { useStore } from '../../lib/store.ts';
import { ShoppingCart } from '../icons.ts';
import { CartNotice } from './cart-notice.tsx';

export function CartLink({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const to = useLocalePath();
  const current = useBarePath() === '/cart';
  const { count } = useStore(cartStore);

  useEffect(() => {
    void startCart(signedIn);
  }, [signedIn]);

  const label = !count ? t('cart.link') : count === 1 ? t('cart.linkCountOne') : t('cart.linkCount', { count });
  return (
    <div className="relative">
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
      <CartNotice />
    </div>
  );
}
