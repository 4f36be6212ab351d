// Header account control: "Log in" for visitors (opens the login dialog; without
// JavaScript, the sign-in page); for customers
// a button with their initial and name that opens a menu (account-menu-list.tsx, loaded
// when first opened): the name, the masked mobile, orders, addresses, log out and log
// out on all devices.
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { safeReturnPath } from '../../../domain/site/return-path.ts';
import { useLocalePath, useT } from '../../i18n/index.tsx';
import { lazyView, useLazyView } from '../../lib/lazy-view.ts';
import { loginDialog } from '../../lib/session.ts';
import type { RootUser } from '../../root-data.ts';

const menuList = lazyView(() => import('./account-menu-list.tsx').then((m) => m.AccountMenuList));

export function AccountMenu({ user }: { user: RootUser | null }) {
  const t = useT();
  const to = useLocalePath();
  const { pathname, search } = useLocation();
  // Back to this page, or to the page a guard sent the visitor away from (`?login=1&redirect=`).
  const back = safeReturnPath(new URLSearchParams(search).get('redirect')) ?? pathname + search;
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const AccountMenuList = useLazyView(menuList, open);

  if (!user) {
    // A link to the sign-in page (a browser without JavaScript, or a click before the
    // page's script has run); once the script runs the dialog opens in place.
    return (
      <a
        href={`${to('/login')}?redirect=${encodeURIComponent(back)}`}
        className="btn btn-primary shrink-0 whitespace-nowrap px-4 py-1.5"
        onClick={(e) => {
          e.preventDefault();
          loginDialog.set({ open: true, purpose: 'signIn' });
        }}
        data-testid="login-button"
      >
        {t('auth.login')}
      </a>
    );
  }

  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((v) => !v)}
        // The menu's code starts loading when the button is pointed at or focused.
        onPointerEnter={preload}
        onFocus={preload}
        className="flex items-center gap-2 rounded-full px-2 py-1 text-sm font-medium text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50"
        data-testid="account-button"
      >
        <span
          aria-hidden
          className="flex size-7 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-800"
        >
          {user.username.slice(0, 1).toUpperCase()}
        </span>
        <span className="sr-only sm:not-sr-only sm:max-w-32 sm:truncate">{user.username}</span>
      </button>
      {open && AccountMenuList && <AccountMenuList user={user} close={close} container={ref} />}
    </div>
  );
}

function preload() {
  menuList.load().catch(() => undefined);
}
